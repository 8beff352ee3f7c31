"""The table at the window sizes players use: tiles grow with the window, nothing falls outside.

Sizes are measured offscreen on the real widgets: the board's tiles against the window's size,
and every visible part of the screen against the window's rectangle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QEvent, QRect, QRectF
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from dominos.table.state import Last, State
from dominos.ui.board.board_view import BoardView
from dominos.ui.game.screen import GameScreen

if TYPE_CHECKING:
    from tests.ui.game.conftest import Snapshots

SIZES = [(900, 600), (1280, 800), (1600, 1000), (2560, 1440)]

#: A whole round's line, opened by the 1-5 (index 13).
FULL_LINE = (
    (4, 6), (6, 6), (6, 2), (2, 2), (2, 0), (0, 0), (0, 6), (6, 5), (5, 0), (0, 3),
    (3, 4), (4, 4), (4, 1), (1, 5), (5, 2), (2, 4), (4, 0), (0, 1), (1, 3), (3, 6),
    (6, 1), (1, 1), (1, 2), (2, 3), (3, 3), (3, 5), (5, 5), (5, 4),
)  # fmt: skip
SEVEN = ((0, 1), (1, 6), (2, 2), (3, 5), (4, 4), (0, 0), (6, 5))


def shown_at(qtbot: QtBot, size: tuple[int, int], state: State) -> GameScreen:
    screen = GameScreen()
    qtbot.addWidget(screen)
    screen.set_state(state)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: screen.size().toTuple() == size)
    # The hand grows with the window through a layout request: let it be handled.
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    return screen


def board_of(screen: GameScreen) -> BoardView:
    board = screen.board_widget
    assert isinstance(board, BoardView)
    return board


def board_tile_rects(screen: GameScreen) -> list[QRect]:
    """Each board tile where the window shows it."""
    board = board_of(screen)
    found = []
    for item in board.tile_items():
        in_view = board.mapFromScene(item.mapRectToScene(item.tile_rect())).boundingRect()
        found.append(QRect(board.viewport().mapTo(screen, in_view.topLeft()), in_view.size()))
    return found


def tile_long(rect: QRect | QRectF) -> float:
    return max(rect.width(), rect.height())


def assert_nothing_outside(screen: GameScreen) -> None:
    window = screen.rect()
    for widget in screen.findChildren(QWidget):
        if widget.isVisibleTo(screen) and widget.isWindow() is False:
            placed = QRect(widget.mapTo(screen, widget.rect().topLeft()), widget.size())
            assert window.contains(placed), (widget, widget.objectName(), placed, window)
    for i in range(len(screen.hand.tiles())):
        rect = screen.hand.tile_rect(i).toAlignedRect()
        assert screen.hand.rect().contains(rect), ("hand tile outside the hand", i, rect)
        placed = QRect(screen.hand.mapTo(screen, rect.topLeft()), rect.size())
        assert window.contains(placed), ("hand tile", i, placed, window)
    for rect in board_tile_rects(screen):
        assert window.contains(rect), ("board tile", rect, window)


@pytest.mark.parametrize("size", SIZES)
def test_nothing_falls_outside_the_window_during_a_round(
    qtbot: QtBot, snaps: Snapshots, size: tuple[int, int]
) -> None:
    passes = {1: (2, 1, 0, 4), 2: (3, 6), 3: (5,)}
    state = snaps.mid_round(
        hand=SEVEN, seats=snaps.seats((7, 7, 7, 7), passed=passes), line=FULL_LINE[10:17]
    )
    screen = shown_at(qtbot, size, state)
    assert_nothing_outside(screen)
    # A tile picked with its key rises highest of all.
    screen.select(1)
    assert screen.hand.selected() == 1
    assert_nothing_outside(screen)
    # Off turn, with a long line and a long sentence above the hand.
    later = snaps.mid_round(
        turn=1,
        hand=SEVEN[:2],
        seats=snaps.seats((2, 3, 2, 3), passed=passes),
        line=FULL_LINE,
        opening_index=13,
        ends=(4, 4),
        last=Last("auto_play", 0, (5, 4), "right"),
    )
    screen.set_state(later)
    qtbot.wait(10)
    assert_nothing_outside(screen)


def test_the_first_tiles_of_a_round_are_large_in_a_large_window(
    qtbot: QtBot, snaps: Snapshots
) -> None:
    state = snaps.mid_round(hand=SEVEN[:6], line=((5, 5),), ends=(5, 5), opening_index=0, last=None)
    screen = shown_at(qtbot, (1600, 1000), state)
    assert tile_long(board_tile_rects(screen)[0]) >= 120
    three = snaps.mid_round(hand=SEVEN[:5])
    screen.set_state(three)
    assert [tile_long(r) >= 120 for r in board_tile_rects(screen)] == [True] * 3


@pytest.mark.parametrize("size", SIZES)
def test_board_tiles_grow_with_the_window_and_a_full_line_still_fits(
    qtbot: QtBot, snaps: Snapshots, size: tuple[int, int]
) -> None:
    full = snaps.mid_round(hand=(), line=FULL_LINE, opening_index=13, ends=(4, 4))
    screen = shown_at(qtbot, size, full)
    rects = board_tile_rects(screen)
    assert len(rects) == 28
    board = board_of(screen)
    felt = QRect(board.mapTo(screen, board.rect().topLeft()), board.size())
    assert all(felt.contains(r) for r in rects), "the whole line is on the felt"
    assert min(tile_long(r) for r in rects) >= 50
    # Against the first tile of a round in the same window: a long line only shrinks as needed.
    screen.set_state(snaps.mid_round(hand=(), line=((5, 5),), ends=(5, 5), last=None))
    first = tile_long(board_tile_rects(screen)[0])
    assert first >= tile_long(rects[0])
    assert first >= size[1] / 10, "the first tile is a tenth of the window's height or more"


def test_the_hand_grows_with_the_window(qtbot: QtBot, snaps: Snapshots) -> None:
    heights = []
    for size in SIZES:
        screen = shown_at(qtbot, size, snaps.mid_round(hand=SEVEN))
        heights.append(screen.hand.tile_rect(0).height())
        screen.close()
    assert heights == sorted(heights) and heights[-1] >= 1.8 * heights[0], heights
    board_first = []
    for size in SIZES:
        state = snaps.mid_round(hand=SEVEN, line=((5, 5),), ends=(5, 5), last=None)
        screen = shown_at(qtbot, size, state)
        board_first.append(tile_long(board_tile_rects(screen)[0]))
        screen.close()
    # Your own tiles stay at least as large as the board's.
    assert all(h >= b * 0.95 for h, b in zip(heights, board_first, strict=True)), (
        heights,
        board_first,
    )


def test_hands_between_rounds_grow_with_the_window_and_keep_their_points_beside_them(
    qtbot: QtBot, snaps: Snapshots
) -> None:
    """At the end of a round the four hands read at 1600x1000 as well as on the board: their
    tiles grow with the window, and each team's box is only as wide as its hands, so the
    points sit next to the tiles and the two boxes meet in the middle."""
    lengths = []
    for size in ((900, 600), (1600, 1000)):
        screen = shown_at(qtbot, size, snaps.round_over(snaps.BLOCKED))
        outcome = screen.round_end.story
        row = outcome.teams[0].rows[0]
        lengths.append(row.tile_size()[0] * row.scale())
        if size == (1600, 1000):
            assert outcome.side_by_side()
            left, right = (team.geometry() for team in outcome.teams)
            assert right.left() - left.right() < 20, "the boxes meet in the middle"
            for team in outcome.teams:
                tiles = team.rows[0].geometry()
                points = team.pips[0].geometry()
                assert points.left() - tiles.right() < 60, "points beside the tiles"
    assert lengths[1] >= 1.2 * lengths[0]
