"""A player's connection to a table: join, receive snapshots, send commands, come back.

The app and the tests drive a table through this one class. It reports through three plain
callbacks rather than signals or queues so it stays free of Qt; the app's session turns them
into Qt signals. Every snapshot is complete, so after a drop the client simply reconnects
with its seat's token and the next ``state`` tells it everything that happened meanwhile.

Callbacks run on the event loop, from the task that reads the socket; an exception raised by
one is logged and does not break the connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections.abc import Callable, Iterable
from typing import Final, TypeVar

from dominos.net.framing import CLOSED, NEED_DATA, Broken, ClientConnection, Invalid
from dominos.net.messages import (
    PROTOCOL_VERSION,
    ClientMessage,
    Closing,
    Error,
    Hello,
    Leave,
    NewGame,
    NextRound,
    Pass,
    Ping,
    Play,
    Pong,
    ServerMessage,
    Start,
    State,
    Welcome,
)
from dominos.table.state import End

__all__ = ["BACKOFF", "Client", "JoinRefused", "NotConnected"]

log = logging.getLogger(__name__)

#: Seconds between reconnection attempts; the last value repeats until one succeeds.
BACKOFF: Final = (0.2, 0.5, 1.0, 2.0, 3.0)
_READ_SIZE: Final = 64 * 1024
_T = TypeVar("_T")


class JoinRefused(Exception):
    """The table answered the hello with an error (wrong code, table full, ...)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class NotConnected(ConnectionError):
    """A command was sent while no connection is up (before joining, or reconnecting)."""


class _Link:
    """One open TCP connection that got its welcome."""

    def __init__(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, conn: ClientConnection
    ) -> None:
        self.reader = reader
        self.writer = writer
        self.conn = conn


class Client:
    """One seat's connection to a table.

    ``on_state`` gets every snapshot (also the first one after joining or reconnecting),
    ``on_error`` every refusal of a command, ``on_closed`` a sentence when the table ends
    the connection for good (the host closed it, the seat was taken over, or the seat is
    gone after a reconnection). ``on_reconnecting`` gets the seconds since the connection
    dropped, once at the drop and before every new attempt.
    """

    def __init__(
        self,
        on_state: Callable[[State], None],
        on_error: Callable[[Error], None],
        on_closed: Callable[[str], None],
        on_reconnecting: Callable[[float], None] | None = None,
        *,
        connect_timeout: float = 5.0,
        backoff: Iterable[float] = BACKOFF,
        heartbeat: float | None = 10.0,
    ) -> None:
        self.on_state = on_state
        self.on_error = on_error
        self.on_closed = on_closed
        self.on_reconnecting = on_reconnecting
        self.connect_timeout = connect_timeout
        self.backoff = tuple(backoff)
        self.heartbeat = heartbeat
        #: The latest welcome: seat, token and host rights.
        self.welcome: Welcome | None = None
        #: The latest snapshot.
        self.state: State | None = None
        self._host = ""
        self._port = 0
        self._link: _Link | None = None
        self._task: asyncio.Task[None] | None = None
        self._keepalive: asyncio.Task[None] | None = None
        self._seq = itertools.count(1)
        self._pongs: dict[int, asyncio.Future[None]] = {}
        self._last_heard = 0.0
        self._done = False

    @property
    def connected(self) -> bool:
        return self._link is not None

    @property
    def token(self) -> str | None:
        return None if self.welcome is None else self.welcome.token

    # -- joining ------------------------------------------------------------------------

    async def connect(
        self,
        host: str,
        port: int,
        *,
        name: str | None = None,
        code: str | None = None,
        token: str | None = None,
    ) -> Welcome:
        """Takes a seat with ``name`` and ``code``, or reclaims one with ``token``.

        Returns once seated and the first snapshot was delivered to ``on_state``. Raises
        :class:`JoinRefused` when the table says no, ``OSError`` or ``TimeoutError`` when it
        cannot be reached.
        """
        if self._task is not None:
            raise RuntimeError("this client is already connected; make another one")
        hello = Hello(protocol=PROTOCOL_VERSION, name=name, code=code, resume=token)
        self._host, self._port = host, port
        self._done = False
        link, welcome, state = await self._open(hello)
        self._adopt(link, welcome, state)
        self._task = asyncio.create_task(self._run(), name=f"dominos-client-{welcome.seat}")
        if self.heartbeat is not None:
            self._keepalive = asyncio.create_task(self._keep_alive(self.heartbeat))
        return welcome

    async def _open(self, hello: Hello) -> tuple[_Link, Welcome, State]:
        async with asyncio.timeout(self.connect_timeout):
            reader, writer = await asyncio.open_connection(self._host, self._port)
        try:
            conn = ClientConnection()
            writer.write(conn.send(hello))
            async with asyncio.timeout(self.connect_timeout):
                welcome: Welcome | None = None
                while (got := await _next_message(reader, conn)) is not None:
                    if isinstance(got, Welcome):
                        welcome = got
                    elif isinstance(got, State) and welcome is not None:
                        return _Link(reader, writer, conn), welcome, got
                    elif isinstance(got, Error):
                        raise JoinRefused(got.code, got.message)
                    elif isinstance(got, Closing):
                        raise JoinRefused("closing", got.message)
                raise ConnectionResetError("the table closed the connection during the hello")
        except BaseException:
            writer.close()
            raise

    def _adopt(self, link: _Link, welcome: Welcome, state: State) -> None:
        self._link = link
        self.welcome = welcome
        self._last_heard = asyncio.get_running_loop().time()
        self._deliver(state)

    # -- commands -----------------------------------------------------------------------

    async def start(self) -> int:
        """Asks to start the game (host seat only). Returns the command's ``seq``."""
        return await self._command(lambda seq: Start(seq=seq))

    async def play(self, tile: Iterable[int], end: End | None = None) -> int:
        """Lays ``tile`` (a ``Tile`` or a pair) at ``end``."""
        low, high = tile
        return await self._command(lambda seq: Play(tile=(low, high), end=end, seq=seq))

    async def pass_turn(self) -> int:
        return await self._command(lambda seq: Pass(seq=seq))

    async def next_round(self) -> int:
        return await self._command(lambda seq: NextRound(seq=seq))

    async def new_game(self, target: int) -> int:
        return await self._command(lambda seq: NewGame(target=target, seq=seq))

    async def ping(self) -> float:
        """Round trip to the table in seconds."""
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[None] = loop.create_future()
        sent = loop.time()
        seq = await self._command(lambda seq: Ping(seq=seq), waiter)
        try:
            await waiter
        finally:
            self._pongs.pop(seq, None)
        return loop.time() - sent

    async def leave(self) -> None:
        """Gives up the seat for good and waits (up to 2 s) for the table to confirm."""
        await self._command(lambda seq: Leave(seq=seq))
        if self._task is not None:
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                async with asyncio.timeout(2.0):
                    await asyncio.shield(self._task)
        await self.close()

    async def _command(
        self,
        make: Callable[[int], ClientMessage],
        waiter: asyncio.Future[None] | None = None,
    ) -> int:
        link = self._link
        if link is None:
            raise NotConnected("not connected to the table")
        seq = next(self._seq)
        if waiter is not None:
            self._pongs[seq] = waiter
        link.writer.write(link.conn.send(make(seq)))
        await link.writer.drain()
        return seq

    async def close(self) -> None:
        """Closes the connection and stops reconnecting; no callback follows."""
        self._done = True
        current = asyncio.current_task()
        for task in (self._keepalive, self._task):
            if task is not None and task is not current:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        self._keepalive = None
        self._drop_link()

    # -- receiving ----------------------------------------------------------------------

    async def _run(self) -> None:
        while not self._done:
            link = self._link
            if link is not None:
                try:
                    await self._read(link)
                except (OSError, ConnectionError, TimeoutError) as exc:
                    log.info("connection to the table dropped: %s", exc)
                self._drop_link()
            if not self._done:
                await self._reconnect()

    async def _read(self, link: _Link) -> None:
        loop = asyncio.get_running_loop()
        while (got := await _next_message(link.reader, link.conn)) is not None:
            self._last_heard = loop.time()
            if isinstance(got, State):
                self._deliver(got)
            elif isinstance(got, Pong):
                waiter = self._pongs.pop(got.seq, None) if got.seq is not None else None
                if waiter is not None and not waiter.done():
                    waiter.set_result(None)
            elif isinstance(got, Error):
                self._call(self.on_error, got)
            elif isinstance(got, Closing):
                self._finish(got.message)
                return
            elif isinstance(got, Welcome):
                log.warning("unexpected welcome from the table; ignored")

    async def _reconnect(self) -> None:
        loop = asyncio.get_running_loop()
        dropped = loop.time()
        self._report_reconnecting(0.0)
        delays = itertools.chain(self.backoff, itertools.repeat(self.backoff[-1]))
        token = self.token
        for delay in delays:
            await asyncio.sleep(delay)
            if self._done:
                return
            self._report_reconnecting(loop.time() - dropped)
            try:
                link, welcome, state = await self._open(
                    Hello(protocol=PROTOCOL_VERSION, resume=token)
                )
            except JoinRefused as refused:
                log.info("the table refused the reconnection: %s", refused.message)
                self._finish(refused.message)
                return
            except (OSError, TimeoutError) as exc:
                log.debug("reconnection failed: %s", exc)
                continue
            log.info("reconnected to the table after %.1f s", loop.time() - dropped)
            self._adopt(link, welcome, state)
            return

    async def _keep_alive(self, every: float) -> None:
        """Pings when quiet, and drops a connection that stays silent, so a vanished table
        is noticed in seconds rather than when the operating system gives up."""
        loop = asyncio.get_running_loop()
        while not self._done:
            await asyncio.sleep(every / 2)
            link = self._link
            if link is None:
                continue
            quiet = loop.time() - self._last_heard
            if quiet > 2.5 * every:
                log.info("no word from the table for %.0f s; reconnecting", quiet)
                link.writer.transport.abort()
            elif quiet > every:
                with contextlib.suppress(ConnectionError, NotConnected):
                    await self._command(lambda seq: Ping(seq=seq))

    def _deliver(self, state: State) -> None:
        self.state = state
        self._call(self.on_state, state)

    def _finish(self, message: str) -> None:
        self._done = True
        self._drop_link()
        self._call(self.on_closed, message)

    def _report_reconnecting(self, since: float) -> None:
        if self.on_reconnecting is not None:
            self._call(self.on_reconnecting, since)

    def _drop_link(self) -> None:
        link, self._link = self._link, None
        if link is not None:
            link.writer.close()
        for waiter in self._pongs.values():
            if not waiter.done():
                waiter.set_exception(NotConnected("the connection dropped"))
        self._pongs.clear()

    @staticmethod
    def _call(callback: Callable[[_T], None], value: _T) -> None:
        try:
            callback(value)
        except Exception:
            log.exception("a client callback failed")


async def _next_message(
    reader: asyncio.StreamReader, conn: ClientConnection
) -> ServerMessage | None:
    """The next message from the table, or ``None`` once it closed the connection."""
    while True:
        event = conn.next_event()
        if event is NEED_DATA:
            conn.receive_data(await reader.read(_READ_SIZE))
        elif event is CLOSED:
            return None
        elif isinstance(event, Broken):
            raise ConnectionResetError(f"unreadable data from the table: {event.error.message}")
        elif isinstance(event, Invalid):
            # A newer table may send messages this version does not know: skip them.
            log.warning("ignored a message from the table: %s", event.error.message)
        else:
            return event
