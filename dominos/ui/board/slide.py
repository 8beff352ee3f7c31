"""The slide of the tile just laid, in from its player's side of the table.

One animation for the whole board, reused by every slide: only one tile ever slides at a
time (a slide under way is finished before the next play is shown), and one animation per
tile laid would pile up over a long evening.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, QVariantAnimation

from dominos.ui.board.tile_item import TileItem

SLIDE_MS = 200


class TileSlide(QObject):
    """Moves one tile from outside the table to its place; the board asks it to."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._animation = QVariantAnimation(self)
        self._animation.setDuration(SLIDE_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self._done)
        #: The tile sliding now, if one is.
        self.tile: TileItem | None = None

    def start(self, item: TileItem, table: QRectF, side: str) -> None:
        """Slide ``item``, already at its place, in from ``side`` ("bottom", "right", "top"
        or "left") of ``table``."""
        target = item.pos()
        margin = item.boundingRect().width() + item.boundingRect().height()
        start = {
            "bottom": QPointF(target.x(), table.bottom() + margin),
            "top": QPointF(target.x(), table.top() - margin),
            "left": QPointF(table.left() - margin, target.y()),
            "right": QPointF(table.right() + margin, target.y()),
        }[side]
        self.tile = item
        self._animation.setStartValue(start)
        self._animation.setEndValue(target)
        item.setPos(start)
        item.setZValue(1)
        self._animation.start()

    def retarget(self, target: QPointF) -> None:
        """The sliding tile's place moved (the line was laid out again): end there."""
        self._animation.setEndValue(target)

    def finish(self) -> None:
        """Put a sliding tile in place at once, so a quick next play never finds one midway."""
        item = self.tile
        if item is None:
            return
        target = self._animation.endValue()
        self._animation.stop()
        item.setPos(target)
        item.setZValue(0)
        self.tile = None

    def _step(self, pos: QPointF) -> None:
        if self.tile is not None:
            self.tile.setPos(pos)

    def _done(self) -> None:
        if self.tile is not None:
            self.tile.setZValue(0)
            self.tile = None
