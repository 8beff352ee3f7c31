"""The in-app rules: F1 opens them from every screen; they are the docs' own rules.md."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dominos.hosting.options import HostOptions
from dominos.ui.game import help_dialog
from dominos.ui.game.help_dialog import HelpDialog
from dominos.ui.game.screen import GameScreen
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow

from ..conftest import LoopRunner
from ..snapshots import lobby

if TYPE_CHECKING:
    from tests.ui.game.conftest import Snapshots

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
    loop.settle(context.shutdown())


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
    window: MainWindow, qtbot: QtBot, snaps: Snapshots
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


def test_the_help_and_the_question_mark_list_every_key_of_the_game(
    window: MainWindow, qtbot: QtBot, snaps: Snapshots
) -> None:
    from dominos.ui.game.keys_dialog import KeysDialog

    dialog = press_f1_for_the_rules(window, qtbot)
    text = dialog.browser.toPlainText()
    for key in ("Playing with the keyboard", "1 to 7", "Enter", "Left or Up", "Escape", "P"):
        assert key in text, key
    window.stack.show_state(snaps.mid_round())
    qtbot.keyClick(window.focusWidget() or window, "?")
    sheets = [d for d in window.findChildren(KeysDialog) if d.isVisible()]
    assert len(sheets) == 1, "? did not open the keys"
    listed = sheets[0].browser.toPlainText()
    assert "Pass, when nothing in your hand fits" in listed and "Quit" in listed
    assert not sheets[0].isModal()
    sheets[0].close()


def test_keyboard_focus_is_outlined_on_the_table_buttons(qtbot: QtBot, snaps: Snapshots) -> None:
    screen = GameScreen()
    qtbot.addWidget(screen)
    screen.resize(1100, 760)
    screen.show()
    screen.set_state(snaps.round_over(snaps.DOMINO))
    button = screen.look_button
    qtbot.waitUntil(button.isVisible)

    def edge() -> tuple[int, int, int]:
        image = button.grab().toImage()
        colour = image.pixelColor(image.width() // 2, 1)
        return colour.red(), colour.green(), colour.blue()

    unfocused = edge()
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)
    red, green, blue = edge()
    assert (red, green, blue) != unfocused
    assert blue > 200 and red < 140, "a clear blue outline where Tab has gone"
