"""The face-down tiles under a seat's name: how many the player still holds, never which."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from dominos.ui.board.tile_painter import paint_tile
from dominos.ui.kit import theme
from dominos.ui.kit.chrome import scaled

__all__ = ["TileBacks"]


class TileBacks(QWidget):
    """A row of face-down tiles, one per tile the player still holds."""

    TILE_W = 12
    TILE_H = 24
    GAP = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._count = 0
        self._scale = 1.0
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_scale(self, scale: float) -> None:
        """Tiles ``scale`` times their own size, as the chrome around them grows."""
        if scale != self._scale:
            self._scale = scale
            self.updateGeometry()
            self.update()

    def _tile(self) -> tuple[int, int, int]:
        s = self._scale
        return scaled(self.TILE_W, s), scaled(self.TILE_H, s), scaled(self.GAP, s)

    def count(self) -> int:
        return self._count

    def set_count(self, count: int) -> None:
        if count != self._count:
            self._count = count
            self.update()

    def sizeHint(self) -> QSize:
        width, height, gap = self._tile()
        return QSize(7 * (width + gap), height + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._count:
            return
        width, height, gap = self._tile()
        back = _back_pixmap(width, height, self.devicePixelRatioF(), theme.high_contrast())
        painter = QPainter(self)
        for i in range(self._count):
            painter.drawPixmap(QPointF(i * (width + gap), 1), back)
        painter.end()


@lru_cache(maxsize=8)
def _back_pixmap(width: int, height: int, ratio: float, _contrast: bool) -> QPixmap:
    """One face-down tile, drawn once per look: its patterned back is costly to draw."""
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_tile(painter, QRectF(0, 0, width, height), 0, 0, vertical=True, face_up=False)
    painter.end()
    return pixmap
