"""Tables built once at import so that a round's hot paths are lookups, not loops.

A hand is kept packed by number (see ``Tile.families``): byte n of the packed hand holds
the tiles n-m it contains, one bit per m. The tables here turn such a byte into the moves
it allows on an end showing n, the first of them in hand order, or the tiles and pips it
holds. Moves, events and oriented pairs are interned here too, so playing allocates
nothing. Internal to the engine.
"""

from __future__ import annotations

from functools import reduce
from operator import attrgetter, or_
from typing import Final

from dominos.engine.moves import LEFT, RIGHT, Event, Move
from dominos.engine.tiles import FULL_SET, Tile

FULL_MASK: Final = (1 << len(FULL_SET)) - 1
MOVES_OPEN: Final[tuple[Move, ...]] = tuple(Move(t, None) for t in FULL_SET)
MOVES_LEFT: Final[tuple[Move, ...]] = tuple(Move(t, LEFT) for t in FULL_SET)
MOVES_RIGHT: Final[tuple[Move, ...]] = tuple(Move(t, RIGHT) for t in FULL_SET)
EV_OPEN: Final = tuple(tuple(Event(s, t, None) for t in FULL_SET) for s in range(4))
EV_LEFT: Final = tuple(tuple(Event(s, t, LEFT) for t in FULL_SET) for s in range(4))
EV_RIGHT: Final = tuple(tuple(Event(s, t, RIGHT) for t in FULL_SET) for s in range(4))
EV_PASS: Final = tuple(Event(s, None, None) for s in range(4))
#: ``PAIR[a * 7 + b] == (a, b)``: oriented tiles on the line, shared between rounds.
PAIR: Final = tuple((a, b) for a in range(7) for b in range(7))
BIT: Final = attrgetter("bit")
FAMILIES: Final = attrgetter("families")
NONE: Final = len(FULL_SET)
#: Both ends before the opening: a number no tile shows, so "does it fit" is simply false.
UNOPENED: Final = 7


def family_tables() -> tuple[
    tuple[tuple[list[Move], ...], ...],
    tuple[tuple[list[Move], ...], ...],
    tuple[tuple[int, ...], ...],
]:
    """For each number n and each set of tiles n-m (a 7-bit mask over m): the moves on the
    left end, the moves on the right end (in hand order), and the first tile's index.

    The moves are lists so that ``left + right`` hands out a fresh list in one step; they
    are never given out themselves."""
    left, right, first = [], [], []
    for n in range(7):
        lrow, rrow, frow = [], [], []
        for bits in range(128):
            tiles = [Tile(n, m) for m in range(7) if bits >> m & 1]  # ascending m: hand order
            lrow.append([MOVES_LEFT[t.index] for t in tiles])
            rrow.append([MOVES_RIGHT[t.index] for t in tiles])
            frow.append(tiles[0].index if tiles else NONE)
        left.append(tuple(lrow))
        right.append(tuple(rrow))
        first.append(tuple(frow))
    return tuple(left), tuple(right), tuple(first)


LEFT_MOVES, RIGHT_MOVES, FIRST_FIT = family_tables()

#: For the random playout: ``PLAYS[end][seat][n][bits]`` lists, for the tiles n-m (m in
#: ``bits``) played by ``seat`` on ``end`` (0 left, 1 right), what the play records and
#: changes: ``(event, pips, families)``. One lookup per turn instead of several.
Play = tuple[Event, int, int]
PLAYS: Final[tuple[tuple[tuple[tuple[tuple[Play, ...], ...], ...], ...], ...]] = tuple(
    tuple(
        tuple(
            tuple(
                tuple(
                    (events[seat][m.tile.index], m.tile.pips, m.tile.families)
                    for m in table[n][bits]
                )
                for bits in range(128)
            )
            for n in range(7)
        )
        for seat in range(4)
    )
    for events, table in ((EV_LEFT, LEFT_MOVES), (EV_RIGHT, RIGHT_MOVES))
)
FAMILIES_OF: Final = tuple(t.families for t in FULL_SET)
#: How many tiles a 7-bit set of one number's tiles holds.
COUNT: Final = tuple(bits.bit_count() for bits in range(128))
#: In a packed hand, the bit standing for each tile once (low half's byte).
CANON: Final = reduce(or_, (1 << (8 * t.low + t.high) for t in FULL_SET))
#: ``OWN_TILES[n][bits]``: the tiles n-m with m >= n in a packed hand's byte n.
OWN_TILES: Final = tuple(
    tuple(tuple(Tile(n, m) for m in range(n, 7) if bits >> m & 1) for bits in range(128))
    for n in range(7)
)
#: ``OPEN_MOVES[n][bits]``: the same tiles as opening moves.
OPEN_MOVES: Final = tuple(
    tuple(tuple(MOVES_OPEN[t.index] for t in row) for row in rows) for rows in OWN_TILES
)


def tiles_of(packed: int) -> tuple[Tile, ...]:
    """The tiles of a packed hand, in hand order."""
    t0, t1, t2, t3, t4, t5, t6 = OWN_TILES
    return (
        *t0[packed & 127],
        *t1[packed >> 8 & 127],
        *t2[packed >> 16 & 127],
        *t3[packed >> 24 & 127],
        *t4[packed >> 32 & 127],
        *t5[packed >> 40 & 127],
        *t6[packed >> 48 & 127],
    )


def opening_moves(packed: int) -> list[Move]:
    """Every tile of a packed hand as an opening move, in hand order."""
    t0, t1, t2, t3, t4, t5, t6 = OPEN_MOVES
    return [
        *t0[packed & 127],
        *t1[packed >> 8 & 127],
        *t2[packed >> 16 & 127],
        *t3[packed >> 24 & 127],
        *t4[packed >> 32 & 127],
        *t5[packed >> 40 & 127],
        *t6[packed >> 48 & 127],
    ]


#: ``BY_BIT[8 * low + high]``: the tile a packed hand's canonical bit stands for (the
#: other positions are never read and hold the 0-0).
BY_BIT: Final = tuple(
    next((t for t in FULL_SET if 8 * t.low + t.high == b), FULL_SET[0]) for b in range(56)
)


def left_in(packed: int) -> tuple[tuple[Tile, ...], int]:
    """The tiles of a packed hand in hand order, and their pips.

    For the end of a round, when hands are nearly empty (under six tiles left in all four
    on average): visiting the tiles one by one then beats the seven lookups of
    :func:`tiles_of` and a sum of pips.
    """
    bits = packed & CANON
    tiles: list[Tile] = []
    pips = 0
    while bits:
        lowest = bits & -bits
        tile = BY_BIT[lowest.bit_length() - 1]
        tiles.append(tile)
        pips += tile.pips
        bits ^= lowest
    return tuple(tiles), pips
