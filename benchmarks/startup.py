"""How long the app takes to show its home window, and its peak memory, against bare Qt.

Run: ``python -m benchmarks.startup [--runs N] [--smoke]``

Measured in one run, as separate processes, alternating so that all see the same machine
load:

- ``first``: ``python -m dominos --self-check --no-discovery`` on a first start: a home of
  its own for each launch, with no settings, log or cache of the app's yet;
- ``returning``: the same command where the app has run before (its settings hold a name
  and the window's place, its log folder is there), the same home for every launch;
- ``bare``: the floor for that path, a script that starts PySide6 and qasync the same way
  (QApplication, ``qasync.run``, a main window with a label) and prints the moment of its
  first paint.

Start-up is from just before the process is spawned to that first paint (both clocks are
this machine's wall clock); peak memory is the child's maximum resident set size at that
first paint, which each prints: what start-up took, and not what the self-check goes on to
load to check the sound cues, which the app itself loads only once a seat is taken. Both
windows open at the same size, 85 % of the screen, as the app's first window does. It prints
medians and the ratios app/bare for both starts (goals: <= 1.5x each). Qt runs offscreen
unless ``--platform`` says otherwise; homes, logs and compiled bytecode go to a throwaway
folder (the bytecode is shared: an installed app's is compiled by its installer, not by its
first start); one untimed launch of each first fills it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from benchmarks.home import home_env

BARE = r"""
import asyncio, resource, sys, time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
import qasync

class FirstPaint(QObject):
    def __init__(self, future):
        super().__init__()
        self.future = future
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.future.done():
            self.peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            self.future.set_result(time.time())
        return False

async def main():
    app = QApplication.instance()
    app.setQuitOnLastWindowClosed(False)
    shown = asyncio.get_running_loop().create_future()
    window = QMainWindow()
    label = QLabel("Dominos")
    window.setCentralWidget(label)
    watcher = FirstPaint(shown)
    label.installEventFilter(watcher)
    # As large as the app's first window: 85 % of the screen (dominos.ui.shell.main_window).
    window.resize(app.primaryScreen().availableGeometry().size() * 0.85)
    window.show()
    at = await shown
    print(f"bare window shown at {at:.6f}", flush=True)
    print(f"peak memory at the first paint {watcher.peak_mib:.1f} MiB", flush=True)
    window.close()
    return 0

QApplication([sys.argv[0]])
sys.exit(qasync.run(main()))
"""

APP = ["-m", "dominos", "--self-check", "--no-discovery"]


def _measure(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawn to first paint, and peak RSS in MiB at that paint, of one process."""
    started = time.time()
    proc = subprocess.Popen(
        [sys.executable, *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    assert proc.stdout is not None
    shown: float | None = None
    at_paint: float | None = None
    for raw in proc.stdout:
        line = raw.decode(errors="replace")
        if "shown at" in line:
            shown = float(line.rsplit(" ", 1)[1])
        elif "peak memory at the first paint" in line:
            at_paint = float(line.split()[-2])
    proc.stdout.close()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0 or shown is None:
        raise RuntimeError(f"{args} failed with exit code {proc.returncode}")
    scale = 1024 * 1024 if sys.platform == "darwin" else 1024
    return shown - started, at_paint if at_paint is not None else usage.ru_maxrss / scale


def run(runs: int = 11, platform: str = "offscreen") -> dict[str, float]:
    """Alternate a first start, a returning start and the bare window ``runs`` times each;
    return the medians, min and max, and ratios."""
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ)
        env.update(
            QT_QPA_PLATFORM=platform,
            DOMINOS_SOUND_OUTPUT="null",  # sounds load after the first paint, as with a card
            # All start from compiled bytecode, as an installed app does (its installer
            # compiles it), kept in the throwaway folder: a machine that sets
            # PYTHONDONTWRITEBYTECODE would otherwise compile the app's modules at every
            # launch, and the bare window has almost none to compile.
            PYTHONPYCACHEPREFIX=os.path.join(scratch, "pycache"),
        )
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        returning = {**env, **home_env(os.path.join(scratch, "returning"))}

        def first(n: int) -> dict[str, str]:
            return {**env, **home_env(os.path.join(scratch, f"first{n}"))}

        # One untimed run of each warms the disk cache, as a second launch would be; the
        # returning player's is the launch that remembers a name and the window's place.
        _measure([*APP, "--name", "Ann"], returning)
        _measure(APP, first(-1))
        _measure(["-c", BARE], returning)
        times: dict[str, list[tuple[float, float]]] = {"first": [], "app": [], "bare": []}
        for n in range(runs):
            times["first"].append(_measure(APP, first(n)))
            times["app"].append(_measure(APP, returning))
            times["bare"].append(_measure(["-c", BARE], returning))
    bare_startup = statistics.median(t for t, _ in times["bare"])
    bare_rss = statistics.median(m for _, m in times["bare"])
    figures = {"bare_startup_s": bare_startup, "bare_rss_mb": bare_rss}
    for name, prefix in (("app", ""), ("first", "first_")):
        startup = statistics.median(t for t, _ in times[name])
        rss = statistics.median(m for _, m in times[name])
        figures[f"{prefix}startup_s"] = startup
        figures[f"{prefix}startup_ratio"] = startup / bare_startup
        figures[f"{prefix}rss_mb"] = rss
        figures[f"{prefix}rss_ratio"] = rss / bare_rss
    # The machine's noise: the fastest and slowest launch, the smallest and largest peak.
    for key, name, index in (
        ("startup_s", "app", 0),
        ("first_startup_s", "first", 0),
        ("bare_startup_s", "bare", 0),
        ("rss_mb", "app", 1),
        ("first_rss_mb", "first", 1),
        ("bare_rss_mb", "bare", 1),
    ):
        figures[f"{key}_min"] = min(r[index] for r in times[name])
        figures[f"{key}_max"] = max(r[index] for r in times[name])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="launches of each (default 11)")
    parser.add_argument("--smoke", action="store_true", help="two launches each, to check it runs")
    parser.add_argument("--platform", default="offscreen", help="Qt platform (default offscreen)")
    args = parser.parse_args()
    runs = 2 if args.smoke else args.runs
    f = run(runs, args.platform)
    print(
        f"{runs} launches each of the app's first start, a returning player's start and a"
        " bare PySide6 + qasync window, alternating"
    )
    for label, prefix in (("first start", "first_"), ("returning", "")):
        print(
            f"  app, {label:<12} home window shown {f[prefix + 'startup_s']:.3f} s"
            f" ({f[prefix + 'startup_ratio']:.2f}x, goal <= 1.5x)   peak RSS"
            f" {f[prefix + 'rss_mb']:.1f} MiB ({f[prefix + 'rss_ratio']:.2f}x, goal <= 1.5x)"
        )
    bare_s, bare_mb = f["bare_startup_s"], f["bare_rss_mb"]
    print(f"  bare window            window shown {bare_s:.3f} s   peak RSS {bare_mb:.1f} MiB")


if __name__ == "__main__":
    main()
