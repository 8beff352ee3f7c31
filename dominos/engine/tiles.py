"""Tiles of the double-six set, and the deal.

Every tile is interned: ``Tile(6, 4)`` always returns the very same object as ``Tile(4, 6)``,
so equality and hashing are identity checks done in C, and a hand or a line never allocates
a tile. That is what keeps a full random round in the tens of microseconds.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterator
from itertools import starmap
from typing import Any, Final

__all__ = ["FULL_SET", "Tile", "deal"]

#: Highest number on a half of the double-six set.
MAX_NUMBER: Final = 6


class Tile:
    """One domino, normalised so its two halves are stored lowest first.

    >>> Tile(6, 4) is Tile(4, 6)
    True
    >>> t = Tile(6, 4)
    >>> (t.low, t.high, t.pips, t.is_double, str(t))
    (4, 6, 10, False, '6-4')
    >>> sorted([Tile(2, 3), Tile(1, 6), Tile(1, 1)])
    [Tile(1, 1), Tile(1, 6), Tile(2, 3)]
    >>> Tile(7, 1)
    Traceback (most recent call last):
    ...
    ValueError: a tile's halves are numbers from 0 to 6, not 7-1
    """

    __slots__ = (
        "bit",
        "families",
        "high",
        "index",
        "is_double",
        "low",
        "mask",
        "outer",
        "pair",
        "pips",
    )

    low: int
    high: int
    #: Sum of both halves: what the tile is worth at the end of a round.
    pips: int
    is_double: bool
    #: Rank in ``FULL_SET``, which is also hand order (decisions.md 22).
    index: int
    #: One bit per number shown, so "does it fit this end" is a single ``&``.
    mask: int
    #: ``(low, high)``: the tile as a plain pair, ready for the wire.
    pair: tuple[int, int]
    #: ``1 << index``: the tile in a 28-bit set of tiles.
    bit: int
    #: The tile in a hand packed by number: bit ``8 * n + m`` stands for tile n-m, so the
    #: tiles of a hand showing ``n`` are the byte ``hand >> 8 * n & 127``.
    families: int
    #: ``outer[n]``: the half left showing once the half ``n`` touches an end, or -1 when
    #: no half shows ``n`` (index 7 too, the ends of a round not yet opened). One lookup
    #: answers both "does it fit" and "what end does it leave".
    outer: tuple[int, ...]

    def __new__(cls, a: int, b: int) -> Tile:
        try:
            return _BY_PAIR[a, b]
        except (KeyError, TypeError):
            raise ValueError(
                f"a tile's halves are numbers from 0 to {MAX_NUMBER}, not {a}-{b}"
            ) from None

    @classmethod
    def _make(cls, low: int, high: int, index: int) -> Tile:
        tile = object.__new__(cls)
        for name, value in (
            ("low", low),
            ("high", high),
            ("pips", low + high),
            ("is_double", low == high),
            ("index", index),
            ("mask", (1 << low) | (1 << high)),
            ("pair", (low, high)),
            ("bit", 1 << index),
            ("families", (1 << (8 * low + high)) | (1 << (8 * high + low))),
            ("outer", tuple(low + high - n if n in (low, high) else -1 for n in range(8))),
        ):
            object.__setattr__(tile, name, value)
        return tile

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"tiles are immutable (cannot set {name})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"tiles are immutable (cannot delete {name})")

    # Copies and pickles must come back as the interned instance.
    def __reduce__(self) -> tuple[type[Tile], tuple[int, int]]:
        return (Tile, (self.low, self.high))

    def __copy__(self) -> Tile:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Tile:
        return self

    def __iter__(self) -> Iterator[int]:
        """Unpacks as ``low, high``."""
        return iter(self.pair)

    def __lt__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.index >= other.index

    def fits(self, number: int) -> bool:
        """Whether one half shows ``number``.

        >>> Tile(3, 5).fits(5), Tile(3, 5).fits(4)
        (True, False)
        """
        return self.low == number or self.high == number

    def other(self, number: int) -> int:
        """The half left showing once the half ``number`` touches the line.

        >>> Tile(3, 5).other(5)
        3
        """
        if number == self.low:
            return self.high
        if number == self.high:
            return self.low
        raise ValueError(f"{self} has no {number}")

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Tile({self.low}, {self.high})"


def _build() -> tuple[tuple[Tile, ...], dict[tuple[int, int], Tile]]:
    tiles: list[Tile] = []
    by_pair: dict[tuple[int, int], Tile] = {}
    for low in range(MAX_NUMBER + 1):
        for high in range(low, MAX_NUMBER + 1):
            tile = Tile._make(low, high, len(tiles))
            tiles.append(tile)
            by_pair[low, high] = by_pair[high, low] = tile
    return tuple(tiles), by_pair


_BY_PAIR: dict[tuple[int, int], Tile] = {}
_SET, _BUILT = _build()
_BY_PAIR.update(_BUILT)
#: The 28 tiles of the double-six set, in hand order (0-0, 1-0, ..., 6-6).
FULL_SET: Final[tuple[Tile, ...]] = _SET
del _SET, _BUILT

_INDICES: Final = range(len(FULL_SET))
_NO_ARGS: Final = ((),) * len(FULL_SET)


def shuffled_indices(rng: random.Random | None = None) -> list[int]:
    """The 28 tile indices in a uniformly random order; seat s gets ``[7 * s : 7 * s + 7]``.

    Each tile gets its own random key, and sorting by key gives a uniform permutation
    (two keys are equal with odds near 1e-14) in less time than ``shuffle``. The keys are
    drawn by ``starmap`` and read back by the list's own ``__getitem__``, so neither the
    draws nor the sort call back into Python code.
    """
    rnd = (rng if rng is not None else secrets.SystemRandom()).random
    keys = list(starmap(rnd, _NO_ARGS))
    return sorted(_INDICES, key=keys.__getitem__)


def deal(rng: random.Random | None = None) -> list[list[Tile]]:
    """Shuffles the whole set into four sorted hands of seven.

    The host deals from ``secrets.SystemRandom`` (decisions.md 5); tests pass a seeded
    ``random.Random`` to get the same deal every run.

    >>> hands = deal(random.Random(7))
    >>> [len(h) for h in hands], sorted(t for h in hands for t in h) == list(FULL_SET)
    ([7, 7, 7, 7], True)
    >>> all(h == sorted(h) for h in hands)
    True
    """
    order = shuffled_indices(rng)
    return [
        [FULL_SET[i] for i in sorted(order[0:7])],
        [FULL_SET[i] for i in sorted(order[7:14])],
        [FULL_SET[i] for i in sorted(order[14:21])],
        [FULL_SET[i] for i in sorted(order[21:28])],
    ]
