"""A hand laid face up in a row, as it was when the round ended.

The tiles shrink, down to about two thirds of their size, when the window is short or narrow,
so the panels between rounds fit a small window without hiding a hand; in a tall window they
grow with it (:meth:`TileRow.set_grow`), so the hands read as easily as the board.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from dominos.table.state import WireTile
from dominos.ui import words
from dominos.ui.board.tile_painter import paint_tile
from dominos.ui.kit.i18n import tr

#: The smallest a tile gets, as a share of its full size; below it the pips blur together.
SMALLEST = 0.65


class TileRow(QWidget):
    """Tiles side by side, higher half on the left, at up to :attr:`TILE_W` by :attr:`TILE_H`."""

    TILE_W = 58
    TILE_H = 29
    GAP = 4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tiles: tuple[WireTile, ...] = ()
        self._grow = 1.0
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)

    def set_tiles(self, tiles: Sequence[WireTile]) -> None:
        self._tiles = tuple(tiles)
        self.setAccessibleName(", ".join(words.tile_text(t) for t in tiles) or tr("no tiles left"))
        self.updateGeometry()
        self.update()

    def tiles(self) -> tuple[WireTile, ...]:
        return self._tiles

    def set_grow(self, grow: float) -> None:
        """Draw the tiles ``grow`` times their usual full size (1 or more)."""
        grow = max(1.0, grow)
        if grow != self._grow:
            self._grow = grow
            self.updateGeometry()
            self.update()

    def tile_size(self) -> tuple[float, float]:
        """The full size of a tile now, before any shrinking to fit."""
        return self.TILE_W * self._grow, self.TILE_H * self._grow

    def _size(self, scale: float) -> QSize:
        tile_w, tile_h = self.tile_size()
        if not self._tiles:
            text = QFontMetrics(self.font()).horizontalAdvance(tr("no tiles left")) + 8
            return QSize(text, round(tile_h * scale) + 2)
        count = len(self._tiles)
        width = round(count * (tile_w * scale + self.GAP))
        return QSize(width, round(tile_h * scale) + 2)

    def sizeHint(self) -> QSize:
        return self._size(1.0)

    def minimumSizeHint(self) -> QSize:
        return self._size(SMALLEST)

    def scale(self) -> float:
        """How large the tiles are drawn now, as a share of their full size."""
        count = max(1, len(self._tiles))
        tile_w, tile_h = self.tile_size()
        by_height = (self.height() - 2) / tile_h
        by_width = (self.width() / count - self.GAP) / tile_w
        return max(SMALLEST, min(1.0, by_height, by_width))

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._tiles:
            # Whoever went out: say so rather than leave a gap that looks like missing data.
            painter = QPainter(self)
            font = QFont(self.font())
            font.setItalic(True)
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 170))
            align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(self.rect(), align, tr("no tiles left"))
            painter.end()
            return
        scale = self.scale()
        tile_w, tile_h = self.tile_size()
        w, h = tile_w * scale, tile_h * scale
        top = (self.height() - h) / 2
        painter = QPainter(self)
        for i, (a, b) in enumerate(self._tiles):
            rect = QRectF(i * (w + self.GAP), top, w, h)
            paint_tile(painter, rect, max(a, b), min(a, b))
        painter.end()
