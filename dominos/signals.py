"""Asking a running program to stop from outside, the same way on every system.

SIGINT (Ctrl+C) and SIGTERM (a service manager, ``kill``) on Linux and macOS; on Windows,
where no SIGTERM can be sent to a process, Ctrl+C and Ctrl+Break (SIGBREAK), the console
events a terminal or a parent process sends. Both ``dominos-host`` and the app take every
one of them as a request to close the table properly.

Closing the console window of ``dominos-host`` on Windows (or logging off, or shutting down)
is no signal Python sees: Windows ends the program a few seconds later whatever it does.
:func:`on_console_close` takes that as a request to stop too, and holds Windows off until
the table is closed, so the players are told and the journal is closed, not left as after a
crash.
"""

from __future__ import annotations

import asyncio
import signal
import sys
import threading
from collections.abc import Callable
from typing import Any

__all__ = [
    "CONSOLE_GRACE",
    "STOP_SIGNALS",
    "console_handler",
    "on_console_close",
    "on_stop_signals",
]

STOP_SIGNALS: tuple[signal.Signals, ...] = (signal.SIGINT, signal.SIGTERM)
if sys.platform == "win32":
    STOP_SIGNALS += (signal.SIGBREAK,)


def on_stop_signals(loop: asyncio.AbstractEventLoop, stop: Callable[[], None]) -> bool:
    """Calls ``stop`` in ``loop`` when asked to stop; ``False`` when that is done with plain
    signal handlers (Windows), which Python runs only while it holds the thread, so a loop
    that waits in native code must wake up now and then to let them run."""
    try:
        for signum in STOP_SIGNALS:
            loop.add_signal_handler(signum, stop)
    except (NotImplementedError, RuntimeError, ValueError):
        for signum in STOP_SIGNALS:
            signal.signal(signum, lambda *_: loop.call_soon_threadsafe(stop))
        return False
    return True


#: How long a closed console holds Windows off: it ends the program 5 s after the event.
CONSOLE_GRACE = 4.0
#: The console events that end a program: its window closed, the user logging off, shutdown.
CONSOLE_ENDINGS = (2, 5, 6)
#: The handlers Windows calls back, kept alive for as long as the program runs.
_HANDLERS: list[Any] = []


def console_handler(
    loop: asyncio.AbstractEventLoop, stop: Callable[[], None], closed: threading.Event
) -> Callable[[int], bool]:
    """What Windows calls, in a thread of its own, with a console event's number: for the
    events that end the program, ``stop`` in ``loop``, then hold the program until ``closed``
    is set (or :data:`CONSOLE_GRACE` has passed)."""

    def handle(event: int) -> bool:
        if event not in CONSOLE_ENDINGS:
            return False  # Ctrl+C and Ctrl+Break: Python's own handlers (on_stop_signals)
        loop.call_soon_threadsafe(stop)
        closed.wait(CONSOLE_GRACE)
        return True

    return handle


def on_console_close(
    loop: asyncio.AbstractEventLoop, stop: Callable[[], None], closed: threading.Event
) -> bool:
    """On Windows, registers :func:`console_handler` for this program's console; ``False``
    elsewhere or when Windows refuses."""
    if sys.platform == "win32":
        import ctypes
        from ctypes import wintypes

        handler = console_handler(loop, stop, closed)
        callback = ctypes.WINFUNCTYPE(wintypes.BOOL, wintypes.DWORD)(handler)
        if ctypes.windll.kernel32.SetConsoleCtrlHandler(callback, True):
            _HANDLERS.append(callback)
            return True
    return False
