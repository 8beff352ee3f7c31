"""Where each tile of the line of play sits on the table: a pure function, no Qt.

The table is cut into square cells the size of half a tile, so every tile covers two neighbouring
cells and every contact between two tiles is two neighbouring cells. The opening tile lies across
the centre. The tiles laid on its right run right along the centre row; at the edge the line turns
down with one upright tile and comes back along the row two cells lower, and so on, snaking down.
The tiles laid on its left do the same to the left and up, so the two arms never meet: they use
different rows, except the centre row, where they run away from each other.

Because a tile always goes where the previous layout left room for it, a new tile never moves the
others; only when the line would leave the table is everything drawn smaller (``Layout.scale``).
Whether a line fits depends only on how many tiles lie on each side of the opening, never on their
numbers, so the size that fits is remembered per count and area: a play costs one placement pass,
not one per size tried, even when the board starts from large tiles. The places along each arm
do not depend on the numbers either: they are worked out once per area and size, and a play
only reads them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

#: How much smaller each attempt is when the line does not fit.
SHRINK = 0.94
#: Enough attempts to go from any sensible tile size down to a few pixels.
MAX_ATTEMPTS = 120

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Placement:
    """One tile on the table, ready to draw.

    ``x``, ``y`` is the centre. ``first`` is the number drawn on the left half (top half when
    ``vertical``), ``second`` the other one, so a painter needs no further reasoning.
    """

    x: float
    y: float
    vertical: bool
    first: int
    second: int


@dataclass(frozen=True, slots=True)
class Slot:
    """Where the next tile at one end would go, for drop targets and the end glow.

    ``number`` is the number it must match (``None`` before the opening tile).
    """

    x: float
    y: float
    vertical: bool
    number: int | None


@dataclass(frozen=True, slots=True)
class Layout:
    """The placements of the whole line, in the order of the line, and the size they use."""

    placements: tuple[Placement, ...]
    #: The tile size actually used, after any shrinking: (long, short).
    tile_size: tuple[float, float]
    #: Tile size used / tile size asked, 1.0 when the line fits as asked.
    scale: float
    left_slot: Slot
    right_slot: Slot

    def rect(self, index: int) -> tuple[float, float, float, float]:
        """``(x, y, width, height)`` of tile ``index``, top-left corner first."""
        p = self.placements[index]
        return _rect(p.x, p.y, p.vertical, self.tile_size)

    def slot_rect(self, end: str) -> tuple[float, float, float, float]:
        """``(x, y, width, height)`` of the free place at ``end`` ("left" or "right")."""
        slot = _slot_for(self, end)
        return _rect(slot.x, slot.y, slot.vertical, self.tile_size)

    def halves(self, index: int) -> tuple[tuple[float, float, int], tuple[float, float, int]]:
        """Centres of the two halves of tile ``index`` with the number each one shows."""
        p = self.placements[index]
        d = self.tile_size[1] / 2
        if p.vertical:
            return (p.x, p.y - d, p.first), (p.x, p.y + d, p.second)
        return (p.x - d, p.y, p.first), (p.x + d, p.y, p.second)


def _slot_for(layout: Layout, end: str) -> Slot:
    if end == "left":
        return layout.left_slot
    if end == "right":
        return layout.right_slot
    raise ValueError(f"an end is 'left' or 'right', not {end!r}")


def _rect(
    x: float, y: float, vertical: bool, tile_size: tuple[float, float]
) -> tuple[float, float, float, float]:
    long, short = tile_size
    w, h = (short, long) if vertical else (long, short)
    return x - w / 2, y - h / 2, w, h


def layout(
    line: Sequence[tuple[int, int]],
    opening_index: int,
    bounds: tuple[float, float],
    tile_size: tuple[float, float],
) -> Layout:
    """Place ``line`` (pairs ``(left, right)`` as laid, left to right) inside ``bounds``.

    ``opening_index`` is the position of the opening tile in ``line``; it stays at the centre.
    ``tile_size`` is ``(long, short)`` and must be twice as long as wide, like a real tile.

    >>> result = layout([(6, 4), (4, 4), (4, 1)], 1, (400, 300), (40, 20))
    >>> [(p.x, p.y, p.first, p.second) for p in result.placements]
    [(160.0, 150.0, 6, 4), (200.0, 150.0, 4, 4), (240.0, 150.0, 4, 1)]
    """
    tiles = tuple((int(a), int(b)) for a, b in line)
    for a, b in tiles:
        if not (0 <= a <= 6 and 0 <= b <= 6):
            raise ValueError(f"a tile shows 0 to 6 on each half, not {a}-{b}")
    if tiles and not 0 <= opening_index < len(tiles):
        raise ValueError(f"opening index {opening_index} is outside a line of {len(tiles)} tiles")
    width, height = float(bounds[0]), float(bounds[1])
    if width <= 0 or height <= 0:
        raise ValueError(f"the table area must have a positive size, not {width}x{height}")
    long, short = float(tile_size[0]), float(tile_size[1])
    if short <= 0 or abs(long - 2 * short) > 1e-6 * long:
        raise ValueError(f"a tile is twice as long as wide, not {long}x{short}")
    return _layout(tiles, opening_index if tiles else 0, width, height, short)


def _layout(
    tiles: tuple[tuple[int, int], ...], opening: int, width: float, height: float, short: float
) -> Layout:
    scale = _fitting_scale(opening, len(tiles), width, height, short)
    found = _try(tiles, opening, width, height, short * scale, scale)
    assert found is not None, "the remembered scale fits any line of the same shape"
    return found


@lru_cache(maxsize=512)
def _fitting_scale(opening: int, count: int, width: float, height: float, short: float) -> float:
    """The largest scale (in steps of ``SHRINK``) at which ``count`` tiles fit the area."""
    blank = ((0, 0),) * count
    scale = 1.0
    for _ in range(MAX_ATTEMPTS):
        if _try(blank, opening, width, height, short * scale, scale) is not None:
            return scale
        scale *= SHRINK
    raise ValueError(f"the table area {width}x{height} is too small to show {count} tiles")


def _arm(start: Cell, dx: int, dy: int, columns: int) -> Iterator[tuple[Cell, Cell]]:
    """The cells of successive tiles along one arm, each pair in order away from the opening.

    ``start`` is the first free cell beside the opening tile; the arm runs along ``dx``, and at
    the edge turns with an upright tile under (``dy`` = 1) or over (``dy`` = -1) its last half.
    """
    x, y = start
    while True:
        if 0 <= x < columns and 0 <= x + dx < columns:
            yield (x, y), (x + dx, y)
            x += 2 * dx
        else:
            corner = x - dx
            yield (corner, y + dy), (corner, y + 2 * dy)
            y += 2 * dy
            dx = -dx
            x = corner + dx


#: One place along an arm: the centre, whether the tile stands upright, whether its number
#: nearer the opening is drawn first (left or top), and whether it lies inside the table.
Spot = tuple[float, float, bool, bool, bool]
#: An arm never holds more than the rest of the set, plus the free place after it.
ARM_SPOTS = 28


@lru_cache(maxsize=256)
def _arm_spots(width: float, height: float, short: float, side: int) -> tuple[Spot, ...] | None:
    """The places of the tiles along one arm (``side`` 1: right, -1: left) and after them,
    from the opening outwards, for cells of size ``short``; ``None`` when the area has no room
    for the opening tile. Worked out once per area and size: they do not depend on the tiles,
    so a play only reads them."""
    # Cells are counted outwards from the centre so that the opening tile sits exactly there.
    half_columns = int(width / 2 // short)
    half_rows = int((height / 2 - short / 2) // short)
    columns = 2 * half_columns
    rows = 2 * half_rows + 1
    if columns < 4 or rows < 1:
        return None
    origin_x = width / 2 - half_columns * short
    origin_y = height / 2 - short / 2 - half_rows * short
    c0, r0 = half_columns - 1, half_rows

    def spot(one: Cell, two: Cell) -> Spot:
        (x1, y1), (x2, y2) = one, two
        vertical = x1 == x2
        forward = y1 < y2 if vertical else x1 < x2
        inside = all(0 <= x < columns and 0 <= y < rows for x, y in (one, two))
        cx = origin_x + (x1 + x2 + 1) / 2 * short
        cy = origin_y + (y1 + y2 + 1) / 2 * short
        return cx, cy, vertical, forward, inside

    if side == 0:
        return (spot((c0, r0), (c0 + 1, r0)),)
    arm = _arm((c0 + 2, r0), 1, 1, columns) if side > 0 else _arm((c0 - 1, r0), -1, -1, columns)
    return tuple(spot(*next(arm)) for _ in range(ARM_SPOTS + 1))


def _placement(spot: Spot, near: int, far: int) -> Placement:
    """The tile at ``spot`` showing ``near`` towards the opening and ``far`` away from it."""
    cx, cy, vertical, forward, _ = spot
    first, second = (near, far) if forward else (far, near)
    return Placement(cx, cy, vertical, first, second)


def _try(
    tiles: tuple[tuple[int, int], ...],
    opening: int,
    width: float,
    height: float,
    short: float,
    scale: float,
) -> Layout | None:
    """The layout with cells of size ``short``, or None when it leaves the table."""
    centre = _arm_spots(width, height, short, 0)
    right = _arm_spots(width, height, short, 1)
    left = _arm_spots(width, height, short, -1)
    if centre is None or right is None or left is None:
        return None
    long_ = 2 * short
    if not tiles:
        middle = Slot(width / 2, height / 2, False, None)
        return Layout((), (long_, short), scale, middle, middle)
    on_right = len(tiles) - opening - 1
    if not all(spot[4] for spot in right[: on_right + 1]):
        return None
    if not all(spot[4] for spot in left[: opening + 1]):
        return None
    first, second = tiles[opening]
    # Right arm: tile i touches tile i - 1 with its left number; the left arm the other way.
    placements = [
        _placement(left[opening - 1 - i], tiles[i][1], tiles[i][0]) for i in range(opening)
    ]
    placements.append(_placement(centre[0], first, second))
    placements += [
        _placement(right[i - opening - 1], tiles[i][0], tiles[i][1])
        for i in range(opening + 1, len(tiles))
    ]
    rx, ry, rv, _, _ = right[on_right]
    lx, ly, lv, _, _ = left[opening]
    return Layout(
        tuple(placements),
        (long_, short),
        scale,
        Slot(lx, ly, lv, tiles[0][0]),
        Slot(rx, ry, rv, tiles[-1][1]),
    )
