"""The host's journal: every change to the table, committed to SQLite before anyone sees it.

A host can die at any moment (a crash, ``kill -9``, a laptop's battery). The server calls
:meth:`TableStore.record` after each change and before sending a single byte about it, so
every move a player has seen is already on disk, and a restarted host rebuilds the very same
table with :meth:`TableStore.resume`.

Writes are appends: a change adds the new plays and passes, a new deal when a round starts,
and rewrites one small row with the seats, phase and clocks, all in one transaction. Reading
back replays the moves through :meth:`Table.restore`, so a damaged journal is caught by the
rules themselves. WAL mode with ``synchronous=FULL`` makes each commit durable and a torn
write impossible. Finished games stay in the same file (every deal, play and result) for
score history and replays.
"""

from __future__ import annotations

import contextlib
import logging
import math
import random
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

import msgspec
import platformdirs

from dominos.table.store_db import (
    FILE_NAME,
    FinishedGame,
    PlayedRound,
    connect,
    finished_games,
    forget_seal_key,
    immediate_transaction,
    inherit_guesses,
    keep_guesses,
    keep_seal_key,
    kept_guesses,
    kept_seal_key,
    progress,
)
from dominos.table.store_files import TableLock, move_aside
from dominos.table.store_journal import Cursor, keep_time, load, mark_closed, write
from dominos.table.table import Table

__all__ = [
    "FILE_NAME",
    "FinishedGame",
    "PlayedRound",
    "ResumeInfo",
    "TableStore",
    "default_state_dir",
]

log = logging.getLogger(__name__)

#: How often the time left of the turn or the break under way is written down between
#: changes: a host that dies gives back at most this much more than the player had.
KEEP_TIME_SECONDS = 1.0


def default_state_dir() -> Path:
    """Where the app keeps its tables when no state directory is given."""
    return Path(platformdirs.user_data_dir("dominos", appauthor=False))


@dataclass(frozen=True, slots=True)
class ResumeInfo:
    """An unfinished table a host can take up again, as a home screen would describe it."""

    table_id: str
    table_name: str
    code: str
    port: int
    phase: str
    names: tuple[str, ...]
    scores: tuple[int, int]
    target: int
    round: int
    #: Wall-clock time (``time.time()``) of the last change.
    updated: float


class TableStore:
    """One SQLite file holding the live table's journal and every finished game.

    Open it with :meth:`open`, which never raises for a damaged file: the file is moved
    aside and :attr:`notice` says so in a sentence for the player.
    """

    def __init__(self, db: sqlite3.Connection, path: Path | None, notice: str | None) -> None:
        self.path = path
        #: Set when the saved tables could not be read, or cannot be saved: say it to the user.
        self.notice = notice
        self._db = db
        self._cursor: Cursor | None = None
        self._lock: TableLock | None = None
        #: When :meth:`keep_time` last wrote, on the table's clock.
        self._time_kept = -math.inf

    # -- opening ------------------------------------------------------------------------

    @classmethod
    def open(cls, state_dir: Path | str | None = None) -> TableStore:
        """Opens (or creates) the store in ``state_dir``, by default the user's data dir."""
        directory = Path(state_dir) if state_dir is not None else default_state_dir()
        path = directory / FILE_NAME
        with contextlib.suppress(OSError):
            if path.stat().st_size == 0:
                log.warning(
                    "The saved tables in %s were emptied: any table this computer was hosting"
                    " is lost. Its players cannot take their seats back; open a new table and"
                    " give them its code.",
                    path,
                )
        try:
            directory.mkdir(parents=True, exist_ok=True)
            return cls(connect(path), path, None)
        except (sqlite3.Error, OSError, ValueError) as exc:
            problem = _plain(exc)
        aside = move_aside(path)
        if aside is not None:
            notice = (
                f"The saved tables in {path} could not be read ({problem}). The file was"
                f" moved to {aside.name} and a new one was started."
            )
            try:
                store = cls(connect(path), path, notice)
                log.warning("%s", notice)
                return store
            except (sqlite3.Error, OSError, ValueError) as exc:
                problem = _plain(exc)
        notice = (
            f"Tables cannot be saved in {directory} ({problem}), so this table would not"
            " survive a crash of this computer."
        )
        log.error("%s", notice)
        return cls(connect(None), None, notice)

    def close(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None
        self._cursor = None
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    # -- the live table -----------------------------------------------------------------

    @property
    def table_id(self) -> str | None:
        return None if self._cursor is None else self._cursor.table_id

    def start(self, table: Table, *, table_id: str, port: int) -> None:
        """Begins the journal of a new table, writing down everything it already holds."""
        if not table_id:
            raise ValueError("a table needs an id")
        self._take(table_id)
        now = time.time()
        with self._transaction():
            self._db.execute(
                "INSERT INTO tables VALUES (?, 'open', ?, ?, ?, ?, ?, 'lobby', -1, '[]', 0,"
                " NULL, NULL, ?, ?)",
                (
                    table_id,
                    table.code,
                    table.table_name,
                    table.target,
                    table.time_scale,
                    port,
                    now,
                    now,
                ),
            )
            keep_seal_key(self._db, table_id, table.seal_key)
            if inherit_guesses(self._db, table_id, table.code):
                log.info("the guessing limits of the last table with this code go on")
        self._cursor = Cursor(table_id, version=-1, phase="lobby")
        self._record(table)

    def record(self, table: Table) -> None:
        """Commits whatever changed since the last call; cheap when nothing did.

        Raises ``sqlite3.Error`` when the disk refuses the write; what is on disk is then
        still the table as of the last successful call, and the next call writes it all.
        A store that could not open any file (see :meth:`open`) keeps the table in memory
        and raises ``OSError`` with :attr:`notice` at every call, so the host can tell its
        players that nothing is being saved.
        """
        self._record(table)
        if self.path is None:
            raise OSError(self.notice or "the table is kept in memory only")

    def _record(self, table: Table) -> None:
        cursor = self._cursor
        if cursor is None:
            raise RuntimeError("no table is being journaled: call start() or resume() first")
        if table.version == cursor.version:
            return
        written = cursor.copy()
        with self._transaction():
            self._write(table, written)
        self._cursor = written

    def keep_time(self, table: Table, now: float) -> None:
        """Writes down how long the turn or the break under way has left at ``now``, at most
        once every :data:`KEEP_TIME_SECONDS`, so a host restarted after a crash resumes it
        with the time it really had rather than with what it had at the last change (the
        whole turn, since a turn starts with one). Quiet when it fails: the next change says
        whether the journal works (``store_journal.keep_time`` says why no flush is awaited).
        """
        cursor = self._cursor
        if cursor is None or self.path is None or now - self._time_kept < KEEP_TIME_SECONDS:
            return
        self._time_kept = now
        try:
            keep_time(self._db, table, cursor, now)
        except sqlite3.Error as exc:
            log.debug("the turn's clock was not written down: %s", exc)

    def set_port(self, port: int) -> None:
        """The port actually listened on, where a resumed host first tries to listen again."""
        if self._cursor is not None:
            with self._transaction():
                self._db.execute(
                    "UPDATE tables SET port = ? WHERE id = ?", (port, self._cursor.table_id)
                )

    def keep_guesses(self, state: bytes) -> None:
        """Keeps the live table's guessing limits with its journal, so a host resumed from
        it goes on with them (``dominos.net.host.guesses_kept``). Raises ``sqlite3.Error`` when
        the disk refuses the write."""
        if self._cursor is not None:
            keep_guesses(self._db, self._cursor.table_id, state)

    def kept_guesses(self) -> bytes | None:
        """The live table's guessing limits as last kept, if any."""
        return None if self._cursor is None else kept_guesses(self._db, self._cursor.table_id)

    def close_table(self, table_id: str | None = None) -> str | None:
        """The host closed the table on purpose: it is not offered for resuming again.

        By default the table being journaled; another id gives up an unfinished table.
        A file refusing the write (a failing disk) would leave it to be offered as if its
        host had crashed: a mark beside the file keeps it closed until the file takes the
        change. When even that cannot be written, returns the logged sentence saying the
        table may be offered again, for the host to hear; otherwise ``None``.
        """
        tid = table_id if table_id is not None else self.table_id
        if tid is None:
            return None
        problem = None
        try:
            self._close(tid)
        except sqlite3.Error as exc:
            problem = self._close_aside(tid, _plain(exc))
        # Its guessing limits stay: a new table with the same code goes on with them (a
        # host restarted with a fixed --code); that table's start drops this copy.
        forget_seal_key(self._db, tid)
        if tid == self.table_id:
            self._cursor = None
            self._lock_release()
            lock = self._lock_path(tid)
            if lock is not None:
                with contextlib.suppress(OSError):
                    lock.unlink()
        return problem

    def _close_aside(self, table_id: str, refused: str) -> str | None:
        """Marks beside the file a table the file would not mark closed; the sentence for
        the host when that fails too."""
        mark = self._closed_mark(table_id)
        if mark is None:  # kept in memory only: nothing of it outlives the host to be offered
            return None
        try:
            mark.touch()
        except OSError as exc:
            problem = (
                f"The table was closed, but the disk would not record it ({refused};"
                f" {_plain(exc)}): it may be offered for resuming when the host starts again."
            )
            log.error("%s", problem)
            return problem
        log.error(
            "The table was closed, but %s would not record it (%s): %s beside it keeps the"
            " table from being offered for resuming.",
            self.path,
            refused,
            mark.name,
        )
        return None

    def _closed_aside(self, table_id: str) -> bool:
        """Whether a mark says the host closed ``table_id`` when the file would not take it;
        the file is brought up to date (and the mark removed) once it can be."""
        mark = self._closed_mark(table_id)
        if mark is None or not mark.exists():
            return False
        with contextlib.suppress(sqlite3.Error, OSError):
            self._close(table_id)
            mark.unlink()
        return True

    # -- resuming -----------------------------------------------------------------------

    def resumable(self, table_id: str | None = None) -> ResumeInfo | None:
        """The most recent unfinished table that no running host holds (or that table, if
        ``table_id`` is given and it can be resumed).

        A file that turns out damaged here offers nothing (and says why in the log).
        """
        try:
            rows = self._db.execute(
                "SELECT id, table_name, code, port, phase, seats, target, game, updated"
                " FROM tables WHERE status = 'open' AND (? IS NULL OR id = ?)"
                " ORDER BY updated DESC",
                (table_id, table_id),
            ).fetchall()
            for tid, name, code, port, phase, seats, target, game, updated in rows:
                names = tuple(s["name"] for s in msgspec.json.decode(seats))
                if not names or TableLock.held(self._lock_path(tid)) or self._closed_aside(tid):
                    continue
                scores, rnd = progress(self._db, tid, game)
                return ResumeInfo(
                    tid, name, code, port, phase, names, scores, target, rnd, float(updated)
                )
        except (sqlite3.Error, msgspec.DecodeError, KeyError, TypeError, ValueError) as exc:
            log.warning("the saved tables could not be listed: %s", exc)
        return None

    def resume(self, table_id: str, now: float, *, rng: random.Random | None = None) -> Table:
        """Rebuilds the table and goes on journaling it.

        Every seat comes back disconnected, since nobody is connected to a new process; the
        turn under way keeps the time it had left at the last change, and seats still away
        when their turn comes get the short clock. Raises ``ValueError`` with the reason when
        the journal cannot be replayed; the table is then marked damaged and not offered again.
        """
        self._take(table_id)
        try:
            data, cursor = load(self._db, table_id)
            table = Table.restore(data, now, rng=rng)
        except (ValueError, KeyError, TypeError, msgspec.DecodeError, sqlite3.Error) as exc:
            self._lock_release()
            with contextlib.suppress(sqlite3.Error), self._transaction():
                self._db.execute("UPDATE tables SET status = 'damaged' WHERE id = ?", (table_id,))
            raise ValueError(f"table {table_id} cannot be resumed: {exc}") from None
        if kept_seal_key(self._db, table_id) is None:
            # A journal older than sealing keys: the new key is kept from now on.
            with contextlib.suppress(sqlite3.Error), self._transaction():
                keep_seal_key(self._db, table_id, table.seal_key)
        cursor.version = table.version
        cursor.records = table.records
        cursor.finished = table.phase == "over"
        self._cursor = cursor
        return table

    def knows(self, table_id: str) -> bool:
        """Whether the journal ever held ``table_id`` (open, finished, closed or damaged):
        one it never heard of was lost with the file (emptied, deleted or replaced)."""
        try:
            row = self._db.execute("SELECT 1 FROM tables WHERE id = ?", (table_id,)).fetchone()
        except sqlite3.Error:
            return True  # unreadable says nothing either way: no false alarm
        return row is not None

    # -- history ------------------------------------------------------------------------

    def finished_games(self, table_id: str | None = None) -> list[FinishedGame]:
        """Every finished game, oldest first, with its deals, moves and results."""
        return finished_games(self._db, table_id)

    # -- internals ----------------------------------------------------------------------

    def _write(self, t: Table, c: Cursor) -> None:
        write(self._db, t, c)

    def _close(self, table_id: str) -> None:
        with self._transaction():
            mark_closed(self._db, table_id)

    def _lock_path(self, table_id: str) -> Path | None:
        return None if self.path is None else self.path.with_name(f"table-{table_id}.lock")

    def _closed_mark(self, table_id: str) -> Path | None:
        return None if self.path is None else self.path.with_name(f"table-{table_id}.closed")

    def _take(self, table_id: str) -> None:
        self._lock_release()
        lock = TableLock(self._lock_path(table_id))
        if not lock.acquire():
            raise ValueError(f"table {table_id} is already run by another host on this computer")
        self._lock = lock

    def _lock_release(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def _transaction(self) -> contextlib.AbstractContextManager[None]:
        return immediate_transaction(self._db)


def _plain(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__
