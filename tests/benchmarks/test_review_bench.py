"""The review benchmark still runs, and its naive baseline agrees with the solver on every
value it is timed on (a smoke run: no timing asserted)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

sys.path.insert(0, str(ROOT))
try:
    from benchmarks import review
    from benchmarks.__main__ import REQUIRED
finally:
    sys.path.remove(str(ROOT))


def test_the_smoke_run_reports_every_figure_make_bench_promises() -> None:
    figures = review.measure(3, 1, 10, start=10)
    promised = [k for k in REQUIRED if k.startswith(("review_", "as_known_")) and "_gui_" not in k]
    assert len(promised) == 7
    assert all(figures[key] >= 0 for key in promised)
    assert figures["review_worst_vs_median"] >= 1
    assert figures["as_known_plays"] >= 1 and figures["as_known_deals_solved"] >= 1


def test_the_naive_baseline_finds_the_values_the_solver_finds() -> None:
    for r in review.rounds(4, seed=3):
        assert review.baseline(r, 9) == review.review(r, 9)[0]
    played = review.rounds(1, seed=4)[0]
    assert review.baseline(played, 6) == review.review(played, 6)[0]
    assert review.known_round(played, 12, random.Random(1))[1]  # deals were solved
