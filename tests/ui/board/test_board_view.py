"""The board as a player meets it: tiles shown, always in view, ends offered, drops taken."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QDragEnterEvent, QDragMoveEvent, QDropEvent, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dominos.table.state import Last, SeatInfo, State
from dominos.ui.board.board_view import TILE_MIME, BoardView

Line = list[tuple[int, int]]


#: A whole round's line, all 28 tiles, opened by the 1-5 (index 13), as a table could build it.
FULL_LINE = [
    (4, 6), (6, 6), (6, 2), (2, 2), (2, 0), (0, 0), (0, 6), (6, 5), (5, 0), (0, 3),
    (3, 4), (4, 4), (4, 1), (1, 5), (5, 2), (2, 4), (4, 0), (0, 1), (1, 3), (3, 6),
    (6, 1), (1, 1), (1, 2), (2, 3), (3, 3), (3, 5), (5, 5), (5, 4),
]  # fmt: skip
FULL_OPENING = 13


def full_line() -> tuple[Line, int]:
    assert len(set(map(frozenset, FULL_LINE))) == 28
    assert all(FULL_LINE[i][1] == FULL_LINE[i + 1][0] for i in range(27))
    return FULL_LINE, FULL_OPENING


@pytest.fixture
def view(qtbot: QtBot) -> Iterator[BoardView]:
    board = BoardView(reduced_motion=True)
    qtbot.addWidget(board)
    board.resize(900, 600)
    board.show()
    qtbot.waitExposed(board)
    yield board


def tile_long(board: BoardView) -> float:
    rect = board.tile_items()[0].tile_rect()
    return max(rect.width(), rect.height())


def visible_rect(board: BoardView) -> QRect:
    return board.viewport().rect()


def assert_all_in_view(board: BoardView) -> None:
    area = visible_rect(board)
    for item in board.tile_items():
        shown = board.mapFromScene(item.mapRectToScene(item.tile_rect())).boundingRect()
        assert area.contains(shown), (shown, area)


def test_one_item_per_tile_and_items_are_reused(view: BoardView) -> None:
    line, opening = full_line()
    view.set_line(line[:10], 0)
    assert len(view.tile_items()) == 10
    before = view.tile_items()
    view.set_line(line[:11], 0, last="right")
    after = view.tile_items()
    assert len(after) == 11
    assert after[:10] == before, "tiles already on the board keep their items"
    assert [item.scene() is view.scene() for item in after] == [True] * 11
    view.set_line(line, opening)
    assert len(view.tile_items()) == 28
    view.set_line(line[:3], 0)
    assert len(view.tile_items()) == 3
    assert len([i for i in view.scene().items() if i in view.tile_items()]) == 3


def test_items_show_the_numbers_of_the_line(view: BoardView) -> None:
    line = [(5, 6), (6, 6), (6, 2)]
    view.set_line(line, 1)
    shown = [item.tile for item in view.tile_items()]
    assert shown == line, "a flat line reads left to right"


@pytest.mark.parametrize("size", [(900, 600), (420, 300), (1400, 500), (500, 900), (200, 150)])
def test_a_full_line_stays_in_view_at_any_size(view: BoardView, qtbot: QtBot, size: tuple) -> None:  # type: ignore[type-arg]
    line, opening = full_line()
    view.set_line(line, opening)
    view.resize(*size)
    qtbot.waitUntil(lambda: view.viewport().width() == size[0])
    assert_all_in_view(view)
    rect = view.mapFromScene(view.scene().itemsBoundingRect()).boundingRect()
    assert rect.intersects(visible_rect(view))


def test_resizing_moves_tiles_to_the_new_area(view: BoardView, qtbot: QtBot) -> None:
    line, opening = full_line()
    view.set_line(line, opening)
    centre_before = view.tile_items()[opening].pos()
    view.resize(1200, 800)
    qtbot.waitUntil(lambda: view.viewport().width() == 1200)
    centre_after = view.tile_items()[opening].pos()
    assert centre_before == QPointF(450, 300)
    assert centre_after == QPointF(600, 400), "the opening tile stays at the centre"
    assert_all_in_view(view)


def test_the_last_tile_is_marked_and_the_mark_moves(view: BoardView) -> None:
    line, _ = full_line()
    view.set_line(line[:5], 0, last="right")
    assert [item.is_last for item in view.tile_items()] == [False] * 4 + [True]
    view.set_line(line[:6], 0, last="right")
    assert [item.is_last for item in view.tile_items()] == [False] * 5 + [True]
    view.set_line([(1, 2), (2, 3)], 1, last="left")
    assert [item.is_last for item in view.tile_items()] == [True, False]
    view.set_line([(1, 2), (2, 3)], 1)
    assert not any(item.is_last for item in view.tile_items())


def test_both_ends_glow_and_a_click_picks_one(view: BoardView, qtbot: QtBot) -> None:
    view.set_line([(3, 5), (5, 1)], 0)
    ends = {name: item for name, item in view.ends.items()}
    assert not any(item.isVisible() for item in ends.values())
    view.show_end_choice({"left", "right"})
    assert all(item.isVisible() for item in ends.values())
    positions = view.end_positions()
    assert positions["left"].x() < positions["right"].x()
    with qtbot.waitSignal(view.end_clicked) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=positions["left"])
    assert blocker.args == ["left"]
    with qtbot.waitSignal(view.end_clicked) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=positions["right"])
    assert blocker.args == ["right"]
    view.show_end_choice(set())
    assert not any(item.isVisible() for item in ends.values())
    with qtbot.assertNotEmitted(view.end_clicked):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=positions["left"])


def test_hovering_an_offered_end_brightens_it(view: BoardView, qtbot: QtBot) -> None:
    view.set_line([(3, 5)], 0)
    view.show_end_choice({"left", "right"})
    item = view.ends["right"]
    assert not item.bright
    qtbot.mouseMove(view.viewport(), view.end_positions()["right"])
    qtbot.waitUntil(lambda: item.bright)
    qtbot.mouseMove(view.viewport(), QPoint(5, 5))
    qtbot.waitUntil(lambda: not item.bright)


def test_unknown_end_is_refused(view: BoardView) -> None:
    with pytest.raises(ValueError, match="middle"):
        view.show_end_choice({"middle"})


def drop(view: BoardView, payload: bytes, at: QPoint) -> bool:
    """Drag ``payload`` over the board and drop it at ``at``; returns whether the drop was taken."""
    mime = QMimeData()
    mime.setData(TILE_MIME, payload)
    actions = Qt.DropAction.MoveAction
    buttons = Qt.MouseButton.LeftButton
    mods = Qt.KeyboardModifier.NoModifier
    target = view.viewport()
    # Qt 6.12 takes a drag's point as QPointF and deprecates QPoint; 6.11 takes only QPoint.
    point: QPoint | QPointF = QPointF(at)
    try:
        enter = QDragEnterEvent(point, actions, mime, buttons, mods)  # type: ignore[arg-type,unused-ignore]
    except TypeError:
        point = at
        enter = QDragEnterEvent(point, actions, mime, buttons, mods)
    QApplication.sendEvent(target, enter)
    move = QDragMoveEvent(point, actions, mime, buttons, mods)  # type: ignore[arg-type,unused-ignore]
    QApplication.sendEvent(target, move)
    event = QDropEvent(QPointF(at), actions, mime, buttons, mods)
    QApplication.sendEvent(target, event)
    return event.isAccepted()


def test_a_tile_dropped_on_an_end_it_fits_is_reported(view: BoardView, qtbot: QtBot) -> None:
    view.set_line([(3, 5), (5, 1)], 0)
    positions = view.end_positions()
    with qtbot.waitSignal(view.tile_dropped) as blocker:
        assert drop(view, b"1,4", positions["right"])
    assert blocker.args == [1, 4, "right"]
    with qtbot.waitSignal(view.tile_dropped) as blocker:
        assert drop(view, b"6,3", positions["left"])
    assert blocker.args == [6, 3, "left"]
    # Dropping on the end tile itself counts too: the target is generous.
    end_tile = view.tile_items()[0]
    on_tile = view.mapFromScene(end_tile.scenePos())
    with qtbot.waitSignal(view.tile_dropped) as blocker:
        assert drop(view, b"3,3", on_tile)
    assert blocker.args == [3, 3, "left"]


def test_drops_that_cannot_be_played_are_refused(view: BoardView, qtbot: QtBot) -> None:
    view.set_line([(3, 5), (5, 1)], 0)
    positions = view.end_positions()
    refused: list[tuple[int, int]] = []
    view.drop_refused.connect(lambda a, b: refused.append((a, b)))
    with qtbot.assertNotEmitted(view.tile_dropped):
        assert not drop(view, b"6,4", positions["right"]), "6-4 fits neither end"
        assert not drop(view, b"1,1", positions["left"]), "1-1 fits the right end only"
        assert not drop(view, b"1,4", QPoint(5, 5)), "far from both ends"
        assert not drop(view, b"hello", positions["right"])
        assert not drop(view, b"7,1", positions["right"])
    assert not any(item.isVisible() for item in view.ends.values())
    # Each tile let go is reported, so the screen can say why it went back; the rest was
    # never a tile.
    assert refused == [(6, 4), (1, 1), (1, 4)]


def test_the_opening_tile_can_be_dropped_on_the_empty_table(view: BoardView, qtbot: QtBot) -> None:
    view.set_line([], 0)
    centre = view.end_positions()["right"]
    assert abs(centre.x() - 450) <= 1 and abs(centre.y() - 300) <= 1
    with qtbot.waitSignal(view.tile_dropped) as blocker:
        assert drop(view, b"6,6", centre)
    assert blocker.args == [6, 6, "right"]


def test_the_empty_table_shows_where_the_first_tile_goes(view: BoardView) -> None:
    view.set_line([], 0)
    assert view.tile_items() == []
    assert view.waiting_shown
    view.set_line([(6, 6)], 0, last="right")
    assert not view.waiting_shown


def test_a_new_tile_slides_in_from_its_player(qtbot: QtBot) -> None:
    board = BoardView(reduced_motion=False)
    qtbot.addWidget(board)
    board.resize(900, 600)
    board.show()
    board.set_line([(3, 5)], 0, last="right")
    board.set_line([(3, 5), (5, 2)], 0, last="right", from_side="top")
    sliding = board.tile_items()[1]
    assert board.is_sliding()
    assert sliding.pos().y() < 0, "it starts beyond the top edge"
    qtbot.waitUntil(lambda: not board.is_sliding(), timeout=2000)
    assert sliding.pos() == QPointF(450 + tile_long(board), 300)
    assert_all_in_view(board)


def test_reduced_motion_puts_the_tile_in_place_at_once(view: BoardView) -> None:
    view.set_line([(3, 5)], 0, last="right")
    view.set_line([(3, 5), (5, 2)], 0, last="right", from_side="left")
    assert not view.is_sliding()
    assert view.tile_items()[1].pos() == QPointF(450 + tile_long(view), 300)


def test_a_quick_next_play_finishes_the_slide(qtbot: QtBot) -> None:
    board = BoardView(reduced_motion=False)
    qtbot.addWidget(board)
    board.resize(900, 600)
    board.show()
    board.set_line([(3, 5)], 0, last="right")
    board.set_line([(3, 5), (5, 2)], 0, last="right", from_side="left")
    board.set_line([(4, 3), (3, 5), (5, 2)], 1, last="left", from_side="right")
    assert board.tile_items()[2].pos() == QPointF(450 + tile_long(board), 300)
    qtbot.waitUntil(lambda: not board.is_sliding(), timeout=2000)
    assert board.tile_items()[0].pos() == QPointF(450 - tile_long(board), 300)


def snapshot(line: Line, opening: int, last: Last | None, you: int = 0) -> State:
    seats = tuple(SeatInfo(name, True, 7) for name in ("Ann", "Bo", "Cy", "Di"))
    return State(
        phase="round",
        you=you,
        host_seat=0,
        seats=seats,
        target=100,
        scores=(0, 0),
        version=1,
        line=tuple(line),
        opening_index=opening,
        last=last,
    )


def test_snapshots_drive_the_board(qtbot: QtBot) -> None:
    board = BoardView(reduced_motion=False)
    qtbot.addWidget(board)
    board.resize(900, 600)
    board.show()
    board.set_state(snapshot([(6, 6)], 0, Last("play", 1, (6, 6), None), you=3))
    qtbot.waitUntil(lambda: not board.is_sliding(), timeout=2000)
    # Seat 2 sits across from seat 0, so from seat 0 its tiles come from the top.
    board.set_state(snapshot([(4, 6), (6, 6)], 1, Last("play", 2, (4, 6), "left")))
    first = board.tile_items()[0]
    assert first.pos().y() < 0
    assert first.is_last
    qtbot.waitUntil(lambda: not board.is_sliding(), timeout=2000)
    assert first.pos() == QPointF(450 - tile_long(board), 300)
    # A pass moves nothing, and the last tile keeps its mark until the next play.
    board.set_state(snapshot([(4, 6), (6, 6)], 1, Last("pass", 3)))
    assert not board.is_sliding()
    assert [item.is_last for item in board.tile_items()] == [True, False]
    board.set_state(snapshot([(4, 6), (6, 6), (6, 1)], 1, Last("auto_play", 0, (6, 1), "right")))
    assert [item.is_last for item in board.tile_items()] == [False, False, True]
    assert board.tile_items()[2].pos().y() > 600, "your own tile comes up from the bottom"
    # Next round: the old line goes, the new opening tile comes in from its player.
    board.set_state(snapshot([(2, 3)], 0, Last("play", 1, (2, 3), None)))
    assert len(board.tile_items()) == 1
    assert board.tile_items()[0].pos().x() > 900, "seat 1 sits on your right"
    assert board.tile_items()[0].is_last
    qtbot.waitUntil(lambda: not board.is_sliding(), timeout=2000)
    assert board.tile_items()[0].pos() == QPointF(450, 300)


def test_the_table_is_green_felt_or_dark_slate(view: BoardView) -> None:
    view.set_line([], 0)
    light = view.grab().toImage().pixelColor(450, 120)
    assert light.green() > light.red() and light.green() > light.blue(), "green felt"
    palette = view.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    view.setPalette(palette)
    dark = view.grab().toImage().pixelColor(450, 120)
    assert dark.blue() >= dark.green() > dark.red(), "a calm dark slate in dark mode"
    assert dark.lightness() < light.lightness()


def test_the_keyboard_can_brighten_an_offered_end(view: BoardView) -> None:
    view.set_line([(3, 5), (5, 1)], 0)
    view.show_end_choice({"left", "right"})
    view.highlight_end("left")
    assert view.ends["left"].bright and not view.ends["right"].bright
    view.highlight_end("right")
    assert view.ends["right"].bright and not view.ends["left"].bright
    view.show_end_choice(set())
    assert not view.ends["right"].bright


def test_a_screen_reader_hears_the_open_ends(view: BoardView) -> None:
    assert view.accessibleName() == "Line of play"
    view.set_line([(5, 2), (2, 0)], 0)
    assert view.accessibleDescription() == "2 tiles. Ends: five on the left, blank on the right."
