"""What a round is made of and reports: ends, moves, events, results, and illegal moves."""

from __future__ import annotations

from typing import NamedTuple

from dominos.engine.tiles import Tile
from dominos.terms import BLOCKED, DOMINO, LEFT, RIGHT, End, ResultKind

__all__ = [
    "BLOCKED",
    "DOMINO",
    "LEFT",
    "RIGHT",
    "End",
    "Event",
    "IllegalMove",
    "Move",
    "RoundResult",
    "team_of",
]


def team_of(seat: int) -> int:
    """Partners sit across, so seats 0 and 2 are team 0, seats 1 and 3 team 1.

    >>> [team_of(s) for s in range(4)]
    [0, 1, 0, 1]
    """
    return seat & 1


class IllegalMove(ValueError):
    """A play or pass the rules forbid; the round is left exactly as it was."""


class Move(NamedTuple):
    """A tile and the end it goes on (``None`` for the opening tile)."""

    tile: Tile
    end: End | None

    def __str__(self) -> str:
        return f"{self.tile} {self.end or 'to open'}"


class Event(NamedTuple):
    """One entry of a round's history: a play (``tile`` set) or a pass (``tile`` is ``None``).

    ``end`` is the end the tile actually went on, resolved even when the player left the
    choice to the rules, so replaying the history rebuilds the same line.
    """

    seat: int
    tile: Tile | None
    end: End | None

    @property
    def is_pass(self) -> bool:
        return self.tile is None


class RoundResult(NamedTuple):
    """How a round ended and who scored (exactly one team, possibly 0 points)."""

    kind: ResultKind
    #: 0 for seats 0 and 2, 1 for seats 1 and 3.
    winning_team: int
    points: int
    #: Pips left in each team's two hands (team 0 first).
    team_pips: tuple[int, int]
    #: Blocked with equal totals: the team of the last tile scored (decisions.md 15).
    dead_heat: bool
    #: Seat that laid the last tile of the round.
    last_player: int
    #: The four hands as they were when the round ended, revealed to everyone.
    hands: tuple[tuple[Tile, ...], ...]
