"""The turn alert seen by a real X11 window manager: read back with ``xprop``, as a panel or a
tiling manager's bar reads it, on a private Xvfb display running Openbox.

Needs Xvfb, Openbox and xprop; run as root (as CI is) the test installs whichever is missing
from the system's packages, and elsewhere it is skipped, saying what to install.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

TOOLS = {"Xvfb": "xvfb", "openbox": "openbox", "xprop": "x11-utils"}
ROOT = Path(__file__).parents[2]


def have_tools() -> bool:
    """Whether the tools are here: `make test` installs them with apt-get as root, once for
    the whole run (two test workers each calling apt-get would wait on each other's lock)."""
    return all(shutil.which(tool) for tool in TOOLS)


@pytest.fixture
def display() -> Iterator[str]:
    """A private X display with a window manager on it."""
    if not have_tools():
        pytest.skip(
            f"needs {', '.join(TOOLS)} (apt-get install {' '.join(TOOLS.values())}),"
            " which make test installs as root"
        )
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", "1280x800x24"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as ready:
        name = f":{ready.readline().strip()}"
    manager = subprocess.Popen(
        ["openbox"],
        env={**os.environ, "DISPLAY": name},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    # Openbox must manage the display before any window maps: it says so on the root window.
    deadline = time.monotonic() + 20
    while (
        "window id"
        not in subprocess.run(
            ["xprop", "-root", "-display", name, "_NET_SUPPORTING_WM_CHECK"],
            capture_output=True,
            text=True,
        ).stdout
    ):
        assert time.monotonic() < deadline, "Openbox never took the display"
        time.sleep(0.1)
    try:
        yield name
    finally:
        for process in (manager, xvfb):
            process.terminate()
            process.wait(10)


#: Two windows; the turn starts in the one not in front, then the player brings it forward.
SCRIPT = """
import subprocess, sys
from types import SimpleNamespace
sys.path[:0] = [{root!r}, {snaps!r}]
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from dominos.ui.services.turn_alert import TurnAlert
import conftest as snaps

app = QApplication(["alert-test"])
table, other = QWidget(), QWidget()
table.setWindowTitle("table")
other.setWindowTitle("elsewhere")
for window, x in ((table, 0), (other, 500)):
    window.setGeometry(x, 0, 400, 300)
    window.show()
context = SimpleNamespace(preferences=SimpleNamespace(alerts=True))
alert = TurnAlert(table, context, lambda _text: None)

def read(moment):
    shown = subprocess.run(
        ["xprop", "-id", str(int(table.winId())), "_NET_WM_STATE", "WM_HINTS"],
        capture_output=True, text=True,
    ).stdout
    print(f"== {{moment}}", shown, sep="\\n", flush=True)

def turn():
    print("== active", QApplication.activeWindow() is other, sep="\\n", flush=True)
    alert.show_state(snaps.mid_round(turn=3))
    alert.show_state(snaps.mid_round())

def back():
    table.raise_()
    table.activateWindow()

QTimer.singleShot(400, lambda: (other.raise_(), other.activateWindow()))
QTimer.singleShot(1000, turn)
QTimer.singleShot(1600, lambda: read("turn"))
QTimer.singleShot(1800, back)
QTimer.singleShot(2600, lambda: read("seen"))
QTimer.singleShot(2800, app.quit)
app.exec()
"""


def test_your_turn_in_a_window_behind_asks_the_window_manager_for_attention(
    display: str, tmp_path: Path
) -> None:
    script = tmp_path / "alert.py"
    snaps = ROOT / "tests" / "ui" / "game"
    script.write_text(textwrap.dedent(SCRIPT.format(root=str(ROOT), snaps=str(snaps))))
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
    done = subprocess.run(
        [sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr[-2000:]
    parts = dict(part.split("\n", 1) for part in done.stdout.split("== ")[1:])
    assert parts["active"].strip() == "True", "the other window was in front"
    # Both signs: the EWMH state the window manager sets, and the ICCCM urgency bit that
    # tiling managers and their bars read.
    assert "_NET_WM_STATE_DEMANDS_ATTENTION" in parts["turn"], parts["turn"]
    assert "urgency hint bit is set" in parts["turn"], parts["turn"]
    # Once the player looks at the window, neither is left behind.
    assert "DEMANDS_ATTENTION" not in parts["seen"], parts["seen"]
    assert "urgency" not in parts["seen"], parts["seen"]
