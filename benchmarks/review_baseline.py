"""The naive double-dummy solver the review's solver is measured against.

Plain alpha-beta as a first version would write it: hands are tuples of tiles, the moves of
a hand are found by trying each tile on each end in hand order (no move ordering), a round
is blocked after four passes in a row, and a dictionary keyed on the whole position (the
four hands, the ends, the seat to act, the passes in a row and the last seat to lay a tile)
keeps each result with whether it is exact or a bound. Every option of every play is
searched from scratch with a table of its own (no reuse between positions). It scores by
the engine's own ``outcome``, so both solvers agree on every value (checked as they run).
"""

from __future__ import annotations

from collections.abc import Sequence

from dominos.engine import Round, Tile
from dominos.engine.playout import outcome
from dominos.terms import BLOCKED, DOMINO

__all__ = ["options"]

_INF = 1000
Hands = tuple[tuple[Tile, ...], ...]


class _Plain:
    def __init__(self) -> None:
        self.table: dict[tuple[Hands, int, int, int, int, int], tuple[int, int]] = {}

    def search(
        self, hands: Hands, ends: tuple[int, int], seat: int, passes: int, last: int,
        alpha: int, beta: int,
    ) -> int:  # fmt: skip
        left, right = ends
        key = (hands, left, right, seat, passes, last)
        known = self.table.get(key)
        if known is not None:
            value, kind = known
            if kind == 0 or (kind > 0 and value >= beta) or (kind < 0 and value <= alpha):
                return value
        start = alpha
        hand = hands[seat]
        moves = [(t, n) for t in hand for n in (left, right) if t.fits(n)]
        if left == right:
            moves = moves[::2]
        best = -_INF
        if not moves:
            if passes == 3:
                best = _score(BLOCKED, hands, last, seat)
            else:
                best = -self.search(hands, ends, (seat + 1) % 4, passes + 1, last, -beta, -alpha)
        for t, number in moves:
            rest = tuple(x for x in hand if x is not t)
            after = (*hands[:seat], rest, *hands[seat + 1 :])
            if not rest:
                value = _score(DOMINO, after, seat, seat)
            else:
                other = t.other(number)
                new = (other, right) if number == left else (left, other)
                value = -self.search(after, new, (seat + 1) % 4, 0, seat, -beta, -alpha)
            best = max(best, value)
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        kind = 0 if start < best < beta else (1 if best >= beta else -1)
        self.table[key] = (best, kind)
        return best


def _score(kind: str, hands: Hands, last: int, seat: int) -> int:
    pips = [sum(t.pips for t in h) for h in hands]
    winner, points, _ = outcome(kind, pips[0] + pips[2], pips[1] + pips[3], last)  # type: ignore[arg-type]
    return points if winner == seat % 2 else -points


def options(r: Round) -> Sequence[int]:
    """The value of every option of the seat to act, as :meth:`Solver.options` lists them."""
    seat = r.turn
    assert seat is not None
    values = []
    for move in r.legal_moves():
        if r.ends is not None and r.ends[0] == r.ends[1] and move.end == "left":
            continue
        child = Round.replay(r.hands_at_start, r.opener, r.history)
        child.play(move.tile, move.end)
        if child.is_over:
            res = child.result
            assert res is not None
            values.append(res.points if res.winning_team == seat % 2 else -res.points)
            continue
        assert child.turn is not None and child.ends is not None
        hands = tuple(child.hand(s) for s in range(4))
        value = _Plain().search(hands, child.ends, child.turn, 0, seat, -_INF, _INF)
        values.append(-value)
    return values
