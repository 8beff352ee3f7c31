"""A lobby seat whose player dropped is kept for a short grace, then freed (decisions.md 2).

Without it, a player whose app crashed before the game started would hold their place
forever and the table could never fill with someone else.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from dominos.table import LOBBY_GRACE_SECONDS, Table, TableError

CODE = "ABC234"

Seated = Callable[..., tuple[Table, list[str]]]


def test_a_dropped_lobby_seat_is_kept_for_the_grace_then_freed(seated: Seated) -> None:
    t, tokens = seated(now=0.0)
    assert t.next_deadline() is None
    t.set_connected(1, False, 10.0)
    assert t.next_deadline() == pytest.approx(10.0 + LOBBY_GRACE_SECONDS)
    # Until the grace runs out, the place is held: the table is full and Bob is still seated.
    assert not t.advance(10.0 + LOBBY_GRACE_SECONDS - 0.01)
    assert t.names() == ["Ann", "Bob", "Cy", "Di"]
    with pytest.raises(TableError) as e:
        t.join("Eve", CODE, 11.0)
    assert e.value.code == "table_full"

    before = t.version
    assert t.advance(10.0 + LOBBY_GRACE_SECONDS)
    # Freed exactly as if Bob had left: later arrivals move up and everyone is told.
    assert t.names() == ["Ann", "Cy", "Di"]
    assert [t.seat_of(tok) for tok in tokens] == [0, None, 1, 2]
    assert t.version == before + 1
    assert [s.name for s in t.snapshot(2, 31.0).seats] == ["Ann", "Cy", "Di"]
    assert t.next_deadline() is None
    with pytest.raises(TableError) as e:
        t.resume(tokens[1], 40.0)
    assert e.value.code == "bad_token"
    assert t.join("Eve", CODE, 41.0)[0] == 3


def test_coming_back_in_time_keeps_the_seat(seated: Seated) -> None:
    t, tokens = seated()
    t.set_connected(2, False, 0.0)
    assert t.resume(tokens[2], LOBBY_GRACE_SECONDS - 1.0) == 2
    assert t.next_deadline() is None
    assert not t.advance(1000.0)
    assert t.names() == ["Ann", "Bob", "Cy", "Di"] and t.is_connected(2)
    # A second drop starts a fresh grace from its own moment.
    t.set_connected(2, False, 500.0)
    assert t.next_deadline() == pytest.approx(500.0 + LOBBY_GRACE_SECONDS)


def test_the_grace_follows_the_player_when_seats_move_up(seated: Seated) -> None:
    t, tokens = seated()
    t.set_connected(3, False, 0.0)  # Di drops first
    t.set_connected(1, False, 5.0)  # then Bob
    # Both overdue: each is freed at its own time, in order, whatever the seats became.
    assert t.advance(100.0)
    assert t.names() == ["Ann", "Cy"]
    assert [t.seat_of(tok) for tok in tokens] == [0, None, 1, None]


def test_a_grace_under_way_moves_with_an_earlier_departure(seated: Seated) -> None:
    t, tokens = seated()
    t.set_connected(3, False, 0.0)
    t.leave(1, 1.0)  # Bob leaves for good; Di, still away, moves up to seat 2
    assert t.seat_of(tokens[3]) == 2
    assert t.next_deadline() == pytest.approx(LOBBY_GRACE_SECONDS)
    assert t.advance(LOBBY_GRACE_SECONDS)
    assert t.names() == ["Ann", "Cy"]


def test_when_the_host_stays_away_the_next_arrival_hosts(seated: Seated) -> None:
    t, tokens = seated()
    t.set_connected(0, False, 0.0)
    assert t.snapshot(1, 1.0).host_seat == 0  # a blink does not hand the table over
    t.advance(LOBBY_GRACE_SECONDS)
    assert t.seat_of(tokens[1]) == 0 and t.host_seat == 0
    t.join("Eve", CODE, 30.0)
    t.start(0, 31.0)  # Bob, first to arrive now, starts the game
    assert t.phase == "round"


def test_the_grace_scales_with_the_table_clock(seated: Seated) -> None:
    t, _ = seated(time_scale=0.01)
    t.set_connected(1, False, 2.0)
    assert t.next_deadline() == pytest.approx(2.0 + LOBBY_GRACE_SECONDS * 0.01)


def test_once_the_game_starts_a_player_away_keeps_the_seat(seated: Seated) -> None:
    t, _ = seated()
    t.set_connected(3, False, 0.0)
    t.start(0, 1.0)
    t.advance(1.0 + 10 * LOBBY_GRACE_SECONDS)
    assert t.names() == ["Ann", "Bob", "Cy", "Di"]
    assert t.seat_count == 4


def test_dropping_after_the_game_started_frees_nothing(seated: Seated) -> None:
    t, _ = seated()
    t.start(0, 0.0)
    t.set_connected(2, False, 1.0)
    t.advance(1.0 + LOBBY_GRACE_SECONDS)
    assert t.seat_count == 4


def test_a_restarted_host_gives_every_lobby_seat_the_grace_from_the_restart(
    seated: Seated,
) -> None:
    t, tokens = seated()
    t.leave(3, 0.0)
    t.set_connected(1, False, 1.0)  # Bob was already away when the host died
    data = json.loads(json.dumps(t.export(1.0)))
    # As the journal does it: nobody is connected to a new process.
    for seat in data["seats"]:
        seat["connected"] = False
    r = Table.restore(data, 1000.0)
    assert r.next_deadline() == pytest.approx(1000.0 + LOBBY_GRACE_SECONDS)
    assert not r.advance(1000.0)  # not freed at once
    assert r.resume(tokens[0], 1005.0) == 0
    assert r.resume(tokens[2], 1010.0) == 2
    assert r.advance(1000.0 + LOBBY_GRACE_SECONDS)
    # Bob never came back: freed; the two who did keep their places.
    assert r.names() == ["Ann", "Cy"]
    assert r.next_deadline() is None


def test_a_restored_lobby_still_round_trips(seated: Seated) -> None:
    t, _ = seated()
    t.set_connected(2, False, 3.0)
    r = Table.restore(json.loads(json.dumps(t.export(3.0))), 50.0)
    assert r.names() == t.names() and not r.is_connected(2) and r.is_connected(1)
    assert r.next_deadline() == pytest.approx(50.0 + LOBBY_GRACE_SECONDS)
