"""One connection from a player to the table, as an asyncio protocol.

Messages are handled in ``data_received`` as they arrive, so no task wakes up per message;
the client above decides what to do with them.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import cast

import msgspec

from dominos.net.wire import channel as secure
from dominos.net.wire.channel import WRONG_CODE
from dominos.net.wire.framing import CLOSED, NEED_DATA, Broken, ClientConnection, Invalid, padded
from dominos.net.wire.messages import (
    ClientMessage,
    Closing,
    Error,
    ServerMessage,
    State,
    Welcome,
    decode_server,
)
from dominos.net.wire.sockets import Connected

__all__ = ["HelloUnanswered", "JoinRefused", "Link", "NotConnected"]

log = logging.getLogger("dominos.net.app.client")


class JoinRefused(Exception):
    """The table answered the hello with an error (wrong code, table full, ...)."""

    def __init__(self, code: str, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        #: With a refusal that says "not now": seconds before trying again is worth it.
        self.retry_after = retry_after


class HelloUnanswered(TimeoutError):
    """The table answered the key exchange, so it runs and the code was right, but not the
    hello in time: most likely the hello had not all reached it, over a slow link."""


class NotConnected(ConnectionError):
    """A command was sent while no connection is up (before joining, or reconnecting)."""


class Link(Connected):
    """One TCP connection to the table, from the hello on.

    Until its greeting (welcome and first state) resolves, messages go to the greeting;
    after that, to ``on_message``, which the client points at itself once it takes the link.
    """

    def __init__(
        self,
        channel: secure.PlayerChannel,
        on_message: Callable[[Link, ServerMessage], None],
        on_lost: Callable[[Link], None],
    ) -> None:
        loop = asyncio.get_running_loop()
        self.on_message = on_message
        self.on_lost = on_lost
        self.conn = ClientConnection()
        #: Keyed by the code (built with ``defer``): the hello waits in it until the table
        #: has proved the code.
        self.channel = channel
        self.transport: asyncio.Transport | None = None
        #: Resolved by the welcome and the first state, or failed by a refusal.
        self.greeting: asyncio.Future[tuple[Welcome, State]] = loop.create_future()
        # A connection attempt given up while connecting leaves nobody to read how the
        # hello ended; without this, asyncio would report that as an unhandled error.
        self.greeting.add_done_callback(_read_outcome)
        self.closed: asyncio.Future[None] = loop.create_future()
        self._welcome: Welcome | None = None
        #: Messages that arrive between the greeting and the client taking this link over.
        self._backlog: list[ServerMessage] | None = []
        self._writable: asyncio.Future[None] | None = None

    @property
    def alive(self) -> bool:
        return not self.closed.done()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)
        self._flush()

    def data_received(self, data: bytes | memoryview) -> None:
        self.channel.receive_data(data)
        self._pump()

    def _pump(self) -> None:
        channel = self.channel
        while True:
            event = channel.next_event()
            # A frame's bytes first: once the channel is up, that is every event but the last.
            if isinstance(event, bytes):
                self.conn.receive_data(event)
                self._read()
            elif event is secure.NEED_DATA or event is secure.CLOSED:
                return
            elif isinstance(event, secure.Replied):
                # The exchange's last step is pure Python arithmetic: off the loop.
                loop = asyncio.get_running_loop()
                done = loop.run_in_executor(None, channel.work())
                done.add_done_callback(self._answered)
                return
            elif isinstance(event, secure.Established):
                self._flush()
            elif isinstance(event, secure.WrongCode):
                self._flush()
                self._refused(JoinRefused("wrong_code", WRONG_CODE))
                return
            elif isinstance(event, secure.Refused):
                self._refused(_refusal(event.line))
                return
            elif isinstance(event, secure.Broken):
                log.warning("unreadable data from the table: %s", event.reason)
                self.abort()
                return

    def _answered(self, done: asyncio.Future[bytes | str]) -> None:
        if done.cancelled() or not self.alive:
            return
        self.channel.answer(done.result())
        self._pump()

    def _refused(self, refusal: JoinRefused) -> None:
        if not self.greeting.done():
            self.greeting.set_exception(refusal)
        self.close()

    def _flush(self) -> None:
        out = self.channel.data_to_send()
        if out and self.transport is not None:
            self.transport.write(out)

    def _read(self) -> None:
        while True:
            event = self.conn.next_event()
            if event is NEED_DATA or event is CLOSED:
                return
            if isinstance(event, Broken):
                log.warning("unreadable data from the table: %s", event.error.message)
                self.abort()
                return
            if isinstance(event, Invalid):
                # A newer table may send messages this version does not know: skip them.
                log.warning("ignored a message from the table: %s", event.error.message)
                continue
            self._message(event)

    def _message(self, message: ServerMessage) -> None:
        if not self.greeting.done():
            if isinstance(message, Welcome):
                self._welcome = message
            elif isinstance(message, State) and self._welcome is not None:
                self.greeting.set_result((self._welcome, message))
            elif isinstance(message, Error):
                refused = JoinRefused(message.code, message.message, message.retry_after)
                self.greeting.set_exception(refused)
            elif isinstance(message, Closing):
                self.greeting.set_exception(JoinRefused("closing", message.message))
        elif self._backlog is not None:
            self._backlog.append(message)
        else:
            self.on_message(self, message)

    def adopted(self) -> None:
        """The client now owns this link: hand it what arrived in the meantime."""
        backlog, self._backlog = self._backlog or [], None
        for message in backlog:
            self.on_message(self, message)

    def eof_received(self) -> bool:
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.greeting.done():
            self.greeting.set_exception(
                ConnectionResetError("the table closed the connection during the hello")
            )
        if self._writable is not None and not self._writable.done():
            self._writable.set_exception(NotConnected("the connection dropped"))
        if not self.closed.done():
            self.closed.set_result(None)
        self.on_lost(self)

    def pause_writing(self) -> None:
        self._writable = asyncio.get_running_loop().create_future()

    def resume_writing(self) -> None:
        if self._writable is not None and not self._writable.done():
            self._writable.set_result(None)
        self._writable = None

    def send(self, message: ClientMessage) -> None:
        if self.transport is None or not self.alive:
            raise NotConnected("not connected to the table")
        plaintext = padded(self.conn.send(message))
        if self.channel.established:
            self.transport.write(self.channel.seal(plaintext))
        else:
            self.channel.send(plaintext)
            self._flush()

    async def drain(self) -> None:
        if self._writable is not None:
            await asyncio.shield(self._writable)


def _refusal(line: bytes) -> JoinRefused:
    """What the table said in clear instead of a handshake."""
    try:
        message = decode_server(line.rstrip(b"\r\n"))
    except msgspec.DecodeError:
        return JoinRefused("bad_message", "The table answered with something unreadable.")
    if isinstance(message, Error):
        return JoinRefused(message.code, message.message, message.retry_after)
    if isinstance(message, Closing):
        return JoinRefused("closing", message.message)
    return JoinRefused("bad_message", "The table answered out of turn.")


def _read_outcome(future: asyncio.Future[tuple[Welcome, State]]) -> None:
    if not future.cancelled():
        future.exception()
