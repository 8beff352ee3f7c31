"""Per-seat snapshots, built four times for every move, so built cheaply.

Everything the four seats share (names, line, passes, scores, result) is assembled once per
table version, from what the version before left where a move cannot have changed it; a
snapshot then only adds the seat's own hand and the clocks, which depend on ``now``. Nothing
is copied deeply: tuples of small ints and frozen structs are shared between snapshots,
which is safe because none of them can change.

Privacy (decisions.md 25) is decided here: ``hand`` is always the seat's own (none for a
watcher, who has no seat), and the other hands appear only inside ``result``, which exists
only once the round is over.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import msgspec

from dominos.engine import Round
from dominos.table.game import RoundRecord, TableView
from dominos.table.seats import HOST_SEAT
from dominos.table.state import NO_SEAT, Last, Result, RoundSummary, SeatInfo, State, WireTile

__all__ = ["Shared", "Snapshots"]


class Shared(NamedTuple):
    """What every seat sees alike at one table version."""

    version: int
    seats: tuple[SeatInfo, ...]
    scores: tuple[int, int]
    round: int
    opener: int | None
    turn: int | None
    line: tuple[WireTile, ...]
    opening_index: int
    ends: WireTile | None
    last: Last | None
    moves: tuple[Last, ...]
    result: Result | None
    winner: int | None
    rounds: tuple[RoundSummary, ...]
    #: Each seat's own hand, handed out to that seat only.
    hands: tuple[tuple[WireTile, ...], ...]


def _ms(seconds: float) -> int:
    """Whole milliseconds left, never negative (a deadline may pass before ``advance``)."""
    return 0 if seconds <= 0 else round(seconds * 1000)


class _Pieces:
    """What one round object's snapshots keep between versions.

    Within one :class:`~dominos.engine.rules.Round` nothing a snapshot reads is ever taken
    back: a seat's hand only shrinks (there is no drawing), so its size says whether it
    changed; the round's events only grow; the finished rounds change only when it ends.
    A new deal, a round dealt again or a table restored is a new round object, and starts
    afresh. Rebuilding the hands and the moves whole was a third of a move's snapshots.
    """

    __slots__ = ("hands", "moves", "opening_index", "over", "round", "rounds")

    def __init__(self, rnd: Round) -> None:
        self.round = rnd
        #: Per seat: the hand's size when it was last built, and the hand.
        self.hands: list[tuple[int, tuple[WireTile, ...]]] = [(-1, ())] * 4
        self.moves: tuple[Last, ...] = ()
        self.opening_index = 0
        self.over: bool | None = None
        self.rounds: tuple[RoundSummary, ...] = ()

    def hand(self, seat: int, size: int) -> tuple[WireTile, ...]:
        built = self.hands[seat]
        if built[0] != size:
            built = self.hands[seat] = (size, tuple(tile.pair for tile in self.round.hand(seat)))
        return built[1]

    def played(self, events: Sequence[Last]) -> tuple[tuple[Last, ...], int]:
        """The round's moves, and where the opening tile sits in the line."""
        known = len(self.moves)
        if len(events) != known:
            new = tuple(events[known:])
            self.moves += new
            # Every tile laid on the left end pushes the opening tile one place to the right.
            self.opening_index += sum(e.end == "left" for e in new)
        return self.moves, self.opening_index

    def finished(self, records: Sequence[RoundRecord]) -> tuple[RoundSummary, ...]:
        """The game's finished rounds, which change only when this round ends."""
        if self.over is not self.round.is_over:
            self.over = self.round.is_over
            self.rounds = tuple(r.summary for r in records if r.summary is not None)
        return self.rounds


def _shared(t: TableView, pieces: _Pieces | None) -> Shared:
    rnd = t.current_round
    players = t.players
    records = t.records
    record = records[-1] if records else None
    if rnd is None or pieces is None or record is None:
        seats = tuple(SeatInfo(p.name, p.connected, 0) for p in players)
        return Shared(
            t.version,
            seats,
            t.scores,
            len(records),
            None,
            t.turn,
            (),
            0,
            None,
            None,
            (),
            None if record is None else record.result,
            t.winner,
            tuple(r.summary for r in records if r.summary is not None),
            tuple(() for _ in players),
        )
    sizes = rnd.hand_sizes
    seats = tuple(
        SeatInfo(p.name, p.connected, sizes[s], rnd.passed_on(s)) for s, p in enumerate(players)
    )
    events = record.events
    moves, opening_index = pieces.played(events)
    return Shared(
        t.version,
        seats,
        t.scores,
        len(records),
        rnd.opener,
        t.turn,
        rnd.line,
        opening_index,
        rnd.ends,
        events[-1] if events else None,
        moves,
        record.result,
        t.winner,
        pieces.finished(records),
        tuple(pieces.hand(s, sizes[s]) for s in range(len(players))),
    )


class Snapshots:
    """Builds one table's snapshots, assembling what the seats share once per version.

    The four snapshots of one change are built at the same ``now``: the first is built
    whole, the other three are copies of it that differ only where a seat's view does (its
    seat number, its hand, the code), a tenth of the cost of building each.
    """

    __slots__ = ("_last", "_pieces", "_shared")

    def __init__(self) -> None:
        self._shared: Shared | None = None
        self._pieces: _Pieces | None = None
        #: The last snapshot built, the ``now`` it was built at, and whether it is whole.
        self._last: tuple[float, bool, State] | None = None

    def build(self, t: TableView, seat: int | None, now: float, *, whole: bool = True) -> State:
        """``seat``'s snapshot; with ``None``, the snapshot of no seat: what a watcher is
        sent, the whole table's knowledge (decisions.md 25) with no hand and no code."""
        sh = self._shared
        if sh is None or sh.version != t.version:
            rnd = t.current_round
            pieces = self._pieces
            if rnd is not None and (pieces is None or pieces.round is not rnd):
                pieces = self._pieces = _Pieces(rnd)
            sh = self._shared = _shared(t, pieces)
            self._last = None
        last = self._last
        if last is None or last[0] != now or last[1] != whole:
            state = _snapshot(t, sh, seat, now, whole)
            self._last = (now, whole, state)
            return state
        if seat is None:
            return msgspec.structs.replace(last[2], you=NO_SEAT, hand=(), code="")
        return msgspec.structs.replace(
            last[2], you=seat, hand=sh.hands[seat], code=t.code if seat == HOST_SEAT else ""
        )


def _snapshot(t: TableView, sh: Shared, seat: int | None, now: float, whole: bool) -> State:
    phase = t.phase
    turn_ms = None
    break_ms = None
    deadline = t.next_deadline() if phase in ("round", "break") else None
    if deadline is not None:
        if phase == "round":
            turn_ms = _ms(deadline - now)
        else:
            break_ms = _ms(deadline - now)
    # The finished rounds change only as a round ends: then a connection that holds them is
    # sent the one that just ended, which is all a screen needs to add.
    if whole:
        rounds, rounds_from = sh.rounds, 0
    elif phase == "round":
        rounds, rounds_from = (), 0
    else:
        rounds, rounds_from = sh.rounds[-1:], max(0, len(sh.rounds) - 1)
    return State(
        phase=phase,
        you=NO_SEAT if seat is None else seat,
        host_seat=t.host_seat,
        seats=sh.seats,
        target=t.target,
        scores=sh.scores,
        version=t.version,
        table_name=t.table_name,
        # The host shares the code; the others typed it in and need not be sent it again.
        # Not to a stand-in for an absent host: nobody can join a game under way anyway.
        code=t.code if seat == HOST_SEAT else "",
        round=sh.round,
        opener=sh.opener,
        turn=sh.turn,
        turn_ms_left=turn_ms,
        # No seat, no hand: a watcher's snapshot is the players' without one.
        hand=() if seat is None else sh.hands[seat],
        line=sh.line,
        opening_index=sh.opening_index,
        ends=sh.ends,
        last=sh.last,
        # The move that ends a round is the one a connection holding the round is most
        # often sent all of them with: four times a round's worth of moves to encode and
        # decode, for the longest move of every round (docs/performance.md).
        moves=sh.moves if whole else (),
        move_count=len(sh.moves),
        break_ms_left=break_ms,
        result=sh.result,
        winner=sh.winner,
        rounds=rounds,
        rounds_from=rounds_from,
    )
