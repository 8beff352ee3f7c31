"""The Qt test harness: one QApplication for the session, one Qt loop per test (the app's).

A test fails when anything goes wrong out of its sight: an exception in a loop callback or
in a task started with ``spawn`` (the loop's exception handler), one reaching
``sys.excepthook`` (async slots), or a Qt warning. That keeps errors in signal handlers and
background tasks from passing quietly.
"""

from __future__ import annotations

import asyncio
import gc
import sys
from asyncio.events import _set_running_loop
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from types import ModuleType, TracebackType
from typing import TYPE_CHECKING, Any, TypeVar

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from dominos.discovery import FoundTable
from dominos.hosting.options import HostOptions
from dominos.ui.kit import theme
from dominos.ui.services.context import AppContext
from dominos.ui.services.language import Translators
from dominos.ui.services.round_reviews import reviews
from dominos.ui.services.settings import Settings
from dominos.ui.shell.qtloop import QtLoop
from dominos.ui.shell.session import Session
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from dominos.ui.shell.main_window import MainWindow

T = TypeVar("T")

#: Messages of the offscreen platform that say nothing about the app.
IGNORED_QT = ("propagateSizeHints", "This plugin does not support")


class LoopRunner:
    """Drives the test's qasync loop from synchronous test code."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.problems: list[str] = []

    def run(self, awaitable: Awaitable[T], timeout: float = 15.0, *, check: bool = True) -> T:
        """Run ``awaitable`` to completion on the loop (Qt events are processed meanwhile)."""

        async def bounded() -> T:
            return await asyncio.wait_for(awaitable, timeout)

        # Like run_until_complete, minus its last round of Qt events with no running loop.
        task = self.loop.create_task(bounded())
        task.add_done_callback(lambda _: self.loop.stop())
        _set_running_loop(None)
        try:
            self.loop.run_forever()
        finally:
            _set_running_loop(self.loop)
        if not task.done():
            task.cancel()
            raise RuntimeError("the loop stopped before the awaited work finished")
        if check:
            self.check()
        return task.result()

    def settle(self, awaitable: Awaitable[object], timeout: float = 15.0) -> None:
        """Teardown's run: finish ``awaitable`` even after the test failed, noting what
        goes wrong instead of raising, so a failed test still closes its windows and table
        (left open, they fire on a closed loop during a later test and crash the run). The
        loop fixture reports every problem noted."""
        try:
            self.run(awaitable, timeout, check=False)
        except Exception as exc:  # reported by the loop fixture
            self.problems.append(f"while closing down: {exc!r}")

    def wait_until(self, predicate: Callable[[], bool], timeout: float = 10.0) -> None:
        """Keep the loop running until ``predicate()`` holds; fail after ``timeout`` seconds."""
        self.run(until(predicate, timeout), timeout + 5)

    def check(self) -> None:
        if self.problems:
            pytest.fail("\n\n".join(self.problems), pytrace=False)


@pytest.fixture(scope="session")
def qapp_args() -> list[str]:
    return ["dominos-tests"]


@pytest.fixture(scope="session")
def styled_app(qapp: QApplication) -> QApplication:
    """The session's QApplication with the app's style, as players see it."""
    theme.apply(qapp)
    qapp.setQuitOnLastWindowClosed(False)
    return qapp


@pytest.fixture(scope="session", autouse=True)
def english(qapp: QApplication, translations_tool: ModuleType) -> Translators:
    """The app speaks English as it does for players, with the English catalogue's plural
    forms ("1 point", "2 points"); compiled first if the catalogues changed."""
    translations_tool.compile_all()
    translators = Translators(qapp)
    translators.install("en")
    return translators


@pytest.fixture(autouse=True)
def no_review_in_the_break(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test that shows a round's end would otherwise start a review of the round in
    a child process it never waits for; the one test of that start turns it back on. A
    test that starts the app keeps its reviews in its own history, not the next test's."""
    monkeypatch.setattr(reviews, "background", False)
    monkeypatch.setattr(reviews, "_directory", None)


@pytest.fixture(autouse=True)
def no_window_left(qapp: QApplication) -> Iterator[None]:
    """Deletes the windows a test leaves behind (one it built without ``qtbot``, a dialog
    its window opened). Left alive, each was restyled again by every later test that
    switches the theme: late in a full run one such switch took 20 s, and tearing it down
    20 more."""
    before = set(qapp.topLevelWidgets())
    yield
    for widget in qapp.topLevelWidgets():
        if widget not in before:
            widget.close()
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def loop(styled_app: QApplication) -> Iterator[LoopRunner]:
    """A fresh Qt loop on the session's QApplication, failing the test on hidden errors.

    Between two :meth:`LoopRunner.run` calls the loop stays the running one, as it is for
    the whole life of the app: pytest-qt processes Qt events around each test, and any
    network callback that fires then must find its loop.
    """
    # What earlier tests left for the garbage collector (their windows, closed loops and
    # those loops' timers and notifiers) is collected now, while no loop runs: collected
    # later, in the middle of this test's loop, it has crashed the whole run.
    gc.collect()
    lp = QtLoop(styled_app)
    asyncio.set_event_loop(lp)
    _set_running_loop(lp)
    runner = LoopRunner(lp)

    def on_loop_error(_loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        runner.problems.append(f"error in the event loop: {context.get('message')}: {exc!r}")

    def on_qt_message(mode: QtMsgType, _context: Any, message: str) -> None:
        quiet = mode in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg)
        if not quiet and not any(part in message for part in IGNORED_QT):
            runner.problems.append(f"Qt {mode.name}: {message}")

    previous_hook = sys.excepthook

    def excepthook(
        kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        runner.problems.append(f"uncaught exception in a slot: {value!r}")

    lp.set_exception_handler(on_loop_error)
    previous_handler = qInstallMessageHandler(on_qt_message)
    sys.excepthook = excepthook
    try:
        yield runner
        pending = [t for t in asyncio.all_tasks(lp) if not t.done()]
        for task in pending:
            task.cancel()
        _set_running_loop(None)
        if pending:
            lp.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        lp.run_until_complete(lp.shutdown_asyncgens())
    finally:
        _set_running_loop(None)
        sys.excepthook = previous_hook
        qInstallMessageHandler(previous_handler)
        lp.close()
        asyncio.set_event_loop(None)
    runner.check()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings kept in a file of the test's own, never the player's real ones."""
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def pretend_joined(session: Session, joined: bool = True) -> None:
    """Makes ``session`` count as joined, or no longer, with no table behind it: the windows'
    answers to states are tested alone. A session is only joined by taking a seat, so its
    private client is the one way in; nothing is ever sent through it."""
    session._client = object() if joined else None  # type: ignore[assignment]  # see above


def list_tables(context: AppContext, tables: list[FoundTable]) -> None:
    """Lists ``tables`` in ``context`` as discovery would on a LAN: tests run with discovery
    off, and the listing's private handler is discovery's own way in."""
    context._on_tables(tables)  # discovery's own way in (see above)


def list_hosted_table(context: AppContext, into: AppContext | None = None) -> None:
    """Put the table this app hosts in its list (or in the list of the app of ``into``), as
    discovery would on a LAN (tests run with discovery off, so nothing is sent to the
    network)."""
    hosting = context.hosting
    assert hosting is not None and hosting.table is not None
    list_tables(
        into or context,
        [
            FoundTable(
                key="ann's table",
                # A table the app opens has no name: the LAN carries its host's, in English.
                table_name=hosting.table_name or f"{hosting.host_name}'s table",
                host_name=hosting.host_name,
                addresses=("127.0.0.1",),
                port=hosting.port,
                table_id="hosted",
                seats=hosting.table.seat_count,
                phase="lobby",
                version=1,
                compatible=True,
                named=bool(hosting.table_name),
            )
        ],
    )


def loopback_context(
    settings: Settings, loop: LoopRunner, time_scale: float
) -> Iterator[AppContext]:
    """For a fixture: an app whose tables listen on 127.0.0.1 only, unannounced, at
    ``time_scale``, shut down as the app quits once the test is over."""
    options = HostOptions(bind="127.0.0.1", port=0, discovery=False, time_scale=time_scale)
    ctx = AppContext(settings, options)
    yield ctx
    loop.settle(ctx.shutdown())


def open_windows(context: AppContext, names: tuple[str, ...]) -> list[MainWindow]:
    """One window per name on ``context``, shown at 1000x700, as ``--demo`` opens them."""
    from dominos.ui.shell.main_window import MainWindow

    made = [MainWindow(context, name=name, remember=False) for name in names]
    for window in made:
        window.resize(1000, 700)
        window.show()
    return made


def quit_windows(loop: LoopRunner, windows: list[MainWindow]) -> None:
    """As the app quits: every seat leaves or disconnects, then the windows close."""
    for window in windows:
        loop.settle(window.shutdown())
        window.close_for_quit()
        window.deleteLater()
