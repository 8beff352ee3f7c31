"""Both teams' scores after every round of one game, as two lines climbing to the target.

Drawn with QPainter rather than QtCharts: QtCharts is not in PySide6-Essentials, the wheel
the app depends on, but in PySide6-Addons, a second wheel of some thirty Qt modules (3D,
multimedia, sensors, web sockets...) that every install and the packaged app would then
carry, for what is two polylines, a few labels and a dashed target line here."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from dominos.ui.kit import theme
from dominos.ui.kit.chrome import scaled
from dominos.ui.kit.i18n import tr

__all__ = ["ScoreChart"]


#: Half the size of the mark drawn at each round's score.
MARK = 5.0
#: The least size the chart is readable at, in a window of the size it was drawn for.
LEAST = (280, 180)


def _around(centre: QPointF, half: float) -> QRectF:
    return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)


class ScoreChart(QWidget):
    """Set with :meth:`set_game`: the scores after each round, the target and team names."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(*LEAST)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._scores: list[tuple[int, int]] = []
        self._target = 100
        self._teams = ("", "")

    def set_scale(self, scale: float) -> None:
        """Its least size ``scale`` times larger, as its labels are in a larger window."""
        self.setMinimumSize(scaled(LEAST[0], scale), scaled(LEAST[1], scale))

    def set_game(
        self, scores: Sequence[tuple[int, int]], target: int, teams: tuple[str, str]
    ) -> None:
        self._scores = [(0, 0), *scores]
        self._target = target
        self._teams = teams
        said = tr("Score chart: {first} {a}, {second} {b}, after {n} rounds")
        last = self._scores[-1]
        self.setAccessibleName(
            said.format(first=teams[0], a=last[0], second=teams[1], b=last[1], n=len(scores))
        )
        self.update()

    def points(self, team: int) -> list[QPointF]:
        """Where each round's score of ``team`` is drawn, for the chart and its tests."""
        plot = self._plot_rect()
        top = max(self._target, *(max(s) for s in self._scores)) if self._scores else 1
        steps = max(1, len(self._scores) - 1)
        return [
            QPointF(
                plot.left() + plot.width() * i / steps,
                plot.bottom() - plot.height() * s[team] / top,
            )
            for i, s in enumerate(self._scores)
        ]

    @staticmethod
    def line_pen(team: int) -> QPen:
        """A solid line for the first team, a dashed one for the second."""
        pen = QPen(theme.team_color(team), 3)
        if team % 2:
            pen.setDashPattern([2.5, 2.0])
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        return pen

    def _plot_rect(self) -> QRectF:
        """Room for the legend above, the scores on the left, and two lines of labels below."""
        h = self.fontMetrics().height()
        left = self.fontMetrics().horizontalAdvance("0000") + 12
        top = 2 * h + 8
        return QRectF(left, top, self.width() - left - 16, self.height() - top - 2 * h - 12)

    def ground(self) -> QColor:
        """What the lines are drawn on."""
        return theme.chart_colours()[0]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Its own light card, whatever the window around it: the team colours need it.
        ground, text, muted = theme.chart_colours()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ground)
        painter.drawRoundedRect(QRectF(self.rect()), 8, 8)
        plot = self._plot_rect()
        m = self.fontMetrics()
        if not self._scores:
            painter.end()
            return
        top = max(self._target, *(max(s) for s in self._scores))
        # Axes and the target line.
        painter.setPen(QPen(text, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        target_y = plot.bottom() - plot.height() * self._target / top
        dashed = QPen(muted, 1, Qt.PenStyle.DashLine)
        painter.setPen(dashed)
        painter.drawLine(QPointF(plot.left(), target_y), QPointF(plot.right(), target_y))
        painter.setPen(QPen(text, 1))
        label = tr("Target {target}").format(target=self._target)
        painter.drawText(QPointF(plot.left() + 8, target_y - 4), label)
        for value in (0, self._target):
            y = plot.bottom() - plot.height() * value / top
            painter.drawText(
                QRectF(0, y - m.height() / 2, plot.left() - 6, m.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
        # Round numbers under the axis, as many as fit.
        steps = len(self._scores) - 1
        every = max(1, (steps * m.horizontalAdvance("00 ")) // max(1, int(plot.width())) + 1)
        for i in range(0, steps + 1, every):
            x = plot.left() + plot.width() * i / max(1, steps)
            painter.drawText(
                QRectF(x - 20, plot.bottom() + 4, 40, m.height()),
                Qt.AlignmentFlag.AlignHCenter,
                str(i),
            )
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 4 + m.height(), plot.width(), m.height()),
            Qt.AlignmentFlag.AlignHCenter,
            tr("Round"),
        )
        # One line per team, its seat tokens' shape at each round, and the legend above: the
        # teams differ in line, shape and mark as well as colour (a disc on a solid line, a
        # diamond on a dashed one), so they read apart in grey or to a colour-blind eye.
        x = plot.left()
        for team in (0, 1):
            colour = theme.team_color(team)
            painter.setPen(self.line_pen(team))
            pts = self.points(team)
            painter.drawPolyline(QPolygonF(pts))
            painter.setPen(QPen(colour.darker(160), 1))
            painter.setBrush(colour)
            for p in pts:
                painter.drawPath(theme.team_shape(_around(p, MARK), team))
            name = f"{theme.team_label(team, self._teams[team])}: {self._scores[-1][team]}"
            middle = m.height() / 2 + 5
            painter.setPen(self.line_pen(team))
            painter.drawLine(QPointF(x, middle), QPointF(x + 26, middle))
            painter.setPen(QPen(colour.darker(160), 1))
            painter.drawPath(theme.team_shape(_around(QPointF(x + 13, middle), MARK), team))
            painter.setPen(QPen(text, 1))
            painter.drawText(QPointF(x + 32, m.height() / 2 + 10), name)
            x += 32 + m.horizontalAdvance(name) + 24
        painter.end()
