"""The server writes each change to the journal before any client hears of it."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from dominos.net.host.session import Session
from dominos.net.wire.messages import ServerMessage, Welcome
from dominos.table.state import State
from dominos.table.store import FILE_NAME, TableStore

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit


def test_every_snapshot_a_client_gets_is_already_on_disk(
    tmp_path: Path, res: ResilienceKit, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = TableStore.open(tmp_path)
    early: list[str] = []
    send = Session.send

    def checked_send(session: Session, message: ServerMessage) -> None:
        # The order that matters: the change is committed before the first byte leaves.
        table = session.listener.table  # type: ignore[attr-defined]
        # What the journal holds, read where it keeps it: the hook runs between the table's
        # change and its first byte, where no public read of the file is made.
        cursor = store._cursor
        saved = cursor.version if cursor is not None else None
        if isinstance(message, State | Welcome) and saved not in (None, table.version):
            early.append(type(message).__name__)
        send(session, message)

    monkeypatch.setattr(Session, "send", checked_send)

    async def scenario() -> None:
        server = await res.start_server(journal=store)
        store.start(server.table, table_id="hooked", port=server.port)
        # A second reader, as a restarted host would be: it sees only committed data.
        disk = sqlite3.connect(tmp_path / FILE_NAME)
        behind: list[tuple[int, int]] = []

        def on_disk(state: State) -> None:
            (version,) = disk.execute("SELECT version FROM tables").fetchone()
            if version < state.version:
                behind.append((version, state.version))

        players = [res.Player(n, hook=on_disk) for n in res.NAMES]
        for p in players:
            await p.join(server.port)
        await players[0].client.start()
        await players[0].wait(lambda s: s.phase == "break" or s.phase == "over")
        players[2].drop()
        await players[2].wait(lambda s: s.seats[2].connected and s.phase != "round")
        seen = sum(len(p.states) for p in players)
        for p in players:
            await p.client.close()
        await server.close()
        store.close()
        disk.close()
        assert seen > 100
        assert not early, f"{len(early)} messages went out before their change was saved"
        assert not behind, f"{len(behind)} snapshots were sent before being saved: {behind[:3]}"

    asyncio.run(scenario())


def test_a_journal_that_fails_does_not_stop_the_game(res: ResilienceKit) -> None:
    class Full:
        calls = 0

        def record(self, table: object) -> None:
            self.calls += 1
            raise sqlite3.OperationalError("database or disk is full")

        def keep_time(self, table: object, now: float) -> None:
            raise sqlite3.OperationalError("database or disk is full")

    async def scenario() -> None:
        journal = Full()
        server = await res.start_server(journal=journal)
        players = await res.seat_four(server.port)
        await players[0].client.start()
        await players[0].wait(lambda s: s.phase == "break" or s.phase == "over")
        for p in players:
            await p.client.close()
        await server.close()
        assert journal.calls > 20

    asyncio.run(scenario())
