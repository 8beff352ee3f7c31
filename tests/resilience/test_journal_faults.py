"""A journal that cannot write: said once in the log, and on every screen until it can.

The faults are real where the machine allows it: a small tmpfs that fills up mid-game, and
the same tmpfs remounted read-only under the host (root only; skipped elsewhere, saying why).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import shutil
import subprocess
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from dominos.table import Table
from dominos.table.saved_tables import resumable
from dominos.table.store import TableStore

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit

LOG = "dominos.net.host.server"


class FlakyJournal:
    """Refuses every write while ``failing`` is set, as a full disk would: the table's and
    the guessing limits kept beside it, which share its file."""

    def __init__(self) -> None:
        self.failing = False
        self.saved = 0
        self.guesses: bytes | None = None

    def record(self, table: Any) -> None:
        if self.failing:
            raise OSError(28, "No space left on device")
        self.saved = table.version

    def keep_time(self, table: Any, now: float) -> None:
        """The clock between changes: nothing to count here."""

    def keep_guesses(self, state: bytes) -> None:
        if self.failing:
            raise OSError(28, "No space left on device")
        self.guesses = state

    def kept_guesses(self) -> bytes | None:
        return self.guesses


async def step(players: list[Any], rng: random.Random, res: ResilienceKit) -> int:
    """One move by whoever must act (the break cut short by the host); returns the version
    every seat then holds."""
    state = players[0].state
    if state.phase == "break":
        await players[state.host_seat].client.next_round()
    else:
        mover = players[state.turn]
        move = res.choose(mover.state, rng)
        await (mover.client.pass_turn() if move is None else mover.client.play(*move))
    for p in players:
        await p.wait(lambda s: s.version > state.version, timeout=5)
    return players[0].state.version


@contextlib.asynccontextmanager
async def journaled_game(res: ResilienceKit, state_dir: Path) -> AsyncIterator[list[Any]]:
    """A table journaled in ``state_dir`` as ``t1``, four seated, the first round begun."""
    store = TableStore.open(state_dir)
    server = await res.start_server(journal=store)
    store.start(server.table, table_id="t1", port=server.port)
    players = await res.seat_four(server.port, passive=True)
    try:
        await players[0].client.start()
        await players[0].wait(lambda s: s.phase == "round")
        yield players
    finally:
        for p in players:
            await p.client.close()
        await server.close()
        store.close()


def unsaved_runs(states: list[Any]) -> list[bool]:
    """The ``unsaved`` flag as it changed along the states a seat received."""
    runs: list[bool] = []
    for s in states:
        if not runs or runs[-1] != s.unsaved:
            runs.append(s.unsaved)
    return runs


def test_a_failing_journal_is_said_once_and_shown_on_every_screen_until_it_saves(
    res: ResilienceKit, caplog: pytest.LogCaptureFixture
) -> None:
    journal = FlakyJournal()

    async def scenario() -> list[Any]:
        server = await res.start_server(journal=journal)
        players = await res.seat_four(server.port, passive=True)
        await players[0].client.start()
        await players[0].wait(lambda s: s.phase == "round")
        rng = random.Random(3)
        await step(players, rng, res)
        journal.failing = True
        for _ in range(6):
            await step(players, rng, res)
        journal.failing = False
        version = await step(players, rng, res)
        assert journal.saved == version  # the first write that works catches up with all
        for p in players:
            await p.client.close()
        await server.close()
        return players

    with caplog.at_level(logging.INFO, logger=LOG):
        players = asyncio.run(scenario())
    for p in players:
        assert unsaved_runs(p.states) == [False, True, False]
    said = [r for r in caplog.records if r.name == LOG and "save" in r.getMessage()]
    assert [r.levelname for r in said] == ["ERROR", "WARNING"]
    assert "No space left on device" in said[0].getMessage()
    assert not any(r.exc_info for r in caplog.records)


def errors_when_the_disk_fails(
    res: ResilienceKit, caplog: pytest.LogCaptureFixture, *, mid_game: bool
) -> list[str]:
    """The error lines of a host whose journal and guessing limits share a disk that fails,
    during the first round (``mid_game``) or once every seat is saved, and then closes."""
    journal = FlakyJournal()

    async def scenario() -> None:
        server = await res.start_server(journal=journal, keeper=journal)
        players = await res.seat_four(server.port, passive=True)
        if mid_game:
            await players[0].client.start()
            await players[0].wait(lambda s: s.phase == "round")
        journal.failing = True
        if mid_game:
            await step(players, random.Random(6), res)
        await server.close()
        for p in players:
            await p.client.close()

    with caplog.at_level(logging.INFO, logger=LOG):
        asyncio.run(scenario())
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


def test_a_disk_that_fails_before_the_host_closes_is_one_error_in_its_log(
    res: ResilienceKit, caplog: pytest.LogCaptureFixture
) -> None:
    """The limits on guessing the code are written as the host closes, to the same disk: that
    they cannot be either is no second alarm, the line that said the table is not saved
    already says what the host must know."""
    errors = errors_when_the_disk_fails(res, caplog, mid_game=True)
    assert len(errors) == 1, errors
    assert "could not save the table ([Errno 28] No space left on device)" in errors[0]


def test_limits_that_cannot_be_saved_at_close_are_said_once_and_why(
    res: ResilienceKit, caplog: pytest.LogCaptureFixture
) -> None:
    """A disk that fails once every move is saved leaves only the limits unsaved: one line
    says so, the disk's own reason, and what it costs."""
    errors = errors_when_the_disk_fails(res, caplog, mid_game=False)
    assert len(errors) == 1, errors
    assert "guessing" in errors[0] and "No space left on device" in errors[0]
    assert "afresh" in errors[0]


@contextlib.contextmanager
def small_tmpfs(where: Path, size: str = "1m") -> Iterator[Path]:
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs to fill up needs root")
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", f"dominos-{uuid.uuid4().hex[:8]}", where],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", where], capture_output=True)


def fill(directory: Path) -> Path:
    """Writes a file until the disk is full; returns it (delete it to free the space)."""
    filler = directory / "filler"
    with filler.open("wb", buffering=0) as f, contextlib.suppress(OSError):
        while True:
            f.write(b"\0" * 512)
    return filler


def test_a_disk_that_fills_mid_game_loses_no_move_once_space_comes_back(
    res: ResilienceKit, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with small_tmpfs(tmp_path / "state") as state_dir:

        async def scenario() -> tuple[list[Any], int]:
            async with journaled_game(res, state_dir) as players:
                rng = random.Random(4)
                await step(players, rng, res)
                filler = fill(state_dir)
                for _ in range(8):
                    await step(players, rng, res)
                assert players[0].state.unsaved, "the full disk went unnoticed"
                filler.unlink()
                last = await step(players, rng, res)
            return players, last

        with caplog.at_level(logging.INFO, logger=LOG):
            players, last = asyncio.run(scenario())
        for p in players:
            assert unsaved_runs(p.states) == [False, True, False]
        errors = [r for r in caplog.records if r.name == LOG and r.levelname == "ERROR"]
        assert len(errors) == 1  # once, not once per move
        # Every move, those made while nothing could be written included, is on disk.
        store = TableStore.open(state_dir)
        try:
            resumed = store.resume("t1", 0.0)
        finally:
            store.close()
        assert resumed.version == last


def test_a_read_only_state_directory_is_said_on_every_screen_for_the_whole_game(
    res: ResilienceKit, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with small_tmpfs(tmp_path / "state") as state_dir:
        done = subprocess.run(["mount", "-o", "remount,ro", state_dir], capture_output=True)
        assert done.returncode == 0, done.stderr

        async def scenario() -> list[Any]:
            async with journaled_game(res, state_dir) as players:
                rng = random.Random(5)
                for _ in range(3):
                    await step(players, rng, res)
            return players

        with caplog.at_level(logging.INFO, logger=LOG):
            players = asyncio.run(scenario())
        for p in players:
            assert unsaved_runs(p.states) == [True]
        errors = [r for r in caplog.records if r.name == LOG and r.levelname == "ERROR"]
        assert len(errors) == 1 and str(state_dir) in errors[0].getMessage()


def test_a_table_closed_on_a_full_disk_is_not_offered_as_if_it_had_crashed(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The host closes its table as the disk fills up: one error line says so, the table is
    not offered for resuming, and the journal records the close once there is room."""
    with small_tmpfs(tmp_path / "state") as state_dir:
        table = Table(code="ABC234", table_name="Kitchen", now=0.0)
        for name in ("Ann", "Bob", "Cy", "Di"):
            table.join(name, "ABC234", 0.0)
        store = TableStore.open(state_dir)
        try:
            store.start(table, table_id="t1", port=1)
            table.start(0, 0.0)
            store.record(table)
            filler = fill(state_dir)
            with caplog.at_level(logging.INFO, logger="dominos.table.store"):
                assert store.close_table() is None
        finally:
            store.close()
        errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
        assert len(errors) == 1 and "full" in errors[0], errors
        assert resumable(state_dir) is None, "closed on purpose, so not offered"
        filler.unlink()
        assert resumable(state_dir) is None
        assert not list(state_dir.glob("table-t1.*")), "the journal holds the close now"
