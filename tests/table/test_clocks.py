"""Turn clocks, auto-play and the short clock of disconnected players (decisions.md 21-24)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from dominos.engine import Tile
from dominos.table import Table, TableError


def rigged(kit: Any, **kwargs: Any) -> Table:
    t, _ = kit.seated(dealer=kit.rigged(kit.DEAL_A), **kwargs)
    t.start(0, kwargs.get("now", 0.0))
    return t


def ms_left(t: Table, now: float) -> int | None:
    return t.snapshot(0, now).turn_ms_left


def test_an_expired_opening_plays_the_lowest_tile(kit: Any) -> None:
    t = rigged(kit)
    assert t.next_deadline() == 45.0
    assert t.advance(44.99) is False and t.snapshot(0, 44.99).line == ()
    assert t.advance(45.0) is True
    view = t.snapshot(2, 45.0)
    assert view.last is not None
    assert (view.last.kind, view.last.seat, view.last.tile, view.last.end) == (
        "auto_play",
        0,
        (0, 6),
        None,
    )
    assert view.line == ((0, 6),) and view.turn == 1 and view.turn_ms_left == 45_000


def test_an_expired_turn_with_nothing_to_play_passes(kit: Any) -> None:
    t = rigged(kit)
    t.play(0, Tile(6, 6), None, 1.0)
    assert t.next_deadline() == 46.0
    assert t.advance(46.0)
    view = t.snapshot(0, 46.0)
    assert view.last is not None and (view.last.kind, view.last.seat) == ("auto_pass", 1)
    assert view.seats[1].passed_on == (6,) and view.turn == 2


def test_auto_play_takes_the_lowest_playable_tile_even_on_the_right(kit: Any) -> None:
    t = rigged(kit)
    t.play(0, Tile(6, 6), None, 0.0)
    for seat in (1, 2, 3):
        t.pass_turn(seat, 0.0)
    t.play(0, Tile(5, 6), "right", 0.0)  # ends 6 and 5; seat 1 holds 0-0 .. 0-5 and 1-1
    t.advance(45.0)
    last = t.snapshot(1, 45.0).last
    assert last is not None and (last.kind, last.tile, last.end) == ("auto_play", (0, 5), "right")


def expected_auto(view: Any) -> tuple[str, tuple[int, int] | None, str | None]:
    """Rule 22 worked out independently from a seat's own snapshot."""
    if view.ends is None:
        return ("auto_play", view.hand[0], None)
    left, right = view.ends
    for tile in view.hand:
        if left in tile:
            return ("auto_play", tile, "left")
        if right in tile:
            return ("auto_play", tile, "right")
    return ("auto_pass", None, None)


@pytest.mark.parametrize("seed", range(4))
def test_a_round_left_to_the_clock_follows_rule_22_at_every_turn(seed: int, kit: Any) -> None:
    t, _ = kit.seated(rng=random.Random(seed))
    t.start(0, 0.0)
    kinds = set()
    while t.phase == "round":
        deadline = t.next_deadline()
        assert deadline is not None
        seat = t.turn
        assert seat is not None
        want = expected_auto(t.snapshot(seat, deadline))
        assert t.advance(deadline)
        last = t.snapshot(seat, deadline).last
        assert last is not None and last.seat == seat
        assert (last.kind, last.tile, last.end) == want
        kinds.add(last.kind)
    assert "auto_play" in kinds


def test_a_player_disconnected_at_the_start_of_their_turn_gets_five_seconds(kit: Any) -> None:
    t = rigged(kit)
    t.set_connected(1, False, 2.0)
    assert t.next_deadline() == 45.0  # seat 0's clock is not touched
    t.play(0, Tile(0, 6), None, 10.0)
    assert t.next_deadline() == 15.0
    assert t.snapshot(0, 10.0).turn_ms_left == 5_000
    assert t.advance(15.0)
    last = t.snapshot(0, 15.0).last
    assert last is not None and (last.kind, last.seat, last.tile) == ("auto_play", 1, (0, 0))
    # Seat 2 is connected: a full turn again, counted from the auto-play.
    assert t.next_deadline() == 60.0


def test_dropping_with_thirty_seconds_left_keeps_five(kit: Any) -> None:
    t = rigged(kit)
    t.set_connected(0, False, 15.0)
    assert ms_left(t, 15.0) == 5_000 and t.next_deadline() == 20.0


def test_dropping_with_three_seconds_left_keeps_three(kit: Any) -> None:
    t = rigged(kit)
    t.set_connected(0, False, 42.0)
    assert ms_left(t, 42.0) == 3_000 and t.next_deadline() == 45.0


def test_reconnecting_gives_no_time_back(kit: Any) -> None:
    t = rigged(kit)
    t.set_connected(0, False, 15.0)
    t.set_connected(0, True, 17.0)
    assert ms_left(t, 17.0) == 3_000 and t.next_deadline() == 20.0
    # Dropping again cannot stretch the clock either.
    t.set_connected(0, False, 19.0)
    assert t.next_deadline() == 20.0
    # Reclaiming the seat with the token is no different.
    t2, tokens = kit.seated(dealer=kit.rigged(kit.DEAL_A))
    t2.start(0, 0.0)
    t2.leave(0, 10.0)
    assert t2.resume(tokens[0], 11.0) == 0
    assert t2.next_deadline() == 15.0


def test_a_player_back_before_their_turn_gets_the_full_turn(kit: Any) -> None:
    t = rigged(kit)
    t.set_connected(1, False, 1.0)
    t.set_connected(1, True, 2.0)
    t.play(0, Tile(0, 6), None, 3.0)
    assert t.next_deadline() == 48.0


def test_a_late_advance_does_not_stretch_the_next_clock(kit: Any) -> None:
    t = rigged(kit)
    assert t.advance(47.0)
    # The opening was auto-played at 45, so seat 1's turn started then.
    assert t.next_deadline() == 90.0 and ms_left(t, 47.0) == 43_000


def test_a_table_of_absent_players_plays_itself_out(kit: Any) -> None:
    t, _ = kit.seated(target=50, rng=random.Random(9))
    t.start(0, 0.0)
    for seat in range(4):
        t.set_connected(seat, False, 0.0)
    # One late call fires every deadline due in turn: 5 s turns, 30 s breaks.
    assert t.advance(100_000.0)
    assert t.phase == "over" and t.next_deadline() is None
    assert t.advance(200_000.0) is False


def test_the_next_round_opener_disconnected_gets_five_seconds(kit: Any) -> None:
    t, _ = kit.seated(target=500, rng=random.Random(3))
    t.start(0, 0.0)
    kit.finish_round(t, 1.0)
    assert t.phase == "break" and t.next_deadline() == 31.0
    opener = (t.snapshot(0, 1.0).opener + 1) % 4
    t.set_connected(opener, False, 2.0)
    assert t.next_deadline() == 31.0  # the break is not shortened
    assert t.advance(31.0)
    assert t.turn == opener and t.next_deadline() == 36.0


def test_time_scale_shrinks_every_clock(kit: Any) -> None:
    t, _ = kit.seated(target=500, dealer=kit.rigged(kit.DEAL_A), time_scale=0.01)
    t.start(0, 0.0)
    assert t.next_deadline() == pytest.approx(0.45)
    assert t.snapshot(0, 0.0).turn_ms_left == 450
    t.set_connected(0, False, 0.1)
    assert t.next_deadline() == pytest.approx(0.15)
    t.set_connected(0, True, 0.1)
    kit.finish_round(t, 0.12)
    assert t.next_deadline() == pytest.approx(0.42)
    assert t.snapshot(1, 0.12).break_ms_left == 300


def test_no_clock_runs_in_the_lobby_or_after_the_game(kit: Any) -> None:
    t, _ = kit.seated(target=50, rng=random.Random(4))
    assert t.next_deadline() is None and t.advance(1e9) is False
    assert t.snapshot(0, 0.0).turn_ms_left is None
    t.start(0, 0.0)
    t.advance(1e9)  # nobody plays: the clock plays the whole game
    assert t.phase == "over" and t.next_deadline() is None
    view = t.snapshot(0, 2e9)
    assert view.turn_ms_left is None and view.break_ms_left is None


def test_bad_time_scales_are_refused() -> None:
    for scale in (0, -1.0, float("nan"), float("inf")):
        with pytest.raises(ValueError):
            Table(code="ABC234", time_scale=scale)


def test_a_play_arriving_after_the_deadline_is_refused_and_the_clock_plays(kit: Any) -> None:
    t = rigged(kit)
    before = (t.version, t.export(0.0))
    with pytest.raises(TableError) as e:
        t.play(0, Tile(6, 6), None, 45.0)
    assert e.value.code == "not_your_turn" and "time ran out" in e.value.message
    assert (t.version, t.export(0.0)) == before
    assert t.advance(45.5)
    last = t.snapshot(0, 45.5).last
    assert last is not None and (last.kind, last.tile) == ("auto_play", (0, 6))
