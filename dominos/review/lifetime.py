"""How long a review's processes live, and how much of the machine they take.

The app starts a round's review in a process of its own (:mod:`dominos.review.job`), which
starts its workers (:mod:`dominos.review.known_round`). Each must end when the process that
started it ends, however that one ends: Windows ends a process alone (a crash, the task
manager, the review stopped from its window, which terminates it with no handler run), and a
worker waiting for its next batch would then wait for ever, holding its memory until the
player logs out. So each watches its parent and ends with it, on every system alike.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from contextlib import suppress

__all__ = ["end_with_parent", "lower_priority", "start_worker"]

#: Windows' "below normal" priority class, the one nice 10 stands for.
BELOW_NORMAL_PRIORITY_CLASS = 0x4000


def end_with_parent() -> None:
    """Ends this process as soon as the one that started it has ended (nothing to do in a
    process nothing started)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def lower_priority() -> None:
    """Yields the CPU to the app's window and the table; where the system refuses, the
    search runs at the usual priority."""
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32")
        kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), BELOW_NORMAL_PRIORITY_CLASS)
        return
    with suppress(OSError):
        os.nice(10)


def start_worker(humble: bool) -> None:
    """A search worker's first step: it ends with the review that started it, and with
    ``humble`` it lowers its priority."""
    end_with_parent()
    if humble:
        lower_priority()
