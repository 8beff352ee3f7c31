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
import logging
from collections.abc import Awaitable, Callable, Iterator
from typing import Final, TypeVar

from dominos.net.link import HelloUnanswered, JoinRefused, Link, NotConnected
from dominos.net.messages import (
    Closing,
    Error,
    Hello,
    Ping,
    ServerMessage,
    State,
    Welcome,
    encode_part,
)
from dominos.net.returning import Memory

__all__ = ["BACKOFF", "LONGEST_WAIT", "Reconnecting"]

#: In the client's own log: one place to read what happened to the connection.
log = logging.getLogger("dominos.net.client")

#: Seconds between reconnection attempts; the last value repeats until one succeeds.
BACKOFF: Final = (0.2, 0.5, 1.0, 2.0, 3.0)
#: The longest a reconnecting app waits when the table says "not now" with a
#: ``retry_after``: past the 60 s an address is locked out for, so a lock-out is waited
#: out whole rather than prolonged by tries, yet a table asking for more (or a clock gone
#: wrong) cannot keep a seat away for good.
LONGEST_WAIT: Final = 90.0
#: Refusals that say "not now" rather than "never": the table is busy or slowing down its
#: address, and the seat is still there, so a reconnecting client keeps trying.
_TRANSIENT: Final = frozenset({"too_many_attempts", "busy"})
#: Refusals that, to a seat coming back to a game under way, mean the table no longer holds
#: that game: a game never frees a seat, so another code or an unknown token at the table's
#: address is a table that lost it (an emptied journal) or another table altogether.
_FORGOTTEN: Final = frozenset({"bad_token", "wrong_code"})
_T = TypeVar("_T")


class Reconnecting:
    """The client's recovery from a dropped link; its state is set up by the client."""

    memory: Memory
    welcome: Welcome | None
    backoff: tuple[float, ...]
    #: How the client waits between attempts: ``asyncio.sleep``, or a test's own clock.
    sleep: Callable[[float], Awaitable[None]]
    silence: float
    locate: Callable[[], tuple[str, int] | None] | None
    on_error: Callable[[Error], None]
    on_closed: Callable[[str], None]
    on_reconnecting: Callable[[float], None] | None
    state: State | None
    close_reason: str | None
    _host: str
    _port: int
    _link: Link | None
    _retired: Link | None
    _reconnecting: asyncio.Task[None] | None
    _pongs: dict[int, asyncio.Future[None]]
    _seq: Iterator[int]
    _last_heard: float
    _last_sent: float
    _done: bool

    @property
    def token(self) -> str | None:
        """The seat's token, to come back with (after the app restarts too)."""
        return None if self.welcome is None else self.welcome.token

    async def _open(self, hello: Hello) -> tuple[Link, Welcome, State]:
        """Opens a link and takes the seat (see :mod:`dominos.net.client`)."""
        raise NotImplementedError

    def _adopt(self, link: Link, welcome: Welcome, state: State) -> None:
        """Makes a seated link the current one (see :mod:`dominos.net.client`)."""
        raise NotImplementedError

    def _deliver(self, state: State) -> None:
        """Shows a state (see :mod:`dominos.net.client`)."""
        raise NotImplementedError

    def _lost(self, link: Link) -> None:
        if link is not self._link:
            return
        log.info("connection to the table dropped")
        self._drop_link()
        if not self._done and self._reconnecting is None:
            self._reconnecting = asyncio.create_task(self._reconnect())

    async def _reconnect(self) -> None:
        loop = asyncio.get_running_loop()
        dropped = loop.time()
        self._report_reconnecting(0.0)
        delays = itertools.chain(self.backoff, itertools.repeat(self.backoff[-1]))
        memory = self.memory
        told = memory.past_bytes
        hello = memory.resume_hello(self.token, told)
        asked = 0.0  # what the table's last "not now" asked to wait
        try:
            for delay in delays:
                await self._pause(max(delay, asked), lambda: loop.time() - dropped)
                if self._done:
                    return
                asked = 0.0
                self._report_reconnecting(loop.time() - dropped)
                self._relocate()
                try:
                    link, welcome, state = await self._open(hello)
                except JoinRefused as refused:
                    if refused.code in _TRANSIENT:
                        asked = min(refused.retry_after or 0.0, LONGEST_WAIT)
                        log.info("the table asked to wait %.1f s: %s", asked, refused.message)
                        continue
                    log.info("the table refused the reconnection: %s", refused.message)
                    self._finish(refused.message, self._refusal(refused.code))
                    return
                except HelloUnanswered:
                    if not hello.past:
                        continue
                    # A link too slow to carry the finished rounds in time: fewer each
                    # time, the oldest left out first, until the seat is back.
                    told = min(told, sum(len(encode_part(p)) for p in hello.past)) // 2
                    hello = memory.resume_hello(self.token, told)
                    log.info("the hello was not answered in time: %d rounds next", len(hello.past))
                    continue
                except (OSError, TimeoutError) as exc:
                    log.debug("reconnection failed: %s", exc)
                    continue
                log.info("reconnected to the table after %.1f s", loop.time() - dropped)
                self._reconnecting = None
                self._adopt(link, welcome, state)
                return
        finally:
            if self._reconnecting is asyncio.current_task():
                self._reconnecting = None

    async def _pause(self, seconds: float, since: Callable[[], float]) -> None:
        """Waits ``seconds``, telling the player each second how long the seat has been
        away: a minute the table asked for must not look like an app that froze. Ends early
        once the client is done (closed, or the table said it closed)."""
        while seconds > 1.0:
            await self.sleep(1.0)
            seconds -= 1.0
            if self._done:
                return
            self._report_reconnecting(since())
        await self.sleep(seconds)

    def _refusal(self, code: str) -> str:
        """The reason a refused reconnection gives: ``game_lost`` when the seat was in a
        game, which the table would never have freed."""
        known = self.memory.known
        if code in _FORGOTTEN and known is not None and known.phase != "lobby":
            return "game_lost"
        return code

    def _relocate(self) -> None:
        if self.locate is None:
            return
        try:
            found = self.locate()
        except Exception:
            log.exception("could not look for the table's new address")
            return
        if found is not None and found != (self._host, self._port):
            log.info("the table is now at %s port %d", *found)
            self._host, self._port = found

    async def _keep_alive(self, every: float) -> None:
        """The heartbeat: pings whenever nothing else went out for ``every`` seconds, and
        reconnects when the table stays silent, so a vanished table (or this computer back
        from sleep) is noticed in seconds rather than when the operating system gives up.

        The ping is written without waiting for the socket to drain: on a dead link the
        buffer never drains, and the silence must still be noticed.
        """
        loop = asyncio.get_running_loop()
        while not self._done:
            await asyncio.sleep(every / 2)
            link = self._link
            if link is None:
                continue
            now = loop.time()
            quiet = now - self._last_heard
            if quiet > self.silence:
                log.info("no word from the table for %.1f s; reconnecting", quiet)
                self._retire(link)
            elif now - self._last_sent >= every:
                with contextlib.suppress(ConnectionError):
                    link.send(Ping(seq=next(self._seq)))
                    self._last_sent = now

    def _retire(self, link: Link) -> None:
        """Gives up a silent connection without closing it, and starts reconnecting."""
        self._link = None
        self._close_retired()
        self._retired = link
        self._fail_pongs()
        if not self._done and self._reconnecting is None:
            self._reconnecting = asyncio.create_task(self._reconnect())

    def _late_word(self, message: ServerMessage) -> None:
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
            if self.state is None or message.version > self.state.version:
                self._deliver(message)
        elif isinstance(message, Error) and message.seq is not None:
            self._call(self.on_error, message)
        elif isinstance(message, Closing) and message.reason != "replaced":
            log.info("the table closed while reconnecting: %s", message.message)
            self._finish(message.message, message.reason)

    def _close_retired(self) -> None:
        retired, self._retired = self._retired, None
        if retired is not None:
            retired.close()

    def _finish(self, message: str, reason: str) -> None:
        self.close_reason = reason
        self._done = True
        reconnecting, self._reconnecting = self._reconnecting, None
        if reconnecting is not None and reconnecting is not asyncio.current_task():
            reconnecting.cancel()  # an attempt under way ends with its own connection
        self._drop_link()
        self._call(self.on_closed, message)

    def _report_reconnecting(self, since: float) -> None:
        if self.on_reconnecting is not None:
            self._call(self.on_reconnecting, since)

    def _drop_link(self) -> None:
        link, self._link = self._link, None
        if link is not None:
            link.close()
        self._close_retired()
        self._fail_pongs()

    def _fail_pongs(self) -> None:
        for waiter in self._pongs.values():
            if not waiter.done():
                waiter.set_exception(NotConnected("the connection dropped"))
        self._pongs.clear()

    @staticmethod
    def _call(callback: Callable[[_T], None], value: _T) -> None:
        try:
            callback(value)
        except Exception:
            log.exception("a client callback failed")
