"""CPU the desktop app burns while a player waits for another seat's move, the clock running.

Run: ``python -m benchmarks.idle [--windows N] [--seconds S] [--smoke]``

This process hosts a real table on 127.0.0.1 (the table, its server and three scripted
players, who never move) and starts two other processes at once:

- ``app``: the desktop app itself (``dominos.__main__.main``, every window, timer and
  connection of a real session), whose only scripted step is joining the table by address
  as the fourth player, as ``--demo`` does for its extra windows;
- ``bare``: the floor, a bare PySide6 + qasync main window with a label, doing nothing.

Once the game starts on another player's turn (the deal is picked so the app never opens),
both processes are sampled side by side over the same ``--windows`` spans of ``--seconds``
each, while the turn clock counts down from 45 s (the app's sound cues loaded on miniaudio's
null output, as they would be on a sound card); user + system CPU time comes from
``/proc/PID/stat`` (every thread of the process), as a share of one core. Windows are drawn
under a private Xvfb when there is one (see ``benchmarks.display``), else offscreen; the
report says which. ``measure()`` returns the figures for ``make bench``; the goal is the
app at or under 2 % of one core.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.display import Display, display
from benchmarks.home import home_env
from benchmarks.processes import cpu_seconds, errors_tail, spawn, stop
from dominos.net.app.client import Client
from dominos.net.host.server import Server
from dominos.table import Table

HOST = "127.0.0.1"
CODE = "QWE234"
NAMES = ("Ann", "Bo", "Cy")
APP_SEAT = 3
#: Time for the app to switch to the game screen and draw it before sampling starts.
SETTLE_S = 2.0

APP = r"""
import sys
from dominos.__main__ import main
from dominos.ui.shell import app

address, code = sys.argv[1], sys.argv[2]

async def join_as_fourth(shell):
    await shell.windows[0].seating.join_address(address, code)
    print("joined", flush=True)

app.Shell._first_action = join_as_fourth
sys.exit(main(["--name", "Di", "--no-discovery"]))
"""

BARE = r"""
import asyncio, signal, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
import qasync

class FirstPaint(QObject):
    def __init__(self, future):
        super().__init__()
        self.future = future
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.future.done():
            self.future.set_result(None)
        return False

async def main():
    loop = asyncio.get_running_loop()
    stop = loop.create_future()
    loop.add_signal_handler(signal.SIGTERM, lambda: stop.done() or stop.set_result(None))
    shown = loop.create_future()
    window = QMainWindow()
    label = QLabel("Dominos")
    window.setCentralWidget(label)
    watcher = FirstPaint(shown)
    label.installEventFilter(watcher)
    window.resize(1100, 760)
    window.show()
    await shown
    print("shown", flush=True)
    await stop
    window.close()
    return 0

app = QApplication([sys.argv[0]])
app.setQuitOnLastWindowClosed(False)
sys.exit(qasync.run(main()))
"""


def opening_seed(avoid: int) -> int:
    """A deal seed whose first turn is not ``avoid``'s, so the app waits from the start."""
    for seed in range(1000):
        table = Table(code=CODE, rng=random.Random(seed))
        for name in (*NAMES, "Di"):
            table.join(name, CODE, 0.0)
        table.start(0, 0.0)
        if table.turn != avoid:
            return seed
    raise RuntimeError("no deal found where another seat opens")


async def _wait_for(proc: asyncio.subprocess.Process, word: str, log: Path, what: str) -> None:
    assert proc.stdout is not None
    try:
        async with asyncio.timeout(60):
            while line := await proc.stdout.readline():
                if line.strip() == word.encode():
                    return
    except TimeoutError:
        pass
    tail = errors_tail(log)
    raise RuntimeError(f"the {what} process never said {word!r}; its errors:\n{tail}")


async def _measure(windows: int, seconds: float, shown: Display, script: str) -> dict[str, float]:
    table = Table(code=CODE, rng=random.Random(opening_seed(APP_SEAT)), now=time.monotonic())
    server = Server(table)
    await server.start(HOST, 0, fallback=False)
    players = [Client(lambda _: None, lambda _: None, lambda _: None) for _ in NAMES]
    for player, name in zip(players, NAMES, strict=True):
        await player.connect(HOST, server.port, name=name, code=CODE)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ)
        env.update(shown.env)
        env.update(home_env(home))
        env.update(
            # The sound cues loaded on an output device, as on a computer with a sound card.
            DOMINOS_SOUND_OUTPUT="null",
        )
        logs = Path(home, "app.err"), Path(home, "bare.err")
        app_args = [sys.executable, "-c", script, f"{HOST}:{server.port}", CODE]
        app, app_err = await spawn(app_args, env, logs[0])
        bare, bare_err = await spawn([sys.executable, "-c", BARE], env, logs[1])
        try:
            await _wait_for(app, "joined", logs[0], "app")
            await _wait_for(bare, "shown", logs[1], "bare window")
            if table.seat_count != len(NAMES) + 1:
                tail = errors_tail(logs[0])
                raise RuntimeError(f"the app did not take the fourth seat; its errors:\n{tail}")
            await players[0].start()
            async with asyncio.timeout(10):
                while table.phase != "round":
                    await asyncio.sleep(0.01)
            opener = table.turn
            if opener is None or opener == APP_SEAT:
                raise RuntimeError(f"the app's seat was meant to wait, but seat {opener} opens")
            await asyncio.sleep(SETTLE_S if windows > 1 or seconds > 2 else SETTLE_S / 4)
            app_share: list[float] = []
            bare_share: list[float] = []
            left_at_start = (table.next_deadline() or 0.0) - time.monotonic()
            for _ in range(windows):
                a, b, start = cpu_seconds(app.pid), cpu_seconds(bare.pid), time.monotonic()
                await asyncio.sleep(seconds)
                wall = time.monotonic() - start
                app_share.append((cpu_seconds(app.pid) - a) / wall * 100)
                bare_share.append((cpu_seconds(bare.pid) - b) / wall * 100)
                if table.phase != "round" or table.turn != opener:
                    raise RuntimeError("the turn changed while measuring: the clock ran out")
        finally:
            await stop(app)
            await stop(bare)
            app_err.close()
            bare_err.close()
    for player in players:
        await player.close()
    await server.close()
    figures = {
        "idle_cpu_percent": statistics.median(app_share),
        "idle_cpu_percent_min": min(app_share),
        "idle_cpu_percent_max": max(app_share),
        "bare_idle_cpu_percent": statistics.median(bare_share),
        "bare_idle_cpu_percent_min": min(bare_share),
        "bare_idle_cpu_percent_max": max(bare_share),
        "idle_clock_left_s": left_at_start,
        "idle_window_s": seconds,
        "idle_windows": windows,
        "idle_under_xvfb": 1.0 if shown.platform == "xcb" else 0.0,
    }
    return figures


def measure(windows: int = 3, seconds: float = 10.0, script: str = APP) -> dict[str, float]:
    """Median, min and max CPU share of the app and of a bare window, over the same spans.

    ``script`` is the app's side; ``benchmarks.profiles`` passes variants of :data:`APP`.
    """
    if windows * seconds + SETTLE_S > 40:
        raise ValueError("the spans must end before the 45 s turn clock runs out")
    with display() as shown:
        return asyncio.run(_measure(windows, seconds, shown, script))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--windows", type=int, default=3, help="spans sampled (default 3)")
    parser.add_argument("--seconds", type=float, default=10.0, help="length of each span")
    parser.add_argument("--smoke", action="store_true", help="one 1 s span, to check it runs")
    args = parser.parse_args()
    windows, seconds = (1, 1.0) if args.smoke else (args.windows, args.seconds)
    f = measure(windows, seconds)
    where = "Xvfb (xcb)" if f["idle_under_xvfb"] else "offscreen"
    print(
        f"idle on another player's turn, clock at {f['idle_clock_left_s']:.0f} s and running,"
        f" {windows} x {seconds:g} s, {where}"
    )
    for label, key in (
        ("app (whole process)", "idle_cpu_percent"),
        ("bare window", "bare_idle_cpu_percent"),
    ):
        print(
            f"  {label:<22} {f[key]:6.2f} % of one core"
            f"  (min {f[key + '_min']:.2f}, max {f[key + '_max']:.2f})"
        )
    ok = f["idle_cpu_percent"] <= 2
    print(f"  goal: app <= 2 % of one core: {'met' if ok else 'NOT met'}")


if __name__ == "__main__":
    main()
