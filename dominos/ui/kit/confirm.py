"""Asking a yes/no question without blocking the loop.

``QMessageBox.exec()`` would run a nested event loop inside an asyncio callback and stall
the network; the box is opened with ``open()`` and answers through a callback instead.
The question is worded by a function rather than given as text, so a box still open when
the player switches language (from another window) asks it again in the new one. The box
belongs to the window that asks, sits over it on the felt and in front (:mod:`over_window`);
the question stands out as a heading, and the answer Enter gives as the table's main button.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QPushButton, QWidget

from dominos.ui.kit import theme
from dominos.ui.kit.over_window import OverWindow
from dominos.ui.kit.reworded import Reworded


class Question(NamedTuple):
    title: str
    text: str
    detail: str
    yes: str
    no: str


class QuestionBox(Reworded, OverWindow, QMessageBox):
    """A question box that words itself with ``wording`` now and on each change of language.

    ``parent`` is the window that asks (a widget in it stands for its window)."""

    def __init__(self, parent: QWidget, wording: Callable[[], Question]) -> None:
        super().__init__(parent.window())
        self.dress()
        self.wording = wording
        self.accept_button = self.addButton("", QMessageBox.ButtonRole.AcceptRole)
        self.reject_button = self.addButton("", QMessageBox.ButtonRole.RejectRole)
        # The question itself, which Qt's box writes in the same type as its detail.
        question = self.findChild(QLabel, "qt_msgbox_label")
        if question is not None:
            theme.set_role(question, "heading")
        self.grow()
        self.retranslate()

    def setDefaultButton(self, button: QPushButton) -> None:  # type: ignore[override]
        """The answer Enter gives, drawn as the table's main button."""
        for other in (self.accept_button, self.reject_button):
            theme.set_role(other, "primary" if other is button else "")
        super().setDefaultButton(button)

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
