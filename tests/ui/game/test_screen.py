"""The whole game screen fed with snapshots: what a player sees and what their input asks."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import msgspec
import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from dominos.table.state import Last, RoundSummary, State
from dominos.ui.game.countdown import Countdown
from dominos.ui.game.screen import GameScreen

if TYPE_CHECKING:
    from tests.ui.game.conftest import Snapshots

LoopRunner = Any


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def screen(qtbot: QtBot, clock: Clock) -> GameScreen:
    widget = GameScreen(turn_clock=Countdown(clock=clock), break_clock=Countdown(clock=clock))
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)
    return widget


@pytest.fixture
def ends_shown(screen: GameScreen, monkeypatch: pytest.MonkeyPatch) -> list[set[str]]:
    """Every set of ends the screen asked the board to light, latest last."""
    shown: list[set[str]] = []
    real = screen.board.show_end_choice

    def record(ends: set[str]) -> None:
        shown.append(set(ends))
        real(ends)

    monkeypatch.setattr(screen.board, "show_end_choice", record)
    return shown


def plays(screen: GameScreen) -> list[tuple[object, object]]:
    found: list[tuple[object, object]] = []
    screen.play_requested.connect(lambda tile, end: found.append((tile, end)))
    return found


def click_tile(qtbot: QtBot, screen: GameScreen, index: int) -> None:
    centre = screen.hand.tile_rect(index).center().toPoint()
    qtbot.mouseClick(screen.hand, Qt.MouseButton.LeftButton, pos=centre)


# Hand 0-1, 1-6, 2-2, 3-5, 4-4 against ends 6 and 3: 1-6 fits the left, 3-5 the right.


def test_your_turn_raises_the_tiles_that_fit(screen: GameScreen, snaps: Snapshots) -> None:
    screen.set_state(snaps.mid_round())
    assert [screen.hand.is_raised(i) for i in range(5)] == [False, True, False, True, False]
    assert [screen.hand.is_dimmed(i) for i in range(5)] == [True, False, True, False, True]
    assert "Your turn" in screen.prompt.text() and "38 s" in screen.prompt.text()


def test_off_turn_nothing_is_raised_and_the_prompt_names_the_player(
    screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.mid_round(turn=1, turn_ms_left=20_000))
    assert not any(screen.hand.is_raised(i) or screen.hand.is_dimmed(i) for i in range(5))
    assert screen.prompt.text() == "Bo to play · 20 s"
    assert screen.badges["right"].active and not screen.badges["bottom"].active


def test_seats_go_round_the_table_from_your_chair(screen: GameScreen, snaps: Snapshots) -> None:
    screen.set_state(snaps.mid_round(you=2, turn=3, hand=((0, 1),)))
    names = {place: badge.name_label.text() for place, badge in screen.badges.items()}
    assert names == {"bottom": "Cy (you)", "right": "Dee", "top": "Ann", "left": "Bo"}


def test_pass_is_greyed_with_a_reason_while_you_can_play(
    screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.mid_round())
    assert screen.pass_button.isVisible() and not screen.pass_button.isEnabled()
    assert "must play" in screen.pass_button.toolTip()
    passes: list[None] = []
    screen.pass_requested.connect(lambda: passes.append(None))
    screen.pass_button.click()
    assert passes == []


def test_pass_is_offered_when_nothing_fits(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.mid_round(hand=((0, 1), (2, 2), (4, 4))))
    assert screen.pass_button.isEnabled()
    assert "No tile fits" in screen.pass_button.toolTip()
    assert not any(screen.hand.is_raised(i) for i in range(3))
    with qtbot.waitSignal(screen.pass_requested):
        qtbot.mouseClick(screen.pass_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(screen.pass_requested):
        qtbot.keyClick(screen, Qt.Key.Key_P)


def test_pass_stays_in_the_same_place_as_the_hand_empties(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.mid_round())
    qtbot.wait(10)
    where = screen.pass_button.mapTo(screen, screen.pass_button.rect().topLeft())
    screen.set_state(snaps.mid_round(hand=((1, 6),)))
    qtbot.wait(10)
    assert screen.pass_button.mapTo(screen, screen.pass_button.rect().topLeft()) == where


def test_a_tile_that_fits_one_end_is_played_at_once(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.mid_round())
    asked = plays(screen)
    click_tile(qtbot, screen, 1)
    assert asked == [((1, 6), "left")]


def test_a_tile_that_does_not_fit_is_explained_not_played(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.mid_round())
    news = screen.announce_label.text()
    assert news == "Dee played three-two on the right"  # the last move at the table
    asked = plays(screen)
    click_tile(qtbot, screen, 0)
    assert asked == []
    assert screen.announce_label.text() == "1-0 fits neither end"
    assert screen.announce_label.isVisibleTo(screen)
    # Once the player acts on it, the explanation gives way to the table's news again.
    click_tile(qtbot, screen, 1)
    assert asked == [((1, 6), "left")]
    assert screen.announce_label.text() == news


def test_two_different_ends_glow_and_a_click_on_one_plays_there(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots, ends_shown: list[set[str]]
) -> None:
    screen.set_state(snaps.mid_round(hand=((3, 6), (0, 0))))
    asked = plays(screen)
    click_tile(qtbot, screen, 0)
    assert asked == []
    assert ends_shown[-1] == {"left", "right"}
    assert "click it or press Left or Right" in screen.prompt.text()
    screen.board.end_clicked.emit("left")
    assert asked == [((3, 6), "left")]
    assert ends_shown[-1] == set()


def test_equal_ends_need_no_choice(qtbot: QtBot, screen: GameScreen, snaps: Snapshots) -> None:
    screen.set_state(snaps.mid_round(ends=(4, 4), line=((4, 4),), hand=((4, 1),)))
    asked = plays(screen)
    click_tile(qtbot, screen, 0)
    assert asked == [((4, 1), "right")]


def test_keys_select_choose_an_end_and_play_and_enter_alone_plays_on_the_right(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots, ends_shown: list[set[str]]
) -> None:
    screen.set_state(snaps.mid_round(hand=((0, 0), (3, 6))))
    asked = plays(screen)
    qtbot.keyClick(screen, Qt.Key.Key_2)
    assert screen.hand.selected() == 1 and ends_shown[-1] == {"left", "right"}
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    assert ends_shown[-1] == {"right"}
    qtbot.keyClick(screen, Qt.Key.Key_Escape)
    assert screen.hand.selected() is None and ends_shown[-1] == set()
    qtbot.keyClick(screen, Qt.Key.Key_2)
    qtbot.keyClick(screen, Qt.Key.Key_Left)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert asked == [((3, 6), "left")]
    # Enter with no end chosen plays on the right, as the prompt says while both ends glow.
    qtbot.keyClick(screen, Qt.Key.Key_2)
    assert ends_shown[-1] == {"left", "right"}
    prompt = screen.prompt.text()
    assert "Enter plays 6-3 on the right" in prompt and "press Left or Right" in prompt
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert asked == [((3, 6), "left"), ((3, 6), "right")]


def test_dropping_a_tile_on_an_end_plays_it_there_if_it_fits(
    screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.mid_round(hand=((3, 6), (3, 5))))
    asked = plays(screen)
    screen.board.tile_dropped.emit(5, 3, "left")
    assert asked == []
    screen.board.tile_dropped.emit(6, 3, "left")
    assert asked == [((3, 6), "left")]


def pull_tile(qtbot: QtBot, screen: GameScreen, index: int) -> None:
    """Press on tile ``index`` and pull it up towards the board, as a drag starts."""
    centre = screen.hand.tile_rect(index).center().toPoint()
    qtbot.mousePress(screen.hand, Qt.MouseButton.LeftButton, pos=centre)
    with qtbot.waitSignal(screen.hand.drag_refused, timeout=1000):
        qtbot.mouseMove(screen.hand, centre - QPoint(0, 40))
    # Let go where it was pulled to: a drag, not a click.
    qtbot.mouseRelease(screen.hand, Qt.MouseButton.LeftButton, pos=centre - QPoint(0, 40))


def test_a_drag_or_a_drop_that_plays_nothing_says_why(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.mid_round(hand=((3, 6), (3, 5), (0, 0))))
    asked = plays(screen)
    screen.board.drop_refused.emit(5, 3)  # let go on the board, away from the right end
    assert screen.announce_label.text() == "Drop 5-3 on a lit end, where it fits"
    pull_tile(qtbot, screen, 2)  # 0-0 fits neither end: it does not even lift
    assert screen.announce_label.text() == "0-0 fits neither end"
    screen.set_state(snaps.mid_round(turn=3, hand=((3, 6), (3, 5), (0, 0))))
    pull_tile(qtbot, screen, 0)
    assert screen.announce_label.text() == "Wait for your turn"
    screen.board.drop_refused.emit(6, 3)  # the turn moved on while the tile was in the air
    assert screen.announce_label.text() == "Wait for your turn"
    assert asked == []


def test_a_selection_survives_a_snapshot_that_changes_nothing_it_needs(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    state = snaps.mid_round(hand=((3, 6),))
    screen.set_state(state)
    click_tile(qtbot, screen, 0)
    screen.set_state(msgspec.structs.replace(state, version=13, turn_ms_left=30_000))
    assert screen.hand.selected() == 0
    screen.set_state(msgspec.structs.replace(state, version=14, turn=1))
    assert screen.hand.selected() is None


def test_passes_show_under_names_and_are_announced(screen: GameScreen, snaps: Snapshots) -> None:
    state = snaps.mid_round(
        seats=snaps.seats(passed={1: (5, 2), 3: (5, 2, 6)}),
        ends=(5, 2),
        last=Last("pass", 1),
        turn=2,
    )
    screen.set_state(state)
    assert screen.badges["right"].passed_label.text().replace("\n", " ") == "Passed on five and two"
    assert (
        screen.badges["left"].passed_label.text().replace("\n", " ")
        == "Passed on five, two and six"
    )
    assert screen.badges["top"].passed_label.isHidden()
    assert screen.announce_label.text() == "Bo passed on five and two"


def test_time_up_says_the_table_played_for_you(screen: GameScreen, snaps: Snapshots) -> None:
    screen.set_state(snaps.mid_round(turn=1, last=Last("auto_play", 0, (2, 5), "right")))
    assert screen.announce_label.text() == "Time's up: the table played five-two for you"


def test_your_seconds_turn_amber_at_ten_and_red_at_five(
    screen: GameScreen, snaps: Snapshots, clock: Clock
) -> None:
    screen.set_state(snaps.mid_round(turn_ms_left=11_000))
    calm = screen.prompt.text()
    assert "11 s" in calm and "#FFFFFF" in calm
    clock.now += 1.0
    screen.turn_clock.tick()
    assert "10 s" in screen.prompt.text() and "#FFC233" in screen.prompt.text()
    clock.now += 5.0
    screen.turn_clock.tick()
    assert "5 s" in screen.prompt.text() and "#FF5A4F" in screen.prompt.text()
    assert screen.badges["bottom"].ring.countdown() is screen.turn_clock


def test_a_disconnected_player_is_marked(screen: GameScreen, snaps: Snapshots) -> None:
    screen.set_state(snaps.mid_round(seats=snaps.seats(away=frozenset({2}))))
    assert screen.badges["top"].away
    assert not screen.badges["top"].away_label.isHidden()


def round_end(screen: GameScreen, state: State) -> str:
    screen.set_state(state)
    assert screen.centre.currentWidget() is screen.round_end
    return screen.round_end.sentences()


def test_round_end_after_a_domino(screen: GameScreen, snaps: Snapshots) -> None:
    text = round_end(screen, snaps.round_over(snaps.DOMINO))
    assert "Cy played their last tile. Bo and Dee held 25: Ann and Cy score 25." in text
    assert "Bo 15 points" in text and "Dee 10 points" in text
    assert "Ann and Cy 70 (+25), Bo and Dee 62" in text
    assert "Next round in 27 s" in text
    assert [t.tiles() for t in screen.round_end.teams[1].rows] == [((6, 5), (3, 1)), ((5, 5),)]
    # Cy went out: the row says so instead of staying blank.
    assert screen.round_end.teams[0].rows[1].accessibleName() == "no tiles left"


def test_round_end_when_blocked(screen: GameScreen, snaps: Snapshots) -> None:
    screen.set_state(snaps.mid_round())
    assert screen.badges["top"].tiles.count() == 4
    text = round_end(screen, snaps.round_over(snaps.BLOCKED))
    assert "Blocked: 23 against 31. Ann and Cy score 31." in text
    assert "Ann and Cy: 23 in hand" in text and "Bo and Dee: 31 in hand" in text
    # The hands are face up in the middle now, not also face down by the names.
    assert [screen.badges[p].tiles.count() for p in ("left", "top", "right")] == [0, 0, 0]


def test_round_end_on_a_dead_heat_names_who_laid_the_last_tile(
    screen: GameScreen, snaps: Snapshots
) -> None:
    text = round_end(screen, snaps.round_over(snaps.DEAD_HEAT))
    assert "dead heat, 27 each. Bo and Dee laid the last tile, so they score 27." in text


def test_only_the_host_can_start_the_next_round_early(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.round_over(snaps.BLOCKED))
    assert screen.round_end.next_button.isVisible()
    with qtbot.waitSignal(screen.next_round_requested):
        qtbot.mouseClick(screen.round_end.next_button, Qt.MouseButton.LeftButton)
    screen.set_state(snaps.round_over(snaps.BLOCKED, you=1, host_seat=0, hand=()))
    assert not screen.round_end.next_button.isVisible()


def test_game_over_shows_winner_score_and_rounds_with_host_only_new_game(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.game_over())
    panel = screen.game_over
    assert screen.centre.currentWidget() is panel
    assert panel.headline() == "Ann and Cy win! Final score 106 to 62 (target 100)"
    assert panel.table.rowCount() == 4
    assert panel.table.item(1, 2).text() == "Bo and Dee +62"
    assert panel.table.item(3, 3).text() == "106"
    assert panel.new_button.isVisible() and panel.leave_button.isVisible()
    with qtbot.waitSignal(screen.new_game_requested):
        qtbot.mouseClick(panel.new_button, Qt.MouseButton.LeftButton)
    screen.set_state(snaps.game_over(you=3))
    assert not panel.new_button.isVisible() and panel.leave_button.isVisible()
    with qtbot.waitSignal(screen.leave_requested):
        qtbot.mouseClick(panel.leave_button, Qt.MouseButton.LeftButton)


def test_a_stand_in_for_an_absent_host_gets_the_host_buttons(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    """Ann (seat 0) is gone: the table hands her rights to Bo, and his screen offers them."""
    away = snaps.seats(away=frozenset({0}))
    screen.set_state(snaps.round_over(snaps.BLOCKED, you=1, host_seat=1, seats=away, hand=()))
    assert screen.round_end.next_button.isVisible()
    screen.set_state(snaps.game_over(you=1, host_seat=1, seats=away, hand=()))
    panel = screen.game_over
    assert panel.new_button.isVisible()
    with qtbot.waitSignal(screen.new_game_requested):
        qtbot.mouseClick(panel.new_button, Qt.MouseButton.LeftButton)
    screen.set_state(snaps.game_over(you=2, host_seat=1, seats=away, hand=()))
    assert not panel.new_button.isVisible()


def test_game_over_still_tells_how_the_last_round_ended_with_every_hand(
    screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.game_over(result=snaps.DEAD_HEAT, winner=1, scores=(62, 106)))
    panel = screen.game_over
    assert panel.last_round.text() == "How round 4 ended"
    told = "\n".join(panel.story.sentences())
    assert "dead heat, 27 each. Bo and Dee laid the last tile, so they score 27." in told
    assert "Ann 13 points" in told and "Dee 12 points" in told
    assert "Bo and Dee: 27 in hand" in told
    shown = [row.tiles() for team in panel.story.teams for row in team.rows]
    hands = snaps.DEAD_HEAT.hands
    assert shown == [hands[0], hands[2], hands[1], hands[3]]
    # The same pieces as between rounds, so the last round looks like every other.
    assert type(panel.story) is type(screen.round_end.story)


def visible_in(widget: QWidget, screen: GameScreen) -> bool:
    """Whether all of ``widget`` is on screen, not cut off by the window or scrolled away."""
    rect = widget.rect().translated(widget.mapTo(screen, QPoint(0, 0)))
    return (
        widget.isVisible() and screen.rect().contains(rect) and not widget.visibleRegion().isEmpty()
    )


def settle_with_all_in_sight(
    qtbot: QtBot, screen: GameScreen, scroller: QScrollArea, widgets: list[QWidget]
) -> None:
    """Once the layout has settled, nothing scrolls and every widget is wholly in sight."""

    def settled() -> bool:
        in_sight = all(visible_in(w, screen) for w in widgets)
        return in_sight and scroller.verticalScrollBar().maximum() == 0

    try:
        qtbot.waitUntil(settled, timeout=2000)
    except qtbot.TimeoutError:
        hidden = [w for w in widgets if not visible_in(w, screen)]
        pytest.fail(f"scrolls by {scroller.verticalScrollBar().maximum()} px; cut off: {hidden}")


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)])
def test_game_over_fits_the_window_with_the_table_scrolling_when_long(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots, size: tuple[int, int]
) -> None:
    many = tuple(
        RoundSummary(n, "blocked", n % 2, 10, False, (10 * (n // 2), 10 * ((n + 1) // 2)))
        for n in range(1, 15)
    )
    screen.resize(*size)
    qtbot.waitUntil(lambda: screen.size().height() == size[1])
    panel = screen.game_over
    for state in (snaps.game_over(), snaps.game_over(rounds=many)):
        screen.set_state(state)
        shown = [panel.title, panel.final, panel.story.outcome, *panel.story.teams]
        settle_with_all_in_sight(qtbot, screen, panel.scroller, [*shown, panel.table])
        assert visible_in(panel.new_button, screen) and visible_in(panel.leave_button, screen)
        rows_seen = panel.table.viewport().height() // panel.table.rowHeight(0)
        assert rows_seen >= min(len(state.rounds), 2)
    # Fourteen rounds do not all fit: the round-by-round table scrolls, nothing else does.
    qtbot.waitUntil(lambda: panel.table.verticalScrollBar().maximum() > 0, timeout=2000)


def test_in_the_smallest_window_the_game_over_buttons_stay_in_sight(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    many = tuple(RoundSummary(n, "domino", 0, 10, False, (10 * n, 0)) for n in range(1, 15))
    screen.resize(720, 520)
    qtbot.waitUntil(lambda: screen.size() == QSize(720, 520))
    screen.set_state(snaps.game_over(rounds=many))
    panel = screen.game_over
    # The rest scrolls; leaving (and a new game, for the host) is always one click away.
    qtbot.waitUntil(lambda: panel.scroller.verticalScrollBar().maximum() > 0, timeout=2000)
    qtbot.waitUntil(lambda: visible_in(panel.leave_button, screen), timeout=2000)
    assert visible_in(panel.new_button, screen) and visible_in(panel.title, screen)


def test_game_over_headings_fit_a_narrow_window_or_end_in_an_ellipsis(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.resize(720, 520)
    qtbot.waitUntil(lambda: screen.width() == 720)
    screen.set_state(snaps.game_over())
    table = screen.game_over.table
    header = table.horizontalHeader()
    bold = QFont(header.font())
    bold.setWeight(QFont.Weight.DemiBold)
    metrics = QFontMetrics(bold)
    for col in range(3):
        heading = table.horizontalHeaderItem(col).text()
        room = metrics.horizontalAdvance(heading) + 10  # the sections' padding

        def wide(col: int = col, room: int = room) -> bool:
            return header.sectionSize(col) >= room

        qtbot.waitUntil(wide, timeout=2000)
    # Team names may be too long for their column: shortened with "…", whole in the tooltip.
    assert header.textElideMode() == Qt.TextElideMode.ElideRight
    assert [table.horizontalHeaderItem(c).toolTip() for c in (3, 4)] == ["Ann and Cy", "Bo and Dee"]


def test_clocks_count_down_on_the_event_loop_between_snapshots(
    qtbot: QtBot, loop: LoopRunner, snaps: Snapshots, clock: Clock
) -> None:
    woken: list[float] = []

    async def fast_sleep(delay: float) -> None:
        woken.append(delay)
        clock.now += delay
        await asyncio.sleep(0.001)

    screen = GameScreen(
        turn_clock=Countdown(clock=clock, sleep=fast_sleep),
        break_clock=Countdown(clock=clock, sleep=fast_sleep),
    )
    qtbot.addWidget(screen)
    screen.show()
    screen.set_state(snaps.mid_round(turn=1, turn_ms_left=3_000))
    assert screen.badges["right"].ring.countdown() is screen.turn_clock
    loop.wait_until(lambda: screen.prompt.text() == "Bo to play · 0 s")
    # A visible ring is redrawn as often as it moves a pixel: over a full 45 s turn that is
    # every 0.375 s, so 3 s take about 8 frames plus a wake-up per second for the digits.
    assert 8 <= len(woken) <= 14
    screen.set_state(snaps.round_over(snaps.BLOCKED, break_ms_left=2_000))
    loop.wait_until(lambda: "starting" in screen.round_end.next_label.text())
    screen.close_clocks()


def test_an_explanation_gives_way_to_the_last_move_once_the_player_acts(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.mid_round(hand=((0, 0), (3, 6))))
    news = screen.announce_label.text()
    assert news
    qtbot.keyClick(screen, Qt.Key.Key_2)
    assert "press Left or Right" in screen.prompt.text()
    assert screen.announce_label.text() == news
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    assert screen.announce_label.text() == news
    assert "Enter plays" in screen.prompt.text() and "on the right" in screen.prompt.text()
    qtbot.keyClick(screen, Qt.Key.Key_1)
    assert "fits neither end" in screen.announce_label.text()
    qtbot.keyClick(screen, Qt.Key.Key_Escape)
    assert screen.announce_label.text() == news


def test_a_small_window_fits_the_whole_table_with_your_tiles_still_large(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.mid_round())
    screen.resize(900, 600)
    qtbot.waitUntil(lambda: screen.height() == 600)
    # The round-end panel, hidden during a round, does not hold the window taller.
    assert screen.minimumSizeHint().height() <= 520
    qtbot.waitUntil(lambda: screen.hand.geometry().bottom() < 600)
    assert screen.hand.tile_rect(0).height() >= 80
    # Between rounds at the smallest window, the whole panel shows without scrolling.
    screen.set_state(snaps.round_over(snaps.DEAD_HEAT))
    screen.resize(720, 520)
    qtbot.waitUntil(lambda: screen.size() == QSize(720, 520))
    assert screen.minimumSizeHint().height() <= 520
    panel = screen.round_end
    shown = [panel.story.outcome, *panel.teams, panel.score, panel.next_button]
    settle_with_all_in_sight(qtbot, screen, panel.scroller, shown)


def test_tiles_stay_still_when_the_player_asks_for_reduced_motion(
    qtbot: QtBot, snaps: Snapshots, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dominos.ui.board.board_view import BoardView

    for asked, still in (("1", True), ("", False)):
        monkeypatch.setenv("DOMINOS_REDUCED_MOTION", asked)
        screen = GameScreen()
        qtbot.addWidget(screen)
        screen.show()
        board = screen.board
        assert isinstance(board, BoardView)
        screen.set_state(snaps.mid_round())
        # Dee (seat 3) lays 3-1 on the right: it slides in from her side, unless asked not to.
        screen.set_state(
            snaps.mid_round(
                version=13,
                line=((6, 6), (6, 2), (2, 3), (3, 1)),
                ends=(6, 1),
                last=Last("play", 3, (3, 1), "right"),
            )
        )
        assert board.is_sliding() is not still
        screen.close_clocks()


def test_the_break_waits_for_an_unreachable_host_instead_of_counting(
    screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.round_over(snaps.DOMINO))
    assert screen.break_clock.running
    assert "Next round in" in screen.round_end.next_label.text()
    screen.wait_for_host()
    assert not screen.break_clock.running
    assert screen.round_end.next_label.text() == "Waiting for the host to come back"
    screen.set_state(snaps.round_over(snaps.DOMINO, break_ms_left=12_000))
    assert screen.break_clock.running and screen.break_clock.seconds() == 12
    assert screen.round_end.next_label.text() == "Next round in 12 s"


def test_between_rounds_the_players_can_look_back_at_the_line(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    state = snaps.round_over(snaps.DOMINO)
    screen.set_state(state)
    assert screen.centre.currentWidget() is screen.round_end
    assert screen.look_button.isVisible() and screen.look_button.text() == "Show the table"
    qtbot.mouseClick(screen.look_button, Qt.MouseButton.LeftButton)
    assert screen.centre.currentWidget() is screen.board_widget
    shown = [item.tile for item in screen.board_widget.tile_items()]  # type: ignore[attr-defined]
    assert shown == list(state.line), "the line as the round ended"
    assert screen.look_button.text() == "Show the scores"
    # A clock update keeps the player's choice.
    screen.set_state(snaps.round_over(snaps.DOMINO, break_ms_left=20_000))
    assert screen.centre.currentWidget() is screen.board_widget
    qtbot.mouseClick(screen.look_button, Qt.MouseButton.LeftButton)
    assert screen.centre.currentWidget() is screen.round_end
    qtbot.mouseClick(screen.look_button, Qt.MouseButton.LeftButton)
    # The next round shows its own table, and the toggle goes away.
    screen.set_state(snaps.mid_round(round=4, line=(), ends=None, last=None))
    assert screen.centre.currentWidget() is screen.board_widget
    assert not screen.look_button.isVisible() and not screen.look_button.isChecked()


def test_after_the_game_the_others_hear_who_can_start_again_and_see_it_start(
    screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.game_over(you=1))
    panel = screen.game_over
    assert not panel.new_button.isVisible()
    assert panel.waiting_label.isVisible()
    assert panel.waiting_label.text().startswith("Ann can start a new game")
    screen.set_state(snaps.game_over(you=0))
    assert panel.new_button.isVisible() and not panel.waiting_label.isVisible()
    screen.set_state(snaps.game_over(you=1))
    screen.set_state(
        snaps.mid_round(you=1, round=1, scores=(0, 0), line=(), ends=None, last=None, turn=2)
    )
    assert screen.centre.currentWidget() is screen.board_widget
    assert screen.announce_label.text() == "Ann started a new game, to 150"


def test_a_watcher_at_game_over_is_offered_to_stop_watching_not_a_new_game(
    qtbot: QtBot, screen: GameScreen, snaps: Snapshots
) -> None:
    screen.set_state(snaps.game_over(you=-1, hand=()))
    panel = screen.game_over
    assert screen.centre.currentWidget() is panel
    assert not panel.new_button.isVisible()
    assert panel.leave_button.text() == "Stop watching"
    assert panel.waiting_label.text().startswith("Ann can start a new game. Stay to watch it")
    # The game-over panel's own way out; the row's is for the game under way.
    assert not screen.stop_button.isVisible() and not screen.hand.isVisible()
    with qtbot.waitSignal(screen.leave_requested):
        qtbot.mouseClick(panel.leave_button, Qt.MouseButton.LeftButton)
    # A player's panel says what it always said.
    screen.set_state(snaps.game_over(you=3))
    assert panel.leave_button.text() == "Leave table"
