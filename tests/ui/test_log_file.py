"""The app's log file stays bounded while the app runs: a hosted table refusing a flood of
connections logs a warning for each (22,264 lines, 2.6 MB, in one such flood), and a long
evening must not fill the disk with them."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from dominos.ui.shell import app


@pytest.fixture
def logged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = tmp_path / "dominos.log"
    monkeypatch.setattr(app, "log_file", lambda: path)
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    yield path
    for handler in root.handlers:
        if handler not in before:
            handler.close()
    root.handlers[:] = before
    root.setLevel(level)


def test_a_flood_of_warnings_leaves_a_few_capped_files(logged: Path) -> None:
    assert app.setup_logging("ERROR") == logged
    refused = logging.getLogger("dominos.net.host.server")
    for n in range(60_000):
        refused.warning("127.0.0.%d: too many wrong codes; refusing", n % 250)
    files = sorted(logged.parent.glob("dominos.log*"))
    assert [f.name for f in files] == [
        "dominos.log",
        *(f"dominos.log.{i}" for i in range(1, app.LOG_KEEP + 1)),
    ]
    assert all(f.stat().st_size <= app.LOG_LIMIT for f in files)
    assert "refusing" in logged.read_text(encoding="utf-8"), "the newest lines are kept"


def test_a_previous_run_is_continued_not_lost(logged: Path) -> None:
    logged.write_text("an earlier evening\n", encoding="utf-8")
    app.setup_logging("ERROR")
    logging.getLogger("dominos").warning("a new evening")
    text = logged.read_text(encoding="utf-8")
    assert text.startswith("an earlier evening") and "a new evening" in text
