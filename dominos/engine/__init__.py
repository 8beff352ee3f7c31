"""The rules of Dominos, pure Python: tiles, the deal, a round, a game, per-seat views.

Nothing here does I/O or knows about time, sockets or Qt; the table and the screens build on
what this package exports and nothing else.

A game, as the table drives it (the clock's auto moves included):

>>> import random
>>> game = Match(target=50)
>>> while game.winner is None:
...     r = game.start_round(rng=random.Random(len(game.rounds)))
...     while not r.is_over:
...         move = r.auto_move()  # or the player's own choice among r.legal_moves()
...         if move is None:
...             r.pass_turn()
...         else:
...             r.play(move.tile, move.end)
...     result = game.end_round()
>>> game.scores[game.winner] >= 50 > game.scores[1 - game.winner]
True

After a crash, the deal, the opener and the events rebuild the round exactly:

>>> again = Round.replay(r.hands_at_start, r.opener, r.history)
>>> again.result == r.result and again.line == r.line
True
"""

from dominos.engine.match import TARGETS, Match
from dominos.engine.moves import (
    BLOCKED,
    DOMINO,
    LEFT,
    RIGHT,
    End,
    Event,
    IllegalMove,
    Move,
    RoundResult,
    team_of,
)
from dominos.engine.rules import Round
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
