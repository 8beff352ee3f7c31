"""Players and a referee for the fault, crash, soak and fuzz tests.

Everything talks to 127.0.0.1 only. Each test runs its scenario with ``asyncio.run``; the
helpers reach test modules through the ``res`` fixture, since conftest files cannot be
imported by name.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from dominos.engine import FULL_SET, Tile
from dominos.net.app.client import Client
from dominos.net.wire.messages import Error
from dominos.table.state import State
from dominos.table.store import FILE_NAME
from tests.helpers.dying import die
from tests.helpers.tables import CODE, LOOPBACK, choose, start_server
from tests.helpers.waiting import until

NAMES = ("Ann", "Bob", "Cat", "Dan")


def count(env: str, ci: int) -> int:
    """A run's size: ``ci`` unless the environment asks for more (or less)."""
    raw = os.environ.get(env, "")
    return int(raw) if raw.strip().isdigit() else ci


@dataclass
class Player:
    """One seat's app, played by a bot: moves at once on its turn unless told to wait.

    ``idle`` is the chance it lets a turn run out (the table then plays for it).
    """

    name: str
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    idle: float = 0.0
    passive: bool = False
    #: The host seat cuts breaks short unless told not to, and starts new games if asked.
    cut_breaks: bool = True
    rematches: int = 0
    states: list[State] = field(default_factory=list)
    errors: list[Error] = field(default_factory=list)
    closed: list[str] = field(default_factory=list)
    #: The seconds since the drop, each time the client said it was reconnecting.
    reconnecting: list[float] = field(default_factory=list)
    hook: Callable[[State], None] | None = None
    failures: list[BaseException] = field(default_factory=list)
    #: Between :meth:`quit` and :meth:`restart`.
    down: bool = False
    #: The seat's token, kept by the app across restarts (as in its settings).
    token: str | None = None
    #: The version of the last game-over state this player answered with a new game.
    rematched_from: int | None = None
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    #: What the app showed when its host died, and how many states it had had then.
    at_crash: tuple[State, int] | None = None
    #: The app's heartbeat (seconds), off unless a test runs long enough to need it.
    heartbeat: float | None = None
    client: Client = field(init=False)
    tasks: set[asyncio.Task[Any]] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.client = self._new_client()

    def _new_client(self) -> Client:
        return Client(
            self._on_state,
            self.errors.append,
            self.closed.append,
            self.reconnecting.append,
            heartbeat=self.heartbeat,
        )

    async def join(self, port: int, code: str = CODE) -> None:
        welcome = await self.client.connect(LOOPBACK, port, name=self.name, code=code)
        self.token = welcome.token

    async def quit(self) -> None:
        """The app is closed (or dies): no goodbye, and nothing reconnects."""
        self.down = True
        await self.client.close()

    async def restart(self, port: int) -> None:
        """The app starts again: a new connection that brings the seat's token."""
        await self.client.close()
        self.client = self._new_client()
        await self.client.connect(LOOPBACK, port, code=CODE, token=self.token)
        self.down = False

    def drop(self) -> None:
        """The network goes: the connection dies under the client, which reconnects."""
        link = self.client.reconnector.link
        if link is not None:
            link.abort()

    @property
    def state(self) -> State:
        assert self.states, f"{self.name} has seen nothing"
        return self.states[-1]

    async def wait(self, check: Callable[[State], bool], timeout: float = 20.0) -> State:
        async with asyncio.timeout(timeout):
            while not (self.states and check(self.states[-1])):
                self.changed.clear()
                await self.changed.wait()
        return self.states[-1]

    async def back_past(self, seen: State, timeout: float = 20.0) -> State:
        """Waits until this player is back at a table newer than ``seen``, with nothing left
        to recover and every seat connected: the table after a host came back."""
        return await self.wait(
            lambda s: (
                s.version > seen.version
                and s.recovery is None
                and all(x.connected for x in s.seats)
            ),
            timeout,
        )

    def _on_state(self, state: State) -> None:
        try:
            self.states.append(state)
            self.changed.set()
            if self.hook is not None:
                self.hook(state)
            self.react(state)
        except BaseException as exc:  # the client swallows callback errors: keep them
            self.failures.append(exc)
            raise

    def react(self, state: State) -> None:
        if self.passive:
            return
        if state.phase == "break" and state.you == state.host_seat and self.cut_breaks:
            self._spawn(self._safe(self.client.next_round()))
        elif state.phase == "over" and state.you == state.host_seat and self.rematches > 0:
            self.rematches -= 1
            self.rematched_from = state.version
            self._spawn(self._safe(self.client.new_game(100)))
        elif state.phase == "round" and state.turn == state.you:
            if self.idle and self.rng.random() < self.idle:
                return
            move = choose(state, self.rng)
            if move is None:
                self._spawn(self._safe(self.client.pass_turn()))
            else:
                self._spawn(self._safe(self.client.play(*move)))

    async def _safe(self, coro: Any) -> None:
        # Dropped meanwhile: the next snapshot after reconnecting says what to do.
        with contextlib.suppress(ConnectionError):
            await coro

    def _spawn(self, coro: Any) -> None:
        task = asyncio.create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)


async def seat_four(port: int, **kwargs: Any) -> list[Player]:
    players = [Player(n, rng=random.Random(i), **kwargs) for i, n in enumerate(NAMES)]
    for p in players:
        await p.join(port)
    return players


def pips(tiles: Any) -> int:
    return sum(a + b for a, b in tiles)


class Referee:
    """Checks every round from what the four seats were sent, trusting nothing else.

    It learns each seat's deal from that seat's own first snapshot of the round, and the
    outcome from the revealed hands; then it recounts the points by the rules itself.
    """

    def __init__(self) -> None:
        #: (game, round) -> seat -> the hand that seat was first shown in that round
        self.dealt: dict[tuple[int, int], dict[int, set[Tile]]] = {}
        self.checked: set[tuple[int, int]] = set()
        self.game = 0
        self.rounds_checked = 0

    def see(self, state: State) -> None:
        """Every snapshot any seat receives goes through here, in order per seat."""
        key = (self.game, state.round)
        hand = {Tile(*t) for t in state.hand}
        line = [Tile(*t) for t in state.line]
        assert len(set(line)) == len(line), "a tile is on the line twice"
        assert not hand & set(line), "a tile is both in a hand and on the line"
        if state.phase == "round":
            assert state.result is None, "hands revealed before the round ended"
            first = self.dealt.setdefault(key, {}).setdefault(state.you, set(hand))
            assert hand <= first, f"seat {state.you} was given a tile it was not dealt"
            if not line:
                assert len(hand) == 7

    def round_over(self, state: State, before: tuple[int, int]) -> None:
        """``state`` carries a result; ``before`` are the scores before that round."""
        key = (self.game, state.round)
        if key in self.checked:
            return
        res = state.result
        assert res is not None
        self.checked.add(key)
        self.rounds_checked += 1
        line = [Tile(*t) for t in state.line]
        held = [{Tile(*t) for t in h} for h in res.hands]
        every = line + [t for h in held for t in h]
        assert sorted(every) == sorted(FULL_SET), "the 28 tiles are not all there exactly once"
        for seat, first in self.dealt.get(key, {}).items():
            assert held[seat] <= first, f"seat {seat} ends with a tile it was never dealt"
        team = [pips(res.hands[0]) + pips(res.hands[2]), pips(res.hands[1]) + pips(res.hands[3])]
        assert tuple(team) == tuple(res.team_pips)
        if res.kind == "domino":
            assert not res.hands[res.last_player], "the domino player still holds tiles"
            winner = res.last_player % 2
            points = team[1 - winner]
        else:
            assert all(res.hands), "a blocked round with an empty hand"
            # The lighter team scores; a dead heat goes to the team that laid the last tile.
            winner = int(team[0] > team[1]) if team[0] != team[1] else res.last_player % 2
            points = team[1 - winner]
        assert (res.winning_team, res.points) == (winner, points), "points miscounted"
        scores = list(before)
        scores[winner] += points
        assert tuple(state.scores) == tuple(scores), "not exactly one team scored the points"


async def settle(players: list[Player]) -> None:
    """Every bot stops playing, its last moves answered, and the four have seen the same
    last version."""
    for p in players:
        p.passive = True
    await until(
        lambda: not any(p.tasks for p in players) and len({p.state.version for p in players}) == 1
    )


async def play_on(players: list[Player], check: Callable[[State], bool]) -> None:
    """The bots play again (whoever must act first) until ``check`` holds, then settle."""
    for p in players:
        p.passive = False
    mover = players[players[0].state.turn or 0]
    mover.react(mover.state)
    await players[0].wait(check, timeout=60)
    await settle(players)


def copy_journal(alive: Path, disk: Path) -> None:
    """A consistent copy of the journal as it stands, through SQLite's own backup: a journal
    that kept nothing after this moment, as a disk that stopped keeping writes leaves it."""
    disk.mkdir()
    source = sqlite3.connect(alive / FILE_NAME)
    target = sqlite3.connect(disk / FILE_NAME)
    try:
        source.backup(target)
    finally:
        source.close()
        target.close()


class ResilienceKit:
    """The helpers of the resilience tests, as one fixture: typed, so every call a test
    makes through it is checked against the helper itself."""

    LOOPBACK = LOOPBACK
    CODE = CODE
    NAMES = NAMES
    Player = Player
    Referee = Referee
    choose = staticmethod(choose)
    count = staticmethod(count)
    die = staticmethod(die)
    settle = staticmethod(settle)
    play_on = staticmethod(play_on)
    copy_journal = staticmethod(copy_journal)
    seat_four = staticmethod(seat_four)
    start_server = staticmethod(start_server)


@pytest.fixture
def res() -> ResilienceKit:
    return ResilienceKit()
