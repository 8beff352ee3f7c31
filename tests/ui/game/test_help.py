"""The in-app rules: F1 opens them from every screen; they are the docs' own rules.md."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dominos.hosting.options import HostOptions
from dominos.ui.context import AppContext
from dominos.ui.game import help_dialog
from dominos.ui.game.help_dialog import HelpDialog
from dominos.ui.game.screen import GameScreen
from dominos.ui.main_window import MainWindow
from dominos.ui.settings import Settings

from ..conftest import LoopRunner
from ..snapshots import lobby

DOCS = Path(__file__).parents[3] / "docs"


@pytest.mark.parametrize("language", ["en", "es", "pt_BR"])
def test_the_help_shows_exactly_the_documented_rules(language: str) -> None:
    name = help_dialog.rules_file(language)
    assert help_dialog.rules_text(language) == (DOCS / name).read_text(encoding="utf-8"), (
        f"copy docs/{name} to dominos/resources/{name}"
    )


@pytest.fixture
def window(settings: Settings, loop: LoopRunner, qtbot: QtBot) -> Iterator[MainWindow]:
    context = AppContext(settings, HostOptions(bind="127.0.0.1", port=0, discovery=False))
    main = MainWindow(context, name="Ann", remember=False)
    qtbot.addWidget(main)
    main.resize(900, 600)
    main.show()
    main.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is main)
    yield main
    loop.run(context.shutdown())


def press_f1_for_the_rules(window: MainWindow, qtbot: QtBot) -> HelpDialog:
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_F1)
    shown = [d for d in window.findChildren(HelpDialog) if d.isVisible()]
    assert len(shown) == 1, "F1 did not open the rules"
    dialog = shown[0]
    assert not dialog.isModal()
    first_heading = (DOCS / "rules.md").read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
    assert first_heading in dialog.browser.toPlainText()
    dialog.close()
    return dialog


def test_f1_opens_the_rules_from_every_screen_without_blocking(
    window: MainWindow, qtbot: QtBot, snaps: SimpleNamespace
) -> None:
    assert window.stack.currentWidget() is window.home
    press_f1_for_the_rules(window, qtbot)
    window.stack.show_state(lobby(2))
    assert window.stack.currentWidget() is window.lobby
    press_f1_for_the_rules(window, qtbot)
    window.stack.show_state(snaps.mid_round())
    assert window.stack.showing_game and window.game is not None
    # On the game screen it is the same window of rules its Rules button opens.
    assert press_f1_for_the_rules(window, qtbot).parent() is window.game


def test_the_rules_button_in_the_header_opens_them_too(qtbot: QtBot) -> None:
    screen = GameScreen()
    qtbot.addWidget(screen)
    screen.show()
    qtbot.mouseClick(screen.header.help_button, Qt.MouseButton.LeftButton)
    dialog = screen.findChild(HelpDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.close()
