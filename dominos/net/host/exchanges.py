"""The table's side of the key exchanges: one at a time off the event loop, newest first.

An exchange is tens of milliseconds of pure Python, so a table answers a few dozen a second
at most, and a flood of handshakes forms a line. A friend's handshake looks like every
other one, so the order of the line is all that decides how long the friend waits. First
come, first served would put the friend behind everything a flood has queued; the newest
first serves the friend next unless yet another handshake arrives meanwhile, and each one
the table answers spends a source's free exchange or the table's budget (``codes``).
Handshakes that waited longer than ``stale`` seconds are sent away with ``busy`` rather
than kept: the line never holds more than a few seconds of work, so no one's connection
times out in it.

A player's app sent away asks again at once, from the same source; a flood moves on to
its next address. So a source sent away from its free exchange is owed a turn
(:class:`Comebacks`): its next handshake, within a few seconds, waits in a line of its own,
which takes every other turn of the table's while it holds anyone. Under a flood the
newest-first order alone misses a friend new to the table now and then (3 to 12 first
tries in 20 here, docs/performance.md), and the try after that is then answered at once
rather than buried again.
The turn owed changes nothing a handshake costs (``codes`` counts it as any other), is
owed only for a source's free exchange sent away from the ordinary line, is used once,
and the sources owed one are a bounded few, forgotten within seconds.

>>> async def demo():
...     line = Exchanges(stale=10.0)
...     answers = [line.run(lambda n=n: n, lambda: None) for n in range(3)]
...     done = [await answer for answer in answers]
...     line.shutdown()
...     return done
>>> asyncio.run(demo())
[0, 1, 2]
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Final, Generic, TypeVar

__all__ = ["COMEBACKS_KEPT", "COMEBACK_SECONDS", "STALE_SECONDS", "Comebacks", "Exchanges"]

log = logging.getLogger("dominos.net.host.server")

#: How long a handshake may wait for its exchange before it is sent away to try again: with
#: the try after it answered next, a friend missed by the newest-first order is seated
#: within 3 s.
STALE_SECONDS: Final = 2.0
#: How long a source sent away is owed a turn: its app asks again at once.
COMEBACK_SECONDS: Final = 5.0
#: How many sources owed a turn a table remembers at most, the latest kept.
COMEBACKS_KEPT: Final = 1024


class Comebacks:
    """The sources whose handshake was sent away from the line: each is owed one turn
    ahead of the ordinary line, if it asks again within ``seconds``. At most ``kept``
    are remembered (the oldest forgotten first), so a flood of sources sent away costs a
    bounded few tens of kilobytes.

    >>> now = [0.0]
    >>> owed = Comebacks(seconds=5.0, kept=2, clock=lambda: now[0])
    >>> owed.owe("10.0.0.1"); owed.owe("10.0.0.2"); owed.owe("10.0.0.3")
    >>> owed.take("10.0.0.1"), owed.take("10.0.0.2"), owed.take("10.0.0.2")
    (False, True, False)
    >>> now[0] = 6.0; owed.take("10.0.0.3")
    False
    """

    def __init__(
        self,
        *,
        seconds: float = COMEBACK_SECONDS,
        kept: int = COMEBACKS_KEPT,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.seconds = seconds
        self.kept = kept
        self._clock = clock
        #: Source -> until when its turn is owed, the latest sent away last.
        self._owed: dict[str, float] = {}

    def owe(self, source: str) -> None:
        """``source``'s handshake was sent away: its next one goes ahead, for a while."""
        owed = self._owed
        owed.pop(source, None)
        owed[source] = self._clock() + self.seconds
        while len(owed) > self.kept:
            del owed[next(iter(owed))]

    def take(self, source: str) -> bool:
        """Whether ``source`` is owed a turn now; the turn is used up either way."""
        until = self._owed.pop(source, None)
        return until is not None and self._clock() < until

    def __len__(self) -> int:
        return len(self._owed)


_T = TypeVar("_T")


class _Waiting(Generic[_T]):
    __slots__ = ("again", "at", "first", "overdue", "result", "work")

    def __init__(
        self,
        at: float,
        work: Callable[[], _T],
        result: asyncio.Future[_T],
        overdue: Callable[[], None],
        first: bool = False,
        again: bool = False,
    ) -> None:
        self.at = at
        self.work = work
        self.result = result
        self.overdue = overdue
        self.first = first
        self.again = again


class Exchanges(Generic[_T]):
    """Runs each ``work`` on one worker thread, the newest waiting first (see the module)."""

    def __init__(
        self, *, stale: float = STALE_SECONDS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.stale = stale
        self._clock = clock
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="dominos-exchange")
        self._waiting: list[_Waiting[_T]] = []
        self._running = False
        #: Whether the next turn not taken by a ``first`` one is the ``again`` line's.
        self._again_next = True

    def run(
        self,
        work: Callable[[], _T],
        overdue: Callable[[], None],
        *,
        first: bool = False,
        again: bool = False,
    ) -> asyncio.Future[_T]:
        """``work``'s result, once its turn came; cancel the future to give up the place.
        ``overdue`` is called instead (and the future cancelled) if it waits too long. A
        ``first`` one (from a source that proved the code before) goes before every other,
        the newest of them first. An ``again`` one (owed a turn: :class:`Comebacks`) waits
        in a line that takes every other turn while it holds anyone, the newest first."""
        result: asyncio.Future[_T] = asyncio.get_running_loop().create_future()
        self._waiting.append(_Waiting(self._clock(), work, result, overdue, first, again))
        self._next()
        return result

    @property
    def waiting(self) -> int:
        """Handshakes in line, not counting the one running."""
        return sum(not w.result.done() for w in self._waiting)

    def shutdown(self) -> None:
        for waiting in self._waiting:
            waiting.result.cancel()
        self._waiting.clear()
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _next(self) -> None:
        if self._running:
            return
        self._send_away_stale()
        while self._waiting:
            waiting = self._pop()
            if waiting.result.done():
                continue  # its connection went
            self._running = True
            try:
                inner = asyncio.get_running_loop().run_in_executor(self._pool, waiting.work)
            except RuntimeError:  # shut down
                self._running = False
                waiting.result.cancel()
                return
            inner.add_done_callback(functools.partial(self._finished, waiting=waiting))
            return

    def _pop(self) -> _Waiting[_T]:
        """The next to run: the newest of those that go first; else, turn about, the newest
        owed a turn and the newest of the rest (either, when the other line is empty)."""
        line = self._waiting
        newest_again = newest_other = None
        for index in range(len(line) - 1, -1, -1):
            waiting = line[index]
            if waiting.result.done():
                continue
            if waiting.first:
                return line.pop(index)
            if waiting.again:
                if newest_again is None:
                    newest_again = index
            elif newest_other is None:
                newest_other = index
        if newest_again is not None and (self._again_next or newest_other is None):
            self._again_next = False
            return line.pop(newest_again)
        self._again_next = True
        return line.pop(newest_other if newest_other is not None else -1)

    def _finished(self, done: asyncio.Future[_T], waiting: _Waiting[_T]) -> None:
        self._running = False
        result = waiting.result
        if not result.done():
            if done.cancelled():
                result.cancel()
            elif (error := done.exception()) is not None:
                result.set_exception(error)
            else:
                result.set_result(done.result())
        self._next()

    def _send_away_stale(self) -> None:
        limit = self._clock() - self.stale
        kept = []
        for waiting in self._waiting:
            if waiting.result.done():
                continue
            if waiting.at > limit:
                kept.append(waiting)
                continue
            waiting.result.cancel()
            try:
                waiting.overdue()
            except Exception:
                log.exception("could not send a handshake away")
        self._waiting = kept
