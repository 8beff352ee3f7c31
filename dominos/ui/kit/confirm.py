"""Asking a yes/no question without blocking the loop.

``QMessageBox.exec()`` would run a nested event loop inside an asyncio callback and stall
the network; the box is opened with ``open()`` and answers through a callback instead.
The question is worded by a function rather than given as text, so a box still open when
the player switches language (from another window) asks it again in the new one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from dominos.ui.kit.reworded import Reworded


class Question(NamedTuple):
    title: str
    text: str
    detail: str
    yes: str
    no: str


class QuestionBox(Reworded, QMessageBox):
    """A question box that words itself with ``wording`` now and on each change of language."""

    def __init__(self, parent: QWidget, wording: Callable[[], Question]) -> None:
        super().__init__(parent)
        self.wording = wording
        self.setIcon(QMessageBox.Icon.Question)
        self.accept_button = self.addButton("", QMessageBox.ButtonRole.AcceptRole)
        self.reject_button = self.addButton("", QMessageBox.ButtonRole.RejectRole)
        self.retranslate()

    def retranslate(self) -> None:
        words = self.wording()
        self.setWindowTitle(words.title)
        self.setText(words.text)
        self.setInformativeText(words.detail)
        self.accept_button.setText(words.yes)
        self.reject_button.setText(words.no)


def confirm(
    parent: QWidget,
    wording: Callable[[], Question],
    *,
    on_yes: Callable[[], None],
    safe_default: bool = False,
) -> QMessageBox:
    """Open the question; ``on_yes`` runs only if the player picks its ``yes``.

    With ``safe_default``, Enter answers ``no``: for a question a player may meet by
    accident in the middle of a game (a stray Ctrl+Q), the key they were pressing anyway
    must not take them out of it."""
    box = QuestionBox(parent, wording)
    accept = box.accept_button
    box.setDefaultButton(box.reject_button if safe_default else accept)

    def answered(button: QAbstractButton) -> None:
        if button is accept:
            on_yes()

    box.buttonClicked.connect(answered)
    box.open()
    return box
