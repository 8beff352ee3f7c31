"""Where the benchmarks' windows are drawn: a private Xvfb server when there is one, else offscreen.

Offscreen, Qt draws into memory and never talks to a display server; under Xvfb it goes
through the same xcb path as on a Linux desktop (connection, events, image transfer), which
is closer to what a player's machine pays. Benchmarks that time a whole process use
:func:`display` and print which one they ran on. ``DOMINOS_BENCH_DISPLAY=offscreen`` forces
offscreen; an already running server named by ``DISPLAY`` is not used, so a benchmark never
draws on someone's desktop.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Display:
    """What a child process needs in its environment to draw there."""

    platform: str
    env: dict[str, str] = field(default_factory=dict)

    @property
    def label(self) -> str:
        return "Xvfb (xcb)" if self.platform == "xcb" else self.platform


OFFSCREEN = Display("offscreen", {"QT_QPA_PLATFORM": "offscreen"})


def inherited() -> Display | None:
    """The display a parent ``python -m benchmarks`` already started, if any."""
    if os.environ.get("DOMINOS_BENCH_XVFB") and os.environ.get("DISPLAY"):
        return Display("xcb", {"QT_QPA_PLATFORM": "xcb", "DISPLAY": os.environ["DISPLAY"]})
    return None


@contextlib.contextmanager
def display() -> Iterator[Display]:
    """A private Xvfb for the duration, or offscreen when Xvfb is missing or refused."""
    shared = inherited()
    if shared is not None:
        yield shared
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None or os.environ.get("DOMINOS_BENCH_DISPLAY") == "offscreen":
        yield OFFSCREEN
        return
    read, write = os.pipe()
    # -displayfd: the server picks a free display number and writes it once it is ready.
    proc = subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", "1920x1080x24"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as ready:
            number = ready.readline().strip()
        if not number.isdigit():
            yield OFFSCREEN
            return
        env = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": f":{number}", "DOMINOS_BENCH_XVFB": "1"}
        yield Display("xcb", env)
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
