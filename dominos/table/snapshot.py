"""Per-seat snapshots, built four times for every move, so built cheaply.

Everything the four seats share (names, line, passes, scores, result) is assembled once per
table version and reused; a snapshot then only adds the seat's own hand and the clocks, which
depend on ``now``. Nothing is copied deeply: tuples of small ints and frozen structs are
shared between snapshots, which is safe because none of them can change.

Privacy (decisions.md 25) is decided here: ``hand`` is always the seat's own, and the other hands
appear only inside ``result``, which exists only once the round is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from dominos.table.seats import HOST_SEAT
from dominos.table.state import Last, Result, RoundSummary, SeatInfo, State, WireTile

if TYPE_CHECKING:
    from dominos.table.table import Table

__all__ = ["Shared", "build_snapshot"]


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
    result: Result | None
    winner: int | None
    rounds: tuple[RoundSummary, ...]
    #: Each seat's own hand, handed out to that seat only.
    hands: tuple[tuple[WireTile, ...], ...]


def _ms(seconds: float) -> int:
    """Whole milliseconds left, never negative (a deadline may pass before ``advance``)."""
    return 0 if seconds <= 0 else round(seconds * 1000)


def _shared(t: Table) -> Shared:
    rnd = t._round
    players = t._seats.players
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
    record = t._records[-1] if t._records else None
    last = record.events[-1] if record is not None and record.events else None
    # Every tile laid on the left end pushes the opening tile one place to the right.
    opening_index = 0 if record is None else sum(e.end == "left" for e in record.events)
    result = record.result if record is not None else None
    rounds = tuple(r.summary for r in t._records if r.summary is not None)
    return Shared(
        t.version,
        seats,
        t.scores,
        len(t._records),
        opener,
        t.turn,
        line,
        opening_index,
        ends,
        last,
        result,
        t.winner,
        rounds,
        hands,
    )


def build_snapshot(t: Table, seat: int, now: float) -> State:
    sh = t._shared
    if sh is None or sh.version != t.version:
        sh = t._shared = _shared(t)
    phase = t.phase
    turn_ms = None
    break_ms = None
    if phase == "round" and t._turn_deadline is not None:
        turn_ms = _ms(t._turn_deadline - now)
    elif phase == "break" and t._break_deadline is not None:
        break_ms = _ms(t._break_deadline - now)
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
        break_ms_left=break_ms,
        result=sh.result,
        winner=sh.winner,
        rounds=sh.rounds,
    )
