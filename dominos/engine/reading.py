"""What anyone may read of a round: the line, the hands, the passes, the moves allowed.

:class:`~dominos.engine.rules.Round` plays and refuses; these answers change nothing and
read the same packed state, kept in the slots declared here, so reading costs no more than
it did inside one class.
"""

from __future__ import annotations

from collections import deque
from itertools import islice

from dominos.engine.line import lay
from dominos.engine.moves import Event, Move, RoundResult
from dominos.engine.tables import (
    CANON,
    FIRST_FIT,
    LEFT_MOVES,
    MOVES_LEFT,
    MOVES_OPEN,
    MOVES_RIGHT,
    NONE,
    PAIR,
    RIGHT_MOVES,
    UNOPENED,
    opening_moves,
    tiles_of,
)
from dominos.engine.tiles import Tile

__all__ = ["RoundReadings"]


class RoundReadings:
    """A round's state and the questions it answers; :class:`Round` is the one to build."""

    __slots__ = (
        "_history",
        "_laid",
        "_left",
        "_line",
        "_line_at",
        "_packed",
        "_passed",
        "_right",
        "_start",
        "is_over",
        "opener",
        "result",
        "turn",
    )

    _packed: list[int]
    _start: tuple[int, ...]
    _left: int
    _right: int
    _line: tuple[tuple[int, int], ...]
    _line_at: int
    _laid: deque[tuple[int, int]]
    _passed: list[list[int]]
    _history: list[Event]
    opener: int
    turn: int | None
    is_over: bool
    result: RoundResult | None

    @property
    def hands_at_start(self) -> tuple[tuple[Tile, ...], ...]:
        """The hands as dealt (sorted), so the round can be replayed or shown later."""
        return tuple(map(tiles_of, self._start))

    @property
    def ends(self) -> tuple[int, int] | None:
        """Numbers showing at the ``(left, right)`` ends, ``None`` before the opening."""
        return None if self._left == UNOPENED else PAIR[self._left * 7 + self._right]

    @property
    def line(self) -> tuple[tuple[int, int], ...]:
        """Tiles as laid from left to right, each as ``(left half, right half)``."""
        # Laid from the history on demand, from where it was last laid: a play then only
        # has to update the two ends, and a snapshot per move only lays the newest tiles.
        history = self._history
        if self._line_at != len(history):
            lay(self._laid, islice(history, self._line_at, None))
            self._line = tuple(self._laid)
            self._line_at = len(history)
        return self._line

    @property
    def hand_sizes(self) -> tuple[int, int, int, int]:
        h = self._packed
        return (
            (h[0] & CANON).bit_count(),
            (h[1] & CANON).bit_count(),
            (h[2] & CANON).bit_count(),
            (h[3] & CANON).bit_count(),
        )

    @property
    def history(self) -> tuple[Event, ...]:
        """Every play and pass so far, in order."""
        return tuple(self._history)

    @property
    def last_event(self) -> Event | None:
        """The latest play or pass, ``None`` before the opening."""
        return self._history[-1] if self._history else None

    @property
    def last_player(self) -> int | None:
        """Seat that laid the latest tile, ``None`` before the opening."""
        for ev in reversed(self._history):
            if ev.tile is not None:
                return ev.seat
        return None

    def hand(self, seat: int) -> tuple[Tile, ...]:
        """The tiles ``seat`` still holds, in hand order (lowest first)."""
        return tiles_of(self._packed[seat])

    def passed_on(self, seat: int) -> tuple[int, ...]:
        """Numbers ``seat`` has passed on this round, in the order first passed (decisions.md 12).

        >>> import random
        >>> from dominos.engine import Round, deal
        >>> Round(deal(random.Random(3))).passed_on(0)
        ()
        """
        return tuple(self._passed[seat])

    def legal_moves(self) -> list[Move]:
        """Every ``(tile, end)`` the seat to act may play: the moves on the left end, then
        those on the right end, each in hand order.

        A tile that fits both ends is listed once per end, also when both ends show the same
        number (the player may pick the side). Empty when the seat must pass or the round is
        over.
        """
        seat = self.turn
        if seat is None:
            return []
        packed = self._packed[seat]
        left = self._left
        if left == UNOPENED:
            return opening_moves(packed)
        right = self._right
        return (
            LEFT_MOVES[left][packed >> (left << 3) & 127]
            + RIGHT_MOVES[right][packed >> (right << 3) & 127]
        )

    def can_pass(self) -> bool:
        """Whether passing is allowed now: only when no tile of the hand fits (decisions.md 11)."""
        seat = self.turn
        left = self._left
        if seat is None or left == UNOPENED:
            return False
        packed = self._packed[seat]
        return not (packed >> (left << 3) & 127 or packed >> (self._right << 3) & 127)

    def auto_move(self) -> Move | None:
        """What the table plays when the clock runs out (decisions.md 22); ``None`` means pass.

        The first tile in hand order that fits, on the left end if it fits there, otherwise
        on the right. The opening is the lowest tile of the hand.
        """
        seat = self.turn
        if seat is None:
            return None
        packed = self._packed[seat]
        left = self._left
        if left == UNOPENED:
            return MOVES_OPEN[tiles_of(packed)[0].index]
        right = self._right
        on_left = FIRST_FIT[left][packed >> (left << 3) & 127]
        on_right = FIRST_FIT[right][packed >> (right << 3) & 127]
        if on_left <= on_right:
            return None if on_left == NONE else MOVES_LEFT[on_left]
        return MOVES_RIGHT[on_right]
