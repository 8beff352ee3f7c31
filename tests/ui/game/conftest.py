"""Snapshots a seat might receive, built in one line each for the game-screen tests.

Tests reach them through the ``snaps`` fixture.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from dominos.table.state import Last, Result, RoundSummary, SeatInfo, State

NAMES = ("Ann", "Bo", "Cy", "Dee")


def seats(
    sizes: tuple[int, int, int, int] = (5, 5, 4, 5),
    passed: dict[int, tuple[int, ...]] | None = None,
    away: frozenset[int] = frozenset(),
) -> tuple[SeatInfo, ...]:
    passed = passed or {}
    return tuple(
        SeatInfo(name, i not in away, sizes[i], passed.get(i, ())) for i, name in enumerate(NAMES)
    )


def mid_round(**changes: Any) -> State:
    """Round 3, Ann's (seat 0) turn, line 6 ... 3 with Ann holding five tiles."""
    base = State(
        phase="round",
        you=0,
        host_seat=0,
        seats=seats(),
        target=150,
        scores=(45, 62),
        version=12,
        round=3,
        opener=2,
        turn=0,
        turn_ms_left=38_000,
        hand=((0, 1), (1, 6), (2, 2), (3, 5), (4, 4)),
        line=((6, 6), (6, 2), (2, 3)),
        ends=(6, 3),
        last=Last("play", 3, (2, 3), "right"),
    )
    return msgspec.structs.replace(base, **changes)


def round_over(result: Result, **changes: Any) -> State:
    hands = result.hands
    base = mid_round(
        phase="break",
        turn=None,
        turn_ms_left=None,
        hand=hands[0],
        seats=seats(tuple(len(h) for h in hands)),  # type: ignore[arg-type]
        break_ms_left=27_000,
        result=result,
        scores=(
            45 + result.points * (result.winning_team == 0),
            62 + result.points * (result.winning_team == 1),
        ),
    )
    return msgspec.structs.replace(base, **changes)


#: Cy (seat 2) goes out; Bo and Dee hold 15 + 10 = 25.
DOMINO = Result(
    "domino", 0, 25, (6, 25), False, 2, (((0, 0), (2, 4)), ((6, 5), (3, 1)), (), ((5, 5),))
)
#: Nobody can play: Ann and Cy hold 13 + 10 = 23, Bo and Dee 15 + 16 = 31.
BLOCKED = Result(
    "blocked",
    0,
    31,
    (23, 31),
    False,
    3,
    (((6, 4), (1, 2)), ((6, 6), (0, 3)), ((5, 5),), ((5, 6), (0, 5))),
)
#: 27 each; Dee (seat 3) laid the last tile, so Bo and Dee score.
DEAD_HEAT = Result(
    "blocked",
    1,
    27,
    (27, 27),
    True,
    3,
    (((6, 4), (1, 2)), ((6, 6), (0, 3)), ((5, 5), (0, 4)), ((5, 6), (0, 1))),
)


def game_over(**changes: Any) -> State:
    """Round 4 blocked, 23 against 31, takes Ann and Cy past a target of 100."""
    rounds = (
        RoundSummary(1, "domino", 0, 40, False, (40, 0)),
        RoundSummary(2, "blocked", 1, 62, False, (40, 62)),
        RoundSummary(3, "domino", 0, 35, False, (75, 62)),
        RoundSummary(4, "blocked", 0, 31, False, (106, 62)),
    )
    base = round_over(
        BLOCKED,
        phase="over",
        round=4,
        target=100,
        break_ms_left=None,
        winner=0,
        scores=(106, 62),
        rounds=rounds,
    )
    return msgspec.structs.replace(base, **changes)


class Snapshots:
    """The game screen's made-up states, as one fixture: typed, so every state a test asks
    for is checked against the function that makes it."""

    seats = staticmethod(seats)
    mid_round = staticmethod(mid_round)
    round_over = staticmethod(round_over)
    game_over = staticmethod(game_over)
    DOMINO = DOMINO
    BLOCKED = BLOCKED
    DEAD_HEAT = DEAD_HEAT
    NAMES = NAMES


@pytest.fixture
def snaps() -> Snapshots:
    return Snapshots()
