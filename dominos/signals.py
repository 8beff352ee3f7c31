"""Asking a running program to stop from outside, the same way on every system.

SIGINT (Ctrl+C) and SIGTERM (a service manager, ``kill``) on Linux and macOS; on Windows,
where no SIGTERM can be sent to a process, Ctrl+C and Ctrl+Break (SIGBREAK), the console
events a terminal or a parent process sends. Both ``dominos-host`` and the app take every
one of them as a request to close the table properly.
"""

from __future__ import annotations

import asyncio
import signal
import sys
from collections.abc import Callable

__all__ = ["STOP_SIGNALS", "on_stop_signals"]

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
