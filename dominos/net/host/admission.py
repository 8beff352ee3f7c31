"""Admission at the host: which connections and handshakes are answered at all, the
guessing limits charged for each (docs/protocol.md, Guessing), and the refusals sent.

Kept apart from the server so that everything that decides whether a stranger gets to try
the code reads in one place, next to what each outcome costs.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections import Counter

from dominos.net.host.exchanges import Comebacks, Exchanges
from dominos.net.host.guesses_kept import KEEP_SECONDS, Keeper, keep, restore
from dominos.net.host.refusals import Refusals
from dominos.net.host.retried import RetriedWrite
from dominos.net.host.room import Room
from dominos.net.host.session import Session
from dominos.net.wire.channel import WRONG_CODE, Answer
from dominos.net.wire.channel import Broken as BrokenChannel
from dominos.net.wire.codes import Guesses, Wait
from dominos.net.wire.framing import ConnState
from dominos.net.wire.messages import PROTOCOL_VERSION, Error, ErrorCode

__all__ = ["Admission", "refuse"]

#: In the server's own log: one place to read what happened to the table.
log = logging.getLogger("dominos.net.host.server")


class Admission:
    """The server's door.

    ``guesses`` decides which handshakes are answered and what each costs; ``keeper``
    keeps those limits, so a host restarted for this table goes on with them; key
    exchanges run in ``exchanges``, one at a time off the loop. A connection that sends
    no hello within ``hello_timeout`` seconds is closed, and no more than ``max_pending``
    connections wait without one.
    """

    def __init__(
        self,
        room: Room,
        guesses: Guesses,
        keeper: Keeper | None,
        exchanges: Exchanges[Answer],
        *,
        hello_timeout: float,
        max_pending: int,
    ) -> None:
        self.room = room
        self.guesses = guesses
        self.keeper = keeper
        self.exchanges = exchanges
        self.hello_timeout = hello_timeout
        self.max_pending = max_pending
        #: Sources whose handshake was sent away from the line, owed a turn if they ask
        #: again soon (an app does so at once; a flood moves on to other addresses).
        self.comebacks = Comebacks(clock=room.clock)
        #: Every refusal said once, and summed up under a flood.
        self.refusals = Refusals(room.clock)
        self._keeping: asyncio.TimerHandle | None = None
        #: A failure to keep the limits was said in the log, and not yet its end.
        self._keeping_write = RetriedWrite(
            log,
            "could not save the limits on guessing the code (%s): a host restarted from the"
            " journal would start them afresh",
            "the limits on guessing the code are saved again",
            back_level=logging.INFO,
        )
        self._take_up_guesses()

    def close(self) -> None:
        """The server closes: no key exchange runs any more, the handshakes cut short are
        settled, and the limits are written as they then stand."""
        self.exchanges.shutdown()
        for session in list(self.room.sessions):
            self.abandon(session)
        self.refusals.flush()
        self._keep_guesses_now()

    def abandon(self, session: Session) -> None:
        """Gone before proving the code: a guess if the table's proof had gone out."""
        if session.ticket is not None:
            if session.ticket.answered:
                why = "gone after the table's proof, without proving the code"
                self.refusals.refused("exchanges dropped after the proof", session.address, why)
            self.guesses.abandoned(session.ticket)
            session.ticket = None

    # -- the limits, kept across a restart (docs/protocol.md, Guessing) ----------------

    def _take_up_guesses(self) -> None:
        """Goes on with the limits a host before this one kept for the same table."""
        keeper = self.keeper
        if keeper is None:
            return
        try:
            kept = keeper.kept_guesses()
            if kept is not None:
                restore(self.guesses, kept, wall=time.time())
                log.info("guessing limits taken up where the table's journal left them")
        except Exception as exc:
            log.warning("the guessing limits kept for this table are lost (%s): afresh", exc)
        self.guesses.on_change = self._guesses_changed

    def _guesses_changed(self) -> None:
        if self._keeping is None and not self.room.closing:
            loop = asyncio.get_running_loop()
            self._keeping = loop.call_later(KEEP_SECONDS, self._keep_guesses)

    def _keep_guesses(self) -> None:
        self._keeping = None
        if self.keeper is None:
            return
        try:
            self.keeper.keep_guesses(keep(self.guesses, wall=time.time()))
        except Exception as exc:
            # The limits share the journal's file: while the table itself cannot be saved,
            # the line that says so already names the disk's fault, and the limits are
            # part of the table it says is not saved.
            self._keeping_write.failed(exc, said=self.room.unsaved)
        else:
            self._keeping_write.worked()

    def _keep_guesses_now(self) -> None:
        """Writes the limits as they stand, as the server closes (with the handshakes it
        cut short settled, which no timer is set for any more)."""
        if self._keeping is not None:
            self._keeping.cancel()
        self._keep_guesses()

    # -- connections --------------------------------------------------------------------

    def session_opened(self, session: Session) -> None:
        sessions = self.room.sessions
        sessions[session] = None
        if self.room.closing:
            session.send(Error(code="closing", message="The table is closing."))
            session.close()
            return
        waiting = [s for s in sessions if s.token is None and not s.closing]
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
            why = "too many connections without hello; its oldest one dropped"
            self.refusals.refused("busy", busiest, why)
            refuse(victim, "busy", "The table is busy; try again in a moment.", 1.0)
            victim.close()
            if victim is session:
                return
        session.hello_timer = asyncio.get_running_loop().call_later(
            self.hello_timeout, self._hello_expired, session
        )

    def _hello_expired(self, session: Session) -> None:
        if session.conn.state is ConnState.AWAITING_HELLO:
            self.refusals.refused("late hellos", session.address, "no hello in time")
            message = f"No hello within {self.hello_timeout:g} seconds; closing."
            session.send(Error(code="bad_message", message=message))
            session.close()

    def session_offered(self, session: Session) -> None:
        """A handshake is offered: each one answered is one guess at the code, so the
        limits decide first, before any work is spent on it (see ``codes``)."""
        if self.room.closing:
            return refuse(session, "closing", "The table is closing.")
        ticket = self.guesses.admit(session.source)
        if isinstance(ticket, Wait):
            return self._too_many(session, ticket)
        session.ticket = ticket
        # A source that proved the code before (a player back after a drop, a friend's
        # machine) goes first: a guesser cannot get one in without the code. A source sent
        # away from the line a moment ago is owed a turn (``exchanges``).
        first = self.guesses.is_friend(session.source)
        again = not first and self.comebacks.take(session.source)
        session.start_exchange(
            lambda work: self.exchanges.run(
                work, lambda: self._overdue(session, again), first=first, again=again
            )
        )

    def _overdue(self, session: Session, again: bool) -> None:
        """Waited too long in a busy line: sent away to try again, which costs nothing, and
        owed a turn when it does. Only a source's free exchange is owed one (a friend's,
        unless its source failed before), and only once: a try that was owed a turn is not
        owed another. Sources that failed before, which only the table's budget lets in,
        would otherwise take half the table's turns from the ordinary line during a
        flood."""
        ticket = session.ticket
        if not again and ticket is not None and ticket.fresh is not None:
            self.comebacks.owe(session.source)
        self.refusals.refused("busy", session.address, "busy, waited too long in line")
        refuse(session, "busy", "The table is busy; try again in a moment.", 0.0)
        session.close()

    def _too_many(self, session: Session, wait: Wait) -> None:
        seconds = wait.seconds
        whole = max(1, math.ceil(seconds))
        later = f"try again in {whole} second{'' if whole == 1 else 's'}."
        if wait.locked_out:
            why = "this source is locked out"
            message = f"Too many wrong attempts from this address; {later}"
        else:
            why = "the table's budget of wrong codes is spent"
            message = f"This table had too many wrong codes lately; {later}"
        self.refusals.refused("too many attempts", session.address, why)
        refuse(session, "too_many_attempts", message, seconds)

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
        self.refusals.refused("wrong codes", session.address, "wrong code")
        refuse(session, "wrong_code", WRONG_CODE)
        session.close()

    def session_broken(self, session: Session, broken: BrokenChannel) -> None:
        if broken.legacy:
            why = f"it speaks another protocol version ({broken.reason})"
            self.refusals.refused("other versions", session.address, why)
            message = (
                f"This table speaks protocol version {PROTOCOL_VERSION}, which your app does"
                " not: update the app to join it."
            )
            session.send(
                Error(code="protocol_mismatch", message=message, protocol=PROTOCOL_VERSION)
            )
            session.linger()
            return
        self.refusals.refused("broken channels", session.address, broken.reason)
        session.close()


def refuse(
    session: Session, code: ErrorCode, message: str, retry_after: float | None = None
) -> None:
    """Tells ``session`` why it is not let in (or not served); closing it is the caller's."""
    session.send(Error(code=code, message=message, retry_after=retry_after))
