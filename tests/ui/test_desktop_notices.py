"""A turn alert on a Linux desktop with no system tray reaches its notification service on
D-Bus: a private session bus, and a stand-in for the service that writes down what it is
asked, as GNOME Shell's would show it.

Needs ``dbus-daemon`` and ``gdbus`` (run as root, as CI is, the test installs what is
missing); elsewhere it is skipped, saying what to install.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from dominos.ui.services.desktop_notices import pending
from dominos.ui.services.turn_alert import Notifier, TurnAlert

from .game.conftest import mid_round

TOOLS = {"dbus-daemon": "dbus-daemon", "gdbus": "libglib2.0-bin"}

#: The notification service, as the freedesktop specification has it, writing each call down.
SERVICE = """
import sys
from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtDBus import QDBusConnection

app = QCoreApplication([])
bus = QDBusConnection.sessionBus()

class Notifications(QObject):
    @Slot(str, "uint", str, str, str, "QStringList", "QVariantMap", int, result="uint")
    def Notify(self, app_name, replaces, icon, summary, body, actions, hints, timeout):
        print("notify", app_name, replaces, summary, body, sep="|", flush=True)
        return 41 + replaces

    @Slot("uint")
    def CloseNotification(self, number):
        print("close", number, sep="|", flush=True)

service = Notifications()
bus.registerObject(
    "/org/freedesktop/Notifications", "org.freedesktop.Notifications", service,
    QDBusConnection.RegisterOption.ExportAllSlots,
)
print("ready", bus.registerService("org.freedesktop.Notifications"), sep="|", flush=True)
app.exec()
"""


def have_tools() -> bool:
    """Whether the tools are here: `make test` installs them with apt-get as root, once for
    the whole run (two test workers each calling apt-get would wait on each other's lock)."""
    return all(shutil.which(tool) for tool in TOOLS)


@pytest.fixture
def service(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A private session bus with the stand-in service on it; yields the file it writes."""
    if not have_tools():
        pytest.skip(
            f"needs {', '.join(TOOLS)} (apt-get install {' '.join(TOOLS.values())}),"
            " which make test installs as root"
        )
    bus = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert bus.stdout is not None
    address = bus.stdout.readline().strip()
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", address)
    script, said = tmp_path / "service.py", tmp_path / "said.txt"
    script.write_text(SERVICE)
    with said.open("w") as out:
        stand_in = subprocess.Popen(
            [sys.executable, str(script)],
            stdout=out,
            stderr=subprocess.DEVNULL,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
    try:
        for _ in range(100):
            if "ready|True" in said.read_text():
                break
            subprocess.run(["sleep", "0.1"], check=True)
        else:
            pytest.fail("the stand-in notification service never came up")
        yield said
    finally:
        for process in (stand_in, bus):
            process.terminate()
            process.wait(10)
        bus.stdout.close()


def calls(said: Path) -> list[list[str]]:
    return [line.split("|") for line in said.read_text().splitlines() if line[:5] != "ready"]


def test_a_turn_in_a_window_behind_is_told_by_the_desktop_without_a_tray(
    service: Path, qtbot: QtBot
) -> None:
    assert not Notifier.available(), "this desktop has no tray"
    window = QWidget()
    qtbot.addWidget(window)
    context = SimpleNamespace(preferences=SimpleNamespace(alerts=True))
    alert = TurnAlert(window, context, lambda _text: None)  # type: ignore[arg-type]
    alert.show_state(mid_round(turn=3))
    alert.show_state(mid_round())
    qtbot.waitUntil(lambda: len(calls(service)) == 1 and not pending(), timeout=5000)
    assert calls(service)[0] == [
        "notify",
        "Dominos",
        "0",
        "Your turn",
        "It is your turn at the table.",
    ]
    # Ten seconds before the end, the warning takes the first one's place.
    alert._hurry()
    qtbot.waitUntil(lambda: len(calls(service)) == 2 and not pending(), timeout=5000)
    assert calls(service)[1][:3] == ["notify", "Dominos", "41"]
    assert calls(service)[1][4] == "10 seconds left to play."
    # The turn over, the notification goes.
    alert.show_state(mid_round(turn=1))
    qtbot.waitUntil(lambda: len(calls(service)) == 3, timeout=5000)
    assert calls(service)[2] == ["close", "82"]


def test_without_gdbus_nothing_is_shown_and_nothing_breaks(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", "")
    notifier = Notifier()
    assert not notifier.available()
    assert notifier.show("Your turn", "It is your turn at the table.") is False
    notifier.clear()
