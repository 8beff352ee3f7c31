"""A game across rounds: target, opener rotation, scores and the winner."""

from __future__ import annotations

import random

import pytest

from dominos.engine import FULL_SET, TARGETS, Match, Tile
from tests.helpers.rounds import play_out


@pytest.mark.parametrize("target", [50, 100, 150, 450, 500])
def test_valid_targets(target: int) -> None:
    assert Match(target).target == target


def test_default_target_is_100() -> None:
    assert Match().target == 100
    assert TARGETS == (50, 100, 150, 200, 250, 300, 350, 400, 450, 500)


@pytest.mark.parametrize("target", [0, 40, 75, 120, 550, 1000, -50, 100.0, "100", True])
def test_invalid_targets_are_refused(target: object) -> None:
    with pytest.raises(ValueError, match="50 to 500 in steps of 50"):
        Match(target)  # type: ignore[arg-type]


def test_first_round_opened_by_double_six_then_rotates_over_8_rounds() -> None:
    m = Match(target=500)
    rng = random.Random(8)
    openers = []
    starts = []
    for _ in range(8):
        r = m.start_round(rng=rng)
        starts.append(r.hands_at_start)
        openers.append(r.opener)
        play_out(r)
        m.end_round()
        if m.winner is not None:
            break
    assert len(openers) == 8, "target 500 is not reached in 8 rounds with these deals"
    first = openers[0]
    assert Tile(6, 6) in starts[0][first]
    assert openers == [(first + i) % 4 for i in range(8)]


def test_first_opener_is_the_double_six_holder() -> None:
    m = Match()
    hands = [list(FULL_SET[i : i + 7]) for i in range(0, 28, 7)]  # 6-6 ends up in seat 3
    assert m.start_round(hands=hands).opener == 3


def test_rotation_ignores_who_holds_the_double_six_later() -> None:
    m = Match()
    hands = [list(FULL_SET[i : i + 7]) for i in range(0, 28, 7)]
    r = m.start_round(hands=hands)
    play_out(r)
    m.end_round()
    assert m.start_round(hands=hands).opener == 0  # seat after 3, although 3 holds 6-6


def test_end_round_adds_points_to_exactly_one_team() -> None:
    m = Match(target=500)
    rng = random.Random(3)
    for _ in range(3):
        before = m.scores
        r = m.start_round(rng=rng)
        play_out(r)
        res = m.end_round()
        gained = (m.scores[0] - before[0], m.scores[1] - before[1])
        assert gained[res.winning_team] == res.points
        assert gained[1 - res.winning_team] == 0
    assert len(m.rounds) == 3


def test_winner_once_target_reached_and_points_above_count() -> None:
    m = Match(target=50)
    rng = random.Random(1)
    while m.winner is None:
        play_out(m.start_round(rng=rng))
        m.end_round()
    w = m.winner
    assert m.scores[w] >= 50 and m.scores[1 - w] < 50
    assert m.scores[w] == sum(r.points for r in m.rounds if r.winning_team == w)
    with pytest.raises(ValueError, match="game is over"):
        m.start_round(rng=rng)


def test_round_order_is_enforced() -> None:
    m = Match()
    with pytest.raises(ValueError, match="start one first"):
        m.end_round()
    r = m.start_round(rng=random.Random(0))
    with pytest.raises(ValueError, match="not over yet"):
        m.end_round()
    with pytest.raises(ValueError, match="not been counted"):
        m.start_round(rng=random.Random(0))
    play_out(r)
    m.end_round()
    with pytest.raises(ValueError, match="start one first"):
        m.end_round()
    assert m.round_number == 1
