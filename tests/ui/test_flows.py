"""Whole flows through real windows and a real table on 127.0.0.1.

Four windows share one context, as with ``--demo``; discovery is off (no multicast from
tests), so joining "by code" picks from a table list built by hand that points at loopback.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from dominos.hosting.options import HostOptions
from dominos.net.wire.codes import AttemptLimiter
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow

from .conftest import LoopRunner, list_hosted_table, loopback_context, quit_windows
from .test_look import assert_over_its_window

NAMES = ("Ann", "Bo", "Cy", "Dee")
MakeWindow = Callable[[str], MainWindow]


@pytest.fixture
def context(settings: Settings, loop: LoopRunner) -> Iterator[AppContext]:
    yield from loopback_context(settings, loop, 0.01)


@pytest.fixture
def make_window(qtbot: QtBot, context: AppContext, loop: LoopRunner) -> Iterator[MakeWindow]:
    windows: list[MainWindow] = []

    def make(name: str) -> MainWindow:
        window = MainWindow(context, name=name, remember=False)
        window.show()
        windows.append(window)
        return window

    yield make
    quit_windows(loop, windows)


def seats_shown(window: MainWindow) -> list[str]:
    """Each seat as the lobby shows it, its number and its name (without the notes)."""
    lobby = window.lobby
    return [
        f"{number.text()}  {label.full_text().split('  (')[0]}"
        for number, label in zip(lobby.seat_numbers, lobby.seat_labels, strict=True)
    ]


def open_table(make_window: MakeWindow, context: AppContext, loop: LoopRunner) -> MainWindow:
    host = make_window("Ann")
    loop.run(host.seating.host_table(150))
    assert host.stack.currentWidget() is host.lobby
    list_hosted_table(context)
    return host


def join_with_code(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner, name: str = "Bo"
) -> MainWindow:
    """A friend opens the app and types the host's code."""
    assert context.hosting is not None
    guest = make_window(name)
    loop.run(guest.seating.join_code(context.hosting.code))
    return guest


def test_host_and_three_friends_fill_the_lobby_and_start(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    host = open_table(make_window, context, loop)
    assert context.hosting is not None
    code = context.hosting.code
    assert host.lobby.code_label.text() == code
    assert host.lobby.addresses.text()
    assert not host.lobby.start_button.isEnabled()

    windows = [host]
    for name in NAMES[1:]:
        window = make_window(name)
        window.home.code_edit.setText(code.lower())
        window.home.join_button.click()
        loop.wait_until(lambda: window.stack.currentWidget() is window.lobby)  # noqa: B023
        windows.append(window)

    expected = [f"{i + 1}.  {name}" for i, name in enumerate(NAMES)]
    loop.wait_until(lambda: all(seats_shown(w) == expected for w in windows))
    for seat, window in enumerate(windows):
        assert "you" in window.lobby.seat_labels[seat].full_text()
        assert "host" in window.lobby.seat_labels[0].full_text()
        assert window.windowTitle().endswith(NAMES[seat])
    for guest in windows[1:]:
        assert not guest.lobby.start_button.isVisible()
        assert guest.lobby.start_reason.text() == "Waiting for the host to start."
        assert not guest.lobby.code_label.isVisible()

    assert host.lobby.start_button.isEnabled()
    host.lobby.start_button.click()
    loop.wait_until(
        lambda: all(
            w.session is not None
            and w.session.state is not None
            and w.session.state.phase == "round"
            for w in windows
        )
    )
    loop.wait_until(lambda: all(w.stack.currentWidget() is not w.lobby for w in windows))


def test_wrong_code_is_explained_next_to_the_code(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    open_table(make_window, context, loop)
    guest = make_window("Bo")
    loop.run(guest.seating.join_code("ZZZZ22"))
    assert guest.stack.currentWidget() is guest.home
    assert "accepted that code" in guest.home.code_error.text()
    assert guest.home.focusWidget() is guest.home.code_edit


def test_taken_name_is_explained_next_to_the_name(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    open_table(make_window, context, loop)
    assert context.hosting is not None
    guest = join_with_code(make_window, context, loop, "ann")
    assert guest.stack.currentWidget() is guest.home
    assert "already uses that name" in guest.home.name_error.text()
    assert guest.home.name_error.isVisible()


def test_fifth_player_hears_the_table_is_full(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    open_table(make_window, context, loop)
    assert context.hosting is not None
    code = context.hosting.code
    for name in NAMES[1:]:
        loop.run(make_window(name).seating.join_code(code))
    late = make_window("Eve")
    loop.run(late.seating.join_code(code))
    assert late.stack.currentWidget() is late.home
    assert "already has four players" in late.home.code_error.text()


def test_host_leaving_closes_the_table_for_everyone(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    host = open_table(make_window, context, loop)
    assert context.hosting is not None
    guest = join_with_code(make_window, context, loop, "Bo")
    assert guest.stack.currentWidget() is guest.lobby

    host.lobby.leave_button.click()
    box = host.lobby.confirm_box
    assert box is not None
    assert_over_its_window(box, host)
    close = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    close.click()
    loop.wait_until(lambda: guest.stack.currentWidget() is guest.home)
    assert guest.banner.text == "The host closed the table."
    loop.wait_until(lambda: host.stack.currentWidget() is host.home)
    assert context.hosting is None
    assert host.banner.text == ""


def test_guest_leaving_moves_later_arrivals_up(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    host = open_table(make_window, context, loop)
    assert context.hosting is not None
    code = context.hosting.code
    bo, cy = make_window("Bo"), make_window("Cy")
    loop.run(bo.seating.join_code(code))
    loop.run(cy.seating.join_code(code))
    bo.lobby.leave_button.click()
    loop.wait_until(lambda: bo.stack.currentWidget() is bo.home)
    loop.wait_until(lambda: seats_shown(host)[:2] == ["1.  Ann", "2.  Cy"])
    assert "waiting" in seats_shown(cy)[2]


def test_join_by_address_reports_in_the_dialog(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    open_table(make_window, context, loop)
    assert context.hosting is not None
    guest = make_window("Bo")
    guest.home.address_button.click()
    dialog = guest.seating.address_dialog
    assert dialog is not None and dialog.isVisible()

    loop.run(guest.seating.join_address("127.0.0.1:99999", context.hosting.code))
    assert "port" in dialog.address_error.text() and dialog.address_error.isVisible()
    loop.run(guest.seating.join_address(f"127.0.0.1:{context.hosting.port}", "ZZZZ22"))
    assert "doesn't match" in dialog.code_error.text()

    dialog.address_edit.setText(f"127.0.0.1:{context.hosting.port}")
    dialog.code_edit.setText(context.hosting.code)
    dialog.join_button.click()
    loop.wait_until(lambda: guest.stack.currentWidget() is guest.lobby)
    assert not dialog.isVisible()


def test_unreachable_address_is_explained(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    with socket.socket() as probe:  # a port that nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    guest = make_window("Bo")
    dialog = guest.seating.open_address_dialog()
    loop.run(guest.seating.join_address(f"127.0.0.1:{port}", "ABC234"))
    assert "Couldn't reach the table" in dialog.address_error.text()


def test_a_silent_address_fails_within_the_wait_and_enter_tries_again(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner, qtbot: QtBot
) -> None:
    with socket.socket() as silent:  # accepts connections, never says a word
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        port = silent.getsockname()[1]
        guest = make_window("Bo")
        guest.seating.address_wait = 0.3
        dialog = guest.seating.open_address_dialog()
        dialog.address_edit.setText(f"127.0.0.1:{port}")
        dialog.code_edit.setText("ABC234")
        tries: list[str] = []
        dialog.join_requested.connect(lambda address, code: tries.append(address))
        dialog.join_button.click()
        assert dialog.progress.isVisible() and "Reaching the table" in dialog.status.text()
        loop.wait_until(lambda: dialog.address_error.isVisible())
        assert "didn't answer in time" in dialog.address_error.text()
        assert not dialog.progress.isVisible()
        # The whole sentence shows, under the address and above the code, in the dialog.
        error = dialog.address_error
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        assert error.height() >= error.heightForWidth(error.width())
        shown = QRect(error.mapTo(dialog, QPoint(0, 0)), error.size())
        assert dialog.rect().contains(shown)
        code_top = dialog.code_edit.mapTo(dialog, QPoint(0, 0)).y()
        assert shown.bottom() < code_top
        assert dialog.join_button.isDefault()
        # Enter tries again instead of closing the dialog.
        dialog.activateWindow()
        qtbot.keyClick(dialog.address_edit, Qt.Key.Key_Return)
        assert len(tries) == 2 and dialog.isVisible()
        loop.wait_until(lambda: dialog.address_error.isVisible())


def test_closing_the_window_or_ctrl_q_asks_the_app_to_quit(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner, qtbot: QtBot
) -> None:
    window = make_window("Ann")
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window, 2000)
    asked: list[bool] = []
    context.quit_requested.connect(lambda: asked.append(True))
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert asked == [True]
    window.close()
    assert asked == [True, True]
    assert window.isVisible()  # the app closes it once the table is shut down
    window.close_for_quit()
    assert not window.isVisible()


def test_the_host_confirms_before_quitting_on_the_others(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    host = open_table(make_window, context, loop)
    asked: list[bool] = []
    context.quit_requested.connect(lambda: asked.append(True))
    host.close()  # alone at the table: nobody to warn
    assert asked == [True] and host.quit_box is None
    assert context.hosting is not None
    guest = join_with_code(make_window, context, loop, "Bo")
    loop.wait_until(lambda: host.session is not None and len(host.session.state.seats) == 2)
    host.close()
    box = host.quit_box
    assert box is not None and "closes your table" in box.text()
    assert_over_its_window(box, host)
    stay = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    stay.click()
    assert asked == [True]
    host.ask_to_quit()
    box = host.quit_box
    assert box is not None
    leave = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    leave.click()
    assert asked == [True, True]
    guest.close()  # a guest quits without a question
    assert asked == [True, True, True] and guest.quit_box is None


def test_a_player_quitting_mid_game_is_told_what_happens(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    host = open_table(make_window, context, loop)
    guests = [join_with_code(make_window, context, loop, name) for name in NAMES[1:]]
    loop.wait_until(lambda: host.session is not None and len(host.session.state.seats) == 4)
    host.lobby.start_button.click()
    guest = guests[0]
    loop.wait_until(lambda: guest.session is not None and guest.session.state.phase == "round")
    asked: list[bool] = []
    context.quit_requested.connect(lambda: asked.append(True))
    guest.close()
    box = guest.quit_box
    assert box is not None and asked == []
    assert_over_its_window(box, guest)
    words = box.text() + " " + box.informativeText()
    assert "seat" in words and "5 seconds" in words and "Rejoin" in words
    stay = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    assert box.defaultButton() is stay, "Enter keeps the player in the game"
    stay.click()
    assert asked == []
    guest.ask_to_quit()
    box = guest.quit_box
    assert box is not None
    leave = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    leave.click()
    assert asked == [True]


def test_a_taken_port_falls_back_and_says_so(
    settings: Settings, loop: LoopRunner, make_window: MakeWindow
) -> None:
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        taken = squatter.getsockname()[1]
        ctx = AppContext(settings, HostOptions(bind="127.0.0.1", port=taken, discovery=False))
        window = MainWindow(ctx, name="Ann", remember=False)
        loop.run(window.seating.host_table(100))
        try:
            assert ctx.hosting is not None and ctx.hosting.fell_back
            assert ctx.hosting.port != taken
            assert f"uses port {ctx.hosting.port}" in window.lobby.addresses.text()
            assert window.stack.currentWidget() is window.lobby
        finally:
            loop.run(window.shutdown())
            loop.run(ctx.shutdown())
            window.close_for_quit()


def test_a_table_that_cannot_open_is_explained_by_the_host_button(
    settings: Settings, loop: LoopRunner
) -> None:
    # Binding to an address this machine doesn't have fails at once; nothing is sent.
    ctx = AppContext(settings, HostOptions(bind="203.0.113.77", port=0, discovery=False))
    window = MainWindow(ctx, name="Ann", remember=False)
    loop.run(window.seating.host_table(100))
    assert window.stack.currentWidget() is window.home
    assert window.home.host_error.text().startswith("Couldn't open a table on this computer.")
    assert ctx.hosting is None
    assert window.home.host_button.isEnabled()
    window.close_for_quit()


def test_a_mistyped_code_is_explained_without_asking_anyone(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    open_table(make_window, context, loop)
    guest = make_window("Bo")
    loop.run(guest.seating.join_code("ABCO23"))
    assert "without 0, O, 1 or I" in guest.home.code_error.text()


def test_a_refused_command_shows_for_a_moment(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    host = open_table(make_window, context, loop)
    assert context.hosting is not None
    guest = join_with_code(make_window, context, loop, "Bo")
    assert guest.session is not None
    guest.session.start_game()  # only the host may start
    loop.wait_until(lambda: guest.banner.text == "Only the host can do that.")
    assert host.banner.text == ""
    # The banner's own timer, sped up rather than waited out: no public knob sets how long
    # a message stays, the app's words do.
    timer = guest.banner._timer
    timer.setInterval(10)
    timer.start()
    loop.wait_until(lambda: guest.banner.text == "")


def test_no_table_opens_without_a_valid_name(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    window = make_window("")
    loop.run(window.seating.host_table(100))
    assert context.hosting is None
    assert window.home.name_error.isVisibleTo(window)
    assert window.stack.currentWidget() is window.home


def test_the_name_given_is_remembered(settings: Settings, loop: LoopRunner) -> None:
    ctx = AppContext(settings, HostOptions(discovery=False))
    MainWindow(ctx, name="Zed").close_for_quit()
    assert settings.name == "Zed"
    window = MainWindow(ctx)
    assert window.home.name == "Zed"
    window.home.name_edit.setText("Zoe")
    assert settings.name == "Zoe"
    window.close_for_quit()


def test_a_seat_taken_over_elsewhere_is_explained_in_this_apps_words(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    from dominos.net.app.client import Client

    open_table(make_window, context, loop)
    assert context.hosting is not None
    guest = join_with_code(make_window, context, loop, "Bo")
    assert guest.session is not None and guest.session.welcome is not None
    token = guest.session.welcome.token
    elsewhere = Client(lambda s: None, lambda e: None, lambda m: None, heartbeat=None)
    loop.run(
        elsewhere.connect("127.0.0.1", context.hosting.port, code=context.hosting.code, token=token)
    )
    loop.wait_until(lambda: guest.stack.currentWidget() is guest.home)
    assert guest.banner.text == "Your seat was taken back from another window or computer."
    loop.run(elsewhere.close())


def open_table_that_asks_to_wait(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> MainWindow:
    """Ann's table, and Bo's window on a computer that typed a wrong code a moment ago: the
    table wants 2.5 s before its next try."""
    open_table(make_window, context, loop)
    assert context.hosting is not None and context.hosting.server is not None
    guesses = context.hosting.server.guesses
    guesses.limiter = AttemptLimiter(max_failures=1, penalty=2.5)
    guesses.limiter.record_failure("127.0.0.1")
    return make_window("Bo")


def test_a_friend_told_to_wait_sees_the_wait_and_is_seated_without_pressing_join_again(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    guest = open_table_that_asks_to_wait(make_window, context, loop)
    assert context.hosting is not None
    shown: list[str] = []
    guest.home.join_requested.emit(context.hosting.code, None)

    def seen() -> bool:
        text = guest.home.status.text()
        if text and text not in shown:
            shown.append(text)
        return guest.stack.currentWidget() is guest.lobby

    loop.wait_until(seen, timeout=20)
    waits = [text for text in shown if "Trying again in" in text]
    assert waits and waits[0] in (
        "The table asks to wait. Trying again in 3 seconds...",
        "The table asks to wait. Trying again in 2 seconds...",
    )
    assert not guest.home.code_error.text()
    assert seats_shown(guest)[:2] == ["1.  Ann", "2.  Bo"]


@pytest.mark.parametrize(("penalty", "wait"), [(100.0, "100 seconds"), (299.0, "5 minutes")])
def test_a_wait_longer_than_the_app_waits_by_itself_is_said_as_the_table_gave_it(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner, penalty: float, wait: str
) -> None:
    """A table that turns this computer away for longer than the app keeps trying by itself
    (a minute and a half) is not waited for: the player reads at once the wait it gave."""
    open_table(make_window, context, loop)
    assert context.hosting is not None and context.hosting.server is not None
    # The lock-out's clock stands still, so the wait the table gives is exactly ``penalty``.
    limiter = AttemptLimiter(max_failures=1, penalty=penalty, clock=lambda: 0.0)
    context.hosting.server.guesses.limiter = limiter
    limiter.record_failure("127.0.0.1")
    guest = make_window("Bo")
    loop.run(guest.seating.join_code(context.hosting.code))
    assert guest.home.code_error.text() == (
        f"Too many wrong codes were tried at this table lately. Try again in {wait}."
    )
    assert guest.stack.currentWidget() is guest.home and not guest.home.status.text()


def test_cancelling_the_address_dialog_while_told_to_wait_takes_no_seat(
    make_window: MakeWindow, context: AppContext, loop: LoopRunner
) -> None:
    guest = open_table_that_asks_to_wait(make_window, context, loop)
    assert context.hosting is not None
    dialog = guest.seating.open_address_dialog(f"127.0.0.1:{context.hosting.port}")
    dialog.code_edit.setText(context.hosting.code)
    dialog.join_button.click()
    loop.wait_until(lambda: "Trying again in" in dialog.status.text())
    dialog.reject()

    def joining() -> bool:
        return any(t.get_name() == "join by address" for t in asyncio.all_tasks())

    loop.wait_until(lambda: not joining())
    assert guest.stack.currentWidget() is guest.home and not dialog.isVisible()
    assert context.hosting.table is not None and context.hosting.table.names() == ["Ann"]
