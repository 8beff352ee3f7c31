"""Fixtures every test folder may use."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parents[1] / "resources" / "translations.py"


@pytest.fixture(scope="session")
def translations_tool() -> ModuleType:
    """``resources/translations.py``, which refreshes and compiles the catalogues; it lives
    beside them rather than in the package, as the app never runs it."""
    spec = importlib.util.spec_from_file_location("dominos_translations", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The long runs first (the installer's build, the soaks, the lossy LAN, the long
    evening, the benchmarks' smoke run: a minute or two each): the workers then take the
    short tests around them, and none is left running a long one alone at the end."""
    items.sort(key=lambda item: item.get_closest_marker("once") is None)
