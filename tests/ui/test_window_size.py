"""The window a player first sees, and the one they come back to."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from dominos.hosting.options import HostOptions
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow

from .conftest import LoopRunner


@pytest.fixture
def context(settings: Settings, loop: LoopRunner) -> Iterator[AppContext]:
    context = AppContext(settings, HostOptions(bind="127.0.0.1", port=0, discovery=False))
    yield context
    loop.settle(context.shutdown())


def test_a_first_window_takes_most_of_the_screen_it_opens_on(
    context: AppContext, qtbot: QtBot
) -> None:
    window = MainWindow(context, name="Ann", remember=False)
    qtbot.addWidget(window)
    window.restore_geometry(None)
    area = window.screen().availableGeometry()
    size = window.geometry()
    assert area.contains(size)
    # Most of the screen, whatever its size: not a fixed 1100x760 in the middle of a large one.
    assert size.width() >= 0.8 * area.width() and size.height() >= 0.8 * area.height()
    assert abs(size.center().x() - area.center().x()) <= 1


def test_a_window_comes_back_where_the_player_left_it(context: AppContext, qtbot: QtBot) -> None:
    window = MainWindow(context, name="Ann", remember=False)
    qtbot.addWidget(window)
    window.setGeometry(20, 30, 730, 530)
    kept = window.saveGeometry()
    again = MainWindow(context, name="Ann", remember=False)
    qtbot.addWidget(again)
    again.restore_geometry(kept)
    assert again.geometry().size().toTuple() == (730, 530)


def test_a_window_moved_and_resized_is_found_there_after_a_kill(
    tmp_path: Path, loop: LoopRunner, qtbot: QtBot
) -> None:
    """Nothing runs at a ``kill -9``: what the next start finds is what was on disk."""
    path = tmp_path / "settings.ini"
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    context = AppContext(settings, HostOptions(bind="127.0.0.1", port=0, discovery=False))
    window = MainWindow(context, name="Ann")
    qtbot.addWidget(window)
    window.restore_geometry(None)
    window.show()
    qtbot.waitExposed(window)
    window.setGeometry(10, 20, 730, 530)
    window.resize(760, 540)

    def kept() -> tuple[int, int] | None:
        data = Settings(QSettings(str(path), QSettings.Format.IniFormat)).geometry()
        if data is None:
            return None
        probe = MainWindow(context, name="Ann", remember=False)
        probe.restore_geometry(data)
        size = probe.size().toTuple()
        probe.deleteLater()
        return size

    # Saved once the window stands still, not at every step of a drag.
    assert window.place is not None and window.place.timer.isActive()
    qtbot.waitUntil(lambda: kept() == (760, 540), timeout=3000)
    loop.settle(context.shutdown())
