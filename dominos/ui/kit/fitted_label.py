"""A wrapping label that shortens a word too wide for it, rather than cutting it at its edge.

A label wraps between words only, so a name of 20 letters with no space (or a table name of
40), in large type or in a narrow column, would run past the label's edge and lose its end.
This label shortens such a word with an ellipsis in its middle, keeping its start and its end
("Maximil…andro's table"), for the width it is given at the moment, and puts the whole text
in its tooltip and its accessible name; every word that fits is left whole. It asks the
layout for no more than a few letters' width, so a long word never widens a small window's
screen past its edge.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

__all__ = ["FittedLabel", "fitted"]

ELLIPSIS = "\N{HORIZONTAL ELLIPSIS}"
WORD_JOINER = "\N{WORD JOINER}"
#: How many letters the label asks room for at the least, besides the ellipsis.
LEAST_LETTERS = 6


def fitted(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` with each word wider than ``room`` pixels shortened in its middle to fit;
    the spaces between words are kept as they are.

    Nothing is shortened while ``room`` is not known yet (zero or less).
    """
    if room <= 0:
        return text
    parts = re.split(r"(\s+)", text)
    return "".join(
        # A line may break after an ellipsis: word joiners keep the shortened word whole.
        metrics.elidedText(part, Qt.TextElideMode.ElideMiddle, room).replace(
            ELLIPSIS, f"{WORD_JOINER}{ELLIPSIS}{WORD_JOINER}"
        )
        if not part.isspace() and metrics.horizontalAdvance(part) > room
        else part
        for part in parts
    )


class FittedLabel(QLabel):
    """A word-wrapped label whose text is set with :meth:`setText` as any label's; what it
    shows may be shorter (see the module), :meth:`full_text` is what was set."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setWordWrap(True)

    def full_text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:
        if text == self._full:
            return
        self._full = text
        self.setAccessibleName(text)
        self._fit()

    def minimumSizeHint(self) -> QSize:
        # A wrapping label asks for its widest word; this one shortens that word instead.
        hint = super().minimumSizeHint()
        metrics = QFontMetrics(self.font())
        least = metrics.horizontalAdvance("M" * LEAST_LETTERS + ELLIPSIS) + 2 * self.margin()
        margins = self.contentsMargins()
        least += margins.left() + margins.right()
        return QSize(min(hint.width(), least), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit()

    def _fit(self) -> None:
        self.ensurePolished()
        # Until it is shown, the label's width is not the one the layout will give it.
        room = self.contentsRect().width() - 2 * self.margin() if self.isVisible() else 0
        shown = fitted(self._full, QFontMetrics(self.font()), room)
        if shown != super().text():
            super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")
