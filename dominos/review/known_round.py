"""The as-known review of a whole round, on every core it is given.

Each play with a choice runs its race (:class:`dominos.engine.race.Race`): deals are drawn
in this process, ``batch`` at a time from the play's own random stream, and solved by the
workers; the batches come back in any order and are folded in the order they were drawn,
so the result depends on the seed alone, not on how many workers there are or which was
quicker. A play keeps at most ``workers`` batches in flight, and the spare workers start on
the next plays, so a race that stops wastes little work and the cores never wait for a
play's last batch. With ``workers=1`` everything runs in this process, which is how the
tests check the pool gives the same answer.

The workers are processes (the search is CPU-bound Python: threads would hold the
interpreter's lock) and lower their priority, so an app drawing its window meanwhile keeps
its frames.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from multiprocessing import get_context
from types import TracebackType

from dominos.engine.known import (
    Estimate,
    Hands,
    deal_source,
    deal_values,
    estimates,
    plays_of,
    start_race,
)
from dominos.engine.race import Race
from dominos.engine.review import RecordedMove, apply_move, same_option
from dominos.engine.rules import Round
from dominos.engine.tiles import Tile
from dominos.review.lifetime import start_worker
from dominos.terms import End

__all__ = ["KnownReview", "known_workers"]

#: Deals a batch sends to a worker, and between two looks at a race.
BATCH = 10


def known_workers() -> int:
    """Both cores of a two-core machine, or two of a larger one's: the review shares the
    machine with the app and the game."""
    return max(1, min(2, os.cpu_count() or 1))


def _solve(
    deals: Sequence[Hands], seat: int, ends: tuple[int, int] | None, only: tuple[int, ...]
) -> tuple[list[list[int | None]], float]:
    """A batch's values, in a worker, and the CPU seconds they took."""
    began = time.process_time()
    values = [deal_values(hands, seat, ends, only) for hands in deals]
    return values, time.process_time() - began


@dataclass
class _Play:
    move: int
    seat: int
    ends: tuple[int, int] | None
    plays: list[tuple[Tile, End | None]]
    race: Race
    source: Iterator[Hands]
    drawn: int = 0
    folded: int = 0
    exhausted: bool = False
    done: bool = False
    back: dict[int, list[list[int | None]]] = field(default_factory=dict)

    @property
    def in_flight(self) -> int:
        return self.drawn - self.folded - len(self.back)

    def draw(self) -> list[Hands]:
        batch = [hands for _, hands in zip(range(BATCH), self.source, strict=False)]
        if len(batch) < BATCH:
            self.exhausted = True
        if batch:
            self.drawn += 1
        return batch

    def fold(self, index: int, values: list[list[int | None]]) -> bool:
        """Takes a batch back; whether the race just ended."""
        self.back[index] = values
        while not self.done and self.folded in self.back:
            for deal in self.back.pop(self.folded):
                self.race.add(deal)
            self.folded += 1
            over = self.race.settle()
            self.done = over or (self.exhausted and self.folded == self.drawn)
        return self.done


class KnownReview:
    """A pool of workers for as-known reviews; one serves every round of a game.

    >>> with KnownReview(workers=1) as review:  # doctest: +SKIP
    ...     for move, found in review.round(hands, opener, moves, seed=1): ...
    """

    def __init__(
        self,
        workers: int | None = None,
        *,
        margin: float = 2.0,
        budget: int = 500,
        humble: bool = True,
    ) -> None:
        """``humble`` workers lower their priority (the app's); a benchmark timing the
        search itself on a busy machine leaves it as it is."""
        self.workers = known_workers() if workers is None else workers
        #: CPU seconds the searches took, in every worker, over every round so far.
        self.cpu_s = 0.0
        self.margin = margin
        self.budget = budget
        self._pool: ProcessPoolExecutor | None = None
        if self.workers > 1:
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=get_context("spawn"),
                initializer=start_worker,
                initargs=(humble,),
            )

    def __enter__(self) -> KnownReview:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def kill_workers(self) -> None:
        """Ends the workers at once and touches none of the pool's locks: what a signal
        handler may do, since the signal can land inside the pool's own locked code (while it
        starts a worker), where shutting the pool down would wait for ever. The process is
        expected to end right after."""
        if self._pool is not None:
            for process in list(getattr(self._pool, "_processes", {}).values()):
                process.terminate()

    def terminate(self) -> None:
        """Ends the workers at once, mid-search (a review stopped from its window)."""
        if self._pool is not None:
            for process in list(getattr(self._pool, "_processes", {}).values()):
                process.terminate()
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def round(
        self,
        hands: Sequence[Iterable[Tile]],
        opener: int,
        moves: Sequence[RecordedMove],
        *,
        seed: int,
        first: int = 0,
    ) -> Iterator[tuple[int, list[Estimate]]]:
        """The final estimates of every play with a choice of a finished round (from the
        ``first``-th move on), as each race ends (not in the order of play), with the
        play's index among the moves."""
        todo = self._plays(hands, opener, moves, seed, first)
        if self._pool is None:
            for p in todo:
                while not p.done:
                    batch = p.draw()
                    if not batch:
                        break
                    values, cpu = _solve(batch, p.seat, p.ends, p.race.active())
                    self.cpu_s += cpu
                    p.fold(p.drawn - 1, values)
                yield p.move, estimates(p.race, p.plays)
            return
        pool = self._pool
        flying: dict[Future[tuple[list[list[int | None]], float]], tuple[_Play, int]] = {}
        try:
            while todo:
                self._fill(pool, todo, flying)
                for p in [p for p in todo if p.done]:
                    todo.remove(p)
                    yield p.move, estimates(p.race, p.plays)
                if not flying:
                    continue
                finished, _ = wait(flying, return_when=FIRST_COMPLETED)
                for future in finished:
                    p, index = flying.pop(future)
                    values, cpu = future.result()
                    self.cpu_s += cpu
                    if not p.done and p.fold(index, values):
                        todo.remove(p)
                        yield p.move, estimates(p.race, p.plays)
        finally:
            for future in flying:
                future.cancel()

    def _fill(
        self,
        pool: ProcessPoolExecutor,
        todo: list[_Play],
        flying: dict[Future[tuple[list[list[int | None]], float]], tuple[_Play, int]],
    ) -> None:
        """Keeps two batches a worker in flight: the earliest plays first, at most one a
        worker for any play."""
        for p in todo:
            if len(flying) >= 2 * self.workers:
                return
            while not p.exhausted and p.in_flight < self.workers and len(flying) < 2 * self.workers:
                batch = p.draw()
                if batch:
                    future = pool.submit(_solve, batch, p.seat, p.ends, p.race.active())
                    flying[future] = (p, p.drawn - 1)
                elif p.folded == p.drawn:  # nothing left to draw and all taken back
                    p.done = True

    def _plays(
        self,
        hands: Sequence[Iterable[Tile]],
        opener: int,
        moves: Sequence[RecordedMove],
        seed: int,
        first: int,
    ) -> list[_Play]:
        """The plays with a choice, each with its race and its own stream of deals."""
        r = Round([tuple(h) for h in hands], opener)
        found = []
        for index, (seat, tile, end) in enumerate(moves):
            plays = plays_of(r) if tile is not None and index >= first else []
            if tile is not None and len(plays) > 1:
                chosen = next(
                    k for k, (t, e) in enumerate(plays) if same_option(t, e, tile, end, r.ends)
                )
                race, deals = start_race(r, chosen, margin=self.margin, budget=self.budget)
                rng = random.Random(seed * 1000 + index)
                source = deal_source(deals, race, rng, self.budget)
                found.append(_Play(index, seat, r.ends, plays, race, source))
            apply_move(r, seat, tile, end)
        return found
