"""Builders shared by the table tests: rigged deals, seated tables and a simple player.

The clock is a plain float that each test passes in, so a 45-second turn costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from dominos.engine import FULL_SET, Tile, deal
from dominos.table import Table

NAMES = ("Ann", "Bob", "Cy", "Di")
CODE = "ABC234"


def rigged(*deals: str) -> Callable[[random.Random], list[list[Tile]]]:
    """A dealer that deals the given hands, in order, then shuffles as usual.

    Each deal is written ``"00 13 ... | ... | ... | ..."``: four hands, tiles as two digits.
    """
    queue = list(deals)

    def dealer(rng: random.Random) -> list[list[Tile]]:
        if not queue:
            return deal(rng)
        spec = queue.pop(0)
        hands = [[Tile(int(w[0]), int(w[1])) for w in part.split()] for part in spec.split("|")]
        assert sorted(t for h in hands for t in h) == list(FULL_SET), "deal the whole set"
        return hands

    return dealer


#: Seat 0 holds every six and opens round 1; nobody else can follow a six, so after an
#: opening 6-6 the next three seats must pass.
DEAL_A = "06 16 26 36 46 56 66 | 00 01 02 03 04 05 11 | 12 13 14 15 22 23 24 | 25 33 34 35 44 45 55"
#: The same hands moved round by two seats: seat 2 holds the double six.
DEAL_B = "12 13 14 15 22 23 24 | 25 33 34 35 44 45 55 | 06 16 26 36 46 56 66 | 00 01 02 03 04 05 11"


def seated_table(
    *,
    target: int = 100,
    rng: random.Random | None = None,
    dealer: Callable[[random.Random], list[list[Tile]]] | None = None,
    time_scale: float = 1.0,
    now: float = 0.0,
) -> tuple[Table, list[str]]:
    """A lobby with the four players seated in order; returns the table and their tokens."""
    table = Table(
        code=CODE,
        target=target,
        rng=rng if rng is not None else random.Random(1),
        time_scale=time_scale,
        now=now,
        dealer=dealer,
    )
    tokens = [table.join(name, CODE, now)[1] for name in NAMES]
    return table, tokens


def legal(table: Table, now: float) -> list[tuple[tuple[int, int], str | None]]:
    """The seat to act's legal ``(tile, end)`` pairs, worked out from its own snapshot."""
    seat = table.turn
    assert seat is not None
    view = table.snapshot(seat, now)
    if view.ends is None:
        return [(t, None) for t in view.hand]
    left, right = view.ends
    out: list[tuple[tuple[int, int], str | None]] = []
    for t in view.hand:
        if left in t:
            out.append((t, "left"))
        if right in t:
            out.append((t, "right"))
    return out


def play_first(table: Table, now: float) -> None:
    """The seat to act plays its first legal move, or passes when nothing fits."""
    seat = table.turn
    assert seat is not None
    moves = legal(table, now)
    if moves:
        tile, end = moves[0]
        table.play(seat, Tile(*tile), end, now)
    else:
        table.pass_turn(seat, now)


def finish_round(table: Table, now: float) -> None:
    """Plays the current round out at ``now`` with :func:`play_first`."""
    assert table.phase == "round"
    while table.phase == "round":
        play_first(table, now)


@pytest.fixture
def seated() -> Callable[..., tuple[Table, list[str]]]:
    return seated_table


@pytest.fixture
def started() -> Callable[..., Table]:
    def make(**kwargs: Any) -> Table:
        now = kwargs.get("now", 0.0)
        table, _ = seated_table(**kwargs)
        table.start(0, now)
        return table

    return make


class Kit:
    """The builders above, for test modules (conftest cannot be imported by name)."""

    DEAL_A = DEAL_A
    DEAL_B = DEAL_B
    rigged = staticmethod(rigged)
    seated = staticmethod(seated_table)
    legal = staticmethod(legal)
    play_first = staticmethod(play_first)
    finish_round = staticmethod(finish_round)


@pytest.fixture(scope="session")
def kit() -> type[Kit]:
    return Kit
