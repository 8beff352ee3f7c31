"""Per-seat snapshots, built four times for every move, so built cheaply.

Everything the four seats share (names, line, passes, scores, result) is assembled once per
table version and reused; a snapshot then only adds the seat's own hand and the clocks, which
depend on ``now``. Nothing is copied deeply: tuples of small ints and frozen structs are
shared between snapshots, which is safe because none of them can change.

Privacy (decisions.md 25) is decided here: ``hand`` is always the seat's own, and the other hands
appear only inside ``result``, which exists only once the round is over.
"""

from __future__ import annotations

from typing import NamedTuple

import msgspec

from dominos.table.game import TableView
from dominos.table.seats import HOST_SEAT
from dominos.table.state import Last, Result, RoundSummary, SeatInfo, State, WireTile

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


def _shared(t: TableView) -> Shared:
    rnd = t.current_round
    players = t.players
    if rnd is None:
        seats = tuple(SeatInfo(p.name, p.connected, 0) for p in players)
        hands: tuple[tuple[WireTile, ...], ...] = tuple(() for _ in players)
        line: tuple[WireTile, ...] = ()
        ends = None
        opener = None
    else:
        sizes = rnd.hand_sizes
        seats = tuple(
            SeatInfo(p.name, p.connected, sizes[s], rnd.passed_on(s)) for s, p in enumerate(players)
        )
        hands = tuple(tuple(tile.pair for tile in rnd.hand(s)) for s in range(len(players)))
        line = rnd.line
        ends = rnd.ends
        opener = rnd.opener
    records = t.records
    record = records[-1] if records else None
    last = record.events[-1] if record is not None and record.events else None
    # Every tile laid on the left end pushes the opening tile one place to the right.
    opening_index = 0 if record is None else sum(e.end == "left" for e in record.events)
    result = record.result if record is not None else None
    rounds = tuple(r.summary for r in records if r.summary is not None)
    return Shared(
        t.version,
        seats,
        t.scores,
        len(records),
        opener,
        t.turn,
        line,
        opening_index,
        ends,
        last,
        () if record is None else tuple(record.events),
        result,
        t.winner,
        rounds,
        hands,
    )


class Snapshots:
    """Builds one table's snapshots, assembling what the seats share once per version.

    The four snapshots of one change are built at the same ``now``: the first is built
    whole, the other three are copies of it that differ only where a seat's view does (its
    seat number, its hand, the code), a tenth of the cost of building each.
    """

    __slots__ = ("_last", "_shared")

    def __init__(self) -> None:
        self._shared: Shared | None = None
        #: The last snapshot built, and the ``now`` it was built at.
        self._last: tuple[float, State] | None = None

    def build(self, t: TableView, seat: int, now: float) -> State:
        sh = self._shared
        if sh is None or sh.version != t.version:
            sh = self._shared = _shared(t)
            self._last = None
        last = self._last
        if last is None or last[0] != now:
            state = _snapshot(t, sh, seat, now)
            self._last = (now, state)
            return state
        return msgspec.structs.replace(
            last[1], you=seat, hand=sh.hands[seat], code=t.code if seat == HOST_SEAT else ""
        )


def _snapshot(t: TableView, sh: Shared, seat: int, now: float) -> State:
    phase = t.phase
    turn_ms = None
    break_ms = None
    deadline = t.next_deadline() if phase in ("round", "break") else None
    if deadline is not None:
        if phase == "round":
            turn_ms = _ms(deadline - now)
        else:
            break_ms = _ms(deadline - now)
    return State(
        phase=phase,
        you=seat,
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
        hand=sh.hands[seat],
        line=sh.line,
        opening_index=sh.opening_index,
        ends=sh.ends,
        last=sh.last,
        moves=sh.moves,
        move_count=len(sh.moves),
        break_ms_left=break_ms,
        result=sh.result,
        winner=sh.winner,
        rounds=sh.rounds,
    )
