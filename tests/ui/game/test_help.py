"""The in-app rules: F1 opens them, and they are the project's own docs/rules.md."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dominos.ui.game import help_dialog
from dominos.ui.game.help_dialog import HelpDialog
from dominos.ui.game.screen import GameScreen

DOCS_RULES = Path(__file__).parents[3] / "docs" / "rules.md"


def test_the_help_shows_exactly_the_documented_rules() -> None:
    assert help_dialog.rules_text() == DOCS_RULES.read_text(encoding="utf-8")


def test_f1_opens_the_rules_without_blocking(qtbot: QtBot) -> None:
    screen = GameScreen()
    qtbot.addWidget(screen)
    screen.resize(900, 600)
    screen.show()
    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is screen)
    qtbot.keyClick(screen, Qt.Key.Key_F1)
    dialog = screen.findChild(HelpDialog)
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    first_heading = DOCS_RULES.read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
    assert first_heading in dialog.browser.toPlainText()
    dialog.close()


def test_the_rules_button_in_the_header_opens_them_too(qtbot: QtBot) -> None:
    screen = GameScreen()
    qtbot.addWidget(screen)
    screen.show()
    qtbot.mouseClick(screen.header.help_button, Qt.MouseButton.LeftButton)
    dialog = screen.findChild(HelpDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.close()
