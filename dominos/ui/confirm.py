"""Asking a yes/no question without blocking the loop.

``QMessageBox.exec()`` would run a nested event loop inside an asyncio callback and stall
the network; the box is opened with ``open()`` and answers through a callback instead.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget


def confirm(
    parent: QWidget,
    *,
    title: str,
    text: str,
    detail: str,
    yes: str,
    no: str,
    on_yes: Callable[[], None],
    safe_default: bool = False,
) -> QMessageBox:
    """Open the question; ``on_yes`` runs only if the player picks ``yes``.

    With ``safe_default``, Enter answers ``no``: for a question a player may meet by
    accident in the middle of a game (a stray Ctrl+Q), the key they were pressing anyway
    must not take them out of it."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(detail)
    accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    reject = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(reject if safe_default else accept)

    def answered(button: QAbstractButton) -> None:
        if button is accept:
            on_yes()

    box.buttonClicked.connect(answered)
    box.open()
    return box
