"""The games played at this computer, hosted or joined, kept for the History screen.

Each app keeps its own file, ``history.sqlite3`` in its data directory, apart from the host's
journal: it holds finished games only (the records every seat receives at game over), no
token and no code, so it can never leak a seat. The list and the pairs' stats are read from
small summary rows written once per game, so a history of a thousand games opens at once;
the whole record is read back only for the one game a player looks at. A finished round's
review is kept here too, by the round's deal and moves, so searching it once is enough.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import msgspec

from dominos.table.record import (
    GameRecord,
    RecordError,
    RecordRound,
    check_record,
    decode_record,
    encode_record,
)
from dominos.table.reviews_kept import (
    TABLES_SQL,
    PlayerGiven,
    ReviewedPlay,
    game_rows,
    play_rows,
    players_given,
    review_key,
    round_rows,
)
from dominos.table.store_db import immediate_transaction

__all__ = [
    "FILE_NAME",
    "GameRow",
    "HistoryStore",
    "PairStats",
    "PlayerGiven",
    "ReviewedPlay",
    "review_key",
]

log = logging.getLogger(__name__)

FILE_NAME = "history.sqlite3"
#: 2 added the reviews (and the plays estimated as known); 3 the rounds of each game and
#: the plays of each review as rows, for the points each player gave away over all games.
#: An older file gains what it lacks when it is opened, filled from what it holds.
SCHEMA = 3

_SCHEMA_SQL = (
    """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    finished TEXT NOT NULL,
    players TEXT NOT NULL,
    target INTEGER NOT NULL,
    score0 INTEGER NOT NULL,
    score1 INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    record BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS games_by_date ON games (finished DESC);
CREATE TABLE IF NOT EXISTS pairs (
    game_id TEXT NOT NULL,
    team INTEGER NOT NULL,
    pair TEXT NOT NULL,
    won INTEGER NOT NULL,
    rounds INTEGER NOT NULL,
    by_domino INTEGER NOT NULL,
    by_block INTEGER NOT NULL,
    points INTEGER NOT NULL,
    biggest INTEGER NOT NULL,
    PRIMARY KEY (game_id, team)
);
CREATE TABLE IF NOT EXISTS reviews (
    round TEXT PRIMARY KEY,
    plays BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS known (
    round TEXT NOT NULL,
    move INTEGER NOT NULL,
    given REAL NOT NULL,
    samples INTEGER NOT NULL,
    PRIMARY KEY (round, move)
);
"""
    + TABLES_SQL
)


@dataclass(frozen=True, slots=True)
class GameRow:
    """One line of the history list."""

    id: str
    #: UTC, ``2026-12-01T17:40:00Z``; empty when the record did not say.
    finished: str
    players: tuple[str, str, str, str]
    target: int
    scores: tuple[int, int]
    winner: int


@dataclass(frozen=True, slots=True)
class PairStats:
    """What one pair of partners did over every game they played together."""

    #: The two names, in alphabetical order, so a pair is the same whichever seats it took.
    pair: tuple[str, str]
    games: int
    wins: int
    #: Rounds the pair won by going out, and by a block.
    by_domino: int
    by_block: int
    #: Points the pair scored, over every round of its games (won or not).
    points: int
    rounds: int
    biggest: int

    @property
    def points_per_round(self) -> float:
        return self.points / self.rounds if self.rounds else 0.0


def _key(rnd: RecordRound | str) -> str:
    """A round's key, or the key itself when the caller derived it already."""
    return rnd if isinstance(rnd, str) else review_key(rnd)


def pair_key(a: str, b: str) -> tuple[str, str]:
    first, second = sorted((a, b), key=str.casefold)
    return (first, second)


class HistoryStore:
    """The history file; use it in a ``with`` block so the connection is always closed."""

    def __init__(self, path: Path | None) -> None:
        """``None`` keeps the history in memory (tests, or a data directory that cannot be
        written)."""
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(
            ":memory:" if path is None else os.fspath(path), isolation_level=None
        )
        try:
            self._db.execute("PRAGMA busy_timeout = 2000")
            # A lost last game after a power cut is acceptable here (the journal is where
            # durability matters); waiting on the disk at every game's end is not.
            self._db.execute("PRAGMA journal_mode = WAL")
            self._db.execute("PRAGMA synchronous = NORMAL")
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA:
                raise ValueError(f"written by a newer version of Dominos (layout {version})")
            if version < SCHEMA:
                self._upgrade()
        except BaseException:
            self._db.close()
            raise

    def _upgrade(self) -> None:
        """Brings a new or older file to this layout, in one transaction: a file another
        app upgraded meanwhile is left as it is."""
        with immediate_transaction(self._db):
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version >= SCHEMA:
                return
            for statement in _SCHEMA_SQL.split(";"):
                if statement.strip():
                    self._db.execute(statement)
            if version < 3:
                self._fill_rows()
            self._db.execute(f"PRAGMA user_version = {SCHEMA}")

    def _fill_rows(self) -> None:
        """The rows of layout 3 for the games and reviews an older file holds."""
        for game_id, blob in self._db.execute("SELECT id, record FROM games").fetchall():
            try:
                rows = round_rows(decode_record(blob))
            except RecordError as exc:  # kept before, so only a damaged file
                log.warning("game %s of the history cannot be read: %s", game_id, exc)
                continue
            self._db.executemany("INSERT OR IGNORE INTO game_rounds VALUES (?, ?, ?)", rows)
        plays = msgspec.json.Decoder(list[ReviewedPlay])
        for key, blob in self._db.execute("SELECT round, plays FROM reviews").fetchall():
            try:
                reviewed = play_rows(key, plays.decode(blob))
                game_rows("", [(reviewed, {})])  # every seat one of the four
            except (msgspec.ValidationError, msgspec.DecodeError, ValueError, IndexError):
                log.warning("a kept review cannot be read: it is dropped, to be searched again")
                self._db.execute("DELETE FROM reviews WHERE round = ?", (key,))
                continue
            self._db.executemany(
                "INSERT OR REPLACE INTO review_plays VALUES (?, ?, ?, ?, ?)", reviewed
            )
        for (game_id,) in self._db.execute("SELECT id FROM games").fetchall():
            self._sum_game(game_id)

    def _sum_games(self, key: str) -> None:
        """Sums up again every game round ``key`` was played in (inside the caller's
        transaction): its review or an estimate was kept."""
        games = self._db.execute("SELECT game_id FROM game_rounds WHERE round = ?", (key,))
        for (game_id,) in games.fetchall():
            self._sum_game(game_id)

    def _sum_game(self, game_id: str) -> None:
        """Writes the ``game_given`` rows of a game again from its rounds' kept reviews."""
        rounds = []
        keys = self._db.execute(
            "SELECT round FROM game_rounds WHERE game_id = ? ORDER BY number", (game_id,)
        ).fetchall()
        for (key,) in keys:
            plays = self._db.execute(
                "SELECT round, move, seat, given, choice FROM review_plays WHERE round = ?",
                (key,),
            ).fetchall()
            rounds.append((plays, self.known(key) if plays else {}))
        self._db.executemany(
            "INSERT OR REPLACE INTO game_given VALUES (?, ?, ?, ?, ?, ?)",
            game_rows(game_id, rounds),
        )

    @classmethod
    def open(cls, directory: Path | None) -> HistoryStore:
        return cls(None if directory is None else directory / FILE_NAME)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing ------------------------------------------------------------------------

    def add(self, record: GameRecord) -> bool:
        """Keeps a finished game; ``False`` when it was already kept (every window of
        ``--demo``, or a seat that reconnected at game over, receives the same game).

        Raises :class:`~dominos.table.record.RecordError` for a record that does not replay.
        """
        check_record(record)
        with immediate_transaction(self._db):
            cur = self._db.execute(
                "INSERT OR IGNORE INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    record.id,
                    record.finished or record.started or "",
                    msgspec.json.encode(record.players).decode(),
                    record.target,
                    record.scores[0],
                    record.scores[1],
                    record.winner,
                    encode_record(record),
                ),
            )
            if cur.rowcount == 0:
                return False
            self._db.executemany(
                "INSERT INTO pairs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [_pair_row(record, team) for team in (0, 1)],
            )
            self._db.executemany(
                "INSERT OR IGNORE INTO game_rounds VALUES (?, ?, ?)", round_rows(record)
            )
            self._sum_game(record.id)
        return True

    def add_many(self, records: list[GameRecord]) -> int:
        return sum(self.add(r) for r in records)

    def keep_review(self, rnd: RecordRound | str, plays: list[ReviewedPlay]) -> None:
        """Keeps every play of ``rnd`` reviewed (a review stopped half-way is not kept)."""
        key = _key(rnd)
        with immediate_transaction(self._db):
            self._db.execute(
                "INSERT OR REPLACE INTO reviews VALUES (?, ?)", (key, msgspec.json.encode(plays))
            )
            self._db.execute("DELETE FROM review_plays WHERE round = ?", (key,))
            self._db.executemany(
                "INSERT INTO review_plays VALUES (?, ?, ?, ?, ?)", play_rows(key, plays)
            )
            self._sum_games(key)

    # -- reading ------------------------------------------------------------------------

    def games(self) -> list[GameRow]:
        """Every game, newest first."""
        rows = self._db.execute(
            "SELECT id, finished, players, target, score0, score1, winner FROM games"
            " ORDER BY finished DESC, rowid DESC"
        ).fetchall()
        decode = msgspec.json.Decoder(tuple[str, str, str, str]).decode
        return [
            GameRow(gid, finished, decode(players), target, (s0, s1), winner)
            for gid, finished, players, target, s0, s1, winner in rows
        ]

    def stats(self) -> list[PairStats]:
        """Each pair that played together, most wins first."""
        rows = self._db.execute(
            "SELECT pair, COUNT(*), SUM(won), SUM(by_domino), SUM(by_block), SUM(points),"
            " SUM(rounds), MAX(biggest) FROM pairs GROUP BY pair"
            " ORDER BY SUM(won) DESC, COUNT(*) DESC, pair"
        ).fetchall()
        out = []
        for pair, games, wins, dom, block, points, rounds, biggest in rows:
            a, b = msgspec.json.decode(pair, type=tuple[str, str])
            out.append(PairStats((a, b), games, wins, dom, block, points, rounds, biggest))
        return out

    def players(self) -> list[PlayerGiven]:
        """Each player's points given away over all games, by name, from the kept reviews
        (nothing replayed or searched); most games first."""
        return players_given(self._db)

    def record(self, game_id: str) -> GameRecord | None:
        row = self._db.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        return None if row is None else decode_record(row[0])

    def keep_known(self, rnd: RecordRound | str, move: int, given: float, samples: int) -> None:
        """Keeps what play ``move`` of ``rnd`` gave away on average with what its player
        knew, from ``samples`` deals (the estimate finished for that play)."""
        key = _key(rnd)
        with immediate_transaction(self._db):
            self._db.execute(
                "INSERT OR REPLACE INTO known VALUES (?, ?, ?, ?)", (key, move, given, samples)
            )
            self._sum_games(key)

    def known(self, rnd: RecordRound | str) -> dict[int, float]:
        """Each play of ``rnd`` estimated as known, by move: the points it gave away."""
        rows = self._db.execute(
            "SELECT move, given FROM known WHERE round = ?", (_key(rnd),)
        ).fetchall()
        return {move: given for move, given in rows}

    def review(self, rnd: RecordRound | str) -> list[ReviewedPlay] | None:
        """The review kept for ``rnd``, if it was reviewed whole before."""
        row = self._db.execute("SELECT plays FROM reviews WHERE round = ?", (_key(rnd),)).fetchone()
        return None if row is None else msgspec.json.decode(row[0], type=list[ReviewedPlay])

    def __len__(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM games").fetchone()[0])


def _pair_row(record: GameRecord, team: int) -> tuple[object, ...]:
    won = [r for r in record.rounds if r.result.team == team]
    return (
        record.id,
        team,
        msgspec.json.encode(pair_key(*record.team_names(team))).decode(),
        int(record.winner == team),
        len(record.rounds),
        sum(r.result.kind == "domino" for r in won),
        sum(r.result.kind == "blocked" for r in won),
        record.scores[team],
        max((r.result.points for r in won), default=0),
    )
