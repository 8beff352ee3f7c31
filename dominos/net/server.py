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

Admission and the guessing limits live in :mod:`dominos.net.admission`, seating and the
commands in :mod:`dominos.net.seats`, the table's clock and the pulse in
:mod:`dominos.net.liveness`, and what each seat is sent in :mod:`dominos.net.fanout`; this
module holds the state they share and the listening socket's life.
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

from dominos.net.address import DEFAULT_PORT, format_address
from dominos.net.channel import Answer
from dominos.net.codes import AttemptLimiter, FailureBudget, FreshSources, Guesses
from dominos.net.exchanges import Exchanges
from dominos.net.fanout import Journal
from dominos.net.guesses_kept import Keeper
from dominos.net.messages import SILENCE_SECONDS, Closing
from dominos.net.rebuilding import REBUILD_WAIT_SECONDS, Rebuilding
from dominos.net.seats import Seating
from dominos.net.session import STUCK_SECONDS, Session
from dominos.net.sockets import BACKLOG, join_addresses, listen, local_addresses
from dominos.table import Table
from dominos.table.record import GameRecord

__all__ = ["DEFAULT_PORT", "Journal", "Server"]

log = logging.getLogger(__name__)

_CLOSE_TIMEOUT: Final = 1.5


class Server(Seating):
    """Serves ``table`` over TCP until :meth:`close`.

    ``journal`` records every change before a byte about it is sent, so a host restarted
    after a crash has every move a player saw (see ``dominos.table.store``); ``keeper``
    (the same store) keeps the limits on guessing the code, so it does not start them
    afresh either.

    ``clock`` gives the ``now`` passed to the table (monotonic seconds); tests may inject
    one. ``on_change`` is called after every broadcast, e.g. to update a discovery record.
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
    ) -> None:
        self.table = table
        self.journal = journal
        self.on_change: Callable[[], None] | None = None
        self.port: int = 0
        #: Whether the port asked for was taken and another one was used instead.
        self.fell_back: bool = False
        self.hello_timeout = hello_timeout
        self.max_pending = max_pending
        self.stuck = stuck
        self._clock = clock
        #: Which handshakes are answered, and what each costs (docs/protocol.md, Guessing).
        self.guesses = Guesses(limiter=limiter, budget=budget, fresh=fresh, clock=clock)
        #: Where those limits are kept, so a host restarted for this table goes on with them.
        self.keeper = keeper
        self._keeping: asyncio.TimerHandle | None = None
        self._keep_failed = False
        self._take_up_guesses()
        #: Key exchanges run there, one at a time off the loop, so the loop keeps the game
        #: moving; the newest handshake first, so a friend does not wait behind a flood.
        self._exchanges: Exchanges[Answer] = Exchanges()
        self._server: asyncio.Server | None = None
        self._bound: str = ""
        # Ordered by arrival (a dict keeps insertion order), so the oldest waiting is first.
        self._sessions: dict[Session, None] = {}
        #: The live connection of each seated token; a newer one replaces it.
        self._by_token: dict[str, Session] = {}
        #: The finished game's record (built once, keyed by its first round), and the id
        #: of the record each connection was given.
        self._game_record: tuple[object, GameRecord] | None = None
        self._record_sent: dict[Session, str] = {}
        #: The round whose moves each connection holds whole (see :meth:`_trimmed`).
        self._moves_sent: dict[Session, int] = {}
        #: Seated connections that were not reading when a snapshot went out, and so are
        #: owed the latest one when they read again.
        self._behind: set[Session] = set()
        #: The table's clock: one timer, never set later than the next deadline.
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at: float | None = None
        #: Seat of each verified token. Seats only move in the lobby (decisions.md 2), so past
        #: it the table's constant-time token search runs once per token instead of five
        #: times per move; in the lobby the cache is dropped at every change.
        self._seats: dict[str, int] = {}
        self._closing = False
        self.silence = silence
        #: The journal's last write failed; every snapshot says so until one succeeds.
        self.unsaved = False
        #: The round in which the table went back to an older journal it could not rebuild
        #: from the players' apps; its snapshots say so.
        self.rewound: int | None = None
        #: How long to wait for every app when the journal is rounds behind, and whether
        #: the table then replays the journal's round by itself when it cannot rebuild it
        #: (``dominos-host``, where nobody sits at the host) instead of offering it.
        self.rebuilding = Rebuilding(rebuild_wait, auto_replay)
        #: When the server last ran anything; a pulse much later than due means a stall.
        self._alive_at = clock()
        self._pulse_timer: asyncio.TimerHandle | None = None

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
        self._arm()
        self._alive_at = self._clock()
        self._pulse()
        log.info("listening on %s", format_address(self._bound, self.port))
        return self.port

    async def close(self, message: str = "The host closed the table.") -> None:
        """Tells every connection the table is closing and closes them all within ~2 s."""
        if self._closing:
            return
        self._closing = True
        if self._server is not None:
            self._server.close()
        for timer in (self._timer, self._pulse_timer):
            if timer is not None:
                timer.cancel()
        self._timer = self._pulse_timer = None
        self._exchanges.shutdown()
        sessions = list(self._sessions)
        for session in sessions:
            if session.ticket is not None:  # a handshake cut short is no friend's
                self.guesses.abandoned(session.ticket)
                session.ticket = None
        self._keep_guesses_now()
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
