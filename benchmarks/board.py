"""What applying a snapshot costs the board, with a full 28-tile line, repaint included.

Run: ``python -m benchmarks.board [--updates N] [--smoke]`` (offscreen; no window appears)

Measured in one run, each update followed by the repaint it causes:

- ``board: play``: the 28th tile is laid on a 27-tile line (the costly, real case: one item added,
  the layout recomputed, the last-tile mark moved);
- ``board: same line``: a snapshot that leaves the line as it was (a clock or a pass), the most
  frequent update;
- ``baseline: bare rects``: 28 plain rectangles moved in a bare scene of the same size, the floor
  for anything drawn with Qt's graphics view;
- ``baseline: rebuild``: the straightforward way, clearing the scene and adding 28 new tile items
  on every snapshot.

It prints median and p99 in milliseconds (wall time; for a play also the CPU time of the thread,
which a busy machine does not inflate) and the ratios against the baselines.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

# Set before Qt loads, so the benchmark runs the same on a desktop, a server and in CI.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
)

from dominos.table.state import Last, SeatInfo, State
from dominos.ui.board.board_view import BoardView
from dominos.ui.board.tile_item import TileItem

#: A whole round's line, opened by the 1-5 (index 13).
LINE = (
    (4, 6), (6, 6), (6, 2), (2, 2), (2, 0), (0, 0), (0, 6), (6, 5), (5, 0), (0, 3),
    (3, 4), (4, 4), (4, 1), (1, 5), (5, 2), (2, 4), (4, 0), (0, 1), (1, 3), (3, 6),
    (6, 1), (1, 1), (1, 2), (2, 3), (3, 3), (3, 5), (5, 5), (5, 4),
)  # fmt: skip
OPENING = 13
SIZE = (900, 600)
SEATS = tuple(SeatInfo(name, True, 1) for name in ("Ann", "Bo", "Cy", "Di"))


def snapshot(line: tuple[tuple[int, int], ...], last: Last | None, version: int) -> State:
    return State(
        phase="round",
        you=0,
        host_seat=0,
        seats=SEATS,
        target=150,
        scores=(40, 35),
        version=version,
        turn=version % 4,
        turn_ms_left=45_000 - version,
        line=line,
        opening_index=OPENING,
        last=last,
    )


def timed(
    run: Callable[[int], None], updates: int, app: QApplication, cpu: list[float] | None = None
) -> list[float]:
    """Milliseconds per update, each one including the repaint it triggers; the CPU time of
    this thread for each goes to ``cpu`` when given (what the board itself costs, whatever
    else the machine runs)."""
    samples = []
    for i in range(updates):
        start, used = time.perf_counter(), time.thread_time()
        run(i)
        app.processEvents()
        samples.append((time.perf_counter() - start) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - used) * 1000)
    return samples


def summary(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return statistics.median(ordered), p99


def measure(updates: int = 400) -> dict[str, float]:
    """Median and p99 of a play landing on the board, in milliseconds, plus the baselines."""
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)

    board = BoardView(reduced_motion=True)
    board.resize(*SIZE)
    board.show()
    app.processEvents()
    before = snapshot(LINE[:-1], Last("play", 3, LINE[-2], "right"), 1)
    after = snapshot(LINE, Last("play", 0, LINE[-1], "right"), 2)

    def play(i: int) -> None:
        board.set_state(after)

    def reset() -> None:
        board.set_state(before)
        app.processEvents()

    plays: list[float] = []
    plays_cpu: list[float] = []
    for _ in range(updates):
        reset()
        plays.extend(timed(play, 1, app, plays_cpu))

    def same(i: int) -> None:
        board.set_state(snapshot(LINE, Last("pass", i % 4), 3 + i))

    same_line = timed(same, updates, app)

    # Baselines, in a view of the same size, with the tiles where the board put them.
    board.set_state(after)
    app.processEvents()
    tiles = [
        (item.pos(), item.tile, item.vertical, item.tile_rect()) for item in board.tile_items()
    ]
    scene = QGraphicsScene(0, 0, *SIZE)
    view = QGraphicsView(scene)
    view.resize(*SIZE)
    view.show()
    rects = []
    for pos, _, _, rect in tiles:
        item = QGraphicsRectItem(rect)
        item.setBrush(QColor("#f5eedc"))
        item.setPos(pos)
        scene.addItem(item)
        rects.append(item)
    app.processEvents()

    def bare(i: int) -> None:
        shift = QPointF(1 if i % 2 else -1, 0)
        for (pos, _, _, _), item in zip(tiles, rects, strict=True):
            item.setPos(pos + shift)

    bare_rects = timed(bare, updates, app)

    def rebuild(i: int) -> None:
        scene.clear()
        for n, (pos, (first, second), vertical, rect) in enumerate(tiles):
            size = (max(rect.width(), rect.height()), min(rect.width(), rect.height()))
            tile = TileItem(first, second, vertical, size)
            tile.setPos(pos)
            tile.set_last(n == len(tiles) - 1)
            scene.addItem(tile)

    rebuilt = timed(rebuild, updates, app)

    figures: dict[str, float] = {}
    for name, samples in (
        ("board_update", plays),
        ("board_update_cpu", plays_cpu),
        ("board_same_line", same_line),
        ("baseline_bare_rects", bare_rects),
        ("baseline_rebuild", rebuilt),
    ):
        median, p99 = summary(samples)
        figures[f"{name}_median_ms"] = median
        figures[f"{name}_p99_ms"] = p99
    board.close()
    view.close()
    return figures


def board_figures(updates: int = 400) -> dict[str, float]:
    """Only the two figures the game screen's goal is stated in."""
    figures = measure(updates)
    return {key: figures[key] for key in ("board_update_median_ms", "board_update_p99_ms")}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--updates", type=int, default=400)
    parser.add_argument("--smoke", action="store_true", help="a few updates, to check it runs")
    args = parser.parse_args(argv)
    updates = 20 if args.smoke else args.updates
    figures = measure(updates)
    print(f"board, 28-tile line, {SIZE[0]}x{SIZE[1]}, {updates} updates each, repaint included")
    rows = (
        ("board: play (27 -> 28 tiles)", "board_update"),
        ("board: play, CPU of this thread", "board_update_cpu"),
        ("board: same line, new snapshot", "board_same_line"),
        ("baseline: bare rects moved", "baseline_bare_rects"),
        ("baseline: scene rebuilt", "baseline_rebuild"),
    )
    for label, key in rows:
        median, p99 = figures[f"{key}_median_ms"], figures[f"{key}_p99_ms"]
        print(f"  {label:34} median {median:7.3f} ms   p99 {p99:7.3f} ms")
    play = figures["board_update_median_ms"]
    print(f"  play / bare rects: {play / figures['baseline_bare_rects_median_ms']:.2f}x")
    print(f"  play / rebuild:    {play / figures['baseline_rebuild_median_ms']:.2f}x")
    goal = play <= 4 and figures["board_update_p99_ms"] <= 8
    print(f"  goal (median <= 4 ms, p99 <= 8 ms): {'met' if goal else 'NOT met'}")


if __name__ == "__main__":
    main()
