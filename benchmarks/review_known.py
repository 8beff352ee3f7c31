"""The as-known review of whole rounds, as the app runs it in the break, against the way it
was done before (every option of every play sampled until its own value was known to 2
points, one play after another, on one core), in the same run.

Run: ``python -m benchmarks.review_known [--rounds N] [--baseline-rounds K] [--smoke]``

- ``known``: :class:`dominos.review.known_round.KnownReview` on both cores for every play
  with a choice of ``--rounds`` random rounds (random deals played out at random, the
  rounds of ``benchmarks/review.py``): wall time of each round (median, worst), and the CPU
  time its searches took in both workers (on a machine busy with other work the wall time
  grows, the workers running at a lowered priority; half the CPU time is what two idle
  cores would take).
- ``one core``: the same on the first ``--baseline-rounds`` rounds with one worker (CPU
  time), which splits what the race bought from what the second core did.
- ``baseline``: the way before, on the same rounds (CPU time); the ratio divides the
  medians over those rounds. It needs two minutes or more a round, so ``make bench``
  gives it one.

Where the solver is compiled (``make native``), ``known`` reviews every round twice, once
with the compiled solver and once with the pure Python one (``DOMINOS_PURE_SOLVER=1`` in the
workers' environment), alternating which goes first, two pools side by side: the figures
above are the compiled solver's, and ``compiled`` gives the pure Python's beside them and
their ratio. ``one core`` then runs compiled too, and ``baseline`` (the way before) is pure
Python, as it was.

``--smoke`` reviews 2 rounds from their twelfth move, and the baseline from there too: it
checks that everything runs, and its figures are not measurements.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import time
from collections.abc import Iterator, Sequence

from benchmarks.review import rounds
from dominos.engine import native
from dominos.engine.known import Deals, knowledge
from dominos.engine.review import RecordedMove, apply_move
from dominos.engine.rules import Round
from dominos.engine.solver import Solver
from dominos.review.known_round import KnownReview

Z90 = 1.6449


def _moves(r: Round) -> list[RecordedMove]:
    return [(e.seat, e.tile, e.end) for e in r.history]


def old_way(r: Round, first: int, rng: random.Random) -> int:
    """The as-known review as it was: each play in turn, deals drawn 10 at a time (listed
    when at most 500 fit) until every option's own 90 % margin is at most 2 points (after
    30 deals) or 500 are drawn, every option searched in every deal. The deals solved."""
    replay = Round(r.hands_at_start, r.opener)
    solved = 0
    for index, (seat, tile, end) in enumerate(_moves(r)):
        if tile is not None and index >= first and len(replay.legal_moves()) > 1:
            solved += _old_play(replay, rng)
        apply_move(replay, seat, tile, end)
    return solved


def _old_play(r: Round, rng: random.Random) -> int:
    known = knowledge(r)
    deals = Deals(known)
    listed = list(deals) if deals.count <= 500 else None
    if listed is not None:
        rng.shuffle(listed)
    sums: list[float] = []
    squares: list[float] = []
    n = 0
    while n < (len(listed) if listed is not None else 500):
        hands = listed[n] if listed is not None else deals.sample(rng)
        values = [o.value for o in Solver(hands).options(known.seat, r.ends, hands)]
        sums = [a + v for a, v in zip(sums, values, strict=True)] if sums else list(values)
        squares = (
            [a + v * v for a, v in zip(squares, values, strict=True)]
            if squares
            else [v * v for v in values]
        )
        n += 1
        if listed is None and n >= 30 and n % 10 == 0:
            spread = max(
                Z90 * (max(0.0, (q - s * s / n) / (n - 1)) / n) ** 0.5
                for s, q in zip(sums, squares, strict=True)
            )
            if spread <= 2.0:
                break
    return n


@contextlib.contextmanager
def _pure(on: bool) -> Iterator[None]:
    """Workers started meanwhile search with the pure Python solver (a pool starts its
    workers during its first round)."""
    if on:
        os.environ[native.PURE_ENV] = "1"
    try:
        yield
    finally:
        os.environ.pop(native.PURE_ENV, None)


def _timed(review: KnownReview, r: Round, n: int, first: int) -> tuple[float, float, int]:
    """One round reviewed: its wall time, its searches' CPU time, its plays with a choice."""
    began, used = time.perf_counter(), review.cpu_s
    found = dict(review.round(r.hands_at_start, r.opener, _moves(r), seed=n, first=first))
    return time.perf_counter() - began, review.cpu_s - used, len(found)


def measure(
    count: int = 5, baseline_count: int = 1, first: int = 0, seed: int = 30
) -> dict[str, float]:
    """The figures for ``make bench``; see the module's docstring."""
    played = rounds(count, seed)
    wall: list[float] = []
    cpu: list[float] = []
    pure_wall: list[float] = []
    pure_cpu: list[float] = []
    plays = 0
    with KnownReview(2, humble=False) as review, KnownReview(2, humble=False) as pure:
        for n, r in enumerate(played):
            sides = [False, True] if native.COMPILED else [False]
            for is_pure in sides if n % 2 == 0 else sides[::-1]:
                with _pure(is_pure):
                    took, used, found = _timed(pure if is_pure else review, r, n, first)
                (pure_wall if is_pure else wall).append(took)
                (pure_cpu if is_pure else cpu).append(used)
                plays += 0 if is_pure else found
    compiled: dict[str, float] = {}
    if pure_cpu:
        compiled = {
            "known_pure_round_median_s": statistics.median(pure_wall),
            "known_pure_round_worst_s": max(pure_wall),
            "known_pure_round_cpu_median_s": statistics.median(pure_cpu),
            "known_compiled_cpu_ratio": statistics.median(pure_cpu) / statistics.median(cpu),
            "known_compiled_wall_ratio": statistics.median(pure_wall) / statistics.median(wall),
        }
    one: list[float] = []
    old: list[float] = []
    with KnownReview(1) as review:
        for n, r in enumerate(played[:baseline_count]):
            began = time.process_time()
            dict(review.round(r.hands_at_start, r.opener, _moves(r), seed=n, first=first))
            one.append(time.process_time() - began)
    for n, r in enumerate(played[:baseline_count]):
        began = time.process_time()
        old_way(r, first, random.Random(n))
        old.append(time.process_time() - began)
    return {
        "known_rounds": count,
        "known_plays": plays,
        "known_round_median_s": statistics.median(wall),
        "known_round_worst_s": max(wall),
        "known_round_best_s": min(wall),
        "known_round_cpu_median_s": statistics.median(cpu),
        "known_round_cpu_worst_s": max(cpu),
        "known_baseline_rounds": baseline_count,
        "known_baseline_round_s": statistics.median(old),
        "known_one_core_round_s": statistics.median(one),
        "known_vs_baseline": statistics.median(old) / statistics.median(one),
        "known_two_cores_speedup": statistics.median(one)
        / statistics.median(wall[:baseline_count]),
        "known_compiled": float(native.COMPILED),
        **compiled,
    }


def report(f: dict[str, float]) -> str:
    solver = "the compiled solver" if f["known_compiled"] else "the pure Python solver"
    lines = [
        f"Solver: {solver}",
        f"As known, every play of a whole round, both cores, {int(f['known_rounds'])} random"
        f" rounds ({int(f['known_plays'])} plays with a choice), wall time:",
        f"  median {f['known_round_median_s']:.1f} s, worst {f['known_round_worst_s']:.1f} s,"
        f" best {f['known_round_best_s']:.1f} s; CPU time of the searches: median"
        f" {f['known_round_cpu_median_s']:.1f} s, worst {f['known_round_cpu_worst_s']:.1f} s",
        f"  on {int(f['known_baseline_rounds'])} of them, CPU time: the way before"
        f" {f['known_baseline_round_s']:.1f} s, now on one core"
        f" {f['known_one_core_round_s']:.1f} s ({f['known_vs_baseline']:.1f}x); the second"
        f" core {f['known_two_cores_speedup']:.2f}x on top (one core's CPU against both"
        f" cores' wall time)",
    ]
    if "known_compiled_cpu_ratio" in f:
        lines += [
            f"  the same rounds with the pure Python solver, alternating: wall median"
            f" {f['known_pure_round_median_s']:.1f} s, worst {f['known_pure_round_worst_s']:.1f} s;"
            f" CPU median {f['known_pure_round_cpu_median_s']:.1f} s; compiled"
            f" {f['known_compiled_cpu_ratio']:.2f}x faster in CPU,"
            f" {f['known_compiled_wall_ratio']:.2f}x in wall time",
        ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.review_known", description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--baseline-rounds", type=int, default=1)
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--smoke", action="store_true", help="tiny counts, to check it runs")
    args = parser.parse_args(argv)
    if args.smoke:
        figures = measure(2, 1, first=12, seed=args.seed)
    else:
        figures = measure(args.rounds, args.baseline_rounds, seed=args.seed)
    print(report(figures))
    return figures


if __name__ == "__main__":
    main()
