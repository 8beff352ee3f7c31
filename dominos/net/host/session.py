"""One connection at the host, as an asyncio protocol that hands every event to the server.

Protocol callbacks rather than stream tasks: bytes are handled in ``data_received`` as they
arrive, so no task has to wake up per message. Flow control is per connection: a peer that
stops reading is no longer read from, and is dropped if it stays stuck; nobody waits for it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Final, Protocol, cast

from dominos.net.wire.channel import (
    CLOSED,
    NEED_DATA,
    Answer,
    Broken,
    Established,
    Offered,
    TableChannel,
    WrongCode,
    refusal,
)
from dominos.net.wire.codes import Ticket, source_of
from dominos.net.wire.framing import ConnState, ServerConnection, padded
from dominos.net.wire.messages import ServerMessage
from dominos.net.wire.sockets import Connected, no_delay, peer_host

__all__ = ["Listener", "Session"]

log = logging.getLogger("dominos.net.host.server")

#: How long a connection may stay unable to take more bytes before it is dropped.
STUCK_SECONDS: Final = 5.0
#: After a framing error, how long unread input is swallowed so the error reaches the peer.
_LINGER: Final = 1.0
#: Messages one connection may send a second, and in one burst: a heartbeat a second and a
#: player's moves are a few; a bot playing at a thousand times the pace, a few hundred. Past
#: it the connection is not read from until it may send again, so one seat's flood costs
#: the table at most this many messages a second, and the other seats' round trips stay as
#: they were (docs/protocol.md, Limits).
MESSAGES_PER_SECOND: Final = 500.0
MESSAGE_BURST: Final = 1000.0


class Listener(Protocol):
    """Who hears what happens on each connection: the server. An exception it raises
    closes that one connection and is logged."""

    def session_opened(self, session: Session) -> None: ...
    def session_offered(self, session: Session) -> None:
        """A key exchange is offered: start ``session.exchange`` on it, or refuse it."""

    def session_answered(self, session: Session) -> None:
        """The table's share of the exchange went out: the other side may now test a code."""

    def session_established(self, session: Session) -> None:
        """The player proved the code."""

    def session_wrong_code(self, session: Session) -> None: ...
    def session_broken(self, session: Session, broken: Broken) -> None:
        """The channel cannot be trusted (or the peer speaks version 1)."""

    def session_data(self, session: Session) -> None:
        """New plaintext (or the end of input) waits in ``session.conn``."""

    def session_resumed(self, session: Session) -> None:
        """The peer takes bytes again after it had stopped reading."""

    def session_lost(self, session: Session) -> None: ...


class Session(Connected):
    """One TCP connection, seated or not yet; every event goes to its listener."""

    def __init__(
        self,
        listener: Listener,
        clock: Callable[[], float],
        code: str,
        *,
        stuck: float = STUCK_SECONDS,
    ) -> None:
        self.listener = listener
        self._clock = clock
        self._stuck = stuck
        self.conn = ServerConnection()
        #: Under the messages: the channel keyed by the table's code.
        self.channel = TableChannel(code)
        self.transport: asyncio.Transport | None = None
        self.address = "?"
        #: What wrong codes from here are counted against (see ``codes.source_of``).
        self.source = "?"
        #: The handshake the table agreed to answer, until it proves the code or fails.
        self.ticket: Ticket | None = None
        #: The table's share of the key exchange, running off the loop.
        self.exchange: asyncio.Future[Answer] | None = None
        self.token: str | None = None
        self.hello_timer: asyncio.TimerHandle | None = None
        self.stuck_timer: asyncio.TimerHandle | None = None
        #: The peer is not reading what we write: its pending commands wait, unhandled,
        #: since each could earn a reply that would only pile up.
        self.paused = False
        self.lingering = False
        #: When a byte last came from the peer, by the server's clock (for the heartbeat).
        self.heard = clock()
        #: Not read from for a moment: it sent messages faster than it may.
        self.throttled = False
        self._allowance = MESSAGE_BURST
        self._allowance_at = clock()
        self.lost: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    # -- asyncio callbacks --------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)
        self.address = peer_host(transport)
        self.source = source_of(self.address)
        no_delay(transport)
        self._guard(self.listener.session_opened, self)

    def data_received(self, data: bytes | memoryview) -> None:
        if self.lingering:
            return
        self.heard = self._clock()
        self.channel.receive_data(data)
        self._guard(Session._unseal, self)

    def eof_received(self) -> bool:
        if not self.lingering:
            self.channel.receive_data(b"")
            self._guard(Session._unseal, self)
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        if self.exchange is not None:
            self.exchange.cancel()
        for timer in (self.hello_timer, self.stuck_timer):
            if timer is not None:
                timer.cancel()
        self._guard(self.listener.session_lost, self)
        if not self.lost.done():
            self.lost.set_result(None)

    def pause_writing(self) -> None:
        # The peer is not reading: stop reading its commands too, and give it a while.
        assert self.transport is not None
        self.paused = True
        self.transport.pause_reading()
        self.stuck_timer = asyncio.get_running_loop().call_later(self._stuck, self.stuck)

    def resume_writing(self) -> None:
        assert self.transport is not None
        if self.stuck_timer is not None:
            self.stuck_timer.cancel()
            self.stuck_timer = None
        self.paused = False
        if not self.transport.is_closing():
            if not self.throttled:
                self.transport.resume_reading()
            self._guard(self.listener.session_resumed, self)
            self._guard(self.listener.session_data, self)

    # -- how fast it may send -----------------------------------------------------------

    def message_wait(self) -> float:
        """How long before its next message may be handled: 0 while within its rate."""
        now = self._clock()
        allowance = min(
            MESSAGE_BURST, self._allowance + (now - self._allowance_at) * MESSAGES_PER_SECOND
        )
        self._allowance, self._allowance_at = allowance, now
        return 0.0 if allowance >= 1.0 else (1.0 - allowance) / MESSAGES_PER_SECOND

    def spend_message(self) -> None:
        self._allowance -= 1.0

    def throttle(self, seconds: float) -> None:
        """Stops reading it for ``seconds``; what it sent meanwhile waits in the kernel."""
        if self.throttled or self.transport is None:
            return
        self.throttled = True
        self.transport.pause_reading()
        asyncio.get_running_loop().call_later(seconds, self._unthrottle)

    def _unthrottle(self) -> None:
        self.throttled = False
        if self.closing or self.transport is None:
            return
        if not self.paused:
            self.transport.resume_reading()
        self._guard(self.listener.session_data, self)

    @property
    def queued(self) -> bool:
        """Its key exchange waits for its turn (or runs): it holds a place in line."""
        return self.exchange is not None and not self.exchange.done()

    @property
    def closing(self) -> bool:
        """Closed or on its way out: no longer holds a place among those waiting."""
        return self.transport is None or self.transport.is_closing()

    # -- the secure channel -------------------------------------------------------------

    def _unseal(self) -> None:
        """Runs the channel over what arrived: the handshake, then frames whose plaintext
        goes on to the message layer."""
        channel, opened = self.channel, False
        listener = self.listener
        while True:
            event = channel.next_event()
            if isinstance(event, bytes):
                self.conn.receive_data(event)
                opened = True
                continue
            if opened:
                opened = False
                listener.session_data(self)
                if self.closing:
                    return
            if event is NEED_DATA:
                return
            if event is CLOSED:
                self.conn.receive_data(b"")
                listener.session_data(self)
                return
            if isinstance(event, Offered):
                listener.session_offered(self)
            elif isinstance(event, Established):
                listener.session_established(self)
            elif isinstance(event, WrongCode):
                listener.session_wrong_code(self)
                return
            elif isinstance(event, Broken):
                listener.session_broken(self, event)
                return
            self._flush()

    def start_exchange(self, run: Callable[[Callable[[], Answer]], asyncio.Future[Answer]]) -> None:
        """Runs the table's share of the key exchange with ``run`` (off the loop)."""
        self.exchange = run(self.channel.work())
        self.exchange.add_done_callback(self._exchanged)

    def _exchanged(self, future: asyncio.Future[Answer]) -> None:
        """The key exchange ran: answer the player, then read what came meanwhile."""
        if future.cancelled() or self.closing:
            return
        error = future.exception()
        if error is not None:
            log.error("the key exchange with %s failed", self.address, exc_info=error)
            self.abort()
            return
        broken = self.channel.answer(future.result())
        if broken is not None:
            self._guard(lambda s: s.listener.session_broken(s, broken), self)
            return
        self._flush()
        self._guard(self.listener.session_answered, self)
        self._guard(Session._unseal, self)

    def _flush(self) -> None:
        out = self.channel.data_to_send()
        if out and self.transport is not None and not self.transport.is_closing():
            self.transport.write(out)

    # -- actions ------------------------------------------------------------------------

    def send(self, message: ServerMessage) -> None:
        """Sealed once the channel is up; before that only a refusal can go, in clear."""
        transport = self.transport
        if transport is None or transport.is_closing() or self.conn.state is ConnState.DONE:
            return
        if self.channel.established:
            transport.write(self.channel.seal(padded(self.conn.send(message))))
        else:
            self.channel.refuse(refusal(message))
            self._flush()

    def send_line(self, line: bytes) -> None:
        """Seals a message already encoded and padded (``send`` does both): one ``state``
        encoded once for every watcher. Only once the channel is up, and never a message
        that changes what the connection may send next (a welcome, an error, a closing)."""
        transport = self.transport
        if transport is None or transport.is_closing() or self.conn.state is ConnState.DONE:
            return
        if self.channel.established:
            transport.write(self.channel.seal(line))

    def linger(self) -> None:
        """Half-closes and swallows input for a moment, so the peer can read our error
        before the kernel answers its unread bytes with a reset."""
        transport = self.transport
        if transport is None:
            return
        self.lingering = True
        if transport.can_write_eof():
            transport.write_eof()
        asyncio.get_running_loop().call_later(_LINGER, self.close)

    def stuck(self) -> None:
        log.info("%s stopped reading; dropping it", self.address)
        self.abort()

    def _guard(self, method: Callable[[Session], None], session: Session) -> None:
        try:
            method(session)
        except Exception:
            log.exception("connection from %s failed; closing it", self.address)
            self.abort()
