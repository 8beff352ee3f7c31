"""The ends of the line are the left and the right one everywhere (decisions.md 9): the
board's marks, the news line, the turn prompt, a refusal, the round log and what a screen
reader hears say one and the same word for one end, also once the line has turned and its
left end lies above the right one (where Up and Down choose them too)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dominos.table.state import Last
from dominos.ui.board.board_view import BoardView
from dominos.ui.game.screen import GameScreen
from tests.ui.game.test_sizes import FULL_LINE, shown_at

if TYPE_CHECKING:
    from tests.ui.game.conftest import Snapshots

#: Eighteen tiles around the 1-5: too long for one row, so both arms have turned. Its ends
#: are two (left) and one (right); 1-2 fits both, 2-2 only the two.
TURNED = FULL_LINE[4:22]


def turned_round(snaps: Snapshots, **changes: object) -> object:
    return snaps.mid_round(
        hand=((1, 2), (2, 2), (5, 5)),
        line=TURNED,
        opening_index=9,
        ends=(2, 1),
        last=Last("play", 1, (2, 0), "left"),
        **changes,
    )


def board_of(screen: GameScreen) -> BoardView:
    board = screen.board_widget
    assert isinstance(board, BoardView)
    return board


def log_lines(screen: GameScreen) -> list[str]:
    items = screen.round_log.list
    return [items.item(i).text() for i in range(items.count())]


def test_a_turned_line_still_names_its_ends_left_and_right(qtbot: QtBot, snaps: Snapshots) -> None:
    state = turned_round(snaps, moves=(Last("play", 1, (2, 0), "left"),))
    screen = shown_at(qtbot, (1280, 800), state)  # type: ignore[arg-type]
    board = board_of(screen)
    places = board.end_positions()
    assert places["left"].y() < places["right"].y(), "the left end lies above the right one"
    # The news line and the round log tell Bo's move in the same words.
    assert screen.announce_label.text() == "Bo played two-blank on the left"
    assert any(line.endswith("2-0 on the left") for line in log_lines(screen)), log_lines(screen)
    assert "two on the left, one on the right" in board.accessibleDescription()

    screen.activateWindow()
    qtbot.waitUntil(lambda: screen.isActiveWindow())
    qtbot.keyClick(screen, Qt.Key.Key_1)
    assert "press Left or Right" in screen.prompt.text()
    labels = {end: item.label for end, item in board.ends.items() if item.isVisible()}
    assert labels == {"left": "left", "right": "right"}
    qtbot.keyClick(screen, Qt.Key.Key_Down)  # the lower end, which is the right one
    assert "Enter plays 2-1 on the right" in screen.prompt.text()
    qtbot.keyClick(screen, Qt.Key.Key_Up)
    assert "Enter plays 2-1 on the left" in screen.prompt.text()
    qtbot.keyClick(screen, Qt.Key.Key_Escape)
    qtbot.keyClick(screen, Qt.Key.Key_2)
    qtbot.keyClick(screen, Qt.Key.Key_Down)
    assert screen.announce_label.text() == "2-2 does not fit on the right"
    for text in (screen.prompt.text(), screen.announce_label.text(), *log_lines(screen)):
        assert "top" not in text and "bottom" not in text


def test_a_straight_line_keeps_left_and_right(qtbot: QtBot, snaps: Snapshots) -> None:
    state = snaps.mid_round(hand=((3, 6), (0, 1)), last=Last("play", 2, (6, 6), "left"))
    screen = shown_at(qtbot, (1280, 800), state)
    board = board_of(screen)
    places = board.end_positions()
    assert places["left"].y() == places["right"].y()
    assert screen.announce_label.text() == "Cy played six-six on the left"
    screen.activateWindow()
    qtbot.waitUntil(lambda: screen.isActiveWindow())
    qtbot.keyClick(screen, Qt.Key.Key_1)
    assert "press Left or Right" in screen.prompt.text()
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    assert "Enter plays 6-3 on the right" in screen.prompt.text()
