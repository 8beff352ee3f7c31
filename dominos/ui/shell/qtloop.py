"""The asyncio loop that runs on Qt's, as qasync builds it, made right for Python 3.14.

qasync 0.28, its latest release, predates 3.14 and is not maintained any more; two of its
habits break there, and this subclass changes just those two rather than carrying a copy of
qasync:

- its ``call_later`` asks ``asyncio.iscoroutinefunction``, deprecated in 3.14: a warning for
  every timer, which the tests (warnings are errors there) turn into failures;
- its ``run_until_complete`` gives Qt's queue one last pass after the loop stopped, with no
  running loop set. A task step that runs in that pass fails on 3.14 with "loop ... is not
  the running loop" (qasync issue 176, seen as a hang at quit where the app quits from
  ``aboutToQuit``). Here that pass runs with this loop as the running one, as every other
  pass does.

The app quits by finishing its main coroutine (``Shell.main`` awaits its quit future and
closes the table first), never from ``aboutToQuit``, so the loop is still there for the
table's goodbye; :func:`run` runs that coroutine with ``asyncio.Runner``, which then cancels
what is left and closes the loop, on every supported Python (3.11 to 3.14).
"""

from __future__ import annotations

import asyncio
import inspect
from asyncio import events
from collections.abc import Callable, Coroutine
from contextvars import Context
from typing import Any, TypeVar

import qasync  # type: ignore[import-untyped]
from PySide6.QtCore import QEventLoop as QtEventLoop
from PySide6.QtWidgets import QApplication

T = TypeVar("T")


class QtLoop(qasync.QEventLoop):  # type: ignore[misc]
    """qasync's loop, with the two changes the module docstring gives."""

    def call_later(
        self,
        delay: float,
        callback: Callable[..., object],
        *args: Any,
        context: Context | None = None,
    ) -> asyncio.Handle:
        if inspect.iscoroutinefunction(callback):
            raise TypeError("coroutines cannot be used with call_later")
        if not callable(callback):
            raise TypeError(f"callback must be callable: {type(callback).__name__}")
        handle = asyncio.Handle(callback, args, self, context=context)
        self._add_callback(handle, delay)
        return handle

    def run_until_complete(self, future: Any) -> Any:
        if self.is_running():
            raise RuntimeError("Event loop already running")
        task = asyncio.ensure_future(future, loop=self)

        def stop(_: object) -> None:
            self.stop()

        task.add_done_callback(stop)
        try:
            self.run_forever()
        finally:
            task.remove_done_callback(stop)
        # Qt's last pass over its queue, as qasync gives it, but with this loop running.
        previous = events._get_running_loop()
        events._set_running_loop(self)
        try:
            app = QApplication.instance()
            dispatcher = app.eventDispatcher() if app is not None else None
            if dispatcher is not None:
                dispatcher.processEvents(QtEventLoop.ProcessEventsFlag.AllEvents)
        finally:
            events._set_running_loop(previous)
        if not task.done():
            raise RuntimeError("Event loop stopped before Future completed.")
        return task.result()


def new_loop() -> QtLoop:
    """A loop on the running QApplication (made first if there is none yet)."""
    app = QApplication.instance() or QApplication([])
    return QtLoop(app)


def run(main: Coroutine[Any, Any, T]) -> T:
    """Run ``main`` on a new Qt loop until it returns, then close the loop as asyncio does."""
    with asyncio.Runner(loop_factory=new_loop) as runner:
        return runner.run(main)
