"""The app's shell: errors from anywhere reach the windows, start-up flags do their job."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from dominos.hosting.options import HostOptions
from dominos.table.state import SeatInfo, State
from dominos.ui.kit import theme
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.shell.app import Shell
from dominos.ui.shell.cli import Options
from dominos.ui.shell.main_window import MainWindow
from dominos.ui.shell.session import Session

from .conftest import LoopRunner, list_hosted_table, pretend_joined


@pytest.fixture
def host_context(settings: Settings, loop: LoopRunner) -> Iterator[AppContext]:
    ctx = AppContext(settings, HostOptions(bind="127.0.0.1", port=0, discovery=False))
    yield ctx
    loop.settle(ctx.shutdown())


def seated_window(
    settings: Settings, before: Callable[[Session], None] | None = None
) -> tuple[MainWindow, Session]:
    """Bo's window with a session handed over as a seat taken (``before`` runs on the
    session first, as what happened while the seat was being taken)."""
    window = MainWindow(
        AppContext(settings, HostOptions(discovery=False)), name="Bo", remember=False
    )
    session = Session(window)
    if before is not None:
        before(session)
    window.seating.seated.emit(session)
    return window, session


def table_closes(session: Session, message: str) -> None:
    """The table ends the seat for good, as the session's client reports it: through the
    callback the session gives its private client, with no table behind it here."""
    session._on_closed(message)  # the client's callback (see above)


async def first_action(shell: Shell) -> None:
    """What the command line asks the app to do once its window is up, run alone: in the
    app it is spawned from the shell's private start, with the discovery and the quit
    the tests leave out."""
    await shell._first_action()  # spawned by the shell's start (see above)


def make_shell(app: QApplication, settings: Settings, **options: object) -> Shell:
    shell = Shell(app, Options(discovery=False, **options), settings)  # type: ignore[arg-type]
    shell.context.host_options = replace(shell.context.host_options, bind="127.0.0.1")
    return shell


def test_an_unexpected_error_is_logged_and_shown(
    styled_app: QApplication,
    settings: Settings,
    loop: LoopRunner,
    caplog: pytest.LogCaptureFixture,
) -> None:
    shell = make_shell(styled_app, settings)
    window = MainWindow(shell.context, name="Ann", remember=False)
    shell.windows.append(window)
    with caplog.at_level(logging.ERROR):
        # The loop's own handler, called as the loop calls it: raising in a task would
        # leave when it is reported to the loop.
        shell._on_loop_error(
            loop.loop, {"message": "Error in join", "exception": RuntimeError("boom")}
        )
    assert "Something went wrong (RuntimeError: boom)" in window.banner.label.text()
    assert window.banner.isVisibleTo(window)
    assert any("Error in join" in r.message and r.exc_info for r in caplog.records)
    window.banner.close_button.click()
    assert not window.banner.isVisibleTo(window)
    window.close_for_quit()


def test_clocks_stop_while_the_host_is_unreachable_and_show_real_time_after(
    styled_app: QApplication, settings: Settings, loop: LoopRunner
) -> None:
    window, session = seated_window(settings)
    pretend_joined(session)
    seats = tuple(SeatInfo(n, True, 7) for n in ("Ann", "Bo", "Cy", "Dee"))

    def turn(version: int, ms_left: int) -> State:
        return State(
            phase="round",
            you=1,
            host_seat=0,
            seats=seats,
            target=100,
            scores=(0, 0),
            version=version,
            turn=1,
            turn_ms_left=ms_left,
            hand=((6, 6),),
        )

    session.state_changed.emit(turn(5, 33_000))
    game = window.game
    assert game is not None and game.turn_clock.running
    assert "33 s" in game.prompt.text()
    session.reconnecting.emit(0.0)
    assert "Can't reach the host" in window.banner.label.text()
    assert not game.turn_clock.running, "nothing can happen at the table: no clock counts"
    assert "waiting for the host" in game.prompt.text()
    assert "33 s" not in game.prompt.text()
    # Back: the host's snapshot says how much time is really left.
    session.state_changed.emit(turn(6, 21_000))
    assert game.turn_clock.running and game.turn_clock.seconds() == 21
    assert "21 s" in game.prompt.text() and "waiting" not in game.prompt.text()
    assert not window.banner.isVisibleTo(window)
    game.close_clocks()
    window.close_for_quit()


def test_reconnecting_shows_then_clears(
    styled_app: QApplication, settings: Settings, loop: LoopRunner
) -> None:
    window, session = seated_window(settings)
    session.reconnecting.emit(3.4)
    assert "Can't reach the host" in window.banner.label.text()
    assert "(3 s)" in window.banner.label.text()
    # A snapshot after the reconnection clears the note (the session counts as joined).
    pretend_joined(session)
    session.state_changed.emit(
        State(
            phase="lobby",
            you=1,
            host_seat=0,
            seats=(SeatInfo("Ann", True, 0), SeatInfo("Bo", True, 0)),
            target=100,
            scores=(0, 0),
            version=2,
        )
    )
    assert not window.banner.isVisibleTo(window)
    assert window.stack.currentWidget() is window.lobby
    pretend_joined(session, False)
    window.close_for_quit()


def test_a_host_that_cannot_save_is_said_on_the_screen_until_it_saves_again(
    styled_app: QApplication, settings: Settings
) -> None:
    context = AppContext(settings, HostOptions(discovery=False))
    window = MainWindow(context, name="Bo", remember=False)
    session = Session(window)
    window.seating.seated.emit(session)
    pretend_joined(session)
    seats = (SeatInfo("Ann", True, 0), SeatInfo("Bo", True, 0))
    for version, unsaved in ((2, True), (3, True)):
        session.state_changed.emit(
            State("lobby", 1, 0, seats, 100, (0, 0), version, unsaved=unsaved)
        )
        assert window.banner.isVisibleTo(window)
        assert window.banner.label.text() == (
            "The host can't save this table: if it stops now, the latest moves are lost."
        )
    session.state_changed.emit(State("lobby", 1, 0, seats, 100, (0, 0), 4))
    assert not window.banner.isVisibleTo(window)
    # Moves the host lost and could not rebuild are said as well, for as long as it says so.
    session.state_changed.emit(State("round", 1, 0, seats, 100, (0, 0), 9, rewound=True))
    assert window.banner.label.text() == (
        "The host lost the latest moves when it stopped: this round went back to an earlier point."
    )
    session.state_changed.emit(State("round", 1, 0, seats, 100, (0, 0), 10))
    assert not window.banner.isVisibleTo(window)
    pretend_joined(session, False)
    window.close_for_quit()


def test_a_table_that_closes_while_the_seat_is_taken_sends_the_player_home(
    styled_app: QApplication, settings: Settings
) -> None:
    window, _ = seated_window(settings, before=lambda s: table_closes(s, "Closing for the night."))
    assert window.session is None
    assert window.stack.currentWidget() is window.home
    assert window.banner.label.text() == "Closing for the night."
    window.close_for_quit()


def test_the_banner_reads_dark_on_its_light_strip_whatever_it_says(
    styled_app: QApplication, settings: Settings
) -> None:
    """The banner sits on the felt, whose labels are ivory: its own text must not be, or
    "The host closed the table" reads ivory on pale pink."""
    window, session = seated_window(settings)
    window.show()  # the banner's label is styled here, while the banner has nothing to say
    styled_app.processEvents()
    label = window.banner.label
    table_closes(session, "Closing for the night.")
    styled_app.processEvents()
    assert label.text() == "Closing for the night."
    assert label.palette().color(QPalette.ColorRole.WindowText) == QColor(theme.INK)
    for show in (window.banner.show_error, window.banner.show_info, window.banner.show_error):
        show("Closing for the night.")
        styled_app.processEvents()
        assert label.palette().color(QPalette.ColorRole.WindowText) == QColor(theme.INK)
    window.close_for_quit()


@pytest.mark.parametrize("listed_first", [True, False], ids=["listed", "listed-later"])
def test_join_flag_with_a_code_joins_the_table_found(
    styled_app: QApplication,
    settings: Settings,
    host_context: AppContext,
    loop: LoopRunner,
    listed_first: bool,
) -> None:
    host = MainWindow(host_context, name="Ann", remember=False)
    loop.run(host.seating.host_table(100))
    hosting = host_context.hosting
    assert hosting is not None and hosting.table is not None

    shell = make_shell(styled_app, settings, name="Bo", join=hosting.code.lower())
    guest = MainWindow(shell.context, name="Bo", remember=False)
    shell.windows.append(guest)
    if listed_first:
        list_hosted_table(host_context, into=shell.context)
        loop.run(first_action(shell))
    else:
        # Discovery lists the table a moment after start-up: the join waits for the list.
        first = loop.loop.create_task(first_action(shell))
        loop.wait_until(lambda: guest.home.code == hosting.code)
        assert not first.done()
        assert guest.stack.currentWidget() is guest.home
        assert not guest.home.code_error.isVisibleTo(guest)
        list_hosted_table(host_context, into=shell.context)
        loop.run(first)
    assert guest.stack.currentWidget() is guest.lobby
    assert guest.home.code_edit.text() == hosting.code
    loop.run(guest.shutdown())
    loop.run(host.shutdown())
    for window in (guest, host):
        window.close_for_quit()


def test_join_flag_with_an_address_opens_the_address_dialog(
    styled_app: QApplication, settings: Settings, loop: LoopRunner
) -> None:
    shell = make_shell(styled_app, settings, name="Bo", join="192.168.1.20:47474")
    window = MainWindow(shell.context, name="Bo", remember=False)
    shell.windows.append(window)
    loop.run(first_action(shell))
    dialog = window.seating.address_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.address_edit.text() == "192.168.1.20:47474"
    assert dialog.focusWidget() is dialog.code_edit
    dialog.reject()
    window.close_for_quit()


def test_quit_closes_the_table_and_the_windows(
    styled_app: QApplication, settings: Settings, loop: LoopRunner
) -> None:
    shell = make_shell(styled_app, settings, name="Ann", host=True, target=100)
    window = MainWindow(shell.context, name="Ann", remember=True)
    window.show()
    shell.windows.append(window)
    loop.run(first_action(shell))
    assert shell.context.hosting is not None
    loop.run(shell.shutdown())
    assert shell.context.hosting is None
    assert not window.isVisible()
    assert settings.geometry() is not None


def test_quit_gives_up_on_a_step_that_hangs(
    styled_app: QApplication,
    settings: Settings,
    loop: LoopRunner,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A table that never answers must not keep the app open: quitting has a budget."""
    shell = make_shell(styled_app, settings)
    window = MainWindow(shell.context, name="Ann", remember=False)
    window.show()
    shell.windows.append(window)

    async def hang() -> None:
        await asyncio.Event().wait()

    monkeypatch.setattr(window, "shutdown", hang)
    monkeypatch.setattr("dominos.ui.shell.app.SHUTDOWN_BUDGET", 0.05)
    loop.run(shell.shutdown(), timeout=5)
    assert not window.isVisible()


def test_a_player_can_stop_waiting_for_a_lost_table(
    styled_app: QApplication, settings: Settings, loop: LoopRunner
) -> None:
    window, session = seated_window(settings)
    closed: list[bool] = []

    async def close() -> None:
        closed.append(True)

    session.close = close  # type: ignore[method-assign]
    session.reconnecting.emit(7.0)
    assert window.banner.action_button.isVisibleTo(window)
    assert window.banner.action_button.text() == "Stop trying"
    window.banner.action_button.click()
    loop.wait_until(lambda: window.session is None)
    assert closed == [True]
    assert window.stack.currentWidget() is window.home
    assert not window.banner.isVisibleTo(window)
    # Other news carries no stale action.
    window.banner.show_info("Saved.")
    assert not window.banner.action_button.isVisibleTo(window)
    window.close_for_quit()
