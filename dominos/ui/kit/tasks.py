"""Running coroutines from Qt slots without losing their errors.

A task started from a button click has nobody awaiting it; if it fails, asyncio would only
mention it when the task is garbage-collected, if ever. :func:`spawn` keeps a reference and
hands any failure to the loop's exception handler at once, which the app logs and shows, and
which the tests turn into a failure.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

_running: set[asyncio.Task[Any]] = set()


def spawn(coro: Coroutine[Any, Any, Any], *, name: str | None = None) -> asyncio.Task[Any]:
    """Run ``coro`` on the app's loop; report its exception, if any, when it ends.

    Called from a slot, the loop is normally running; when it is not (a test driving the
    widgets between two runs of the loop), the task starts with the loop's next run.
    """
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = asyncio.get_event_loop_policy().get_event_loop()
    task = loop.create_task(coro, name=name)
    _running.add(task)
    task.add_done_callback(_finished)
    return task


def _finished(task: asyncio.Task[Any]) -> None:
    _running.discard(task)
    if task.cancelled():
        return
    exc = task.exception()
    if exc is not None:
        task.get_loop().call_exception_handler(
            {"message": f"Error in {task.get_name()}", "exception": exc, "task": task}
        )


def running() -> list[asyncio.Task[Any]]:
    """Tasks started with :func:`spawn` that have not finished yet."""
    return list(_running)
