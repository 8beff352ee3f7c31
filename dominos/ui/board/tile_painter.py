"""Drawing one domino tile with vector paths, shared by the board, the hand and the seat badges.

Everything is drawn from ``QPainterPath`` shapes sized from the target rectangle, so a tile stays
crisp at any zoom or device pixel ratio. A player who counts pips slowly can ask for numerals
instead (see :mod:`dominos.ui.board.faces`); they are drawn as text paths, upright on every tile.
All painting stays inside ``rect``: a small margin is kept for the shadow, so callers can use
``rect`` directly as their bounding rectangle.

What every face-up tile of one size shares (shadow, face, bevel, bar and pin) is drawn once
into a pixmap at the device's resolution and copied; only the pips are drawn per tile. That
keeps a whole line that shrinks to fit a longer one from costing a frame: laying it out again
at the new size redraws every tile.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from dominos.ui.board.faces import faces
from dominos.ui.kit import theme

#: Pip centres in one square half, on a 3x3 grid (-1, 0, 1), for a tile standing upright.
#: Standard layouts; the six is two columns of three along the tile's long side.
PIP_GRID: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((0, 0),),
    2: ((1, -1), (-1, 1)),
    3: ((1, -1), (0, 0), (-1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)),
}

FACE_LIGHT = QColor("#fffdf3")
FACE_DARK = QColor("#ece2c6")
EDGE = QColor("#8c7b5a")
BAR = QColor("#9a8a6a")
PIN = QColor("#b8944a")
PIP = QColor("#1b1a18")
BACK_PATTERN = QColor(255, 255, 255, 38)
HIGHLIGHT = QColor("#ffd36b")


def pip_offsets(n: int, vertical: bool) -> tuple[tuple[int, int], ...]:
    """Grid offsets (x, y) of the pips of ``n`` in one half.

    A lying tile is an upright tile turned a quarter, so its grid is the transpose.

    >>> pip_offsets(6, vertical=False)
    ((-1, -1), (0, -1), (1, -1), (-1, 1), (0, 1), (1, 1))
    """
    if n not in PIP_GRID:
        raise ValueError(f"a half shows 0 to 6 pips, not {n!r}")
    grid = PIP_GRID[n]
    if vertical:
        return grid
    return tuple((y, x) for x, y in grid)


@lru_cache(maxsize=64)
def _pips_path(a: int, b: int, vertical: bool, w: float, h: float) -> QPainterPath:
    """All pips of a tile of size w x h at origin, cached because tiles repeat constantly."""
    path = QPainterPath()
    short = min(w, h)
    radius = short * 0.085
    step = short * 0.25
    for index, n in enumerate((a, b)):
        cx = w / 2 if vertical else (w / 4 if index == 0 else 3 * w / 4)
        cy = (h / 4 if index == 0 else 3 * h / 4) if vertical else h / 2
        for gx, gy in pip_offsets(n, vertical):
            path.addEllipse(QPointF(cx + gx * step, cy + gy * step), radius, radius)
    return path


@lru_cache(maxsize=64)
def _numerals_path(a: int, b: int, vertical: bool, w: float, h: float) -> QPainterPath:
    """Both numbers of a tile as filled outlines, each centred upright in its half."""
    path = QPainterPath()
    font = QFont()
    font.setBold(True)
    font.setPointSizeF(max(1.0, min(w, h) * 0.55))
    for index, n in enumerate((a, b)):
        cx = w / 2 if vertical else (w / 4 if index == 0 else 3 * w / 4)
        cy = (h / 4 if index == 0 else 3 * h / 4) if vertical else h / 2
        glyph = QPainterPath()
        glyph.addText(0, 0, font, str(n))
        box = glyph.boundingRect()
        path.addPath(glyph.translated(cx - box.center().x(), cy - box.center().y()))
    return path


#: Blank faces kept, most recently used last: a few sizes each for the board, the hand and
#: the badges, both ways up.
BLANKS_KEPT = 48
_blanks: OrderedDict[tuple[float, float, bool, float, bool], QPixmap] = OrderedDict()


def _device_scale(painter: QPainter) -> float | None:
    """Device pixels per unit of ``painter``, or ``None`` when it draws turned or skewed (a
    copied pixmap would not be crisp there)."""
    t = painter.deviceTransform()
    if t.m12() != 0 or t.m21() != 0 or t.m11() <= 0 or t.m11() != t.m22():
        return None
    return t.m11()


def _blank(w: float, h: float, vertical: bool, scale: float, shadow: bool) -> QPixmap:
    """A face-up tile of ``w`` x ``h`` without its numbers, at ``scale`` device pixels a unit."""
    key = (round(w, 3), round(h, 3), vertical, scale, shadow)
    pixmap = _blanks.get(key)
    if pixmap is not None:
        _blanks.move_to_end(key)
        return pixmap
    pixmap = QPixmap(max(1, math.ceil(w * scale)), max(1, math.ceil(h * scale)))
    pixmap.setDevicePixelRatio(scale)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    body, radius = _body(QRectF(0, 0, w, h))
    if shadow:
        _paint_shadow(painter, body, radius, dimmed=False)
    outline = QPainterPath()
    outline.addRoundedRect(body, radius, radius)
    _paint_blank_face(painter, body, radius, outline, vertical)
    painter.end()
    _blanks[key] = pixmap
    while len(_blanks) > BLANKS_KEPT:
        _blanks.popitem(last=False)
    return pixmap


def _body(rect: QRectF) -> tuple[QRectF, float]:
    """The tile's own rectangle inside ``rect`` (room left for the shadow) and its corner radius."""
    short = min(rect.width(), rect.height())
    margin = short * 0.04
    body = rect.adjusted(margin * 0.5, margin * 0.5, -margin * 1.5, -margin * 1.5)
    return body, short * 0.12


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    a: int,
    b: int,
    *,
    vertical: bool = False,
    face_up: bool = True,
    dimmed: bool = False,
    highlighted: bool = False,
    shadow: bool = True,
) -> None:
    """Paint tile ``a``-``b`` inside ``rect``.

    ``a`` is the left half (top half when ``vertical``), ``b`` the other. ``rect`` should be about
    twice as long as it is wide along the tile; the drawing adapts to whatever it is given.
    """
    if rect.width() <= 0 or rect.height() <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    body, radius = _body(rect)
    scale = _device_scale(painter) if face_up and not (dimmed or highlighted) else None
    if scale is not None:
        # The copy lands on whole device pixels, so the tile moves by under half a pixel
        # to where a copy is as sharp as a drawing, and its numbers move with it.
        corner = painter.deviceTransform().map(rect.topLeft())
        painter.translate(
            (round(corner.x()) - corner.x()) / scale, (round(corner.y()) - corner.y()) / scale
        )
        painter.drawPixmap(
            rect.topLeft(), _blank(rect.width(), rect.height(), vertical, scale, shadow)
        )
        _paint_numbers(painter, body, a, b, vertical)
        painter.restore()
        return

    if shadow:
        _paint_shadow(painter, body, radius, dimmed=dimmed)

    outline = QPainterPath()
    outline.addRoundedRect(body, radius, radius)

    if highlighted:
        glow = QPen(HIGHLIGHT, max(1.0, min(body.width(), body.height()) * 0.09))
        glow.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(glow)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline)

    if face_up:
        _paint_face(painter, body, radius, outline, a, b, vertical)
    else:
        _paint_back(painter, body, radius, outline)

    if dimmed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 40, 40, 110))
        painter.drawPath(outline)
    painter.restore()


def _paint_shadow_and_face(painter: QPainter, rect: QRectF, a: int, b: int, vertical: bool) -> None:
    """A face-up tile drawn stroke by stroke, as its copied face and pips must look."""
    body, radius = _body(rect)
    _paint_shadow(painter, body, radius, dimmed=False)
    outline = QPainterPath()
    outline.addRoundedRect(body, radius, radius)
    _paint_face(painter, body, radius, outline, a, b, vertical)


def _paint_shadow(painter: QPainter, body: QRectF, radius: float, *, dimmed: bool) -> None:
    offset = min(body.width(), body.height()) * 0.04
    shade = QPainterPath()
    shade.addRoundedRect(body.translated(offset, offset * 1.3), radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70 if not dimmed else 35))
    painter.drawPath(shade)


def _paint_face(
    painter: QPainter,
    body: QRectF,
    radius: float,
    outline: QPainterPath,
    a: int,
    b: int,
    vertical: bool,
) -> None:
    _paint_blank_face(painter, body, radius, outline, vertical)
    _paint_numbers(painter, body, a, b, vertical)


def _paint_numbers(painter: QPainter, body: QRectF, a: int, b: int, vertical: bool) -> None:
    shapes = _numerals_path if faces() == "numerals" else _pips_path
    pips = shapes(a, b, vertical, body.width(), body.height()).translated(body.topLeft())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PIP)
    painter.drawPath(pips)


def _paint_blank_face(
    painter: QPainter, body: QRectF, radius: float, outline: QPainterPath, vertical: bool
) -> None:
    short = min(body.width(), body.height())
    face = QLinearGradient(body.topLeft(), body.bottomRight())
    face.setColorAt(0.0, FACE_LIGHT)
    face.setColorAt(1.0, FACE_DARK)
    painter.setBrush(QBrush(face))
    painter.setPen(QPen(EDGE, max(0.6, short * 0.025)))
    painter.drawPath(outline)

    # A slim inner bevel line makes the face read as a raised block rather than a flat card.
    inset = short * 0.05
    bevel = QPainterPath()
    bevel.addRoundedRect(body.adjusted(inset, inset, -inset, -inset), radius * 0.7, radius * 0.7)
    painter.setPen(QPen(QColor(255, 255, 255, 150), max(0.5, short * 0.015)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(bevel)

    bar_pen = QPen(BAR, max(0.7, short * 0.03))
    bar_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(bar_pen)
    centre = body.center()
    half_bar = short * 0.36
    if vertical:
        painter.drawLine(
            QPointF(centre.x() - half_bar, centre.y()), QPointF(centre.x() + half_bar, centre.y())
        )
    else:
        painter.drawLine(
            QPointF(centre.x(), centre.y() - half_bar), QPointF(centre.x(), centre.y() + half_bar)
        )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PIN)
    painter.drawEllipse(centre, short * 0.045, short * 0.045)


def _paint_back(painter: QPainter, body: QRectF, radius: float, outline: QPainterPath) -> None:
    short = min(body.width(), body.height())
    back = QLinearGradient(body.topLeft(), body.bottomRight())
    light, dark = theme.tile_backs()
    back.setColorAt(0.0, light)
    back.setColorAt(1.0, dark)
    painter.setBrush(QBrush(back))
    painter.setPen(QPen(QColor("#15222f"), max(0.6, short * 0.025)))
    painter.drawPath(outline)

    # A quiet lattice of small diamonds inside an inset border: plain, but clearly a back.
    inset = short * 0.12
    inner = body.adjusted(inset, inset, -inset, -inset)
    frame = QPainterPath()
    frame.addRoundedRect(inner, radius * 0.5, radius * 0.5)
    painter.setPen(QPen(BACK_PATTERN, max(0.5, short * 0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(frame)

    step = short * 0.2
    size = step * 0.22
    diamonds = QPainterPath()
    y = inner.top() + step / 2
    row = 0
    while y < inner.bottom():
        x = inner.left() + step / 2 + (step / 2 if row % 2 else 0)
        while x < inner.right():
            diamonds.moveTo(x, y - size)
            diamonds.lineTo(x + size, y)
            diamonds.lineTo(x, y + size)
            diamonds.lineTo(x - size, y)
            diamonds.closeSubpath()
            x += step
        y += step / 2
        row += 1
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BACK_PATTERN)
    painter.drawPath(diamonds)
