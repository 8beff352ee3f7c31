"""A host that comes back from a journal that is behind what its players saw.

The host dies as ``kill -9`` would leave it (its sockets gone, its lock dropped, nothing
flushed or closed), and its files are taken as they are on disk at that moment. Then the
write-ahead log is cut short, or its last frames overwritten with random bytes, so SQLite
falls back to an older commit: the table resumes several moves back. The players' apps
return saying what they saw; the host rebuilds the lost moves from it, checked by the rules,
and no app ever sees the version go backwards.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import shutil
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from dominos.net.host.server import Server
from dominos.table import Table
from dominos.table.store import FILE_NAME, TableStore
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit

FRAME = 24 + 4096  # a WAL frame: its header and one page


def damage(wal: Path, how: str) -> None:
    """Loses the last commits of the write-ahead log, as a crash mid-write or a bad disk."""
    size = wal.stat().st_size
    assert size > 12 * FRAME, "the log is too short to lose its tail"
    if how == "truncated":
        os.truncate(wal, size - 6 * FRAME - 1000)
    else:
        with wal.open("r+b") as f:
            f.seek(size - 6 * FRAME)
            f.write(random.Random(7).randbytes(6 * FRAME))


def all_back(state: Any) -> bool:
    return all(seat.connected for seat in state.seats)


@pytest.mark.parametrize("how", ["truncated", "random_bytes"])
def test_moves_a_damaged_journal_lost_are_rebuilt_from_the_players_apps(
    res: ResilienceKit, tmp_path: Path, how: str, caplog: pytest.LogCaptureFixture
) -> None:
    alive, disk = tmp_path / "alive", tmp_path / "disk"

    async def scenario() -> tuple[list[Any], int, int]:
        store = TableStore.open(alive)
        first = await res.start_server(journal=store, time_scale=1.0)
        store.start(first.table, table_id="t1", port=first.port)
        players = [
            res.Player(n, rng=random.Random(i), heartbeat=1.0) for i, n in enumerate(res.NAMES)
        ]
        for p in players:
            await p.join(first.port)
        await players[0].client.start()
        await players[0].wait(lambda s: s.phase == "round" and len(s.line) >= 10)
        for p in players:
            p.passive = True
        await until(lambda: len({p.state.version for p in players}) == 1)
        seen = players[0].state
        # The host dies; what is on its disk at that moment is all a new one will find.
        disk.mkdir()
        for name in (FILE_NAME, f"{FILE_NAME}-wal"):
            shutil.copy(alive / name, disk / name)
        res.die(first, store)
        await until(lambda: not any(p.client.connected for p in players))
        damage(disk / f"{FILE_NAME}-wal", how)
        again = TableStore.open(disk)
        table = again.resume("t1", time.monotonic())
        journal_version = table.version
        second = Server(table, journal=again)
        await second.start(res.LOOPBACK, first.port, fallback=False)
        try:
            for p in players:
                await p.wait(
                    lambda s: s.version > seen.version and all(x.connected for x in s.seats)
                )
        finally:
            for p in players:
                await p.client.close()
            await second.close()
            again.close()
            store.close()
        return players, seen.version, journal_version

    with caplog.at_level(logging.INFO, logger="dominos.net.host.server"):
        players, seen_version, journal_version = asyncio.run(scenario())
    assert journal_version < seen_version, "the damage did not take the journal back"
    rebuilt = [r.getMessage() for r in caplog.records if "rebuilt" in r.getMessage()]
    assert rebuilt, "the host did not say it rebuilt anything"
    for p in players:
        versions = [s.version for s in p.states]
        assert versions == sorted(versions), f"{p.name} saw the version go backwards"
        before = next(s for s in reversed(p.states) if s.version <= seen_version)
        after = p.states[-1]
        # Every seat is back exactly where it was: same hand, same line, same turn.
        assert (after.hand, after.line, after.turn) == (before.hand, before.line, before.turn)
        assert not after.rewound


def test_an_emptied_journal_loses_the_game_loudly_not_silently(
    res: ResilienceKit, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def scenario() -> list[Any]:
        store = TableStore.open(tmp_path)
        first = await res.start_server(journal=store, time_scale=1.0)
        store.start(first.table, table_id="t1", port=first.port)
        players = await res.seat_four(first.port, passive=True, heartbeat=1.0)
        await players[0].client.start()
        await players[0].wait(lambda s: s.phase == "round")
        res.die(first, store)
        store.close()
        await until(lambda: not any(p.client.connected for p in players))
        # The database is emptied: nothing in it to resume, so a new table opens.
        (tmp_path / FILE_NAME).write_bytes(b"")
        for extra in ("-wal", "-shm"):
            (tmp_path / f"{FILE_NAME}{extra}").unlink(missing_ok=True)
        again = TableStore.open(tmp_path)
        assert again.resumable() is None
        table = Table(code=res.CODE, rng=random.Random(2))
        fresh = Server(table, journal=again)
        await fresh.start(res.LOOPBACK, first.port, fallback=False)
        again.start(table, table_id="t2", port=fresh.port)
        try:
            await until(lambda: all(p.closed for p in players), timeout=15)
        finally:
            for p in players:
                await p.client.close()
            await fresh.close()
            again.close()
        return players

    with caplog.at_level(logging.INFO):
        players = asyncio.run(scenario())
    # Each app is told its game is gone (in the app's words: ask for the new table's code),
    # and the host's log says the journal was emptied, then that a game was lost with it.
    assert all(p.client.close_reason == "game_lost" for p in players)
    assert all("Ask the host for the code of the new table" in p.closed[-1] for p in players)
    emptied = [r for r in caplog.records if "were emptied" in r.getMessage()]
    assert len(emptied) == 1 and emptied[0].levelname == "WARNING"
    assert "open a new table" in emptied[0].getMessage()
    lost = [r for r in caplog.records if "journal lost that game" in r.getMessage()]
    assert len(lost) >= 1 and all(r.levelname == "WARNING" for r in lost)
    assert "must join this table anew" in lost[0].getMessage()
