"""The snaking line: every legal line fits, nothing overlaps, and touching halves match."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominos.ui.board.layout import Layout, layout

ALL_TILES = [(a, b) for a in range(7) for b in range(a, 7)]


def random_line(
    rng: random.Random, length: int, ends: tuple[str, ...] = ("left", "right")
) -> tuple[list[tuple[int, int]], int]:
    """Play ``length`` random legal tiles, as a table would: returns the line and its opening."""
    pool = ALL_TILES[:]
    rng.shuffle(pool)
    first = pool.pop()
    line = [first if rng.random() < 0.5 else (first[1], first[0])]
    opening = 0
    while len(line) < length:
        left, right = line[0][0], line[-1][1]
        moves = [(t, end) for t in pool for end, n in (("left", left), ("right", right)) if n in t]
        if not moves:
            break
        (a, b), end = rng.choice(moves)
        pool.remove((a, b))
        if end == "left":
            line.insert(0, (a, b) if b == left else (b, a))
            opening += 1
        else:
            line.append((a, b) if a == right else (b, a))
    return line, opening


def overlap(r1: tuple[float, ...], r2: tuple[float, ...]) -> bool:
    eps = 1e-6
    return (
        r1[0] + eps < r2[0] + r2[2]
        and r2[0] + eps < r1[0] + r1[2]
        and r1[1] + eps < r2[1] + r2[3]
        and r2[1] + eps < r1[1] + r1[3]
    )


def check(result: Layout, line: list[tuple[int, int]], bounds: tuple[float, float]) -> None:
    """Everything a player would notice as wrong on the table."""
    assert len(result.placements) == len(line)
    rects = [result.rect(i) for i in range(len(line))]
    for x, y, w, h in rects:
        assert x >= -1e-6 and y >= -1e-6
        assert x + w <= bounds[0] + 1e-6 and y + h <= bounds[1] + 1e-6
        assert math.isclose(max(w, h), 2 * min(w, h))
    for i in range(len(rects)):
        for j in range(i + 1, len(rects)):
            assert not overlap(rects[i], rects[j]), (i, j, rects[i], rects[j])
    half = result.tile_size[1]
    for i, (a, b) in enumerate(line):
        # Each tile shows its own two numbers, whichever way it lies.
        shown = {result.halves(i)[0][2], result.halves(i)[1][2]}
        assert shown == {a, b}
    for i in range(len(line) - 1):
        # The two closest halves of neighbours sit side by side and show the same number...
        pairs = [
            (math.dist(h1[:2], h2[:2]), h1, h2)
            for h1 in result.halves(i)
            for h2 in result.halves(i + 1)
        ]
        dist, h1, h2 = min(pairs, key=lambda t: t[0])
        assert math.isclose(dist, half), (i, pairs)
        assert h1[2] == h2[2] == line[i][1]
    for i in range(1, len(line) - 1):
        # ...and the line runs through each tile: its two neighbours touch different halves.
        def touching(j: int, i: int = i) -> tuple[float, float]:
            return min(
                result.halves(i),
                key=lambda h: min(math.dist(h[:2], k[:2]) for k in result.halves(j)),
            )[:2]

        assert touching(i - 1) != touching(i + 1)


def test_a_short_line_runs_straight_through_the_centre() -> None:
    line = [(6, 4), (4, 4), (4, 1)]
    result = layout(line, 1, (400, 300), (40, 20))
    assert [(p.x, p.y, p.vertical) for p in result.placements] == [
        (160, 150, False),
        (200, 150, False),
        (240, 150, False),
    ]
    assert [(p.first, p.second) for p in result.placements] == line
    assert result.scale == 1.0
    check(result, line, (400, 300))


def test_the_opening_tile_stays_at_the_centre_as_the_line_grows() -> None:
    rng = random.Random(7)
    line, opening = random_line(rng, 28)
    bounds = (900.0, 600.0)
    seen = None
    for lo in range(opening, -1, -1):
        part = line[lo : opening + 1]
        result = layout(part, opening - lo, bounds, (40, 20))
        p = result.placements[opening - lo]
        assert (p.x, p.y) == (450, 300)
        if seen is not None and result.scale == seen.scale:
            # Laying a tile on the left moves none of the tiles already there.
            assert result.placements[1:] == seen.placements
        seen = result


def test_the_line_turns_at_the_edge_and_comes_back() -> None:
    line = [(i % 7, (i + 1) % 7) for i in range(14)]
    result = layout(line, 0, (300, 400), (40, 20))
    ys = sorted({p.y for p in result.placements if not p.vertical})
    assert len(ys) >= 2, "a line wider than the table must use more than one row"
    assert any(p.vertical for p in result.placements), "the turn is an upright tile"
    assert result.scale == 1.0
    check(result, line, (300, 400))


def test_twenty_eight_tiles_fit_in_900_by_600() -> None:
    for seed in range(30):
        line, opening = random_line(random.Random(seed), 28)
        if len(line) < 28:
            continue
        result = layout(line, opening, (900, 600), (64, 32))
        check(result, line, (900, 600))
        assert result.scale > 0.6, "a full line should still be drawn at a readable size"


def test_a_line_grown_on_one_side_only_still_fits() -> None:
    for ends in (("left",), ("right",)):
        longest: list[tuple[int, int]] = []
        for seed in range(40):
            line, opening = random_line(random.Random(seed), 28, ends)
            if len(line) > len(longest):
                longest, longest_opening = line, opening
        assert len(longest) >= 15
        result = layout(longest, longest_opening, (900, 600), (64, 32))
        check(result, longest, (900, 600))


def test_a_line_that_cannot_fit_is_drawn_smaller() -> None:
    line, opening = random_line(random.Random(3), 20)
    result = layout(line, opening, (300, 200), (80, 40))
    assert result.scale < 1
    assert result.tile_size == pytest.approx((80 * result.scale, 40 * result.scale))
    check(result, line, (300, 200))


def test_same_input_same_output() -> None:
    line, opening = random_line(random.Random(11), 20)
    first = layout(line, opening, (800, 500), (50, 25))
    again = layout(list(line), opening, (800, 500), (50, 25))
    assert first == again


def test_empty_line_offers_the_centre() -> None:
    result = layout([], 0, (500, 300), (40, 20))
    assert result.placements == ()
    assert (result.left_slot.x, result.left_slot.y) == (250, 150)
    assert result.left_slot == result.right_slot


def test_free_places_are_where_the_next_tile_goes() -> None:
    line, opening = random_line(random.Random(5), 12)
    bounds = (700.0, 450.0)
    before = layout(line, opening, bounds, (40, 20))
    right_number = line[-1][1]
    grown = layout([*line, (right_number, 0)], opening, bounds, (40, 20))
    if grown.scale == before.scale:
        assert grown.rect(len(line)) == before.slot_rect("right")
    assert before.right_slot.number == right_number
    assert before.left_slot.number == line[0][0]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (([(7, 1)], 0, (100, 100), (20, 10)), "0 to 6"),
        (([(1, 1)], 3, (100, 100), (20, 10)), "opening index"),
        (([(1, 1)], 0, (0, 100), (20, 10)), "positive size"),
        (([(1, 1)], 0, (100, 100), (20, 20)), "twice as long"),
    ],
)
def test_bad_input_is_refused_clearly(args: tuple, message: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(ValueError, match=message):
        layout(*args)


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    length=st.integers(1, 28),
    width=st.integers(120, 1800),
    height=st.integers(100, 1200),
    short=st.integers(8, 60),
)
def test_any_legal_line_fits_any_table(
    seed: int, length: int, width: int, height: int, short: int
) -> None:
    line, opening = random_line(random.Random(seed), length)
    bounds = (float(width), float(height))
    result = layout(line, opening, bounds, (2 * short, short))
    check(result, line, bounds)
    centre = result.placements[opening]
    assert (centre.x, centre.y) == (pytest.approx(width / 2), pytest.approx(height / 2))
    assert result == layout(line, opening, bounds, (2 * short, short))
