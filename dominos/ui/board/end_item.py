"""The glowing free place at one end of the line, offered when a tile could go on either end.

It carries the end's name as the board shows it ("left end", "top end"), the same words the
prompt and the news line use, so "at the top" always points at something on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

GLOW = QColor(255, 238, 190)
LABEL = QColor(255, 246, 220)
#: The name's size: at most this share of the slot's short side, never below a legible size.
LABEL_SHARE, LABEL_MIN_PX, LABEL_MAX_PX = 0.3, 9.0, 16.0


class EndItem(QGraphicsObject):
    """A soft light where the next tile would lie; brighter under the pointer, clickable."""

    clicked = Signal(str)

    def __init__(self, end: str) -> None:
        super().__init__()
        self.end = end
        self._rect = QRectF()
        self._hot = False
        self._hovered = False
        self._label = ""
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(-1)
        self.hide()

    @property
    def bright(self) -> bool:
        """Whether the glow is at its brightest: hovered, or a dragged tile is over it."""
        return self._hot or self._hovered

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def set_label(self, text: str) -> None:
        """The end's name, drawn in its free place."""
        if text != self._label:
            self._label = text
            self.update()

    @property
    def label(self) -> str:
        return self._label

    def set_hot(self, hot: bool) -> None:
        """Brighten while a dragged tile hovers over this end."""
        if hot != self._hot:
            self._hot = hot
            self.update()

    def slot_rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        margin = min(self._rect.width(), self._rect.height()) * 0.35
        return self._rect.adjusted(-margin, -margin, margin, margin)

    def shape(self) -> QPainterPath:
        # The whole glow answers the pointer, so the target is generous even for small tiles.
        path = QPainterPath()
        path.addRect(self.boundingRect())
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self._rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        short = min(self._rect.width(), self._rect.height())
        radius = short * 0.15
        strength = 1.8 if self.bright else 1.0
        for grow, alpha in ((0.3, 22), (0.18, 34), (0.08, 50)):
            spread = short * grow
            halo = QPainterPath()
            halo.addRoundedRect(
                self._rect.adjusted(-spread, -spread, spread, spread),
                radius + spread,
                radius + spread,
            )
            colour = QColor(GLOW)
            colour.setAlpha(min(255, int(alpha * strength)))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawPath(halo)
        edge = QColor(GLOW)
        edge.setAlpha(230 if self.bright else 150)
        pen = QPen(edge, max(1.0, short * 0.06), Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        body = QPainterPath()
        inset = short * 0.06
        body.addRoundedRect(self._rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        painter.drawPath(body)
        self._paint_label(painter, short)

    def _paint_label(self, painter: QPainter, short: float) -> None:
        """The name across the slot, turned with an upright slot, if it fits legibly."""
        if not self._label:
            return
        font = QFont(painter.font())
        font.setPixelSize(int(max(LABEL_MIN_PX, min(LABEL_MAX_PX, short * LABEL_SHARE))))
        font.setBold(True)
        along = max(self._rect.width(), self._rect.height()) - short * 0.2
        if QFontMetricsF(font).horizontalAdvance(self._label) > along:
            return
        painter.save()
        painter.setFont(font)
        painter.setPen(LABEL)
        centre = self._rect.center()
        painter.translate(centre)
        if self._rect.height() > self._rect.width():
            painter.rotate(-90)
        half_w, half_h = along / 2, short / 2
        box = QRectF(-half_w, -half_h, 2 * half_w, 2 * half_h)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self._label)
        painter.restore()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.end)
