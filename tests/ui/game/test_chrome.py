"""The words, badges and buttons around the board at the sizes players' screens have: they
grow with the window as the board does, and none is cut off, the round table included."""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec
import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from dominos.table.state import State
from dominos.ui.game.screen import GameScreen

from .test_sizes import SEVEN, assert_nothing_outside, shown_at

if TYPE_CHECKING:
    from tests.ui.game.conftest import Snapshots

#: A 1270x690 laptop, a 1920x1080 screen and a 2560x1440 one, each less a title bar.
SCREENS = [(1270, 650), (1920, 1040), (2560, 1400)]


def chrome(screen: GameScreen) -> dict[str, float]:
    """What a player reads around the board: type sizes in pixels and widgets' heights."""

    def pixels(label: QLabel) -> float:
        return float(QFontInfo(label.font()).pixelSize())

    badge = screen.badges["right"]
    return {
        "header": screen.header.height(),
        "score": pixels(screen.header.teams[0].score),
        "names": pixels(screen.header.teams[0].names),
        "rules button": screen.header.help_button.height(),
        "news line": pixels(screen.announce_label),
        "pass": screen.pass_button.height(),
        "side badge": badge.width(),
        "badge name": pixels(badge.name_label),
        "ring": badge.ring.height(),
        "tile backs": badge.tiles.height(),
        "own badge": screen.badges["bottom"].width(),
    }


def test_the_chrome_grows_with_the_window_as_the_board_does(qtbot: QtBot, snaps: Snapshots) -> None:
    state = snaps.mid_round(hand=SEVEN, seats=snaps.seats((7, 7, 7, 7)))
    small = chrome(shown_at(qtbot, SCREENS[0], state))
    middle = chrome(shown_at(qtbot, SCREENS[1], state))
    large = chrome(shown_at(qtbot, SCREENS[2], state))
    for part, size in small.items():
        assert middle[part] >= 1.25 * size, (part, size, middle[part])
        assert large[part] >= 1.5 * size, (part, size, large[part])
        # As the board does, within reason: never more than twice the laptop's size.
        assert large[part] <= 2 * size, (part, size, large[part])


def test_your_turn_is_written_larger_on_a_larger_screen(qtbot: QtBot, snaps: Snapshots) -> None:
    sizes = []
    for size in SCREENS:
        screen = shown_at(qtbot, size, snaps.mid_round(hand=SEVEN))
        assert "Your turn" in screen.prompt.text()
        sizes.append(screen.prompt.minimumHeight())
        screen.close()
    assert sizes[0] < sizes[1] < sizes[2]
    assert sizes[2] >= 1.5 * sizes[0]


def twelve_rounds(snaps: Snapshots, count: int) -> State:
    base = snaps.game_over()
    rounds = tuple(msgspec.structs.replace(r, round=i + 1) for i, r in enumerate(base.rounds * 3))[
        :count
    ]
    return snaps.game_over(rounds=rounds, round=count)


@pytest.mark.parametrize("size", [*SCREENS, (1270, 690), (900, 600)])
@pytest.mark.parametrize("count", [4, 6, 12])
def test_the_round_table_at_game_over_shows_whole_rows_only(
    qtbot: QtBot, snaps: Snapshots, size: tuple[int, int], count: int
) -> None:
    """However many rounds there were, the table at game over shows the last rounds whole:
    no row cut through by the table's edge, and nothing of the panel outside the window."""
    screen = shown_at(qtbot, size, twelve_rounds(snaps, count))
    qtbot.wait(10)
    table = screen.game_over.table
    view = table.viewport()
    rows = table.rowCount()
    assert rows == count
    shown = [
        r
        for r in range(rows)
        if table.visualRect(table.model().index(r, 0)).intersects(view.rect())
    ]
    assert shown and shown[-1] == rows - 1, "the last round is in sight"
    for r in shown:
        rect = table.visualRect(table.model().index(r, 0))
        assert view.rect().contains(rect), (r, rect, view.rect())
    if count <= 6 and size[1] >= 1000:
        assert len(shown) == rows, "a large window shows every round"
    assert_nothing_outside(screen)


def test_a_large_window_writes_the_round_table_larger(qtbot: QtBot, snaps: Snapshots) -> None:
    small = shown_at(qtbot, SCREENS[0], snaps.game_over()).game_over.table
    small_row, small_font = small.rowHeight(0), QFontInfo(small.font()).pixelSize()
    large = shown_at(qtbot, SCREENS[2], snaps.game_over()).game_over.table
    assert large.rowHeight(0) >= 1.5 * small_row
    assert QFontInfo(large.font()).pixelSize() >= 1.5 * small_font
