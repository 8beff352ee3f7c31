"""One tile lying on the board, as an item the view moves and marks without repainting the rest."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from dominos.ui.board.tile_painter import paint_tile

#: Warm, low-key glow around the last tile played: visible at a glance, never louder than pips.
LAST_GLOW = QColor(255, 214, 120)


class TileItem(QGraphicsObject):
    """A face-up tile centred on its position; ``first`` is drawn left (or top when upright)."""

    def __init__(self, first: int, second: int, vertical: bool, size: tuple[float, float]) -> None:
        super().__init__()
        self._first = first
        self._second = second
        self._vertical = vertical
        self._long, self._short = size
        self._last = False
        #: Where the board last put it (its placement, size and offset), so a new layout
        #: leaves alone the tiles it does not move.
        self.placed: object = None
        # Repaint from a cached pixmap while nothing about the tile changes: the board holds
        # still most of the time, and a cached tile costs nothing to show again.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def tile(self) -> tuple[int, int]:
        """The numbers shown, left (or top) half first."""
        return self._first, self._second

    @property
    def vertical(self) -> bool:
        return self._vertical

    @property
    def is_last(self) -> bool:
        """Whether this tile carries the mark of the last tile played."""
        return self._last

    def set_tile(self, first: int, second: int, vertical: bool, size: tuple[float, float]) -> None:
        """Show another tile, or the same one turned or resized; does nothing when unchanged."""
        if (first, second, vertical, size) == (
            self._first,
            self._second,
            self._vertical,
            (self._long, self._short),
        ):
            return
        if vertical != self._vertical or size != (self._long, self._short):
            self.prepareGeometryChange()
        self._first, self._second, self._vertical = first, second, vertical
        self._long, self._short = size
        self.update()

    def set_last(self, last: bool) -> None:
        if last != self._last:
            self._last = last
            self.update()

    def tile_rect(self) -> QRectF:
        """The tile itself, in item coordinates, centred on the origin."""
        w, h = (self._short, self._long) if self._vertical else (self._long, self._short)
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        margin = self._short * 0.2
        return self.tile_rect().adjusted(-margin, -margin, margin, margin)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        rect = self.tile_rect()
        if self._last:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            radius = self._short * 0.2
            for grow, alpha in ((0.16, 45), (0.1, 70), (0.05, 110)):
                spread = self._short * grow
                halo = QPainterPath()
                halo.addRoundedRect(
                    rect.adjusted(-spread, -spread, spread, spread),
                    radius + spread,
                    radius + spread,
                )
                colour = QColor(LAST_GLOW)
                colour.setAlpha(alpha)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawPath(halo)
        paint_tile(painter, rect, self._first, self._second, vertical=self._vertical)
