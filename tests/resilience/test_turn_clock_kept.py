"""A host that dies mid-turn gives the turn back with the time it had, not whole and not
less: the journal writes down the time left between changes, and a resumed turn or break
lasts at least a few seconds, so nobody is played for the instant the table returns."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sqlite3
from pathlib import Path

import pytest

from dominos.engine import Tile
from dominos.net.host.server import Server
from dominos.table import BREAK_SECONDS, RESUMED_SECONDS, TURN_SECONDS, Table
from dominos.table.clocks import Clocks
from dominos.table.store import FILE_NAME, TableStore
from tests.helpers.dying import abandon
from tests.helpers.tables import CODE, LOOPBACK
from tests.helpers.waiting import until
from tests.resilience.conftest import ResilienceKit

NAMES = ("Ann", "Ben", "Carla", "Duda")


def playing(tmp_path: Path) -> tuple[Table, TableStore, list[str]]:
    """Four seated and round 1 under way, its first turn started at 0, journaled; and the
    seats' tokens."""
    table = Table(code=CODE, rng=random.Random(3), now=0.0)
    tokens = [table.join(name, CODE, 0.0)[1] for name in NAMES]
    store = TableStore.open(tmp_path)
    store.start(table, table_id="t1", port=47474)
    table.start(0, 0.0)
    store.record(table)
    return table, store, tokens


def resumed(tmp_path: Path, store: TableStore, at: float) -> tuple[Table, TableStore]:
    """The host died (nothing closed) and starts again at ``at`` on its new clock."""
    abandon(store)
    again = TableStore.open(tmp_path)
    return again.resume("t1", at), again


def on_disk(tmp_path: Path) -> float | None:
    """The turn's time left as a restarted host would read it."""
    # closing(): a connection's own "with" ends a transaction, not the connection, which
    # Python 3.13 and later then report unclosed.
    with contextlib.closing(sqlite3.connect(tmp_path / FILE_NAME)) as disk:
        (left,) = disk.execute("SELECT turn_left FROM tables").fetchone()
    return None if left is None else float(left)


def test_a_turn_resumes_with_the_time_it_had_when_the_host_died(tmp_path: Path) -> None:
    table, store, tokens = playing(tmp_path)
    assert on_disk(tmp_path) == TURN_SECONDS  # as the turn started
    store.keep_time(table, 20.0)
    store.keep_time(table, 20.4)  # within a second of the last: not written again
    assert on_disk(tmp_path) == TURN_SECONDS - 20.0
    back, again = resumed(tmp_path, store, 1000.0)
    assert back.next_deadline() == pytest.approx(1000.0 + TURN_SECONDS - 20.0)
    for token in tokens:  # the four apps are back
        back.resume(token, 1000.5)
    # A move writes its own clock: the next player's turn starts whole, and goes on.
    turn = back.turn
    assert turn is not None
    back.play(turn, Tile(*back.snapshot(turn, 1001.0).hand[0]), None, 1001.0)
    again.record(back)
    assert on_disk(tmp_path) == TURN_SECONDS
    again.keep_time(back, 1031.0)
    third, last = resumed(tmp_path, again, 5000.0)
    assert third.turn == back.turn != turn
    assert third.next_deadline() == pytest.approx(5000.0 + TURN_SECONDS - 30.0)
    last.close()
    again.close()
    store.close()


def test_a_turn_nearly_over_when_the_host_died_gets_a_few_seconds(tmp_path: Path) -> None:
    table, store, _ = playing(tmp_path)
    store.keep_time(table, TURN_SECONDS - 1.0)  # a second left
    back, again = resumed(tmp_path, store, 1000.0)
    assert back.next_deadline() == pytest.approx(1000.0 + RESUMED_SECONDS)
    assert back.advance(1000.0 + RESUMED_SECONDS - 0.1) is False, "not played for at once"
    again.close()
    store.close()


def test_a_break_resumes_with_what_it_had_and_at_least_the_same_few_seconds() -> None:
    clocks = Clocks(1.0)
    clocks.resume_break(100.0, 12.5)
    assert clocks.break_ends == pytest.approx(112.5)
    clocks.resume_break(100.0, 2.0)
    assert clocks.break_ends == pytest.approx(100.0 + RESUMED_SECONDS)
    clocks.resume_break(100.0, 1e9)  # never more than a whole break
    assert clocks.break_ends == pytest.approx(100.0 + BREAK_SECONDS)
    clocks.resume_break(100.0, None)  # a journal that never said: the whole break
    assert clocks.break_ends == pytest.approx(100.0 + BREAK_SECONDS)
    fast = Clocks(0.1)  # a table at a tenth of the pace keeps its floor at that pace
    fast.resume_turn(0.0, 0.0)
    assert fast.turn_ends == pytest.approx(RESUMED_SECONDS * 0.1)


def test_the_players_see_the_time_left_after_the_host_comes_back(
    tmp_path: Path, res: ResilienceKit
) -> None:
    """On the host's own (injected) clock, four and a half seconds of the first turn pass,
    the pulse writing the time down; then the host dies and comes back a minute later."""

    async def scenario() -> None:
        clock = [0.0]
        table = Table(code=CODE, rng=random.Random(3), now=0.0)
        store = TableStore.open(tmp_path)
        first = Server(table, clock=lambda: clock[0], journal=store)
        await first.start(LOOPBACK, 0, fallback=False)
        store.start(table, table_id="t1", port=first.port)
        players = await res.seat_four(first.port, passive=True)
        await players[0].client.start()
        states = [await p.wait(lambda s: s.phase == "round") for p in players]
        turn = states[0].turn
        assert turn is not None
        # Time passes in steps the host does not take for a frozen loop, each written down
        # by the pulse that sees it.
        for step in (1.5, 3.0, 4.5):
            clock[0] = step

            def written(at: float = step) -> bool:
                return on_disk(tmp_path) == TURN_SECONDS - at

            await until(written, timeout=3)
        res.die(first, store)
        await until(lambda: not any(p.client.connected for p in players))
        clock[0] += 60.0  # down for a minute: that minute is nobody's
        again = TableStore.open(tmp_path)
        second = Server(again.resume("t1", clock[0]), clock=lambda: clock[0], journal=again)
        await second.start(LOOPBACK, first.port, fallback=False)
        back = await players[turn].back_past(players[turn].state)
        assert back.turn == turn
        assert back.turn_ms_left == pytest.approx((TURN_SECONDS - 4.5) * 1000, abs=1)
        for p in players:
            await p.client.close()
        await second.close()
        again.close()
        store.close()

    asyncio.run(scenario())
