"""A host restarted from its journal (the same table, the same code) goes on with the
limits on guessing where they stood: the sources that failed stay marked, the table's
budget stays spent, a lock-out runs to its end. A restart never hands out a fresh allowance
of guesses (docs/protocol.md, Guessing)."""

from __future__ import annotations

import asyncio
import stat
import sys
from pathlib import Path

import pytest

from benchmarks.flood import WRONG, Tally, friend, guess
from dominos.net.host.server import Server
from dominos.net.wire.channel import PlayerChannel
from dominos.net.wire.codes import FailureBudget
from dominos.table import Table
from dominos.table.store import FILE_NAME, TableStore
from tests.helpers.tables import CODE, LOOPBACK

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="binds 127.x.y.z sources, which only Linux has"
)

#: A small budget that refills too slowly to matter during the test: whatever is left of it
#: after the restart is what the first host left.
BURST, RATE = 4, 0.01
GUESSER, OTHER, NEWCOMER = "127.9.0.1", "127.9.0.2", "127.9.0.3"


async def serve(store: TableStore, table: Table) -> Server:
    server = Server(
        table, journal=store, keeper=store, budget=FailureBudget(burst=BURST, rate=RATE)
    )
    await server.start(LOOPBACK, 0, fallback=False)
    return server


async def try_code(port: int, source: str) -> str:
    """One wrong guess from ``source``: ``answered`` (the table ran the exchange, so a code
    was tested), or why it was refused: ``budget`` (the whole table's is spent) or
    ``locked_out`` (this source's)."""
    tally = Tally()
    await guess(LOOPBACK, port, source, PlayerChannel(WRONG).data_to_send(), tally)
    if tally.answered:
        return "answered"
    if tally.budget_spent.is_set():
        return "budget"
    if tally.refusals["too_many_attempts"]:
        return "locked_out"
    raise AssertionError(f"neither answered nor refused: {tally.refusals}")


def test_a_restarted_host_keeps_what_guessers_spent(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[str], list[str], float | None]:
        store = TableStore.open(tmp_path)
        table = Table(code=CODE)
        store.start(table, table_id="t1", port=0)
        first = await serve(store, table)
        # Two sources spend their free exchange; then one of them spends the table's whole
        # budget, and its fifth failure locks it out.
        before = [await try_code(first.port, s) for s in (GUESSER, OTHER)]
        before += [await try_code(first.port, GUESSER) for _ in range(BURST)]
        before += [await try_code(first.port, OTHER), await try_code(first.port, GUESSER)]
        # The host stops as a crash leaves it: the table stays in the journal, not closed.
        await first.close()
        store.close()

        again = TableStore.open(tmp_path)
        second = await serve(again, again.resume("t1", 0.0))
        after = [await try_code(second.port, s) for s in (OTHER, GUESSER, NEWCOMER)]
        seated = await friend(LOOPBACK, second.port, CODE, patience=30)
        await second.close()
        again.close()
        return before, after, seated

    before, after, seated = asyncio.run(scenario())
    assert before == ["answered"] * (2 + BURST) + ["budget", "locked_out"]
    # The same limits after the restart: the source that failed is no newcomer, the budget
    # is still spent, the lock-out still runs. A source that never failed still gets its
    # free exchange, and a friend with the right code still takes a seat.
    assert after == ["budget", "locked_out", "answered"]
    assert seated is not None
    # They are kept in the journal's own file, which only its owner may read.
    assert stat.S_IMODE((tmp_path / FILE_NAME).stat().st_mode) == 0o600


def test_limits_that_cannot_be_read_back_start_afresh_and_the_table_still_opens(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def scenario() -> str:
        store = TableStore.open(tmp_path)
        table = Table(code=CODE)
        store.start(table, table_id="t1", port=0)
        store.keep_guesses(b"\xc1 not what was kept")
        server = await serve(store, table)
        answer = await try_code(server.port, GUESSER)
        await server.close()
        store.close()
        return answer

    assert asyncio.run(scenario()) == "answered"
    assert any("guessing limits kept for this table are lost" in r.message for r in caplog.records)


@pytest.mark.parametrize("closed", [True, False], ids=["stopped", "killed"])
def test_an_empty_table_with_a_fixed_code_keeps_its_limits_across_a_restart(
    tmp_path: Path, closed: bool
) -> None:
    """``dominos-host --code ABC234`` with nobody seated is not resumed (there is no game to
    take up): the restarted host opens a new table. With the same code it goes on with the
    old table's limits, whether the host was stopped (the table closed) or killed."""

    async def scenario() -> tuple[list[str], list[str]]:
        store = TableStore.open(tmp_path)
        table = Table(code=CODE)
        store.start(table, table_id="t1", port=0)
        first = await serve(store, table)
        before = [await try_code(first.port, s) for s in (GUESSER, OTHER)]
        before += [await try_code(first.port, GUESSER) for _ in range(BURST)]
        await first.close()
        if closed:
            store.close_table()
        store.close()
        again = TableStore.open(tmp_path)
        assert again.resumable() is None  # nobody sat: a new table opens
        fresh = Table(code=CODE)
        again.start(fresh, table_id="t2", port=0)
        second = await serve(again, fresh)
        after = [await try_code(second.port, s) for s in (OTHER, NEWCOMER)]
        await second.close()
        again.close()
        return before, after

    before, after = asyncio.run(scenario())
    assert before == ["answered"] * (2 + BURST)
    # The source that failed is no newcomer, and the budget is still spent.
    assert after == ["budget", "answered"]


def test_a_new_table_with_another_code_starts_its_own_limits(tmp_path: Path) -> None:
    store = TableStore.open(tmp_path)
    try:
        store.start(Table(code=CODE), table_id="t1", port=0)
        store.keep_guesses(b"kept")
        store.close_table()
        store.start(Table(code="ZZZ777"), table_id="t2", port=0)
        assert store.kept_guesses() is None
        store.close_table()
        store.start(Table(code=CODE), table_id="t3", port=0)
        assert store.kept_guesses() == b"kept"
    finally:
        store.close()
