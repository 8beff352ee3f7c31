"""What a play was worth "as known": averaged over every deal the player could not tell
from the real one.

At their turn a player knows their own hand, the tiles on the line, how many tiles each
other seat holds, and every number each seat has passed on (such a seat holds no tile
showing it). :class:`Deals` is exactly the set of deals that agree with all of that. It is
counted, not guessed: the unseen tiles fall into kinds by which seats may hold them, and a
small dynamic programme over those kinds counts the ways to fill each seat. With the counts,
a deal is drawn uniformly by choosing how many tiles of each kind go to each seat in
proportion to the number of deals each choice leaves, then which ones at random; no deal is
ever drawn and thrown away, so late passes that rule out nearly every shuffle cost nothing.
When the set is small it is listed whole and the average is exact.

:func:`as_known` averages each option's double-dummy value over such deals and yields
better and better estimates, each with its sample size and margin of error.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Final

from dominos.engine.rules import Round
from dominos.engine.solver import Option, Solver
from dominos.engine.tiles import FULL_SET, Tile
from dominos.terms import End

__all__ = ["Deals", "Estimate", "Knowledge", "as_known", "knowledge"]

#: 90 % two-sided confidence for a normal mean.
Z90: Final = 1.6449
#: Deals drawn before a margin of error is trusted enough to stop on.
MIN_SAMPLES: Final = 30


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What ``seat`` knew at its turn."""

    seat: int
    hand: tuple[Tile, ...]
    #: Tiles on the line, in any order.
    line: frozenset[Tile]
    sizes: tuple[int, int, int, int]
    passed: tuple[tuple[int, ...], ...]


def knowledge(r: Round) -> Knowledge:
    """What the seat to act knows in ``r``."""
    seat = r.turn
    if seat is None:
        raise ValueError("the round is over: nobody is to act")
    return Knowledge(
        seat,
        r.hand(seat),
        frozenset(Tile(a, b) for a, b in r.line),
        r.hand_sizes,
        tuple(r.passed_on(s) for s in range(4)),
    )


class Deals:
    """Every deal of the unseen tiles to the other three seats that fits a
    :class:`Knowledge`, counted exactly.

    >>> r = Round([FULL_SET[0:7], FULL_SET[7:14], FULL_SET[14:21], FULL_SET[21:28]])
    >>> Deals(knowledge(r)).count == math.comb(21, 7) * math.comb(14, 7)  # nothing known
    True
    """

    def __init__(self, known: Knowledge) -> None:
        self.known = known
        seen = set(known.hand) | known.line
        others = [s for s in range(4) if s != known.seat]
        by_allowed: dict[tuple[int, ...], list[Tile]] = {}
        for t in FULL_SET:
            if t in seen:
                continue
            allowed = tuple(s for s in others if not any(t.fits(n) for n in known.passed[s]))
            by_allowed.setdefault(allowed, []).append(t)
        self._kinds = sorted(by_allowed.items())
        unseen = sum(len(ts) for _, ts in self._kinds)
        if (
            unseen != sum(known.sizes[s] for s in others)
            or len(known.hand) != known.sizes[known.seat]
        ):
            raise ValueError("the hand sizes do not add up to the tiles not yet seen")
        self._ways: dict[tuple[int, tuple[int, ...]], int] = {}
        #: How many deals fit; 0 means the knowledge contradicts itself.
        self.count = self._count(0, tuple(known.sizes))

    def _splits(self, i: int, caps: tuple[int, ...]) -> Iterator[tuple[tuple[int, ...], int]]:
        """Each way to share out kind ``i`` among the seats that may hold it, as new
        capacities, with the number of ways to pick which tiles go where."""
        allowed, tiles = self._kinds[i]
        n = len(tiles)
        room = list(caps)

        def share(k: int, left: int) -> Iterator[tuple[int, ...]]:
            s = allowed[k]
            if k == len(allowed) - 1:
                if left <= room[s]:
                    room[s] -= left
                    yield tuple(room)
                    room[s] += left
                return
            for take in range(min(left, room[s]) + 1):
                room[s] -= take
                yield from share(k + 1, left - take)
                room[s] += take

        if not allowed:
            return  # a tile no seat may hold: nothing fits
        for after in share(0, n):
            ways = math.factorial(n)
            for s in allowed:
                ways //= math.factorial(caps[s] - after[s])
            yield after, ways

    def _count(self, i: int, caps: tuple[int, ...]) -> int:
        if i == len(self._kinds):
            return int(not any(c for s, c in enumerate(caps) if s != self.known.seat))
        key = (i, caps)
        found = self._ways.get(key)
        if found is None:
            found = sum(ways * self._count(i + 1, after) for after, ways in self._splits(i, caps))
            self._ways[key] = found
        return found

    def _hands(self, taken: Sequence[list[Tile]]) -> list[tuple[Tile, ...]]:
        hands = [tuple(sorted(h)) for h in taken]
        hands[self.known.seat] = self.known.hand
        return hands

    def sample(self, rng: random.Random) -> list[tuple[Tile, ...]]:
        """One deal (four hands, the mover's own included), each fitting deal equally
        likely."""
        if not self.count:
            raise ValueError("no deal fits what this player knew")
        caps = tuple(self.known.sizes)
        taken: list[list[Tile]] = [[], [], [], []]
        for i, (allowed, tiles) in enumerate(self._kinds):
            pick = rng.randrange(self._count(i, caps))
            for after, ways in self._splits(i, caps):
                pick -= ways * self._count(i + 1, after)
                if pick < 0:
                    break
            shuffled = list(tiles)
            rng.shuffle(shuffled)
            at = 0
            for s in allowed:
                k = caps[s] - after[s]
                taken[s].extend(shuffled[at : at + k])
                at += k
            caps = after
        return self._hands(taken)

    def __iter__(self) -> Iterator[list[tuple[Tile, ...]]]:
        """Every fitting deal once (meant for small sets: see :attr:`count`)."""
        taken: list[list[Tile]] = [[], [], [], []]

        def deal(i: int, caps: tuple[int, ...]) -> Iterator[list[tuple[Tile, ...]]]:
            if i == len(self._kinds):
                if not self._count(i, caps):
                    return
                yield self._hands(taken)
                return
            allowed, tiles = self._kinds[i]
            for after, _ways in self._splits(i, caps):
                if not self._count(i + 1, after):
                    continue
                yield from place(0, list(tiles), allowed, caps, after, i)

        def place(
            k: int,
            rest: list[Tile],
            allowed: tuple[int, ...],
            caps: tuple[int, ...],
            after: tuple[int, ...],
            i: int,
        ) -> Iterator[list[tuple[Tile, ...]]]:
            if k == len(allowed):
                yield from deal(i + 1, after)
                return
            s = allowed[k]
            for chosen in combinations(rest, caps[s] - after[s]):
                taken[s].extend(chosen)
                left = [t for t in rest if t not in chosen]
                yield from place(k + 1, left, allowed, caps, after, i)
                del taken[s][len(taken[s]) - len(chosen) :]

        return deal(0, tuple(self.known.sizes))


@dataclass(frozen=True, slots=True)
class Estimate:
    """An option's value averaged over deals the mover could not tell apart."""

    tile: Tile
    end: End | None
    mean: float
    #: Half-width of the 90 % confidence interval; 0 when every fitting deal was solved.
    margin: float
    samples: int
    exact: bool


def as_known(
    r: Round,
    rng: random.Random,
    *,
    margin: float = 2.0,
    budget: int = 500,
    batch: int = 10,
) -> Iterator[list[Estimate]]:
    """Estimates for every option of the seat to act in ``r``, better at each step.

    When no more than ``budget`` deals fit, every one is solved, in a random order so that
    each estimate on the way is a fair sample (drawn without replacement), and the last is
    exact. Otherwise deals are drawn ``batch`` at a time until every option's margin of
    error is at most ``margin`` points (after at least 30 deals) or ``budget`` are drawn.
    """
    known = knowledge(r)
    ends = r.ends
    deals = Deals(known)
    population = deals.count if deals.count <= budget else 0
    if population:
        listed = list(deals)
        rng.shuffle(listed)
        source: Iterator[list[tuple[Tile, ...]]] = iter(listed)
    else:
        source = (deals.sample(rng) for _ in range(budget))
    sums: list[float] = []
    squares: list[float] = []
    options: list[Option] = []
    n = 0
    for hands in source:
        values = Solver(hands).options(known.seat, ends, hands)
        if not options:
            options = values
            sums = [0.0] * len(values)
            squares = [0.0] * len(values)
        for k, o in enumerate(values):
            sums[k] += o.value
            squares[k] += o.value * o.value
        n += 1
        if n % batch and n != population:
            continue
        estimates = _estimates(options, sums, squares, n, population)
        yield estimates
        if n == population or (
            not population and n >= MIN_SAMPLES and max(e.margin for e in estimates) <= margin
        ):
            return
    if n % batch:
        yield _estimates(options, sums, squares, n, population)


def _estimates(
    options: Sequence[Option], sums: list[float], squares: list[float], n: int, population: int
) -> list[Estimate]:
    """Means and 90 % margins after ``n`` deals, drawn from a ``population`` of that many
    without replacement (0: drawn with replacement from a set too large to list)."""
    found = []
    exact = n == population
    for o, total, square in zip(options, sums, squares, strict=True):
        mean = total / n
        if exact or n < 2:
            spread = 0.0 if exact else math.inf
        else:
            variance = max(0.0, (square - n * mean * mean) / (n - 1))
            shrink = (population - n) / (population - 1) if population else 1.0
            spread = Z90 * math.sqrt(variance * shrink / n)
        found.append(Estimate(o.tile, o.end, mean, spread, n, exact))
    return found
