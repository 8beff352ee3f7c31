"""Watching a table from the app: a real table served on 127.0.0.1, players that move on
their own, and a window that watches it by address with the code.

The watcher's screens show what the whole table may know and nothing it could play: no hand
while a round is played, every hand once it has ended; a free seat is taken with one click
and the screen becomes a player's; players see who watches.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from dominos.net.app.client import Client
from dominos.net.host.server import Server
from dominos.net.wire.messages import Error
from dominos.table.state import State
from dominos.ui.game.screen import GameScreen
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow
from tests.helpers.tables import CODE, LOOPBACK, choose, start_server

from .conftest import (
    LoopRunner,
    list_hosted_table,
    loopback_context,
    open_windows,
    quit_windows,
)

#: The table's clocks at a twentieth of the players' pace: a turn the table plays for
#: someone takes 2.25 s, the break 1.5 s.
TIME_SCALE = 0.05


class Player:
    """A seat that plays the first legal move as soon as it may (not while ``held``)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.held = False
        self.states: list[State] = []
        self.errors: list[Error] = []
        self.client = Client(self._on_state, self.errors.append, lambda _m: None)
        self._tasks: set[asyncio.Task[int]] = set()

    async def join(self, port: int) -> None:
        await self.client.connect(LOOPBACK, port, name=self.name, code=CODE)

    async def release(self) -> None:
        self.held = False
        if self.states:
            self._move(self.states[-1])

    def _on_state(self, state: State) -> None:
        self.states.append(state)
        self._move(state)

    def _move(self, state: State) -> None:
        if self.held or state.phase != "round" or state.turn != state.you:
            return
        move = choose(state)
        command = self.client.pass_turn() if move is None else self.client.play(*move)
        task = asyncio.ensure_future(command)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)


@pytest.fixture
def context(settings: Settings, loop: LoopRunner) -> Iterator[AppContext]:
    yield from loopback_context(settings, loop, TIME_SCALE)


@pytest.fixture
def server(loop: LoopRunner) -> Iterator[Server]:
    served = loop.run(start_server(time_scale=TIME_SCALE, target=50, seed=2))
    yield served
    loop.settle(served.close())


@pytest.fixture
def players(loop: LoopRunner, server: Server) -> Iterator[list[Player]]:
    made: list[Player] = []
    yield made
    for player in made:
        loop.settle(player.client.close())


def seat(loop: LoopRunner, server: Server, players: list[Player], *names: str) -> None:
    for name in names:
        player = Player(name)
        players.append(player)
        loop.run(player.join(server.port))


def watch(qtbot: QtBot, loop: LoopRunner, window: MainWindow, server: Server) -> None:
    """Watch the table as ``dominos --watch HOST:PORT`` does: the address dialog opens with
    Watch its default button, the code is typed and Enter pressed."""
    loop.run(window.seating.join_given(f"{LOOPBACK}:{server.port}", watch=True))
    dialog = window.seating.address_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.watch_button.isDefault() and not dialog.join_button.isDefault()
    assert dialog.windowTitle() == "Watch by address"
    qtbot.keyClicks(dialog.code_edit, CODE.lower())
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    loop.wait_until(lambda: window.session is not None and window.session.state is not None)
    assert not dialog.isVisible()


def shown(window: MainWindow) -> State:
    assert window.session is not None and window.session.state is not None
    return window.session.state


def game_of(window: MainWindow) -> GameScreen:
    assert window.game is not None and window.stack.showing_game
    return window.game


def clickable(screen: GameScreen) -> set[str]:
    """The text of every button on the game screen a player could press right now."""
    return {
        b.text().replace("&", "")
        for b in screen.findChildren(QPushButton)
        if b.isVisible() and b.isEnabled()
    }


def answer(box: QMessageBox | None, role: QMessageBox.ButtonRole) -> None:
    assert box is not None and box.isVisible()
    next(b for b in box.buttons() if box.buttonRole(b) == role).click()


def test_a_watcher_sees_no_hand_while_a_round_is_played_and_every_hand_at_its_end(
    qtbot: QtBot, loop: LoopRunner, context: AppContext, server: Server, players: list[Player]
) -> None:
    seat(loop, server, players, "Ann", "Bo", "Cy", "Dee")
    for player in players:
        player.held = True
    # A window that remembers a seat to take back, as an app started by a player does.
    eve = MainWindow(context, name="Eve", remember=True)
    eve.resize(1000, 700)
    eve.show()
    made = [eve]
    try:
        watch(qtbot, loop, eve, server)
        lobby = eve.lobby
        assert eve.stack.currentWidget() is lobby and eve.session is not None
        assert eve.session.watching
        # A full table: nothing to sit in, no start, and a way out that says what it is.
        assert lobby.sit_button.isHidden() and lobby.start_button.isHidden()
        assert lobby.leave_button.text().replace("&", "") == "Stop watching"
        assert lobby.watchers_label.text() == "1 watching: Eve"
        assert players[1].states[-1].watchers == ("Eve",)

        loop.run(players[0].client.start())
        loop.wait_until(lambda: shown(eve).phase == "round" and eve.game is not None)
        screen = game_of(eve)
        state = shown(eve)
        assert state.you == -1 and state.hand == ()
        # No hand of one's own and nothing to play; the header says whose table it is.
        assert not screen.hand.isVisible() and screen.hand.tiles() == ()
        assert not screen.pass_button.isVisible()
        assert clickable(screen) == {"Round so far", "Rules", "Stop watching"}
        assert screen.header.round_label.text() == "Watching Ann's table · Round 1"
        assert screen.header.watchers_label.text() == "1 watching: Eve"
        # Four seats with their tile backs, the host's at the bottom, none of them "you".
        bottom = screen.badges["bottom"]
        assert bottom.tiles.isVisible() and bottom.name_label.text() == "Ann"
        counts = sorted(badge.tiles.count() for badge in screen.badges.values())
        assert counts == [7, 7, 7, 7]
        assert "(you)" not in " ".join(b.name_label.text() for b in screen.badges.values())
        assert eve.windowTitle() == "Dominos - Watching Ann's table"
        # Nothing a watcher asks for moves the game.
        version = server.table.version
        eve.stack.pass_requested.emit()
        loop.wait_until(lambda: "You are watching this table" in eve.banner.text)
        assert server.table.version == version
        # A watcher holds no seat: nothing is kept for a Rejoin.
        assert context.settings.seat is None
        # Its link dies: the app comes back by itself, still watching, still on this screen.
        client = eve.session._client
        assert client is not None and client.reconnector.link is not None
        link = client.reconnector.link
        assert link.transport is not None
        link.transport.abort()
        loop.wait_until(lambda: client.reconnector.link not in (None, link), timeout=10)
        loop.wait_until(lambda: shown(eve).version > version)
        assert eve.session.watching and shown(eve).you == -1 and eve.game is screen
        assert players[1].states[-1].watchers == ("Eve",)
        assert context.settings.seat is None

        for player in players:
            loop.run(player.release())
        loop.wait_until(lambda: shown(eve).phase in ("break", "over"), timeout=30)
        ended = shown(eve)
        assert ended.result is not None and len(ended.result.hands) == 4
        panel = screen.game_over if ended.phase == "over" else screen.round_end
        assert screen.centre.currentWidget() is panel
        # Every hand, as the players see it at the round's end.
        teams = panel.story.teams
        shown_hands = [row.tiles() for team in teams for row in team.rows]
        expected = [ended.result.hands[s] for s in (0, 2, 1, 3)]
        assert shown_hands == [tuple(hand) for hand in expected]
        assert not screen.hand.isVisible()

        # Stop watching is asked first; staying changes nothing, then it goes home.
        screen.stop_button.click()
        box = eve.leave_box
        assert box is not None and box.isVisible()
        assert box.text() == "You stop watching this table."
        answer(box, QMessageBox.ButtonRole.RejectRole)
        assert eve.session is not None and eve.stack.showing_game
        screen.stop_button.click()
        answer(eve.leave_box, QMessageBox.ButtonRole.AcceptRole)
        loop.wait_until(lambda: eve.stack.currentWidget() is eve.home)
        loop.wait_until(lambda: players[0].states[-1].watchers == ())
        assert context.settings.seat is None
    finally:
        quit_windows(loop, made)


def test_a_watcher_takes_the_free_seat_and_the_players_see_who_sat_down(
    qtbot: QtBot, loop: LoopRunner, context: AppContext, server: Server, players: list[Player]
) -> None:
    seat(loop, server, players, "Ann")
    bo, eve = made = open_windows(context, ("Bo", "Eve"))
    try:
        loop.run(bo.seating.join_address(f"{LOOPBACK}:{server.port}", CODE))
        seat(loop, server, players, "Cy")
        watch(qtbot, loop, eve, server)
        # The players see who watches; the watcher sees the free seat.
        loop.wait_until(lambda: bo.lobby.watchers_label.text() == "1 watching: Eve")
        assert bo.lobby.watchers_label.isVisible()
        sit = eve.lobby.sit_button
        assert sit.isVisible() and eve.lobby.start_button.isHidden()
        assert eve.lobby.start_reason.text() == "1 seat free."

        qtbot.mouseClick(sit, Qt.MouseButton.LeftButton)
        loop.wait_until(lambda: shown(eve).you == 3)
        assert eve.session is not None and not eve.session.watching
        assert eve.session.seat == 3
        assert not eve.lobby.sit_button.isVisible()
        assert eve.lobby.leave_button.text().replace("&", "") == "Leave"
        assert not eve.lobby.watchers_label.isVisible()
        # Everyone is told who sat down and with whom: Eve sits across from Bo.
        loop.wait_until(lambda: "Eve sat down in seat 4" in bo.banner.text)
        assert "partnering Bo" in bo.banner.text
        assert "You sat down in seat 4, partnering Bo." in eve.banner.text

        loop.run(players[0].client.start())
        loop.wait_until(lambda: shown(eve).phase == "round" and eve.game is not None)
        screen = game_of(eve)
        # Now a player's screen: a hand of seven, the seat at the bottom is hers.
        assert len(screen.hand.tiles()) == 7 and screen.hand.isVisible()
        assert not screen.stop_button.isVisible()
        assert screen.badges["bottom"].name_label.text().startswith("Eve")
        assert "Watching" not in screen.header.round_label.text()
    finally:
        quit_windows(loop, made)


def test_players_see_who_watches_on_the_game_screen(
    qtbot: QtBot, loop: LoopRunner, context: AppContext, server: Server, players: list[Player]
) -> None:
    seat(loop, server, players, "Ann", "Bo", "Cy")
    dee, eve, flo = made = open_windows(context, ("Dee", "Eve", "Flo"))
    try:
        loop.run(dee.seating.join_address(f"{LOOPBACK}:{server.port}", CODE))
        watch(qtbot, loop, eve, server)
        watch(qtbot, loop, flo, server)
        for player in players:
            player.held = True
        loop.run(players[0].client.start())
        loop.wait_until(lambda: dee.game is not None and shown(dee).phase == "round")
        loop.wait_until(lambda: game_of(dee).header.watchers_label.text() != "")
        header = game_of(dee).header
        assert header.watchers_label.isVisible()
        assert header.watchers_label.text() == "2 watching: Eve, Flo"
        assert header.round_label.text() == "Round 1"
        # One stops watching: the players' line follows.
        loop.run(flo.leave())
        loop.wait_until(lambda: header.watchers_label.text() == "1 watching: Eve")
    finally:
        quit_windows(loop, made)


def test_a_table_opened_with_watching_off_turns_a_watcher_away_in_words(
    qtbot: QtBot, loop: LoopRunner, context: AppContext
) -> None:
    ann, eve = made = open_windows(context, ("Ann", "Eve"))
    try:
        ann.seating.ask_target()
        dialog = ann.seating.host_dialog
        assert dialog is not None and dialog.watchers_box.isChecked()
        dialog.watchers_box.setChecked(False)
        dialog.open_button.click()
        loop.wait_until(lambda: ann.session is not None and ann.session.state is not None)
        hosting = context.hosting
        assert hosting is not None
        address = f"{LOOPBACK}:{hosting.port}"
        loop.run(eve.seating.join_address(address, hosting.code, watch=True))
        assert eve.session is None and eve.stack.currentWidget() is eve.home
        assert eve.home.code_error.text() == "The host doesn't let anyone watch this table."
        # Joining to play is as it was.
        loop.run(eve.seating.join_address(address, hosting.code))
        assert eve.session is not None and eve.session.seat == 1
    finally:
        quit_windows(loop, made)


def test_dominos_watch_with_a_code_watches_the_table_listed_on_the_lan(
    qtbot: QtBot, loop: LoopRunner, context: AppContext
) -> None:
    ann, eve = made = open_windows(context, ("Ann", "Eve"))
    try:
        loop.run(ann.seating.host_table(100))
        list_hosted_table(context)
        hosting = context.hosting
        assert hosting is not None and ann.session is not None
        # As `dominos --watch CODE` does: the code alone finds the table, and watches it.
        loop.run(eve.seating.join_given(hosting.code.lower(), watch=True))
        assert eve.session is not None and eve.session.watching
        loop.wait_until(lambda: ann.lobby.watchers_label.text() == "1 watching: Eve")
        assert eve.lobby.sit_button.isVisible()  # three seats are free
        assert [seat.name for seat in shown(ann).seats] == ["Ann"]
    finally:
        quit_windows(loop, made)
