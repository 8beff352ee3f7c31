"""Where the time goes in the figures that have missed their goal: the evidence behind
``docs/performance.md``.

Run: ``python -m benchmarks.profiles engine|board|round|idle [--top N] [--size WxH]``

- ``engine``: the move-by-move loop of ``benchmarks.engine`` under cProfile, then the floor
  of that loop measured without the engine: the same harness driving a stand-in round that
  only replays recorded move lists (what Python's calls and the loop cost by themselves),
  and the deal alone; each best of 7, in CPU time per round, beside OpenSpiel's round.
- ``board``: the play update of ``benchmarks.board`` timed twice per update, in wall time
  (what the benchmark reports) and in this thread's CPU time, then under cProfile. When
  wall time far exceeds CPU time, the update was waiting for a core, not working.
- ``round``: every play of a whole round (the opening, then a tile on each end in turn, to 28)
  on a board of ``--size`` (default 1280x720; run with ``QT_SCALE_FACTOR=2`` for a screen of
  twice the pixels), five rounds: CPU time of each update and how many tiles it redrew. Where
  the line has to shrink to fit, every tile is drawn again at the new size.
- ``idle``: the app of ``benchmarks.idle`` profiled (CPU time) for 10 s while it waits on
  another seat's turn, then its CPU share with the countdown's frames at 8 a second (as
  shipped) and at 3, alternating, 2 spans of 10 s each: the turn ring's tip moves about one
  pixel per frame at 3 frames a second on a 45 s turn.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import re
import statistics
import time
from collections.abc import Callable
from typing import Any

from benchmarks.__main__ import GOALS

# Set before Qt loads (the board profile), as the board benchmark does.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _stats(profile: cProfile.Profile | str, top: int) -> str:
    """The top of a profile, file names shown from the project, the library or stdlib root."""
    out = io.StringIO()
    pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(top)
    lines = out.getvalue().splitlines()
    start = next(i for i, line in enumerate(lines) if "ncalls" in line)
    shorten = re.compile(r"\S*/(?:site-packages|lib/python3\.\d+)/|" + re.escape(os.getcwd() + "/"))
    return "\n".join(shorten.sub("", line) for line in lines[start:] if line)


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
    guard = GOALS["engine_vs_openspiel"][1]
    label = f"the guard, {guard:g}x OpenSpiel, allows"
    print(f"  {label:<37}{spiel / guard:8.2f} us per round")
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


def round_plays(top: int, size: str = "1280x720", rounds: int = 5) -> None:
    import msgspec
    from PySide6.QtWidgets import QApplication

    from benchmarks.board import LINE, OPENING, snapshot
    from dominos.table.state import Last, State
    from dominos.terms import End
    from dominos.ui.board import tile_item
    from dominos.ui.board.board_view import BoardView

    app = QApplication.instance() or QApplication([])
    width, height = (int(n) for n in size.split("x"))
    view = BoardView(reduced_motion=True)
    view.resize(width, height)
    view.show()
    app.processEvents()
    drawn = [0]
    paint = tile_item.TileItem.paint

    def counted(self: tile_item.TileItem, *args: Any) -> None:
        drawn[0] += 1
        paint(self, *args)

    tile_item.TileItem.paint = counted  # type: ignore[method-assign,assignment]
    states: list[State] = []
    low = high = OPENING
    for n in range(len(LINE)):
        if n:
            grow_right = (n % 2 == 1 and high < len(LINE) - 1) or low == 0
            high, low = (high + 1, low) if grow_right else (high, low - 1)
        end: End = "right" if n == 0 or grow_right else "left"
        last = Last("play", n % 4, LINE[high] if end == "right" else LINE[low], end)
        base = snapshot(LINE[low : high + 1], last, n + 1)
        states.append(msgspec.structs.replace(base, opening_index=OPENING - low))
    rows: list[tuple[int, float, int, float]] = []
    for _ in range(rounds):
        view.set_state(snapshot((), None, 0))
        app.processEvents()
        for n, state in enumerate(states):
            drawn[0] = 0
            used = time.thread_time()
            view.set_state(state)
            app.processEvents()
            size_now = view.tile_items()[0].tile_rect()
            long = max(size_now.width(), size_now.height())
            rows.append((n + 1, (time.thread_time() - used) * 1000, drawn[0], long))
    tile_item.TileItem.paint = paint  # type: ignore[method-assign]
    cpu = sorted(r[1] for r in rows)
    print(f"{rounds} whole rounds at {size} (device pixel ratio {view.devicePixelRatioF():g}):")
    print(
        f"  CPU time of an update: median {statistics.median(cpu):.2f} ms,"
        f" p99 {cpu[round(0.99 * (len(cpu) - 1))]:.2f} ms, max {cpu[-1]:.2f} ms"
    )
    print("  updates that redrew more than two tiles (the line shrank to fit):")
    for n, used, count, long in rows:
        if count > 2:
            print(f"    tile {n}: {count} tiles redrawn at {long:.1f} px long, {used:.2f} ms")
    view.close()


_PROFILED = """
    import asyncio, cProfile, time
    await asyncio.sleep(2.5)
    profile = cProfile.Profile(time.process_time)
    profile.enable()
    await asyncio.sleep(10)
    profile.disable()
    profile.dump_stats(sys.argv[3])
"""

_FPS = """import sys
import dominos.ui.game.countdown as countdown
_init = countdown.Countdown.__init__
def _init_at(self, parent=None, **kw):
    kw.setdefault("fps", {fps})
    _init(self, parent, **kw)
countdown.Countdown.__init__ = _init_at
"""


def idle(top: int) -> None:
    import tempfile

    from benchmarks import idle as bench

    joined = 'print("joined", flush=True)\n'
    assert joined in bench.APP
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "idle.prof")
        # The third argument of the app's script: where the profile goes.
        script = bench.APP.replace(joined, joined + _PROFILED).replace(
            "address, code = sys.argv[1], sys.argv[2]",
            f"address, code = sys.argv[1], sys.argv[2]\nsys.argv.append({out!r})",
        )
        shares = bench.measure(1, 12.0, script)
        print("the app waiting on another seat's turn, 10 s under cProfile in CPU time")
        print(f"(the whole process, profiler included: {shares['idle_cpu_percent']:.2f} %):")
        print(_stats(out, top))
    results: dict[int, list[float]] = {8: [], 3: []}
    for _ in range(2):
        for fps in results:
            script = bench.APP.replace("import sys\n", _FPS.format(fps=fps), 1)
            results[fps].append(bench.measure(1, 10.0, script)["idle_cpu_percent"])
    print("\nthe app's CPU share with the countdown's frame rate set to:")
    for fps, values in results.items():
        print(f"  {fps} frames a second  {statistics.median(values):5.2f} %  ({values})")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("which", choices=("engine", "board", "round", "idle"))
    parser.add_argument("--top", type=int, default=12, help="rows of the profile (default 12)")
    parser.add_argument("--size", default="1280x720", help="board size for round (WxH)")
    args = parser.parse_args()
    if args.which == "round":
        round_plays(args.top, args.size)
        return
    {"engine": engine, "board": board, "idle": idle}[args.which](args.top)


if __name__ == "__main__":
    main()
