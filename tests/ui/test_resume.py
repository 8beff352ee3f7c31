"""Taking a seat back from the home screen: after quitting the app, and after a host crash.

Real windows and real tables on 127.0.0.1, each player's app with settings of its own, as on
four computers. A crash is the host's process vanishing: its sockets die, its file lock goes
and nothing is closed politely; the journal on disk is all that is left.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from unittest.mock import create_autospec

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from dominos.discovery import FoundTable
from dominos.hosting.options import HostOptions
from dominos.hosting.service import HostedTable
from dominos.net.wire.codes import AttemptLimiter
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow
from tests.helpers.dying import die

from .conftest import LoopRunner, list_tables

NAMES = ("Ann", "Bo", "Cy", "Dee")


class Apps:
    """One app (context, settings, windows) per player, shut down at the end."""

    def __init__(self, qtbot: QtBot, loop: LoopRunner, tmp_path: Path) -> None:
        self.qtbot, self.loop, self.tmp = qtbot, loop, tmp_path
        self.contexts: list[AppContext] = []
        self.windows: list[MainWindow] = []

    def context(self, player: str, state_dir: Path | None = None) -> AppContext:
        ini = QSettings(str(self.tmp / f"{player}.ini"), QSettings.Format.IniFormat)
        ctx = AppContext(
            Settings(ini),
            HostOptions(bind="127.0.0.1", port=0, discovery=False, state_dir=state_dir),
        )
        self.contexts.append(ctx)
        return ctx

    def window(self, ctx: AppContext, name: str) -> MainWindow:
        window = MainWindow(ctx, name=name, remember=True)
        window.show()
        self.windows.append(window)
        return window

    def close(self) -> None:
        for window in self.windows:
            self.loop.settle(window.shutdown())
            window.close_for_quit()
            window.deleteLater()
        for ctx in self.contexts:
            self.loop.settle(ctx.shutdown())


@pytest.fixture
def apps(qtbot: QtBot, loop: LoopRunner, tmp_path: Path) -> Iterator[Apps]:
    made = Apps(qtbot, loop, tmp_path)
    yield made
    made.close()


def game_of_four(apps: Apps, host_ctx: AppContext) -> list[MainWindow]:
    loop = apps.loop
    host = apps.window(host_ctx, "Ann")
    loop.run(host.seating.host_table(100))
    hosting = host_ctx.hosting
    assert hosting is not None
    windows = [host]
    for name in NAMES[1:]:
        window = apps.window(apps.context(name), name)
        loop.run(window.seating.join_address(f"127.0.0.1:{hosting.port}", hosting.code))
        windows.append(window)
    host.lobby.start_button.click()
    loop.wait_until(lambda: all(phase(w) == "round" for w in windows))
    return windows


def host_app_crashes(apps: Apps, host_ctx: AppContext, windows: list[MainWindow]) -> int:
    """The host's app dies mid-game with its table (``windows[0]`` is its window), and the
    others' apps notice; returns the port the table listened on."""
    host, hosting = windows[0], host_ctx.hosting
    assert hosting is not None and host.session is not None
    crash(hosting)
    host_ctx.hosting = None
    apps.loop.run(host.session.close())
    host.close_for_quit()
    apps.loop.wait_until(lambda: not any(linked(w) for w in windows[1:]))
    return hosting.port


def linked(window: MainWindow) -> bool:
    """Whether the window's app holds a link to its table now (the seat the table shows may
    still say connected until it notices): the session keeps its client private."""
    client = None if window.session is None else window.session._client  # see above
    return client is not None and client.connected


def phase(window: MainWindow) -> str | None:
    session = window.session
    return None if session is None or session.state is None else session.state.phase


def crash(hosting: HostedTable) -> None:
    """The host's process dies: sockets cut, lock dropped by the system, nothing closed."""
    server, store = hosting.server, hosting.store
    assert server is not None and store is not None
    die(server, store)
    store.close()  # the file is left as the dead process left it: still open for resuming
    hosting.closed = True


def test_a_player_who_quits_mid_game_rejoins_from_the_home_screen(
    apps: Apps, tmp_path: Path
) -> None:
    loop = apps.loop
    windows = game_of_four(apps, apps.context("Ann"))
    bo = windows[1]
    assert bo.session is not None and bo.session.state is not None
    hand = set(bo.session.state.hand)
    bo_ctx = bo.context
    loop.run(bo.shutdown())  # the app quits with the game under way
    bo.close_for_quit()
    loop.wait_until(lambda: not windows[0].session.state.seats[1].connected)

    again = apps.window(bo_ctx, "Bo")
    assert again.home.resume_card.isVisibleTo(again)
    assert again.home.resume_button.text() == "&Rejoin the game at Ann's table"
    again.home.resume_button.click()
    loop.wait_until(lambda: phase(again) == "round")
    state = again.session.state
    assert state is not None and state.you == 1 and set(state.hand) <= hand
    assert again.stack.currentWidget() is not again.home
    loop.wait_until(lambda: windows[0].session.state.seats[1].connected)

    loop.run(again.leave())  # leaving on purpose gives the seat up: nothing to offer
    assert bo_ctx.settings.seat is None
    assert not again.home.resume_card.isVisibleTo(again)


def test_a_table_that_asks_a_returning_player_to_wait_keeps_the_seat_offered(
    apps: Apps,
) -> None:
    """Turned away for now (too many wrong codes at the table), a player coming back reads
    the wait the table gave and keeps the offer to take the seat back, which works later."""
    loop = apps.loop
    host_ctx = apps.context("Ann")
    windows = game_of_four(apps, host_ctx)
    bo = windows[1]
    bo_ctx = bo.context
    loop.run(bo.shutdown())
    bo.close_for_quit()
    loop.wait_until(lambda: not windows[0].session.state.seats[1].connected)
    assert host_ctx.hosting is not None and host_ctx.hosting.server is not None
    guesses = host_ctx.hosting.server.guesses
    # Longer than the app waits by itself; the clock stands still, so the wait is exact.
    guesses.limiter = AttemptLimiter(max_failures=1, penalty=299.0, clock=lambda: 0.0)
    guesses.limiter.record_failure("127.0.0.1")

    again = apps.window(bo_ctx, "Bo")
    again.home.resume_button.click()
    loop.wait_until(lambda: again.home.resume_error.isVisibleTo(again))
    assert again.home.resume_error.text() == (
        "Too many wrong codes were tried at this table lately. Try again in 5 minutes."
    )
    assert bo_ctx.settings.seat is not None and again.home.resume_card.isVisibleTo(again)

    guesses.limiter = AttemptLimiter()  # the wait is over
    again.home.resume_button.click()
    loop.wait_until(lambda: phase(again) == "round")
    assert again.session is not None and again.session.state is not None
    assert again.session.state.you == 1


def test_the_host_resumes_its_table_after_a_crash_and_everyone_is_back(
    apps: Apps, tmp_path: Path
) -> None:
    loop = apps.loop
    state_dir = tmp_path / "state"
    host_ctx = apps.context("Ann", state_dir)
    windows = game_of_four(apps, host_ctx)
    host = windows[0]
    assert host.session is not None
    before = host.session.state
    assert before is not None
    port = host_app_crashes(apps, host_ctx, windows)

    # The app starts again, with the same settings and data directory.
    restarted = apps.context("Ann", state_dir)
    again = apps.window(restarted, "Ann")
    assert again.home.resume_button.text() == "&Resume your table"
    again.home.resume_button.click()
    loop.wait_until(lambda: phase(again) == "round")
    assert restarted.hosting is not None and restarted.hosting.port == port
    # The others' apps found it on their own and took their seats back.
    loop.wait_until(
        lambda: all(s.connected for s in again.session.state.seats),
        timeout=15,
    )
    after = again.session.state
    assert after is not None and after.you == 0 and after.code == before.code
    assert (after.round, after.line, after.hand, after.turn) == (
        before.round,
        before.line,
        before.hand,
        before.turn,
    )
    for window in windows[1:]:
        assert phase(window) == "round"


def test_a_host_who_cannot_sit_at_the_resumed_table_stops_it_and_can_try_again(
    apps: Apps, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dominos.ui.shell.session import Session

    loop = apps.loop
    state_dir = tmp_path / "state"
    host_ctx = apps.context("Ann", state_dir)
    host_app_crashes(apps, host_ctx, game_of_four(apps, host_ctx))
    restarted = apps.context("Ann", state_dir)
    again = apps.window(restarted, "Ann")
    real_take_seat = Session.take_seat

    async def no_answer(self: Session, host: str, port: int, **hello: object) -> None:
        raise TimeoutError

    monkeypatch.setattr(Session, "take_seat", no_answer)
    loop.run(again.seating.take_back_seat())
    # The table opened for the host alone is not left running with nobody at its head...
    assert restarted.hosting is None
    assert again.home.resume_error.text().startswith("Couldn't reach the table")
    # ...and stays in the journal, offered again: the next try takes the seat back.
    assert restarted.settings.seat is not None
    assert again.home.resume_button.text() == "&Resume your table"
    monkeypatch.setattr(Session, "take_seat", real_take_seat)
    loop.run(again.seating.take_back_seat())
    assert phase(again) == "round"
    assert restarted.hosting is not None and not restarted.hosting.closed


def listing(hosting: HostedTable, port: int) -> list[FoundTable]:
    """The table as discovery would list it, at ``port``."""
    assert hosting.table is not None
    return [
        FoundTable(
            key="ann's table",
            table_name=hosting.table_name or "Ann's table",
            host_name="Ann",
            addresses=("127.0.0.1",),
            port=port,
            table_id=hosting.table_id,
            seats=4,
            phase="round",
            version=1,
            compatible=True,
            named=bool(hosting.table_name),
        )
    ]


def test_players_find_a_resumed_table_that_had_to_change_port(apps: Apps, tmp_path: Path) -> None:
    loop = apps.loop
    state_dir = tmp_path / "state"
    host_ctx = apps.context("Ann", state_dir)
    host = apps.window(host_ctx, "Ann")
    loop.run(host.seating.host_table(100))
    hosting = host_ctx.hosting
    assert hosting is not None and hosting.table_id
    guests = []
    for name in NAMES[1:]:
        ctx = apps.context(name)
        list_tables(ctx, listing(hosting, hosting.port))
        window = apps.window(ctx, name)
        loop.run(window.seating.join_code(hosting.code))
        guests.append(window)
    host.lobby.start_button.click()
    loop.wait_until(lambda: all(phase(w) == "round" for w in [host, *guests]))

    old_port = hosting.port
    crash(hosting)
    host_ctx.hosting = None
    loop.run(host.session.close())
    host.close_for_quit()
    # Something else takes the port while the host is down.
    with socket.create_server(("127.0.0.1", old_port)):
        restarted = apps.context("Ann", state_dir)
        again = apps.window(restarted, "Ann")
        again.home.resume_button.click()
        loop.wait_until(lambda: phase(again) == "round")
    moved = restarted.hosting
    assert moved is not None and moved.port != old_port and moved.table_id == hosting.table_id
    for guest in guests:  # the table is announced again under its id, at its new port
        list_tables(guest.context, listing(moved, moved.port))
    loop.wait_until(
        lambda: all(s.connected for s in again.session.state.seats),
        timeout=20,
    )
    assert all(g.session is not None and g.session.address is not None for g in guests)


def test_the_first_player_at_a_headless_table_can_rejoin_it_too(apps: Apps) -> None:
    """At a table run by dominos-host, the first arrival holds the host's rights but this
    app runs no table: quitting must keep the seat for a rejoin like anyone else's."""
    from dominos.net.host.server import Server
    from dominos.table import Table

    loop = apps.loop
    server = Server(Table(code="HALL22", table_name="Hall", time_scale=1.0))
    port = loop.run(server.start("127.0.0.1", 0, fallback=False))
    try:
        windows = []
        for name in NAMES:
            window = apps.window(apps.context(name), name)
            loop.run(window.seating.join_address(f"127.0.0.1:{port}", "HALL22"))
            windows.append(window)
        ann = windows[0]
        assert ann.lobby.start_button.isVisible()
        ann.lobby.start_button.click()
        loop.wait_until(lambda: all(phase(w) == "round" for w in windows))
        ann_ctx = ann.context
        loop.run(ann.shutdown())
        ann.close_for_quit()
        loop.wait_until(lambda: not windows[1].session.state.seats[0].connected)

        again = apps.window(ann_ctx, "Ann")
        assert again.home.resume_card.isVisibleTo(again)
        again.home.resume_button.click()
        loop.wait_until(lambda: phase(again) == "round")
        assert again.session is not None and again.session.state is not None
        assert again.session.state.you == 0
    finally:
        apps.close()
        apps.windows.clear()
        apps.contexts.clear()
        loop.run(server.close())


def test_the_first_player_quitting_a_headless_lobby_frees_the_seat(apps: Apps) -> None:
    """Quitting a lobby gives the seat up; for the first arrival at a table of dominos-host
    too, or the others would wait for a player who is gone and holds the start button."""
    from dominos.net.host.server import Server
    from dominos.table import Table

    loop = apps.loop
    server = Server(Table(code="HALL22", table_name="Hall"))
    port = loop.run(server.start("127.0.0.1", 0, fallback=False))
    try:
        ann, bo = (apps.window(apps.context(n), n) for n in NAMES[:2])
        for window in (ann, bo):
            loop.run(window.seating.join_address(f"127.0.0.1:{port}", "HALL22"))
        loop.run(ann.shutdown())
        ann.close_for_quit()
        loop.wait_until(lambda: len(bo.session.state.seats) == 1)
        assert bo.session is not None and bo.session.state is not None
        assert bo.session.state.you == bo.session.state.host_seat
        assert bo.lobby.start_button.isVisibleTo(bo)
    finally:
        apps.close()
        apps.windows.clear()
        apps.contexts.clear()
        loop.run(server.close())


def test_a_table_that_cannot_be_resumed_is_explained_in_the_players_words(
    apps: Apps, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:

    from dominos.table.store import ResumeInfo
    from dominos.ui.services.settings import SavedSeat

    ctx = apps.context("Ann", tmp_path / "state")
    ctx.settings.remember_seat(SavedSeat("127.0.0.1", 1, "token", "Ann's table", "t1"))
    # The journal's description as the home screen reads it: a fake checked against it.
    kept = create_autospec(ResumeInfo, instance=True, table_id="t1", target=100)
    monkeypatch.setattr(ctx, "resumable", lambda table_id=None: kept)

    async def damaged(*args: object, **kwargs: object) -> None:
        raise ValueError("table t1 cannot be resumed: round 1: seat 2 acts out of turn")

    monkeypatch.setattr(ctx, "open_table", damaged)
    window = apps.window(ctx, "Ann")
    assert window.home.resume_button.text() == "&Resume your table"
    apps.loop.run(window.seating.take_back_seat())
    text = window.home.host_error.text()
    assert text.startswith("Your table can't be taken up again") and "out of turn" not in text
    assert ctx.settings.seat is None


def test_a_table_whose_journal_was_emptied_is_said_to_the_host_and_to_every_player(
    apps: Apps, tmp_path: Path
) -> None:
    from dominos.table.store import FILE_NAME

    loop = apps.loop
    state_dir = tmp_path / "state"
    host_ctx = apps.context("Ann", state_dir)
    windows = game_of_four(apps, host_ctx)
    players = windows[1:]
    port = host_app_crashes(apps, host_ctx, windows)
    # What this computer saved is emptied while the app is down.
    (state_dir / FILE_NAME).write_bytes(b"")
    for extra in ("-wal", "-shm"):
        (state_dir / f"{FILE_NAME}{extra}").unlink(missing_ok=True)

    # The host's app starts again: nothing to resume, and it says why, in its words.
    restarted = apps.context("Ann", state_dir)
    again = apps.window(restarted, "Ann")
    assert not again.home.resume_card.isVisibleTo(again)
    assert again.home.host_error.text().startswith("The table you were hosting is gone")
    assert restarted.settings.seat is None
    # It opens a new table where the old one was: the players' apps knocking there are told
    # their game is gone and what to do, not that their code or seat is wrong.
    restarted.host_options = HostOptions(
        bind="127.0.0.1", port=port, discovery=False, state_dir=state_dir
    )
    loop.run(again.seating.host_table(100))
    loop.wait_until(lambda: all(w.session is None for w in players), timeout=20)
    for window in players:
        assert window.banner.label.text().startswith("The host no longer has this game")
        assert window.stack.currentWidget() is window.home
