"""The windows of their own (Preferences, History) open at a size that suits
the screen, grow their words and controls with their own size as the main window does, show
every word whole from a 900x600 screen to a 2560x1440 one in every language."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from benchmarks.records import generated_records
from dominos.ui.history.history_dialog import HistoryDialog
from dominos.ui.kit.chrome import opening_size
from dominos.ui.screens.preferences import PreferencesDialog
from dominos.ui.services.language import LANGUAGES, Translators
from dominos.ui.services.settings import Preferences, Settings

from .history.test_history_window import opened_history
from .test_fitting import grows, laid_out, pixels

#: The screens a player opens these windows on: a 900x600 one, a 1270x690 laptop's, the
#: screen the chrome was drawn for, and large ones.
SMALL, LAPTOP, USUAL, LARGE = QSize(900, 600), QSize(1270, 690), QSize(1280, 720), QSize(2560, 1440)
SCREENS = (SMALL, LAPTOP, USUAL, QSize(1920, 1080), LARGE)
#: The sizes a window goes through as a player drags its edge from one screen's size to
#: another's.
DRAG_STEPS = 12


@pytest.fixture
def history(
    qtbot: QtBot, tmp_path: Path, settings: Settings, styled_app: QApplication
) -> HistoryDialog:
    return opened_history(qtbot, tmp_path, settings, generated_records(6, seed=5))


@pytest.fixture
def preferences(qtbot: QtBot, styled_app: QApplication) -> PreferencesDialog:
    window = PreferencesDialog("Ann", Preferences())
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture(params=list(LANGUAGES))
def language(request: pytest.FixtureRequest, english: Translators) -> Iterator[str]:
    english.install(request.param)
    yield request.param
    english.install("en")


def opened_on(window: Any, screen: QSize) -> list[str]:
    """The faults of ``window`` at the size it opens at on ``screen``, reached as a player
    drags its edge there (a window is never smaller than the least its words need at the
    scale it has: going smaller, its chrome shrinks a step at a time), and it fits
    ``screen``."""
    start, end = window.size(), opening_size(window.drawn_at, screen)
    for step in range(1, DRAG_STEPS + 1):
        size = start + (end - start) * (step / DRAG_STEPS)
        found = laid_out(window, size.toTuple())
    assert window.size() == end, (window.size(), end)
    assert window.width() <= screen.width() and window.height() <= screen.height(), screen
    return found


def fits_every_screen(window: QDialog, *pages: Callable[[], None]) -> None:
    """Nothing cut off or on top of anything else on any screen, on each of its pages, as
    the window grows and as it shrinks again; and it opens at the size that suits the
    screen it is on."""
    screen = window.screen().availableGeometry().size()
    assert window.size() == opening_size(window.drawn_at, screen)  # type: ignore[attr-defined]
    for page in pages or (lambda: None,):
        page()
        for screen in (*SCREENS, *reversed(SCREENS)):
            assert opened_on(window, screen) == [], (screen.toTuple(), page)


def test_preferences_fit_every_screen(language: str, preferences: PreferencesDialog) -> None:
    fits_every_screen(preferences)


def test_history_fits_every_screen(language: str, history: HistoryDialog) -> None:
    def game() -> None:
        history._open_row(history.model.index(0, 0))

    fits_every_screen(history, lambda: None, game)


def sizes(*widgets: QWidget) -> dict[str, float]:
    """What a player sees of each widget's size: its type, and a control's height."""
    found = {}
    for n, widget in enumerate(widgets):
        found[f"words {n}"] = pixels(widget)
        if widget.inherits("QAbstractButton"):
            found[f"button {n}"] = widget.height()
    return found


def grown(window: Any, *widgets: QWidget) -> None:
    """Opened on a large screen, ``window``'s words and controls are larger than on the
    screen the chrome was drawn for, as the main window's are; and back again."""
    assert opened_on(window, USUAL) == []
    usual = sizes(*widgets)
    assert opened_on(window, LARGE) == []
    grows(usual, sizes(*widgets))
    assert opened_on(window, USUAL) == []
    assert sizes(*widgets) == usual


def buttons(window: QWidget) -> list[QPushButton]:
    """The buttons ``window`` shows now."""
    return [b for b in window.findChildren(QPushButton) if b.isVisible()]


def test_preferences_grow_with_their_window(preferences: PreferencesDialog) -> None:
    w = preferences
    grown(w, w.labels["name"], w.name_edit, w.sound_box, w.motion_box, w.ok_button)


def test_history_grows_with_its_window(history: HistoryDialog) -> None:
    grown(history, history.games, history.games.horizontalHeader(), *buttons(history))
    history._open_row(history.model.index(0, 0))
    view = history.view
    grown(history, view.title, view.given, view.rounds, *buttons(history))
    usual = view.rounds.verticalHeader().defaultSectionSize()
    assert opened_on(history, LARGE) == []
    assert view.rounds.verticalHeader().defaultSectionSize() >= 1.5 * usual, "rows grow too"
