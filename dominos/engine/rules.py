"""One round of Dominos: the line, the turns, the passes and the scoring.

A :class:`Round` is the single authority on what is legal. It refuses anything else with
:class:`IllegalMove` and leaves its state untouched, so a host can hand it whatever a client
sent. Moves, events and oriented pairs are built once at import and reused, which keeps a
play free of allocations beyond the list slots it touches.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Literal, NamedTuple

from dominos.engine.tiles import _HAND_ORDER, DOUBLE_SIX, FULL_SET, Tile

__all__ = [
    "BLOCKED",
    "DOMINO",
    "LEFT",
    "RIGHT",
    "End",
    "Event",
    "IllegalMove",
    "Move",
    "Round",
    "RoundResult",
    "team_of",
]

End = Literal["left", "right"]
LEFT: Final = "left"
RIGHT: Final = "right"
DOMINO: Final = "domino"
BLOCKED: Final = "blocked"


def team_of(seat: int) -> int:
    """Partners sit across, so seats 0 and 2 are team 0, seats 1 and 3 team 1.

    >>> [team_of(s) for s in range(4)]
    [0, 1, 0, 1]
    """
    return seat & 1


class IllegalMove(ValueError):
    """A play or pass the rules forbid; the round is left exactly as it was."""


class Move(NamedTuple):
    """A tile and the end it goes on (``None`` for the opening tile)."""

    tile: Tile
    end: End | None

    def __str__(self) -> str:
        return f"{self.tile} {self.end or 'to open'}"


class Event(NamedTuple):
    """One entry of a round's history: a play (``tile`` set) or a pass (``tile`` is ``None``).

    ``end`` is the end the tile actually went on, resolved even when the player left the
    choice to the rules, so replaying the history rebuilds the same line.
    """

    seat: int
    tile: Tile | None
    end: End | None

    @property
    def is_pass(self) -> bool:
        return self.tile is None


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended and who scored (exactly one team, possibly 0 points)."""

    kind: Literal["domino", "blocked"]
    #: 0 for seats 0 and 2, 1 for seats 1 and 3.
    winning_team: int
    points: int
    #: Pips left in each team's two hands (team 0 first).
    team_pips: tuple[int, int]
    #: Blocked with equal totals: the team of the last tile scored (rules.md 15).
    dead_heat: bool
    #: Seat that laid the last tile of the round.
    last_player: int
    #: The four hands as they were when the round ended, revealed to everyone.
    hands: tuple[tuple[Tile, ...], ...]


_N = len(FULL_SET)
_MOVES_OPEN: Final = tuple(Move(t, None) for t in FULL_SET)
_MOVES_LEFT: Final = tuple(Move(t, LEFT) for t in FULL_SET)
_MOVES_RIGHT: Final = tuple(Move(t, RIGHT) for t in FULL_SET)
_EV_OPEN: Final = tuple(tuple(Event(s, t, None) for t in FULL_SET) for s in range(4))
_EV_LEFT: Final = tuple(tuple(Event(s, t, LEFT) for t in FULL_SET) for s in range(4))
_EV_RIGHT: Final = tuple(tuple(Event(s, t, RIGHT) for t in FULL_SET) for s in range(4))
_EV_PASS: Final = tuple(Event(s, None, None) for s in range(4))
#: ``_PAIR[a * 7 + b] == (a, b)``: oriented tiles on the line, shared between rounds.
_PAIR: Final = tuple((a, b) for a in range(7) for b in range(7))


class Round:
    """One deal played out, from the opening tile to a domino or a block.

    >>> from dominos.engine.tiles import deal
    >>> import random
    >>> r = Round(deal(random.Random(1)))
    >>> r.opener == r.turn and Tile(6, 6) in r.hand(r.opener)
    True
    >>> r.play(r.hand(r.opener)[0])  # the opener may open with any tile
    >>> r.ends, r.line, r.hand_sizes[r.opener]
    ((0, 0), ((0, 0),), 6)
    >>> while not r.is_over:
    ...     move = r.auto_move()
    ...     if move is None:
    ...         r.pass_turn()
    ...     else:
    ...         r.play(move.tile, move.end)
    >>> r.result.kind, r.result.winning_team, r.result.points
    ('domino', 1, 11)
    >>> Round.replay(r.hands_at_start, r.opener, r.history).result == r.result
    True
    """

    __slots__ = (
        "_hands",
        "_history",
        "_last_player",
        "_left",
        "_line",
        "_passed",
        "_passes",
        "_result",
        "_right",
        "_turn",
        "hands_at_start",
        "opener",
    )

    def __init__(self, hands: Sequence[Iterable[Tile]], opener: int | None = None) -> None:
        """Starts a round on a full deal; ``opener=None`` gives the double six's holder."""
        own = [list(h) for h in hands]
        if len(own) != 4 or any(len(h) != 7 for h in own):
            raise ValueError(
                f"a round needs four hands of seven tiles, got sizes {[len(h) for h in own]}"
            )
        seen: set[Tile] = set()
        for h in own:
            for t in h:
                if not isinstance(t, Tile):
                    raise ValueError(f"hands hold tiles, not {t!r}")
                seen.add(t)
            h.sort(key=_HAND_ORDER)
        if len(seen) != _N:
            raise ValueError("the four hands must hold the 28 tiles of the set, each once")
        if opener is None:
            opener = next(s for s in range(4) if DOUBLE_SIX in own[s])
        elif opener not in (0, 1, 2, 3):
            raise ValueError(f"the opener is a seat from 0 to 3, not {opener!r}")
        self._hands = own
        #: The hands as dealt (sorted), kept so the round can be replayed or shown later.
        self.hands_at_start: tuple[tuple[Tile, ...], ...] = tuple(tuple(h) for h in own)
        #: Seat that lays the first tile.
        self.opener: int = opener
        self._turn = opener
        self._left = -1
        self._right = -1
        self._line: deque[tuple[int, int]] = deque()
        self._passes = 0
        self._passed: list[list[int]] = [[], [], [], []]
        self._history: list[Event] = []
        self._last_player = -1
        self._result: RoundResult | None = None

    @classmethod
    def replay(
        cls, hands: Sequence[Iterable[Tile]], opener: int, history: Iterable[Event]
    ) -> Round:
        """Rebuilds a round from its deal and events (a host recovering from a crash).

        Raises :class:`IllegalMove` if an event does not follow from the ones before it.
        """
        r = cls(hands, opener)
        for ev in history:
            if ev.seat != r._turn:
                raise IllegalMove(f"history has seat {ev.seat} acting when seat {r.turn} is to act")
            if ev.tile is None:
                r.pass_turn()
            else:
                r.play(ev.tile, ev.end)
        return r

    # -- what anyone may read -----------------------------------------------------------

    @property
    def turn(self) -> int | None:
        """Seat to act, or ``None`` once the round is over."""
        return None if self._result is not None else self._turn

    @property
    def ends(self) -> tuple[int, int] | None:
        """Numbers showing at the ``(left, right)`` ends, ``None`` before the opening."""
        return None if self._left < 0 else _PAIR[self._left * 7 + self._right]

    @property
    def line(self) -> tuple[tuple[int, int], ...]:
        """Tiles as laid from left to right, each as ``(left half, right half)``."""
        return tuple(self._line)

    @property
    def hand_sizes(self) -> tuple[int, int, int, int]:
        h = self._hands
        return (len(h[0]), len(h[1]), len(h[2]), len(h[3]))

    @property
    def history(self) -> tuple[Event, ...]:
        """Every play and pass so far, in order."""
        return tuple(self._history)

    @property
    def last_player(self) -> int | None:
        """Seat that laid the latest tile, ``None`` before the opening."""
        return None if self._last_player < 0 else self._last_player

    @property
    def is_over(self) -> bool:
        return self._result is not None

    @property
    def result(self) -> RoundResult | None:
        return self._result

    def hand(self, seat: int) -> tuple[Tile, ...]:
        """The tiles ``seat`` still holds, in hand order (lowest first)."""
        return tuple(self._hands[seat])

    def passed_on(self, seat: int) -> tuple[int, ...]:
        """Numbers ``seat`` has passed on this round, in the order first passed (rules.md 12).

        >>> import random
        >>> from dominos.engine.tiles import deal
        >>> Round(deal(random.Random(3))).passed_on(0)
        ()
        """
        return tuple(self._passed[seat])

    def legal_moves(self) -> list[Move]:
        """Every ``(tile, end)`` the seat to act may play, in hand order, left before right.

        A tile that fits an end is listed for each end it fits, also when both ends show the
        same number (the player may pick the side). Empty when the seat must pass or the
        round is over.
        """
        if self._result is not None:
            return []
        hand = self._hands[self._turn]
        left = self._left
        if left < 0:
            return [_MOVES_OPEN[t.index] for t in hand]
        lm = 1 << left
        rm = 1 << self._right
        out: list[Move] = []
        for t in hand:
            m = t.mask
            if m & lm:
                out.append(_MOVES_LEFT[t.index])
            if m & rm:
                out.append(_MOVES_RIGHT[t.index])
        return out

    def can_pass(self) -> bool:
        """Whether passing is allowed now: only when no tile of the hand fits (rules.md 11)."""
        if self._result is not None or self._left < 0:
            return False
        both = (1 << self._left) | (1 << self._right)
        return not any(t.mask & both for t in self._hands[self._turn])

    def auto_move(self) -> Move | None:
        """What the table plays when the clock runs out (rules.md 22); ``None`` means pass.

        The first tile in hand order that fits, on the left end if it fits there, otherwise
        on the right. The opening is the lowest tile of the hand.
        """
        if self._result is not None:
            return None
        hand = self._hands[self._turn]
        left = self._left
        if left < 0:
            return _MOVES_OPEN[hand[0].index]
        lm = 1 << left
        rm = 1 << self._right
        for t in hand:
            if t.mask & lm:
                return _MOVES_LEFT[t.index]
            if t.mask & rm:
                return _MOVES_RIGHT[t.index]
        return None

    # -- actions ------------------------------------------------------------------------

    def play(self, tile: Tile, end: End | None = None) -> None:
        """Lays ``tile`` from the hand of the seat to act.

        ``end`` may be left out for the opening tile and whenever the rules leave no choice:
        the tile fits one end only, or both ends show the same number (it goes right).
        """
        seat = self._turn
        if self._result is not None:
            raise IllegalMove(f"The round is over: {tile} cannot be played")
        hand = self._hands[seat]
        if tile not in hand:
            raise IllegalMove(f"Seat {seat} does not hold {tile}")
        left = self._left
        if left < 0:
            # Opening: lower half on the left (rules.md 9); the side asked for is moot.
            if end is not None and end != LEFT and end != RIGHT:
                raise IllegalMove(_bad_end(seat, tile, end))
            self._left = tile.low
            self._right = tile.high
            self._line.append(tile.pair)
            event = _EV_OPEN[seat][tile.index]
        else:
            right = self._right
            fits_left = tile.low == left or tile.high == left
            fits_right = tile.low == right or tile.high == right
            if end is None:
                if fits_right and (left == right or not fits_left):
                    end = RIGHT
                elif fits_left and not fits_right:
                    end = LEFT
                elif fits_left:
                    raise IllegalMove(
                        f"Seat {seat} must choose an end for {tile}: it fits both "
                        f"the left end ({left}) and the right end ({right})"
                    )
                else:
                    raise IllegalMove(
                        f"Seat {seat} cannot play {tile}: the ends are {left} and {right}"
                    )
            if end == LEFT:
                if not fits_left:
                    raise IllegalMove(
                        f"Seat {seat} cannot play {tile} on the left end: "
                        f"the ends are {left} and {right}"
                    )
                outer = tile.high if tile.low == left else tile.low
                self._line.appendleft(_PAIR[outer * 7 + left])
                self._left = outer
                event = _EV_LEFT[seat][tile.index]
            elif end == RIGHT:
                if not fits_right:
                    raise IllegalMove(
                        f"Seat {seat} cannot play {tile} on the right end: "
                        f"the ends are {left} and {right}"
                    )
                outer = tile.high if tile.low == right else tile.low
                self._line.append(_PAIR[right * 7 + outer])
                self._right = outer
                event = _EV_RIGHT[seat][tile.index]
            else:
                raise IllegalMove(_bad_end(seat, tile, end))
        hand.remove(tile)
        self._history.append(event)
        self._last_player = seat
        self._passes = 0
        if hand:
            self._turn = (seat + 1) & 3
        else:
            self._finish(DOMINO)

    def pass_turn(self) -> None:
        """Passes for the seat to act; allowed only when no tile of their hand fits."""
        seat = self._turn
        if self._result is not None:
            raise IllegalMove("The round is over: nobody can pass")
        left = self._left
        if left < 0:
            raise IllegalMove(f"Seat {seat} opens the round and cannot pass")
        right = self._right
        both = (1 << left) | (1 << right)
        for t in self._hands[seat]:
            if t.mask & both:
                raise IllegalMove(f"Seat {seat} cannot pass: {t} fits the ends {left} and {right}")
        passed = self._passed[seat]
        if left not in passed:
            passed.append(left)
        if right not in passed:
            passed.append(right)
        self._history.append(_EV_PASS[seat])
        self._passes += 1
        if self._passes == 4:
            self._finish(BLOCKED)
        else:
            self._turn = (seat + 1) & 3

    def _finish(self, kind: Literal["domino", "blocked"]) -> None:
        p = [sum(t.pips for t in h) for h in self._hands]
        team_pips = (p[0] + p[2], p[1] + p[3])
        last = self._last_player
        dead_heat = False
        if kind == DOMINO or team_pips[0] == team_pips[1]:
            winner = last & 1
            dead_heat = kind == BLOCKED
        else:
            winner = 0 if team_pips[0] < team_pips[1] else 1
        self._result = RoundResult(
            kind=kind,
            winning_team=winner,
            points=team_pips[1 - winner],
            team_pips=team_pips,
            dead_heat=dead_heat,
            last_player=last,
            hands=tuple(tuple(h) for h in self._hands),
        )

    def __repr__(self) -> str:
        state = "over" if self._result is not None else f"seat {self._turn} to act"
        return f"<Round opener={self.opener} ends={self.ends} {state}>"


def _bad_end(seat: int, tile: Tile, end: object) -> str:
    return f"Seat {seat} cannot play {tile}: {end!r} is not an end (use 'left', 'right' or None)"
