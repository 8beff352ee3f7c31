"""The live table's rows in the store: what changed since the last write, and reading them back.

Kept apart from :mod:`dominos.table.store`, which opens the file, holds the table's lock and
decides which table is journaled or resumed: this module knows only how one table's deals,
moves, results and seat row map onto the file, so the append-only writes and the replay that
reads them back sit side by side.
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass, field, replace
from typing import Any

import msgspec

from dominos.table.game import RoundRecord
from dominos.table.journal import FORMAT
from dominos.table.store_db import (
    JSON,
    immediate_transaction,
    kept_seal_key,
    read_rounds,
    seats_json,
)
from dominos.table.table import Table

__all__ = ["Cursor", "keep_time", "load", "mark_closed", "write"]


@dataclass(slots=True)
class Cursor:
    """What of the current table is already on disk, so a change writes only what is new."""

    table_id: str
    version: int
    phase: str
    game: int = 0
    seats: tuple[tuple[str, str, bool], ...] = ()
    #: Per round of the current game: moves written, and whether its result is.
    rounds: list[list[int]] = field(default_factory=list)
    #: The game's rounds as the table held them at the last write. A rematch starts a new
    #: list, so a different first round means a new game, whatever writes were missed.
    records: tuple[RoundRecord, ...] = ()
    #: Whether the game on disk is marked finished.
    finished: bool = False

    def copy(self) -> Cursor:
        """A cursor to write with: a write that fails leaves the one it came from intact."""
        return replace(self, rounds=[list(r) for r in self.rounds])


def write(db: sqlite3.Connection, t: Table, c: Cursor) -> None:
    """Writes what ``t`` holds beyond ``c`` (inside the caller's transaction), moving ``c`` on."""
    tid = c.table_id
    records = t.records
    wall = time.time()
    if records and (not c.records or records[0] is not c.records[0]):
        # A new game. Whatever the last one still lacks on disk (a write that failed
        # at its very end) is written from the rounds the cursor still holds.
        _append(db, c, c.records)
        _finish_game(db, c, wall)
        c.game += 1
        c.rounds, c.finished = [], False
        db.execute(
            "INSERT INTO games VALUES (?, ?, ?, ?, ?, NULL, NULL, NULL)",
            (tid, c.game, t.target, JSON.encode(t.names()).decode(), wall),
        )
    _append(db, c, records)
    c.records = records
    if t.phase == "over":
        _finish_game(db, c, wall)
    seats = tuple((p.name, p.token, p.connected) for p in t.players)
    deadline = t.next_deadline()
    left = None if deadline is None else max(0.0, deadline - t.changed_at)
    db.execute(
        "UPDATE tables SET status = ?, phase = ?, version = ?, target = ?, game = ?,"
        " turn_left = ?, break_left = ?, updated = ?"
        + (", seats = ?" if seats != c.seats else "")
        + " WHERE id = ?",
        (
            "finished" if t.phase == "over" else "open",
            t.phase,
            t.version,
            t.target,
            c.game,
            left if t.phase == "round" else None,
            left if t.phase == "break" else None,
            wall,
            *([seats_json(seats)] if seats != c.seats else []),
            tid,
        ),
    )
    c.seats, c.version, c.phase = seats, t.version, t.phase


def keep_time(db: sqlite3.Connection, t: Table, c: Cursor, now: float) -> bool:
    """Commits how long the turn or the break under way has left at ``now``; says whether
    there was one to write. Only over a table the file already holds whole: a change not yet
    on disk writes its clocks itself.

    Committed without waiting for the disk (``synchronous=NORMAL``): a process that dies
    leaves the write to the system, which makes it; only a machine that loses power can lose
    it, and the next change's commit, which waits for the disk, makes it durable too. So the
    clock costs the host no disk flush a second.
    """
    deadline = t.next_deadline()
    if t.version != c.version or deadline is None or t.phase not in ("round", "break"):
        return False
    # One of two names, never from outside.
    column = "turn_left" if t.phase == "round" else "break_left"
    db.execute("PRAGMA synchronous = NORMAL")
    try:
        with immediate_transaction(db):
            db.execute(
                f"UPDATE tables SET {column} = ? WHERE id = ?",
                (max(0.0, deadline - now), c.table_id),
            )
    finally:
        db.execute("PRAGMA synchronous = FULL")
    return True


def mark_closed(db: sqlite3.Connection, table_id: str) -> None:
    """Marks the table closed on purpose (inside the caller's transaction), so it is never
    offered for resuming again; a finished or damaged table keeps what it is."""
    db.execute(
        "UPDATE tables SET status = 'closed', updated = ? WHERE id = ? AND status = 'open'",
        (time.time(), table_id),
    )


def _append(db: sqlite3.Connection, c: Cursor, records: tuple[RoundRecord, ...]) -> None:
    """Writes the rounds, moves and results of ``records`` not yet on disk."""
    tid = c.table_id
    for i in range(max(0, len(c.rounds) - 1), len(records)):
        rec = records[i]
        if i == len(c.rounds):
            hands = [[tile.pair for tile in hand] for hand in rec.hands]
            db.execute(
                "INSERT INTO rounds VALUES (?, ?, ?, ?, ?, NULL)",
                (tid, c.game, i + 1, rec.opener, JSON.encode(hands).decode()),
            )
            c.rounds.append([0, 0])
        done = c.rounds[i]
        if done[0] > len(rec.events):  # the round was dealt again from the start
            db.execute(
                "DELETE FROM moves WHERE table_id = ? AND game = ? AND round = ? AND n >= ?",
                (tid, c.game, i + 1, len(rec.events)),
            )
            done[0] = len(rec.events)
        db.executemany(
            "INSERT INTO moves VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    tid,
                    c.game,
                    i + 1,
                    n,
                    ev.kind,
                    ev.seat,
                    None if ev.tile is None else JSON.encode(ev.tile).decode(),
                    ev.end,
                )
                for n, ev in enumerate(rec.events[done[0] :], done[0])
            ],
        )
        done[0] = len(rec.events)
        if rec.result is not None and not done[1]:
            db.execute(
                "UPDATE rounds SET result = ? WHERE table_id = ? AND game = ? AND round = ?",
                (JSON.encode(rec.result).decode(), tid, c.game, i + 1),
            )
            done[1] = 1


def _finish_game(db: sqlite3.Connection, c: Cursor, wall: float) -> None:
    """Marks the game on disk finished once its last round has a summary."""
    last = c.records[-1].summary if c.records else None
    if c.finished or last is None or c.records[-1].result is None:
        return
    db.execute(
        "UPDATE games SET finished = ?, winner = ?, scores = ? WHERE table_id = ? AND game = ?",
        (wall, last.winning_team, JSON.encode(last.scores).decode(), c.table_id, c.game),
    )
    c.finished = True


def load(db: sqlite3.Connection, table_id: str) -> tuple[dict[str, Any], Cursor]:
    """The table as ``Table.restore`` reads it, and the cursor of what is on disk."""
    row = db.execute(
        "SELECT code, target, time_scale, table_name, phase, version, seats, game,"
        " turn_left, break_left FROM tables WHERE id = ?",
        (table_id,),
    ).fetchone()
    if row is None:
        raise ValueError("no such table in the journal")
    code, target, scale, name, phase, version, seats_text, game, turn_left, break_left = row
    seats = [
        {"name": s["name"], "token": s["token"], "connected": False}
        for s in msgspec.json.decode(seats_text)
    ]
    rounds = read_rounds(db, table_id, game) if phase != "lobby" else []
    data = {
        "format": FORMAT,
        "code": code,
        "target": target,
        "time_scale": scale,
        "table_name": name,
        "phase": phase,
        "version": version,
        "seats": seats,
        "rounds": [
            {"hands": hands, "opener": opener, "events": [msgspec.to_builtins(m) for m in ms]}
            for hands, opener, ms, _ in rounds
        ],
        "turn_left": turn_left,
        "break_left": break_left,
    }
    key = kept_seal_key(db, table_id)
    if key is not None:
        data["seal_key"] = key.hex()
    cursor = Cursor(
        table_id,
        version,
        phase,
        game,
        tuple((s["name"], s["token"], False) for s in seats),
        [[len(ms), int(result is not None)] for _, _, ms, result in rounds],
    )
    return data, cursor
