"""Fan-out of the table to its seats: each change written to the journal, then every
seated connection its own snapshot, and the finished game's record once each.

Kept apart from the server, which owns the connections, so that what a seat is sent after
a change (trimmed to what it already holds, marked unsaved or rewound, held back from a
reader that is stuck and given the latest when it reads again) reads in one place. It
only writes: setting the table's clock after a change is the caller's part (see
:meth:`dominos.net.host.liveness.Liveness.changed`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Protocol

import msgspec

from dominos.net.host.rebuilding import Rebuilding
from dominos.net.host.retried import RetriedWrite
from dominos.net.host.room import Room
from dominos.net.host.session import Session
from dominos.net.host.vouching import Seals
from dominos.net.wire.framing import padded
from dominos.net.wire.messages import GameOver, encode
from dominos.table import Table
from dominos.table.record import GameRecord, RecordError, record_from_table
from dominos.table.state import Recovery, State

__all__ = ["Fanout", "Journal"]

#: In the server's own log: one place to read what happened to the table.
log = logging.getLogger("dominos.net.host.server")


class Journal(Protocol):
    """Where the table is written down after each change, before any client hears of it."""

    def record(self, table: Table) -> None: ...

    def keep_time(self, table: Table, now: float) -> None:
        """Writes down how long the turn or break under way has left, between changes."""


class Fanout:
    """Writes the table to its seats after each change.

    ``journal`` records every change before a byte about it is sent; ``rebuilding`` says
    what every snapshot tells of lost rounds being rebuilt. :attr:`on_change` is called
    after every broadcast, e.g. to update a discovery record.
    """

    def __init__(
        self,
        room: Room,
        journal: Journal | None,
        rebuilding: Rebuilding,
        seals: Seals | None = None,
    ) -> None:
        self.room = room
        self.journal = journal
        self.rebuilding = rebuilding
        #: Seals each snapshot, so that the app can prove it on its return.
        self.seals = seals if seals is not None else Seals(room.table.seal_key)
        self.on_change: Callable[[], None] | None = None
        #: The finished game's record (built once, keyed by its first round), and the id
        #: of the record each connection was given.
        self._game_record: tuple[object, GameRecord] | None = None
        self._record_sent: dict[Session, str] = {}
        #: The round whose moves each connection holds whole (see :meth:`_send_state`).
        self._moves_sent: dict[Session, int] = {}
        #: The watchers' states, taken at each change and written at the loop's next turn
        #: (:meth:`_send_watchers`), and the timer that writes them.
        self._for_watchers: list[tuple[dict[bool, State], list[tuple[Session, bool]], bool]] = []
        self._flush: asyncio.TimerHandle | None = None
        #: Seated connections that were not reading when a snapshot went out, and so are
        #: owed the latest one when they read again.
        self._behind: set[Session] = set()
        self._saving = RetriedWrite(
            log,
            "could not save the table (%s): if the host stops now, the moves since are lost;"
            " trying again at every change",
            "the table is saved again",
        )

    def record(self) -> None:
        """Commits the change to the journal; a failed write is never fatal.

        A disk that fills up fails every write until space comes back: the log says so once
        when it starts and once when it ends, not a traceback per move, and meanwhile every
        snapshot carries ``unsaved`` so each screen can say the table is at risk.
        """
        if self.journal is None:
            return
        room = self.room
        try:
            self.journal.record(room.table)
        except Exception as exc:
            self._saving.failed(exc)
        else:
            self._saving.worked()
        room.unsaved = self._saving.failing

    def keep_time(self, now: float) -> None:
        """Has the journal write down the time left of the turn or break under way, so a
        host restarted after a crash resumes it as it stood rather than whole. Not while the
        table is held for the apps to rebuild it: no clock runs then."""
        if self.journal is None or self.rebuilding.holding:
            return
        try:
            self.journal.keep_time(self.room.table, now)
        except Exception as exc:  # the pulse goes on: the next change says if saving fails
            log.debug("the time left was not written down: %s", exc)

    def broadcast(self, *, journal: bool = True) -> None:
        """Writes every seated connection its own snapshot, and every watcher the snapshot
        of no seat. Without ``journal``, nothing of the table changed (a watcher came or
        went): nothing is written down, only the list of who is watching is news."""
        if journal:
            self.record()
        room = self.room
        table = room.table
        now = room.clock()
        if table.phase == "lobby":
            room.seats.clear()
        recovery = self.rebuilding.notice(table)
        seat_of = room.seat_of
        for token, session in list(room.by_token.items()):
            seat = seat_of(token)
            if seat is None:
                continue
            if session.paused:
                # It is not taking what it was sent: nothing more piles up for it. Once it
                # reads again it gets the latest snapshot, which is complete on its own.
                self._behind.add(session)
                self._moves_sent.pop(session, None)
                continue
            self._send_state(session, seat, now, recovery)
        if room.watchers.live:
            self._send_watchers(now, recovery)
        if table.phase == "over":
            self._send_record()
        if self.on_change is not None:
            try:
                self.on_change()
            except Exception:
                log.exception("on_change failed")

    def resend_whole(self) -> None:
        """Every connection gets the next snapshot whole, whatever it held before."""
        self._moves_sent.clear()

    def forget(self, session: Session) -> None:
        """A connection ended: nothing is owed to it any more."""
        self._behind.discard(session)
        self._record_sent.pop(session, None)
        self._moves_sent.pop(session, None)

    def _send_state(
        self, session: Session, seat: int | None, now: float, recovery: Recovery | None
    ) -> None:
        """``seat``'s snapshot to ``session``; with ``None``, the snapshot of no seat, which
        a watcher is sent."""
        try:
            # A connection that already holds the round's moves gets them one at a time in
            # ``last``, and mid-round the game's finished rounds not again
            # (docs/protocol.md, ``moves`` and ``rounds``); the rest get both whole.
            held = self._moves_sent.get(session) == self.room.table.round_number
            state = self._state(seat, now, recovery, whole=not held)
            self._moves_sent[session] = state.round
            session.send(state)
        except Exception:
            log.exception("could not send seat %s its snapshot", seat)

    def _state(self, seat: int | None, now: float, recovery: Recovery | None, whole: bool) -> State:
        """What ``seat`` (``None``: a watcher) is sent now: the table's snapshot with what
        the host adds beside it. A watcher's has no seal: it has nothing to prove on its
        return."""
        room = self.room
        table = room.table
        state = table.snapshot(seat, now, whole=whole)
        extra: dict[str, object]
        if recovery is not None and recovery.status == "waiting":
            # The table's clocks stand still while it waits: no screen counts down. These
            # states show the journal's older table, which the apps do not keep: unsealed.
            extra = {"turn_ms_left": None, "break_ms_left": None}
        elif seat is None:
            extra = {}
        else:
            # The seals cover none of the fields set beside them here.
            seal, round_seal = self.seals.stamp(table, state)
            extra = {"seal": seal, "round_seal": round_seal}
        return msgspec.structs.replace(
            state,
            unsaved=room.unsaved,
            rewound=room.rewound == state.round,
            recovery=recovery,
            watchers=room.watchers.names,
            **extra,
        )

    def _send_watchers(self, now: float, recovery: Recovery | None) -> None:
        """Every watcher the snapshot of no seat, once the seats have theirs.

        The snapshot is taken now (each watcher gets every state, in order), but encoded,
        sealed and written at the loop's next turn, after what has arrived meanwhile is
        read: a player's state or command never waits behind the watchers'. One state is
        encoded once for all the watchers holding the round's moves, and once for those
        who need it whole.
        """
        number = self.room.table.round_number
        states: dict[bool, State] = {}
        to: list[tuple[Session, bool]] = []
        for session in self.room.watchers.live:
            if session.paused:
                self._behind.add(session)
                self._moves_sent.pop(session, None)
                continue
            held = self._moves_sent.get(session) == number
            if held not in states:
                try:
                    states[held] = self._state(None, now, recovery, whole=not held)
                except Exception:
                    log.exception("could not build the watchers' snapshot")
                    return
            self._moves_sent[session] = number
            to.append((session, held))
        over = self.room.table.phase == "over"
        self._for_watchers.append((states, to, over))
        if self._flush is None:
            # A timer, not call_soon: due timers run after the I/O that is ready.
            self._flush = asyncio.get_running_loop().call_later(0, self._flush_watchers)

    def _flush_watchers(self) -> None:
        """Writes the watchers the states queued for them, in order."""
        self._flush = None
        queued, self._for_watchers = self._for_watchers, []
        watching = self.room.watchers.live
        for states, to, over in queued:
            lines: dict[bool, bytes] = {}
            for session, held in to:
                if session not in watching:  # gone, or sat down: a seat's state follows
                    continue
                line = lines.get(held)
                if line is None:
                    line = lines[held] = padded(encode(states[held]) + b"\n")
                session.send_line(line)
            if over:
                self._send_record(watchers=True)

    def _send_record(self, *, watchers: bool = False) -> None:
        """Gives every seated connection the finished game's record, once each (a seat that
        comes back at game over gets it on its new connection); or, with ``watchers``,
        every watcher, after its state (every round's hands were shown to all as it ended)."""
        record = self._finished_record()
        if record is None:
            return
        room = self.room
        for session in list(room.watchers.live if watchers else room.by_token.values()):
            if self._record_sent.get(session) == record.id or session.paused:
                continue
            try:
                session.send(GameOver(game=record))
                self._record_sent[session] = record.id
            except Exception:
                log.exception("could not send the game's record")

    def _finished_record(self) -> GameRecord | None:
        table = self.room.table
        records = table.records
        first = records[0] if records else None
        if self._game_record is None or self._game_record[0] is not first:
            try:
                self._game_record = (first, record_from_table(table, finished=time.time()))
            except RecordError as exc:
                log.error("the finished game cannot be recorded: %s", exc)
                return None
        return self._game_record[1]

    def session_resumed(self, session: Session) -> None:
        """A connection that had stopped reading takes bytes again: it gets the snapshot
        it missed meanwhile (the latest) and, at game over, the game's record."""
        if session not in self._behind:
            return
        self._behind.discard(session)
        room = self.room
        seat = room.seat_of(session.token)
        if seat is not None or session in room.watchers:
            self._send_state(session, seat, room.clock(), self.rebuilding.notice(room.table))
        if room.table.phase == "over":
            self._send_record(watchers=session in room.watchers)
