"""What each seat may know: its own hand only until the round is over."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dominos.engine import LEFT, RIGHT, Move, Round, Tile, view

SPLIT = "00 01 02 03 04 05 06 | 11 12 13 14 15 16 22 | 23 24 25 26 33 34 35 | 36 44 45 46 55 56 66"


def test_view_shows_own_hand_and_public_facts_only(make_round: Callable[..., Round]) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(4, 6))
    r.play(Tile(0, 4), LEFT)
    r.play(Tile(1, 6))
    r.pass_turn()  # seat 2 on 0 and 1
    for seat in range(4):
        v = view(r, seat)
        assert v.hand == r.hand(seat)
        assert v.hands is None and v.result is None
        assert v.line == ((0, 4), (4, 6), (6, 1))
        assert v.ends == (0, 1)
        assert v.hand_sizes == (6, 6, 7, 6)
        assert v.passed_on == ((), (), (0, 1), ())
        assert v.turn == 3
        assert v.last is not None and v.last.seat == 2 and v.last.is_pass
        others = {t for s in range(4) if s != seat for t in r.hand(s)}
        assert not others & set(v.hand)
    assert view(r, 0).legal_moves == ()
    assert view(r, 3).must_pass  # seat 3 holds no 0 or 1


def test_legal_moves_only_for_the_seat_to_act(make_round: Callable[..., Round]) -> None:
    r = make_round(SPLIT, 3)
    r.play(Tile(3, 6))
    assert view(r, 0).legal_moves == (Move(Tile(0, 3), LEFT), Move(Tile(0, 6), RIGHT))
    assert not view(r, 0).must_pass
    assert all(view(r, s).legal_moves == () for s in (1, 2, 3))


def test_all_hands_revealed_once_over(make_round: Callable[..., Round]) -> None:
    r = make_round(SPLIT, 0)
    while not r.is_over:
        m = r.auto_move()
        r.pass_turn() if m is None else r.play(m.tile, m.end)
    for seat in range(4):
        v = view(r, seat)
        assert v.hands == tuple(r.hand(s) for s in range(4))
        assert v.result == r.result and v.turn is None and v.legal_moves == ()


def test_bad_seat_is_refused(make_round: Callable[..., Round]) -> None:
    with pytest.raises(ValueError, match="seat is 0 to 3"):
        view(make_round(SPLIT), 4)
