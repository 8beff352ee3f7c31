"""A table written down as plain data, and rebuilt from it after a crash.

Rather than saving the engine's objects, the table saves what happened: the seats, each
round's deal and every play and pass. Restoring replays those through the engine, so the
rebuilt table obeys the rules by construction and a damaged record is caught by the same
checks that guard live play. Clocks are saved as the time they had left, because a host's
monotonic clock means nothing after a restart.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec

from dominos.engine import Match, Tile
from dominos.table.errors import TableError
from dominos.table.seats import SEATS, Player, clean_name
from dominos.table.state import Last, Phase, WireTile
from dominos.table.table import (
    BREAK_SECONDS,
    LOBBY_GRACE_SECONDS,
    TURN_SECONDS,
    RoundRecord,
    Table,
)

__all__ = ["FORMAT", "export_table", "restore_table"]

#: Bumped whenever the layout below changes in a way older tables cannot be read with.
FORMAT = 1


class SavedSeat(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    token: str
    connected: bool


class SavedRound(msgspec.Struct, forbid_unknown_fields=True):
    #: The four hands as dealt, lowest tile first.
    hands: tuple[tuple[WireTile, ...], ...]
    opener: int
    events: list[Last]


class SavedTable(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    code: str
    target: int
    time_scale: float
    table_name: str
    phase: Phase
    version: int
    seats: list[SavedSeat]
    #: Rounds of the current game, oldest first; empty in the lobby.
    rounds: list[SavedRound]
    turn_left: float | None = None
    break_left: float | None = None


def export_table(t: Table, now: float | None = None) -> dict[str, Any]:
    """``now`` turns deadlines into time left; it defaults to the table's last change."""
    if now is None:
        now = t.changed_at
    turn_left = break_left = None
    if t.phase == "round" and t._turn_deadline is not None:
        turn_left = max(0.0, t._turn_deadline - now)
    elif t.phase == "break" and t._break_deadline is not None:
        break_left = max(0.0, t._break_deadline - now)
    saved = SavedTable(
        format=FORMAT,
        code=t.code,
        target=t.target,
        time_scale=t.time_scale,
        table_name=t.table_name,
        phase=t.phase,
        version=t.version,
        seats=[SavedSeat(p.name, p.token, p.connected) for p in t._seats.players],
        rounds=[
            SavedRound(
                hands=tuple(tuple(tile.pair for tile in h) for h in r.hands),
                opener=r.opener,
                events=list(r.events),
            )
            for r in t._records
        ],
        turn_left=turn_left,
        break_left=break_left,
    )
    result: dict[str, Any] = msgspec.to_builtins(saved)
    return result


def restore_table(data: object, now: float, *, rng: random.Random | None = None) -> Table:
    """Raises ``ValueError`` naming the problem when ``data`` is not a table this code wrote."""
    try:
        saved = msgspec.convert(data, SavedTable)
        if saved.format != FORMAT:
            raise ValueError(f"format {saved.format}, this version reads format {FORMAT}")
        return _rebuild(saved, now, rng)
    except (msgspec.ValidationError, ValueError, TableError, IndexError) as e:
        raise ValueError(f"the saved table cannot be restored: {e}") from None


def _rebuild(saved: SavedTable, now: float, rng: random.Random | None) -> Table:
    t = Table(
        code=saved.code,
        target=saved.target,
        time_scale=saved.time_scale,
        rng=rng,
        table_name=saved.table_name,
        now=now,
    )
    if len(saved.seats) > SEATS:
        raise ValueError(f"{len(saved.seats)} seats")
    for s in saved.seats:
        t._seats.players.append(Player(clean_name(s.name), s.token, s.connected))
    if len({p.name.casefold() for p in t._seats.players}) != len(saved.seats):
        raise ValueError("two seats share a name")
    if len({s.token for s in saved.seats}) != len(saved.seats) or not all(
        s.token for s in saved.seats
    ):
        raise ValueError("seat tokens are missing or shared")
    if saved.rounds:
        if len(saved.seats) != SEATS:
            raise ValueError("a game in progress needs four seats")
        t._match = Match(saved.target)
        for i, r in enumerate(saved.rounds):
            if t._round is not None and not t._round.is_over:
                raise ValueError(f"round {i} starts before the previous one ended")
            hands = [[Tile(*pair) for pair in h] for h in r.hands]
            t._round = rnd = t._match.start_round(hands=hands)
            if rnd.opener != r.opener:
                raise ValueError(f"round {i + 1} was opened by seat {r.opener}, not {rnd.opener}")
            t._records.append(RoundRecord(rnd.hands_at_start, rnd.opener))
            for event in r.events:
                if event.seat != rnd.turn:
                    raise ValueError(f"round {i + 1}: seat {event.seat} acts out of turn")
                t._replay(event)
    t.phase = _phase_of(t)
    if t.phase != saved.phase:
        raise ValueError(f"the rounds say {t.phase!r} but the phase says {saved.phase!r}")
    if t.phase == "round":
        t._turn_deadline = now + _left(saved.turn_left, TURN_SECONDS * t.time_scale)
    elif t.phase == "break":
        t._break_deadline = now + _left(saved.break_left, BREAK_SECONDS * t.time_scale)
    else:
        # A lobby seat still away gets the whole grace from the restart: the host's own
        # downtime must not cost anyone their place.
        for p in t._seats.players:
            if not p.connected:
                p.freed_at = now + LOBBY_GRACE_SECONDS * t.time_scale
    t.version = saved.version
    t.changed_at = now
    return t


def _phase_of(t: Table) -> Phase:
    if t._round is None:
        return "lobby"
    if not t._round.is_over:
        return "round"
    return "over" if t.winner is not None else "break"


def _left(saved: float | None, full: float) -> float:
    return full if saved is None else min(max(saved, 0.0), full)
