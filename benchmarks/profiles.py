"""Where the time goes in the figures that have missed their goal: the evidence behind
``docs/performance.md``.

Run: ``python -m benchmarks.profiles engine|board [--top N]``

- ``engine``: the move-by-move loop of ``benchmarks.engine`` under cProfile, then the floor
  of that loop measured without the engine: the same harness driving a stand-in round that
  only replays recorded move lists (what Python's calls and the loop cost by themselves),
  and the deal alone; each best of 7, in CPU time per round, beside OpenSpiel's round.
- ``board``: the play update of ``benchmarks.board`` timed twice per update, in wall time
  (what the benchmark reports) and in this thread's CPU time, then under cProfile. When
  wall time far exceeds CPU time, the update was waiting for a core, not working.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

# Set before Qt loads (the board profile), as the board benchmark does.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _stats(profile: cProfile.Profile, top: int) -> str:
    out = io.StringIO()
    pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(top)
    lines = out.getvalue().splitlines()
    start = next(i for i, line in enumerate(lines) if "ncalls" in line)
    return "\n".join(line.replace(os.getcwd() + os.sep, "") for line in lines[start:] if line)


def _best(run: Callable[[], object], times: int = 7) -> float:
    best = float("inf")
    for _ in range(times):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return best


class _Replay:
    """A stand-in round with the engine's API that only replays recorded move lists."""

    __slots__ = ("history", "i", "is_over", "steps")

    def __init__(self, steps: list[list[Any]]) -> None:
        self.steps = steps
        self.i = 0
        self.history: list[Any] = []
        self.is_over = False

    def legal_moves(self) -> list[Any]:
        return self.steps[self.i]

    def play(self, tile: Any, end: Any = None) -> None:
        self.history.append(tile)
        self.i += 1
        self.is_over = self.i == len(self.steps)

    def pass_turn(self) -> None:
        self.history.append(None)
        self.i += 1
        self.is_over = self.i == len(self.steps)


def engine(top: int, rounds: int = 2000) -> None:
    from benchmarks.engine import engine_rounds, openspiel_game, openspiel_rounds
    from dominos.engine import Round

    profile = cProfile.Profile(time.process_time)
    profile.runcall(engine_rounds, rounds, 1)
    print(f"cProfile in CPU time, {rounds} rounds move by move (inflated by the profiler):")
    print(_stats(profile, top))

    rng = random.Random(1)
    recorded: list[list[list[Any]]] = []
    for _ in range(rounds):
        r = Round.deal(rng, 0)
        steps = []
        while not r.is_over:
            moves = r.legal_moves()
            steps.append(moves)
            n = len(moves)
            if n:
                r.play(*moves[int(rng.random() * n) if n > 1 else 0])
            else:
                r.pass_turn()
        recorded.append(steps)

    def harness() -> None:
        rnd = random.Random(5).random
        for steps in recorded:
            r = _Replay(steps)
            while not r.is_over:
                moves = r.legal_moves()
                n = len(moves)
                if n:
                    r.play(*moves[int(rnd() * n) if n > 1 else 0])
                else:
                    r.pass_turn()

    def deals() -> None:
        deal_rng = random.Random(5)
        for _ in range(rounds):
            Round.deal(deal_rng, 0)

    game = openspiel_game()
    us = 1e6 / rounds
    whole = _best(lambda: engine_rounds(rounds, 5)) * us
    loop = _best(harness) * us
    dealt = _best(deals) * us
    spiel_rounds = 300
    spiel = _best(lambda: openspiel_rounds(spiel_rounds, 5, game)) * 1e6 / spiel_rounds
    print(f"\nCPU time per round, best of 7 ({rounds} rounds; OpenSpiel {spiel_rounds}):")
    print(f"  engine, move by move                 {whole:8.2f} us")
    print(f"  the loop alone, stand-in round       {loop:8.2f} us")
    print(f"  the deal alone                       {dealt:8.2f} us")
    print(f"  the engine's moves (the rest)        {whole - loop - dealt:8.2f} us")
    print(f"  OpenSpiel team dominoes              {spiel:8.2f} us")
    print(f"  40x OpenSpiel needs at most          {spiel / 40:8.2f} us per round")
    print(f"  with a free engine (loop + deal): {spiel / (loop + dealt):.1f}x OpenSpiel")


def board(top: int, updates: int = 400) -> None:
    from PySide6.QtWidgets import QApplication

    from benchmarks.board import LINE, SIZE, snapshot
    from dominos.table.state import Last
    from dominos.ui.board.board_view import BoardView

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    view = BoardView(reduced_motion=True)
    view.resize(*SIZE)
    view.show()
    app.processEvents()
    before = snapshot(LINE[:-1], Last("play", 3, LINE[-2], "right"), 1)
    after = snapshot(LINE, Last("play", 0, LINE[-1], "right"), 2)

    def update() -> None:
        view.set_state(before)
        app.processEvents()
        view.set_state(after)
        app.processEvents()

    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(updates):
        view.set_state(before)
        app.processEvents()
        w, c = time.perf_counter(), time.thread_time()
        view.set_state(after)
        app.processEvents()
        cpu.append((time.thread_time() - c) * 1000)
        wall.append((time.perf_counter() - w) * 1000)

    def p99(values: list[float]) -> float:
        ordered = sorted(values)
        return ordered[round(0.99 * (len(ordered) - 1))]

    waited = sum(1 for w, c in zip(wall, cpu, strict=True) if w > 2 * c + 0.5)
    print(f"a play on a 27-tile line, {updates} updates, repaint included, ms:")
    for name, values in (("wall time", wall), ("CPU time of this thread", cpu)):
        print(
            f"  {name:<24} median {statistics.median(values):6.3f}  p99 {p99(values):6.3f}"
            f"  max {max(values):6.3f}"
        )
    print(f"  updates whose wall time was over twice their CPU time: {waited} of {updates}")
    try:
        load = os.getloadavg()[0]
        print(f"  load average over the last minute: {load:.2f} on {os.cpu_count()} CPUs")
    except OSError:
        pass

    def updates_profiled() -> None:
        for _ in range(updates // 2):
            update()

    # CPU time of this thread, not wall time: a busy machine would otherwise charge its
    # waits to whichever call was running when the core was taken away.
    profile = cProfile.Profile(time.thread_time)
    profile.runcall(updates_profiled)
    print(f"\ncProfile in CPU time, {updates // 2} pairs of updates (27 -> 28 tiles and back):")
    print(_stats(profile, top))
    view.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("which", choices=("engine", "board"))
    parser.add_argument("--top", type=int, default=12, help="rows of the profile (default 12)")
    args = parser.parse_args()
    {"engine": engine, "board": board}[args.which](args.top)


if __name__ == "__main__":
    main()
