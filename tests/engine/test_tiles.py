import copy
import pickle
import random

import pytest

from dominos.engine import FULL_SET, Tile, deal


def test_tile_is_normalised_and_interned() -> None:
    assert Tile(6, 4) == Tile(4, 6)
    assert Tile(6, 4) is Tile(4, 6)
    assert hash(Tile(6, 4)) == hash(Tile(4, 6))
    assert len({Tile(a, b) for a in range(7) for b in range(7)}) == 28


def test_tile_attributes_and_text() -> None:
    t = Tile(6, 4)
    assert (t.low, t.high, t.pips, t.is_double) == (4, 6, 10, False)
    assert str(t) == "6-4"
    assert Tile(0, 0).pips == 0 and Tile(0, 0).is_double
    assert Tile(6, 6).pips == 12
    assert tuple(Tile(5, 2)) == (2, 5)


def test_tile_is_immutable() -> None:
    t = Tile(1, 2)
    with pytest.raises(AttributeError):
        setattr(t, "low", 5)  # noqa: B010 - written by name: no typed code could write it
    assert t.low == 1


@pytest.mark.parametrize("bad", [(7, 0), (-1, 3), (2, 9)])
def test_tile_out_of_range_is_refused(bad: tuple[int, int]) -> None:
    with pytest.raises(ValueError, match="0 to 6"):
        Tile(*bad)


def test_copy_and_pickle_keep_identity() -> None:
    t = Tile(3, 5)
    assert copy.copy(t) is t
    assert copy.deepcopy(t) is t
    assert pickle.loads(pickle.dumps(t)) is t


def test_full_set_in_hand_order() -> None:
    assert len(FULL_SET) == 28
    assert list(FULL_SET) == sorted(FULL_SET)
    assert [t.pair for t in FULL_SET] == sorted(t.pair for t in FULL_SET)
    assert FULL_SET[0] == Tile(0, 0) and FULL_SET[-1] == Tile(6, 6)
    assert sum(t.pips for t in FULL_SET) == 168


def test_order_compares_low_half_then_high_half() -> None:
    assert Tile(1, 6) < Tile(2, 2) < Tile(2, 3)
    assert Tile(0, 6) < Tile(1, 1)
    assert max(FULL_SET) is Tile(6, 6)


def test_deal_gives_the_whole_set_in_four_sorted_hands() -> None:
    hands = deal(random.Random(11))
    assert [len(h) for h in hands] == [7, 7, 7, 7]
    assert sorted(t for h in hands for t in h) == list(FULL_SET)
    assert all(h == sorted(h) for h in hands)


def test_deal_is_reproducible_with_a_seed_and_varies_between_seeds() -> None:
    assert deal(random.Random(4)) == deal(random.Random(4))
    assert deal(random.Random(4)) != deal(random.Random(5))


def test_deal_without_rng_uses_the_system_source() -> None:
    hands = deal()
    assert sorted(t for h in hands for t in h) == list(FULL_SET)


def test_deal_spreads_every_tile_evenly_over_the_seats() -> None:
    rng = random.Random(99)
    counts = {(t, s): 0 for t in FULL_SET for s in range(4)}
    deals = 2000
    for _ in range(deals):
        for seat, hand in enumerate(deal(rng)):
            for t in hand:
                counts[t, seat] += 1
    # 500 expected per tile and seat; the standard deviation is about 19.
    assert all(400 < n < 600 for n in counts.values()), min(counts.values())
