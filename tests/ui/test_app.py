"""The app as a process: the installer's self-check, and quitting a hosted table cleanly."""

from __future__ import annotations

import json
import random
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dominos.net.wire.channel import MAGIC, PlayerChannel
from tests.helpers.processes import NEW_GROUP, ask_to_stop, player_env


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return player_env(tmp_path)


def free_port() -> int:
    """A free port below every system's range of ephemeral ports (from 32768 on Linux, from
    49152 on Windows and macOS). One the system picked would be in that range, and another
    test's outgoing connection could take it before the app binds it: the app would then
    open its table on another free port, as it does for a taken one, and never here."""
    for port in random.sample(range(20000, 32000), 500):
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise AssertionError("no free port between 20000 and 32000")


def test_self_check_opens_the_window_and_exits_0(env: dict[str, str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "dominos", "--self-check", "--no-discovery"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "self-check ok: window shown" in done.stdout


def test_sigint_closes_the_table_telling_players(env: dict[str, str], tmp_path: Path) -> None:
    port = free_port()
    command = [sys.executable, "-m", "dominos", "--no-discovery", "--name", "Ann", "--host"]
    command += ["--target", "100", "--port", str(port)]
    with subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, **NEW_GROUP
    ) as app:
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    player = socket.create_connection(("127.0.0.1", port), timeout=1)
                    break
                except OSError:
                    assert app.poll() is None, app.communicate()[1]
                    assert time.monotonic() < deadline, "the app never opened its table"
                    time.sleep(0.1)
            with player, player.makefile("rb") as incoming:
                # The table answers a key exchange (any code will do for that): proof it
                # took the connection in. Its closing then comes in clear.
                player.settimeout(5)
                player.sendall(PlayerChannel("ZZZ999").data_to_send())
                assert incoming.read(73).startswith(MAGIC)
                ask_to_stop(app, signal.SIGINT)
                line = incoming.readline()
                _, errors = app.communicate(timeout=5)
        finally:
            if app.poll() is None:
                app.kill()
                app.communicate()
    assert json.loads(line)["type"] == "closing"
    assert app.returncode == 0, errors
    logs = list(tmp_path.rglob("dominos.log"))
    assert any("table closed" in path.read_text() for path in logs)


def test_the_home_window_loads_no_game_screen_network_or_discovery(env: dict[str, str]) -> None:
    """Start-up stays quick: those modules load when a table is hosted, joined or browsed,
    the sound cues once a seat is taken, the history and replays when opened."""
    code = (
        "import sys\n"
        "from dominos.ui.shell.app import Shell\n"
        "from dominos.ui.shell.main_window import MainWindow\n"
        "heavy = ('zeroconf', 'dominos.ui.game.screen', 'dominos.table.table',"
        " 'dominos.net.app.client', 'dominos.discovery', 'dominos.ui.services.sound', 'miniaudio',"
        " 'wave', 'dominos.ui.history.history_dialog', 'sqlite3',"
        " 'dominos.ui.game.replay_dialog')\n"
        "print(sorted(m for m in heavy if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize("name", ["", "Ann"], ids=["first start", "returning player"])
def test_the_home_window_builds_no_widget_class_it_does_not_show(
    env: dict[str, str], tmp_path: Path, name: str
) -> None:
    """PySide builds a Qt class, with every enum it has, when Python first meets it, and
    working out what a bare QWidget handed to Python is builds some 80 of them (file dialogs,
    wizards...): 10 ms or more of start-up. Nor is the style's class needed to draw the home
    window, on a first start's greeting either."""
    code = (
        "import enum, gc, sys\n"
        "from dominos.ui.kit import theme\n"
        "app = theme.new_app('dominos'); theme.apply(app)\n"
        "from PySide6.QtCore import QSettings\n"
        "from dominos.hosting.options import HostOptions\n"
        "from dominos.ui.services.context import AppContext\n"
        "from dominos.ui.services.settings import Settings\n"
        "from dominos.ui.shell.main_window import MainWindow\n"
        "settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))\n"
        "window = MainWindow(AppContext(settings, HostOptions(), sound=None), name=sys.argv[2])\n"
        "window.show()\n"
        "app.processEvents()\n"
        "built = {c.__qualname__.split('.')[0] for c in gc.get_objects()\n"
        "         if isinstance(c, enum.EnumType) and c.__module__.startswith('PySide6')}\n"
        "print(sorted(built & {'QFileDialog', 'QWizard', 'QMdiArea', 'QStyle', 'QLineEdit'}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "settings.ini"), name],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['QLineEdit']"  # the name and code fields: shown
