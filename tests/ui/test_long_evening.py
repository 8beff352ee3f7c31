"""A long evening must not cost memory: the app playing round after round keeps nothing per
round. A shortened run of ``benchmarks.memory`` (whose full run gives the figure): the real
app as one seat of a fast table, its turns played by the table's clock, its resident memory
read at the start of every round.

Memory read from the system is noisy and grows in steps now and then (a cache filling
once), so the growth is judged by the median of the slopes between every two readings, which
a step barely moves, and the bound is loose: four times the goal of ``make bench``. What it
catches is a leak like one that kept every slide animation and the tiles it moved, which
cost 11 to 14 MB per 100 rounds.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

sys.path.insert(0, str(ROOT))
try:
    from benchmarks import memory
finally:
    sys.path.remove(str(ROOT))

pytestmark = [
    pytest.mark.skipif(
        not Path("/proc/self/status").exists(), reason="reads memory from /proc (Linux)"
    ),
    pytest.mark.once,
]

ROUNDS = memory.WARMUP + 50
BOUND_MB_PER_100_ROUNDS = 8.0


@pytest.mark.timeout(600)
def test_the_app_keeps_nothing_per_round_over_many_rounds() -> None:
    figures = asyncio.run(memory.player(ROUNDS, scale=0.002))
    assert figures["app_rounds"] == ROUNDS
    growth = figures["app_rss_mb_per_100_rounds_robust"]
    assert growth <= BOUND_MB_PER_100_ROUNDS, (
        f"the app's memory grows by {growth:.1f} MB per 100 rounds"
        f" ({figures['app_rss_mb_after_warmup']:.1f} MB after {memory.WARMUP} rounds,"
        f" {figures['app_rss_mb_last']:.1f} MB after {ROUNDS})"
    )
    # Three more at most: the review of the round just ended may be searching (its pipe of
    # results, and its process's two), where a file kept per round would add dozens.
    assert figures["app_fds_last"] <= figures["app_fds_first"] + 3, "open files pile up"
