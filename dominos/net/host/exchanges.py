"""The table's side of the key exchanges: one at a time off the event loop, newest first.

An exchange is tens of milliseconds of pure Python, so a table answers a few dozen a second
at most, and a flood of handshakes forms a line. A friend's handshake looks like every
other one, so the order of the line is all that decides how long the friend waits. First
come, first served would put the friend behind everything a flood has queued; the newest
first serves the friend next unless yet another handshake arrives meanwhile, and each one
the table answers spends a source's free exchange or the table's budget (``codes``).
Handshakes that waited longer than ``stale`` seconds are sent away with ``busy`` rather
than kept: a player's app tries again at once and is then the newest, and the line never
holds more than a few seconds of work, so no one's connection times out in it.

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

__all__ = ["STALE_SECONDS", "Exchanges"]

log = logging.getLogger("dominos.net.host.server")

#: How long a handshake may wait for its exchange before it is sent away to try again.
STALE_SECONDS: Final = 3.0

_T = TypeVar("_T")


class _Waiting(Generic[_T]):
    __slots__ = ("at", "first", "overdue", "result", "work")

    def __init__(
        self,
        at: float,
        work: Callable[[], _T],
        result: asyncio.Future[_T],
        overdue: Callable[[], None],
        first: bool = False,
    ) -> None:
        self.at = at
        self.work = work
        self.result = result
        self.overdue = overdue
        self.first = first


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

    def run(
        self, work: Callable[[], _T], overdue: Callable[[], None], *, first: bool = False
    ) -> asyncio.Future[_T]:
        """``work``'s result, once its turn came; cancel the future to give up the place.
        ``overdue`` is called instead (and the future cancelled) if it waits too long. A
        ``first`` one (from a source that proved the code before) goes before every other,
        the newest of them first."""
        result: asyncio.Future[_T] = asyncio.get_running_loop().create_future()
        self._waiting.append(_Waiting(self._clock(), work, result, overdue, first))
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
        """The next to run: the newest of those that go first, else the newest."""
        line = self._waiting
        for index in range(len(line) - 1, -1, -1):
            if line[index].first and not line[index].result.done():
                return line.pop(index)
        return line.pop()

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
