"""Lobby, rounds, the break, game over and rematches; host rights; refusals change nothing."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from dominos.engine import Tile
from dominos.table import Table, TableError

Seated = Callable[..., tuple[Table, list[str]]]
Started = Callable[..., Table]


def refused(code: str, call: Callable[[], object], table: Table) -> TableError:
    """Runs a call that must be refused with ``code`` and leave the table untouched."""
    before = (table.version, table.export(0.0))
    with pytest.raises(TableError) as e:
        call()
    assert e.value.code == code, e.value.message
    assert (table.version, table.export(0.0)) == before
    return e.value


def test_only_the_host_starts_and_only_with_four(seated: Seated) -> None:
    t = Table(code="ABC234", rng=random.Random(1))
    for name in ("Ann", "Bob", "Cy"):
        t.join(name, "ABC234", 0.0)
    err = refused("wrong_phase", lambda: t.start(0, 1.0), t)
    assert "one more player" in err.message
    t.join("Di", "ABC234", 0.0)
    for seat in (1, 2, 3):
        assert refused("not_host", lambda s=seat: t.start(s, 1.0), t).message == (  # type: ignore[misc]
            "Only the host can start the game."
        )
    t.start(0, 1.0)
    assert t.phase == "round" and t.round_number == 1
    refused("wrong_phase", lambda: t.start(0, 2.0), t)


def test_the_double_six_holder_opens_round_one(seated: Seated, kit: Any) -> None:
    t, _ = seated(dealer=kit.rigged(kit.DEAL_B))
    t.start(0, 0.0)
    view = t.snapshot(2, 0.0)
    assert view.opener == 2 and view.turn == 2 and (6, 6) in view.hand
    assert view.turn_ms_left == 45_000


def test_out_of_turn_and_illegal_plays_are_refused(seated: Seated, kit: Any) -> None:
    t, _ = seated(dealer=kit.rigged(kit.DEAL_A))
    t.start(0, 0.0)
    refused("not_your_turn", lambda: t.play(1, Tile(0, 0), None, 1.0), t)
    refused("not_your_turn", lambda: t.pass_turn(2, 1.0), t)
    err = refused("illegal_move", lambda: t.play(0, Tile(0, 0), None, 1.0), t)
    assert "6-6" not in err.message and "0-0" in err.message  # names the tile, not others
    refused("illegal_move", lambda: t.play(0, "66", None, 1.0), t)  # type: ignore[arg-type]
    refused("illegal_move", lambda: t.play(0, Tile(6, 6), "middle", 1.0), t)
    refused("must_play", lambda: t.pass_turn(0, 1.0), t)  # the opener never passes
    t.play(0, Tile(1, 6), None, 1.0)  # ends 1 and 6
    assert t.snapshot(1, 1.0).ends == (1, 6)
    # Seat 1 holds 0-1 and 1-1 (fit left) but no six.
    refused("illegal_move", lambda: t.play(1, Tile(0, 1), "right", 2.0), t)
    refused("illegal_move", lambda: t.play(1, Tile(0, 2), None, 2.0), t)
    refused("must_play", lambda: t.pass_turn(1, 2.0), t)
    t.play(1, Tile(1, 1), None, 2.0)  # only one end fits: no end needed
    assert t.snapshot(2, 2.0).line == ((1, 1), (1, 6))


def test_a_tile_fitting_two_different_ends_needs_an_end(seated: Seated, kit: Any) -> None:
    t, _ = seated(dealer=kit.rigged(kit.DEAL_A))
    t.start(0, 0.0)
    t.play(0, Tile(0, 6), None, 1.0)  # ends 0 and 6
    t.play(1, Tile(0, 1), "left", 2.0)  # ends 1 and 6
    t.play(2, Tile(1, 2), "left", 3.0)  # ends 2 and 6
    t.play(3, Tile(2, 5), "left", 4.0)  # ends 5 and 6: seat 0's 5-6 fits both
    err = refused("illegal_move", lambda: t.play(0, Tile(5, 6), None, 5.0), t)
    assert "left or the right" in err.message
    t.play(0, Tile(5, 6), "right", 5.0)
    view = t.snapshot(1, 5.0)
    assert view.ends == (5, 5) and view.line[-1] == (6, 5)
    assert view.last is not None and view.last.kind == "play" and view.last.end == "right"


def test_passing_is_public_and_only_when_nothing_fits(seated: Seated, kit: Any) -> None:
    t, _ = seated(dealer=kit.rigged(kit.DEAL_A))
    t.start(0, 0.0)
    t.play(0, Tile(6, 6), None, 1.0)
    refused("illegal_move", lambda: t.play(1, Tile(0, 0), None, 2.0), t)
    t.pass_turn(1, 2.0)
    view = t.snapshot(3, 2.0)
    assert view.seats[1].passed_on == (6,)
    assert view.last is not None and (view.last.kind, view.last.seat) == ("pass", 1)
    assert view.turn == 2


def test_nothing_but_the_round_phase_accepts_plays(seated: Seated) -> None:
    t, _ = seated()
    refused("wrong_phase", lambda: t.play(0, Tile(6, 6), None, 0.0), t)
    refused("wrong_phase", lambda: t.pass_turn(0, 0.0), t)
    refused("wrong_phase", lambda: t.next_round(0, 0.0), t)
    refused("wrong_phase", lambda: t.new_game(0, 100, 0.0), t)


def test_the_break_ends_by_itself_after_thirty_seconds(started: Started, kit: Any) -> None:
    t = started(target=500)
    kit.finish_round(t, 10.0)
    assert t.phase == "break"
    view = t.snapshot(1, 10.0)
    assert view.break_ms_left == 30_000 and view.turn is None and view.result is not None
    assert t.snapshot(1, 25.0).break_ms_left == 15_000
    assert t.next_deadline() == 40.0
    assert t.advance(39.9) is False and t.phase == "break"
    assert t.advance(40.0) is True
    assert t.phase == "round" and t.round_number == 2
    view = t.snapshot(1, 40.0)
    assert view.result is None and view.last is None and len(view.hand) == 7
    assert view.turn_ms_left == 45_000 and view.break_ms_left is None


def test_the_host_may_end_the_break_early_and_nobody_else(started: Started, kit: Any) -> None:
    t = started(target=500)
    kit.finish_round(t, 10.0)
    for seat in (1, 2, 3):
        err = refused("not_host", lambda s=seat: t.next_round(s, 12.0), t)  # type: ignore[misc]
        assert "host" in err.message
    t.next_round(0, 12.0)
    assert t.phase == "round" and t.round_number == 2
    assert t.next_deadline() == 12.0 + 45.0
    refused("wrong_phase", lambda: t.next_round(0, 13.0), t)


def test_openers_rotate_whatever_the_result(seated: Seated, kit: Any) -> None:
    t, _ = seated(target=500, rng=random.Random(3), dealer=kit.rigged(kit.DEAL_B))
    t.start(0, 0.0)
    openers: list[int | None] = []
    now = 0.0
    while t.phase != "over" and len(openers) < 6:
        openers.append(t.snapshot(0, now).opener)
        kit.finish_round(t, now)
        if t.phase == "break":
            now += 1.0
            t.next_round(0, now)
    assert openers == [2, 3, 0, 1, 2, 3]


def play_game(t: Table, kit: Any, now: float = 0.0) -> float:
    while t.phase != "over":
        kit.finish_round(t, now)
        if t.phase == "break":
            now += 1.0
            t.next_round(0, now)
    return now


def test_game_over_at_the_target_and_points_above_count(started: Started, kit: Any) -> None:
    overshoot = 0
    for seed in range(6):
        t = started(target=50, rng=random.Random(seed))
        now = play_game(t, kit)
        view = t.snapshot(3, now)
        assert view.phase == "over" and t.next_deadline() is None
        winner = view.winner
        assert winner is not None and view.scores[winner] >= 50 > view.scores[1 - winner]
        # Scores are the plain sums of the rounds won: nothing is capped at the target.
        for team in (0, 1):
            won = [r.points for r in view.rounds if r.winning_team == team]
            assert view.scores[team] == sum(won)
        assert view.rounds[-1].scores == view.scores
        assert view.result is not None and view.break_ms_left is None
        overshoot = max(overshoot, view.scores[winner] - 50)
        # Only the last round reached the target.
        assert all(max(r.scores) < 50 for r in view.rounds[:-1])
    assert overshoot > 0


def test_new_game_keeps_the_seats_and_resets_the_score(seated: Seated, kit: Any) -> None:
    t, tokens = seated(target=50, rng=random.Random(4), dealer=kit.rigged(kit.DEAL_A))
    t.start(0, 0.0)
    now = play_game(t, kit)
    refused("not_host", lambda: t.new_game(2, 150, now), t)
    refused("bad_target", lambda: t.new_game(0, 120, now), t)
    refused("bad_target", lambda: t.new_game(0, 550, now), t)
    # Rigged deals ran out, so round 1 of the new game is a fresh shuffle: find the 6-6.
    t.new_game(0, 150, now + 1)
    view = t.snapshot(0, now + 1)
    assert view.phase == "round" and view.round == 1 and view.target == 150
    assert view.scores == (0, 0) and view.rounds == () and view.winner is None
    assert view.result is None and view.last is None
    assert t.names() == ["Ann", "Bob", "Cy", "Di"]
    assert [t.seat_of(tok) for tok in tokens] == [0, 1, 2, 3]
    holder = next(s for s in range(4) if (6, 6) in t.snapshot(s, now + 1).hand)
    assert view.opener == holder == view.turn
    refused("wrong_phase", lambda: t.new_game(0, 100, now + 2), t)


def test_every_change_bumps_the_version(seated: Seated, kit: Any) -> None:
    t = Table(code="ABC234", rng=random.Random(2))
    seen = [t.version]

    def bumped() -> None:
        assert t.version > seen[-1]
        seen.append(t.version)

    for name in ("Ann", "Bob", "Cy", "Di", "Eve"):
        t.join(name, "ABC234", 0.0)
        bumped()
        if name == "Di":
            t.leave(3, 0.0)
            bumped()
        if t.seat_count == 4:
            break
    t.start(0, 0.0)
    bumped()
    t.set_connected(1, False, 0.0)
    bumped()
    t.set_connected(1, False, 0.0)  # no change, no new version
    assert t.version == seen[-1]
    t.set_connected(1, True, 0.0)
    bumped()
    now = 0.0
    while t.phase == "round":
        kit.play_first(t, now)
        bumped()
    t.next_round(0, now)
    bumped()
    deadline = t.next_deadline()
    assert deadline is not None
    assert t.advance(deadline)
    bumped()
