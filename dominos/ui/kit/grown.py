"""A window of its own (Preferences, History, a round's review) sized for the screen it opens
on, its words and controls growing with it as the main window's do.

Such a window was drawn at one size and opened at that size everywhere: a small box in the
middle of a 2560x1440 screen, with words smaller than the game's behind it, and cut off at
the bottom of a 900x600 one. It now opens as much larger as the game screen's chrome is on
that screen, never past most of the screen, and draws its chrome ``scale`` times larger as
its own size grows past the size it was drawn at, by the rule of :mod:`chrome`: type,
paddings, the spacing of its layouts, the rows of its tables, and whatever else the window
names in :meth:`Grown.grow_parts`.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QTableView, QWidget

from dominos.ui.kit.chrome import BASE, chrome_scale, grow_form, opening_size, scaled


class Grown:
    """Mixed in before the window's Qt class; the window calls :meth:`open_sized` once it is
    built, and grows in :meth:`grow_parts` what the app's style sheet does not size."""

    #: The size the window's chrome was drawn for: it grows as the window grows past it.
    drawn_at: tuple[int, int] = BASE
    #: How much larger than drawn the chrome is now.
    scale = 1.0

    def open_sized(self, drawn_at: tuple[int, int], parent: QWidget | None) -> None:
        """Take the size that suits the screen ``parent`` (or else this window) is on, for a
        window drawn at ``drawn_at``."""
        window = cast(QWidget, self)
        self.drawn_at = drawn_at
        grow_form(window, self.scale, now=True)
        screen = (parent.window() if parent is not None else window).screen()
        window.resize(opening_size(drawn_at, screen.availableGeometry().size()))

    def grow_parts(self, scale: float) -> None:
        """Draw at ``scale`` what the app's style sheet does not size (a chart's least size,
        a widget's own sheet)."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        size = event.size()
        self.set_scale(chrome_scale(size.width(), size.height(), self.drawn_at))
        super().resizeEvent(event)  # type: ignore[misc]

    def set_scale(self, scale: float) -> None:
        """Draw the window's chrome ``scale`` times the size it was drawn at."""
        if scale == self.scale:
            return
        self.scale = scale
        window = cast(QWidget, self)
        grow_form(window, scale)
        for table in window.findChildren(QTableView):
            _grow_rows(table, scale)
        self.grow_parts(scale)


def _grow_rows(table: QTableView, scale: float) -> None:
    """Give ``table``'s rows the height they were made with, ``scale`` times: a row keeps
    its height when its type grows, and larger words would fill it to its edges."""
    rows = table.verticalHeader()
    base = rows.property("chromeRow")
    if not isinstance(base, int):
        base = rows.defaultSectionSize()
        rows.setProperty("chromeRow", base)
    rows.setDefaultSectionSize(scaled(base, scale))
