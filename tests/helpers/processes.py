"""Starting, stopping and reading the programs under test the same way on every system.

Windows has no SIGTERM to send and cannot ``select`` on a pipe: a child is started in its
own process group so Ctrl+Break (its console's stop request, which ``dominos-host`` and the
app take as SIGTERM) reaches it alone, and a line is read by a thread with a timeout.
"""

from __future__ import annotations

import asyncio
import os
import queue
import re
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any, Protocol

__all__ = [
    "NEW_GROUP",
    "ask_to_stop",
    "end",
    "kill_now",
    "launch_host",
    "player_env",
    "read_line",
]

#: Popen keyword arguments that let :func:`ask_to_stop` reach the child on Windows.
NEW_GROUP: dict[str, Any] = {}
if sys.platform == "win32":
    NEW_GROUP["creationflags"] = subprocess.CREATE_NEW_PROCESS_GROUP


class Signalled(Protocol):
    def send_signal(self, sig: int) -> None: ...


def ask_to_stop(proc: Signalled, sig: int = signal.SIGTERM) -> None:
    """What a terminal or a service manager does to ask a program to close properly:
    ``sig`` (SIGINT or SIGTERM) on Linux and macOS, Ctrl+Break on Windows."""
    if sys.platform == "win32":
        proc.send_signal(signal.CTRL_BREAK_EVENT)
    else:
        proc.send_signal(sig)


def end(proc: subprocess.Popen[str], timeout: float = 10.0) -> None:
    """Ends a program whose part in a test is over: asked to stop properly, and killed when
    that cannot be sent (Wine refuses Ctrl+Break) or does not end it within ``timeout``."""
    if proc.poll() is None:
        try:
            ask_to_stop(proc, signal.SIGINT)
        except OSError:
            proc.kill()
    try:
        proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()


def player_env(home: Path) -> dict[str, str]:
    """Offscreen Qt, with the settings, logs and data of a player whose home is ``home``:
    through the XDG variables on Linux, the home folder on macOS, the data folders'
    overrides on Windows."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_STATE_HOME=str(home / "state"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_DATA_HOME=str(home / "data"),
        WIN_PD_OVERRIDE_APPDATA=str(home / "roaming"),
        WIN_PD_OVERRIDE_LOCAL_APPDATA=str(home / "local"),
    )
    return env


def kill_now(pid: int) -> None:
    """Ends a process at once with no chance to clean up, as a crash or a power cut would."""
    if sys.platform == "win32":
        os.kill(pid, signal.SIGTERM)  # TerminateProcess
    else:
        os.kill(pid, signal.SIGKILL)


def read_line(stream: IO[str], timeout: float) -> str:
    """The next line of a child's output; fails the test if none comes within ``timeout``."""
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: lines.put(stream.readline()), daemon=True).start()
    try:
        return lines.get(timeout=timeout)
    except queue.Empty:
        raise AssertionError(f"the program printed nothing within {timeout} s") from None


async def launch_host(
    state_dir: Path, *flags: str, stderr: int | None = None
) -> tuple[asyncio.subprocess.Process, int]:
    """A real ``dominos-host`` on 127.0.0.1 journaling in ``state_dir``, once it says where
    to join; returns the process and its port. Its log (warnings and up) goes to ``stderr``
    (``asyncio.subprocess.PIPE`` to read it)."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "dominos.host",
        "--bind",
        "127.0.0.1",
        "--state-dir",
        str(state_dir),
        "--no-discovery",
        "--log-level",
        "WARNING",
        *flags,
        stdout=asyncio.subprocess.PIPE,
        stderr=stderr,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        **NEW_GROUP,
    )
    assert proc.stdout is not None
    async with asyncio.timeout(30):
        line = (await proc.stdout.readline()).decode()
    match = re.search(r"join at 127\.0\.0\.1:(\d+)", line)
    assert match, f"dominos-host said {line!r}"
    return proc, int(match.group(1))
