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

from dominos.net.framing import ConnState, ServerConnection
from dominos.net.messages import ServerMessage
from dominos.net.sockets import Connected, no_delay, peer_host

__all__ = ["Listener", "Session"]

log = logging.getLogger("dominos.net.server")

#: How long a connection may stay unable to take more bytes before it is dropped.
_STUCK_TIMEOUT: Final = 5.0
#: After a framing error, how long unread input is swallowed so the error reaches the peer.
_LINGER: Final = 1.0


class Listener(Protocol):
    """Who hears what happens on each connection: the server. An exception it raises
    closes that one connection and is logged."""

    def session_opened(self, session: Session) -> None: ...
    def session_data(self, session: Session) -> None:
        """New bytes (or the end of input) wait in ``session.conn``."""

    def session_lost(self, session: Session) -> None: ...


class Session(Connected):
    """One TCP connection, seated or not yet; every event goes to its listener."""

    def __init__(self, listener: Listener, clock: Callable[[], float]) -> None:
        self.listener = listener
        self._clock = clock
        self.conn = ServerConnection()
        self.transport: asyncio.Transport | None = None
        self.address = "?"
        self.token: str | None = None
        self.hello_timer: asyncio.TimerHandle | None = None
        self.stuck_timer: asyncio.TimerHandle | None = None
        #: The peer is not reading what we write: its pending commands wait, unhandled,
        #: since each could earn a reply that would only pile up.
        self.paused = False
        self.lingering = False
        #: When a byte last came from the peer, by the server's clock (for the heartbeat).
        self.heard = clock()
        self.lost: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    # -- asyncio callbacks --------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)
        self.address = peer_host(transport)
        no_delay(transport)
        self._guard(self.listener.session_opened, self)

    def data_received(self, data: bytes) -> None:
        if self.lingering:
            return
        self.heard = self._clock()
        self.conn.receive_data(data)
        self._guard(self.listener.session_data, self)

    def eof_received(self) -> bool:
        if not self.lingering:
            self.conn.receive_data(b"")
            self._guard(self.listener.session_data, self)
        return False

    def connection_lost(self, exc: Exception | None) -> None:
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
        self.stuck_timer = asyncio.get_running_loop().call_later(_STUCK_TIMEOUT, self.stuck)

    def resume_writing(self) -> None:
        assert self.transport is not None
        if self.stuck_timer is not None:
            self.stuck_timer.cancel()
            self.stuck_timer = None
        self.paused = False
        if not self.transport.is_closing():
            self.transport.resume_reading()
            self._guard(self.listener.session_data, self)

    @property
    def closing(self) -> bool:
        """Closed or on its way out: no longer holds a place among those waiting."""
        return self.transport is None or self.transport.is_closing()

    # -- actions ------------------------------------------------------------------------

    def send(self, message: ServerMessage) -> None:
        transport = self.transport
        if transport is None or transport.is_closing() or self.conn.state is ConnState.DONE:
            return
        transport.write(self.conn.send(message))

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
