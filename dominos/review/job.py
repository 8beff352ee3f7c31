"""A round's review run in a process of its own, so the app's window never waits for it.

The search is CPU-bound Python: in a thread it would hold the interpreter's lock and freeze
the window, so the app starts :func:`run` in a child process (``multiprocessing``, spawned)
and reads what it sends. This module imports neither Qt nor the table, so the child starts
with the engine alone. Each finished play is sent as soon as it is solved, which is what lets
the window show progress, and stopping the child is all a cancel needs.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
from collections.abc import Sequence
from typing import Any, Protocol

from dominos.engine import Round, Tile
from dominos.engine.known import Estimate, as_known
from dominos.engine.review import best_play_out, review_round
from dominos.review.known_round import KnownReview
from dominos.review.lifetime import end_with_parent
from dominos.terms import End

__all__ = ["Known", "Pair", "Play", "Said", "Sink", "known", "run", "what_if"]

Pair = tuple[int, int]
#: One reviewed play as sent: the move's index, the seat, every option as
#: ``(tile, end, value)``, and the index of the option played.
Play = tuple[int, int, tuple[tuple[Pair, End | None, int], ...], int]


class Sink(Protocol):
    """Where the child puts what it finds."""

    def put(self, item: Any) -> None: ...


class PipeSink:
    """The child's end of a one-way pipe, as a :class:`Sink`. A pipe rather than a queue:
    the app closes its copy of this end once the child has it, and its own end when the
    review ends, so no file stays open after a review (a queue keeps both until it is
    collected, and the app runs most of an evening without the cycle collector)."""

    def __init__(self, connection: Any) -> None:
        self.connection = connection

    def put(self, item: Any) -> None:
        self.connection.send(item)


def run(
    hands: Sequence[Sequence[Pair]],
    opener: int,
    moves: Sequence[tuple[int, Pair | None, End | None]],
    sink: Sink,
    known_seed: int | None = None,
) -> None:
    """Reviews the round and puts ``("play", Play)`` for each play; then, with
    ``known_seed``, ``("solved", None)`` and ``("known", Known)`` for each play with a
    choice as its as-known race ends (on both cores: :mod:`dominos.review.known_round`);
    then ``("done", None)``.
    ``("error", message)`` if the round does not replay."""
    end_with_parent()
    try:
        tiles = [[Tile(a, b) for a, b in h] for h in hands]
        played = [(s, None if t is None else Tile(*t), e) for s, t, e in moves]
        for p in review_round(tiles, opener, played):
            options = tuple((o.tile.pair, o.end, o.value) for o in p.options)
            sink.put(("play", (p.move, p.seat, options, p.options.index(p.chosen))))
        if known_seed is not None:
            sink.put(("solved", None))
            # The app starts this process as a daemon, so that it ends with the app; its
            # own workers end with it instead (SIGTERM below, or each seeing it gone).
            multiprocessing.current_process().daemon = False
            with KnownReview() as review:
                # Stopped from the app (SIGTERM), the workers end with this process: killed
                # without waiting on the pool, whose locks the signal may have interrupted.
                def stop(*_: object) -> None:
                    review.kill_workers()
                    os._exit(0)

                signal.signal(signal.SIGTERM, stop)
                for move, found in review.round(tiles, opener, played, seed=known_seed):
                    sink.put(("known", (move, [_said(e) for e in found])))
    except ValueError as exc:
        sink.put(("error", str(exc)))
        return
    sink.put(("done", None))


#: One option as known, as sent: mean, margin, samples, exact, points it gives away and
#: that figure's margin.
Said = tuple[float, float, int, bool, float, float]
#: One play's options as known: the move's index and each option's figures.
Known = tuple[int, list[Said]]


def _said(e: Estimate) -> Said:
    return (e.mean, e.margin, e.samples, e.exact, e.behind, e.behind_margin)


def what_if(
    hands: Sequence[Sequence[Pair]],
    opener: int,
    moves: Sequence[tuple[int, Pair | None, End | None]],
    tile: Pair,
    end: End | None,
    sink: Sink,
) -> None:
    """Plays ``tile`` on ``end`` after ``moves`` and the rest best for everyone; puts
    ``("line", (moves, (kind, team, points, dead_heat)))``, then ``("done", None)``."""
    end_with_parent()
    try:
        tiles = [[Tile(a, b) for a, b in h] for h in hands]
        played = [(s, None if t is None else Tile(*t), e) for s, t, e in moves]
        line, result = best_play_out(tiles, opener, played, Tile(*tile), end)
    except ValueError as exc:
        sink.put(("error", str(exc)))
        return
    said = [(s, None if t is None else t.pair, e) for s, t, e in line]
    sink.put(("line", (said, (result.kind, result.winning_team, result.points, result.dead_heat))))
    sink.put(("done", None))


def known(
    hands: Sequence[Sequence[Pair]],
    opener: int,
    moves: Sequence[tuple[int, Pair | None, End | None]],
    seed: int,
    sink: Sink,
) -> None:
    """The as-known estimates of the options of the play after ``moves``, better and better:
    puts ``("estimate", [(mean, margin, samples, exact), ...])`` at each step, then
    ``("done", None)``."""
    end_with_parent()
    try:
        r = Round([[Tile(a, b) for a, b in h] for h in hands], opener)
        for _seat, t, e in moves:
            if t is None:
                r.pass_turn()
            else:
                r.play(Tile(*t), e)
        for step in as_known(r, random.Random(seed)):
            sink.put(("estimate", [_said(e) for e in step]))
    except ValueError as exc:
        sink.put(("error", str(exc)))
        return
    sink.put(("done", None))
