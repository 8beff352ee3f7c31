"""The engine benchmark still runs and reports its figures (a smoke run, no timing asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_engine_benchmark_smoke_run_prints_the_ratios() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "benchmarks.engine", "--smoke"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=100,
        check=True,
    ).stdout
    assert "engine vs OpenSpiel:" in out
    assert "move by move" in out and "play_randomly" in out


def test_measure_returns_the_figures_make_bench_gathers() -> None:
    sys.path.insert(0, str(ROOT))
    try:
        from benchmarks.engine import SMOKE_COUNTS, measure
    finally:
        sys.path.remove(str(ROOT))
    figures = measure(repeats=1, counts=SMOKE_COUNTS)
    for key in ("engine_rounds_per_s", "openspiel_rounds_per_s", "engine_vs_openspiel"):
        assert figures[key] > 0
    assert figures["engine_vs_openspiel"] == (
        figures["engine_rounds_per_s"] / figures["openspiel_rounds_per_s"]
    )
    # The history is kept: every round records at least its plays.
    assert figures["engine_events_per_round"] >= 7
