"""Each source's own count of failed hellos, and what a source is: the third of the limits
on guessing a table's code (see :mod:`dominos.net.wire.codes`), the one that keeps one machine's
mistakes from spending the whole table's budget.
"""

from __future__ import annotations

import ipaddress
import time
from collections import deque
from collections.abc import Callable

__all__ = ["AttemptLimiter", "source_of"]


class AttemptLimiter:
    """Counts failed hellos (wrong code, unknown token) per address.

    ``max_failures`` failures within ``window`` seconds block the address for ``penalty``
    seconds; every failure while blocked is ignored, so the lock-out ends on time. The clock
    is injected so tests run without waiting.

    >>> now = [0.0]
    >>> limiter = AttemptLimiter(clock=lambda: now[0])
    >>> for _ in range(5):
    ...     limiter.record_failure("10.0.0.7")
    >>> limiter.blocked("10.0.0.7"), limiter.blocked("10.0.0.8")
    (True, False)
    >>> now[0] = 60.5
    >>> limiter.blocked("10.0.0.7")
    False
    """

    def __init__(
        self,
        *,
        max_failures: int = 5,
        window: float = 60.0,
        penalty: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
        max_tracked: int = 4096,
    ) -> None:
        self.max_failures = max_failures
        self.window = window
        self.penalty = penalty
        self._clock = clock
        self._max_tracked = max_tracked
        self._failures: dict[str, deque[float]] = {}
        self._blocked_until: dict[str, float] = {}

    def blocked(self, address: str) -> bool:
        """Whether ``address`` must be refused without looking at what it sent."""
        return self.retry_after(address) > 0

    def retry_after(self, address: str) -> float:
        """Seconds until ``address`` may try again (0 when it may now)."""
        until = self._blocked_until.get(address)
        if until is None:
            return 0.0
        left = until - self._clock()
        if left <= 0:
            del self._blocked_until[address]
            return 0.0
        return left

    @property
    def held(self) -> tuple[int, int]:
        """How many addresses it holds recent failures of, and lock-outs of (run out or not
        yet forgotten): what ``max_tracked`` bounds, so a guesser hopping from address to
        address cannot grow the host's memory."""
        return len(self._failures), len(self._blocked_until)

    def lock_outs(self) -> dict[str, float]:
        """Every lock-out still running: the seconds left of each, by address."""
        now = self._clock()
        return {a: until - now for a, until in self._blocked_until.items() if until > now}

    def lock_out(self, address: str, seconds: float) -> None:
        """Locks ``address`` out for ``seconds`` (the rest of one a restarted host kept)."""
        if seconds > 0:
            self._blocked_until[address] = self._clock() + min(seconds, self.penalty)

    def record_failure(self, address: str) -> None:
        """Notes one failed attempt; the fifth in a window starts the lock-out."""
        if self.blocked(address):
            return
        now = self._clock()
        recent = self._failures.setdefault(address, deque())
        recent.append(now)
        while recent and recent[0] <= now - self.window:
            recent.popleft()
        if len(recent) >= self.max_failures:
            del self._failures[address]
            self._blocked_until[address] = now + self.penalty
            if len(self._blocked_until) > self._max_tracked:
                self._forget_lock_outs(now)
        if len(self._failures) > self._max_tracked:
            self._forget_old(now)

    def _forget_lock_outs(self, now: float) -> None:
        # A lock-out is otherwise only dropped when its address comes back, which a guesser
        # hopping between addresses never does. Past the bound, the ones ending first go.
        for key in [k for k, until in self._blocked_until.items() if until <= now]:
            del self._blocked_until[key]
        while len(self._blocked_until) > self._max_tracked:
            del self._blocked_until[min(self._blocked_until, key=self._blocked_until.__getitem__)]

    def _forget_old(self, now: float) -> None:
        # Bounded memory even if many addresses each fail once.
        for key in [k for k, v in self._failures.items() if not v or v[-1] <= now - self.window]:
            del self._failures[key]
        while len(self._failures) > self._max_tracked:
            del self._failures[next(iter(self._failures))]


def source_of(address: str) -> str:
    """What failures are counted against: an IPv4 address, or the /64 of an IPv6 one.

    >>> source_of("192.168.1.7"), source_of("fd00:1:2:3:aaaa::1"), source_of("fd00:1:2:3::9")
    ('192.168.1.7', 'fd00:1:2:3::/64', 'fd00:1:2:3::/64')
    """
    try:
        ip = ipaddress.ip_address(address.partition("%")[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)
