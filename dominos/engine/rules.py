"""One round of Dominos: the line, the turns, the passes and the scoring.

A :class:`Round` is the single authority on what is legal. It refuses anything else with
:class:`IllegalMove` and leaves its state untouched, so a host can hand it whatever a client
sent.

Speed matters (bots, simulations and tests play many rounds), so each hand is also kept
packed by number (see ``Tile.families``): the tiles of a hand that fit an end are one shift
and one mask away, and the moves they allow come from the tables in ``tables.py``. Moves, events
and oriented pairs are interned too, so a play allocates nothing but list slots.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Sequence
from typing import Literal

from dominos.engine.deals import packed_deal, packed_shuffle
from dominos.engine.moves import Event, IllegalMove, RoundResult
from dominos.engine.playout import random_playout, score
from dominos.engine.reading import RoundReadings
from dominos.engine.tables import EV_LEFT, EV_OPEN, EV_PASS, EV_RIGHT, UNOPENED
from dominos.engine.tiles import Tile
from dominos.terms import BLOCKED, DOMINO, LEFT, RIGHT, End, unchosen_end

__all__ = ["Round"]


class Round(RoundReadings):
    """One deal played out, from the opening tile to a domino or a block.

    ``turn``, ``is_over``, ``result`` and ``opener`` are plain attributes for speed; treat
    them as read-only.

    >>> from dominos.engine import FULL_SET
    >>> r = Round([FULL_SET[0:7], FULL_SET[7:14], FULL_SET[14:21], FULL_SET[21:28]])
    >>> r.opener, r.turn, r.hand(3)[-1]  # seat 3 holds the double six, so opens
    (3, 3, Tile(6, 6))
    >>> r.play(Tile(3, 6))  # any tile may open; its lower half goes left
    >>> r.ends, r.line, r.hand_sizes
    ((3, 6), ((3, 6),), (7, 7, 7, 6))
    >>> r.legal_moves()  # seat 0: left-end moves first, then right-end ones
    [Move(tile=Tile(0, 3), end='left'), Move(tile=Tile(0, 6), end='right')]
    >>> while not r.is_over:
    ...     move = r.auto_move()
    ...     if move is None:
    ...         r.pass_turn()
    ...     else:
    ...         r.play(move.tile, move.end)
    >>> r.result.kind, r.result.winning_team, r.result.points
    ('domino', 1, 40)
    >>> Round.replay(r.hands_at_start, r.opener, r.history).result == r.result
    True
    """

    __slots__ = ()

    def __init__(self, hands: Sequence[Iterable[Tile]], opener: int | None = None) -> None:
        """Starts a round on a full deal; ``opener=None`` gives the double six's holder."""
        self._setup(*packed_deal(hands, opener))

    def _setup(self, packed: list[int], opener: int) -> None:
        self._packed = packed
        self._start = tuple(packed)
        #: Seat that lays the first tile.
        self.opener: int = opener
        #: Seat to act, or ``None`` once the round is over.
        self.turn: int | None = opener
        self.is_over: bool = False
        self.result: RoundResult | None = None
        self._left = UNOPENED
        self._right = UNOPENED
        self._line: tuple[tuple[int, int], ...] = ()
        self._line_at = 0
        #: The line as laid up to ``_line_at`` events: the history only ever grows.
        self._laid: deque[tuple[int, int]] = deque()
        self._passed: list[list[int]] = [[], [], [], []]
        self._history: list[Event] = []

    @classmethod
    def deal(cls, rng: random.Random | None = None, opener: int | None = None) -> Round:
        """Deals a fresh round (as :func:`deal` would) and starts it.

        Faster than ``Round(deal(rng), opener)`` since the hands never exist as lists.

        >>> r = Round.deal(random.Random(4))
        >>> Tile(6, 6) in r.hand(r.opener), r.hand_sizes
        (True, (7, 7, 7, 7))
        """
        r = cls.__new__(cls)
        r._setup(*packed_shuffle(rng, opener))
        return r

    @classmethod
    def replay(
        cls, hands: Sequence[Iterable[Tile]], opener: int, history: Iterable[Event]
    ) -> Round:
        """Rebuilds a round from its deal and events (a host recovering from a crash).

        Raises :class:`IllegalMove` if an event does not follow from the ones before it.
        """
        r = cls(hands, opener)
        for ev in history:
            if ev.seat != r.turn:
                raise IllegalMove(f"history has seat {ev.seat} acting when seat {r.turn} is to act")
            if ev.tile is None:
                r.pass_turn()
            else:
                r.play(ev.tile, ev.end)
        return r

    # -- actions ------------------------------------------------------------------------

    def play(self, tile: Tile, end: End | None = None) -> None:
        """Lays ``tile`` from the hand of the seat to act.

        ``end`` may be left out for the opening tile and whenever the rules leave no choice:
        the tile fits one end only, or both ends show the same number (it goes right).
        """
        # The table and the playouts nearly always lay a held tile on an end it fits, so
        # that case is checked and done first, in as few steps as possible. Everything else
        # (the opening, no end given, any refusal) takes the careful path below. Before the
        # opening both ends are UNOPENED, which no tile fits.
        seat = self.turn
        if seat is not None and type(tile) is Tile:
            hands = self._packed
            packed = hands[seat]
            if packed & tile.families:
                if end == RIGHT:
                    outer = tile.outer[self._right]
                    if outer >= 0:
                        self._right = outer
                        self._history.append(EV_RIGHT[seat][tile.index])
                elif end == LEFT:
                    outer = tile.outer[self._left]
                    if outer >= 0:
                        self._left = outer
                        self._history.append(EV_LEFT[seat][tile.index])
                else:
                    outer = -1
                if outer >= 0:
                    packed ^= tile.families
                    hands[seat] = packed
                    if packed:
                        self.turn = (seat + 1) & 3
                    else:
                        self._finish(DOMINO)
                    return
        self._play_checked(tile, end)

    def _play_checked(self, tile: Tile, end: End | None) -> None:
        """:meth:`play` for the opening, a missing end, or a move to refuse."""
        seat = self.turn
        if seat is None:
            raise IllegalMove(f"The round is over: {tile} cannot be played")
        packed = self._packed[seat]
        if type(tile) is not Tile or not packed & tile.families:
            raise IllegalMove(f"Seat {seat} does not hold {tile}")
        left = self._left
        if left == UNOPENED:
            # Opening: lower half on the left (decisions.md 9); the side asked for is moot.
            if end is not None and end != LEFT and end != RIGHT:
                raise IllegalMove(_bad_end(seat, tile, end))
            self._left = tile.low
            self._right = tile.high
            self._lay(seat, packed ^ tile.families, EV_OPEN[seat][tile.index])
            return
        if end is None:
            end = self._resolve_end(seat, tile, left)
        if end != RIGHT and end != LEFT:
            raise IllegalMove(_bad_end(seat, tile, end))
        right = self._right
        if not tile.mask >> (right if end == RIGHT else left) & 1:
            raise IllegalMove(
                f"Seat {seat} cannot play {tile} on the {end} end: the ends are {left} and {right}"
            )
        if end == RIGHT:
            self._right = tile.pips - right
            event = EV_RIGHT[seat][tile.index]
        else:
            self._left = tile.pips - left
            event = EV_LEFT[seat][tile.index]
        self._lay(seat, packed ^ tile.families, event)

    def _lay(self, seat: int, packed: int, event: Event) -> None:
        self._packed[seat] = packed
        self._history.append(event)
        if packed:
            self.turn = (seat + 1) & 3
        else:
            self._finish(DOMINO)

    def _resolve_end(self, seat: int, tile: Tile, left: int) -> End:
        """The end a tile goes on when the player did not say (decisions.md 10)."""
        right = self._right
        fits_left = bool(tile.mask >> left & 1)
        end = unchosen_end(fits_left, bool(tile.mask >> right & 1), left == right)
        if end is not None:
            return end
        if fits_left:
            raise IllegalMove(
                f"Seat {seat} must choose an end for {tile}: it fits both "
                f"the left end ({left}) and the right end ({right})"
            )
        raise IllegalMove(f"Seat {seat} cannot play {tile}: the ends are {left} and {right}")

    def pass_turn(self) -> None:
        """Passes for the seat to act; allowed only when no tile of their hand fits."""
        seat = self.turn
        if seat is None:
            raise IllegalMove("The round is over: nobody can pass")
        left = self._left
        if left == UNOPENED:
            raise IllegalMove(f"Seat {seat} opens the round and cannot pass")
        right = self._right
        packed = self._packed[seat]
        if packed >> (left << 3) & 127 or packed >> (right << 3) & 127:
            first = self.auto_move()
            raise IllegalMove(
                f"Seat {seat} cannot pass: {first.tile if first else '?'} fits "
                f"the ends {left} and {right}"
            )
        passed = self._passed[seat]
        if left not in passed:
            passed.append(left)
        if right not in passed:
            passed.append(right)
        history = self._history
        history.append(EV_PASS[seat])
        # Four passes in a row: everyone, the last player included, is stuck (decisions.md 14).
        if history[-2].tile is None and history[-3].tile is None and history[-4].tile is None:
            self._finish(BLOCKED)
        else:
            self.turn = (seat + 1) & 3

    def play_randomly(self, rng: random.Random) -> RoundResult:
        """Plays the rest of the round with a uniformly random legal move at every turn.

        For simulations, bots and tests that need many whole rounds: it records the same
        history as calling :meth:`legal_moves` and :meth:`play` (or :meth:`pass_turn`) in a
        loop, and even makes the same choices from the same ``rng``: from the same list it
        picks ``moves[int(rng.random() * len(moves))]``, drawing a number only when there
        is a choice, just without a method call per move.

        >>> from dominos.engine import FULL_SET
        >>> r1 = Round([FULL_SET[0:7], FULL_SET[7:14], FULL_SET[14:21], FULL_SET[21:28]])
        >>> r2 = Round(r1.hands_at_start)
        >>> res = r1.play_randomly(random.Random(9))
        >>> pick = random.Random(9).random
        >>> while not r2.is_over:
        ...     moves = r2.legal_moves()
        ...     if len(moves) > 1:
        ...         r2.play(*moves[int(pick() * len(moves))])
        ...     elif moves:
        ...         r2.play(*moves[0])
        ...     else:
        ...         r2.pass_turn()
        >>> r2.history == r1.history and r2.result == res
        True
        """
        if self.is_over:
            raise IllegalMove("The round is over: nothing left to play")
        kind, self.turn, self._left, self._right = random_playout(
            self._packed, self._history, self._passed, self.turn or 0, self._left, self._right, rng
        )
        self._finish(kind)
        assert self.result is not None
        return self.result

    def _finish(self, kind: Literal["domino", "blocked"]) -> None:
        self.result = score(kind, self._packed, self._history)
        self.is_over = True
        self.turn = None

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"seat {self.turn} to act"
        return f"<Round opener={self.opener} ends={self.ends} {state}>"


def _bad_end(seat: int, tile: Tile, end: object) -> str:
    return f"Seat {seat} cannot play {tile}: {end!r} is not an end (use 'left', 'right' or None)"
