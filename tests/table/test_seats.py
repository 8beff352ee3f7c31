"""Seats by arrival, names, codes and tokens (decisions.md 1-4, 26)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from dominos.table import Table, TableError

CODE = "ABC234"


def lobby() -> Table:
    return Table(code=CODE, rng=random.Random(1))


def test_seats_follow_arrival_and_the_first_is_host() -> None:
    t = lobby()
    seats = [t.join(n, CODE, 0.0)[0] for n in ("Ann", "Bob", "Cy")]
    assert seats == [0, 1, 2]
    assert t.names() == ["Ann", "Bob", "Cy"]
    assert t.seat_count == 3
    view = t.snapshot(1, 0.0)
    assert view.host_seat == 0 and view.you == 1 and view.phase == "lobby"
    assert [s.name for s in view.seats] == ["Ann", "Bob", "Cy"]


def test_leaving_the_lobby_moves_later_arrivals_up() -> None:
    t = lobby()
    tokens = [t.join(n, CODE, 0.0)[1] for n in ("Ann", "Bob", "Cy", "Di")]
    t.leave(1, 1.0)
    assert t.names() == ["Ann", "Cy", "Di"]
    assert [t.seat_of(tok) for tok in tokens] == [0, None, 1, 2]
    # The freed place goes to the next arrival, at the back.
    seat, _ = t.join("Eve", CODE, 2.0)
    assert seat == 3 and t.names() == ["Ann", "Cy", "Di", "Eve"]


def test_when_the_host_leaves_the_lobby_the_next_arrival_hosts() -> None:
    t = lobby()
    tokens = [t.join(n, CODE, 0.0)[1] for n in ("Ann", "Bob")]
    t.leave(0, 1.0)
    assert t.seat_of(tokens[1]) == 0
    with pytest.raises(TableError) as e:
        t.resume(tokens[0], 2.0)
    assert e.value.code == "bad_token"


def test_a_fifth_arrival_is_refused(seated: Callable[..., tuple[Table, list[str]]]) -> None:
    t, _ = seated()
    before = t.version
    with pytest.raises(TableError) as e:
        t.join("Eve", CODE, 1.0)
    assert e.value.code == "table_full"
    assert "full" in e.value.message
    with pytest.raises(TableError) as e:
        t.join("", CODE, 1.0)  # the table being full matters more than the name
    assert e.value.code == "table_full"
    assert t.version == before and t.seat_count == 4


def test_nobody_joins_once_the_game_started(seated: Callable[..., tuple[Table, list[str]]]) -> None:
    t, _ = seated()
    t.start(0, 0.0)
    t.leave(3, 1.0)  # in game, leaving only disconnects: the seat is kept
    assert t.seat_count == 4 and not t.is_connected(3)
    with pytest.raises(TableError) as e:
        t.join("Eve", CODE, 2.0)
    assert e.value.code == "table_full"


@pytest.mark.parametrize(
    "name", ["", "   ", "x" * 21, "Bob\x00", "Tab\tName", "line\nbreak", None, 42]
)
def test_bad_names_are_refused_with_a_reason(name: object) -> None:
    t = lobby()
    with pytest.raises(TableError) as e:
        t.join(name, CODE, 0.0)  # type: ignore[arg-type]
    assert e.value.code == "bad_name"
    assert e.value.message.endswith(".")
    assert t.seat_count == 0 and t.version == 0


def test_names_are_trimmed_and_may_hold_any_printable_character() -> None:
    t = lobby()
    t.join("  Zoë Ñandú  ", CODE, 0.0)
    t.join("x" * 20, CODE, 0.0)
    assert t.names() == ["Zoë Ñandú", "x" * 20]


def test_duplicate_names_are_refused_case_insensitively() -> None:
    t = lobby()
    t.join("Ann", CODE, 0.0)
    for dup in ("Ann", "ann", " ANN "):
        with pytest.raises(TableError) as e:
            t.join(dup, CODE, 0.0)
        assert e.value.code == "name_taken"
        assert "Ann" in e.value.message
    assert t.names() == ["Ann"]


def test_wrong_code_is_refused_before_anything_else(
    seated: Callable[..., tuple[Table, list[str]]],
) -> None:
    t = lobby()
    with pytest.raises(TableError) as e:
        t.join("Ann", "ABC235", 0.0)
    assert e.value.code == "wrong_code"
    assert e.value.message == "That code doesn't match this table. Check it with the host."
    # Even on a full table, a wrong code says nothing more than that.
    full, _ = seated()
    with pytest.raises(TableError) as e:
        full.join("Ann", "", 0.0)
    assert e.value.code == "wrong_code"


def test_code_is_compared_case_insensitively() -> None:
    t = Table(code="abc234")
    assert t.code == "ABC234"
    assert t.join("Ann", "abc234", 0.0)[0] == 0
    assert t.join("Bob", "AbC234", 0.0)[0] == 1


def test_tokens_are_secret_distinct_and_reclaim_the_seat(
    seated: Callable[..., tuple[Table, list[str]]],
) -> None:
    t, tokens = seated()
    assert len(set(tokens)) == 4 and all(len(tok) >= 16 for tok in tokens)
    t.start(0, 0.0)
    t.set_connected(2, False, 1.0)
    assert t.resume(tokens[2], 2.0) == 2
    assert t.is_connected(2)
    for bad in ("", "nope", tokens[2][:-1], None):
        with pytest.raises(TableError) as e:
            t.resume(bad, 3.0)  # type: ignore[arg-type]
        assert e.value.code == "bad_token"


def test_unknown_seats_are_refused(seated: Callable[..., tuple[Table, list[str]]]) -> None:
    t = lobby()
    t.join("Ann", CODE, 0.0)
    for seat in (1, -1, 4, True):
        with pytest.raises(TableError) as e:
            t.snapshot(seat, 0.0)
        assert e.value.code == "not_seated"
        with pytest.raises(TableError) as e:
            t.leave(seat, 0.0)
        assert e.value.code == "not_seated"
