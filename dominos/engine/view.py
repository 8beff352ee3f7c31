"""What one seat may know about a round (decisions.md 25): the host sends exactly this."""

from __future__ import annotations

from dataclasses import dataclass

from dominos.engine.moves import Event, Move, RoundResult
from dominos.engine.rules import Round
from dominos.engine.tiles import Tile

__all__ = ["SeatView", "view"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat's picture of the round; other hands appear only once it is over. With no
    seat (``seat`` ``None``), what the whole table may know: no hand at all."""

    seat: int | None
    opener: int
    hand: tuple[Tile, ...]
    #: Tiles as laid from left to right, as ``(left half, right half)``.
    line: tuple[tuple[int, int], ...]
    ends: tuple[int, int] | None
    hand_sizes: tuple[int, int, int, int]
    #: Numbers each seat passed on, in the order first passed.
    passed_on: tuple[tuple[int, ...], ...]
    turn: int | None
    #: What this seat may play now; empty unless it is their turn.
    legal_moves: tuple[Move, ...]
    #: True when it is this seat's turn and nothing fits.
    must_pass: bool
    #: The latest play or pass, for announcing it.
    last: Event | None
    result: RoundResult | None
    #: All four hands, only once the round is over.
    hands: tuple[tuple[Tile, ...], ...] | None


def view(r: Round, seat: int | None) -> SeatView:
    """Builds the snapshot for ``seat``; with ``None``, for no seat: a watcher's, which
    holds no hand and can play nothing (decisions.md 36).

    >>> import random
    >>> from dominos.engine.tiles import deal
    >>> r = Round(deal(random.Random(2)), opener=1)
    >>> v = view(r, 0)
    >>> v.hand == r.hand(0), v.hands, v.legal_moves, v.turn
    (True, None, (), 1)
    >>> len(view(r, 1).legal_moves)
    7
    >>> w = view(r, None)
    >>> w.hand, w.hands, w.legal_moves, w.must_pass, w.hand_sizes
    ((), None, (), False, (7, 7, 7, 7))
    """
    if seat is not None and seat not in (0, 1, 2, 3):
        raise ValueError(f"a seat is 0 to 3, not {seat!r}")
    result = r.result
    mine = r.turn == seat
    return SeatView(
        seat=seat,
        opener=r.opener,
        hand=() if seat is None else r.hand(seat),
        line=r.line,
        ends=r.ends,
        hand_sizes=r.hand_sizes,
        passed_on=tuple(r.passed_on(s) for s in range(4)),
        turn=r.turn,
        legal_moves=tuple(r.legal_moves()) if mine else (),
        must_pass=mine and r.can_pass(),
        last=r.last_event,
        result=result,
        hands=None if result is None else result.hands,
    )
