"""The round review: every option of every play of a round, double-dummy, against a naive
solver in the same run; the "as known" review of one round; the solver's peak memory.

Run: ``python -m benchmarks.review [--rounds N] [--baseline-rounds K] [--full] [--smoke]``

- ``review``: every option's value at every play of ``--rounds`` random rounds (random
  deals played out at random) by one solver per round, as ``review_round`` does
  (``dominos/engine/review.py``); CPU time of each round: median and worst.
- ``baseline``: the naive solver of ``benchmarks/review_baseline.py`` on the first
  ``--baseline-rounds`` of those rounds, values checked equal to the solver's; the ratio
  divides the two medians over those same rounds. The naive solver needs 10 to 20 s of CPU
  a round, so ``make bench`` gives it 2 rounds; ``--full`` gives it all of them.
- ``as known``: ``as_known`` for every play of one round with more than one option
  (deals drawn until every option's 90 % margin is at most 2 points, or 500 deals; every
  deal when no more fit): its CPU time and the deals solved. Its first plays cost the most
  (the opening averages full searches of 400 deals or so, a minute), so ``make bench``
  starts at the round's sixth play and ``--full`` at its first.
- ``memory``: the solver's peak (``tracemalloc``) over the review of the round that took
  longest, and the positions its table held at the end.

``--smoke`` reviews each round from its tenth play only: it checks that everything runs,
and its figures are not measurements.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import tracemalloc
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

from benchmarks import review_baseline
from dominos.engine import Round
from dominos.engine.known import as_known
from dominos.engine.solver import DEFAULT_CAP, Solver

T = TypeVar("T")


def rounds(count: int, seed: int) -> list[Round]:
    """``count`` finished rounds: random deals played out with random legal moves."""
    found = []
    for n in range(count):
        r = Round.deal(random.Random(seed * 1000 + n))
        r.play_randomly(random.Random(seed * 1000 + n))
        found.append(r)
    return found


def plays(r: Round, start: int = 0) -> Iterator[Round]:
    """``r`` replayed, as it stood before each of its plays from the ``start``-th on."""
    replay = Round(r.hands_at_start, r.opener)
    count = 0
    for ev in r.history:
        if ev.tile is None:
            replay.pass_turn()
            continue
        if count >= start:
            yield replay
        count += 1
        replay.play(ev.tile, ev.end)


def review(r: Round, start: int = 0) -> tuple[list[list[int]], int]:
    """Every option's value at every play of ``r`` from its ``start``-th on, as
    ``review_round`` finds them (one solver for the round, made at the first play reviewed),
    and the positions its table holds at the end."""
    solver: Solver | None = None
    values = []
    for now in plays(r, start):
        hands = [now.hand(s) for s in range(4)]
        if solver is None:
            solver = Solver(hands)
        assert now.turn is not None
        values.append([o.value for o in solver.options(now.turn, now.ends, hands)])
    return values, 0 if solver is None else solver.entries


def baseline(r: Round, start: int = 0) -> list[list[int]]:
    """The naive solver's values of every option of every play from the ``start``-th on."""
    return [list(review_baseline.options(now)) for now in plays(r, start)]


def _timed(run: Callable[[Round, int], T], r: Round, start: int) -> tuple[float, T]:
    """CPU seconds of ``run(r, start)``, and what it returned."""
    began = time.process_time()
    found = run(r, start)
    return time.process_time() - began, found


def known_round(r: Round, start: int, rng: random.Random) -> tuple[float, list[int], int]:
    """As-known estimates for every play with a choice from the ``start``-th on: CPU time,
    the deals solved at each such play, and how many plays averaged every fitting deal."""
    samples: list[int] = []
    exact = 0
    cpu = 0.0
    for now in plays(r, start):
        if len(now.legal_moves()) > 1:
            began = time.process_time()
            last = list(as_known(now, rng))[-1]
            cpu += time.process_time() - began
            samples.append(last[0].samples)
            exact += last[0].exact
    return cpu, samples, exact


def measure(
    count: int = 50,
    baseline_count: int = 2,
    known_start: int = 5,
    start: int = 0,
    seed: int = 30,
) -> dict[str, float]:
    """The figures for ``make bench``; see the module's docstring."""
    played = rounds(count, seed)
    times = [_timed(review, r, start)[0] for r in played]
    figures: dict[str, float] = {
        "review_rounds": count,
        "review_round_median_s": statistics.median(times),
        "review_round_worst_s": max(times),
        "review_round_best_s": min(times),
    }
    figures["review_worst_vs_median"] = max(times) / statistics.median(times)
    slow: list[float] = []
    for r in played[:baseline_count]:
        cpu, values = _timed(baseline, r, start)
        slow.append(cpu)
        if review(r, start)[0] != values:
            raise AssertionError("the naive solver and the review disagree on a value")
    fast = times[:baseline_count]
    figures["baseline_rounds"] = baseline_count
    figures["baseline_round_median_s"] = statistics.median(slow)
    figures["review_same_rounds_median_s"] = statistics.median(fast)
    figures["review_vs_baseline"] = statistics.median(slow) / statistics.median(fast)
    ratios = [b / a for a, b in zip(fast, slow, strict=True)]
    figures["review_vs_baseline_min"] = min(ratios)
    figures["review_vs_baseline_max"] = max(ratios)
    worst = max(range(count), key=times.__getitem__)
    tracemalloc.start()
    _, entries = review(played[worst], start)
    figures["review_peak_mb"] = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    figures["review_table_entries"] = entries
    figures["review_table_cap"] = DEFAULT_CAP
    cpu, samples, exact = known_round(played[0], max(known_start, start), random.Random(seed))
    figures["as_known_round_s"] = cpu
    figures["as_known_first_play"] = max(known_start, start)
    figures["as_known_plays"] = len(samples)
    figures["as_known_plays_exact"] = exact
    figures["as_known_deals_solved"] = sum(samples)
    figures["as_known_deals_per_play_max"] = max(samples, default=0)
    figures["as_known_deals_per_play_median"] = statistics.median(samples) if samples else 0
    return figures


def report(f: dict[str, float]) -> str:
    return "\n".join(
        [
            f"Double-dummy review of a whole round (every option at every play), CPU time,"
            f" {int(f['review_rounds'])} random rounds:",
            f"  median {f['review_round_median_s']:.3f} s, worst {f['review_round_worst_s']:.3f}"
            f" s ({f['review_worst_vs_median']:.2f}x the median), best"
            f" {f['review_round_best_s']:.3f} s",
            f"  naive baseline on {int(f['baseline_rounds'])} of them: median"
            f" {f['baseline_round_median_s']:.2f} s against {f['review_same_rounds_median_s']:.3f}"
            f" s: {f['review_vs_baseline']:.1f}x (per round {f['review_vs_baseline_min']:.1f}x"
            f" .. {f['review_vs_baseline_max']:.1f}x); every value agreed",
            f"  solver peak memory {f['review_peak_mb']:.1f} MiB over the slowest round"
            f" ({int(f['review_table_entries']):,} positions in its table, cap"
            f" {int(f['review_table_cap']):,})",
            f"As known, one round from play {int(f['as_known_first_play'])}:"
            f" {f['as_known_round_s']:.1f} s for {int(f['as_known_plays'])} plays with a choice,"
            f" {int(f['as_known_deals_solved'])} deals solved (per play: median"
            f" {f['as_known_deals_per_play_median']:g}, most"
            f" {int(f['as_known_deals_per_play_max'])}; {int(f['as_known_plays_exact'])} plays"
            f" averaged every fitting deal)",
        ]
    )


def main(argv: Sequence[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.review", description=__doc__)
    parser.add_argument("--rounds", type=int, default=50)
    parser.add_argument("--baseline-rounds", type=int, default=2)
    parser.add_argument(
        "--known-from", type=int, default=5, metavar="P", help="as known from the P-th play on"
    )
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument(
        "--full", action="store_true", help="baseline on every round, as-known from play 0"
    )
    parser.add_argument("--smoke", action="store_true", help="tiny counts, to check it runs")
    args = parser.parse_args(argv)
    if args.smoke:
        figures = measure(3, 1, 10, start=10, seed=args.seed)
    elif args.full:
        figures = measure(args.rounds, args.rounds, 0, seed=args.seed)
    else:
        figures = measure(args.rounds, args.baseline_rounds, args.known_from, seed=args.seed)
    print(report(figures))
    return figures


if __name__ == "__main__":
    main()
