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

from dominos.engine.native import Solver
from dominos.engine.race import Race
from dominos.engine.rules import Round
from dominos.engine.tiles import FULL_SET, Tile
from dominos.terms import End

__all__ = [
    "Deals",
    "Estimate",
    "Hands",
    "Knowledge",
    "as_known",
    "deal_source",
    "deal_values",
    "estimates",
    "knowledge",
    "plays_of",
    "start_race",
]

#: Four hands, the mover's own included.
Hands = list[tuple[Tile, ...]]


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
    #: How many points worse than the best option it is, measured deal by deal on the
    #: deals both were searched in (0 for the best), and that difference's 90 % margin:
    #: the points the option gives away as known.
    behind: float = 0.0
    behind_margin: float = 0.0


def plays_of(r: Round) -> list[tuple[Tile, End | None]]:
    """The options of the seat to act in ``r``, in the solver's order."""
    seat = r.turn
    if seat is None:
        raise ValueError("the round is over: nobody is to act")
    hands = [r.hand(s) for s in range(4)]
    return Solver(hands).plays(seat, r.ends, hands)


def deal_values(
    hands: Sequence[Sequence[Tile]],
    seat: int,
    ends: tuple[int, int] | None,
    only: Sequence[int] | None = None,
) -> list[int | None]:
    """One deal's double-dummy value of each option of ``seat`` (those in ``only``)."""
    return Solver(hands).values(seat, ends, hands, None if only is None else set(only))


def start_race(r: Round, chosen: int, *, margin: float, budget: int) -> tuple[Race, Deals]:
    """The race of the options of the seat to act in ``r``, and the deals to feed it:
    listed whole (``race.population``) when no more than ``budget`` fit."""
    deals = Deals(knowledge(r))
    population = deals.count if deals.count <= budget else 0
    return Race(len(plays_of(r)), chosen, margin=margin, population=population), deals


def deal_source(deals: Deals, race: Race, rng: random.Random, budget: int) -> Iterator[Hands]:
    """The deals a race is fed: every fitting one in a random order when they are listed
    (drawn without replacement), else ``budget`` drawn uniformly."""
    if race.population:
        listed = list(deals)
        rng.shuffle(listed)
        return iter(listed)
    return (deals.sample(rng) for _ in range(budget))


def as_known(
    r: Round,
    rng: random.Random,
    *,
    margin: float = 2.0,
    budget: int = 500,
    batch: int = 10,
    chosen: int = -1,
) -> Iterator[list[Estimate]]:
    """Estimates for every option of the seat to act in ``r``, better at each step.

    Deals are drawn ``batch`` at a time and the options raced (:class:`Race`) until what
    each option still in the race gives away is known to ``margin`` points at 90 % (after at
    least 30 deals), every fitting deal is solved (when no more than ``budget`` fit, they
    are listed and taken in a random order, so each estimate on the way is a fair sample),
    or ``budget`` are drawn. ``chosen`` is the index of the option played (never dropped
    from the race), -1 for none.
    """
    seat = r.turn
    assert seat is not None
    ends = r.ends
    plays = plays_of(r)
    race, deals = start_race(r, chosen, margin=margin, budget=budget)
    over = False
    for hands in deal_source(deals, race, rng, budget):
        race.add(deal_values(hands, seat, ends, race.active()))
        if race.n % batch and race.n != race.population:
            continue
        over = race.settle()
        yield estimates(race, plays)
        if over:
            return
    if race.n % batch:
        yield estimates(race, plays)


def estimates(race: Race, plays: Sequence[tuple[Tile, End | None]]) -> list[Estimate]:
    """What a race has found so far, one estimate per option."""
    best = race.leader()
    found = []
    for i, (tile, end) in enumerate(plays):
        behind, spread = race.gap(best, i)
        found.append(
            Estimate(
                tile,
                end,
                race.mean(i),
                race.margin(i),
                race.samples(i),
                race.exact(i),
                max(0.0, behind),
                spread,
            )
        )
    return found
