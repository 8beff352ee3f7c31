"""Seating at the host: a hello that takes or takes back a seat, the commands a seat
sends, leaving, and a seat's connection lost.

Kept apart from the server, which owns the listening socket and the lifecycle: this is
what a verified connection can do once it is in, and every way it leaves its seat.
"""

from __future__ import annotations

import logging

from dominos.engine import Tile
from dominos.net.host.admission import Admission, refuse
from dominos.net.host.fanout import Fanout
from dominos.net.host.liveness import Liveness
from dominos.net.host.rebuilding import Rebuilding
from dominos.net.host.room import Room
from dominos.net.host.session import Session
from dominos.net.host.vouching import Seals
from dominos.net.host.watchers import Refused
from dominos.net.wire.framing import CLOSED, NEED_DATA, Broken, ConnState, Invalid
from dominos.net.wire.messages import (
    PROTOCOL_VERSION,
    Closing,
    Command,
    Error,
    Hello,
    Leave,
    NewGame,
    NextRound,
    Pass,
    Ping,
    Play,
    Pong,
    ReplayRound,
    Sit,
    Start,
    Welcome,
)
from dominos.table import TableError
from dominos.table.recovery import catch_up
from dominos.table.state import NO_SEAT

__all__ = ["Seating"]

#: In the server's own log: one place to read what happened to the table.
log = logging.getLogger("dominos.net.host.server")


class Seating:
    """What a connection does once admitted.

    The door (``admission``) is charged for a wrong token; every change is written by the
    ``fanout`` after the journal has it, and goes out through ``liveness``, which also
    says what time it is.
    """

    def __init__(
        self,
        room: Room,
        admission: Admission,
        fanout: Fanout,
        liveness: Liveness,
        rebuilding: Rebuilding,
        seals: Seals | None = None,
    ) -> None:
        self.room = room
        self.admission = admission
        self.fanout = fanout
        self.liveness = liveness
        self.rebuilding = rebuilding
        #: What proves a returning app's word (``dominos.net.host.vouching``).
        self.seals = seals if seals is not None else fanout.seals

    def session_data(self, session: Session) -> None:
        """Handles every complete message received so far."""
        conn = session.conn
        while not session.paused and not session.throttled:
            wait = session.message_wait()
            if wait > 0:
                # Faster than any app sends: read on once it may send again.
                if not session.throttled:
                    self._flooding(session)
                session.throttle(wait)
                return
            event = conn.next_event()
            if event is NEED_DATA:
                return
            session.spend_message()
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

    def _flooding(self, session: Session) -> None:
        seat = self.room.seat_of(session.token)
        who = f"seat {seat}" if seat is not None else "a connection"
        why = f"{who} sends messages faster than any app: slowed down"
        self.admission.refusals.refused("floods slowed down", session.address, why)

    def _hello(self, session: Session, hello: Hello) -> None:
        address, room = session.address, self.room
        table = room.table
        if room.closing:
            return refuse(session, "closing", "The table is closing.")
        if hello.protocol != PROTOCOL_VERSION:
            message = (
                f"This table speaks protocol version {PROTOCOL_VERSION}, your app"
                f" speaks version {hello.protocol}: update the older one."
            )
            err = Error(code="protocol_mismatch", message=message, protocol=PROTOCOL_VERSION)
            session.send(err)
            return
        if hello.watch:
            return self._watch(session, hello)
        now = self.liveness.now()
        known = table.version
        try:
            if hello.resume is not None:
                token = hello.resume
                seat = table.resume(token, now)
            elif hello.name is None:
                return refuse(session, "bad_message", "A hello needs a name, or a resume token.")
            else:
                # The channel already proved the code: only the name is left to check,
                # against those watching too (decisions.md 35).
                watching = room.watchers.named(hello.name)
                if watching is not None:
                    message = f"Someone at this table is already called {watching}."
                    raise TableError("name_taken", message + " Pick another name.")
                seat, token = table.join(hello.name, table.code, now)
        except TableError as exc:
            if exc.code in ("wrong_code", "bad_token"):
                self.admission.guesses.bad_token(session.source)
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
            self.admission.refusals.refused(exc.code.replace("_", " "), address, message)
            return refuse(session, exc.code, message)
        if session.hello_timer is not None:
            session.hello_timer.cancel()
        older = room.by_token.get(token)
        if older is not None and older is not session:
            log.info("seat %d reclaimed from %s by %s", seat, older.address, address)
            older.token = None
            reason = "This seat was taken over by a newer connection."
            older.send(Closing(message=reason, reason="replaced"))
            older.close()
        session.token = token
        room.by_token[token] = session
        room.seats.clear()
        name = table.names()[seat]
        log.info("%s %s seat %d (%s)", name, "resumed" if hello.resume else "took", seat, address)
        # From here on the hello says only what the table's seals prove it was told.
        hello, dropped = self.seals.vouched(seat, hello)
        if dropped is not None:
            log.warning(
                "%s's app (seat %d, %s) said it saw what this table never told it (%s):"
                " not believed, the game goes on as it stands",
                name, seat, address, dropped,
            )  # fmt: skip
        if self.rebuilding.wants(table, hello):
            self.rebuilding.gather(table, seat, hello, now)
        elif hello.seen is not None and hello.seen > known:
            self._recover(hello, name, hello.seen - known, now)
        self.fanout.record()  # a token handed out is a token a restarted host must know
        session.send(Welcome(seat=seat, token=token, host=seat == table.host_seat))
        if self.rebuilding.ready(now):
            self.liveness.settle(now)
        else:
            self.liveness.changed()

    def _watch(self, session: Session, hello: Hello) -> None:
        """A connection that proved the code comes to watch (docs/protocol.md, Watching):
        it is sent the snapshot of no seat, and every player learns who is watching."""
        room, address = self.room, session.address
        watchers = room.watchers
        older = None if hello.resume is None else watchers.holder(hello.resume)
        try:
            token = watchers.come(session, hello.name, hello.resume, room.table.names())
        except Refused as exc:
            if exc.code == "bad_token":
                self.admission.guesses.bad_token(session.source)
            self.admission.refusals.refused(exc.code.replace("_", " "), address, exc.message)
            return refuse(session, exc.code, exc.message)
        if session.hello_timer is not None:
            session.hello_timer.cancel()
        if older is not None and older is not session:
            older.token = None
            reason = "You watch this table from a newer connection."
            older.send(Closing(message=reason, reason="replaced"))
            older.close()
        session.token = token
        name = watchers.name_of(session)
        log.info("%s %s watching (%s)", name, "is back" if hello.resume else "is", address)
        session.send(Welcome(seat=NO_SEAT, token=token, host=False, watching=True))
        # Nothing of the table changed: no journal, no clock; only who is watching.
        self.fanout.broadcast(journal=False)

    def _sit(self, session: Session, command: Sit) -> None:
        """A watcher takes a free seat in the lobby, behind those already seated, as any
        arrival does (decisions.md 2 and 36); once a game has started, seats never change."""
        room = self.room
        table, watchers = room.table, room.watchers
        name = watchers.name_of(session) or ""
        try:
            seat, token = table.join(name, table.code, self.liveness.now())
        except TableError as exc:
            session.send(Error(code=exc.code, message=exc.message, seq=command.seq))
            return
        watchers.sat_down(session)
        session.token = token
        room.by_token[token] = session
        room.seats.clear()
        log.info("%s sat down at seat %d (%s)", name, seat, session.address)
        self.fanout.record()  # a token handed out is a token a restarted host must know
        session.send(Welcome(seat=seat, token=token, host=seat == table.host_seat))
        self.liveness.changed()

    def _watcher_command(self, session: Session, command: Command) -> None:
        """What a watcher may send: ``sit``; every command that would move the game is
        refused, the game untouched (``ping`` and ``leave`` are answered before)."""
        if isinstance(command, Sit):
            if self.rebuilding.holding:
                message = "The table is getting back the moves its host lost; wait a moment."
                session.send(Error(code="wrong_phase", message=message, seq=command.seq))
                return
            self._sit(session, command)
            return
        message = "You are watching this table: only its four players can do that."
        session.send(Error(code="watching", message=message, seq=command.seq))

    def _recover(self, hello: Hello, name: str, behind: int, now: float) -> None:
        """An app saw a version the table never reached: the journal this host resumed from
        is behind. The moves it lost are rebuilt from what the app saw, checked by the rules;
        when they cannot be, every screen is told the table went back in time. Either way the
        next change is numbered past what the app saw."""
        table = self.room.table
        try:
            rebuilt = catch_up(table, hello.round, hello.moves, now)
        except ValueError as exc:
            log.error(
                "the journal is %d changes behind what %s's app saw and cannot be rebuilt"
                " from it (%s): the table goes on from the journal",
                behind, name, exc,
            )  # fmt: skip
            self.room.rewind()
        else:
            log.warning(
                "the journal was %d changes behind what %s's app saw: %d moves rebuilt from it",
                behind, name, rebuilt,
            )  # fmt: skip
        table.skip_to(hello.seen or 0, now)

    def _command(self, session: Session, command: Command) -> None:
        if isinstance(command, Ping):
            session.send(Pong(seq=command.seq))
            return
        if session in self.room.watchers:
            return self._watcher_command(session, command)
        seat = self.room.seat_of(session.token)
        if seat is None or isinstance(command, Sit):
            if isinstance(command, Sit) and seat is not None:
                message = "You already have a seat."
                session.send(Error(code="wrong_phase", message=message, seq=command.seq))
                return
            message = "You no longer have a seat."
            session.send(Error(code="not_seated", message=message, seq=command.seq))
            return
        liveness, table = self.liveness, self.room.table
        now = liveness.now()
        if self.rebuilding.holding:
            message = "The table is getting back the moves its host lost; wait a moment."
            session.send(Error(code="wrong_phase", message=message, seq=command.seq))
            return
        liveness.catch_up(now)
        try:
            if isinstance(command, ReplayRound):
                self.rebuilding.replay_round(table, seat, now)
            elif isinstance(command, Play):
                table.play(seat, Tile(*command.tile), command.end, now)
            elif isinstance(command, Pass):
                table.pass_turn(seat, now)
            elif isinstance(command, Start):
                table.start(seat, now)
            elif isinstance(command, NextRound):
                table.next_round(seat, now)
            elif isinstance(command, NewGame):
                table.new_game(seat, command.target, now)
        except TableError as exc:
            session.send(Error(code=exc.code, message=exc.message, seq=command.seq))
            return
        liveness.changed()

    def _leave(self, session: Session, command: Leave) -> None:
        token, room = session.token, self.room
        if session in room.watchers:
            log.info("%s stopped watching", room.watchers.name_of(session))
            room.watchers.left(session)
            session.token = None
            session.send(Closing(message="You stopped watching the table.", reason="left"))
            self.fanout.broadcast(journal=False)
            return
        seat = room.seat_of(token)
        if token is None or seat is None:
            message = "You no longer have a seat."
            session.send(Error(code="not_seated", message=message, seq=command.seq))
            return
        log.info("%s left seat %d", room.table.names()[seat], seat)
        room.table.leave(seat, self.liveness.now())
        del room.by_token[token]
        session.token = None
        self.fanout.record()
        session.send(Closing(message="You left the table.", reason="left"))
        self.liveness.changed()

    def session_lost(self, session: Session) -> None:
        """A connection ended: its seat, if still its own, is marked disconnected."""
        room = self.room
        room.sessions.pop(session, None)
        self.fanout.forget(session)
        self.admission.abandon(session)
        if room.watchers.gone(session):
            # A watcher holds no clock and no pause: the players only see the list change.
            if not room.closing:
                self.fanout.broadcast(journal=False)
            return
        token = session.token
        if token is None or room.by_token.get(token) is not session:
            return
        del room.by_token[token]
        seat = room.table.seat_of(token)
        if seat is None or room.closing:
            return
        log.info("%s (seat %d) disconnected", room.table.names()[seat], seat)
        room.table.set_connected(seat, False, self.liveness.now())
        self.liveness.changed()
