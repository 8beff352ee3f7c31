"""The round token of a seat: the player's initial, or the turn's countdown around it.

It repaints at every tick of the turn's clock, so it is its own widget: the rest of the badge
is not redrawn each second.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from dominos.ui.game.countdown import Countdown, Urgency
from dominos.ui.kit import theme
from dominos.ui.kit.chrome import scaled

__all__ = ["GREY", "URGENCY_COLOURS", "TurnRing"]

#: Digit and ring colours by urgency, readable on the felt and on a lit badge.
URGENCY_COLOURS: dict[Urgency, str] = {"calm": "#FFFFFF", "amber": "#FFC233", "red": "#FF5A4F"}
#: A player away, on the ring and on the badge alike.
GREY = QColor("#8A8F93")


class TurnRing(QWidget):
    """A round token: the player's initial, or the seconds left inside a ring on their turn."""

    SIZE = 46

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(self.SIZE, self.SIZE)
        self._size = self.SIZE
        self._initial = ""
        self._team = 0
        self._away = False
        self._countdown: Countdown | None = None
        #: Every countdown this ring has followed (a game screen has one per clock).
        self._heard: list[Countdown] = []

    def set_scale(self, scale: float) -> None:
        """A ring ``scale`` times its own size."""
        self._size = scaled(self.SIZE, scale)
        self.setFixedSize(self._size, self._size)

    def set_token(self, initial: str, team: int, away: bool) -> None:
        self._initial, self._team, self._away = initial, team, away
        self.update()

    def set_countdown(self, countdown: Countdown | None) -> None:
        """Follow ``countdown`` (the turn's), or show the initial again with ``None``."""
        if countdown is self._countdown:
            return
        if countdown is not None and not any(c is countdown for c in self._heard):
            # Connected once for good, and heard only while followed: connecting and
            # disconnecting at every turn left a little memory behind each time.
            countdown.frame.connect(self._on_tick)
            countdown.seconds_changed.connect(self._on_tick)
            self._heard.append(countdown)
        self._countdown = countdown
        self.update()

    def countdown(self) -> Countdown | None:
        return self._countdown

    def _on_tick(self, *_: object) -> None:
        if self.sender() is self._countdown:
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(3, 3, self._size - 6, self._size - 6)
        grown = self._size / self.SIZE
        team = GREY if self._away else theme.team_color(self._team)
        countdown = self._countdown
        if countdown is not None and countdown.running:
            colour = QColor(URGENCY_COLOURS[countdown.urgency()])
            painter.setPen(QPen(QColor(0, 0, 0, 90), 5))
            painter.setBrush(QColor(0, 0, 0, 170))
            painter.drawEllipse(outer)
            ring = QPen(colour, 5)
            ring.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(ring)
            span = int(-countdown.fraction() * 360 * 16)
            painter.drawArc(outer, 90 * 16, span)
            font = QFont(self.font())
            font.setPixelSize(round(18 * grown))
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(outer, Qt.AlignmentFlag.AlignCenter, str(countdown.seconds()))
        else:
            painter.setPen(QPen(team.lighter(130), 2))
            painter.setBrush(team)
            # A disc for one team, a diamond for the other: told apart without colour.
            inset = 3 if self._team % 2 == 0 else 0
            painter.drawPath(
                theme.team_shape(outer.adjusted(inset, inset, -inset, -inset), self._team)
            )
            if self._away:
                _paint_plug(painter, outer.adjusted(10, 10, -10, -10))
            else:
                font = QFont(self.font())
                font.setPixelSize(round(17 * grown))
                font.setBold(True)
                painter.setFont(font)
                # White on the team colour; black on the light colours of high contrast.
                painter.setPen(QColor(theme.HC_BACK if theme.high_contrast() else "white"))
                painter.drawText(outer, Qt.AlignmentFlag.AlignCenter, self._initial)
        painter.end()


def _paint_plug(painter: QPainter, box: QRectF) -> None:
    """A small unplugged mark: a plug with two prongs, its cable cut short."""
    w, h = box.width(), box.height()
    x, y = box.left(), box.top()
    pen = QPen(QColor("white"), max(1.5, w * 0.1))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    body = QPainterPath()
    body.addRoundedRect(QRectF(x + w * 0.22, y + h * 0.3, w * 0.56, h * 0.36), 2, 2)
    painter.drawPath(body)
    for px in (0.38, 0.62):
        painter.drawLine(QPointF(x + w * px, y + h * 0.05), QPointF(x + w * px, y + h * 0.3))
    painter.drawLine(QPointF(x + w * 0.5, y + h * 0.66), QPointF(x + w * 0.5, y + h * 0.82))
    painter.drawLine(QPointF(x + w * 0.1, y + h * 0.95), QPointF(x + w * 0.9, y + h * 0.05))
