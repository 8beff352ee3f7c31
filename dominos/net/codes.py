"""Invitation codes, and slowing down whoever guesses them.

A code is six characters from a 32-symbol alphabet with no 0/O or 1/I (how a typed one is
read is :mod:`dominos.terms`): 2**30 codes in all.

Each key exchange a table answers is one guess at its code (the exchange lets nothing be
tested offline), so guessing is bounded by counting exchanges that fail. Two counts:

- the whole table's, a :class:`FailureBudget`: at most 60 failures at once and 2 a second
  after that, whatever the number of addresses they come from. Over a 4-hour evening that
  is at most 28,860 guesses, a chance of 1 in 37,000 of finding a code;
- each source's, an :class:`AttemptLimiter`: 5 failures within a minute lock that source
  out for a minute, so one machine's mistakes do not spend the whole table's budget. A
  source is one IPv4 address, or one IPv6 /64 (one machine can hold a whole /64, so
  counting its addresses one by one would count nothing).

>>> len(generate_code()), set(generate_code()) <= set(ALPHABET)
(6, True)
"""

from __future__ import annotations

import ipaddress
import secrets
import time
from collections import deque
from collections.abc import Callable

from dominos.terms import CODE_ALPHABET as ALPHABET
from dominos.terms import CODE_LENGTH

__all__ = [
    "ALPHABET",
    "CODE_LENGTH",
    "AttemptLimiter",
    "FailureBudget",
    "generate_code",
    "source_of",
]


def generate_code() -> str:
    """A fresh code from the system's cryptographic random source."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


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


class FailureBudget:
    """The whole table's allowance of failed exchanges: a bucket of ``burst`` that refills
    at ``rate`` a second.

    An exchange takes one before it starts (it is a guess until the player proves the
    code) and gives it back when the code is proved, so friends cost nothing and only
    failures, or exchanges abandoned half-way, spend it.

    >>> now = [0.0]
    >>> budget = FailureBudget(burst=2, rate=1.0, clock=lambda: now[0])
    >>> budget.take(), budget.take(), budget.take()
    (True, True, False)
    >>> budget.give_back(); budget.take()
    True
    >>> now[0] = 1.0; budget.take(), budget.take()
    (True, False)
    """

    def __init__(
        self,
        *,
        burst: float = 60.0,
        rate: float = 2.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.burst = burst
        self.rate = rate
        self._clock = clock
        self._tokens = burst
        self._at = clock()

    def _refill(self) -> None:
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now

    def take(self) -> bool:
        """Whether one more exchange may start now."""
        self._refill()
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    def give_back(self) -> None:
        """The exchange proved the code: it was no guess."""
        self._refill()
        self._tokens = min(self.burst, self._tokens + 1)

    def retry_after(self) -> float:
        """Seconds until one more exchange may start."""
        self._refill()
        return max(0.0, (1 - self._tokens) / self.rate)
