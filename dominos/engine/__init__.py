"""The rules of Dominos, pure Python: tiles, the deal, a round, a game, per-seat views.

Nothing here does I/O or knows about time, sockets or Qt; the table and the screens build on
what this package exports and nothing else.
"""

from dominos.engine.match import TARGETS, Match
from dominos.engine.rules import (
    BLOCKED,
    DOMINO,
    LEFT,
    RIGHT,
    End,
    Event,
    IllegalMove,
    Move,
    Round,
    RoundResult,
    team_of,
)
from dominos.engine.tiles import FULL_SET, Tile, deal
from dominos.engine.view import SeatView, view

__all__ = [
    "BLOCKED",
    "DOMINO",
    "FULL_SET",
    "LEFT",
    "RIGHT",
    "TARGETS",
    "End",
    "Event",
    "IllegalMove",
    "Match",
    "Move",
    "Round",
    "RoundResult",
    "SeatView",
    "Tile",
    "deal",
    "team_of",
    "view",
]
