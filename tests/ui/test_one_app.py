"""One player, one app: a second copy started with the same profile brings the first one's
window to the front and ends, without a window of its own; another profile (another home,
as the tests and several players on one computer have) runs its own copy."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import platformdirs

from dominos.ui.shell.one_app import OneApp, lock_folder
from tests.helpers.processes import NEW_GROUP, end, kill_now, player_env, read_line

LISTENING = "brings this one to the front"


APP = [sys.executable, "-m", "dominos", "--no-discovery", "--log-level", "info"]


@contextmanager
def running(env: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    """The app of the player of ``env``, once its window is drawn and it answers copies."""
    app = subprocess.Popen(
        APP, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, **NEW_GROUP
    )
    try:
        assert app.stderr is not None
        deadline = time.monotonic() + 60
        while LISTENING not in read_line(app.stderr, max(1.0, deadline - time.monotonic())):
            assert app.poll() is None, "the app ended before its window was drawn"
        yield app
    finally:
        end(app)


def test_a_second_copy_brings_the_first_to_the_front_and_ends(tmp_path: Path) -> None:
    env = player_env(tmp_path)
    with running(env) as first:
        started = time.monotonic()
        second = subprocess.run(APP, env=env, capture_output=True, text=True, timeout=60)
        took = time.monotonic() - started
        assert second.returncode == 0, second.stderr
        assert second.stdout.strip() == (
            "Dominos is already open for you: its window is now in front."
        )
        assert "window shown" not in second.stdout and took < 30
        assert first.stderr is not None
        heard = read_line(first.stderr, 10)
        assert "another copy was started for this player" in heard
        assert first.poll() is None, "the first copy runs on"


def test_another_profile_runs_its_own_copy(tmp_path: Path) -> None:
    with running(player_env(tmp_path / "ann")), running(player_env(tmp_path / "ben")) as ben:
        assert ben.poll() is None


def test_a_copy_that_crashed_leaves_nothing_in_the_way(tmp_path: Path) -> None:
    env = player_env(tmp_path)
    with running(env) as first:
        kill_now(first.pid)
        first.wait(timeout=10)
    # Its lock and, on Linux and macOS, its socket file are left behind, but nothing runs.
    with running(env) as again:
        assert again.poll() is None


def test_a_copy_that_does_not_answer_is_named_by_its_process(tmp_path: Path) -> None:
    """A first copy that holds the lock but cannot answer (stopped, hung): the second
    copy gives up after a while and can say which process it is."""
    holder = OneApp(tmp_path)
    assert holder.claim()
    second = OneApp(tmp_path)
    assert not second.claim()
    assert second.holder() == os.getpid()
    assert second.ask_front(seconds=0.5) == "silent"
    holder.release()
    # Once it ends the lock is free: a copy that was waiting starts after all.
    assert second.ask_front(seconds=0.5) == "free"
    second.release()


def test_the_lock_lives_with_the_player_env(tmp_path: Path) -> None:
    settings = tmp_path / "config" / "Dominos" / "Dominos.conf"
    assert lock_folder(str(settings)) == settings.parent
    ann, ben = OneApp(tmp_path / "ann"), OneApp(tmp_path / "ben")
    assert ann.name != ben.name and ann.name == OneApp(tmp_path / "ann").name
    assert len(ann.name) < 40  # a socket file's path is limited to about 100 bytes
    # Windows keeps the settings in the registry: the lock goes to the user's data folder.
    key = r"\HKEY_CURRENT_USER\Software\Dominos\Dominos"
    assert lock_folder(key) == Path(platformdirs.user_data_dir("dominos", appauthor=False))
