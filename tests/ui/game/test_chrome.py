"""The words, badges and buttons around the board at the sizes players' screens have: they
grow with the window as the board does, and none is cut off, the round table included."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import msgspec
import pytest
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from dominos.table.state import State
from dominos.ui.game.screen import GameScreen
from dominos.ui.kit.i18n import tr
from dominos.ui.services.language import LANGUAGES, Translators

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


@pytest.fixture(params=list(LANGUAGES))
def language(request: pytest.FixtureRequest, english: Translators) -> Iterator[str]:
    english.install(request.param)
    yield request.param
    english.install("en")


#: The screens of the evenings: 900x600, 1270x690, 1920x1080 and 2560x1440, each less a title bar.
EVENING_SCREENS = [(900, 560), *SCREENS]


@pytest.mark.parametrize("size", EVENING_SCREENS)
def test_your_own_badge_shortens_your_name_only_when_it_has_no_room(
    qtbot: QtBot, snaps: Snapshots, language: str, size: tuple[int, int]
) -> None:
    """ "Duda (você)" fits the badge: it read "Du… (você)" with room to spare. A name too
    long for one line with "(you)" puts "(you)" under it, and is shortened only when it is
    wider than the badge by itself."""
    suffix = tr(" (you)")
    for name in ("Duda", "Maria Fernanda", "Bartholomew Montague"):
        seats = tuple(
            msgspec.structs.replace(s, name=n)
            for s, n in zip(snaps.seats(), ("Ann", "Ben", "Carla", name), strict=True)
        )
        screen = shown_at(qtbot, size, snaps.mid_round(you=3, seats=seats))
        label = screen.badges["bottom"].name_label
        metrics = QFontMetrics(label.font())
        lines = label.text().split("\n")
        for line in lines:
            assert metrics.horizontalAdvance(line) <= label.width(), (name, line, label.width())
        assert label.height() >= metrics.height() * len(lines), "no line cut off below"
        if metrics.horizontalAdvance(name + suffix) <= label.width():
            assert lines == [name + suffix]
        else:
            assert lines[1] == suffix.strip()
            whole = metrics.horizontalAdvance(name) <= label.width()
            assert (lines[0] == name) == whole, (lines, label.width())
        screen.close()


@pytest.mark.parametrize("size", EVENING_SCREENS)
def test_at_game_over_the_players_who_do_not_host_see_as_many_rounds_as_the_host(
    qtbot: QtBot, snaps: Snapshots, language: str, size: tuple[int, int]
) -> None:
    """The line saying who can start a new game cost the three who do not host a round of
    the table (rounds 2-3 behind a scrollbar at 1270x690, where the host saw all three)."""
    three = twelve_rounds(snaps, 3)
    seen = {}
    for you in (0, 1):
        screen = shown_at(qtbot, size, msgspec.structs.replace(three, you=you))
        panel = screen.game_over
        assert panel.waiting_label.isVisible() == (you != 0)
        qtbot.wait(10)
        table = panel.table
        seen[you] = table.viewport().height() // table.rowHeight(0)
        assert_nothing_outside(screen)
        screen.close()
    assert seen[1] == seen[0], seen
    if size[0] >= 1270:
        assert seen[1] == 3, "every round in sight"
