"""Asking ``dominos-host`` to stop from outside: closing its console window on Windows."""

from __future__ import annotations

import asyncio
import sys
import threading

import pytest

from dominos.signals import CONSOLE_ENDINGS, console_handler, on_console_close

CTRL_C, CTRL_CLOSE = 0, 2


def test_closing_the_console_stops_the_table_and_holds_windows_off_until_it_is_closed() -> None:
    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        stop, closed = asyncio.Event(), threading.Event()
        handle = console_handler(loop, stop.set, closed)
        # Windows calls the handler in a thread of its own and ends the program on return.
        answer = loop.run_in_executor(None, handle, CTRL_CLOSE)
        await asyncio.wait_for(stop.wait(), 5)
        await asyncio.sleep(0.05)
        assert not answer.done(), "the program must be held until the table is closed"
        closed.set()
        assert await asyncio.wait_for(answer, 5) is True

    asyncio.run(scenario())


def test_ctrl_c_and_ctrl_break_stay_with_pythons_own_handlers() -> None:
    async def scenario() -> None:
        stop, closed = asyncio.Event(), threading.Event()
        handle = console_handler(asyncio.get_running_loop(), stop.set, closed)
        for event in (CTRL_C, 1):
            assert event not in CONSOLE_ENDINGS
            assert handle(event) is False
        await asyncio.sleep(0)
        assert not stop.is_set()

    asyncio.run(scenario())


@pytest.mark.skipif(
    sys.platform != "win32",
    reason="a console's close event is Windows' own: runs in the Windows pass (make test-windows)",
)
def test_windows_takes_the_handler_for_the_hosts_console() -> None:
    async def scenario() -> None:
        assert on_console_close(asyncio.get_running_loop(), lambda: None, threading.Event())

    asyncio.run(scenario())
