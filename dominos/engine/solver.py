"""Double-dummy values: what a position is worth with all four hands known and both teams
playing their best, and what each option there is worth.

A value is always for the team of the seat to act: +points when that team scores at the
end of the round, -points when the other team does, scored by the engine's own
:func:`~dominos.engine.playout.outcome` (domino, block, dead heat and a 0-point round
alike). Partners cooperate, so it is a game of two players, and since the turn passes to
the other team at every seat, one side's gain is the other's loss (negamax).

How it is fast enough in Python for a whole round's every option (``docs/review.md``):

* hands are bitmasks packed by number (``Tile.families``), so the tiles that fit an end are
  one shift and one mask, and the moves they allow one table lookup;
* a :class:`Solver` belongs to one deal, so a position is only which tiles are still out,
  the two ends (in either order: their values are the same) and the seat to act: one small
  integer, the key of a transposition table that keeps a lower and an upper bound;
* every position of that round reuses the table, so the review of its later plays finds
  most of their trees already searched;
* the move the table remembers as best is tried first, then the plays that leave the next
  seat (an opponent) the fewest tiles to follow with, heaviest first among equals;
* the value of an option is found by null-window tests converging on it (MTD(f)), started
  from what the table already knows or from the option before it;
* a team scores at most the other team's pips, which ends many searches before they start;
  a forced play is not stored (its only child is), and a block is seen the moment no tile
  still out fits either end, not after four passes;
* the table is emptied when it reaches its cap, so memory stays bounded.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Sequence
from typing import Final, NamedTuple

from dominos.engine.moves import BLOCKED, DOMINO, LEFT, RIGHT, End
from dominos.engine.playout import outcome
from dominos.engine.tables import COUNT
from dominos.engine.tiles import FULL_SET, Tile
from dominos.terms import ResultKind

__all__ = ["DEFAULT_CAP", "Option", "Solver"]

#: Entries the table may hold before it is emptied (about 200 bytes each).
DEFAULT_CAP: Final = 400_000
_INF: Final = 1000
#: ``FIT[n]``: the tiles showing ``n``, as a 28-bit set (``Tile.bit``).
FIT: Final = tuple(sum(t.bit for t in FULL_SET if t.fits(n)) for n in range(7))
#: One play from an end showing ``n``: the number it leaves there, the tile's bits in a packed
#: hand and in a set of tiles, and its pips.
_Play = tuple[int, int, int, int]
#: ``PLAYS[n][bits]``: the plays of the tiles n-m for each m in ``bits``, heaviest first.
PLAYS: Final[tuple[tuple[tuple[_Play, ...], ...], ...]] = tuple(
    tuple(
        tuple(
            (m, Tile(n, m).families, Tile(n, m).bit, n + m)
            for m in range(6, -1, -1)
            if bits >> m & 1
        )
        for bits in range(128)
    )
    for n in range(7)
)


class Option(NamedTuple):
    """One legal play and its double-dummy value for the mover's team."""

    tile: Tile
    #: ``None`` for the opening tile.
    end: End | None
    value: int


class Solver:
    """Searches the positions of one deal; keep it for every position of that round.

    ``hands`` are the four hands when the solver is made; any later position it is asked
    about must hold a subset of them (tiles only ever leave hands), which is what lets a
    position's key leave out who holds what.

    >>> from dominos.engine import Tile
    >>> hands = [[Tile(0, 1)], [Tile(2, 3)], [Tile(1, 2)], [Tile(4, 4)]]
    >>> s = Solver(hands)
    >>> s.options(0, (1, 3), hands)  # seat 0 goes out at once: the opponents hold 5 + 8
    [Option(tile=Tile(0, 1), end='left', value=13)]
    """

    __slots__ = ("_cap", "_deal", "_hands", "_team", "_tt")

    def __init__(self, hands: Sequence[Iterable[Tile]], cap: int = DEFAULT_CAP) -> None:
        tiles = [tuple(h) for h in hands]
        if len(tiles) != 4:
            raise ValueError(f"a position has four hands, not {len(tiles)}")
        seen = [t for h in tiles for t in h]
        if len(set(seen)) != len(seen):
            raise ValueError("a tile is in two hands")
        self._deal = tuple(sum(t.bit for t in h) for h in tiles)
        self._hands = [sum(t.families for t in h) for h in tiles]
        #: Pips in each team's two hands.
        self._team = [0, 0]
        self._tt: dict[int, tuple[int, int, int]] = {}
        self._cap = cap

    @property
    def entries(self) -> int:
        """Positions the table holds now."""
        return len(self._tt)

    def _enter(self, hands: Sequence[Iterable[Tile]]) -> int:
        """Sets the search's hands to ``hands``; returns the set of tiles still out."""
        out = 0
        self._team = [0, 0]
        for seat, hand in enumerate(hands):
            bits = sum(t.bit for t in hand)
            if bits & ~self._deal[seat]:
                raise ValueError(f"seat {seat} holds a tile this solver's deal did not give it")
            self._hands[seat] = sum(t.families for t in hand)
            self._team[seat & 1] += sum(t.pips for t in hand)
            out |= bits
        return out

    def options(
        self, seat: int, ends: tuple[int, int] | None, hands: Sequence[Iterable[Tile]]
    ) -> list[Option]:
        """Every legal play of ``seat`` with its value, ``hands`` being the hands now; empty
        when the seat must pass.

        A tile that fits where both ends show the same number is listed once, on the right
        (decisions.md 10). Options come in hand order, the left end's before the right's.
        """
        hands = [tuple(h) for h in hands]
        plays = self.plays(seat, ends, hands)
        values = [v for v in self.values(seat, ends, hands) if v is not None]
        return [Option(t, end, v) for (t, end), v in zip(plays, values, strict=True)]

    def plays(
        self, seat: int, ends: tuple[int, int] | None, hands: Sequence[Iterable[Tile]]
    ) -> list[tuple[Tile, End | None]]:
        """The legal plays of ``seat``, in the order of :meth:`options`."""
        hand = sum(t.families for t in hands[seat])
        return [(t, end) for t, end, _a, _b in self._plays(ends, hand)]

    def values(
        self,
        seat: int,
        ends: tuple[int, int] | None,
        hands: Sequence[Iterable[Tile]],
        only: Container[int] | None = None,
    ) -> list[int | None]:
        """The value of each play of :meth:`plays`; with ``only``, of those whose index
        it holds, the rest ``None`` (an as-known race no longer needs them)."""
        out = self._enter(hands)
        found: list[int | None] = []
        guess = 0
        for k, (t, _end, a, b) in enumerate(self._plays(ends, self._hands[seat])):
            if only is not None and k not in only:
                found.append(None)
                continue
            v = self._after(seat, t, a, b, out, guess)
            found.append(v)
            guess = v
        return found

    @staticmethod
    def _plays(ends: tuple[int, int] | None, hand: int) -> list[tuple[Tile, End | None, int, int]]:
        """Each play of the packed ``hand`` with the two ends it leaves."""
        if ends is None:
            return [(t, None, t.low, t.high) for t in FULL_SET if hand & t.families]
        left, right = ends
        found: list[tuple[Tile, End | None, int, int]] = []
        sides: tuple[tuple[End, int, int], ...] = ((LEFT, left, right), (RIGHT, right, left))
        for end, number, other in sides:
            if end == LEFT and left == right:
                continue
            for m, _fam, _bit, _pips in reversed(PLAYS[number][hand >> (number << 3) & 127]):
                found.append((Tile(number, m), end, m, other))
        return found

    def value(self, seat: int, ends: tuple[int, int], hands: Sequence[Iterable[Tile]]) -> int:
        """The value of the position for ``seat``'s team, ``seat`` to act (perhaps to pass)."""
        out = self._enter(hands)
        left, right = ends
        if not out & (FIT[left] | FIT[right]):
            raise ValueError("nobody can play: the round is over")
        return self._mtdf(seat, left, right, out, 0)

    def _after(self, seat: int, t: Tile, a: int, b: int, out: int, guess: int) -> int:
        """The value for ``seat``'s team of playing ``t`` to leave the ends ``a`` and ``b``."""
        hands = self._hands
        team = self._team
        hands[seat] ^= t.families
        team[seat & 1] -= t.pips
        out ^= t.bit
        try:
            if hands[seat] and out & (FIT[a] | FIT[b]):
                return -self._mtdf((seat + 1) & 3, a, b, out, -guess)
            return self._ended(seat)
        finally:
            hands[seat] ^= t.families
            team[seat & 1] += t.pips

    def _ended(self, seat: int) -> int:
        """The value for ``seat``'s team when its play just ended the round: its hand is
        empty (a domino) or no tile still out fits either end (a block)."""
        team = self._team
        kind: ResultKind = BLOCKED if self._hands[seat] else DOMINO
        winner, points, _ = outcome(kind, team[0], team[1], seat)
        return points if winner == seat & 1 else -points

    def _mtdf(self, seat: int, left: int, right: int, out: int, guess: int) -> int:
        """The exact value by null-window tests converging on it from ``guess`` (or from a
        bound the table already holds)."""
        lo, hi = -_INF, _INF
        if left > right:
            left, right = right, left
        entry = self._tt.get(((out << 3 | left) << 3 | right) << 2 | seat)
        if entry is not None:
            if entry[0] == entry[1]:
                return entry[0]
            guess = entry[0] if entry[0] > -_INF else entry[1] if entry[1] < _INF else guess
        while lo < hi:
            beta = guess + 1 if guess == lo else guess
            guess = self._search(seat, left, right, out, beta - 1, beta)
            if guess < beta:
                hi = guess
            else:
                lo = guess
        return lo

    def _search(self, seat: int, left: int, right: int, out: int, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta: the value if within (alpha, beta), else a bound past it.

        The seat to act may have to pass, but someone can play (a block ends the round as
        soon as it happens), so a chain of passes always stops.
        """
        hands = self._hands
        hand = hands[seat]
        on_left = hand >> (left << 3) & 127
        on_right = hand >> (right << 3) & 127 if left != right else 0
        if not (on_left or on_right):
            return -self._search((seat + 1) & 3, left, right, out, -beta, -alpha)
        team = self._team
        us = seat & 1
        # A team scores at most the other team's pips: some windows need no search.
        theirs = team[us ^ 1]
        if theirs <= alpha:
            return theirs
        mine = team[us]
        if -mine >= beta:
            return -mine
        nxt = (seat + 1) & 3
        if COUNT[on_left] + COUNT[on_right] == 1:
            # A forced play: its value is its only child's, which the table keeps.
            if on_left:
                m, fam, bit, tp = PLAYS[left][on_left][0]
                keep = right
            else:
                m, fam, bit, tp = PLAYS[right][on_right][0]
                keep = left
            hands[seat] = hand ^ fam
            team[us] = mine - tp
            rest = out ^ bit
            if hand ^ fam and rest & (FIT[m] | FIT[keep]):
                v = -self._search(nxt, m, keep, rest, -beta, -alpha)
            else:
                v = self._ended(seat)
            hands[seat] = hand
            team[us] = mine
            return v
        if left > right:
            left, right = right, left
            on_left, on_right = on_right, on_left
        key = ((out << 3 | left) << 3 | right) << 2 | seat
        tt = self._tt
        entry = tt.get(key)
        first = -1
        if entry is not None:
            lower, upper, first = entry
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            if lower > alpha:
                alpha = lower
            if upper < beta:
                beta = upper
        else:
            lower, upper = -_INF, _INF
        # The remembered best first, then the plays that leave the next seat (an opponent)
        # the fewest tiles to follow with, heaviest first among equals.
        follow = hands[nxt]
        moves = []
        for keep, row in ((right, PLAYS[left][on_left]), (left, PLAYS[right][on_right])):
            if row:
                kept = COUNT[follow >> (keep << 3) & 127]
                for m, fam, bit, tp in row:
                    if (tp << 4 | m) == first:
                        rank = 1000
                    else:
                        rank = tp - 20 * (kept + COUNT[follow >> (m << 3) & 127])
                    moves.append((rank, keep, m, fam, bit, tp))
        moves.sort(reverse=True)
        a0 = alpha
        best = -_INF
        code = -1
        for _, keep, m, fam, bit, tp in moves:
            hands[seat] = hand ^ fam
            team[us] = mine - tp
            rest = out ^ bit
            if hand ^ fam and rest & (FIT[m] | FIT[keep]):
                v = -self._search(nxt, m, keep, rest, -beta, -alpha)
            else:
                v = self._ended(seat)
            if v > best:
                best = v
                code = tp << 4 | m
                if v > alpha:
                    alpha = v
                    if v >= beta or v >= theirs:  # nothing is worth more than theirs
                        break
        hands[seat] = hand
        team[us] = mine
        if best <= a0:
            upper = best
        elif best >= beta:
            lower = best
        else:
            lower = upper = best
        if len(tt) >= self._cap:
            tt.clear()
        tt[key] = (lower, upper, code)
        return best
