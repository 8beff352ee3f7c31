"""Playing rounds through the engine alone: to their end, or again from a record of them."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Protocol

from benchmarks.records import first_round_played
from dominos.engine import Round, Tile
from dominos.table.record import RecordRound
from dominos.table.replay import round_from_state
from dominos.terms import End


class Move(Protocol):
    """A move as the journal and the game records keep it; a ``tile`` of ``None`` passes."""

    @property
    def seat(self) -> int: ...
    @property
    def tile(self) -> tuple[int, int] | None: ...
    @property
    def end(self) -> End | None: ...


def play_out(r: Round) -> None:
    """Play ``r`` to its end, each seat making the move the table would make for it."""
    while not r.is_over:
        move = r.auto_move()
        if move is None:
            r.pass_turn()
        else:
            r.play(move.tile, move.end)


def replay_moves(
    r: Round, moves: Iterable[Move], after: Callable[[Move], None] | None = None
) -> None:
    """Make recorded ``moves`` again on ``r``, checking each comes in its seat's turn;
    ``after`` sees each one once made."""
    for move in moves:
        assert move.seat == r.turn
        if move.tile is None:
            r.pass_turn()
        else:
            r.play(Tile(*move.tile), move.end)
        if after is not None:
            after(move)


def random_position(rng: random.Random, done: Callable[[Round], bool]) -> Round:
    """A round played at random until ``done`` says so with the seat to act able to play
    (dealt again if it ends first): a position for the review's solver and sampler."""
    while True:
        r = Round.deal(rng)
        while not r.is_over and not (done(r) and r.legal_moves()):
            moves = r.legal_moves()
            if moves:
                r.play(*rng.choice(moves))
            else:
                r.pass_turn()
        if not r.is_over:
            return r


def finished_round(seed: int, seat: int = 0) -> RecordRound:
    """The first round of a table played at random, as ``seat``'s app holds it once it
    ends: what a replay or a review opens on."""
    table, now = first_round_played(seed)
    rnd = round_from_state(table.snapshot(seat, now))
    assert rnd is not None
    return rnd
