"""What the app's client and its way back share: calling the app's callbacks so that one
that fails breaks nothing, and waiting a second at a time on the clock they are given."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

__all__ = ["call", "count_down"]

#: In the client's own log: one place to read what happened to the connection.
log = logging.getLogger("dominos.net.app.client")
_T = TypeVar("_T")


def call(callback: Callable[[_T], None], value: _T) -> None:
    """Calls one of the client's callbacks: one that fails is logged, and breaks nothing."""
    try:
        callback(value)
    except Exception:
        log.exception("a client callback failed")


async def count_down(
    seconds: float, sleep: Callable[[float], Awaitable[None]], each_second: Callable[[float], bool]
) -> None:
    """Waits ``seconds`` with ``sleep``, a second at a time, calling ``each_second`` with the
    seconds still to wait before each; it answers ``False`` to stop waiting. Counted down
    rather than read from the loop's clock, so a test's ``sleep`` that takes no time still
    waits the whole count."""
    while seconds > 0:
        if not each_second(seconds):
            return
        step = min(1.0, seconds)
        await sleep(step)
        seconds -= step
