"""The round's value graph: what the round was worth to team 0 after every play, with all
hands known, each team's side shaded in its colour, and the plays that gave points away
marked with their chess marks, as an analysis board draws a game's evaluation; points up
the side, play numbers along the bottom. It is drawn on the light ground of
History's score chart, where both team colours read, whatever the window around it, and in
its ink: white on black in high contrast."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dominos.ui.kit import theme
from dominos.ui.kit.chrome import scaled

__all__ = ["ValueGraph"]

#: The least height the graph is readable at, in a window of the size it was drawn for.
LEAST_HEIGHT = 120


class ValueGraph(QWidget):
    """``values[k]``: team 0's value after play k; ``marked``: the plays that gave some
    away, with their marks. A click picks the nearest play."""

    play_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[int] = []
        self.marked: dict[int, str] = {}
        self.total = 0
        self.current = -1
        self.setMinimumHeight(LEAST_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_scale(self, scale: float) -> None:
        """Its least height ``scale`` times larger, as the words around it are."""
        self.setMinimumHeight(scaled(LEAST_HEIGHT, scale))

    def set_values(self, values: Sequence[int], marked: dict[int, str], total: int) -> None:
        """``total`` plays in all, of which ``values`` are known so far."""
        self.values = list(values)
        self.marked = dict(marked)
        self.total = max(total, 1)
        self.update()

    def set_current(self, play: int) -> None:
        self.current = play
        self.update()

    def _x(self, k: int, area: QRectF) -> float:
        return area.left() + area.width() * (k + 0.5) / self.total

    def _y(self, value: float, area: QRectF, top: float) -> float:
        return area.center().y() - value / top * area.height() / 2

    def _area(self) -> QRectF:
        """Where the values are drawn: room left for the points, below for play numbers."""
        metrics = self.fontMetrics()
        return QRectF(self.rect()).adjusted(
            metrics.horizontalAdvance("+100") + 12, 8, -8, -metrics.height() - 6
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._area()
        top = max([10, *(abs(v) for v in self.values)]) * 1.1
        zero = area.center().y()
        ground, ink, muted = theme.chart_colours()
        painter.fillRect(self.rect(), ground)
        upper = QRectF(area.left(), area.top(), area.width(), zero - area.top())
        lower = QRectF(area.left(), zero, area.width(), area.bottom() - zero)
        for team, side in ((0, upper), (1, lower)):
            shade = theme.team_color(team)
            shade.setAlpha(70)
            painter.fillRect(side, shade)
        painter.setPen(QPen(muted, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        self._axes(painter, area, top)
        if self.values:
            path = QPainterPath(QPointF(self._x(0, area), self._y(self.values[0], area, top)))
            for k, v in enumerate(self.values[1:], 1):
                path.lineTo(self._x(k, area), self._y(v, area, top))
            painter.setPen(QPen(ink, 2))
            painter.drawPath(path)
        painter.setPen(QPen(QColor("#B00020"), 2))
        painter.setBrush(QColor("#B00020"))
        for k, said in sorted(self.marked.items()):
            if k < len(self.values):
                at = QPointF(self._x(k, area), self._y(self.values[k], area, top))
                painter.drawEllipse(at, 4, 4)
                if said:
                    painter.drawText(at + QPointF(6, -4), said)
        if 0 <= self.current < self.total:
            painter.setPen(QPen(ink, 1))
            x = self._x(self.current, area)
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        painter.end()

    def _axes(self, painter: QPainter, area: QRectF, top: float) -> None:
        """Points up the left side (0 and a round step either way, signed for team 0), play
        numbers along the bottom."""
        _ground, ink, muted = theme.chart_colours()
        painter.setPen(QPen(ink, 1))
        metrics = self.fontMetrics()
        step = next(s for s in (5, 10, 20, 25, 50, 100, 200) if top / s <= 3)
        v = -int(top // step) * step
        while v <= top:
            y = self._y(v, area, top)
            label = f"{v:+d}" if v else "0"
            width = metrics.horizontalAdvance(label)
            painter.drawText(QPointF(area.left() - width - 6, y + metrics.ascent() / 2 - 1), label)
            painter.drawLine(QPointF(area.left() - 4, y), QPointF(area.left(), y))
            v += step
        every = next(s for s in (1, 2, 5, 10) if self.total / s <= 12)
        for k in range(0, self.total, every):
            label = str(k + 1)
            x = self._x(k, area) - metrics.horizontalAdvance(label) / 2
            painter.drawText(QPointF(x, area.bottom() + metrics.ascent() + 3), label)
        painter.setPen(QPen(muted, 1))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        area = self._area()
        k = int((event.position().x() - area.left()) / max(area.width(), 1) * self.total)
        if self.values:
            self.play_clicked.emit(max(0, min(k, len(self.values) - 1)))
