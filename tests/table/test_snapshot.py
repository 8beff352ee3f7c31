"""What each seat is sent: only what it may know (decisions.md 25), and all of it."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from dominos.engine import Tile, view
from dominos.table import State, Table
from dominos.table.snapshot import Snapshots


def pairs_in(obj: object) -> set[tuple[int, int]]:
    """Every two-number list anywhere in a decoded message, as a normalised tile."""
    found: set[tuple[int, int]] = set()
    if isinstance(obj, list):
        if len(obj) == 2 and all(type(x) is int for x in obj):
            found.add((min(obj), max(obj)))
        for item in obj:
            found |= pairs_in(item)
    elif isinstance(obj, dict):
        for item in obj.values():
            found |= pairs_in(item)
    return found


def leaked(state: State, others: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """Tiles of other hands found in what this seat receives on the wire."""
    wire = msgspec.json.decode(msgspec.json.encode(state))
    # Ends, scores and passes can be pairs of numbers too, but they are not tiles.
    for key in ("ends", "scores", "rounds"):
        wire.pop(key, None)
    for seat in wire["seats"]:
        seat.pop("passed_on")
    if wire.get("result") is not None:
        wire["result"].pop("team_pips")
    return pairs_in(wire) & others


def hands_now(t: Table) -> list[set[tuple[int, int]]]:
    rnd = t.current_round
    assert rnd is not None
    return [{tile.pair for tile in rnd.hand(s)} for s in range(4)]


@pytest.mark.parametrize("seed", range(3))
def test_no_seat_ever_receives_another_hand_before_the_round_ends(seed: int, kit: Any) -> None:
    t, _ = kit.seated(target=100, rng=random.Random(seed))
    t.start(0, 0.0)
    now = 0.0
    checked = 0
    while t.phase != "over":
        if t.phase == "break":
            now += 1.0
            t.next_round(0, now)
        hands = hands_now(t)
        for seat in range(4):
            state = t.snapshot(seat, now)
            assert state.result is None
            assert set(state.hand) == hands[seat]
            others = set().union(*(h for s, h in enumerate(hands) if s != seat))
            assert leaked(state, others) == set()
            checked += 1
        kit.play_first(t, now)
        if t.phase != "round":
            # Round over: every seat now sees all four hands, the same for everyone.
            revealed = hands_now(t)
            views = [t.snapshot(s, now) for s in range(4)]
            for state in views:
                assert state.result is not None
                assert [set(h) for h in state.result.hands] == revealed
                assert state.result == views[0].result
    assert checked > 50


@pytest.mark.parametrize("seed", range(3))
def test_the_snapshot_of_no_seat_is_a_seats_without_its_hand_and_code(seed: int, kit: Any) -> None:
    """What a watcher is sent is derived from what every seat shares: before a round ends
    it holds no tile of any hand; otherwise it is seat 0's (the host's) snapshot with no
    hand and no code, and at the round's end every hand, as the seats see them."""
    t, _ = kit.seated(target=100, rng=random.Random(seed))
    t.start(0, 0.0)
    now, checked = 0.0, 0
    while t.phase != "over":
        if t.phase == "break":
            now += 1.0
            t.next_round(0, now)
        for whole in (True, False):
            watcher = t.snapshot(None, now, whole=whole)
            host = t.snapshot(0, now, whole=whole)
            assert watcher.you == -1 and watcher.hand == () and watcher.code == ""
            assert host.code and host.hand
            assert msgspec.structs.replace(host, you=-1, hand=(), code="") == watcher
            assert leaked(watcher, set().union(*hands_now(t))) == set()
            assert watcher.result is None
            checked += 1
        kit.play_first(t, now)
        if t.phase != "round":
            watcher = t.snapshot(None, now)
            assert watcher.result is not None
            assert [set(h) for h in watcher.result.hands] == hands_now(t)
            assert watcher.result == t.snapshot(2, now).result
    assert checked > 50
    # A seat's snapshot is still its own after a watcher's was built from the same cache.
    assert t.snapshot(1, now).you == 1


def test_a_snapshot_agrees_with_the_engines_view_of_the_seat(kit: Any) -> None:
    t, _ = kit.seated(rng=random.Random(5))
    t.start(0, 0.0)
    for _ in range(12):
        kit.play_first(t, 1.0)
    rnd = t.current_round
    assert rnd is not None
    for seat in range(4):
        state = t.snapshot(seat, 1.0)
        v = view(rnd, seat)
        assert state.hand == tuple(tile.pair for tile in v.hand)
        assert state.line == v.line and state.ends == v.ends and state.turn == v.turn
        assert tuple(s.hand_size for s in state.seats) == v.hand_sizes
        assert tuple(s.passed_on for s in state.seats) == v.passed_on
        assert state.opener == v.opener
        assert state.last is not None and state.last.seat == v.last.seat
    nobody, watcher = view(rnd, None), t.snapshot(None, 1.0)
    assert nobody.hand == () and watcher.hand == () and nobody.legal_moves == ()
    assert watcher.line == nobody.line and watcher.ends == nobody.ends
    assert tuple(s.hand_size for s in watcher.seats) == nobody.hand_sizes


def test_the_snapshot_carries_the_header_and_clocks(kit: Any) -> None:
    t = Table(code="abc234", target=250, table_name="Kitchen", rng=random.Random(1))
    for name in ("Ann", "Bob", "Cy", "Di"):
        t.join(name, "ABC234", 0.0)
    t.start(0, 100.0)
    host, guest = t.snapshot(0, 112.5), t.snapshot(1, 112.5)
    assert (host.target, host.table_name, host.round, host.scores) == (250, "Kitchen", 1, (0, 0))
    assert host.turn_ms_left == guest.turn_ms_left == 32_500
    assert host.break_ms_left is None and host.winner is None
    # The host shares the code; the others already typed it.
    assert host.code == "ABC234" and guest.code == ""
    assert host.version == guest.version == t.version
    assert [s.connected for s in host.seats] == [True] * 4
    t.set_connected(3, False, 113.0)
    assert [s.connected for s in t.snapshot(1, 113.0).seats] == [True, True, True, False]
    # A deadline that passed before advance() shows as zero, never negative.
    assert t.snapshot(1, 10_000.0).turn_ms_left == 0


def test_the_opening_index_follows_the_opening_tile(kit: Any) -> None:
    t, _ = kit.seated(dealer=kit.rigged(kit.DEAL_A))
    t.start(0, 0.0)
    t.play(0, Tile(0, 6), None, 1.0)
    assert t.snapshot(1, 1.0).opening_index == 0
    t.play(1, Tile(0, 1), "left", 2.0)
    t.play(2, Tile(1, 2), "left", 3.0)
    t.play(3, Tile(2, 5), "left", 4.0)
    t.play(0, Tile(6, 6), "right", 5.0)
    state = t.snapshot(1, 5.0)
    assert state.opening_index == 3 and state.line[3] == (0, 6)


def test_the_snapshot_is_the_wire_state_message(kit: Any) -> None:
    t, _ = kit.seated(rng=random.Random(2))
    t.start(0, 0.0)
    kit.finish_round(t, 3.0)
    state = t.snapshot(2, 4.0)
    wire = msgspec.json.encode(state)
    assert msgspec.json.decode(wire)["type"] == "state"
    assert msgspec.json.decode(wire, type=State) == state


def test_the_round_that_ends_the_game_is_still_told_at_game_over(kit: Any) -> None:
    # There is no break after the last round, so the game-over screen is the only place its
    # hands and outcome can be shown: the snapshot keeps them, also for a restored table.
    t, _ = kit.seated(target=100, rng=random.Random(3))
    t.start(0, 0.0)
    now = 0.0
    while t.phase != "over":
        if t.phase == "break":
            now += 1.0
            t.next_round(0, now)
        kit.play_first(t, now)
    restored = Table.restore(t.export(now), now)
    for table in (t, restored):
        views = [table.snapshot(seat, now) for seat in range(4)]
        for state in views:
            assert state.phase == "over" and state.result is not None
            assert state.result == views[0].result
            last = state.rounds[-1]
            assert (state.result.kind, state.result.winning_team, state.result.points) == (
                last.kind,
                last.winning_team,
                last.points,
            )
            assert len(state.result.hands) == 4


@pytest.mark.parametrize("seed", range(4))
def test_snapshots_kept_between_moves_match_ones_built_from_nothing(seed: int, kit: Any) -> None:
    """What the table keeps from one move's snapshots to the next (hands, moves, the line,
    finished rounds) never shows a seat something stale: through whole games, rematches and a
    round dealt again, and however many changes pass between two snapshots."""
    rng = random.Random(seed)
    t, _ = kit.seated(target=150, rng=random.Random(seed))
    t.start(0, 0.0)
    now = 0.0
    compared = restarts = 0
    games = 0
    while games < 2:
        if t.phase == "over":
            games += 1
            t.new_game(0, 150, now)
        elif t.phase == "break":
            t.next_round(0, now)
        else:
            rnd = t.current_round
            assert rnd is not None and t.turn is not None
            moves = rnd.legal_moves()
            if moves:
                move = rng.choice(moves)
                t.play(t.turn, move.tile, move.end, now)
            else:
                t.pass_turn(t.turn, now)
            if t.phase == "round" and restarts < 2 and rng.random() < 0.02:
                t.restart_round(now)
                restarts += 1
        now += 1.0
        # Sometimes every change is seen, sometimes several go by unseen.
        if rng.random() < 0.6:
            for seat in rng.sample(range(4), 4):
                assert t.snapshot(seat, now) == Snapshots().build(t, seat, now)
                compared += 1
    assert compared > 200 and restarts == 2
