"""The app's event loop while a round's review runs: no frame is late.

Run: ``python -m benchmarks.review_frames [--rounds N]`` (offscreen; no window appears)

A review window is opened on a finished round (its search starts in a child process) while
a timer asks for a frame every 4 ms; the gap between two of its ticks is how long the event
loop could not draw. Its 99th percentile, over the whole search of each round and the
window filling in, is the figure: at 60 frames a second a gap over 16 ms is a frame shown
late. Against it, the same timer with no review running, in the same process.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dominos.ui.review.window import ReviewWindow

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TICK_MS = 4


def _gaps(app: object, until: Callable[[], bool], limit_s: float) -> list[float]:
    from PySide6.QtCore import QCoreApplication, QTimer

    stamps: list[float] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: stamps.append(time.perf_counter()))
    timer.start()
    began = time.perf_counter()
    while not until() and time.perf_counter() - began < limit_s:
        QCoreApplication.processEvents()
        time.sleep(0.0005)
    timer.stop()
    return [(b - a) * 1000 for a, b in itertools.pairwise(stamps)]


def _finished(window: ReviewWindow) -> Callable[[], bool]:
    return lambda: window.state != "running"


def _p99(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def measure(rounds: int = 3) -> dict[str, float]:
    from PySide6.QtWidgets import QApplication

    from benchmarks.records import first_round_played
    from dominos.table.replay import round_from_state
    from dominos.ui.review.window import ReviewWindow

    app = QApplication.instance() or QApplication([])
    during: list[float] = []
    for seed in range(rounds):
        table, now = first_round_played(100 + seed)
        rnd = round_from_state(table.snapshot(0, now))
        assert rnd is not None
        window = ReviewWindow(rnd, ["Ann", "Bob", "Cy", "Di"], 1)
        window.resize(1270, 690)
        window.show()
        during += _gaps(app, _finished(window), 120.0)
        if window.state != "done":
            raise AssertionError(f"the review did not finish: {window.state}")
        window.close()
        window.deleteLater()
    idle = _gaps(app, lambda: False, 1.0)
    return {
        "review_gui_gap_p99_ms": _p99(during),
        "review_gui_gap_max_ms": max(during),
        "review_gui_gap_median_ms": statistics.median(during),
        "idle_gui_gap_p99_ms": _p99(idle),
    }


def main(argv: Sequence[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.review_frames", description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    figures = measure(args.rounds)
    f = figures
    print(
        f"Event loop gaps while a review runs ({args.rounds} rounds, a tick every {TICK_MS} ms):"
        f" p99 {f['review_gui_gap_p99_ms']:.1f} ms, max {f['review_gui_gap_max_ms']:.1f} ms,"
        f" median {f['review_gui_gap_median_ms']:.1f} ms; with no review, p99"
        f" {f['idle_gui_gap_p99_ms']:.1f} ms"
    )
    return figures


if __name__ == "__main__":
    main()
