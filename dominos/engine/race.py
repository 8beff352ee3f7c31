"""How many deals a play's as-known verdict needs: a race between its options.

The verdict on a play is the points it gave away as known: the best option's average value
minus the played option's, over the deals its player could not rule out. Both averages are
over the same deals, so their difference is measured deal by deal (paired), and its spread
is much smaller than either value's: a deal good for one option is good for the others too.
The race therefore stops when every option still in it is within ``margin`` points of the
leader at 90 %, measured on those paired differences, and an option that is plainly worse
than the leader (by more than ``margin`` beyond its own margin of error) leaves the race:
later deals no longer search it. The played option never leaves, so what it gave away is
always known to ``margin``. An option out of the race keeps the average of the deals it saw,
with its (wider) margin of error.

Pure: no clock, no process. :mod:`dominos.review.known_round` feeds it from both cores;
:func:`dominos.engine.known.as_known` from one.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

__all__ = ["EXACT_UP_TO", "MIN_SAMPLES", "Z90", "Race"]

#: 90 % two-sided confidence for a normal mean.
Z90: Final = 1.6449
#: Deals solved before a margin of error is trusted enough to stop on or to drop an option.
MIN_SAMPLES: Final = 30
#: A listed set of deals at most this large is averaged whole, with no race.
EXACT_UP_TO: Final = 200


class Race:
    """The running sums of one play's options over the deals solved so far.

    ``population`` is the number of deals that fit when they are drawn without replacement
    from a listed set (a finite population: its margins shrink to 0 as it is used up), or
    0 when they are drawn with replacement from a set too large to list.
    """

    __slots__ = (
        "_count",
        "_margin",
        "_out",
        "_pair",
        "_pair_sq",
        "_sq",
        "_sum",
        "chosen",
        "n",
        "population",
    )

    def __init__(self, options: int, chosen: int, *, margin: float, population: int = 0) -> None:
        self.chosen = chosen
        self.n = 0
        self._margin = margin
        self._count = [0] * options
        self._sum = [0.0] * options
        self._sq = [0.0] * options
        # Paired sums of (value of i - value of j) over the deals both were searched in.
        self._pair = [[0.0] * options for _ in range(options)]
        self._pair_sq = [[0.0] * options for _ in range(options)]
        self._out = [False] * options
        self.population = population

    @property
    def size(self) -> int:
        return len(self._count)

    def active(self) -> tuple[int, ...]:
        """The options the next deals must search."""
        return tuple(i for i, out in enumerate(self._out) if not out)

    def add(self, values: Sequence[int | None]) -> None:
        """One deal's values, ``None`` for an option that deal did not search. Values of
        options already out of the race are left out, so a deal searched before an option
        left counts as if searched after: the answer does not depend on how many deals
        were in flight."""
        self.n += 1
        values = [None if out else v for v, out in zip(values, self._out, strict=True)]
        for i, v in enumerate(values):
            if v is None:
                continue
            self._count[i] += 1
            self._sum[i] += v
            self._sq[i] += v * v
            pair, pair_sq = self._pair[i], self._pair_sq[i]
            for j, w in enumerate(values):
                if w is not None and j != i:
                    d = v - w
                    pair[j] += d
                    pair_sq[j] += d * d

    def mean(self, i: int) -> float:
        return self._sum[i] / self._count[i] if self._count[i] else 0.0

    def samples(self, i: int) -> int:
        return self._count[i]

    def exact(self, i: int) -> bool:
        return bool(self.population) and self._count[i] == self.population

    def margin(self, i: int) -> float:
        """The 90 % margin of error of option ``i``'s average."""
        return self._spread(self._count[i], self._sum[i], self._sq[i])

    def leader(self) -> int:
        """The option with the best average among those still in the race."""
        return max(self.active(), key=self.mean)

    def gap(self, best: int, i: int) -> tuple[float, float]:
        """How much worse ``i`` is than ``best`` on the deals both were searched in, and
        the 90 % margin of error of that difference."""
        if best == i:
            return 0.0, 0.0
        n = min(self._count[best], self._count[i])
        total = self._pair[best][i]
        return (total / n if n else 0.0), self._spread(n, total, self._pair_sq[best][i])

    def _spread(self, n: int, total: float, square: float) -> float:
        if self.population and n == self.population:
            return 0.0
        if n < 2:
            return math.inf
        mean = total / n
        variance = max(0.0, (square - n * mean * mean) / (n - 1))
        if self.population:
            variance *= (self.population - n) / (self.population - 1)
        return Z90 * math.sqrt(variance / n)

    def settle(self) -> bool:
        """Drops the options plainly worse than the leader; whether the race is over.

        A set of at most :data:`EXACT_UP_TO` deals is solved whole, every option in it:
        late in a round that is cheap, and its averages are then exact."""
        if self.population and self.n >= self.population:
            return True
        if self.n < MIN_SAMPLES or 0 < self.population <= EXACT_UP_TO:
            return False
        best = self.leader()
        over = True
        for i in self.active():
            gap, spread = self.gap(best, i)
            if i != self.chosen and i != best and gap - spread > self._margin:
                self._out[i] = True
            elif spread > self._margin:
                over = False
        return over
