"""The double-dummy solver against a plain exhaustive minimax played through the rules
themselves, on random endgames, and on positions worked out by hand."""

from __future__ import annotations

import random

import pytest

from dominos.engine import Round, Tile
from dominos.engine.review import best_play_out
from dominos.engine.solver import Option, Solver
from tests.helpers.rounds import random_position


def _clone(r: Round) -> Round:
    return Round.replay(r.hands_at_start, r.opener, r.history)


def _for(seat: int, after: Round) -> int:
    """The value of ``after`` for ``seat``'s team, by trying every line of play."""
    if after.is_over:
        res = after.result
        assert res is not None
        return res.points if res.winning_team == seat & 1 else -res.points
    mover = after.turn
    assert mover is not None
    moves = after.legal_moves()
    if not moves:
        child = _clone(after)
        child.pass_turn()  # four passes in a row end the round as the rules say
        best = _for(mover, child)
    else:
        best = -1000
        for move in moves:
            child = _clone(after)
            child.play(move.tile, move.end)
            best = max(best, _for(mover, child))
    return best if mover & 1 == seat & 1 else -best


def _minimax_options(r: Round) -> list[tuple[Tile, str | None, int]]:
    seat = r.turn
    assert seat is not None and r.ends is not None
    found: list[tuple[Tile, str | None, int]] = []
    for move in r.legal_moves():
        if r.ends[0] == r.ends[1] and move.end == "left":
            continue  # the same play as on the right (decisions.md 10)
        child = _clone(r)
        child.play(move.tile, move.end)
        found.append((move.tile, move.end, _for(seat, child)))
    return found


def _endgame(rng: random.Random, tiles_left: int) -> Round:
    return random_position(rng, lambda r: sum(r.hand_sizes) <= tiles_left)


def _hands(r: Round) -> list[tuple[Tile, ...]]:
    return [r.hand(s) for s in range(4)]


def test_every_option_of_random_endgames_is_worth_what_exhaustive_minimax_says() -> None:
    rng = random.Random(30)
    kinds = set()
    for _ in range(200):
        r = _endgame(rng, rng.choice([6, 9, 12, 14, 16]))
        assert r.turn is not None
        got = Solver(_hands(r)).options(r.turn, r.ends, _hands(r))
        assert [(o.tile, o.end, o.value) for o in got] == _minimax_options(r), r.history
        kinds.add(len({o.value for o in got}) > 1)
    assert kinds == {True, False}  # some endgames had a choice that mattered, some not


def test_one_table_reused_along_a_round_gives_what_a_fresh_solver_gives() -> None:
    rng = random.Random(3)
    r = _endgame(rng, 12)
    shared = Solver(_hands(r))
    tiny = Solver(_hands(r), cap=40)  # emptied again and again: only slower, never wrong
    while not r.is_over:
        seat = r.turn
        assert seat is not None
        moves = r.legal_moves()
        if not moves:
            r.pass_turn()
            continue
        fresh = Solver(_hands(r)).options(seat, r.ends, _hands(r))
        assert shared.options(seat, r.ends, _hands(r)) == fresh
        assert tiny.options(seat, r.ends, _hands(r)) == fresh
        assert tiny.entries <= 40
        r.play(*rng.choice(moves))


def test_a_block_on_equal_pips_goes_to_the_team_that_laid_the_last_tile() -> None:
    # Seat 0 lays 6-1 on the six: nobody holds a one or a five, and both teams hold 8.
    hands = [[Tile(6, 1), Tile(2, 2)], [Tile(6, 2)], [Tile(4, 0)], [Tile(0, 0)]]
    assert Solver(hands).options(0, (6, 5), hands) == [Option(Tile(1, 6), "left", 8)]
    # The same block laid by seat 1 goes to seat 1's team.
    hands = [[Tile(6, 2)], [Tile(6, 1), Tile(2, 2)], [Tile(0, 0)], [Tile(4, 0)]]
    assert Solver(hands).options(1, (6, 5), hands) == [Option(Tile(1, 6), "left", 8)]


def test_a_round_worth_nothing_is_worth_zero_to_both_teams() -> None:
    # Seat 0 goes out; the opponents hold nothing but the double blank.
    hands = [[Tile(5, 3)], [Tile(0, 0)], [Tile(6, 6)], []]
    assert Solver(hands).options(0, (5, 2), hands) == [Option(Tile(3, 5), "left", 0)]


def test_a_play_that_blocks_the_round_scores_it_for_the_lighter_team() -> None:
    hands = [[Tile(6, 1), Tile(6, 6)], [Tile(2, 3)], [Tile(0, 2)], [Tile(3, 4)]]
    # 6-1 leaves a one and a five that nobody holds: seat 0's team is left with 12 + 2
    # against 5 + 7, so the other team scores 14. After the double six the three others
    # pass, and 6-1 blocks the round with seat 0's team the lighter: 12 for it.
    assert Solver(hands).options(0, (6, 5), hands) == [
        Option(Tile(1, 6), "left", -14),
        Option(Tile(6, 6), "left", 12),
    ]


def test_a_play_that_makes_the_next_seat_pass_lets_the_partner_go_out() -> None:
    hands = [
        [Tile(2, 5), Tile(4, 6), Tile(3, 3)],
        [Tile(2, 1)],
        [Tile(5, 0)],
        [Tile(6, 6)],
    ]
    # 2-5 on the two leaves five and four: seat 1 must pass and seat 2 goes out (3 + 12).
    # 4-6 on the four leaves the two for seat 1, who goes out (13 + 5 against).
    assert Solver(hands).options(0, (2, 4), hands) == [
        Option(Tile(2, 5), "left", 15),
        Option(Tile(4, 6), "right", -18),
    ]


def test_a_tile_that_fits_two_equal_ends_is_listed_once_and_the_opening_lists_every_tile() -> None:
    hands = [[Tile(4, 1), Tile(4, 4)], [Tile(0, 0)], [Tile(6, 6)], [Tile(5, 5)]]
    got = Solver(hands).options(0, (4, 4), hands)
    assert [(o.tile, o.end) for o in got] == [(Tile(1, 4), "right"), (Tile(4, 4), "right")]
    r = Round.deal(random.Random(8))
    opening = Solver(_hands(r)).options(r.opener, None, _hands(r))
    assert [o.tile for o in opening] == list(r.hand(r.opener))
    assert {o.end for o in opening} == {None}


def test_a_hand_the_solver_was_not_dealt_is_refused() -> None:
    solver = Solver([[Tile(1, 1)], [Tile(2, 2)], [Tile(3, 3)], [Tile(4, 4)]])
    with pytest.raises(ValueError, match="seat 0"):
        solver.options(0, (1, 5), [[Tile(5, 5)], [Tile(2, 2)], [Tile(3, 3)], [Tile(4, 4)]])
    with pytest.raises(ValueError, match="two hands"):
        Solver([[Tile(1, 1)], [Tile(1, 1)], [], []])


def test_what_if_plays_the_rest_best_and_ends_with_the_options_value() -> None:
    rng = random.Random(12)
    for _ in range(6):
        r = _endgame(rng, rng.choice([10, 14, 18]))
        seat = r.turn
        assert seat is not None
        hands = _hands(r)
        for option in Solver(hands).options(seat, r.ends, hands):
            moves = [(ev.seat, ev.tile, ev.end) for ev in r.history]
            line, result = best_play_out(r.hands_at_start, r.opener, moves, option.tile, option.end)
            assert line[0] == (seat, option.tile, option.end)
            points = result.points if result.winning_team == seat & 1 else -result.points
            assert points == option.value  # both teams at their best reach the value
            again = _clone(r)
            for who, tile, end in line:
                assert who == again.turn
                again.play(tile, end) if tile is not None else again.pass_turn()
            assert again.result == result
