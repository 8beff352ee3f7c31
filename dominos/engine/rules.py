"""One round of Dominos: the line, the turns, the passes and the scoring.

A :class:`Round` is the single authority on what is legal. It refuses anything else with
:class:`IllegalMove` and leaves its state untouched, so a host can hand it whatever a client
sent.

Speed matters (bots, simulations and tests play many rounds), so each hand is also kept
packed by number (see ``Tile.families``): the tiles of a hand that fit an end are one shift
and one mask away, and the moves they allow come from tables built at import. Moves, events
and oriented pairs are interned too, so a play allocates nothing but list slots.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Sequence
from functools import reduce
from operator import attrgetter, or_
from typing import Final, Literal, NamedTuple

from dominos.engine.tiles import FULL_SET, Tile, shuffled_indices

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


class RoundResult(NamedTuple):
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


_FULL_MASK: Final = (1 << len(FULL_SET)) - 1
_MOVES_OPEN: Final[tuple[Move, ...]] = tuple(Move(t, None) for t in FULL_SET)
_MOVES_LEFT: Final[tuple[Move, ...]] = tuple(Move(t, LEFT) for t in FULL_SET)
_MOVES_RIGHT: Final[tuple[Move, ...]] = tuple(Move(t, RIGHT) for t in FULL_SET)
_EV_OPEN: Final = tuple(tuple(Event(s, t, None) for t in FULL_SET) for s in range(4))
_EV_LEFT: Final = tuple(tuple(Event(s, t, LEFT) for t in FULL_SET) for s in range(4))
_EV_RIGHT: Final = tuple(tuple(Event(s, t, RIGHT) for t in FULL_SET) for s in range(4))
_EV_PASS: Final = tuple(Event(s, None, None) for s in range(4))
#: ``_PAIR[a * 7 + b] == (a, b)``: oriented tiles on the line, shared between rounds.
_PAIR: Final = tuple((a, b) for a in range(7) for b in range(7))
_BIT: Final = attrgetter("bit")
_FAMILIES: Final = attrgetter("families")
_NONE: Final = len(FULL_SET)


def _family_tables() -> tuple[
    tuple[tuple[tuple[Move, ...], ...], ...],
    tuple[tuple[tuple[Move, ...], ...], ...],
    tuple[tuple[int, ...], ...],
]:
    """For each number n and each set of tiles n-m (a 7-bit mask over m): the moves on the
    left end, the moves on the right end (in hand order), and the first tile's index."""
    left, right, first = [], [], []
    for n in range(7):
        lrow, rrow, frow = [], [], []
        for bits in range(128):
            tiles = [Tile(n, m) for m in range(7) if bits >> m & 1]  # ascending m: hand order
            lrow.append(tuple(_MOVES_LEFT[t.index] for t in tiles))
            rrow.append(tuple(_MOVES_RIGHT[t.index] for t in tiles))
            frow.append(tiles[0].index if tiles else _NONE)
        left.append(tuple(lrow))
        right.append(tuple(rrow))
        first.append(tuple(frow))
    return tuple(left), tuple(right), tuple(first)


_LEFT_MOVES, _RIGHT_MOVES, _FIRST_FIT = _family_tables()

#: For the random playout: ``_PLAYS[end][seat][n][bits]`` lists, for the tiles n-m (m in
#: ``bits``) played by ``seat`` on ``end`` (0 left, 1 right), what the play records and
#: changes: ``(event, pips, families)``. One lookup per turn instead of several.
_Play = tuple[Event, int, int]
_PLAYS: Final[tuple[tuple[tuple[tuple[tuple[_Play, ...], ...], ...], ...], ...]] = tuple(
    tuple(
        tuple(
            tuple(
                tuple(
                    (events[seat][m.tile.index], m.tile.pips, m.tile.families)
                    for m in table[n][bits]
                )
                for bits in range(128)
            )
            for n in range(7)
        )
        for seat in range(4)
    )
    for events, table in ((_EV_LEFT, _LEFT_MOVES), (_EV_RIGHT, _RIGHT_MOVES))
)
_FAMILIES_OF: Final = tuple(t.families for t in FULL_SET)
#: How many tiles a 7-bit set of one number's tiles holds.
_COUNT: Final = tuple(bits.bit_count() for bits in range(128))
_PIPS: Final = attrgetter("pips")
#: In a packed hand, the bit standing for each tile once (low half's byte).
_CANON: Final = reduce(or_, (1 << (8 * t.low + t.high) for t in FULL_SET))
#: ``_OWN[n][bits]``: the tiles n-m with m >= n in a packed hand's byte n, and their pips.
_OWN_TILES: Final = tuple(
    tuple(tuple(Tile(n, m) for m in range(n, 7) if bits >> m & 1) for bits in range(128))
    for n in range(7)
)
_OWN_PIPS: Final = tuple(tuple(sum(t.pips for t in row) for row in rows) for rows in _OWN_TILES)


def _tiles_of(packed: int) -> tuple[Tile, ...]:
    """The tiles of a packed hand, in hand order."""
    t0, t1, t2, t3, t4, t5, t6 = _OWN_TILES
    return (
        *t0[packed & 127],
        *t1[packed >> 8 & 127],
        *t2[packed >> 16 & 127],
        *t3[packed >> 24 & 127],
        *t4[packed >> 32 & 127],
        *t5[packed >> 40 & 127],
        *t6[packed >> 48 & 127],
    )


def _pips_of(packed: int) -> int:
    p0, p1, p2, p3, p4, p5, p6 = _OWN_PIPS
    return (
        p0[packed & 127]
        + p1[packed >> 8 & 127]
        + p2[packed >> 16 & 127]
        + p3[packed >> 24 & 127]
        + p4[packed >> 32 & 127]
        + p5[packed >> 40 & 127]
        + p6[packed >> 48 & 127]
    )


class Round:
    """One deal played out, from the opening tile to a domino or a block.

    ``turn``, ``is_over``, ``result`` and ``opener`` are plain attributes for speed; treat
    them as read-only.

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

    __slots__ = (
        "_history",
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

    def __init__(self, hands: Sequence[Iterable[Tile]], opener: int | None = None) -> None:
        """Starts a round on a full deal; ``opener=None`` gives the double six's holder."""
        try:
            sizes = [len(h) for h in hands]  # type: ignore[arg-type]
            if len(hands) != 4 or sizes != [7, 7, 7, 7]:
                raise ValueError(f"a round needs four hands of seven tiles, got sizes {sizes}")
            # Sums, not unions: seven tiles per hand and a total of exactly 2**28 - 1 (28 ones)
            # can only come from 28 different bits, since any repeat would carry.
            sets: list[int] = [sum(map(_BIT, h)) for h in hands]
            packed: list[int] = [sum(map(_FAMILIES, h)) for h in hands]
        except (TypeError, AttributeError):
            bad = next((t for h in hands for t in h if type(t) is not Tile), hands)
            raise ValueError(f"a round needs four hands of seven tiles, not {bad!r}") from None
        if sum(sets) != _FULL_MASK:
            raise ValueError("the four hands must hold the 28 tiles of the set, each once")
        if opener is None:
            opener = next(s for s in range(4) if sets[s] >> 27)  # bit 27 is the double six
        elif opener not in (0, 1, 2, 3):
            raise ValueError(f"the opener is a seat from 0 to 3, not {opener!r}")
        self._setup(packed, opener)

    def _setup(self, packed: list[int], opener: int) -> None:
        self._packed = packed
        self._start = tuple(packed)
        #: Seat that lays the first tile.
        self.opener: int = opener
        #: Seat to act, or ``None`` once the round is over.
        self.turn: int | None = opener
        self.is_over: bool = False
        self.result: RoundResult | None = None
        self._left = -1
        self._right = -1
        self._line: tuple[tuple[int, int], ...] = ()
        self._line_at = 0
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
        order = shuffled_indices(rng)
        fam = _FAMILIES_OF.__getitem__
        packed = [
            sum(map(fam, order[0:7])),
            sum(map(fam, order[7:14])),
            sum(map(fam, order[14:21])),
            sum(map(fam, order[21:28])),
        ]
        if opener is None:
            opener = order.index(27) // 7  # 27 is the double six
        elif opener not in (0, 1, 2, 3):
            raise ValueError(f"the opener is a seat from 0 to 3, not {opener!r}")
        r = cls.__new__(cls)
        r._setup(packed, opener)
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

    # -- what anyone may read -----------------------------------------------------------

    @property
    def hands_at_start(self) -> tuple[tuple[Tile, ...], ...]:
        """The hands as dealt (sorted), so the round can be replayed or shown later."""
        return tuple(map(_tiles_of, self._start))

    @property
    def ends(self) -> tuple[int, int] | None:
        """Numbers showing at the ``(left, right)`` ends, ``None`` before the opening."""
        return None if self._left < 0 else _PAIR[self._left * 7 + self._right]

    @property
    def line(self) -> tuple[tuple[int, int], ...]:
        """Tiles as laid from left to right, each as ``(left half, right half)``."""
        # Built from the history on demand (and kept until the next event): a play then
        # only has to update the two ends.
        if self._line_at != len(self._history):
            line: deque[tuple[int, int]] = deque()
            left = right = -1
            for ev in self._history:
                t = ev.tile
                if t is None:
                    continue
                if ev.end is None:
                    left, right = t.low, t.high
                    line.append(t.pair)
                elif ev.end == LEFT:
                    outer = t.pips - left
                    line.appendleft(_PAIR[outer * 7 + left])
                    left = outer
                else:
                    outer = t.pips - right
                    line.append(_PAIR[right * 7 + outer])
                    right = outer
            self._line = tuple(line)
            self._line_at = len(self._history)
        return self._line

    @property
    def hand_sizes(self) -> tuple[int, int, int, int]:
        h = self._packed
        return (
            (h[0] & _CANON).bit_count(),
            (h[1] & _CANON).bit_count(),
            (h[2] & _CANON).bit_count(),
            (h[3] & _CANON).bit_count(),
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
        return _tiles_of(self._packed[seat])

    def passed_on(self, seat: int) -> tuple[int, ...]:
        """Numbers ``seat`` has passed on this round, in the order first passed (rules.md 12).

        >>> import random
        >>> from dominos.engine.tiles import deal
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
        if self.is_over:
            return []
        left = self._left
        if left < 0:
            return [_MOVES_OPEN[t.index] for t in _tiles_of(self._packed[self.turn or 0])]
        packed = self._packed[self.turn or 0]
        right = self._right
        return [
            *_LEFT_MOVES[left][packed >> (left << 3) & 127],
            *_RIGHT_MOVES[right][packed >> (right << 3) & 127],
        ]

    def can_pass(self) -> bool:
        """Whether passing is allowed now: only when no tile of the hand fits (rules.md 11)."""
        left = self._left
        if self.is_over or left < 0:
            return False
        packed = self._packed[self.turn or 0]
        return not (packed >> (left << 3) & 127 or packed >> (self._right << 3) & 127)

    def auto_move(self) -> Move | None:
        """What the table plays when the clock runs out (rules.md 22); ``None`` means pass.

        The first tile in hand order that fits, on the left end if it fits there, otherwise
        on the right. The opening is the lowest tile of the hand.
        """
        if self.is_over:
            return None
        left = self._left
        if left < 0:
            return _MOVES_OPEN[_tiles_of(self._packed[self.turn or 0])[0].index]
        packed = self._packed[self.turn or 0]
        right = self._right
        on_left = _FIRST_FIT[left][packed >> (left << 3) & 127]
        on_right = _FIRST_FIT[right][packed >> (right << 3) & 127]
        if on_left <= on_right:
            return None if on_left == _NONE else _MOVES_LEFT[on_left]
        return _MOVES_RIGHT[on_right]

    # -- actions ------------------------------------------------------------------------

    def play(self, tile: Tile, end: End | None = None) -> None:
        """Lays ``tile`` from the hand of the seat to act.

        ``end`` may be left out for the opening tile and whenever the rules leave no choice:
        the tile fits one end only, or both ends show the same number (it goes right).
        """
        if self.is_over:
            raise IllegalMove(f"The round is over: {tile} cannot be played")
        seat = self.turn or 0
        packed = self._packed[seat]
        if type(tile) is not Tile or not packed & tile.families:
            raise IllegalMove(f"Seat {seat} does not hold {tile}")
        left = self._left
        if end is None:
            end = self._resolve_end(seat, tile, left)
        # The half that touches an end shows that end's number; the other half,
        # pips minus that number, becomes the new end.
        if left < 0:
            # Opening: lower half on the left (rules.md 9); the side asked for is moot.
            if end is not None and end != LEFT and end != RIGHT:
                raise IllegalMove(_bad_end(seat, tile, end))
            self._left = tile.low
            self._right = tile.high
            event = _EV_OPEN[seat][tile.index]
        elif end == RIGHT:
            right = self._right
            if not tile.mask >> right & 1:
                raise IllegalMove(
                    f"Seat {seat} cannot play {tile} on the right end: "
                    f"the ends are {left} and {right}"
                )
            self._right = tile.pips - right
            event = _EV_RIGHT[seat][tile.index]
        elif end == LEFT:
            if not tile.mask >> left & 1:
                raise IllegalMove(
                    f"Seat {seat} cannot play {tile} on the left end: "
                    f"the ends are {left} and {self._right}"
                )
            self._left = tile.pips - left
            event = _EV_LEFT[seat][tile.index]
        else:
            raise IllegalMove(_bad_end(seat, tile, end))
        packed ^= tile.families
        self._packed[seat] = packed
        self._history.append(event)
        if packed:
            self.turn = (seat + 1) & 3
        else:
            self._finish(DOMINO)

    def _resolve_end(self, seat: int, tile: Tile, left: int) -> End | None:
        """The end a tile goes on when the player did not say (rules.md 10)."""
        if left < 0:
            return None
        right = self._right
        fits_left = tile.mask >> left & 1
        fits_right = tile.mask >> right & 1
        if fits_right and (left == right or not fits_left):
            return RIGHT
        if fits_left and not fits_right:
            return LEFT
        if fits_left:
            raise IllegalMove(
                f"Seat {seat} must choose an end for {tile}: it fits both "
                f"the left end ({left}) and the right end ({right})"
            )
        raise IllegalMove(f"Seat {seat} cannot play {tile}: the ends are {left} and {right}")

    def pass_turn(self) -> None:
        """Passes for the seat to act; allowed only when no tile of their hand fits."""
        if self.is_over:
            raise IllegalMove("The round is over: nobody can pass")
        seat = self.turn or 0
        left = self._left
        if left < 0:
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
        history.append(_EV_PASS[seat])
        # Four passes in a row: everyone, the last player included, is stuck (rules.md 14).
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
        rnd = rng.random
        packed = self._packed
        history = self._history
        record = history.append
        seat = self.turn or 0
        left = self._left
        right = self._right
        if left < 0:
            tiles = _tiles_of(packed[seat])
            tile = tiles[int(rnd() * len(tiles))]  # the opener holds seven: always a choice
            left = tile.low
            right = tile.high
            packed[seat] ^= tile.families
            record(_EV_OPEN[seat][tile.index])
            seat = (seat + 1) & 3
        passes = 0  # passes in a row so far (the history always starts with a play)
        while history[-1 - passes].tile is None:
            passes += 1
        lefts, rights = _PLAYS
        count_of = _COUNT
        while True:
            hand = packed[seat]
            on_left = hand >> (left << 3) & 127
            on_right = hand >> (right << 3) & 127
            n_left = count_of[on_left]
            count = n_left + count_of[on_right]
            if count:
                k = int(rnd() * count) if count > 1 else 0
                if k < n_left:
                    event, pips, families = lefts[seat][left][on_left][k]
                    left = pips - left
                else:
                    event, pips, families = rights[seat][right][on_right][k - n_left]
                    right = pips - right
                record(event)
                hand ^= families
                packed[seat] = hand
                if not hand:
                    kind: Literal["domino", "blocked"] = DOMINO
                    break
                passes = 0
            else:
                passed = self._passed[seat]
                if left not in passed:
                    passed.append(left)
                if right not in passed:
                    passed.append(right)
                record(_EV_PASS[seat])
                passes += 1
                if passes == 4:
                    kind = BLOCKED
                    break
            seat = (seat + 1) & 3
        self._left = left
        self._right = right
        self.turn = seat
        self._finish(kind)
        assert self.result is not None
        return self.result

    def _finish(self, kind: Literal["domino", "blocked"]) -> None:
        """Scores the round. A domino's last tile is the latest event; a block's is the one
        just before the four passes."""
        packed = self._packed
        p0, p1, p2, p3 = map(_pips_of, packed)
        team_pips = (p0 + p2, p1 + p3)
        last = self._history[-1 if kind == DOMINO else -5].seat
        dead_heat = False
        if kind == DOMINO or team_pips[0] == team_pips[1]:
            winner = last & 1
            dead_heat = kind == BLOCKED
        else:
            winner = 0 if team_pips[0] < team_pips[1] else 1
        self.result = RoundResult(
            kind,
            winner,
            team_pips[1 - winner],
            team_pips,
            dead_heat,
            last,
            tuple(map(_tiles_of, packed)),
        )
        self.is_over = True
        self.turn = None

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"seat {self.turn} to act"
        return f"<Round opener={self.opener} ends={self.ends} {state}>"


def _bad_end(seat: int, tile: Tile, end: object) -> str:
    return f"Seat {seat} cannot play {tile}: {end!r} is not an end (use 'left', 'right' or None)"
