"""A finished round reviewed play by play: every option's double-dummy value, the one
played, the best, and on request the same "as known" to the player.

Only a finished round can be reviewed (decisions.md 25: nobody sees a hand before its round
is over): :func:`review_round` replays the deal and every move, and refuses a round whose
moves stop before its end. Passes are forced and have no entry.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from dominos.engine import native
from dominos.engine.known import Estimate, as_known
from dominos.engine.moves import IllegalMove, RoundResult
from dominos.engine.rules import Round
from dominos.engine.solver import Option, Solver
from dominos.engine.tiles import Tile
from dominos.terms import End, unchosen_end

__all__ = [
    "PlayReview",
    "RecordedMove",
    "apply_move",
    "best_play_out",
    "review_round",
    "same_option",
]

#: One move as a record keeps it: the seat, the tile (``None`` for a pass), the end.
RecordedMove = tuple[int, Tile | None, End | None]


@dataclass(frozen=True, slots=True)
class PlayReview:
    """One play of a round and what its options were worth to the mover's team."""

    #: Index of the play among the round's moves, passes included.
    move: int
    seat: int
    options: tuple[Option, ...]
    #: The option played.
    chosen: Option
    #: The same options averaged over the deals the mover could not rule out, when asked;
    #: empty for a forced play, which gives nothing away whatever the deal.
    known: tuple[Estimate, ...] | None = None

    @property
    def best_value(self) -> int:
        return max(o.value for o in self.options)

    @property
    def given_away(self) -> int:
        """Points the play lost against the best, with all hands known."""
        return self.best_value - self.chosen.value

    @property
    def chosen_known(self) -> Estimate | None:
        if not self.known:
            return None
        return self.known[self.options.index(self.chosen)]

    @property
    def given_away_known(self) -> float | None:
        """Points the play lost against the best on average, with what the mover knew."""
        if self.known is None:
            return None
        chosen = self.chosen_known
        return 0.0 if chosen is None else chosen.behind


def review_round(
    hands: Sequence[Iterable[Tile]],
    opener: int,
    moves: Iterable[RecordedMove],
    *,
    known_rng: random.Random | None = None,
    margin: float = 2.0,
    budget: int = 500,
) -> Iterator[PlayReview]:
    """Every play of a finished round, in order, with its options' values.

    With ``known_rng`` each play also carries its "as known" estimates (deals drawn until
    each option's margin of error is at most ``margin`` points or ``budget`` are drawn).
    Raises :class:`IllegalMove` for a move the rules refuse, and ``ValueError`` for a round
    that has not ended.
    """
    moves = list(moves)
    check = Round(hands, opener)
    for seat, tile, end in moves:
        apply_move(check, seat, tile, end)
    if not check.is_over:
        raise ValueError("its moves stop before it ends: only a finished round is reviewed")
    r = Round(hands, opener)
    solver = native.Solver(r.hands_at_start)
    for index, (seat, tile, end) in enumerate(moves):
        if tile is not None:
            ends = r.ends
            options = tuple(solver.options(seat, ends, [r.hand(s) for s in range(4)]))
            chosen = next(o for o in options if _same(o, tile, end, ends))
            known: tuple[Estimate, ...] | None = None
            if known_rng is not None and len(options) == 1:
                known = ()
            elif known_rng is not None:
                steps = as_known(
                    r, known_rng, margin=margin, budget=budget, chosen=options.index(chosen)
                )
                known = tuple(_last(steps))
            yield PlayReview(index, seat, options, chosen, known)
        apply_move(r, seat, tile, end)


def apply_move(r: Round, seat: int, tile: Tile | None, end: End | None) -> None:
    if seat != r.turn:
        raise IllegalMove(f"seat {seat} moves when seat {r.turn} is to act")
    if tile is None:
        r.pass_turn()
    else:
        r.play(tile, end)


def _same(o: Option, tile: Tile, end: End | None, ends: tuple[int, int] | None) -> bool:
    return same_option(o.tile, o.end, tile, end, ends)


def same_option(
    option: Tile, side: End | None, tile: Tile, end: End | None, ends: tuple[int, int] | None
) -> bool:
    """Whether the option of ``option`` on ``side`` is the play of ``tile`` on ``end``: on
    two equal ends both sides are one option, listed on the right; a play that needed no
    end named may have none."""
    if option is not tile:
        return False
    if ends is None or ends[0] == ends[1]:
        return True
    if end is None:
        end = unchosen_end(tile.fits(ends[0]), tile.fits(ends[1]), False)
    return side == end


def _last(steps: Iterator[list[Estimate]]) -> list[Estimate]:
    """The final, best estimate of a refinement."""
    return deque(steps, maxlen=1)[0]


def best_play_out(
    hands: Sequence[Iterable[Tile]],
    opener: int,
    moves: Iterable[RecordedMove],
    tile: Tile,
    end: End | None,
) -> tuple[list[RecordedMove], RoundResult]:
    """What if: the round replayed up to ``moves``, ``tile`` played on ``end`` instead, and
    the rest played by everyone at their best with all hands known (the first best option
    in hand order when several are as good). The moves from the one asked about on, and how
    the round would have ended."""
    r = Round(hands, opener)
    for seat, played, side in moves:
        apply_move(r, seat, played, side)
    assert r.turn is not None, "the round is over: there is nothing to play instead"
    line: list[RecordedMove] = [(r.turn, tile, end)]
    r.play(tile, end)
    solver: Solver | None = None
    while not r.is_over:
        seat = r.turn
        assert seat is not None
        if not r.legal_moves():
            r.pass_turn()
            line.append((seat, None, None))
            continue
        now = [r.hand(s) for s in range(4)]
        solver = solver or native.Solver(now)
        options = solver.options(seat, r.ends, now)
        best = max(options, key=lambda o: o.value)
        r.play(best.tile, best.end)
        line.append((seat, best.tile, best.end))
    assert r.result is not None
    return line, r.result
