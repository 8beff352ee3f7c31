"""From the snapshot that starts your turn to the alert raised and the cue's first samples
handed to the output.

Run: ``python -m benchmarks.sound [--runs N] [--smoke]`` (offscreen; no window appears)

A real main window, in the background (another window is the active one), is fed the
snapshot in which the player before you lays a tile and the turn comes to you, exactly as
the session hands it over (the game screen redraws, the alert flashes the window and
retitles it, the cue is chosen). The sound plays into miniaudio's null output, so the
figure holds on machines without a sound card; the moment the cue starts is when
miniaudio's audio thread takes its first buffer of the cue, on ``time.perf_counter``'s clock,
the same clock as the snapshot's arrival. Between runs the turn goes back to the other
player. Printed: median, 95th percentile and worst of ``sound_cue_latency_ms``; the goal
is the median at or under 50 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import msgspec
import qasync  # type: ignore[import-untyped]
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from dominos.hosting.options import HostOptions
from dominos.table.state import Last, SeatInfo, State
from dominos.ui.kit import theme
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.services.sound import Sound
from dominos.ui.shell.main_window import MainWindow

THEIRS = State(
    phase="round",
    you=0,
    host_seat=0,
    seats=tuple(SeatInfo(n, True, 5) for n in ("Ann", "Bo", "Cy", "Di")),
    target=150,
    scores=(45, 62),
    version=30,
    round=3,
    turn=3,
    turn_ms_left=45_000,
    hand=((0, 1), (1, 6), (2, 2), (3, 5), (4, 4)),
    line=((6, 6), (6, 2), (2, 3), (3, 3)),
    ends=(6, 3),
    last=Last("play", 2, (3, 3), "right"),
)


def yours(run: int) -> State:
    """Di lays a tile and the turn is yours (a fresh move each run, so each is news)."""
    return msgspec.structs.replace(
        THEIRS,
        turn=0,
        version=31 + 2 * run,
        line=(*THEIRS.line, (3, 1)),
        ends=(6, 1),
        last=Last("play", 3, (3, 1), "right"),
    )


async def measure(runs: int) -> list[float]:
    """Latencies in ms, one per run."""
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        sound = Sound(backends=["null"])
        if not await asyncio.to_thread(sound.load):
            raise RuntimeError("miniaudio's null output could not be opened")
        context = AppContext(settings, HostOptions(discovery=False), sound=sound)
        window = MainWindow(context, name="Ann", remember=False)
        window.resize(1280, 800)
        window.session = SimpleNamespace(joined=True, state=None)  # type: ignore[assignment]
        window.show()
        other = QWidget()
        other.show()
        other.activateWindow()
        loop = asyncio.get_running_loop()
        results: list[float] = []
        alerts: list[str] = []
        window.turn_alert.alerted.connect(alerts.append)
        for run in range(runs):
            window._show_state(msgspec.structs.replace(THEIRS, version=30 + 2 * run))
            await asyncio.sleep(0.3)  # the previous cue ends and the device stops
            started: asyncio.Future[float] = loop.create_future()

            def on_start(name: str, at: float, started: asyncio.Future[float] = started) -> None:
                if name == "turn" and not started.done():
                    started.set_result(at)

            sound.started.connect(on_start)
            arrived = time.perf_counter()
            window._show_state(yours(run))
            at = await asyncio.wait_for(started, 5)
            sound.started.disconnect(on_start)
            results.append((at - arrived) * 1000)
        if len(alerts) != runs:
            raise RuntimeError(f"{runs} turns raised {len(alerts)} alerts")
        window.turn_alert.reset()
        window.close_for_quit()
        other.close()
        sound.close()
        return results


def figures(runs: int = 40) -> dict[str, float]:
    app = QApplication.instance() or QApplication(["bench"])
    assert isinstance(app, QApplication)
    theme.apply(app)
    app.setQuitOnLastWindowClosed(False)
    latencies = qasync.run(measure(runs))
    ordered = sorted(latencies)
    return {
        "sound_cue_latency_ms": statistics.median(latencies),
        "sound_cue_latency_p95_ms": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))],
        "sound_cue_latency_max_ms": ordered[-1],
        "sound_cue_runs": float(runs),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--smoke", action="store_true", help="a few runs, to check it works")
    args = parser.parse_args()
    result = figures(3 if args.smoke else args.runs)
    for key, value in result.items():
        print(f"{key:28} {value:8.2f}")


if __name__ == "__main__":
    main()
