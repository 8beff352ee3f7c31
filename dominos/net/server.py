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
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import logging
import math
import time
from collections import Counter
from collections.abc import Callable
from typing import Final, Protocol

import msgspec

from dominos.engine import Tile
from dominos.net.address import DEFAULT_PORT, format_address
from dominos.net.channel import WRONG_CODE, Answer
from dominos.net.channel import Broken as BrokenChannel
from dominos.net.codes import AttemptLimiter, FailureBudget, FreshSources, Guesses, Wait
from dominos.net.exchanges import Exchanges
from dominos.net.framing import CLOSED, NEED_DATA, Broken, ConnState, Invalid
from dominos.net.messages import (
    PROTOCOL_VERSION,
    SILENCE_SECONDS,
    Closing,
    Command,
    Error,
    ErrorCode,
    GameOver,
    Hello,
    Leave,
    NewGame,
    NextRound,
    Pass,
    Ping,
    Play,
    Pong,
    ReplayRound,
    Start,
    Welcome,
)
from dominos.net.rebuilding import REBUILD_WAIT_SECONDS, Rebuilding
from dominos.net.session import STUCK_SECONDS, Session
from dominos.net.sockets import BACKLOG, join_addresses, listen, local_addresses
from dominos.table import State, Table, TableError
from dominos.table.record import GameRecord, RecordError, record_from_table
from dominos.table.recovery import catch_up
from dominos.table.state import Recovery

__all__ = ["DEFAULT_PORT", "Server"]

log = logging.getLogger(__name__)

_CLOSE_TIMEOUT: Final = 1.5
#: How often the server checks for silent seats and for a loop that could not run.
PULSE_SECONDS: Final = 0.5
#: A pulse this much later than due means the loop was stalled: the clocks move by all the
#: time since the host last ran.
#: A loop merely slowed by a busy machine runs late by a second or so, pulse after pulse;
#: giving that back every time would stop the table's clocks altogether, so only a real
#: freeze (a sleeping laptop, a stopped process, heavy swapping) counts.
STALL_SECONDS: Final = 2.0


class Journal(Protocol):
    """Where the table is written down after each change, before any client hears of it."""

    def record(self, table: Table) -> None: ...


class Server:
    """Serves ``table`` over TCP until :meth:`close`.

    ``journal`` records every change before a byte about it is sent, so a host restarted
    after a crash has every move a player saw (see ``dominos.table.store``).

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

    # -- the table's clock --------------------------------------------------------------

    def _arm(self) -> None:
        """Makes sure the one timer fires no later than the table's next deadline.

        A timer that would fire too early is left alone: it finds nothing due and re-arms.
        Moves push the deadline later every time, so this spares a reschedule per move and
        costs one idle wake-up per turn; only a deadline brought forward (a player who drops
        mid-turn) moves the timer.
        """
        deadline = self.table.next_deadline()
        if deadline is None or self._closing or self.rebuilding.holding:
            return
        if self._timer is not None:
            if self._timer_at is not None and self._timer_at <= deadline:
                return
            self._timer.cancel()
        self._timer_at = deadline
        delay = max(0.0, deadline - self._clock())
        self._timer = asyncio.get_running_loop().call_later(delay, self._tick)

    def _catch_up(self, now: float) -> None:
        """Fires deadlines already due, each with its own snapshot, before a command is judged.

        The timer may not have run yet when a busy loop reaches a command; the table would
        then refuse a move whose time ran out without the table's own move having gone out,
        and the refusal would overtake the snapshot that explains it. One snapshot per
        deadline: two automatic plays in a row are two messages, each shown as ``last``.
        """
        while self._advance(now):
            self._broadcast()

    def _tick(self) -> None:
        self._timer = self._timer_at = None
        now = self._now()
        changed = False
        while self._advance(now):
            self._broadcast()
            changed = True
        if not changed:
            self._arm()

    def _advance(self, now: float) -> bool:
        """Fires one due deadline; says in the log whose lobby seat the grace freed."""
        if self.rebuilding.holding:
            return False
        lobby = self.table.names() if self.table.phase == "lobby" else []
        try:
            changed = self.table.advance_one(now)
        except Exception:
            log.exception("the table's clock failed")
            return False
        if lobby:
            still = set(self.table.names())
            for name in lobby:
                if name not in still:
                    log.info("%s stayed away too long; their seat in the lobby is freed", name)
        return changed

    # -- liveness: silent seats and a stalled host ----------------------------------------

    def _pulse(self) -> None:
        """Runs every :data:`PULSE_SECONDS`: notices a stall, then drops silent seats."""
        now = self._now()
        if self.rebuilding.ready(now):
            self._settle(now)
        if self.silence is not None:
            for session in list(self._by_token.values()):
                quiet = now - session.heard
                if quiet > self.silence:
                    log.info(
                        "%s sent nothing for %.1f s; treating it as gone", session.address, quiet
                    )
                    session.abort()
        if not self._closing:
            self._pulse_timer = asyncio.get_running_loop().call_later(PULSE_SECONDS, self._pulse)

    def _now(self) -> float:
        """The table's clock, once any time the loop could not run has been given back.

        Every way into the server (bytes arriving, a timer, a lost connection) comes through
        here first. When the last sign of life is much older than the pulse allows, the loop
        was frozen: each deadline and each seat's silence window moves by the stall before
        anything is judged, so a command that reached the socket meanwhile is judged as if
        it had arrived at once, and nobody is dropped for the host's own silence.

        The stall is counted from the last sign of life, not from the pulse that was due: the
        freeze may have begun at any moment of the half second after it, and bytes may have
        reached the socket from then on. Counting from the pulse would take up to that half
        second out of the turn, and a move that arrived in a turn's last moments would then
        be refused, or played for its player, although it came in time. A turn may thus get
        back up to half a second more than the freeze took from it, never less.
        """
        now = self._clock()
        stalled = now - self._alive_at
        self._alive_at = now
        if stalled - PULSE_SECONDS > STALL_SECONDS and not self._closing:
            log.warning(
                "the host could not run for %.1f s; every clock gives that time back", stalled
            )
            for session in self._sessions:
                session.heard = min(session.heard + stalled, now)
            if self.table.shift(stalled, now):
                self._broadcast()
        return now

    def _seat_of(self, token: str | None) -> int | None:
        if token is None:
            return None
        seat = self._seats.get(token)
        if seat is None:
            seat = self.table.seat_of(token)
            if seat is not None:
                self._seats[token] = seat
        return seat

    # -- broadcasting -------------------------------------------------------------------

    def _record(self) -> None:
        """Commits the change to the journal; a failed write is never fatal.

        A disk that fills up fails every write until space comes back: the log says so once
        when it starts and once when it ends, not a traceback per move, and meanwhile every
        snapshot carries ``unsaved`` so each screen can say the table is at risk.
        """
        if self.journal is None:
            return
        try:
            self.journal.record(self.table)
        except Exception as exc:
            if not self.unsaved:
                log.error(
                    "could not save the table (%s): if the host stops now, the moves"
                    " since are lost; trying again at every change",
                    str(exc) or type(exc).__name__,
                )
            self.unsaved = True
            return
        if self.unsaved:
            log.warning("the table is saved again")
        self.unsaved = False

    def _broadcast(self) -> None:
        """Writes every seated connection its own snapshot, encoded once."""
        self._record()
        now = self._clock()
        if self.table.phase == "lobby":
            self._seats.clear()
        recovery = self.rebuilding.notice(self.table)
        for token, session in list(self._by_token.items()):
            seat = self._seat_of(token)
            if seat is None:
                continue
            if session.paused:
                # It is not taking what it was sent: nothing more piles up for it. Once it
                # reads again it gets the latest snapshot, which is complete on its own.
                self._behind.add(session)
                self._moves_sent.pop(session, None)
                continue
            self._send_state(session, seat, now, recovery)
        if self.table.phase == "over":
            self._send_record()
        self._arm()
        if self.on_change is not None:
            try:
                self.on_change()
            except Exception:
                log.exception("on_change failed")

    def _send_state(
        self, session: Session, seat: int, now: float, recovery: Recovery | None
    ) -> None:
        try:
            state = self._trimmed(session, self.table.snapshot(seat, now))
            if self.unsaved or self.rewound == state.round or recovery is not None:
                state = msgspec.structs.replace(
                    state,
                    unsaved=self.unsaved,
                    rewound=self.rewound == state.round,
                    recovery=recovery,
                )
                if recovery is not None and recovery.status == "waiting":
                    # The table's clocks stand still while it waits: no screen counts down.
                    state = msgspec.structs.replace(state, turn_ms_left=None, break_ms_left=None)
            session.send(state)
        except Exception:
            log.exception("could not send seat %d its snapshot", seat)

    def _trimmed(self, session: Session, state: State) -> State:
        """Mid-round, a connection that already holds the round's moves gets them one at a
        time in ``last``, and the game's finished rounds not again (docs/protocol.md,
        ``moves`` and ``rounds``); the rest get both whole."""
        if state.phase == "round" and self._moves_sent.get(session) == state.round:
            return msgspec.structs.replace(state, moves=(), rounds=())
        self._moves_sent[session] = state.round
        return state

    def _send_record(self) -> None:
        """Gives every seated connection the finished game's record, once each (a seat that
        comes back at game over gets it on its new connection)."""
        record = self._finished_record()
        if record is None:
            return
        for session in list(self._by_token.values()):
            if self._record_sent.get(session) == record.id or session.paused:
                continue
            try:
                session.send(GameOver(game=record))
                self._record_sent[session] = record.id
            except Exception:
                log.exception("could not send the game's record")

    def _finished_record(self) -> GameRecord | None:
        records = self.table.records
        first = records[0] if records else None
        if self._game_record is None or self._game_record[0] is not first:
            try:
                self._game_record = (first, record_from_table(self.table, finished=time.time()))
            except RecordError as exc:
                log.error("the finished game cannot be recorded: %s", exc)
                return None
        return self._game_record[1]

    # -- one connection -----------------------------------------------------------------

    def session_opened(self, session: Session) -> None:
        self._sessions[session] = None
        if self._closing:
            session.send(Error(code="closing", message="The table is closing."))
            session.close()
            return
        waiting = [s for s in self._sessions if s.token is None and not s.closing]
        if len(waiting) > self.max_pending:
            # Refusing the newcomer would let one machine holding idle sockets lock everyone
            # else out, a seated player coming back included: the address holding the most
            # waiting connections gives up its oldest one instead. A connection whose key
            # exchange waits its turn keeps its place, or a friend reaching the front of
            # the line would be the one dropped.
            idle = [s for s in waiting if not s.queued]
            counts = Counter(s.address for s in idle)
            busiest = max(counts, key=counts.__getitem__)
            victim = next(s for s in idle if s.address == busiest)
            log.warning("too many connections without hello; dropping one from %s", busiest)
            self._refuse(victim, "busy", "The table is busy; try again in a moment.", 1.0)
            victim.close()
            if victim is session:
                return
        session.hello_timer = asyncio.get_running_loop().call_later(
            self.hello_timeout, self._hello_expired, session
        )

    def session_data(self, session: Session) -> None:
        """Handles every complete message received so far."""
        conn = session.conn
        while not session.paused:
            event = conn.next_event()
            if event is NEED_DATA:
                return
            if event is CLOSED:
                session.close()
                return
            if isinstance(event, Broken):
                log.info("%s: %s; closing", session.address, event.error.message)
                session.send(event.error)
                session.linger()
                return
            if isinstance(event, Invalid):
                log.debug("%s: %s", session.address, event.error.message)
                session.send(event.error)
            elif isinstance(event, Hello):
                self._hello(session, event)
                if conn.state is ConnState.DONE:
                    session.close()
                    return
            elif isinstance(event, Leave):
                self._leave(session, event)
                session.close()
                return
            else:
                self._command(session, event)

    def _hello_expired(self, session: Session) -> None:
        if session.conn.state is ConnState.AWAITING_HELLO:
            log.info("%s sent no hello in time; closing", session.address)
            message = f"No hello within {self.hello_timeout:g} seconds; closing."
            session.send(Error(code="bad_message", message=message))
            session.close()

    def session_offered(self, session: Session) -> None:
        """A handshake is offered: each one answered is one guess at the code, so the
        limits decide first, before any work is spent on it (see ``codes``)."""
        if self._closing:
            return self._refuse(session, "closing", "The table is closing.")
        ticket = self.guesses.admit(session.source)
        if isinstance(ticket, Wait):
            return self._too_many(session, ticket)
        session.ticket = ticket
        session.start_exchange(
            lambda work: self._exchanges.run(work, lambda: self._overdue(session))
        )

    def _overdue(self, session: Session) -> None:
        """Waited too long in a busy line: sent away to try again, which costs nothing."""
        self._refuse(session, "busy", "The table is busy; try again in a moment.", 0.0)
        session.close()

    def _too_many(self, session: Session, wait: Wait) -> None:
        seconds = wait.seconds
        whole = max(1, math.ceil(seconds))
        later = f"try again in {whole} second{'' if whole == 1 else 's'}."
        if wait.locked_out:
            message = f"Too many wrong attempts from this address; {later}"
        else:
            log.info("%s refused: the table's budget of wrong codes is spent", session.address)
            message = f"This table had too many wrong codes lately; {later}"
        self._refuse(session, "too_many_attempts", message, seconds)

    def session_answered(self, session: Session) -> None:
        if session.ticket is not None:
            self.guesses.answered(session.ticket)

    def session_established(self, session: Session) -> None:
        log.debug("%s proved the code", session.address)
        if session.ticket is not None:
            self.guesses.proved(session.ticket)
            session.ticket = None

    def session_wrong_code(self, session: Session) -> None:
        if session.ticket is not None:
            self.guesses.failed(session.ticket)
            session.ticket = None
        log.info("%s refused: wrong code", session.address)
        self._refuse(session, "wrong_code", WRONG_CODE)
        session.close()

    def session_broken(self, session: Session, broken: BrokenChannel) -> None:
        if broken.legacy:
            log.info("%s speaks protocol version 1; refused", session.address)
            message = (
                f"This table speaks protocol version {PROTOCOL_VERSION}, which your app does"
                " not: update the app to join it."
            )
            session.send(
                Error(code="protocol_mismatch", message=message, protocol=PROTOCOL_VERSION)
            )
            session.linger()
            return
        log.info("%s: %s; closing", session.address, broken.reason)
        session.close()

    def _hello(self, session: Session, hello: Hello) -> None:
        address = session.address
        if self._closing:
            return self._refuse(session, "closing", "The table is closing.")
        if hello.protocol != PROTOCOL_VERSION:
            message = (
                f"This table speaks protocol version {PROTOCOL_VERSION}, your app"
                f" speaks version {hello.protocol}: update the older one."
            )
            err = Error(code="protocol_mismatch", message=message, protocol=PROTOCOL_VERSION)
            session.send(err)
            return
        now = self._now()
        known = self.table.version
        try:
            if hello.resume is not None:
                token = hello.resume
                seat = self.table.resume(token, now)
            elif hello.name is None:
                return self._refuse(
                    session, "bad_message", "A hello needs a name, or a resume token."
                )
            else:
                # The channel already proved the code: only the name is left to check.
                seat, token = self.table.join(hello.name, self.table.code, now)
        except TableError as exc:
            if exc.code in ("wrong_code", "bad_token"):
                self.guesses.bad_token(session.source)
            message = exc.message
            if exc.code == "bad_token" and hello.seen and hello.round:
                # Never silent about a game lost with its journal (an emptied database).
                log.warning(
                    "an app came back to round %d of a game this table does not hold: if"
                    " this host restarted, its journal lost that game (emptied or deleted)."
                    " Its players must join this table anew, with its invitation code",
                    hello.round,
                )
                message = (
                    "This table no longer holds your game: the host lost what it had saved of"
                    " it. Ask the host for the code of the new table and join it."
                )
            log.info("%s refused: %s", address, message)
            return self._refuse(session, exc.code, message)
        if session.hello_timer is not None:
            session.hello_timer.cancel()
        older = self._by_token.get(token)
        if older is not None and older is not session:
            log.info("seat %d reclaimed from %s by %s", seat, older.address, address)
            older.token = None
            reason = "This seat was taken over by a newer connection."
            older.send(Closing(message=reason, reason="replaced"))
            older.close()
        session.token = token
        self._by_token[token] = session
        self._seats.clear()
        name = self.table.names()[seat]
        log.info("%s %s seat %d (%s)", name, "resumed" if hello.resume else "took", seat, address)
        if self.rebuilding.wants(self.table, hello):
            self.rebuilding.gather(self.table, seat, hello, now)
        elif hello.seen is not None and hello.seen > known:
            self._recover(hello, name, hello.seen - known, now)
        self._record()  # a token handed out is a token a restarted host must know
        session.send(Welcome(seat=seat, token=token, host=seat == self.table.host_seat))
        if self.rebuilding.ready(now):
            self._settle(now)
        else:
            self._broadcast()

    def _recover(self, hello: Hello, name: str, behind: int, now: float) -> None:
        """An app saw a version the table never reached: the journal this host resumed from
        is behind. The moves it lost are rebuilt from what the app saw, checked by the rules;
        when they cannot be, every screen is told the table went back in time. Either way the
        next change is numbered past what the app saw."""
        try:
            rebuilt = catch_up(self.table, hello.round, hello.moves, now)
        except ValueError as exc:
            log.error(
                "the journal is %d changes behind what %s's app saw and cannot be rebuilt"
                " from it (%s): the table goes on from the journal",
                behind, name, exc,
            )  # fmt: skip
            self.rewound = self.table.round_number
        else:
            log.warning(
                "the journal was %d changes behind what %s's app saw: %d moves rebuilt from it",
                behind, name, rebuilt,
            )  # fmt: skip
        self.table.skip_to(hello.seen or 0, now)

    def _settle(self, now: float) -> None:
        """Rebuilds from the apps gathered, or says why not, and tells everyone."""
        self._moves_sent.clear()  # whichever table comes out, every app gets it whole
        if self.rebuilding.settle(self.table, now, self._broadcast):
            self.rewound = self.table.round_number
        self._broadcast()

    def _refuse(
        self, session: Session, code: ErrorCode, message: str, retry_after: float | None = None
    ) -> None:
        session.send(Error(code=code, message=message, retry_after=retry_after))

    def _command(self, session: Session, command: Command) -> None:
        if isinstance(command, Ping):
            session.send(Pong(seq=command.seq))
            return
        seat = self._seat_of(session.token)
        if seat is None:
            message = "You no longer have a seat."
            session.send(Error(code="not_seated", message=message, seq=command.seq))
            return
        now = self._now()
        if self.rebuilding.holding:
            message = "The table is getting back the moves its host lost; wait a moment."
            session.send(Error(code="wrong_phase", message=message, seq=command.seq))
            return
        self._catch_up(now)
        try:
            if isinstance(command, ReplayRound):
                self.rebuilding.replay_round(self.table, seat, now)
            elif isinstance(command, Play):
                self.table.play(seat, Tile(*command.tile), command.end, now)
            elif isinstance(command, Pass):
                self.table.pass_turn(seat, now)
            elif isinstance(command, Start):
                self.table.start(seat, now)
            elif isinstance(command, NextRound):
                self.table.next_round(seat, now)
            elif isinstance(command, NewGame):
                self.table.new_game(seat, command.target, now)
        except TableError as exc:
            session.send(Error(code=exc.code, message=exc.message, seq=command.seq))
            return
        self._broadcast()

    def _leave(self, session: Session, command: Leave) -> None:
        token = session.token
        seat = self._seat_of(token)
        if token is None or seat is None:
            message = "You no longer have a seat."
            session.send(Error(code="not_seated", message=message, seq=command.seq))
            return
        log.info("%s left seat %d", self.table.names()[seat], seat)
        self.table.leave(seat, self._now())
        del self._by_token[token]
        session.token = None
        self._record()
        session.send(Closing(message="You left the table.", reason="left"))
        self._broadcast()

    def session_resumed(self, session: Session) -> None:
        """A connection that had stopped reading takes bytes again: it gets the snapshot
        it missed meanwhile (the latest) and, at game over, the game's record."""
        if session not in self._behind:
            return
        self._behind.discard(session)
        seat = self._seat_of(session.token)
        if seat is not None:
            self._send_state(session, seat, self._clock(), self.rebuilding.notice(self.table))
        if self.table.phase == "over":
            self._send_record()

    def session_lost(self, session: Session) -> None:
        """A connection ended: its seat, if still its own, is marked disconnected."""
        self._sessions.pop(session, None)
        self._behind.discard(session)
        self._record_sent.pop(session, None)
        self._moves_sent.pop(session, None)
        if session.ticket is not None:
            # Gone before proving the code: a guess if the table's proof had gone out.
            self.guesses.abandoned(session.ticket)
            session.ticket = None
        token = session.token
        if token is None or self._by_token.get(token) is not session:
            return
        del self._by_token[token]
        seat = self.table.seat_of(token)
        if seat is None or self._closing:
            return
        log.info("%s (seat %d) disconnected", self.table.names()[seat], seat)
        self.table.set_connected(seat, False, self._now())
        self._broadcast()
