"""Invariants over random deals and random legal play."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominos.engine import FULL_SET, IllegalMove, Match, Round, Tile, deal, view

EXAMPLES = settings(max_examples=200, deadline=None)


def play_randomly(r: Round, rng: random.Random, checks: bool = True) -> None:
    """Plays a random legal move each turn, checking the invariants after every step."""
    for _ in range(200):  # far above any round: plays <= 28, passes < 4 between plays
        if r.is_over:
            return
        seat = r.turn
        assert seat is not None
        moves = r.legal_moves()
        auto = r.auto_move()
        assert r.can_pass() == (not moves) == (auto is None)
        if auto is not None:
            # Rule 22: lowest playable tile, left end first.
            assert auto in moves
            assert auto.tile == min(m.tile for m in moves)
            assert auto == next(m for m in moves if m.tile is auto.tile)
        if checks:
            refused_tile_leaves_round_alone(r, rng)
        if moves:
            m = rng.choice(moves)
            r.play(m.tile, m.end)
        else:
            r.pass_turn()
        if checks:
            check_invariants(r)
    raise AssertionError("the round did not end")


def refused_tile_leaves_round_alone(r: Round, rng: random.Random) -> None:
    seat = r.turn
    assert seat is not None
    playable = {m.tile for m in r.legal_moves()}
    unplayable = [t for t in FULL_SET if t not in playable]
    if not unplayable:
        return
    before = (r.line, r.ends, r.hand(seat), r.history, r.turn)
    tile = rng.choice(unplayable)
    try:
        r.play(tile)
    except IllegalMove as exc:
        assert f"Seat {seat}" in str(exc) and str(tile) in str(exc)
    else:
        raise AssertionError(f"{tile} was accepted although it is not a legal move")
    assert (r.line, r.ends, r.hand(seat), r.history, r.turn) == before


def check_invariants(r: Round) -> None:
    line = r.line
    on_line = [Tile(a, b) for a, b in line]
    in_hands = [t for s in range(4) for t in r.hand(s)]
    assert sorted(on_line + in_hands) == list(FULL_SET)  # all 28, each once
    assert all(line[i][1] == line[i + 1][0] for i in range(len(line) - 1))
    assert r.ends == (line[0][0], line[-1][1])
    plays = [e for e in r.history if not e.is_pass]
    assert len(plays) == len(line) <= 28
    for seat in range(4):
        # Whoever passed on a number holds none of it for the rest of the round.
        for n in r.passed_on(seat):
            assert not any(t.fits(n) for t in r.hand(seat))
        assert r.hand_sizes[seat] == 7 - sum(1 for e in plays if e.seat == seat)


@EXAMPLES
@given(st.randoms(use_true_random=False), st.sampled_from([None, 0, 1, 2, 3]))
def test_random_rounds_keep_every_invariant(rng: random.Random, opener: int | None) -> None:
    r = Round(deal(rng), opener)
    play_randomly(r, rng)
    res = r.result
    assert res is not None and r.turn is None
    # Exactly one team scores, and what it scores follows from the hands left.
    assert res.winning_team in (0, 1)
    assert res.points == res.team_pips[1 - res.winning_team]
    if res.kind == "domino":
        assert r.hand(res.last_player) == ()
    else:
        assert [e.is_pass for e in r.history[-4:]] == [True] * 4
        lighter = min(res.team_pips)
        assert res.team_pips[res.winning_team] == lighter
        assert res.dead_heat == (res.team_pips[0] == res.team_pips[1])
    passes_in_a_row = 0
    for e in r.history:
        passes_in_a_row = passes_in_a_row + 1 if e.is_pass else 0
        assert passes_in_a_row <= 4
    assert not r.history[0].is_pass and r.history[0].seat == r.opener


@EXAMPLES
@given(st.randoms(use_true_random=False))
def test_replaying_history_reproduces_the_round(rng: random.Random) -> None:
    r = Round(deal(rng))
    stop = rng.randrange(40)
    for _ in range(stop):
        if r.is_over:
            break
        moves = r.legal_moves()
        if moves:
            m = rng.choice(moves)
            r.play(m.tile, m.end)
        else:
            r.pass_turn()
    again = Round.replay(r.hands_at_start, r.opener, r.history)
    for seat in range(4):
        assert view(again, seat) == view(r, seat)
    assert again.history == r.history and again.result == r.result


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from([50, 100, 250]))
def test_a_match_ends_with_one_winner_and_rotating_openers(rng: random.Random, target: int) -> None:
    m = Match(target)
    openers = []
    while m.winner is None:
        r = m.start_round(rng=rng)
        openers.append(r.opener)
        play_randomly(r, rng, checks=False)
        m.end_round()
    w = m.winner
    assert m.scores[w] >= target > m.scores[1 - w]
    assert sum(m.scores) == sum(res.points for res in m.rounds)
    assert openers == [(openers[0] + i) % 4 for i in range(len(openers))]


@EXAMPLES
@given(st.randoms(use_true_random=False), st.integers(0, 40), st.integers(0, 2**32))
def test_play_randomly_matches_move_by_move_play(rng: random.Random, steps: int, seed: int) -> None:
    r = Round(deal(rng))
    for _ in range(steps):  # start from anywhere: before the opening, mid-round, after passes
        if r.is_over:
            return
        moves = r.legal_moves()
        if moves:
            r.play(*rng.choice(moves))
        else:
            r.pass_turn()
    if r.is_over:
        with pytest.raises(IllegalMove, match="The round is over"):
            r.play_randomly(rng)
        return
    fast = Round.replay(r.hands_at_start, r.opener, r.history)
    result = fast.play_randomly(random.Random(seed))
    pick = random.Random(seed).random
    while not r.is_over:
        moves = r.legal_moves()
        if len(moves) > 1:
            r.play(*moves[int(pick() * len(moves))])
        elif moves:
            r.play(*moves[0])
        else:
            r.pass_turn()
    assert fast.history == r.history
    assert result == r.result == fast.result
    for seat in range(4):
        assert view(fast, seat) == view(r, seat)
