"""The host's TCP server: one authoritative table, up to four seated connections.

Everything runs on one asyncio loop, in protocol callbacks: bytes arrive in
``data_received``, go through the sans-IO :class:`ServerConnection`, and a command is
validated, applied to the table and broadcast before the callback returns. With no await
anywhere on that path every seat sees the same order of snapshots, no lock is needed, and
no task has to wake up per message (which is most of the cost of a move on loopback).

Each connection's callbacks run behind a catch-all, so whatever one client sends can at
worst close that one connection. Flow control is per connection: a client that stops
reading is no longer read from, and is dropped if it stays stuck; nobody waits for it.

The table's clock is a single loop timer set no later than ``table.next_deadline()``; when
it fires, the table advances and the timer is set again. Besides it, one pulse every half
second watches two things a real network needs: seated connections that have gone silent
(no heartbeat for ``SILENCE_SECONDS``: the link died without a word, so the seat is treated
as disconnected) and the host's own loop, which a sleeping laptop or a swapping machine can
freeze; time it could not run is given back to every clock (docs/protocol.md, "Heartbeat").

The server is made of parts, each given what it needs when it is built, so that every
dependency points one way: the state they share is a :class:`~dominos.net.host.room.Room`;
what each seat is sent is :mod:`dominos.net.host.fanout`'s; the table's clock and the pulse are
:mod:`dominos.net.host.liveness`'s, which also sends every change out through the fan-out;
admission and the guessing limits are :mod:`dominos.net.host.admission`'s; seating and the
commands are :mod:`dominos.net.host.seats`', which uses the other three. This module builds
them, hands each connection's events to the right one, and owns the listening socket.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import logging
import time
from collections.abc import Callable
from typing import Final

from dominos.net.host.admission import Admission
from dominos.net.host.exchanges import Exchanges
from dominos.net.host.fanout import Fanout, Journal
from dominos.net.host.guesses_kept import Keeper
from dominos.net.host.liveness import Liveness
from dominos.net.host.rebuilding import REBUILD_WAIT_SECONDS, Rebuilding
from dominos.net.host.room import Room
from dominos.net.host.seats import Seating
from dominos.net.host.session import STUCK_SECONDS, Session
from dominos.net.host.vouching import Seals
from dominos.net.wire.address import DEFAULT_PORT, format_address
from dominos.net.wire.channel import Broken as BrokenChannel
from dominos.net.wire.codes import AttemptLimiter, FailureBudget, FreshSources, Guesses
from dominos.net.wire.messages import SILENCE_SECONDS, Closing
from dominos.net.wire.sockets import BACKLOG, join_addresses, listen, local_addresses
from dominos.table import Table

__all__ = ["DEFAULT_PORT", "Journal", "Server"]

log = logging.getLogger(__name__)

_CLOSE_TIMEOUT: Final = 1.5


class Server:
    """Serves ``table`` over TCP until :meth:`close`.

    ``journal`` records every change before a byte about it is sent, so a host restarted
    after a crash has every move a player saw (see ``dominos.table.store``); ``keeper``
    (the same store) keeps the limits on guessing the code, so it does not start them
    afresh either.

    ``clock`` gives the ``now`` passed to the table (monotonic seconds); tests may inject
    one. ``on_change`` is called after every broadcast, e.g. to update a discovery record.
    ``watchers`` says whether anyone may watch the table (docs/protocol.md, Watching).
    ``silence`` is how long a seated connection may send nothing before it is dropped
    (``None``: never, for peers that do not speak the heartbeat), and ``stuck`` how long
    one may leave what it is sent unread.
    """

    def __init__(
        self,
        table: Table,
        *,
        clock: Callable[[], float] = time.monotonic,
        hello_timeout: float = 10.0,
        limiter: AttemptLimiter | None = None,
        budget: FailureBudget | None = None,
        fresh: FreshSources | None = None,
        max_pending: int = 256,
        journal: Journal | None = None,
        keeper: Keeper | None = None,
        silence: float | None = SILENCE_SECONDS,
        stuck: float = STUCK_SECONDS,
        rebuild_wait: float = REBUILD_WAIT_SECONDS,
        auto_replay: bool = False,
        watchers: bool = True,
    ) -> None:
        self.table = table
        self.port: int = 0
        #: Whether the port asked for was taken and another one was used instead.
        self.fell_back: bool = False
        self.stuck = stuck
        self._clock = clock
        self._server: asyncio.Server | None = None
        self._bound: str = ""
        #: What every part reads: the table, the connections, who sits where.
        self.room = Room(table, clock)
        #: Whether anyone may watch (``dominos-host --no-watchers`` says no).
        self.room.watchers.allowed = watchers
        #: How long to wait for every app when the journal is rounds behind, and whether
        #: the table then replays the journal's round by itself when it cannot rebuild it
        #: (``dominos-host``, where nobody sits at the host) instead of offering it.
        self.rebuilding = Rebuilding(rebuild_wait, auto_replay, armed=table.resumed)
        #: What each app is told, sealed with the table's own key so that a returning app
        #: can prove what it saw, and nothing more (``dominos.net.host.vouching``).
        self.seals = Seals(table.seal_key)
        #: The door. Which handshakes are answered, and what each costs (docs/protocol.md,
        #: Guessing), kept by ``keeper`` so a host restarted for this table goes on with
        #: them; key exchanges run one at a time off the loop, so the loop keeps the game
        #: moving, the newest handshake first, so a friend does not wait behind a flood.
        self.admission = Admission(
            self.room,
            Guesses(limiter=limiter, budget=budget, fresh=fresh, clock=clock),
            keeper,
            Exchanges(),
            hello_timeout=hello_timeout,
            max_pending=max_pending,
        )
        self.fanout = Fanout(self.room, journal, self.rebuilding, self.seals)
        self.liveness = Liveness(self.room, self.fanout, self.rebuilding, silence)
        self.seating = Seating(
            self.room, self.admission, self.fanout, self.liveness, self.rebuilding, self.seals
        )

    @property
    def guesses(self) -> Guesses:
        """Which handshakes are answered, and what each costs."""
        return self.admission.guesses

    @property
    def watching(self) -> int:
        """How many friends watch the table now (what its LAN listing says)."""
        return len(self.room.watchers.live)

    @property
    def on_change(self) -> Callable[[], None] | None:
        """Called after every broadcast, e.g. to update a discovery record."""
        return self.fanout.on_change

    @on_change.setter
    def on_change(self, call: Callable[[], None] | None) -> None:
        self.fanout.on_change = call

    # -- each connection's events (session.Listener), each to the part it concerns ------

    def session_opened(self, session: Session) -> None:
        self.admission.session_opened(session)

    def session_offered(self, session: Session) -> None:
        self.admission.session_offered(session)

    def session_answered(self, session: Session) -> None:
        self.admission.session_answered(session)

    def session_established(self, session: Session) -> None:
        self.admission.session_established(session)

    def session_wrong_code(self, session: Session) -> None:
        self.admission.session_wrong_code(session)

    def session_broken(self, session: Session, broken: BrokenChannel) -> None:
        self.admission.session_broken(session, broken)

    def session_data(self, session: Session) -> None:
        self.seating.session_data(session)

    def session_resumed(self, session: Session) -> None:
        self.fanout.session_resumed(session)

    def session_lost(self, session: Session) -> None:
        self.seating.session_lost(session)

    # -- lifecycle ----------------------------------------------------------------------

    async def start(
        self, host: str | None = None, port: int = DEFAULT_PORT, fallback: bool = True
    ) -> int:
        """Listens on ``host`` (every interface when ``None``) and returns the port.

        When ``port`` is taken and ``fallback`` is true, a free port is taken instead and
        :attr:`fell_back` says so; otherwise the ``OSError`` propagates.
        """
        try:
            sock = listen(host, port)
        except OSError as exc:
            if not fallback or port == 0 or exc.errno != errno.EADDRINUSE:
                raise
            sock = listen(host, 0)
            self.fell_back = True
        self._bound, self.port = sock.getsockname()[:2]
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            lambda: Session(self, self._clock, self.table.code, stuck=self.stuck),
            sock=sock,
            backlog=BACKLOG,
        )
        self.liveness.start()
        log.info("listening on %s", format_address(self._bound, self.port))
        return self.port

    async def close(self, message: str = "The host closed the table.") -> None:
        """Tells every connection the table is closing and closes them all within ~2 s."""
        if self.room.closing:
            return
        self.room.closing = True
        if self._server is not None:
            self._server.close()
        self.liveness.stop()
        self.admission.close()  # a handshake cut short is no friend's
        sessions = list(self.room.sessions)
        for session in sessions:
            session.send(Closing(message=message))
            session.close()
        # asyncio.wait, unlike gather, leaves the futures alone when it times out.
        lost = [s.lost for s in sessions]
        if lost:
            _, pending = await asyncio.wait(lost, timeout=_CLOSE_TIMEOUT)
            if pending:
                log.warning("%d connections did not close in time; dropping them", len(pending))
                for session in sessions:
                    session.abort()
                # An aborted transport reports its loss on the next turn of the loop.
                await asyncio.wait(pending, timeout=_CLOSE_TIMEOUT / 3)
        if self._server is not None:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(_CLOSE_TIMEOUT / 3):
                    await self._server.wait_closed()
        log.info("table closed")

    def addresses(self) -> list[str]:
        """``host:port`` for every LAN address players can join at (IPv6 in brackets).

        Loopback only when the machine has no other address, or when bound to it.
        """
        if not self._bound:
            return []
        bound = ipaddress.ip_address(self._bound.partition("%")[0])
        if not bound.is_unspecified:
            return [format_address(self._bound, self.port)]
        return join_addresses(local_addresses(), self.port, ipv6=bound.version == 6)
