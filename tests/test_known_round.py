"""The as-known review of a whole round: its averages agree, within the margins it gives,
with the exact average over every deal its player could not rule out, where those are few
enough to list; a sampler blind to passes fails the same check; and the pool of workers
finds exactly what one process finds."""

from __future__ import annotations

import threading

import pytest

import dominos.engine.known as known_module
from benchmarks.review import rounds
from dominos.engine import Round
from dominos.engine.known import Deals, Knowledge, knowledge
from dominos.engine.review import RecordedMove, apply_move
from dominos.engine.solver import Solver
from dominos.review.known_round import KnownReview

#: Late plays only, where the fitting deals are few enough to list and solve in a test.
FIRST = 12


def _moves(r: Round) -> list[RecordedMove]:
    return [(e.seat, e.tile, e.end) for e in r.history]


def _exact(r: Round) -> list[float] | None:
    """Each option's average over every fitting deal, when there are 41 to 1,500."""
    k = knowledge(r)
    deals = Deals(k)
    if not 40 < deals.count <= 1500:
        return None
    sums: list[float] = []
    for hands in deals:
        values = [float(o.value) for o in Solver(hands).options(k.seat, r.ends, hands)]
        sums = [a + b for a, b in zip(sums, values, strict=True)] if sums else values
    return [s / deals.count for s in sums]


def _within(count: int) -> tuple[int, int]:
    """How many option averages fell within their 90 % margin of the exact average, and
    how many did not, over the late plays of ``count`` random rounds, each drawing at most
    40 deals (so that sets of more than 40 are sampled, not listed)."""
    inside = outside = 0
    for r in rounds(count, 11):
        moves = _moves(r)
        with KnownReview(workers=1, budget=40) as review:
            found = dict(review.round(r.hands_at_start, r.opener, moves, seed=3, first=FIRST))
        replay = Round(r.hands_at_start, r.opener)
        for index, (seat, tile, end) in enumerate(moves):
            exact = _exact(replay) if index in found else None
            for estimate, mean in zip(found.get(index, []), exact or [], strict=False):
                if abs(estimate.mean - mean) <= estimate.margin:
                    inside += 1
                else:
                    outside += 1
            apply_move(replay, seat, tile, end)
    return inside, outside


def test_as_known_averages_agree_with_every_fitting_deal_and_a_sampler_blind_to_passes_does_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    inside, outside = _within(24)
    assert inside + outside >= 100
    assert outside <= 0.2 * (inside + outside)  # 90 % margins: about one in ten outside

    real = known_module.knowledge

    def blind(r: Round) -> Knowledge:
        k = real(r)
        return Knowledge(k.seat, k.hand, k.line, k.sizes, ((), (), (), ()))

    monkeypatch.setattr(known_module, "knowledge", blind)
    inside, outside = _within(24)
    assert outside >= 0.3 * (inside + outside)


def test_both_cores_find_exactly_what_one_process_finds() -> None:
    r = rounds(1, 30)[0]
    found = []
    for workers in (1, 2):
        with KnownReview(workers=workers) as review:
            found.append(dict(review.round(r.hands_at_start, r.opener, _moves(r), seed=5, first=6)))
    assert found[0] == found[1]
    assert len(found[0]) >= 5


def test_a_stop_that_lands_while_the_pool_starts_a_worker_ends_the_workers_at_once() -> None:
    """The app stops a review with SIGTERM, whose handler may run inside the pool's own
    locked code (as it starts a worker): ending the workers must not wait on that lock."""
    review = KnownReview(workers=2)
    assert review._pool is not None
    review._pool.submit(int, 1).result(timeout=60)  # the workers are up
    workers = list(review._pool._processes.values())
    with review._pool._shutdown_lock:  # where the signal landed
        stopping = threading.Thread(target=review.kill_workers, daemon=True)
        stopping.start()
        stopping.join(10)
        assert not stopping.is_alive(), "ending the workers waited on the pool's lock"
    for process in workers:
        process.join(10)
        assert not process.is_alive()
    review.close()
