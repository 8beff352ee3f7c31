"""What the game screen costs while nothing happens but a clock running down.

Run: ``python -m benchmarks.game_idle [--seconds S] [--smoke]`` (offscreen; no window appears)

The game screen is shown at 1280x800 on another player's turn, the table idle, on the same
qasync loop as the app. Measured in one run, each for the same wall time:

- ``screen: clock running``: the turn countdown as shipped (ring redrawn about 8 times a
  second, the digits once a second, nothing else awake);
- ``baseline: no clock``: the same screen with no countdown at all (the loop's floor);
- ``baseline: 60 fps timer``: the naive way, a 60 Hz timer redrawing the active badge.

It prints the process CPU time as a share of one core, and the ratios between them;
``figures()`` returns them for ``make bench``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time

# Set before Qt loads, so the benchmark runs the same on a desktop, a server and in CI.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import msgspec
import qasync  # type: ignore[import-untyped]
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from dominos.table.state import Last, SeatInfo, State
from dominos.ui.game.screen import GameScreen
from dominos.ui.kit import theme

LINE = ((6, 6), (6, 2), (2, 3), (3, 3), (3, 1), (1, 4), (4, 0), (0, 5))
STATE = State(
    phase="round",
    you=0,
    host_seat=0,
    seats=tuple(SeatInfo(n, True, 5, (5,) if n == "Bo" else ()) for n in ("Ann", "Bo", "Cy", "Di")),
    target=150,
    scores=(45, 62),
    version=30,
    round=3,
    turn=1,
    turn_ms_left=45_000,
    hand=((0, 1), (1, 6), (2, 2), (3, 5), (4, 4)),
    line=LINE,
    ends=(6, 5),
    last=Last("play", 0, (0, 5), "right"),
)


async def measure(screen: GameScreen, seconds: float, state: State) -> float:
    """CPU share of one core used by the whole process over ``seconds`` of wall time."""
    screen.set_state(state)
    await asyncio.sleep(0.3)  # let the first paint and layout settle
    wall, cpu = time.perf_counter(), time.process_time()
    await asyncio.sleep(seconds)
    return (time.process_time() - cpu) / (time.perf_counter() - wall) * 100


async def _run(seconds: float) -> dict[str, float]:
    screen = GameScreen()
    screen.resize(1280, 800)
    screen.show()
    running = await measure(screen, seconds, STATE)
    screen.close_clocks()
    no_clock = msgspec.structs.replace(STATE, turn_ms_left=None, version=STATE.version + 1)
    idle = await measure(screen, seconds, no_clock)
    timer = QTimer()
    timer.setInterval(16)
    timer.timeout.connect(screen.badges["right"].ring.update)
    timer.start()
    naive = await measure(screen, seconds, no_clock)
    timer.stop()
    screen.close()
    return {
        "screen_idle_cpu_percent": running,
        "screen_no_clock_cpu_percent": idle,
        "screen_60fps_cpu_percent": naive,
    }


def figures(seconds: float = 10.0) -> dict[str, float]:
    """The three CPU shares, in a process of their own (this creates the QApplication)."""
    app = QApplication.instance() or QApplication([])
    theme.apply(app)  # type: ignore[arg-type]
    result: dict[str, float] = qasync.run(_run(seconds))
    return result


async def run(seconds: float) -> None:
    f = await _run(seconds)
    running = f["screen_idle_cpu_percent"]
    idle = f["screen_no_clock_cpu_percent"]
    naive = f["screen_60fps_cpu_percent"]
    print(f"game screen idle on another player's turn, {seconds:.0f} s each, 1280x800 offscreen")
    print(f"  screen: clock running    {running:6.2f} % of one core")
    print(f"  baseline: no clock       {idle:6.2f} % of one core")
    print(f"  baseline: 60 fps timer   {naive:6.2f} % of one core")
    print(f"  clock running / no clock       {running / max(idle, 0.01):6.1f}x")
    print(f"  clock running / 60 fps timer   {running / max(naive, 0.01):6.2f}x")
    print(f"  goal: clock running <= 2 % of one core: {'met' if running <= 2 else 'NOT met'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument(
        "--smoke", action="store_true", help="a short run that only checks it works"
    )
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    theme.apply(app)  # type: ignore[arg-type]
    qasync.run(run(1.0 if args.smoke else args.seconds))


if __name__ == "__main__":
    main()
