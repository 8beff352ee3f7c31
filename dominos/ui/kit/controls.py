"""Controls every screen makes the same way, built in one place so they stay alike.

A button answers Enter while it has the focus (``autoDefault``) and gives a screen reader a
name without the ``&`` of its shortcut; a hint is a wrapped line in the muted colour; a
screen's form keeps a readable width in the middle of a wide window, and scrolls rather
than squeezes in a short one; a window to read
beside the game (the rules, say) opens once and is brought back after that.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QPushButton, QVBoxLayout, QWidget

from dominos.ui.kit import theme
from dominos.ui.kit.scrolling import ScreenScroll


def button(text: str, accessible: str = "", *, role: str = "") -> QPushButton:
    """A push button labelled ``text``, read out as ``accessible``, in the style's ``role``."""
    widget = QPushButton(text)
    if role:
        theme.set_role(widget, role)
    if accessible:
        widget.setAccessibleName(accessible)
    widget.setAutoDefault(True)
    return widget


def hint(text: str = "") -> QLabel:
    """A line of advice or status, wrapped, in the muted colour."""
    label = QLabel(text)
    label.setWordWrap(True)
    theme.set_role(label, "hint")
    return label


def centre(
    screen: QWidget, column: QLayout, least: int, most: int, footer: QLayout | None = None
) -> ScreenScroll:
    """Lay ``column`` out in the middle of ``screen``, ``least`` to ``most`` pixels wide:
    a form stays readable on a wide window instead of stretching across it. Returned is
    what scrolls it when the window is too short for it (see ``ScreenScroll``); ``footer``,
    the screen's way on (its main buttons), stays at the bottom below it, never scrolled
    out of sight, lined up with the column."""
    page, box = _middle(column, least, most)
    scroll = ScreenScroll(page)
    scroll.columns.append((box, least, most))
    outer = QVBoxLayout(screen)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.setSpacing(0)
    outer.addWidget(scroll, 1)
    if footer is not None:
        scroll.beside, box = _middle(footer, least, most)
        scroll.columns.append((box, least, most))
        outer.addWidget(scroll.beside)
    return scroll


def _middle(layout: QLayout, least: int, most: int) -> tuple[QWidget, QWidget]:
    """``layout`` in a box ``least`` to ``most`` wide, in the middle of the width it gets:
    the page, and the box."""
    box = QWidget()
    box.setLayout(layout)
    box.setMinimumWidth(least)
    box.setMaximumWidth(most)
    page = QWidget()
    row = QHBoxLayout(page)
    row.addStretch(1)
    row.addWidget(box, 10)
    row.addStretch(1)
    return page, box


W = TypeVar("W", bound=QWidget)


def shown(window: W | None, make: Callable[[], W], before: Callable[[W], None] | None = None) -> W:
    """``window``, or the one ``make`` builds if there is none yet, brought up to date by
    ``before`` and then shown on top."""
    if window is None:
        window = make()
    if before is not None:
        before(window)
    window.show()
    window.raise_()
    return window
