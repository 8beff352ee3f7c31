"""The host's clocks: the table's one deadline timer, and the pulse that drops silent
seats and gives back the time a frozen loop could not run (docs/protocol.md, "Heartbeat").

Kept apart from the server because every way into it reads the time here first
(:meth:`Liveness.now`), and what counts as a stall is decided in one place. Every change
goes out through :meth:`Liveness.changed`: the fan-out writes it, then the clock is set
for the table's next deadline.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Final

from dominos.net.host.fanout import Fanout
from dominos.net.host.rebuilding import Rebuilding
from dominos.net.host.room import Room

__all__ = ["PULSE_SECONDS", "STALL_SECONDS", "Liveness"]

#: In the server's own log: one place to read what happened to the table.
log = logging.getLogger("dominos.net.host.server")

#: How often the server checks for silent seats and for a loop that could not run.
PULSE_SECONDS: Final = 0.5
#: A pulse this much later than due means the loop was stalled: the clocks move by all the
#: time since the host last ran.
#: A loop merely slowed by a busy machine runs late by a second or so, pulse after pulse;
#: giving that back every time would stop the table's clocks altogether, so only a real
#: freeze (a sleeping laptop, a stopped process, heavy swapping) counts.
STALL_SECONDS: Final = 2.0


class Liveness:
    """The server's clocks.

    ``silence`` is how long a seated connection may send nothing before it is dropped
    (``None``: never, for peers that do not speak the heartbeat).
    """

    def __init__(
        self, room: Room, fanout: Fanout, rebuilding: Rebuilding, silence: float | None
    ) -> None:
        self.room = room
        self.fanout = fanout
        self.rebuilding = rebuilding
        self.silence = silence
        #: The table's clock: one timer, never set later than the next deadline.
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at: float | None = None
        #: When the server last ran anything; a pulse much later than due means a stall.
        self.alive_at = room.clock()
        self._pulse_timer: asyncio.TimerHandle | None = None

    def start(self) -> None:
        """Sets the table's clock and starts the pulse, as the server starts listening."""
        self.arm()
        self.alive_at = self.room.clock()
        self._pulse()

    def stop(self) -> None:
        """Neither clock runs any more (the room is closing)."""
        for timer in (self._timer, self._pulse_timer):
            if timer is not None:
                timer.cancel()
        self._timer = self._pulse_timer = None

    def changed(self) -> None:
        """The table changed: every seat hears of it, then the clock is set for what is
        due next. The one way a change goes out."""
        self.fanout.broadcast()
        self.arm()

    def settle(self, now: float) -> None:
        """Rebuilds from the apps gathered, or says why not, and tells everyone."""
        room = self.room
        self.fanout.resend_whole()  # whichever table comes out, every app gets it whole
        if self.rebuilding.settle(room.table, now, self.changed):
            room.rewind()
        self.changed()

    def arm(self) -> None:
        """Makes sure the one timer fires no later than the table's next deadline.

        A timer that would fire too early is left alone: it finds nothing due and re-arms.
        Moves push the deadline later every time, so this spares a reschedule per move and
        costs one idle wake-up per turn; only a deadline brought forward (a player who drops
        mid-turn) moves the timer.
        """
        room = self.room
        deadline = room.table.next_deadline()
        if deadline is None or room.closing or self.rebuilding.holding:
            return
        if self._timer is not None:
            if self._timer_at is not None and self._timer_at <= deadline:
                return
            self._timer.cancel()
        self._timer_at = deadline
        delay = max(0.0, deadline - room.clock())
        self._timer = asyncio.get_running_loop().call_later(delay, self._tick)

    def catch_up(self, now: float) -> None:
        """Fires deadlines already due, each with its own snapshot, before a command is judged.

        The timer may not have run yet when a busy loop reaches a command; the table would
        then refuse a move whose time ran out without the table's own move having gone out,
        and the refusal would overtake the snapshot that explains it. One snapshot per
        deadline: two automatic plays in a row are two messages, each shown as ``last``.
        """
        while self._advance(now):
            self.changed()

    def _tick(self) -> None:
        self._timer = self._timer_at = None
        now = self.now()
        changed = False
        while self._advance(now):
            self.changed()
            changed = True
        if not changed:
            self.arm()

    def _advance(self, now: float) -> bool:
        """Fires one due deadline; says in the log whose lobby seat the grace freed."""
        if self.rebuilding.holding:
            return False
        table = self.room.table
        lobby = table.names() if table.phase == "lobby" else []
        try:
            changed = table.advance_one(now)
        except Exception:
            log.exception("the table's clock failed")
            return False
        if lobby:
            still = set(table.names())
            for name in lobby:
                if name not in still:
                    log.info("%s stayed away too long; their seat in the lobby is freed", name)
        return changed

    def _pulse(self) -> None:
        """Runs every :data:`PULSE_SECONDS`: notices a stall, has the journal write down the
        time left of the turn under way, then drops silent seats."""
        now = self.now()
        if self.rebuilding.ready(now):
            self.settle(now)
        self.fanout.keep_time(now)
        if self.silence is not None:
            # Watchers too, so a watcher whose link died leaves the list of who is watching.
            for session in [*self.room.by_token.values(), *self.room.watchers.live]:
                quiet = now - session.heard
                if quiet > self.silence:
                    log.info(
                        "%s sent nothing for %.1f s; treating it as gone", session.address, quiet
                    )
                    session.abort()
        if not self.room.closing:
            self._pulse_timer = asyncio.get_running_loop().call_later(PULSE_SECONDS, self._pulse)

    def now(self) -> float:
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
        room = self.room
        now = room.clock()
        stalled = now - self.alive_at
        self.alive_at = now
        if stalled - PULSE_SECONDS > STALL_SECONDS and not room.closing:
            log.warning(
                "the host could not run for %.1f s; every clock gives that time back", stalled
            )
            for session in room.sessions:
                session.heard = min(session.heard + stalled, now)
            if room.table.shift(stalled, now):
                self.changed()
        return now
