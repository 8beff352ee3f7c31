"""The two make commands: a player's `make run` installs the app alone, `make test` the rest."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def planned(target: str, venv: Path) -> str:
    """What make would run for ``target`` with a fresh virtual environment at ``venv``."""
    make = shutil.which("make")
    if make is None:
        pytest.fail("make is needed to check the Makefile")
    done = subprocess.run(
        [make, "-n", "--no-print-directory", target, f"VENV={venv}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return done.stdout


def test_make_run_installs_only_what_the_app_needs(tmp_path: Path) -> None:
    steps = planned("run", tmp_path / "venv")
    installs = [line for line in steps.splitlines() if "pip install" in line and "-e" in line]
    assert installs, steps
    assert all("[test]" not in line for line in installs), installs
    assert "bin/dominos" in steps


def test_make_test_adds_the_test_toolchain(tmp_path: Path) -> None:
    steps = planned("test", tmp_path / "venv")
    assert "pip install -q -e '.[test]'" in steps
    assert "pytest" in steps
