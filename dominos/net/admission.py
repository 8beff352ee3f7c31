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

from dominos.net.channel import WRONG_CODE, Answer
from dominos.net.channel import Broken as BrokenChannel
from dominos.net.codes import Guesses, Wait
from dominos.net.exchanges import Exchanges
from dominos.net.framing import ConnState
from dominos.net.guesses_kept import KEEP_SECONDS, Keeper, keep, restore
from dominos.net.messages import PROTOCOL_VERSION, Error, ErrorCode
from dominos.net.session import Session

__all__ = ["Admission"]

#: In the server's own log: one place to read what happened to the table.
log = logging.getLogger("dominos.net.server")


class Admission:
    """The server's door; its state is set up by the server."""

    guesses: Guesses
    keeper: Keeper | None
    _keeping: asyncio.TimerHandle | None
    #: A failure to keep the limits was said in the log, and not yet its end.
    _keep_failed: bool
    #: The journal's last write failed, which the log already said.
    unsaved: bool
    hello_timeout: float
    max_pending: int
    _exchanges: Exchanges[Answer]
    _sessions: dict[Session, None]
    _closing: bool

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
        if self._keeping is None and not self._closing:
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
            if not self._keep_failed and not self.unsaved:
                log.error(
                    "could not save the limits on guessing the code (%s): a host restarted"
                    " from the journal would start them afresh",
                    str(exc) or type(exc).__name__,
                )
                self._keep_failed = True
            return
        if self._keep_failed:
            log.info("the limits on guessing the code are saved again")
        self._keep_failed = False

    def _keep_guesses_now(self) -> None:
        """Writes the limits as they stand, as the server closes (with the handshakes it
        cut short settled, which no timer is set for any more)."""
        if self._keeping is not None:
            self._keeping.cancel()
        self._keep_guesses()

    # -- connections --------------------------------------------------------------------

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

    def _refuse(
        self, session: Session, code: ErrorCode, message: str, retry_after: float | None = None
    ) -> None:
        session.send(Error(code=code, message=message, retry_after=retry_after))
