"""A dialog a player answers before going on (a question, the host's and the join dialogs):
over the window it is about, on the felt, in front.

Left to the system, such a box opened where the window manager put it (centred on the
screen, far from the window on a large one where four windows share it; behind the other
windows when the app was not the active one) in the system's light grey. It now sits
centred over its window, raised and made the active window, in the table's look, its words
as large as its window's.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from dominos.ui.kit import theme
from dominos.ui.kit.chrome import chrome_scale, grow_form, scaled


class OverWindow:
    """Mixed in before the dialog's Qt class: the dialog calls :meth:`dress` first thing,
    before it makes what it holds, and :meth:`grow` once it is built."""

    def dress(self) -> None:
        """The felt, taken before any widget in the dialog is styled: a widget styled
        before would keep the system's look (light buttons on the felt)."""
        theme.set_felt(cast(QWidget, self))

    def grow(self) -> None:
        """Type, paddings and spacing as large as the window's chrome (the home screen's,
        the lobby's) on a large screen, and the least width the dialog was drawn with."""
        dialog = cast(QWidget, self)
        window = over(dialog)
        if window is None:
            return
        scale = chrome_scale(window.width(), window.height())
        grow_form(dialog, scale)
        if dialog.minimumWidth() > 0:
            dialog.setMinimumWidth(scaled(dialog.minimumWidth(), scale))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # type: ignore[misc]
        dialog = cast(QWidget, self)
        window = over(dialog)
        if window is not None:
            dialog.move(centred(dialog.frameGeometry(), window))
        # Once the window is mapped: raising one not yet shown does nothing.
        QTimer.singleShot(0, dialog, lambda: bring_forward(dialog))


def over(dialog: QWidget) -> QWidget | None:
    """The window ``dialog`` is about: its parent's."""
    parent = dialog.parentWidget()
    return parent.window() if parent is not None else None


def centred(frame: QRect, window: QWidget) -> QPoint:
    """Where a window of ``frame``'s size goes to stand centred over ``window``, kept on
    the screen ``window`` is on."""
    placed = QRect(frame)
    placed.moveCenter(window.frameGeometry().center())
    area = window.screen().availableGeometry()
    x = max(area.left(), min(placed.left(), area.right() + 1 - placed.width()))
    y = max(area.top(), min(placed.top(), area.bottom() + 1 - placed.height()))
    return QPoint(x, y)


def bring_forward(dialog: QWidget) -> None:
    """``dialog`` in front of every window, with the keyboard."""
    if dialog.isVisible():
        dialog.raise_()
        dialog.activateWindow()
