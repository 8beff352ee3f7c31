"""A seat's way back to its table: the heartbeat that notices a silent table, the
connection given up for it, and the reconnections that follow until the seat is taken
back or the table says never (docs/protocol.md, "Heartbeat").

Kept apart from joining and commands: this is everything that happens after a link
drops, and every way the client ends for good.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import Final, Protocol

from dominos.net.app.callbacks import call, count_down, log
from dominos.net.app.lifecycle import Event, LifeCycle, Phase
from dominos.net.app.link import HelloUnanswered, JoinRefused, Link, NotConnected
from dominos.net.app.returning import Memory
from dominos.net.wire.messages import (
    Closing,
    Error,
    Hello,
    Ping,
    ServerMessage,
    State,
    Welcome,
    encode_part,
)
from dominos.terms import NOT_NOW

__all__ = ["BACKOFF", "LONGEST_WAIT", "Reconnector", "Seat"]

#: Seconds between reconnection attempts; the last value repeats until one succeeds.
BACKOFF: Final = (0.2, 0.5, 1.0, 2.0, 3.0)
#: The longest a reconnecting app waits when the table says "not now" with a
#: ``retry_after``: past the 60 s an address is locked out for, so a lock-out is waited
#: out whole rather than prolonged by tries, yet a table asking for more (or a clock gone
#: wrong) cannot keep a seat away for good.
LONGEST_WAIT: Final = 90.0
#: Refusals that, to a seat coming back to a game under way, mean the table no longer holds
#: that game: a game never frees a seat, so another code or an unknown token at the table's
#: address is a table that lost it (an emptied journal) or another table altogether.
_FORGOTTEN: Final = frozenset({"bad_token", "wrong_code"})


class Seat(Protocol):
    """What the reconnector asks of the client whose seat it brings back."""

    #: Told of every refusal of a command, one sent on a connection given up too.
    on_error: Callable[[Error], None]
    #: Told, with a sentence, that the table ended the seat for good.
    on_closed: Callable[[str], None]
    #: Told the seconds since the connection dropped, at the drop and as it comes back.
    on_reconnecting: Callable[[float], None] | None
    #: Asked before each attempt where the table is now (see ``Client.locate``).
    locate: Callable[[], tuple[str, int] | None] | None
    #: Where the table is: host and port.
    address: tuple[str, int]

    @property
    def token(self) -> str | None:
        """The seat's token, to come back with."""

    @property
    def state(self) -> State | None:
        """The latest state shown."""

    async def open(self, hello: Hello) -> tuple[Link, Welcome, State]:
        """Opens a link to the table and takes the seat with ``hello``."""
        ...

    def adopt(self, link: Link, welcome: Welcome, state: State) -> None:
        """Makes a seated link the current one, and shows its first state."""

    def deliver(self, state: State) -> None:
        """Shows a state."""


class Reconnector:
    """The way back for a ``seat`` whose link dropped, and the heartbeat that notices a link
    gone silent; it holds the current link and the seat's :class:`LifeCycle`, and decides
    when the seat ends for good. The client drives it by events (``seated``, ``heard``,
    ``sent``, ``lost``, ``finish``, ``close``) and reads it through its properties.

    ``memory`` says what the seat saw, for the returning hello. Attempts are ``backoff``
    seconds apart, waited with ``sleep`` (``asyncio.sleep``, or a test's own clock); a
    table that sends nothing for ``silence`` seconds is given up and reconnected to. Every
    time read (the silence, the seconds since the drop) comes from ``clock``, by default the
    event loop's, taken when a link is first seated; the heartbeat waits with ``tick``, so a
    test can let a silence pass in no time.
    Its pings take their numbers from ``seq``, which numbers the seat's commands.
    """

    def __init__(
        self,
        seat: Seat,
        memory: Memory,
        seq: Iterator[int],
        *,
        backoff: tuple[float, ...],
        sleep: Callable[[float], Awaitable[None]],
        silence: float,
        clock: Callable[[], float] | None = None,
        tick: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.seat = seat
        self.memory = memory
        self.seq = seq
        self.backoff = backoff
        self.sleep = sleep
        self.silence = silence
        self.tick = tick
        self._given_clock = clock
        #: Read at every message and command: asking asyncio for the running loop each time
        #: costs a system call (it checks the process id).
        self._clock: Callable[[], float] = clock if clock is not None else time.monotonic
        self._life = LifeCycle()
        self._link: Link | None = None
        self._retired: Link | None = None
        self._reconnecting: asyncio.Task[None] | None = None
        self._keepalive: asyncio.Task[None] | None = None
        #: Pings and other waiters for an answer on the current link, by ``seq``: a link
        #: that drops fails them.
        self._pongs: dict[int, asyncio.Future[None]] = {}
        self._last_heard = 0.0
        self._last_sent = 0.0
        self._close_reason: str | None = None

    # -- what others read -------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Where the seat's connection is in its life (see :mod:`dominos.net.app.lifecycle`)."""
        return self._life.phase

    @property
    def link(self) -> Link | None:
        """The seated connection, while there is one."""
        return self._link

    @property
    def retired(self) -> Link | None:
        """A connection given up for silence, kept open until a new one is seated: a table
        that was only frozen still reads what was sent on it, in order, and replaces it with
        the new one without ever marking the seat disconnected."""
        return self._retired

    @property
    def reconnecting(self) -> asyncio.Task[None] | None:
        """The reconnection under way, if any."""
        return self._reconnecting

    @property
    def done(self) -> bool:
        """The seat ended for good (or the client was closed): no reconnection follows."""
        return self._life.phase is Phase.DONE

    @property
    def close_reason(self) -> str | None:
        """Why the table ended the seat for good (see ``Client.close_reason``)."""
        return self._close_reason

    # -- events -------------------------------------------------------------------------

    def seated(self, link: Link) -> None:
        """A link took the seat: it is the current one, heard from and written to now."""
        self._life.handle(Event.SEATED)
        self._link = link
        if self._given_clock is None:
            self._clock = asyncio.get_running_loop().time
        self._last_heard = self._last_sent = self._clock()
        self.close_retired()

    def heard(self) -> None:
        """The table said something on the current link."""
        self._last_heard = self._clock()

    def sent(self) -> None:
        """Something went out on the current link."""
        self._last_sent = self._clock()

    def awaiting(self, seq: int, waiter: asyncio.Future[None]) -> None:
        """``waiter`` waits for the table's answer to command ``seq`` on the current link:
        it is failed if the link drops first."""
        self._pongs[seq] = waiter

    def answered(self, seq: int | None) -> None:
        """The table answered command ``seq``; its waiter, if any, is told."""
        waiter = self._pongs.pop(seq, None) if seq is not None else None
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def forget(self, seq: int) -> None:
        """Nobody waits for the answer to command ``seq`` any more."""
        self._pongs.pop(seq, None)

    def beat(self, every: float) -> None:
        """Starts the heartbeat (see :meth:`keep_alive`)."""
        self._keepalive = asyncio.create_task(self.keep_alive(every))

    async def close(self) -> None:
        """Ends the seat from this side: the heartbeat and any reconnection stop, the link
        closes, and no callback follows."""
        self._life.handle(Event.ENDED)
        current = asyncio.current_task()
        tasks = (self._keepalive, self._reconnecting)
        self._keepalive = self._reconnecting = None
        for task in tasks:
            if task is not None and task is not current:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        self.drop_link()

    def lost(self, link: Link) -> None:
        if link is not self._link:
            return
        log.info("connection to the table dropped")
        self.drop_link()
        if self.phase is Phase.DONE:  # closing, still waiting for its tasks to stop
            return
        self._life.handle(Event.DROPPED)
        self._start_reconnecting()

    def _start_reconnecting(self) -> None:
        if self._reconnecting is None:
            self._reconnecting = asyncio.create_task(self._reconnect())

    async def _reconnect(self) -> None:
        clock = self._clock
        dropped = clock()
        self._report_reconnecting(0.0)
        delays = itertools.chain(self.backoff, itertools.repeat(self.backoff[-1]))
        memory = self.memory
        told = memory.past_bytes
        hello = memory.resume_hello(self.seat.token, told)
        asked = 0.0  # what the table's last "not now" asked to wait
        try:
            for delay in delays:
                await self._pause(max(delay, asked), lambda: clock() - dropped)
                if self.done:
                    return
                asked = 0.0
                self._report_reconnecting(clock() - dropped)
                self._relocate()
                try:
                    link, welcome, state = await self.seat.open(hello)
                except JoinRefused as refused:
                    if refused.code in NOT_NOW:
                        asked = min(refused.retry_after or 0.0, LONGEST_WAIT)
                        log.info("the table asked to wait %.1f s: %s", asked, refused.message)
                        continue
                    again = memory.watch_again() if hello.resume is not None else None
                    if refused.code == "bad_token" and again is not None:
                        # A host restarted from its journal keeps no watcher: the watcher
                        # comes in again under its name, as a watcher still, never seated.
                        log.info("the table no longer knows this watcher: watching again")
                        hello = again
                        continue
                    log.info("the table refused the reconnection: %s", refused.message)
                    self.finish(refused.message, self._refusal(refused.code))
                    return
                except HelloUnanswered:
                    if not hello.past:
                        continue
                    # A link too slow to carry the finished rounds in time: fewer each
                    # time, the oldest left out first, until the seat is back.
                    told = min(told, sum(len(encode_part(p)) for p in hello.past)) // 2
                    hello = memory.resume_hello(self.seat.token, told)
                    log.info("the hello was not answered in time: %d rounds next", len(hello.past))
                    continue
                except (OSError, TimeoutError) as exc:
                    log.debug("reconnection failed: %s", exc)
                    continue
                if self.phase is Phase.DONE:  # ended while the link was being opened
                    link.close()
                    return
                log.info("reconnected to the table after %.1f s", clock() - dropped)
                self._reconnecting = None
                self.seat.adopt(link, welcome, state)
                return
        finally:
            if self._reconnecting is asyncio.current_task():
                self._reconnecting = None

    async def _pause(self, seconds: float, since: Callable[[], float]) -> None:
        """Waits ``seconds``, telling the player each second how long the seat has been
        away: a minute the table asked for must not look like an app that froze. Ends early
        once the client is done (closed, or the table said it closed)."""

        def each_second(left: float) -> bool:
            if self.done:
                return False
            if left < seconds:  # the drop, or the attempt before, was just told
                self._report_reconnecting(since())
            return True

        await count_down(seconds, self.sleep, each_second)

    def _refusal(self, code: str) -> str:
        """The reason a refused reconnection gives: ``game_lost`` when the seat was in a
        game, which the table would never have freed."""
        known = self.memory.known
        if code in _FORGOTTEN and known is not None and known.phase != "lobby":
            return "game_lost"
        return code

    def _relocate(self) -> None:
        seat = self.seat
        if seat.locate is None:
            return
        try:
            found = seat.locate()
        except Exception:
            log.exception("could not look for the table's new address")
            return
        if found is not None and found != seat.address:
            log.info("the table is now at %s port %d", *found)
            seat.address = found

    async def keep_alive(self, every: float) -> None:
        """The heartbeat: pings whenever nothing else went out for ``every`` seconds, and
        reconnects when the table stays silent, so a vanished table (or this computer back
        from sleep) is noticed in seconds rather than when the operating system gives up.

        The ping is written without waiting for the socket to drain: on a dead link the
        buffer never drains, and the silence must still be noticed.
        """
        while not self.done:
            await self.tick(every / 2)
            link = self._link
            if link is None:
                continue
            now = self._clock()
            quiet = now - self._last_heard
            if quiet > self.silence:
                log.info("no word from the table for %.1f s; reconnecting", quiet)
                self._retire(link)
            elif now - self._last_sent >= every:
                with contextlib.suppress(ConnectionError):
                    link.send(Ping(seq=next(self.seq)))
                    self._last_sent = now

    def _retire(self, link: Link) -> None:
        """Gives up a silent connection without closing it, and starts reconnecting."""
        self._life.handle(Event.SILENT)
        self._link = None
        self.close_retired()
        self._retired = link
        self._fail_pongs()
        self._start_reconnecting()

    def late_word(self, message: ServerMessage) -> None:
        """What a table that was only frozen says on the connection given up for its silence,
        before the new one is seated: every change it makes meanwhile (the clocks it gives
        back, the move it reads from that connection, the moves it makes for absent seats)
        goes out there, and the new connection's first state is only the latest. So changes
        newer than any shown are shown, a refusal of a command sent on it is told, and a
        ``closing`` for any other reason than handing the seat to the new connection (the
        host closed the table) ends the seat at once: reconnecting to a table that is gone
        would only fail, and the player would learn why last, if at all. The rest (its
        pongs, that ``replaced``) is not news."""
        if isinstance(message, State):
            shown = self.seat.state
            if shown is None or message.version > shown.version:
                self.seat.deliver(message)
        elif isinstance(message, Error) and message.seq is not None:
            call(self.seat.on_error, message)
        elif isinstance(message, Closing) and message.reason != "replaced":
            log.info("the table closed while reconnecting: %s", message.message)
            self.finish(message.message, message.reason)

    def close_retired(self) -> None:
        retired, self._retired = self._retired, None
        if retired is not None:
            retired.close()

    def finish(self, message: str, reason: str) -> None:
        """The table ended the seat for good, saying ``message`` for ``reason``."""
        self._life.handle(Event.ENDED)
        self._close_reason = reason
        reconnecting, self._reconnecting = self._reconnecting, None
        if reconnecting is not None and reconnecting is not asyncio.current_task():
            reconnecting.cancel()  # an attempt under way ends with its own connection
        self.drop_link()
        call(self.seat.on_closed, message)

    def _report_reconnecting(self, since: float) -> None:
        if self.seat.on_reconnecting is not None:
            call(self.seat.on_reconnecting, since)

    def drop_link(self) -> None:
        link, self._link = self._link, None
        if link is not None:
            link.close()
        self.close_retired()
        self._fail_pongs()

    def _fail_pongs(self) -> None:
        for waiter in self._pongs.values():
            if not waiter.done():
                waiter.set_exception(NotConnected("the connection dropped"))
        self._pongs.clear()
