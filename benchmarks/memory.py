"""Memory over a long evening: what a process keeps for every round played.

Run: ``python -m benchmarks.memory [--only player,hosting,headless] [--rounds N] [--smoke]``

Friends play for hours, so nothing may be kept per round beyond what a game needs (its
scores table), and that goes with the game. Three processes are watched, each at a fast
table (every clock times ``--time-scale``, target 50, so a game lasts a few rounds and a
new one starts at once), with scripted players in this process playing legal moves
straight away:

- ``player``: the desktop app as one seat of a table hosted here, joined by address; its
  turns are played by the table when its clock runs out, as for a player who looks away;
- ``hosting``: the desktop app hosting the table (the table, its journal and four
  connections, its own seat included, in one process), three scripted players joined;
- ``headless``: ``dominos-host`` with its journal, four scripted players joined.

Each process's resident memory (``VmRSS``) is read at the start of every round. After a
warm-up (``WARMUP`` rounds: caches, fonts and pools filling once), the least-squares slope
of memory against rounds is the figure, in MB per 100 rounds; goal at most 2. The first
and last readings are printed too, so a step can be told from a slope. The process's open
file descriptors are read after the warm-up and at the end, the app's log file at the start
and at the end.
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
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from benchmarks.home import home_env
from benchmarks.processes import ROOT, errors_tail, open_files, rss_mb, spawn, stop
from dominos.net.app.client import Client
from dominos.net.host.server import Server
from dominos.table import Table
from dominos.table.state import State
from dominos.terms import End

HOST = "127.0.0.1"
CODE = "QWE234"
TARGET = 50
WARMUP = 20

#: The app as a player: joins by address, then lets the table play its turns.
PLAYER_APP = r"""
import sys
from dominos.__main__ import main
from dominos.ui.shell import app

address, code, scale = sys.argv[1], sys.argv[2], sys.argv[3]

async def join(shell):
    await shell.windows[0].seating.join_address(address, code)
    print("joined", flush=True)

app.Shell._first_action = join
sys.exit(main(["--name", "Di", "--no-discovery", "--time-scale", scale]))
"""

#: The app as the host: opens the table, and starts every game as a host would click.
HOSTING_APP = r"""
import sys
from dominos.__main__ import main
from dominos.ui.shell import app

target, scale = int(sys.argv[1]), sys.argv[2]

async def host(shell):
    window = shell.windows[0]
    await window.seating.host_table(target)
    session = window.session

    def drive(state):
        if state.phase == "lobby" and len(state.seats) == 4:
            session.start_game()
        elif state.phase == "over":
            session.new_game(target)

    session.state_changed.connect(drive)
    print("hosted", shell.context.hosting.port, shell.context.hosting.code, flush=True)

app.Shell._first_action = host
sys.exit(main(["--name", "Ann", "--no-discovery", "--time-scale", scale]))
"""


def slope_per_100(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of memory (MB) against rounds, times 100.

    >>> slope_per_100([(0, 10.0), (1, 10.5), (2, 11.0)])
    50.0
    """
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return 100 * sum((x - mx) * (y - my) for x, y in points) / den if den else 0.0


def robust_slope_per_100(points: list[tuple[int, float]]) -> float:
    """The median of the slopes between every two readings (Theil-Sen), times 100: a steady
    growth shows whole, while a one-off step (a cache filling once) early or late in the run
    barely moves it.

    >>> robust_slope_per_100([(0, 10.0), (1, 15.0), (2, 15.0), (3, 15.0), (4, 15.0), (5, 15.0)])
    0.0
    >>> robust_slope_per_100([(0, 10.0), (1, 10.5), (2, 11.0), (3, 11.5)])
    50.0
    """
    slopes = [
        (y2 - y1) / (x2 - x1)
        for i, (x1, y1) in enumerate(points)
        for x2, y2 in points[i + 1 :]
        if x2 != x1
    ]
    return 100 * statistics.median(slopes) if slopes else 0.0


@dataclass
class Bot:
    """A seat that plays a legal move as soon as its turn comes; as the table's host seat
    it also starts the game and every new one."""

    name: str
    drives: bool = False
    client: Client = field(init=False)
    on_round: Callable[[State], None] | None = None
    _acted: int = -1
    _phase: str = ""
    _tasks: set[asyncio.Task[int]] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.client = Client(self._on_state, lambda _: None, lambda _: None)

    def _send(self, command: Coroutine[Any, Any, int]) -> None:
        task = asyncio.ensure_future(command)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[int]) -> None:
        self._tasks.discard(task)
        if not task.cancelled():
            task.exception()  # a refused move (the table played first) is not a failure

    def _on_state(self, state: State) -> None:
        if state.phase == "round" and self._phase != "round" and self.on_round is not None:
            self.on_round(state)
        self._phase = state.phase
        if state.version <= self._acted:
            return
        if self.drives and state.phase == "lobby" and len(state.seats) == 4:
            self._acted = state.version
            self._send(self.client.start())
        elif self.drives and state.phase == "over":
            self._acted = state.version
            self._send(self.client.new_game(TARGET))
        elif state.phase == "round" and state.turn == state.you:
            self._acted = state.version
            move = _legal(state)
            if move is None:
                self._send(self.client.pass_turn())
            else:
                self._send(self.client.play(*move))


def _legal(state: State) -> tuple[tuple[int, int], End | None] | None:
    if state.ends is None:
        return state.hand[0], None
    left, right = state.ends
    for tile in state.hand:
        if left in tile:
            return tile, "left"
        if right in tile:
            return tile, "right"
    return None


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.update(home_env(home), PYTHONPATH=str(ROOT))
    return env


async def _spawn(args: list[str], home: str) -> tuple[asyncio.subprocess.Process, BinaryIO]:
    return await spawn(args, _env(home), Path(home, "errors.log"))


async def _first_line(proc: asyncio.subprocess.Process, home: str, what: str) -> list[str]:
    assert proc.stdout is not None
    try:
        async with asyncio.timeout(60):
            line = await proc.stdout.readline()
    except TimeoutError:
        line = b""
    if not line:
        tail = errors_tail(Path(home, "errors.log"))
        raise RuntimeError(f"the {what} process did not start; its errors:\n{tail}")
    return line.decode().split()


class Watch:
    """Reads a process's memory at the start of every round until ``rounds`` were seen."""

    def __init__(self, pid: int, rounds: int) -> None:
        self.pid = pid
        self.rounds = rounds
        self.points: list[tuple[int, float]] = []
        self.done = asyncio.Event()
        self.fds = (open_files(pid), 0)

    def __call__(self, _state: State) -> None:
        if self.done.is_set():
            return
        self.points.append((len(self.points), rss_mb(self.pid)))
        if len(self.points) == WARMUP and self.rounds > 2 * WARMUP:
            # Read again after the warm-up, as memory is: what is opened once for the whole
            # evening (the review's resource tracker, with the first round reviewed) is not
            # a file piling up per round.
            self.fds = (open_files(self.pid), 0)
        if len(self.points) >= self.rounds:
            self.fds = (self.fds[0], open_files(self.pid))
            self.done.set()

    def figures(self, prefix: str) -> dict[str, float]:
        kept = self.points[WARMUP:] if len(self.points) > 2 * WARMUP else self.points
        return {
            f"{prefix}_rss_mb_per_100_rounds": slope_per_100(kept),
            f"{prefix}_rss_mb_per_100_rounds_robust": robust_slope_per_100(kept),
            f"{prefix}_rss_mb_first": self.points[0][1],
            f"{prefix}_rss_mb_after_warmup": kept[0][1],
            f"{prefix}_rss_mb_last": self.points[-1][1],
            f"{prefix}_rounds": float(len(self.points)),
            f"{prefix}_fds_first": float(self.fds[0]),
            f"{prefix}_fds_last": float(self.fds[1]),
        }


async def _play(watch: Watch, timeout: float) -> None:
    try:
        async with asyncio.timeout(timeout):
            await watch.done.wait()
    except TimeoutError:
        raise RuntimeError(
            f"only {len(watch.points)} of {watch.rounds} rounds in {timeout:.0f} s"
        ) from None


async def player(rounds: int, scale: float) -> dict[str, float]:
    """The app as one seat of a table hosted in this process."""
    table = Table(code=CODE, target=TARGET, rng=random.Random(1), time_scale=scale)
    server = Server(table)
    await server.start(HOST, 0, fallback=False)
    bots = [Bot("Ann", drives=True), Bot("Bo"), Bot("Cy")]
    for bot in bots:
        await bot.client.connect(HOST, server.port, name=bot.name, code=CODE)
    with tempfile.TemporaryDirectory() as home:
        script = [sys.executable, "-c", PLAYER_APP, f"{HOST}:{server.port}", CODE, f"{scale}"]
        proc, errors = await _spawn(script, home)
        try:
            await _first_line(proc, home, "app")
            watch = Watch(proc.pid, rounds)
            bots[0].on_round = watch
            await _play(watch, timeout=rounds * 10)
            log_kb = _log_kb(home)
        finally:
            await stop(proc)
            errors.close()
    for bot in bots:
        await bot.client.close()
    await server.close()
    return {**watch.figures("app"), "app_log_kb": log_kb}


async def _watch_hosted(
    args: list[str],
    bots: list[Bot],
    rounds: int,
    address: Callable[[list[str]], tuple[int, str]],
    what: str,
) -> Watch:
    """Start a hosting process, seat ``bots`` at the table its first line of output names
    (``address`` reads the port and the code from it) and watch it for ``rounds`` rounds."""
    with tempfile.TemporaryDirectory() as home:
        proc, errors = await _spawn([arg.replace("{home}", home) for arg in args], home)
        try:
            port, code = address(await _first_line(proc, home, what))
            watch = Watch(proc.pid, rounds)
            bots[0].on_round = watch
            for bot in bots:
                await bot.client.connect(HOST, port, name=bot.name, code=code)
            await _play(watch, timeout=rounds * 10)
        finally:
            for bot in bots:
                await bot.client.close()
            await stop(proc)
            errors.close()
    return watch


async def hosting(rounds: int, scale: float) -> dict[str, float]:
    """The app hosting the table, with three scripted players."""
    watch = await _watch_hosted(
        [sys.executable, "-c", HOSTING_APP, str(TARGET), f"{scale}"],
        [Bot("Bo"), Bot("Cy"), Bot("Di")],
        rounds,
        lambda words: (int(words[1]), words[2]),  # "hosted PORT CODE"
        "hosting app",
    )
    return watch.figures("hosting_app")


async def headless(rounds: int, scale: float) -> dict[str, float]:
    """``dominos-host`` with its journal, four scripted players."""
    script = [
        sys.executable, "-m", "dominos.host", "--bind", HOST, "--port", "0",
        "--code", CODE, "--no-discovery", "--target", str(TARGET),
        "--time-scale", f"{scale}", "--state-dir", "{home}/state",
    ]  # fmt: skip
    watch = await _watch_hosted(
        script,
        [Bot("Ann", drives=True), Bot("Bo"), Bot("Cy"), Bot("Di")],
        rounds,
        # "... join at 127.0.0.1:PORT"
        lambda words: (int(words[-1].rpartition(":")[2]), CODE),
        "dominos-host",
    )
    return watch.figures("headless_host")


def _log_kb(home: str) -> float:
    logs = list(Path(home).rglob("*.log*"))
    return sum(p.stat().st_size for p in logs if p.name != "errors.log") / 1024


KINDS = {"player": player, "hosting": hosting, "headless": headless}
#: Rounds watched by default: a long evening for a player, longer for a host.
ROUNDS = {"player": 320, "hosting": 1000, "headless": 1000}
#: ``make bench``'s shorter evening: enough rounds past the warm-up for a slope of 2 MB per
#: 100 rounds to stand out; ``make bench-long`` watches ``ROUNDS``.
STANDARD_ROUNDS = 120


def measure(
    only: tuple[str, ...] = tuple(KINDS), rounds: int | None = None, scale: float = 0.002
) -> dict[str, float]:
    figures: dict[str, float] = {}
    for kind in only:
        started = time.monotonic()
        figures.update(asyncio.run(KINDS[kind](rounds or ROUNDS[kind], scale)))
        figures[f"{kind}_memory_seconds"] = time.monotonic() - started
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--only", default=",".join(KINDS), help="player, hosting, headless")
    parser.add_argument("--rounds", type=int, help="rounds watched (default 320 / 1000 / 1000)")
    parser.add_argument("--time-scale", type=float, default=0.002, help="the table's clocks")
    parser.add_argument("--smoke", action="store_true", help="a few rounds, to check it runs")
    args = parser.parse_args()
    only = tuple(k.strip() for k in args.only.split(","))
    rounds = 4 if args.smoke else args.rounds
    f = measure(only, rounds, args.time_scale)
    print(f"memory at the start of each round, after {WARMUP} rounds of warm-up")
    for kind, prefix in (
        ("player", "app"),
        ("hosting", "hosting_app"),
        ("headless", "headless_host"),
    ):
        if kind not in only:
            continue
        slope = f[f"{prefix}_rss_mb_per_100_rounds"]
        print(
            f"  {kind:<9} {slope:6.2f} MB per 100 rounds over {f[prefix + '_rounds']:.0f} rounds"
            f"  (first {f[prefix + '_rss_mb_first']:.1f}, after warm-up"
            f" {f[prefix + '_rss_mb_after_warmup']:.1f}, last {f[prefix + '_rss_mb_last']:.1f} MB;"
            f" open files {f[prefix + '_fds_first']:.0f} -> {f[prefix + '_fds_last']:.0f};"
            f" {f[kind + '_memory_seconds']:.0f} s)"
            f"  goal <= 2: {'met' if slope <= 2 else 'NOT met'}"
        )


if __name__ == "__main__":
    main()
