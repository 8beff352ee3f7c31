"""The heartbeat, both ways, and a host whose loop could not run for a while.

Liveness here is real time on loopback, with limits shortened by the server's and the
client's own parameters so each test takes about a second; the same code with the protocol's
own limits is measured on a virtual LAN in ``tests/resilience/test_liveness_netns.py``.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import TYPE_CHECKING, Any

from dominos.net.app.client import Client
from dominos.net.app.lifecycle import Phase
from dominos.net.wire.messages import (
    HEARTBEAT_SECONDS,
    SILENCE_SECONDS,
    Closing,
    Error,
    Welcome,
    encode,
)
from dominos.table import Table
from dominos.table.state import State
from tests.helpers.secure import TableStream
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from tests.net.conftest import NetKit


def test_a_seat_that_falls_silent_is_shown_disconnected_while_heartbeats_keep_the_rest(
    kit: NetKit,
) -> None:
    async def scenario() -> list[State]:
        server = await kit.start_server(time_scale=1.0, silence=0.6)
        bots = [kit.Bot(name, passive=True, heartbeat=0.1) for name in ("Ann", "Bob", "Cat")]
        for bot in bots:
            await bot.join(server.port)
        mute = await kit.Raw.open(server.port)  # seated, then sends nothing at all
        await mute.send(b'{"type":"hello","protocol":5,"name":"Dan"}\n')
        await mute.recv_type("welcome")
        watcher = bots[0]
        await until(
            lambda: len(watcher.states[-1].seats) == 4 and not watcher.states[-1].seats[3].connected
        )
        for bot in bots:
            await bot.client.close()
        await mute.close()
        await server.close()
        return watcher.states

    states = asyncio.run(scenario())
    dan = [s.seats[3].connected for s in states if len(s.seats) == 4]
    assert dan[0] is True and dan[-1] is False
    # The three who only sent heartbeats stayed seated and connected throughout.
    assert all(seat.connected for s in states for seat in s.seats[:3])


def lobby_state() -> bytes:
    """A real first snapshot, for the hand-made tables below."""
    table = Table(code="ABC234")
    table.join("Ann", "ABC234", 0.0)
    return encode(table.snapshot(0, 0.0)) + b"\n"


class SilentTable:
    """A table that seats whoever says hello, then never says another word."""

    def __init__(self) -> None:
        self.hellos: list[dict[str, Any]] = []
        #: Per connection, whether the client has closed it (EOF) so far.
        self.ended: list[bool] = []
        self.hello_seen = asyncio.Event()
        self.finished = 0

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        index = len(self.ended)
        self.ended.append(False)
        stream = await TableStream.accept(reader, writer)
        assert stream is not None
        line = await stream.readline()
        self.hellos.append(json.loads(line))
        self.hello_seen.set()
        stream.write(encode(Welcome(seat=0, token="T0K3N", host=True)) + b"\n")
        stream.write(lobby_state())
        await stream.drain()
        while await stream.readline():
            pass  # heartbeats, read and never answered
        self.ended[index] = True
        writer.close()
        self.finished += 1
        self.hello_seen.set()

    async def all_ended(self) -> None:
        """Returns once every connection the app opened was closed by the app (within 5 s)."""
        async with asyncio.timeout(5):
            while self.finished < len(self.ended):
                self.hello_seen.clear()
                await self.hello_seen.wait()


def test_a_silent_table_is_left_for_a_new_connection_that_keeps_the_old_one_open() -> None:
    async def scenario() -> tuple[list[float], SilentTable, list[bool]]:
        table = SilentTable()
        server = await asyncio.start_server(table.serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        reconnecting: list[float] = []
        client = Client(
            lambda s: None, lambda e: None, lambda m: None, reconnecting.append,
            heartbeat=0.1, silence=0.5,
        )  # fmt: skip
        started = time.monotonic()
        await client.connect("127.0.0.1", port, name="Ann", code="ABC234")
        async with asyncio.timeout(5):
            while len(table.hellos) < 2:
                table.hello_seen.clear()
                await table.hello_seen.wait()
        noticed = time.monotonic() - started
        ended_at_second_hello = list(table.ended)
        await client.close()
        await table.all_ended()
        server.close()
        await server.wait_closed()
        return [noticed, *reconnecting], table, ended_at_second_hello

    (noticed, *reconnecting), table, ended = asyncio.run(scenario())
    assert 0.5 <= noticed < 2.0
    assert reconnecting and reconnecting[0] == 0.0  # the app was told at once
    assert table.hellos[0] == {"type": "hello", "protocol": 5, "name": "Ann"}
    # The new hello says what the app last saw, for a host whose journal fell behind.
    assert table.hellos[1] == {
        "type": "hello", "protocol": 5, "resume": "T0K3N", "seen": 1, "round": 0,
    }  # fmt: skip
    # The first connection was still open when the second said hello: a table that was only
    # frozen still reads what was sent on it.
    assert ended[0] is False


class HandMadeTable:
    """A table written by each test: every connection that says hello is handed to the test
    (``streams``) to answer as it likes, and noted in ``ended`` once the app closes it."""

    def __init__(self) -> None:
        self.streams: asyncio.Queue[TableStream] = asyncio.Queue()
        self.ended: list[TableStream] = []
        self.server: asyncio.Server | None = None

    async def seat(self, client: Client, first: bytes) -> TableStream:
        """Listens, seats ``client`` there with ``first`` as its first state, and returns
        that connection."""
        self.server = await asyncio.start_server(self.serve, "127.0.0.1", 0)
        port = self.server.sockets[0].getsockname()[1]
        connecting = asyncio.create_task(
            client.connect("127.0.0.1", port, name="Ann", code="ABC234")
        )
        stream = await self.streams.get()
        stream.write(encode(Welcome(seat=0, token="T0K3N", host=True)) + b"\n" + first)
        await connecting
        return stream

    async def close(self) -> None:
        assert self.server is not None
        self.server.close()
        await self.server.wait_closed()

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        stream = await TableStream.accept(reader, writer)
        assert stream is not None
        await stream.readline()  # the hello
        await self.streams.put(stream)
        while await stream.readline():
            pass
        writer.close()
        self.ended.append(stream)


def test_what_a_frozen_table_says_on_the_connection_given_up_reaches_the_app() -> None:
    """A table frozen past the app's silence limit runs again: on the old connection, still
    open, it sends the change it made meanwhile and refuses a command, then seats the new
    connection. The app shows that change and that refusal, so no version is skipped."""

    async def scenario() -> tuple[list[int], list[Error], bool]:
        game = Table(code="ABC234")
        game.join("Ann", "ABC234", 0.0)
        first = encode(game.snapshot(0, 0.0)) + b"\n"
        game.join("Bob", "ABC234", 0.0)
        second = encode(game.snapshot(0, 0.0)) + b"\n"
        table = HandMadeTable()
        streams, ended = table.streams, table.ended
        states: list[State] = []
        errors: list[Error] = []
        client = Client(states.append, errors.append, lambda m: None, heartbeat=0.1, silence=0.5)
        old = await table.seat(client, first)
        new = await streams.get()  # frozen past the silence limit: the app came again
        refusal = Error(code="not_your_turn", message="Not yet.", seq=1)
        old.write(second + encode(refusal) + b"\n")
        old.write(encode(Closing(message="Taken over.", reason="replaced")) + b"\n")
        await until(lambda: len(errors) == 1)
        new.write(encode(Welcome(seat=0, token="T0K3N", host=True)) + b"\n" + second)
        await until(lambda: client.connected)
        connected = client.connected
        await client.close()
        await until(lambda: len(ended) == 2)
        await table.close()
        return [s.version for s in states], errors, connected

    versions, errors, connected = asyncio.run(scenario())
    assert versions == [1, 2, 2]
    assert errors == [Error(code="not_your_turn", message="Not yet.", seq=1)]
    assert connected  # the old connection's "replaced" did not end the app's seat


def test_a_quiet_client_pings_at_the_heartbeat_and_the_table_answers() -> None:
    async def scenario() -> int:
        pings = 0
        got, finished = asyncio.Event(), asyncio.Event()

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            nonlocal pings
            stream = await TableStream.accept(reader, writer)
            assert stream is not None
            await stream.readline()
            stream.write(encode(Welcome(seat=0, token="T", host=True)) + b"\n")
            stream.write(lobby_state())
            while line := await stream.readline():
                message = json.loads(line)
                assert message["type"] == "ping"
                pings += 1
                stream.write(b'{"type":"pong","seq":%d}\n' % message["seq"])
                if pings == 5:
                    got.set()
            writer.close()
            finished.set()

        server = await asyncio.start_server(serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        client = Client(lambda s: None, lambda e: None, lambda m: None, heartbeat=0.1, silence=1)
        await client.connect("127.0.0.1", port, name="Ann", code="ABC234")
        async with asyncio.timeout(5):
            await got.wait()
        assert client.connected  # answered pings are a living table
        await client.close()
        async with asyncio.timeout(5):
            await finished.wait()
        server.close()
        await server.wait_closed()
        return pings

    assert asyncio.run(scenario()) >= 5


def test_a_table_closed_while_the_app_reconnects_says_so_on_the_old_connection_at_once() -> None:
    """The app gave up a silent table's connection and is trying a new one, which the table
    does not answer yet (it was frozen). The host then closes the table: its ``closing``
    arrives on the old connection, still open. The player is told at once that the host
    closed the table, and the app stops trying: the attempt under way is closed."""

    async def scenario() -> tuple[list[str], str | None, list[float], bool]:
        table = HandMadeTable()
        streams, ended = table.streams, table.ended
        closed: list[str] = []
        reconnecting: list[float] = []
        client = Client(
            lambda s: None, lambda e: None, closed.append, reconnecting.append,
            heartbeat=0.1, silence=0.5, connect_timeout=60.0,
        )  # fmt: skip
        old = await table.seat(client, lobby_state())
        attempt = await streams.get()  # silent past the limit: the app tries again
        tried = len(reconnecting)
        old.write(encode(Closing(message="The host closed the table.")) + b"\n")
        await until(lambda: bool(closed))
        # The attempt under way ends from the app's side, with nothing else tried.
        await until(lambda: attempt in ended and old in ended)
        gave_up = len(reconnecting) == tried and streams.empty()
        await table.close()
        return closed, client.close_reason, reconnecting, gave_up

    closed, reason, reconnecting, gave_up = asyncio.run(scenario())
    assert closed == ["The host closed the table."]
    assert reason == "shutdown"  # which the app words in the player's language
    assert reconnecting[0] == 0.0  # it was reconnecting when the table closed
    assert gave_up


def test_a_table_closed_while_the_app_waits_as_it_asked_ends_the_wait_at_once() -> None:
    """The app gave up a silent table's connection, and the new one was turned away for a
    minute (``busy`` with ``retry_after``). The host then closes the table: its ``closing``
    on the old connection ends the seat at once, not once the minute is over."""

    async def scenario() -> tuple[list[str], list[float], bool]:
        table = HandMadeTable()
        streams, ended = table.streams, table.ended
        closed: list[str] = []
        waits: list[float] = []
        stopped = asyncio.Event()  # the app's clock stands still once into the minute

        async def sleep(seconds: float) -> None:
            waits.append(seconds)
            if len(waits) > 3:
                stopped.set()
                await asyncio.Event().wait()

        client = Client(
            lambda s: None, lambda e: None, closed.append,
            heartbeat=0.1, silence=0.5, sleep=sleep,
        )  # fmt: skip
        old = await table.seat(client, lobby_state())
        attempt = await streams.get()  # silent past the limit: the app tries again
        busy = Error(code="busy", message="The table is busy.", retry_after=60.0)
        attempt.write(encode(busy) + b"\n")
        await stopped.wait()
        old.write(encode(Closing(message="The host closed the table.")) + b"\n")
        await until(lambda: bool(closed))
        await until(lambda: old in ended)
        gave_up = client.reconnector.reconnecting is None and streams.empty()
        await table.close()
        return closed, waits, gave_up

    closed, waits, gave_up = asyncio.run(scenario())
    assert closed == ["The host closed the table."]
    assert waits[1:] == [1.0, 1.0, 1.0]  # a second at a time into the minute asked for
    assert gave_up


def test_the_heartbeat_waits_out_a_silence_on_the_clock_it_is_given() -> None:
    """The protocol's own heartbeat and silence, on a clock the test moves: the app gives the
    silent table up and says hello again without waiting the real seconds, going from seated
    to reconnecting and back."""

    async def scenario() -> tuple[list[Phase], float, SilentTable]:
        table = SilentTable()
        server = await asyncio.start_server(table.serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        now = [0.0]

        async def tick(seconds: float) -> None:
            now[0] += seconds
            await asyncio.sleep(0.001)

        phases: list[Phase] = []
        client = Client(
            lambda s: None, lambda e: None, lambda m: None,
            lambda since: phases.append(client.reconnector.phase),
            heartbeat=HEARTBEAT_SECONDS, silence=SILENCE_SECONDS,
            clock=lambda: now[0], tick=tick,
        )  # fmt: skip
        started = time.monotonic()
        await client.connect("127.0.0.1", port, name="Ann", code="ABC234")
        phases.append(client.reconnector.phase)
        async with asyncio.timeout(5):
            while len(table.hellos) < 2:
                table.hello_seen.clear()
                await table.hello_seen.wait()
        await until(lambda: client.reconnector.phase is Phase.SEATED)
        phases.append(client.reconnector.phase)
        took = time.monotonic() - started
        await client.close()
        phases.append(client.reconnector.phase)
        await table.all_ended()
        server.close()
        await server.wait_closed()
        return phases, took, table

    phases, took, table = asyncio.run(scenario())
    assert took < SILENCE_SECONDS / 2
    assert phases[0] is Phase.SEATED and Phase.RECONNECTING in phases
    assert phases[-2:] == [Phase.SEATED, Phase.DONE]
    assert table.hellos[1]["resume"] == "T0K3N"
