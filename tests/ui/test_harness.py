"""The ``loop`` fixture itself: hidden errors must reach the test instead of vanishing."""

from __future__ import annotations

from PySide6.QtCore import qWarning

from dominos.ui.kit.tasks import spawn
from tests.helpers.waiting import until

from .conftest import LoopRunner


def test_a_failing_background_task_is_caught(loop: LoopRunner) -> None:
    async def boom() -> None:
        raise RuntimeError("lost in the background")

    async def start() -> None:
        spawn(boom(), name="boom")
        await until(lambda: bool(loop.problems))

    loop.loop.run_until_complete(start())
    assert any("lost in the background" in p for p in loop.problems)
    loop.problems.clear()


def test_a_qt_warning_is_caught(loop: LoopRunner) -> None:
    qWarning("something looks wrong")
    assert loop.problems == ["Qt QtWarningMsg: something looks wrong"]
    loop.problems.clear()
