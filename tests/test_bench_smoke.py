"""``make bench`` still runs end to end and writes every figure it promises (tiny counts).

No figure is judged here: a smoke run measures nothing worth comparing, and timings belong
in ``make bench``, never in the test suite.
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

sys.path.insert(0, str(ROOT))
try:
    from benchmarks import launch, netns
    from benchmarks.__main__ import GOALS, REQUIRED, table
finally:
    sys.path.remove(str(ROOT))


@pytest.mark.once
@pytest.mark.timeout(300)
def test_smoke_run_writes_every_promised_figure_as_a_number(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    env = dict(os.environ, DOMINOS_BENCH_JSON=str(tmp_path / "unused.json"))
    proc = subprocess.run(
        [sys.executable, "-m", "benchmarks", "--smoke", "--json", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=280,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    figures = json.loads(out.read_text(encoding="utf-8"))
    assert isinstance(figures, dict)
    for key, value in figures.items():
        assert type(value) in (int, float) and math.isfinite(value), (key, value)
    # Left out is exactly what this machine cannot give, each with the reason it cannot.
    left_out = {
        found[1]: found[2]
        for found in re.finditer(r"^(\w+): .* left out: (.*)$", proc.stdout, re.M)
    }
    cannot: dict[str, str] = {}
    no_lan = netns.unavailable()
    if no_lan is not None:
        cannot["discovery"] = cannot["guessing_ipv6"] = no_lan
    if not launch.bundled_exe(launch.ROOT / "dist" / "bundle" / "dominos").exists():
        cannot["launch"] = "no bundle at"
    assert set(left_out) == set(cannot), proc.stdout
    for name, why in cannot.items():
        assert why in left_out[name], (name, left_out[name])
    expected = [k for k in REQUIRED if not (k == "discovery_s" and no_lan)]
    assert [k for k in expected if k not in figures] == []
    # Every figure with a goal is a row of the printed table, with its verdict.
    rows = {line.split()[0]: line for line in proc.stdout.splitlines() if line.strip()}
    for key in GOALS:
        if key in figures:
            assert rows[key].rstrip().endswith(("yes", "NO")), rows[key]
    assert not (tmp_path / "unused.json").exists()


def test_a_missed_goal_reads_no_and_min_max_share_the_median_row() -> None:
    lines = table(
        {
            "idle_cpu_percent": 2.5,
            "idle_cpu_percent_min": 2.25,
            "idle_cpu_percent_max": 3.0,
            "board_update_median_ms": 3.5,
            "rss_mb": 80.0,
        }
    )
    rows = {line.split()[0]: line.split() for line in lines[2:]}
    assert rows["idle_cpu_percent"][-1] == "NO"
    assert "2.250" in rows["idle_cpu_percent"] and "3.000" in rows["idle_cpu_percent"]
    assert "idle_cpu_percent_min" not in rows
    assert rows["board_update_median_ms"][-1] == "yes"
    assert rows["rss_mb"][-1] == "MiB"  # no goal of its own: no verdict


def test_the_engine_guard_reads_no_only_below_the_level_of_past_runs() -> None:
    """The engine's ratios guard against a slower engine: the lowest quiet runs so far (23.9x
    move by move, 37x whole playouts) pass, a drop past their spread reads NO."""
    rows = {
        line.split()[0]: line.split()[-1]
        for line in table({"engine_vs_openspiel": 23.9, "playout_vs_openspiel": 37.0})[2:]
    }
    assert rows == {"engine_vs_openspiel": "yes", "playout_vs_openspiel": "yes"}
    rows = {
        line.split()[0]: line.split()[-1]
        for line in table({"engine_vs_openspiel": 21.5, "playout_vs_openspiel": 31.0})[2:]
    }
    assert rows == {"engine_vs_openspiel": "NO", "playout_vs_openspiel": "NO"}
