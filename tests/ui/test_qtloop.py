"""The app's loop on Qt's: what Python 3.14 changed for qasync does not reach the app."""

from __future__ import annotations

import asyncio
import warnings
from asyncio.events import _get_running_loop, _set_running_loop

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from dominos.ui.shell import qtloop


@pytest.fixture
def no_running_loop(qapp: QApplication) -> None:
    """These tests start loops of their own, as the app does, with none running around them."""
    _set_running_loop(None)
    asyncio.set_event_loop(None)


def test_work_queued_as_the_main_coroutine_ends_finds_its_loop(no_running_loop: None) -> None:
    """A Qt callback still queued when the app's main coroutine returns (a socket's last
    read, a timer of the table's goodbye) runs in the loop's last pass over Qt's queue; there
    it must find the loop running, or asyncio refuses it (on 3.14, even a task's step)."""
    seen: list[object] = []

    async def main() -> str:
        QTimer.singleShot(0, lambda: seen.append(_get_running_loop()))
        return "quit"

    assert qtloop.run(main()) == "quit"
    assert len(seen) == 1 and isinstance(seen[0], qtloop.QtLoop)


def test_a_task_stepped_in_that_last_pass_runs(no_running_loop: None) -> None:
    steps: list[str] = []

    async def goodbye() -> None:
        steps.append("goodbye sent")

    async def main() -> None:
        loop = asyncio.get_running_loop()
        # Queued on Qt's side, so it runs only after the loop has stopped.
        QTimer.singleShot(0, lambda: loop.create_task(goodbye()))

    qtloop.run(main())
    assert steps == ["goodbye sent"]


def test_timers_raise_no_deprecation_warning(no_running_loop: None) -> None:
    async def main() -> float:
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        loop.call_later(0.01, done.set_result, 1.5)
        return await done

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert qtloop.run(main()) == 1.5


def test_a_coroutine_function_is_refused_as_a_timer_callback(no_running_loop: None) -> None:
    async def later() -> None:
        pass

    async def main() -> None:
        asyncio.get_running_loop().call_later(0, later)

    with pytest.raises(TypeError, match="coroutines cannot be used"):
        qtloop.run(main())
