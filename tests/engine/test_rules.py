"""Every rule of a round: opening, plays, passes, the end and the scoring."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dominos.engine import LEFT, RIGHT, Event, IllegalMove, Move, Round, Tile, team_of
from tests.helpers.rounds import play_out

MakeRound = Callable[..., Round]

# Seat 0 holds every 0 but the double-six holder is seat 3: passes come easily.
SPLIT = "00 01 02 03 04 05 06 | 11 12 13 14 15 16 22 | 23 24 25 26 33 34 35 | 36 44 45 46 55 56 66"
# Found by search: played out with auto moves from seat 0, these end as described.
DOMINO_DEAL = (
    "00 03 05 11 14 23 26 | 02 04 33 34 36 45 55 | 06 13 15 24 35 44 56 | 01 12 16 22 25 46 66"
)
BLOCKED_DEAL = (
    "02 04 13 14 22 46 66 | 06 16 24 26 33 55 56 | 00 01 03 05 11 23 36 | 12 15 25 34 35 44 45"
)
DEAD_HEAT_DEAL = (
    "00 04 15 22 25 45 66 | 01 06 13 14 24 26 44 | 03 11 12 23 34 35 56 | 02 05 16 33 36 46 55"
)


def snapshot(r: Round) -> tuple[object, ...]:
    return (
        r.turn,
        r.ends,
        r.line,
        tuple(r.hand(s) for s in range(4)),
        tuple(r.passed_on(s) for s in range(4)),
        r.history,
        r.result,
    )


def pips(tiles: tuple[Tile, ...]) -> int:
    return sum(t.low + t.high for t in tiles)


# -- opening --------------------------------------------------------------------------


def test_double_six_holder_opens_by_default(make_round: MakeRound) -> None:
    r = make_round(SPLIT)
    assert r.opener == 3 and r.turn == 3


def test_opener_may_open_with_any_tile_lower_half_on_the_left(make_round: MakeRound) -> None:
    r = make_round(SPLIT)
    r.play(Tile(6, 3))
    assert r.line == ((3, 6),)
    assert r.ends == (3, 6)
    assert r.turn == 0
    assert Tile(3, 6) not in r.hand(3) and r.hand_sizes == (7, 7, 7, 6)


def test_before_the_opening_every_tile_is_legal_and_ends_are_none(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 1)
    assert r.ends is None and r.line == ()
    assert r.legal_moves() == [Move(t, None) for t in r.hand(1)]


def test_opener_cannot_pass(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 2)
    before = snapshot(r)
    with pytest.raises(IllegalMove, match="Seat 2 opens the round and cannot pass"):
        r.pass_turn()
    assert snapshot(r) == before


def test_explicit_opener_is_respected_and_checked(make_round: MakeRound) -> None:
    assert make_round(SPLIT, 0).turn == 0
    with pytest.raises(ValueError, match="seat from 0 to 3"):
        make_round(SPLIT, 4)


# -- playing --------------------------------------------------------------------------


def test_tile_goes_on_the_end_it_fits_and_the_other_half_shows(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(3, 6))  # ends 3 | 6
    r.play(Tile(0, 3))  # seat 0: only fits left
    assert r.line == ((0, 3), (3, 6)) and r.ends == (0, 6)
    r.play(Tile(1, 6))  # seat 1: only fits right
    assert r.line == ((0, 3), (3, 6), (6, 1)) and r.ends == (0, 1)


def test_doubles_go_straight_and_keep_two_ends(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(3, 6))
    r.play(Tile(0, 3))
    r.play(Tile(1, 6))
    r.pass_turn()
    r.pass_turn()  # seat 3: no 0 or 1 either
    r.play(Tile(0, 0), LEFT)
    assert r.line[0] == (0, 0) and r.ends == (0, 1) and len(r.line) == 4


def test_tile_that_fits_neither_end_is_refused(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(3, 6))
    before = snapshot(r)
    with pytest.raises(IllegalMove, match="Seat 0 cannot play 2-0: the ends are 3 and 6"):
        r.play(Tile(0, 2))
    assert snapshot(r) == before


def test_tile_not_in_the_hand_of_the_seat_to_act_is_refused(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(3, 6))
    before = snapshot(r)
    with pytest.raises(IllegalMove, match="Seat 0 does not hold 6-1"):
        r.play(Tile(1, 6))
    with pytest.raises(IllegalMove, match="Seat 0 does not hold 6-6"):
        r.play(Tile(6, 6))  # seat 3 holds it, but seat 0 is to act
    assert snapshot(r) == before


def test_end_it_does_not_fit_is_refused(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(3, 6))
    before = snapshot(r)
    with pytest.raises(IllegalMove, match="Seat 0 cannot play 3-0 on the right end"):
        r.play(Tile(0, 3), RIGHT)
    assert snapshot(r) == before


def test_unknown_end_is_refused(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(3, 6))
    with pytest.raises(IllegalMove, match="'middle' is not an end"):
        r.play(Tile(0, 3), "middle")  # type: ignore[arg-type]


def test_tile_fitting_both_different_ends_needs_a_choice(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(3, 6))
    r.play(Tile(0, 3))  # ends 0 | 6
    r.play(Tile(1, 6))  # ends 0 | 1
    r.pass_turn()  # seat 2
    r.pass_turn()  # seat 3
    before = snapshot(r)
    with pytest.raises(IllegalMove, match=r"must choose an end for 1-0: .*\(0\).*\(1\)"):
        r.play(Tile(0, 1))
    assert snapshot(r) == before
    assert Move(Tile(0, 1), LEFT) in r.legal_moves()
    assert Move(Tile(0, 1), RIGHT) in r.legal_moves()
    r.play(Tile(0, 1), LEFT)
    assert r.ends == (1, 1) and r.line[0] == (1, 0)


def test_equal_ends_go_right_unless_chosen(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 0)
    r.play(Tile(0, 0))
    for _ in range(3):
        r.pass_turn()
    r.play(Tile(0, 1))  # ends 0 | 0: no end given, so right
    assert r.line == ((0, 0), (0, 1)) and r.ends == (0, 1)
    assert r.history[-1] == Event(0, Tile(0, 1), RIGHT)

    r2 = make_round(SPLIT, 0)
    r2.play(Tile(0, 0))
    for _ in range(3):
        r2.pass_turn()
    r2.play(Tile(0, 1), LEFT)
    assert r2.line == ((1, 0), (0, 0)) and r2.ends == (1, 0)


# -- passing --------------------------------------------------------------------------


def test_pass_refused_while_a_tile_fits(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(3, 6))
    before = snapshot(r)
    with pytest.raises(IllegalMove, match="Seat 0 cannot pass: 3-0 fits the ends 3 and 6"):
        r.pass_turn()
    assert snapshot(r) == before
    assert not r.can_pass()


def test_passes_are_recorded_in_order_first_passed(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 0)
    r.play(Tile(0, 0))
    assert r.can_pass()
    r.pass_turn()  # seat 1 on 0 | 0: one number
    assert r.passed_on(1) == (0,)
    r.pass_turn()
    r.pass_turn()
    r.play(Tile(0, 6))  # ends 0 | 6
    r.play(Tile(1, 6))  # seat 1: ends 0 | 1
    r.pass_turn()  # seat 2 on 0 and 1
    assert r.passed_on(2) == (0, 1)
    assert r.passed_on(3) == (0,)
    r.pass_turn()  # seat 3 on 0 and 1: 0 already listed
    assert r.passed_on(3) == (0, 1)
    assert r.passed_on(0) == ()


def test_passed_on_starts_empty_every_round(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 0)
    r.play(Tile(0, 0))
    r.pass_turn()
    assert r.passed_on(1) == (0,)
    assert make_round(SPLIT, 0).passed_on(1) == ()


# -- auto play ------------------------------------------------------------------------


def test_auto_move_opens_with_the_lowest_tile(make_round: MakeRound) -> None:
    r = make_round(SPLIT)
    assert r.auto_move() == Move(Tile(3, 6), None)


def test_auto_move_picks_lowest_playable_tile_left_first(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(4, 6))  # ends 4 | 6
    # seat 0: 0-4 is the first tile that fits, on the left (the 4)
    assert r.auto_move() == Move(Tile(0, 4), LEFT)
    r.play(Tile(0, 4), LEFT)  # ends 0 | 6
    # seat 1: 1-6 fits the right only
    assert r.auto_move() == Move(Tile(1, 6), RIGHT)
    r.play(Tile(1, 6))  # ends 0 | 1
    assert r.auto_move() is None  # seat 2 holds no 0 or 1: pass
    r.pass_turn()
    r.pass_turn()
    # seat 0 on 0 | 1: 0-0 first, it fits the left
    assert r.auto_move() == Move(Tile(0, 0), LEFT)


def test_auto_move_on_equal_ends_takes_the_left(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 0)
    r.play(Tile(0, 0))
    r.pass_turn()
    r.pass_turn()
    r.pass_turn()
    assert r.auto_move() == Move(Tile(0, 1), LEFT)


# -- the end of a round ---------------------------------------------------------------


def test_domino_scores_only_the_opponents_hands(make_round: MakeRound) -> None:
    r = make_round(DOMINO_DEAL, 0)
    play_out(r)
    res = r.result
    assert res is not None and res.kind == "domino" and not res.dead_heat
    winner = res.last_player
    assert r.hand(winner) == () and r.turn is None
    assert res.winning_team == team_of(winner)
    partner = (winner + 2) % 4
    assert r.hand(partner) != ()  # the partner still holds pips ...
    opponents = pips(r.hand((winner + 1) % 4)) + pips(r.hand((winner + 3) % 4))
    assert res.points == opponents  # ... and they are not counted
    assert res.points != res.team_pips[0] + res.team_pips[1]


def test_round_ends_the_moment_the_last_tile_is_played(make_round: MakeRound) -> None:
    r = make_round(DOMINO_DEAL, 0)
    play_out(r)
    assert r.is_over and r.legal_moves() == [] and r.auto_move() is None
    last = r.history[-1]
    assert last.tile is not None and last.seat == r.result.last_player


def test_four_passes_in_a_row_block_the_round(make_round: MakeRound) -> None:
    r = make_round(BLOCKED_DEAL, 0)
    play_out(r)
    res = r.result
    assert res is not None and res.kind == "blocked"
    assert [e.is_pass for e in r.history[-4:]] == [True] * 4
    assert not r.history[-5].is_pass
    assert all(r.hand_sizes)  # nobody went out
    assert res.last_player == r.history[-5].seat


def test_blocked_round_lighter_team_scores_heavier_total(make_round: MakeRound) -> None:
    r = make_round(BLOCKED_DEAL, 0)
    play_out(r)
    res = r.result
    assert res is not None
    team0 = pips(r.hand(0)) + pips(r.hand(2))
    team1 = pips(r.hand(1)) + pips(r.hand(3))
    assert res.team_pips == (team0, team1) and team0 != team1
    assert res.winning_team == (0 if team0 < team1 else 1)
    assert res.points == max(team0, team1)
    assert not res.dead_heat


def test_dead_heat_goes_to_the_team_of_the_last_tile(make_round: MakeRound) -> None:
    r = make_round(DEAD_HEAT_DEAL, 0)
    play_out(r)
    res = r.result
    assert res is not None and res.kind == "blocked" and res.dead_heat
    assert res.team_pips[0] == res.team_pips[1]
    assert res.last_player % 2 == 1  # not team 0: the default would be wrong here
    assert res.winning_team == 1
    assert res.points == res.team_pips[0]


def test_any_action_after_the_end_is_refused(make_round: MakeRound) -> None:
    r = make_round(BLOCKED_DEAL, 0)
    play_out(r)
    before = snapshot(r)
    some_tile = r.hand(1)[0]
    with pytest.raises(IllegalMove, match="The round is over"):
        r.play(some_tile)
    with pytest.raises(IllegalMove, match="The round is over"):
        r.pass_turn()
    assert snapshot(r) == before


def test_result_hands_reveal_everything_left(make_round: MakeRound) -> None:
    r = make_round(BLOCKED_DEAL, 0)
    play_out(r)
    assert r.result is not None
    assert r.result.hands == tuple(r.hand(s) for s in range(4))


# -- construction and replay ----------------------------------------------------------


def test_bad_hands_are_refused() -> None:
    from dominos.engine import FULL_SET

    tiles = list(FULL_SET)
    with pytest.raises(ValueError, match="four hands of seven"):
        Round([tiles[:7], tiles[7:14], tiles[14:21]])
    with pytest.raises(ValueError, match="each once"):
        Round([tiles[:7], tiles[:7], tiles[14:21], tiles[21:]])
    with pytest.raises(ValueError, match="not"):
        Round([tiles[:7], tiles[7:14], tiles[14:21], [*tiles[21:27], (6, 6)]])  # type: ignore[list-item]
    for junk in (None, 42, "tiles", [[1] * 7] * 4, [None] * 4, ["abcdefg"] * 4):
        with pytest.raises(ValueError, match="four hands of seven"):
            Round(junk)  # type: ignore[arg-type]


def test_junk_from_a_client_is_refused_without_changing_the_round(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(3, 6))
    before = snapshot(r)
    for tile, end in [
        (None, None),
        ((0, 3), "left"),
        ("3-0", None),
        (Tile(0, 3), "up"),
        (Tile(0, 3), 0),
        (Tile(0, 3), ["left"]),
    ]:
        with pytest.raises(IllegalMove, match="Seat 0"):
            r.play(tile, end)  # type: ignore[arg-type]
    assert snapshot(r) == before


def test_replay_rebuilds_the_same_round(make_round: MakeRound) -> None:
    r = make_round(DEAD_HEAT_DEAL, 0)
    play_out(r)
    again = Round.replay(r.hands_at_start, r.opener, r.history)
    assert snapshot(again) == snapshot(r)


def test_replay_refuses_a_history_that_does_not_follow(make_round: MakeRound) -> None:
    r = make_round(SPLIT, 0)
    with pytest.raises(IllegalMove, match="seat 2 acting when seat 0"):
        Round.replay(r.hands_at_start, 0, [Event(2, Tile(2, 3), None)])
    with pytest.raises(IllegalMove):
        Round.replay(
            r.hands_at_start,
            0,
            [Event(0, Tile(0, 0), None), Event(1, None, None), Event(2, Tile(2, 3), RIGHT)],
        )


def test_round_deal_matches_dealing_then_starting() -> None:
    import random

    from dominos.engine import deal

    a = Round.deal(random.Random(21))
    b = Round(deal(random.Random(21)))
    assert a.hands_at_start == b.hands_at_start
    assert a.opener == b.opener and Tile(6, 6) in a.hand(a.opener)
    assert Round.deal(random.Random(21), opener=2).opener == 2
    with pytest.raises(ValueError, match="seat from 0 to 3"):
        Round.deal(random.Random(21), opener=7)


def test_illegal_moves_are_value_errors_for_callers_that_catch_those() -> None:
    assert issubclass(IllegalMove, ValueError)
