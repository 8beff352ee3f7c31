"""Host rights while the host is away (decisions.md 17, 20): they pass on, the seat never does.

Without this, a host who dropped for good mid-game left a table on which nobody could ever
start a new game.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from dominos.table import Table, TableError


def to_break(kit: Any) -> tuple[Table, list[str]]:
    t, tokens = kit.seated(target=500, rng=random.Random(5))
    t.start(0, 0.0)
    kit.finish_round(t, 1.0)
    assert t.phase == "break"
    return t, tokens


def to_game_over(kit: Any) -> tuple[Table, list[str]]:
    t, tokens = kit.seated(target=50, rng=random.Random(3))
    t.start(0, 0.0)
    while t.phase != "over":
        if t.phase == "break":
            t.next_round(0, 2.0)
        kit.finish_round(t, 2.0)
    return t, tokens


def test_at_game_over_the_next_connected_seat_can_start_a_new_game(kit: Any) -> None:
    t, tokens = to_game_over(kit)
    t.set_connected(0, False, 3.0)
    assert t.host_seat == 1
    assert all(t.snapshot(s, 3.0).host_seat == 1 for s in (1, 2, 3))
    t.new_game(1, 150, 4.0)
    assert t.phase == "round" and t.target == 150 and t.scores == (0, 0)
    # The rights moved, not the seat: Ann still sits at seat 0 with her hand.
    assert t.names()[0] == "Ann" and t.seat_of(tokens[0]) == 0
    assert len(t.snapshot(0, 4.0).hand) == 7


def test_the_rights_come_back_when_the_host_returns(kit: Any) -> None:
    t, tokens = to_break(kit)
    t.set_connected(0, False, 2.0)
    assert t.host_seat == 1
    assert t.resume(tokens[0], 3.0) == 0
    assert t.host_seat == 0 and t.snapshot(2, 3.0).host_seat == 0
    with pytest.raises(TableError) as e:
        t.next_round(1, 4.0)
    assert e.value.code == "not_host"
    t.next_round(0, 4.0)
    assert t.phase == "round"


def test_the_rights_skip_seats_that_are_away_too_in_turn_order(kit: Any) -> None:
    t, _ = to_break(kit)
    t.set_connected(0, False, 2.0)
    t.set_connected(1, False, 2.0)
    assert t.host_seat == 2
    with pytest.raises(TableError) as e:
        t.next_round(3, 3.0)
    assert e.value.code == "not_host"
    # Whoever holds the rights is named, so the refusal says who can act.
    assert "Cy" in e.value.message
    t.next_round(2, 3.0)
    assert t.phase == "round"


def test_the_host_who_left_mid_game_passes_the_rights_too(kit: Any) -> None:
    t, _ = to_break(kit)
    t.leave(0, 2.0)  # mid-game, leaving keeps the seat for a later return
    assert t.host_seat == 1 and t.seat_count == 4


def test_a_stand_in_who_drops_hands_the_rights_on(kit: Any) -> None:
    t, _ = to_break(kit)
    t.set_connected(0, False, 2.0)
    t.set_connected(1, False, 3.0)
    t.set_connected(1, True, 4.0)
    assert t.host_seat == 1


def test_with_everyone_away_the_rights_stay_with_the_host(kit: Any) -> None:
    t, _ = to_break(kit)
    for seat in range(4):
        t.set_connected(seat, False, 2.0)
    assert t.host_seat == 0


def test_in_the_lobby_the_rights_wait_for_the_grace(kit: Any) -> None:
    t, _ = kit.seated()
    t.set_connected(0, False, 1.0)
    assert t.host_seat == 0
    with pytest.raises(TableError) as e:
        t.start(1, 2.0)
    assert e.value.code == "not_host"


def test_the_code_stays_with_the_host_seat(kit: Any) -> None:
    t, _ = to_break(kit)
    t.set_connected(0, False, 2.0)
    assert t.snapshot(1, 2.0).code == ""
