"""The tile drawing, checked on rendered pixels: the pips a player would count are there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from dominos.ui.board.tile_painter import paint_tile


def render(
    a: int, b: int, *, vertical: bool = False, face_up: bool = True, size: int = 120
) -> QImage:
    w, h = (size, 2 * size) if vertical else (2 * size, size)
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("#1e5b3a"))
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, w, h), a, b, vertical=vertical, face_up=face_up)
    painter.end()
    return image


def count_pips(image: QImage, x0: int, y0: int, x1: int, y1: int) -> int:
    """Count separate dark blobs (pips) in a region, by flood fill, away from the tile's edge."""
    inset = (min(x1 - x0, y1 - y0)) // 8
    x0, y0, x1, y1 = x0 + inset, y0 + inset, x1 - inset, y1 - inset
    dark = set()
    for y in range(y0, y1):
        for x in range(x0, x1):
            if QColor(image.pixel(x, y)).lightness() < 70:
                dark.add((x, y))
    blobs = 0
    while dark:
        blobs += 1
        stack = [dark.pop()]
        while stack:
            x, y = stack.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in dark:
                    dark.remove(n)
                    stack.append(n)
    return blobs


@pytest.mark.parametrize(("a", "b"), [(0, 6), (1, 5), (2, 4), (3, 3), (6, 6)])
def test_each_half_shows_its_number_of_pips(qapp: object, a: int, b: int) -> None:
    size = 60
    flat = render(a, b, size=size)
    assert count_pips(flat, 0, 0, size, size) == a
    assert count_pips(flat, size, 0, 2 * size, size) == b
    upright = render(a, b, vertical=True, size=size)
    assert count_pips(upright, 0, 0, size, size) == a
    assert count_pips(upright, 0, size, size, 2 * size) == b


def test_face_is_ivory_and_back_is_not(qapp: object) -> None:
    face = QColor(render(0, 0).pixel(60, 30))
    back = QColor(render(0, 0, face_up=False).pixel(60, 30))
    assert face.lightness() > 200
    # Blue and well darker than the ivory face, whatever the look.
    assert back.lightness() < 160 and back.blue() > back.red()


def test_a_half_beyond_six_is_refused(qapp: object) -> None:
    image = QImage(40, 20, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        with pytest.raises(ValueError, match="7"):
            paint_tile(painter, QRectF(0, 0, 40, 20), 7, 1)
    finally:
        painter.end()


@pytest.mark.parametrize(
    ("x", "y", "w", "h", "scale", "vertical"),
    [
        (5.3, 7.6, 99.7, 49.85, 1.0, False),
        (4.5, 3.25, 60, 120, 2.0, True),
        (1, 1, 55.5, 27.7, 1.25, False),
    ],
)
def test_copied_face_matches_drawn_face(
    x: float, y: float, w: float, h: float, scale: float, vertical: bool
) -> None:
    """The face every tile of a size shares is drawn once and copied; a copied tile must look
    like one drawn stroke by stroke at the same whole-pixel place (no blur, no seam between
    the face and its pips), at any position and screen scale."""
    from dominos.ui.board import tile_painter

    def image() -> QImage:
        picture = QImage(int((w + 20) * scale), int((h + 20) * scale), QImage.Format.Format_ARGB32)
        picture.setDevicePixelRatio(scale)
        picture.fill(QColor("#1e5b3a"))
        return picture

    for _ in range(2):  # the second one is copied from the face kept by the first
        copied = image()
        painter = QPainter(copied)
        paint_tile(painter, QRectF(x, y, w, h), 6, 3, vertical=vertical)
        painter.end()

    drawn = image()
    painter = QPainter(drawn)
    corner = painter.deviceTransform().map(QRectF(x, y, w, h).topLeft())
    painter.translate(
        (round(corner.x()) - corner.x()) / scale, (round(corner.y()) - corner.y()) / scale
    )
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # The drawing the cache is made of, drawn again in place: compared with the cached copy,
    # it is the one thing that says the cache shows what the painter would.
    tile_painter._paint_shadow_and_face(painter, QRectF(x, y, w, h), 6, 3, vertical)
    painter.end()

    def channels(image: QImage, px: int, py: int) -> tuple[int, int, int, int]:
        colour = QColor(image.pixel(px, py))
        return colour.red(), colour.green(), colour.blue(), colour.alpha()

    worst = max(
        max(
            abs(a - b)
            for a, b in zip(channels(copied, px, py), channels(drawn, px, py), strict=True)
        )
        for py in range(copied.height())
        for px in range(copied.width())
    )
    assert worst <= 3
