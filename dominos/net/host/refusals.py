"""What the host's log says about the connections it turns away, and how often.

A flood of guesses at the code is tens of thousands of refusals a minute: one line each
buried the log (28,726 lines in 40 s) and cost the loop the time to write them. So each
refusal is said once, in its own line, while they are few; past a handful in a second, the
rest of that second is counted by kind and said in one summary line when it ends:
"refused 713 wrong codes from 402 addresses in the last 1 s". Exchanges dropped after the
table's proof (a guesser may read the proof and go) are refusals like the others here.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import Counter
from collections.abc import Callable
from typing import Final

__all__ = ["ALONE_PER_SECOND", "Refusals"]

log = logging.getLogger("dominos.net.host.server")

#: How many refusals a second each get their own line; past it, they are summed up.
ALONE_PER_SECOND: Final = 5


class Refusals:
    """The log of refusals, said one by one while few, summed per second under a flood."""

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        *,
        interval: float = 1.0,
        alone: int = ALONE_PER_SECOND,
        logger: logging.Logger = log,
    ) -> None:
        self._clock = clock
        self.interval = interval
        self.alone = alone
        self.log = logger
        self._window = -float("inf")
        self._said = 0
        self._counts: Counter[str] = Counter()
        self._sources: set[str] = set()
        self._timer: asyncio.TimerHandle | None = None
        self._since = 0.0

    def refused(self, kind: str, address: str, why: str) -> None:
        """``address`` was turned away: ``kind`` names the refusal in a summary (plural,
        "wrong codes"), ``why`` says it in the line of its own."""
        now = self._clock()
        if now - self._window >= self.interval:
            self.flush()
            self._window, self._said = now, 0
        if self._said < self.alone:
            self._said += 1
            self.log.info("%s refused: %s", address, why)
            return
        if not self._counts:
            self._since = now
            self._schedule()
        self._counts[kind] += 1
        self._sources.add(address)

    def _schedule(self) -> None:
        with contextlib.suppress(RuntimeError):  # no loop running: said at the next one
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(self.interval, self.flush)

    def flush(self) -> None:
        """Says what was counted and not said yet, in one line."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if not self._counts:
            return
        total = sum(self._counts.values())
        kinds = ", ".join(f"{n} {kind}" for kind, n in self._counts.most_common())
        seconds = max(self.interval, self._clock() - self._since)
        self.log.info(
            "refused %s from %d addresses in the last %.0f s (%d in all)",
            kinds,
            len(self._sources),
            seconds,
            total,
        )
        self._counts.clear()
        self._sources.clear()
