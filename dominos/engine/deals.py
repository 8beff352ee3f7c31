"""A deal turned into a round's packed hands, checked once as the round starts.

A round trusts its hands from then on and its hot paths check nothing twice, so
everything a deal must be (four hands of seven, the 28 tiles of the set, each once, an
opener that is a seat) is refused here, in words that say which of those it is not.
Internal to the engine.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from dominos.engine.tables import BIT, FAMILIES, FAMILIES_OF, FULL_MASK
from dominos.engine.tiles import Tile, shuffled_indices

__all__ = ["packed_deal", "packed_shuffle"]


def packed_deal(hands: Sequence[Iterable[Tile]], opener: int | None) -> tuple[list[int], int]:
    """The four hands packed, and the opener (``None`` gives the double six's holder)."""
    try:
        sizes = [len(h) for h in hands]  # type: ignore[arg-type]
        if len(hands) != 4 or sizes != [7, 7, 7, 7]:
            raise ValueError(f"a round needs four hands of seven tiles, got sizes {sizes}")
        # Sums, not unions: seven tiles per hand and a total of exactly 2**28 - 1 (28 ones)
        # can only come from 28 different bits, since any repeat would carry.
        sets: list[int] = [sum(map(BIT, h)) for h in hands]
        packed: list[int] = [sum(map(FAMILIES, h)) for h in hands]
    except (TypeError, AttributeError):
        try:
            bad: object = next(t for h in hands for t in h if type(t) is not Tile)
        except (TypeError, StopIteration):
            bad = hands
        raise ValueError(f"a round needs four hands of seven tiles, not {bad!r}") from None
    if sum(sets) != FULL_MASK:
        raise ValueError("the four hands must hold the 28 tiles of the set, each once")
    if opener is None:
        return packed, next(s for s in range(4) if sets[s] >> 27)  # bit 27 is the double six
    return packed, _seat(opener)


def packed_shuffle(rng: random.Random | None, opener: int | None) -> tuple[list[int], int]:
    """A fresh deal, packed straight from the shuffle: the hands never exist as lists."""
    order = shuffled_indices(rng)
    fams = list(map(FAMILIES_OF.__getitem__, order))
    packed = [sum(fams[0:7]), sum(fams[7:14]), sum(fams[14:21]), sum(fams[21:28])]
    if opener is None:
        return packed, order.index(27) // 7  # 27 is the double six
    return packed, _seat(opener)


def _seat(opener: int) -> int:
    if opener not in (0, 1, 2, 3):
        raise ValueError(f"the opener is a seat from 0 to 3, not {opener!r}")
    return opener
