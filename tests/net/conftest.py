"""Helpers for tests that run a real server on 127.0.0.1 with real clients.

pytest-asyncio is not used: each test runs its scenario with ``asyncio.run``, so nothing
leaks between tests. Helpers are handed out through the ``kit`` fixture because test
modules cannot import this file.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from dominos.engine import Tile
from dominos.net.app.client import Client
from dominos.net.wire.channel import (
    NEED_DATA,
    Broken,
    Established,
    PlayerChannel,
    Refused,
    WrongCode,
)
from dominos.net.wire.messages import Error
from dominos.table import Table
from dominos.table.state import State
from tests.helpers.tables import CODE, LOOPBACK, choose, start_server

#: The network tests run the table's clocks a thousand times faster than players do.
start_server = functools.partial(start_server, time_scale=0.001)


@dataclass
class Bot:
    """A player that plays legal moves as soon as it is its turn, and checks every snapshot
    against what its seat may know."""

    name: str
    table: Table | None = None
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    states: list[State] = field(default_factory=list)
    errors: list[Error] = field(default_factory=list)
    closed: list[str] = field(default_factory=list)
    reconnecting: list[float] = field(default_factory=list)
    over: asyncio.Event = field(default_factory=asyncio.Event)
    #: Stop moving on its own (for tests that move by hand).
    passive: bool = False
    #: Called with each state, for tests that want to react.
    hook: Callable[[State], None] | None = None
    tasks: set[asyncio.Task[Any]] = field(default_factory=set)
    failures: list[BaseException] = field(default_factory=list)
    #: Version of the snapshot each of this bot's moves was chosen from, by ``seq``.
    sent: dict[int, int] = field(default_factory=dict)
    #: The client's heartbeat and silence limit (seconds); off unless a test wants it.
    heartbeat: float | None = None
    silence: float = 5.0
    client: Client = field(init=False)

    def __post_init__(self) -> None:
        _BOTS.append(self)
        self.client = Client(
            self.on_state,
            self.on_error,
            self.closed.append,
            self.reconnecting.append,
            heartbeat=self.heartbeat,
            silence=self.silence,
        )

    async def join(self, port: int, code: str = CODE) -> None:
        await self.client.connect(LOOPBACK, port, name=self.name, code=code)

    def on_state(self, state: State) -> None:
        # The client logs and swallows callback errors, so failures are kept for the test.
        try:
            self._on_state(state)
        except BaseException as exc:
            self.failures.append(exc)
            raise

    def _on_state(self, state: State) -> None:
        if self.states:
            assert state.version >= self.states[-1].version
        self.states.append(state)
        if self.table is not None:
            check_private(state, self.table)
        if self.hook is not None:
            self.hook(state)
        if state.phase == "over":
            self.over.set()
        if self.passive or state.phase != "round" or state.turn != state.you:
            return
        move = choose(state, self.rng)
        if move is None:
            self.spawn(self.acted(state.version, self.client.pass_turn()))
        else:
            self.spawn(self.acted(state.version, self.client.play(*move)))

    def inject(self, data: bytes) -> None:
        """Writes raw bytes on this player's own connection, past the client's checks."""
        link = self.client.reconnector.link
        assert link is not None
        link.transport.write(link.channel.seal(data))

    async def acted(self, version: int, command: Any) -> None:
        """Remembers which snapshot a move was chosen from, to judge its refusal."""
        self.sent[await command] = version

    def on_error(self, error: Error) -> None:
        self.errors.append(error)
        chosen_at = self.sent.get(error.seq) if error.seq is not None else None
        # A move chosen from an older snapshot may lose a race with the table's clock: a
        # newer snapshot then reached this bot before the refusal. Otherwise a legal move
        # was refused, which is a bug.
        if chosen_at is not None and self.states[-1].version == chosen_at:
            self.failures.append(AssertionError(f"{self.name}'s move was refused: {error}"))

    def spawn(self, coro: Any) -> None:
        task = asyncio.create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)


class Raw:
    """A bare socket speaking (or mangling) the protocol by hand.

    By default it opens the secure channel with the code first, then ``send`` seals what
    it is given and ``recv`` reads the lines inside; ``secure=False`` stays in clear, as an
    app of protocol version 1 would. A refusal in clear (before or instead of the
    channel) is read by ``recv`` like any message.
    """

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.channel: PlayerChannel | None = None
        self._lines = bytearray()
        self._closed = False

    @classmethod
    async def open(cls, port: int, code: str = CODE, *, secure: bool = True) -> Raw:
        reader, writer = await asyncio.open_connection(LOOPBACK, port, limit=2**22)
        raw = cls(reader, writer)
        if secure:
            await raw.handshake(code)
        return raw

    async def handshake(self, code: str, timeout: float = 10.0) -> None:
        channel = PlayerChannel(code)
        self.writer.write(channel.data_to_send())
        async with asyncio.timeout(timeout):
            while True:
                event = channel.next_event()
                self.writer.write(channel.data_to_send())
                if isinstance(event, Established):
                    self.channel = channel
                    return
                if isinstance(event, Refused):
                    self._lines += event.line
                    return
                if isinstance(event, WrongCode):
                    return  # the table's refusal follows in clear
                assert event is NEED_DATA, event
                data = await self._read()
                if not data:
                    self._closed = True
                    return
                channel.receive_data(data)

    async def _read(self) -> bytes:
        try:
            return await self.reader.read(1 << 16)
        except ConnectionResetError:
            return b""

    async def send(self, data: bytes) -> None:
        self.writer.write(self.channel.seal(data) if self.channel is not None else data)
        await self.writer.drain()

    async def recv(self, timeout: float = 5.0) -> dict[str, Any] | None:
        """The next message as a dict, or ``None`` when the server closed the connection."""
        async with asyncio.timeout(timeout):
            while b"\n" not in self._lines:
                if self._closed:
                    return None
                data = await self._read()
                if self.channel is None:
                    self._lines += data
                else:
                    self.channel.receive_data(data)
                    while isinstance(event := self.channel.next_event(), bytes):
                        self._lines += event
                    if isinstance(event, Refused):  # in clear, before the first frame
                        self._lines += event.line
                        self.channel = None
                    if isinstance(event, Broken):
                        raise AssertionError(f"the table's frames did not open: {event}")
                if not data:
                    self._closed = True
        end = self._lines.index(b"\n")
        line = bytes(self._lines[:end])
        del self._lines[: end + 1]
        if not line.strip():  # a blank line pads a frame to its size class
            return await self.recv(timeout)
        message = json.loads(line)
        assert isinstance(message, dict)
        return message

    async def recv_type(self, kind: str, timeout: float = 5.0) -> dict[str, Any]:
        """Skips messages until one of type ``kind``."""
        while True:
            message = await self.recv(timeout)
            assert message is not None, f"closed while waiting for {kind}"
            if message["type"] == kind:
                return message

    async def close(self) -> None:
        self.writer.close()
        with contextlib.suppress(OSError):
            await self.writer.wait_closed()


def check_private(state: State, table: Table) -> None:
    """Before ``result``, a snapshot holds no tile of another seat's unplayed hand."""
    if state.phase != "round" or state.result is not None:
        return
    record = table.records[state.round - 1]
    played = {Tile(*t) for t in state.line}
    mine = {t for t in record.hands[state.you]}
    others = {t for seat, hand in enumerate(record.hands) if seat != state.you for t in hand}
    hidden = others - played
    held = {Tile(*t) for t in state.hand}
    assert held <= mine, f"seat {state.you} got tiles it was not dealt"
    assert held == mine - played, f"seat {state.you} got a wrong hand"
    seen = held | played
    if state.last is not None and state.last.tile is not None:
        seen.add(Tile(*state.last.tile))
    assert not seen & hidden, f"seat {state.you} saw another seat's tiles before the result"


async def seat_four(port: int, table: Table | None = None, **bot_args: Any) -> list[Bot]:
    bots = [
        Bot(name, table=table, rng=random.Random(i), **bot_args)
        for i, name in enumerate(["Ann", "Bob", "Cat", "Dan"])
    ]
    for bot in bots:
        await bot.join(port)
    return bots


_BOTS: list[Bot] = []


@pytest.fixture(autouse=True)
def _bots_saw_nothing_wrong() -> Iterator[None]:
    """Fails a test in which a bot saw a snapshot it should not, or a legal move refused."""
    _BOTS.clear()
    yield
    failures = [f for bot in _BOTS for f in bot.failures]
    _BOTS.clear()
    assert not failures, f"{len(failures)} checks failed, first: {failures[0]!r}"


class NetKit:
    """The helpers of the network tests, as one fixture: typed, so every call a test makes
    through it is checked against the helper itself, as a namespace of anything would not."""

    LOOPBACK = LOOPBACK
    CODE = CODE
    Bot = Bot
    Raw = Raw
    choose = staticmethod(choose)
    start_server = staticmethod(start_server)
    seat_four = staticmethod(seat_four)
    check_private = staticmethod(check_private)


@pytest.fixture
def kit() -> NetKit:
    return NetKit()
