"""Graphics a player needs to see stand out from what they are drawn on by 3:1 at least (WCAG
1.4.11), computed from the theme's colours and read back from what is painted; and the score
chart tells the teams apart without their colours."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dominos.ui.board.tile_painter import paint_tile
from dominos.ui.history.score_chart import ScoreChart
from dominos.ui.kit import theme

GRAPHICS = 3.0


def shaded(colour: QColor, alpha: int) -> str:
    """``colour`` under a black of ``alpha``, as a badge shades the felt."""
    keep = 1 - alpha / 255
    return QColor(
        round(colour.red() * keep), round(colour.green() * keep), round(colour.blue() * keep)
    ).name()


def badge_grounds() -> list[str]:
    """What a seat badge's tile backs sit on: the badge's shade over the room around the
    table, from its lit middle to its rim, in the usual and the dark look."""
    grounds = []
    for felt in (theme.FELT, theme.FELT_DARK):
        for darker in (150, 210):
            grounds.append(shaded(QColor(felt).darker(darker), theme.BADGE_SHADE))
    return grounds


@pytest.fixture
def high_contrast(styled_app: QApplication) -> Iterator[None]:
    theme.apply(styled_app, high_contrast=True)
    yield
    theme.apply(styled_app)


@pytest.mark.parametrize("ground", badge_grounds())
def test_the_others_tile_backs_stand_out_from_their_badges(ground: str) -> None:
    for back in theme.TILE_BACKS:
        assert theme.contrast_ratio(back, ground) >= GRAPHICS, (back, ground)


def test_the_tile_backs_stand_out_from_the_black_of_high_contrast() -> None:
    for back in theme.HC_TILE_BACKS:
        assert theme.contrast_ratio(back, theme.HC_BACK) >= GRAPHICS


def painted_back(ground: str) -> QColor:
    """The colour a face-down tile is painted in, beside its edge and away from its pattern."""
    image = QImage(60, 120, QImage.Format.Format_ARGB32)
    image.fill(QColor(ground))
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, 60, 120), 0, 0, vertical=True, face_up=False)
    painter.end()
    return QColor(image.pixel(6, 60))


def test_a_painted_tile_back_stands_out_in_the_usual_look(styled_app: QApplication) -> None:
    for ground in badge_grounds():
        back = painted_back(ground).name()
        assert theme.contrast_ratio(back, ground) >= GRAPHICS, (back, ground)


def test_a_painted_tile_back_stands_out_in_high_contrast(high_contrast: None) -> None:
    back = painted_back(theme.HC_BACK).name()
    assert theme.contrast_ratio(back, theme.HC_BACK) >= GRAPHICS


def on_line(image: QImage, start: QPointF, end: QPointF, colour: QColor) -> float:
    """The share of points along a segment painted in ``colour`` (give or take blending)."""
    hits = 0
    samples = 60
    for i in range(samples):
        t = 0.1 + 0.8 * i / samples
        x = round(start.x() + (end.x() - start.x()) * t)
        y = round(start.y() + (end.y() - start.y()) * t)
        found = QColor(image.pixel(x, y))
        close = all(
            abs(a - b) < 40
            for a, b in zip(
                (found.red(), found.green(), found.blue()),
                (colour.red(), colour.green(), colour.blue()),
                strict=True,
            )
        )
        hits += close
    return hits / samples


@pytest.mark.parametrize("contrast", [False, True])
def test_the_chart_tells_the_teams_apart_without_their_colours(
    qtbot: QtBot, styled_app: QApplication, contrast: bool
) -> None:
    theme.apply(styled_app, high_contrast=contrast)
    try:
        chart = ScoreChart()
        qtbot.addWidget(chart)
        chart.resize(600, 360)
        chart.set_game([(40, 0), (40, 62), (75, 62), (106, 62)], 100, ("Ann and Cy", "Bo and Dee"))
        image = chart.grab().toImage()
        ground = chart.ground().name()
        shares = []
        for team in (0, 1):
            colour = theme.team_color(team)
            assert theme.contrast_ratio(colour.name(), ground) >= GRAPHICS, (colour, ground)
            points = chart.points(team)
            shares.append(on_line(image, points[2], points[3], colour))
        # A solid line for one team, a dashed one for the other.
        assert shares[0] > 0.9, shares
        assert 0.2 < shares[1] < 0.8 * shares[0], shares
        # Each round's mark is its team's token shape, and the legend carries its mark.
        assert theme.TEAM_MARKS[0] != theme.TEAM_MARKS[1]
        assert theme.team_shape(QRectF(0, 0, 10, 10), 0) != theme.team_shape(
            QRectF(0, 0, 10, 10), 1
        )
    finally:
        theme.apply(styled_app)
