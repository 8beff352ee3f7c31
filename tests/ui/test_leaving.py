"""Leaving and quitting, with four windows on a real table on 127.0.0.1.

Between games a seat given up is freed for good (decisions.md 2): the one who leaves is
asked first, the other three are back in the lobby and told who left, the table counts three
players, and anyone, the one who left included, can take the free seat with the code.
During a game a player who quits for now keeps the seat, and the others see them away, with
the table playing for them after 5 s each turn (decisions.md 23).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from dominos.table.state import State
from dominos.ui.game.screen import PLACES
from dominos.ui.game.seat_badge import SeatBadge
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow

from .conftest import LoopRunner, list_hosted_table, loopback_context, open_windows, quit_windows
from .test_look import assert_over_its_window

NAMES = ("Ann", "Bo", "Cy", "Dee")


@pytest.fixture
def time_scale() -> float:
    # A 45 ms turn: nobody plays, and the table plays a game to 50 for them in a few seconds.
    return 0.001


@pytest.fixture
def context(settings: Settings, loop: LoopRunner, time_scale: float) -> Iterator[AppContext]:
    yield from loopback_context(settings, loop, time_scale)


@pytest.fixture
def playing(qtbot: QtBot, context: AppContext, loop: LoopRunner) -> Iterator[list[MainWindow]]:
    """Four windows at a table to 50 points, its first round dealt."""
    made = open_windows(context, NAMES)
    loop.run(made[0].seating.host_table(50))
    list_hosted_table(context)
    assert context.hosting is not None
    for guest in made[1:]:
        loop.run(guest.seating.join_code(context.hosting.code))
    loop.wait_until(lambda: made[0].lobby.start_button.isEnabled())
    made[0].lobby.start_button.click()
    loop.wait_until(lambda: all(phase(w) in ("round", "break", "over") for w in made))
    yield made
    quit_windows(loop, made)


@pytest.fixture
def windows(playing: list[MainWindow], loop: LoopRunner) -> list[MainWindow]:
    """The same four once the table has played the game out for them."""
    loop.wait_until(lambda: all(phase(w) == "over" for w in playing), timeout=60)
    return playing


def phase(window: MainWindow) -> str | None:
    state = window.session.state if window.session is not None else None
    return state.phase if state is not None else None


def seat_names(window: MainWindow) -> list[str]:
    assert window.session is not None and window.session.state is not None
    return [seat.name for seat in window.session.state.seats]


def in_lobby(window: MainWindow) -> bool:
    return window.stack.currentWidget() is window.lobby


def dee_away(window: MainWindow) -> bool:
    return badge_of(window, 3).away


def badge_of(window: MainWindow, seat: int) -> SeatBadge:
    """The badge ``window`` shows for ``seat``, wherever that seat sits on its screen."""
    assert window.game is not None and window.session is not None
    state = window.session.state
    assert state is not None
    return window.game.badges[PLACES[(seat - state.you) % 4]]


def answer(box: QMessageBox | None, role: QMessageBox.ButtonRole) -> None:
    assert box is not None and box.isVisible()
    next(b for b in box.buttons() if box.buttonRole(b) == role).click()


def test_leaving_after_a_game_is_asked_then_frees_the_seat_for_all_to_see(
    context: AppContext, windows: list[MainWindow], loop: LoopRunner
) -> None:
    ann, bo, cy, dee = windows
    assert context.hosting is not None and context.hosting.table is not None
    table = context.hosting.table
    panel = bo.game.game_over if bo.game is not None else None
    assert panel is not None and panel.leave_button.isVisible()

    panel.leave_button.click()
    box = bo.leave_box
    assert box is not None
    assert_over_its_window(box, bo)
    words = box.text() + " " + box.informativeText()
    assert "seat" in words and "code" in words
    answer(box, QMessageBox.ButtonRole.RejectRole)  # "Stay": nothing happens
    assert phase(bo) == "over" and table.seat_count == 4

    panel.leave_button.click()
    answer(bo.leave_box, QMessageBox.ButtonRole.AcceptRole)
    loop.wait_until(lambda: bo.stack.currentWidget() is bo.home)
    for window in (ann, cy, dee):
        loop.wait_until(functools.partial(in_lobby, window))
        assert seat_names(window) == ["Ann", "Cy", "Dee"]
    # Cy and Dee moved up a seat each, so the teams changed: each of the three is told how.
    moved = "Bo left the table.\n{cy} from seat 3 to seat 2. {dee} from seat 4 to seat 3.\n"
    assert ann.banner.text == (
        moved.format(cy="Cy moves", dee="Dee moves")
        + "Your partner is now Dee. Cy will partner the next player to join."
    )
    assert cy.banner.text == (
        moved.format(cy="You move", dee="Dee moves")
        + "Ann and Dee are now partners. You will partner the next player to join."
    )
    assert dee.banner.text == (
        moved.format(cy="Cy moves", dee="You move")
        + "Your partner is now Ann. Cy will partner the next player to join."
    )
    # What the LAN listing is made of: three players, in the lobby, a seat to take.
    assert (table.seat_count, table.phase) == (3, "lobby")
    assert not ann.lobby.start_button.isEnabled()

    # Bo changes his mind: his home screen holds the table's code, and Join gives him the
    # free seat again, at the back.
    assert bo.home.code == context.hosting.code and bo.home.join_button.isEnabled()
    bo.home.join_button.click()
    loop.wait_until(lambda: seat_names(ann) == ["Ann", "Cy", "Dee", "Bo"])
    loop.wait_until(lambda: ann.banner.text == "")
    assert ann.lobby.start_button.isEnabled()


def test_quitting_after_a_game_frees_the_seat_rather_than_keeping_it_from_everyone(
    context: AppContext, windows: list[MainWindow], loop: LoopRunner
) -> None:
    ann, _bo, cy, dee = windows
    assert context.hosting is not None and context.hosting.table is not None
    loop.run(dee.shutdown())  # Dee's app quits
    loop.wait_until(lambda: ann.stack.currentWidget() is ann.lobby)
    assert seat_names(ann) == ["Ann", "Bo", "Cy"]
    assert cy.banner.text == "Dee left the table."
    assert context.hosting.table.seat_count == 3


@pytest.mark.parametrize("time_scale", [0.02])  # 0.9 s a turn, 0.1 s for a player away
def test_a_player_who_quits_for_now_is_seen_away_and_played_for_after_five_seconds(
    context: AppContext, playing: list[MainWindow], loop: LoopRunner
) -> None:
    ann, _bo, cy, dee = playing
    loop.run(dee.shutdown())  # Dee quits for now, mid-game
    for window in (ann, cy):
        loop.wait_until(functools.partial(dee_away, window))
        badge = badge_of(window, 3)
        assert badge.away_label.isVisible()
        assert badge.away_label.text() == "away: the table plays for them after 5 s"
    assert context.hosting is not None and context.hosting.table is not None
    assert context.hosting.table.seat_count == 4  # the seat is kept for her

    # On her next turn the table gives her 5 s (here 0.1 s), then plays for her.
    assert ann.session is not None and ann.session.state is not None
    away_since = ann.session.state.version
    seen: list[State] = []
    ann.session.state_changed.connect(seen.append)

    def dee_played_for() -> list[State]:
        later = [s for s in seen if s.version > away_since and s.phase == "round"]
        turns = [i for i, s in enumerate(later) if s.turn == 3]
        if not turns or turns[0] + 1 >= len(later):
            return []
        return later[turns[0] : turns[0] + 2]

    loop.wait_until(lambda: bool(dee_played_for()), timeout=10)
    her_turn, after = dee_played_for()
    assert her_turn.turn_ms_left is not None and her_turn.turn_ms_left <= 5_000 * 0.02
    assert not her_turn.seats[3].connected
    assert after.last is not None and after.last.seat == 3
    assert after.last.kind in ("auto_play", "auto_pass")
