"""Invitation codes, and slowing down whoever guesses them.

A code is six characters from a 32-symbol alphabet with no 0/O or 1/I (how a typed one is
read is :mod:`dominos.terms`): 2**30 codes in all.

Each key exchange a table answers is one guess at its code (the exchange lets nothing be
tested offline), so guessing is bounded by counting exchanges. A friend and a guesser look
the same until the exchange is done, so the one thing the table can go by is where a
handshake comes from, and whether anything from there failed before:

- a source that has never failed gets its exchange at once, outside any budget
  (:class:`FreshSources`): a friend is seated as fast as the machine can answer, however
  many guesses are spent elsewhere. Each such exchange that fails marks its source in a
  fixed 8 KiB filter, and can only happen while a bit of it is still clear, so over a
  table's life at most 65,536 guesses come this way, whatever the number of sources;
- every other handshake draws on the whole table's :class:`FailureBudget`: at most 60
  failures at once and 2 a second after that, 28,860 over a 4-hour evening;
- each source's count, an :class:`~dominos.net.wire.sources.AttemptLimiter`: 5 failures within
  a minute lock that source out for a minute, so one machine's mistakes do not spend the
  whole table's budget.

So a 4-hour evening answers at most 65,536 + 28,860 = 94,396 guesses: a chance of 1 in
11,375 of finding a code. A source is one IPv4 address, or one IPv6 /64 (one machine can
hold a whole /64, so counting its addresses one by one would count nothing).
:class:`Guesses` puts the three together; :mod:`dominos.net.host.guesses_kept` keeps them with
the table's journal, so a restarted host does not start them afresh.

>>> len(generate_code()), set(generate_code()) <= set(ALPHABET)
(6, True)
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from dominos.net.wire.sources import AttemptLimiter, source_of
from dominos.terms import CODE_ALPHABET as ALPHABET
from dominos.terms import CODE_LENGTH

__all__ = [
    "ALPHABET",
    "CODE_LENGTH",
    "AttemptLimiter",
    "FailureBudget",
    "FreshSources",
    "Guesses",
    "Ticket",
    "Wait",
    "generate_code",
    "source_of",
]


def generate_code() -> str:
    """A fresh code from the system's cryptographic random source."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


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

    @property
    def level(self) -> float:
        """What is left of the budget now."""
        self._refill()
        return self._tokens

    @level.setter
    def level(self, tokens: float) -> None:
        self._tokens = max(0.0, min(self.burst, tokens))
        self._at = self._clock()

    def retry_after(self) -> float:
        """Seconds until one more exchange may start."""
        self._refill()
        return max(0.0, (1 - self._tokens) / self.rate)


class FreshSources:
    """The sources that have not failed a handshake at this table yet, as a Bloom filter of
    ``bits`` bits and ``hashes`` positions per source, under a key of the table's own (so
    nobody can pick addresses that land on a friend's bits).

    A source is fresh while one of its bits is clear. Claiming its free exchange sets them
    all; giving the claim back clears only those it set. A failure keeps them set, and
    only ever sets a bit that was clear, so at most ``bits`` failures are ever let through
    here, however many sources there are. Past that many the filter only answers "failed
    before" more often: a friend then waits for the table's budget like anyone else.

    >>> fresh = FreshSources(bits=64, hashes=2)
    >>> claim = fresh.claim("10.0.0.7")
    >>> claim is not None, fresh.claim("10.0.0.7")
    (True, None)
    >>> fresh.give_back(claim); fresh.claim("10.0.0.7") is not None
    True
    """

    def __init__(self, *, bits: int = 2**16, hashes: int = 4, key: bytes | None = None) -> None:
        self.bits = bits
        self.hashes = hashes
        self._key = key if key is not None else secrets.token_bytes(16)
        self._set = bytearray((bits + 7) // 8)

    def _positions(self, source: str) -> set[int]:
        digest = hashlib.blake2b(
            source.encode("utf-8", "surrogatepass"), key=self._key, digest_size=4 * self.hashes
        ).digest()
        return {
            int.from_bytes(digest[i : i + 4], "big") % self.bits for i in range(0, len(digest), 4)
        }

    def _is_set(self, position: int) -> bool:
        return bool(self._set[position >> 3] & (1 << (position & 7)))

    def claim(self, source: str) -> tuple[int, ...] | None:
        """Spends ``source``'s free exchange: the bits this set (to give back if the
        exchange proves the code or never took place), or ``None`` if it has none."""
        clear = tuple(p for p in sorted(self._positions(source)) if not self._is_set(p))
        for position in clear:
            self._set[position >> 3] |= 1 << (position & 7)
        return clear or None

    def give_back(self, claim: tuple[int, ...]) -> None:
        """The exchange was no guess: the source is as fresh as before."""
        for position in claim:
            self._set[position >> 3] &= ~(1 << (position & 7)) & 0xFF

    @property
    def key(self) -> bytes:
        return self._key

    @property
    def marks(self) -> bytes:
        """The filter's bits, as :meth:`adopt` takes them back."""
        return bytes(self._set)

    def adopt(self, key: bytes, marks: bytes) -> None:
        """Takes up a filter kept from before (same key, same bits); ``ValueError`` if it
        is not one of this size."""
        if len(marks) != len(self._set) or not 16 <= len(key) <= 64:
            raise ValueError(f"a filter of {len(marks)} bytes with a {len(key)}-byte key")
        self._key, self._set = key, bytearray(marks)

    @property
    def spent(self) -> int:
        """Bits set: an upper bound on the failed exchanges let through so far."""
        return sum(byte.bit_count() for byte in self._set)


#: How many sources that proved the code a table remembers, to put their handshakes first.
FRIENDS_KEPT: Final = 256


@dataclass(slots=True)
class Ticket:
    """One handshake the table agreed to answer, and what it was paid with."""

    source: str
    #: The bits of :class:`FreshSources` it claimed, or ``None``: paid from the budget.
    fresh: tuple[int, ...] | None
    #: The table sent its proof: from then on the other side may have tested a code.
    answered: bool = False
    settled: bool = False


@dataclass(frozen=True, slots=True)
class Wait:
    """A handshake refused for now: ``seconds`` until one may be answered, and whether the
    source is locked out (``False``: the whole table's budget is spent)."""

    seconds: float
    locked_out: bool


class Guesses:
    """Which handshakes the table answers, and what each one costs (see the module).

    >>> now = [0.0]
    >>> guesses = Guesses(budget=FailureBudget(burst=1, rate=1.0, clock=lambda: now[0]),
    ...                   clock=lambda: now[0])
    >>> first = guesses.admit("10.0.0.7")
    >>> first.fresh is not None
    True
    >>> guesses.answered(first); guesses.failed(first)
    >>> second = guesses.admit("10.0.0.7")      # no longer fresh: from the budget
    >>> second.fresh, guesses.admit("10.0.0.7")
    (None, Wait(seconds=1.0, locked_out=False))
    """

    def __init__(
        self,
        *,
        limiter: AttemptLimiter | None = None,
        budget: FailureBudget | None = None,
        fresh: FreshSources | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limiter = limiter if limiter is not None else AttemptLimiter(clock=clock)
        self.budget = budget if budget is not None else FailureBudget(clock=clock)
        self.fresh = fresh if fresh is not None else FreshSources()
        #: Called after every change to what the three remember (a restarted host must
        #: find them as they were: see :mod:`dominos.net.host.guesses_kept`).
        self.on_change: Callable[[], None] | None = None
        #: Sources that proved the code, the latest last (at most ``FRIENDS_KEPT``).
        self.friends: dict[str, None] = {}

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def admit(self, source: str) -> Ticket | Wait:
        """A ticket to answer a handshake from ``source`` now, or how long to wait."""
        locked = self.limiter.retry_after(source)
        if locked > 0:
            return Wait(locked, locked_out=True)
        claim = self.fresh.claim(source)
        if claim is not None:
            self._changed()
            return Ticket(source, claim)
        if not self.budget.take():
            return Wait(max(1.0, self.budget.retry_after()), locked_out=False)
        self._changed()
        return Ticket(source, None)

    def answered(self, ticket: Ticket) -> None:
        """The table sent its proof."""
        ticket.answered = True

    def proved(self, ticket: Ticket) -> None:
        """The other side proved the code: a friend, who cost nothing, and whose source's
        next handshakes go first in the table's line (:meth:`is_friend`)."""
        friends = self.friends
        friends.pop(ticket.source, None)
        friends[ticket.source] = None
        while len(friends) > FRIENDS_KEPT:
            del friends[next(iter(friends))]
        if self._settle(ticket):
            self._give_back(ticket)

    def is_friend(self, source: str) -> bool:
        """Whether ``source`` proved the code at this table (since the host started): a
        guesser cannot get a source in without the code, so its handshakes go first."""
        return source in self.friends

    def failed(self, ticket: Ticket) -> None:
        """A wrong code: the guess stays spent, and counts against its source."""
        if self._settle(ticket):
            self.limiter.record_failure(ticket.source)
            self._changed()

    def abandoned(self, ticket: Ticket) -> None:
        """The connection went before proving anything. After the table's proof that may
        have been a guess checked against it, so it counts as one; before, it was none."""
        if ticket.answered:
            self.failed(ticket)
        elif self._settle(ticket):
            self._give_back(ticket)

    def bad_token(self, source: str) -> None:
        """A seat's token guessed inside the channel (the code was proved first)."""
        self.limiter.record_failure(source)
        self._changed()

    @staticmethod
    def _settle(ticket: Ticket) -> bool:
        settled, ticket.settled = ticket.settled, True
        return not settled

    def _give_back(self, ticket: Ticket) -> None:
        if ticket.fresh is None:
            self.budget.give_back()
        else:
            self.fresh.give_back(ticket.fresh)
        self._changed()
