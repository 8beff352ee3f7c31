"""Waiting for something to become true, instead of sleeping a fixed time and hoping."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from dominos.net.app.link import Link

#: How often a condition is looked at again; small, as each look is cheap.
STEP = 0.01


async def until(condition: Callable[[], bool], timeout: float = 5.0) -> None:
    """Return as soon as ``condition()`` holds; fail the test after ``timeout`` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {condition}")
        await asyncio.sleep(STEP)


async def dropped(link: Link) -> None:
    """Return once ``link``'s connection is gone and its client has had its turn to react.

    A client that reconnects starts (and reports) that in the turn right after the drop, so a
    test may then assert that nothing reconnected without sleeping first.
    """
    await link.closed
    await asyncio.sleep(0)
