"""The room around the table: the felt's own shade at its rim, so the board's edge melts
into it. Drawn once per size and colour scheme, then copied on each repaint."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QColor, QPainter, QPixmap, QRadialGradient

from dominos.ui.kit import theme


def scaled(rect: QRect, ratio: float) -> QRect:
    """``rect`` in device pixels, to copy the matching part of a high-density pixmap."""
    return QRect(
        round(rect.x() * ratio),
        round(rect.y() * ratio),
        round(rect.width() * ratio),
        round(rect.height() * ratio),
    )


def backdrop(width: int, height: int, ratio: float, dark: bool) -> QPixmap:
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    felt = QColor(theme.FELT_DARK if dark else theme.FELT)
    painter = QPainter(pixmap)
    rect = QRect(0, 0, width, height)
    if theme.high_contrast():
        painter.fillRect(rect, QColor(theme.HC_BACK))
        painter.end()
        return pixmap
    glow = QRadialGradient(QPointF(rect.center()), max(width, height) * 0.8)
    glow.setColorAt(0.0, felt.darker(150))
    glow.setColorAt(1.0, felt.darker(210))
    painter.fillRect(rect, glow)
    painter.end()
    return pixmap
