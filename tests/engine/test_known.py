"""The deals a player could not tell from the real one: counted exactly, listed whole,
drawn uniformly (a chi-square test against the listed set), and averaged into values."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from dominos.engine import Round, Tile
from dominos.engine.known import Deals, Knowledge, as_known, knowledge
from dominos.engine.solver import Solver
from tests.helpers.rounds import random_position

Hands = list[tuple[Tile, ...]]


def _positions(seed: int) -> Iterator[Round]:
    """Rounds played at random for 8 to 20 moves, stopped where the seat to act can play."""
    rng = random.Random(seed)
    while True:
        stop = rng.randint(8, 20)

        def stopped(r: Round, stop: int = stop) -> bool:
            return len(r.history) >= stop

        yield random_position(rng, stopped)


def _key(hands: Hands) -> tuple[tuple[Tile, ...], ...]:
    return tuple(tuple(sorted(h)) for h in hands)


def _fits(known: Knowledge, hands: Hands) -> bool:
    return (
        tuple(hands[known.seat]) == known.hand
        and all(len(hands[s]) == known.sizes[s] for s in range(4))
        and not any(t.fits(n) for s in range(4) for t in hands[s] for n in known.passed[s])
        and not {t for h in hands for t in h} & known.line
    )


def test_the_listed_deals_are_exactly_the_counted_ones_and_all_fit_what_was_known() -> None:
    checked = 0
    for r in _positions(5):
        known = knowledge(r)
        deals = Deals(known)
        if deals.count > 2000:
            continue
        listed = [_key(h) for h in deals]
        assert len(listed) == len(set(listed)) == deals.count
        assert _key([r.hand(s) for s in range(4)]) in set(listed)  # the real deal is one
        assert all(_fits(known, list(h)) for h in listed)
        checked += 1
        if checked == 60:
            break


def _chi_square_fails(draw: Callable[[random.Random], Hands], deals: Deals) -> bool:
    """Whether draws from ``draw`` are unlikely (p < 0.001) to be uniform over ``deals``."""
    every = {_key(h) for h in deals}
    rng = random.Random(11)
    per_deal = 40
    seen = Counter(_key(draw(rng)) for _ in range(per_deal * deals.count))
    assert set(seen) <= every
    statistic = sum((seen[k] - per_deal) ** 2 / per_deal for k in every)
    df = len(every) - 1
    z = 3.0902  # the normal's 0.999 quantile; Wilson and Hilferty's approximation
    critical = df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3
    return statistic > critical


def _small_cases() -> list[Deals]:
    """Positions with 20 to 150 fitting deals and passes by at least two seats."""
    cases = []
    for r in _positions(5):
        deals = Deals(knowledge(r))
        if 20 <= deals.count <= 150 and sum(1 for p in deals.known.passed if p) >= 2:
            cases.append(deals)
            if len(cases) == 4:
                return cases
    raise AssertionError("unreachable")


def _tile_by_tile(deals: Deals) -> Callable[[random.Random], Hands]:
    """An obvious sampler that is wrong: each unseen tile in turn, lowest first, to a
    random seat that may hold it and has room, starting again when stuck."""
    known = deals.known
    others = [s for s in range(4) if s != known.seat]
    unseen = [
        t
        for t in sorted({t for h in deals for s in others for t in h[s]})
        if t not in known.hand and t not in known.line
    ]

    def draw(rng: random.Random) -> Hands:
        while True:
            hands: list[list[Tile]] = [[], [], [], []]
            for t in unseen:
                room = [
                    s
                    for s in others
                    if len(hands[s]) < known.sizes[s]
                    and not any(t.fits(n) for n in known.passed[s])
                ]
                if not room:
                    break
                hands[rng.choice(room)].append(t)
            else:
                hands[known.seat] = list(known.hand)
                return [tuple(sorted(h)) for h in hands]

    return draw


def test_deals_are_drawn_uniformly_by_a_chi_square_test_and_the_obvious_way_is_not() -> None:
    cases = _small_cases()
    for deals in cases:
        assert not _chi_square_fails(deals.sample, deals), deals.known
    # The same test catches a sampler that favours some deals, so it can fail.
    assert any(_chi_square_fails(_tile_by_tile(d), d) for d in cases)


def test_late_passes_leave_few_deals_and_a_contradiction_leaves_none() -> None:
    r = next(r for r in _positions(7) if sum(1 for p in knowledge(r).passed if p) >= 2)
    known = knowledge(r)
    assert Deals(known).count < math.comb(21, 7) * math.comb(14, 7)
    everyone = tuple(tuple(range(7)) for _ in range(4))
    impossible = Knowledge(known.seat, known.hand, known.line, known.sizes, everyone)
    deals = Deals(impossible)
    assert deals.count == 0 and list(deals) == []
    with pytest.raises(ValueError, match="no deal"):
        deals.sample(random.Random(1))


def test_a_small_set_is_averaged_exactly_and_a_large_one_refines_to_its_margin() -> None:
    small = next(r for r in _positions(3) if 2 <= Deals(knowledge(r)).count <= 60)
    known = knowledge(small)
    steps = list(as_known(small, random.Random(1), batch=5))
    final = steps[-1]
    assert not any(e.exact for step in steps[:-1] for e in step)  # a fair sample on the way
    assert all(e.exact and e.margin == 0 and e.samples == Deals(known).count for e in final)
    for k, e in enumerate(final):
        values = [Solver(h).options(known.seat, small.ends, h)[k].value for h in Deals(known)]
        assert e.mean == pytest.approx(sum(values) / len(values))
    large = next(r for r in _positions(4) if Deals(knowledge(r)).count > 5000)
    steps = list(as_known(large, random.Random(2), margin=3.0, budget=200, batch=10))
    drawn = [max(e.samples for e in s) for s in steps]
    assert drawn == list(range(10, 10 * len(steps) + 1, 10))
    last = steps[-1]
    assert not any(e.exact for e in last)
    # What each option gives away is known to the margin, unless it is plainly worse.
    assert drawn[-1] == 200 or all(
        e.behind_margin <= 3.0 or e.behind - e.behind_margin > 3.0 for e in last
    )
    assert max(e.margin for e in steps[0]) >= max(e.margin for e in last)
