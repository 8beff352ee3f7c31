"""The app's event loop while a round's review runs: no frame is late.

Run: ``python -m benchmarks.review_frames [--rounds N]`` (offscreen; no window appears)

A review window is opened on a finished round (its search starts in a child process) while
a timer asks for a frame every 4 ms; the gap between two of its ticks is how long the event
loop could not draw. Its 99th percentile, over the whole search of each round and the
window filling in, is the figure: at 60 frames a second a gap over 16 ms is a frame shown
late. Against it, the same timer with no review running, in the same process.

Then the review the app runs by itself when a round ends (``RoundReviews``: every play
double dummy, then as known on both cores, in child processes of lowered priority) over
``--known-rounds`` rounds, with the same timer: ``known_gui_gap_p99_ms``, and how long each
round took (``known_in_app_round_s``, wall time).
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
    from dominos.table.record import RecordRound
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


def measure(rounds: int = 3, known_rounds: int = 1) -> dict[str, float]:
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
    from dominos.ui.services.round_reviews import reviews

    known: list[float] = []
    took: list[float] = []
    for seed in range(known_rounds):
        table, now = first_round_played(200 + seed)
        rnd = round_from_state(table.snapshot(0, now))
        assert rnd is not None
        began = time.perf_counter()
        if reviews.review_in_background(rnd) is None:
            raise AssertionError("the background review did not start")

        def ended(rnd: RecordRound = rnd) -> bool:
            return reviews.running(rnd) is None

        known += _gaps(app, ended, 600.0)
        took.append(time.perf_counter() - began)
        if len(reviews.recall_known(rnd)) == 0:
            raise AssertionError("the background review found nothing as known")
    idle = _gaps(app, lambda: False, 1.0)
    extra = {}
    if known:
        extra = {
            "known_gui_gap_p99_ms": _p99(known),
            "known_gui_gap_max_ms": max(known),
            "known_in_app_round_s": statistics.median(took),
        }
    return extra | {
        "review_gui_gap_p99_ms": _p99(during),
        "review_gui_gap_max_ms": max(during),
        "review_gui_gap_median_ms": statistics.median(during),
        "idle_gui_gap_p99_ms": _p99(idle),
    }


def main(argv: Sequence[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.review_frames", description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--known-rounds", type=int, default=1)
    args = parser.parse_args(argv)
    figures = measure(args.rounds, args.known_rounds)
    f = figures
    print(
        f"Event loop gaps while a review runs ({args.rounds} rounds, a tick every {TICK_MS} ms):"
        f" p99 {f['review_gui_gap_p99_ms']:.1f} ms, max {f['review_gui_gap_max_ms']:.1f} ms,"
        f" median {f['review_gui_gap_median_ms']:.1f} ms; with no review, p99"
        f" {f['idle_gui_gap_p99_ms']:.1f} ms"
    )
    if "known_gui_gap_p99_ms" in f:
        print(
            f"While the app reviews a round just ended as known ({args.known_rounds} rounds):"
            f" p99 {f['known_gui_gap_p99_ms']:.1f} ms, max {f['known_gui_gap_max_ms']:.1f} ms;"
            f" the round took {f['known_in_app_round_s']:.1f} s (median)"
        )
    return figures


if __name__ == "__main__":
    main()
