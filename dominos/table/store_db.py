"""The table store's file: its layout, opening it, and reading games back from it.

Kept apart from :mod:`dominos.table.store`, which writes the journal, so that score history
and replays can read finished games with nothing but a connection.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from dominos.table.state import Last, Result

__all__ = ["FILE_NAME", "SCHEMA", "FinishedGame", "PlayedRound", "connect", "finished_games"]

FILE_NAME = "tables.sqlite3"
#: The layout of the file; a file written by a newer version is moved aside, not altered.
SCHEMA = 1

_SCHEMA_SQL = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL,
    code TEXT NOT NULL,
    table_name TEXT NOT NULL,
    target INTEGER NOT NULL,
    time_scale REAL NOT NULL,
    port INTEGER NOT NULL,
    phase TEXT NOT NULL,
    version INTEGER NOT NULL,
    seats TEXT NOT NULL,
    game INTEGER NOT NULL,
    turn_left REAL,
    break_left REAL,
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    table_id TEXT NOT NULL,
    game INTEGER NOT NULL,
    target INTEGER NOT NULL,
    names TEXT NOT NULL,
    started REAL NOT NULL,
    finished REAL,
    winner INTEGER,
    scores TEXT,
    PRIMARY KEY (table_id, game)
);
CREATE TABLE IF NOT EXISTS rounds (
    table_id TEXT NOT NULL,
    game INTEGER NOT NULL,
    round INTEGER NOT NULL,
    opener INTEGER NOT NULL,
    hands TEXT NOT NULL,
    result TEXT,
    PRIMARY KEY (table_id, game, round)
);
CREATE TABLE IF NOT EXISTS moves (
    table_id TEXT NOT NULL,
    game INTEGER NOT NULL,
    round INTEGER NOT NULL,
    n INTEGER NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER NOT NULL,
    tile TEXT,
    end_ TEXT,
    PRIMARY KEY (table_id, game, round, n)
);
"""

JSON = msgspec.json.Encoder()
_Hands = tuple[tuple[tuple[int, int], ...], ...]


@dataclass(frozen=True, slots=True)
class PlayedRound:
    hands: tuple[tuple[tuple[int, int], ...], ...]
    opener: int
    moves: tuple[Last, ...]
    result: Result | None


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """One game as the journal kept it, for score history and replays."""

    table_id: str
    game: int
    target: int
    names: tuple[str, ...]
    winner: int | None
    scores: tuple[int, int] | None
    rounds: tuple[PlayedRound, ...] = field(default=())
    table_name: str = ""
    #: Wall-clock times (``time.time()``) the game started and ended.
    started: float | None = None
    finished: float | None = None


@contextlib.contextmanager
def immediate_transaction(db: sqlite3.Connection) -> Iterator[None]:
    """One write transaction that takes the file's write lock at once, rolled back on error."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
        db.execute("COMMIT")
    except BaseException:
        # A commit refused by a full disk can leave the transaction open, and a failed
        # rollback must not hide why the write failed: the next write starts afresh.
        if db.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
        raise


def connect(path: Path | None) -> sqlite3.Connection:
    if path is not None:
        _create_private(path)
    db = sqlite3.connect(":memory:" if path is None else os.fspath(path), isolation_level=None)
    try:
        db.execute("PRAGMA busy_timeout = 2000")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA:
            raise ValueError(f"written by a newer version of Dominos (layout {version})")
        check = db.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise sqlite3.DatabaseError(f"damaged: {check}")
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        if version < SCHEMA:
            db.executescript(f"BEGIN; {_SCHEMA_SQL} PRAGMA user_version = {SCHEMA}; COMMIT;")
    except BaseException:
        db.close()
        raise
    return db


def _create_private(path: Path) -> None:
    """Create the file readable by its owner alone: it holds seat tokens and the code, which
    would let another user of the machine take a seat. SQLite gives its ``-wal`` and ``-shm``
    files the same permissions as the database."""
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))


#: Made the first time a table's guessing limits are kept, so a file of this layout stays
#: readable by versions that never kept them (and one opened read-only needs no write).
_GUESSES_SQL = "CREATE TABLE IF NOT EXISTS guesses (table_id TEXT PRIMARY KEY, state BLOB NOT NULL)"


def _kept(db: sqlite3.Connection, select: str, table_id: str) -> bytes | None:
    """What ``select`` finds kept for ``table_id``; ``None`` also when its table, made the
    first time something is kept, does not exist yet."""
    try:
        row = db.execute(select, (table_id,)).fetchone()
    except sqlite3.OperationalError:  # no such table yet: nothing was ever kept
        return None
    return None if row is None else bytes(row[0])


def keep_guesses(db: sqlite3.Connection, table_id: str, state: bytes) -> None:
    """Keeps a table's guessing limits (see ``dominos.net.host.guesses_kept``), replacing the
    last ones kept."""
    with immediate_transaction(db):
        db.execute(_GUESSES_SQL)
        db.execute("INSERT OR REPLACE INTO guesses VALUES (?, ?)", (table_id, state))


def kept_guesses(db: sqlite3.Connection, table_id: str) -> bytes | None:
    """A table's guessing limits as last kept, or ``None`` if none were."""
    return _kept(db, "SELECT state FROM guesses WHERE table_id = ?", table_id)


def inherit_guesses(db: sqlite3.Connection, table_id: str, code: str) -> bool:
    """Gives ``table_id`` the guessing limits last kept for another table with the same
    code (inside the caller's transaction): a host opening a new table with a fixed code
    (``--code``), its last one closed or never sat at, must not hand out a fresh filter and
    budget at each restart. The older tables' copies are dropped. Says whether any was."""
    try:
        row = db.execute(
            "SELECT g.state FROM guesses g JOIN tables t ON g.table_id = t.id"
            " WHERE t.code = ? AND t.id != ? ORDER BY t.updated DESC LIMIT 1",
            (code, table_id),
        ).fetchone()
    except sqlite3.OperationalError:  # no such table yet: nothing was ever kept
        return False
    if row is None:
        return False
    db.execute("INSERT OR REPLACE INTO guesses VALUES (?, ?)", (table_id, bytes(row[0])))
    db.execute(
        "DELETE FROM guesses WHERE table_id != ? AND table_id IN"
        " (SELECT id FROM tables WHERE code = ? AND status != 'open')",
        (table_id, code),
    )
    return True


def forget_guesses(db: sqlite3.Connection, table_id: str) -> None:
    """A table closed for good needs its limits no more."""
    with contextlib.suppress(sqlite3.Error), immediate_transaction(db):
        db.execute(_GUESSES_SQL)
        db.execute("DELETE FROM guesses WHERE table_id = ?", (table_id,))


#: The key each table's host seals what it sends its players with (``Table.seal_key``):
#: written with the table's first row, so a host restarted from any later point of the
#: journal still recognises what it told the apps. Made the first time, like ``guesses``.
_SEALS_SQL = "CREATE TABLE IF NOT EXISTS seals (table_id TEXT PRIMARY KEY, key BLOB NOT NULL)"


def keep_seal_key(db: sqlite3.Connection, table_id: str, key: bytes) -> None:
    """Writes a table's sealing key, inside the caller's transaction."""
    db.execute(_SEALS_SQL)
    db.execute("INSERT OR REPLACE INTO seals VALUES (?, ?)", (table_id, key))


def kept_seal_key(db: sqlite3.Connection, table_id: str) -> bytes | None:
    """A table's sealing key, or ``None`` if none was kept (a journal older than keys)."""
    return _kept(db, "SELECT key FROM seals WHERE table_id = ?", table_id)


def forget_seal_key(db: sqlite3.Connection, table_id: str) -> None:
    """A table closed for good: what it sealed proves nothing any more."""
    with contextlib.suppress(sqlite3.Error), immediate_transaction(db):
        db.execute(_SEALS_SQL)
        db.execute("DELETE FROM seals WHERE table_id = ?", (table_id,))


def seats_json(seats: tuple[tuple[str, str, bool], ...]) -> str:
    return JSON.encode([{"name": n, "token": t, "connected": c} for n, t, c in seats]).decode()


def read_rounds(
    db: sqlite3.Connection, table_id: str, game: int
) -> list[tuple[Any, int, list[Last], Result | None]]:
    moves: dict[int, list[Last]] = {}
    for rnd, kind, seat, tile, end in db.execute(
        "SELECT round, kind, seat, tile, end_ FROM moves WHERE table_id = ? AND game = ?"
        " ORDER BY round, n",
        (table_id, game),
    ):
        pair = None if tile is None else tuple(msgspec.json.decode(tile))
        moves.setdefault(rnd, []).append(
            msgspec.convert({"kind": kind, "seat": seat, "tile": pair, "end": end}, Last)
        )
    return [
        (
            msgspec.json.decode(hands, type=_Hands),
            opener,
            moves.get(rnd, []),
            None if result is None else msgspec.json.decode(result, type=Result),
        )
        for rnd, opener, hands, result in db.execute(
            "SELECT round, opener, hands, result FROM rounds WHERE table_id = ? AND game = ?"
            " ORDER BY round",
            (table_id, game),
        )
    ]


def progress(db: sqlite3.Connection, table_id: str, game: int) -> tuple[tuple[int, int], int]:
    """The scores and round number a resume screen shows."""
    scores = (0, 0)
    count = 0
    for (result,) in db.execute(
        "SELECT result FROM rounds WHERE table_id = ? AND game = ? ORDER BY round",
        (table_id, game),
    ):
        count += 1
        if result is not None:
            res = msgspec.json.decode(result, type=Result)
            s = list(scores)
            s[res.winning_team] += res.points
            scores = (s[0], s[1])
    return scores, count


def finished_games(db: sqlite3.Connection, table_id: str | None = None) -> list[FinishedGame]:
    """Every finished game, oldest first, with its deals, moves and results."""
    query = (
        "SELECT g.table_id, g.game, g.target, g.names, g.winner, g.scores, t.table_name,"
        " g.started, g.finished FROM games g LEFT JOIN tables t ON t.id = g.table_id"
        " WHERE g.finished IS NOT NULL"
    )
    args: tuple[str, ...] = ()
    if table_id is not None:
        query += " AND g.table_id = ?"
        args = (table_id,)
    games = []
    for tid, game, target, names, winner, scores, name, started, finished in db.execute(
        query + " ORDER BY g.finished", args
    ).fetchall():
        rounds = tuple(
            PlayedRound(hands, opener, tuple(moves), result)
            for hands, opener, moves, result in read_rounds(db, tid, game)
        )
        games.append(
            FinishedGame(
                tid,
                game,
                target,
                tuple(msgspec.json.decode(names)),
                winner,
                msgspec.json.decode(scores, type=tuple[int, int]) if scores else None,
                rounds,
                name or "",
                started,
                finished,
            )
        )
    return games
