"""The felt the line lies on: a lit gradient, dark in dark mode and flat in high contrast,
and the faint outline an empty table shows where the opening tile will lie.

Kept apart from the board view, which places the tiles and takes drops, so that how the
table looks under them, and when it counts as dark, reads in one place.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

from dominos.ui.kit import theme

__all__ = ["paint_felt", "waiting_item", "waiting_outline"]


def paint_felt(painter: QPainter, rect: QRectF | QRect, area: QRectF, widget: QWidget) -> None:
    """Fills ``rect`` of a table whose whole is ``area``, drawn by ``widget``."""
    if theme.high_contrast():
        painter.fillRect(rect, QColor(theme.HC_BACK))
        painter.setPen(QPen(QColor(theme.HC_TEXT), 2))
        painter.drawRect(area.adjusted(1, 1, -1, -1))
        return
    base = QColor(theme.FELT_DARK if _dark(widget) else theme.FELT)
    gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
    gradient.setColorAt(0.0, base.lighter(118))
    gradient.setColorAt(0.55, base)
    gradient.setColorAt(1.0, base.darker(175))
    painter.fillRect(rect, QBrush(gradient))


def _dark(widget: QWidget) -> bool:
    """Dark mode, as the system says or as the app's palette shows."""
    if QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark:
        return True
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 110


def waiting_item() -> QGraphicsPathItem:
    """The outline's item, under the tiles; :func:`waiting_outline` gives it its shape."""
    item = QGraphicsPathItem()
    item.setBrush(QColor(255, 255, 255, 14))
    item.setZValue(-2)
    return item


def waiting_outline(item: QGraphicsPathItem, rect: QRectF) -> None:
    """Shapes ``item`` as a dashed tile filling ``rect``, so an empty table looks ready."""
    short = min(rect.width(), rect.height())
    path = QPainterPath()
    path.addRoundedRect(rect, short * 0.15, short * 0.15)
    item.setPath(path)
    pen = QPen(QColor(255, 255, 255, 60), max(1.0, short * 0.05), Qt.PenStyle.DashLine)
    item.setPen(pen)
