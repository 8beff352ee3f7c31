"""What surviving a crash costs: the journal on every move, and the time to come back.

Run: ``python -m benchmarks.resume [--moves N] [--kills N] [--smoke]``

Measured in one run, on 127.0.0.1:

- ``journal``: a move from one client's ``play`` to all four clients holding the resulting
  ``state``, on a table that commits each change to SQLite (WAL, ``synchronous=FULL``) before
  sending, against the same on a table with no journal. Moves alternate between the two
  tables so both see the same machine load. Also the bare ``record()`` commit time.
- ``resume``: ``kill -9`` of a ``dominos-host`` mid-round, restarted at once with its state
  directory, until the first of four reconnecting clients holds a snapshot again; against
  the baseline of starting a fresh ``dominos-host`` until a first player holds a snapshot.
  The clients reconnect with their usual backoff, which is part of the figure.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from dominos.net.app.client import Client
from dominos.net.host.server import Server
from dominos.table import State, Table
from dominos.table.store import TableStore
from dominos.terms import End

HOST = "127.0.0.1"
CODE = "ABC234"
NAMES = ("Ann", "Bob", "Cy", "Di")


class _Seats:
    """Four clients on one table, and a future that resolves when all four caught up."""

    def __init__(self) -> None:
        self.clients: list[Client] = []
        self.states: list[State | None] = [None] * 4
        self.after = -1
        self.waiting: asyncio.Future[None] | None = None

    def on_state(self, seat: int) -> object:
        def got(state: State) -> None:
            self.states[seat] = state
            waiting = self.waiting
            caught_up = all(s is not None and s.version > self.after for s in self.states)
            if waiting is not None and not waiting.done() and caught_up:
                waiting.set_result(None)

        return got

    async def join(self, port: int) -> None:
        for seat, name in enumerate(NAMES):
            client = Client(self.on_state(seat), lambda e: None, lambda m: None, heartbeat=None)  # type: ignore[arg-type]
            await client.connect(HOST, port, name=name, code=CODE)
            self.clients.append(client)

    async def move(self, rng: random.Random) -> float:
        """One legal move by the seat to play; seconds until all four hold its result."""
        state = self.states[0]
        assert state is not None
        if state.phase != "round":
            started = time.perf_counter()
            await self._send(
                lambda c: c.next_round() if state.phase == "break" else c.new_game(100),
                0,
                state.version,
            )
            return time.perf_counter() - started
        seat = state.turn
        assert seat is not None
        mine = self.states[seat]
        assert mine is not None
        hand = list(mine.hand)
        rng.shuffle(hand)
        play: tuple[tuple[int, int], End | None] | None = None
        if mine.ends is None:
            play = (hand[0], None)
        else:
            sides: tuple[tuple[End, int], ...] = (("left", mine.ends[0]), ("right", mine.ends[1]))
            for tile in hand:
                for end, n in sides:
                    if play is None and n in tile:
                        play = (tile, end)
        started = time.perf_counter()
        if play is None:
            await self._send(lambda c: c.pass_turn(), seat, state.version)
        else:
            await self._send(lambda c: c.play(play[0], play[1]), seat, state.version)
        return time.perf_counter() - started

    async def _send(self, command: object, seat: int, version: int) -> None:
        self.after = version
        self.waiting = asyncio.get_running_loop().create_future()
        await command(self.clients[seat])  # type: ignore[operator]
        await self.waiting

    async def close(self) -> None:
        for client in self.clients:
            await client.close()


async def journal_cost(moves: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        store = TableStore.open(tmp)
        tables = []
        for journal in (store, None):
            table = Table(code=CODE, rng=random.Random(1), now=time.monotonic())
            server = Server(table, journal=journal)
            await server.start(HOST, 0, fallback=False)
            if journal is not None:
                store.start(table, table_id="bench", port=server.port)
            seats = _Seats()
            await seats.join(server.port)
            await seats._send(lambda c: c.start(), 0, seats.states[0].version)  # type: ignore[union-attr]
            tables.append((server, seats))
        rng = random.Random(2)
        timings: tuple[list[float], list[float]] = ([], [])
        for _ in range(moves):
            for i, (_, seats) in enumerate(tables):
                timings[i].append(await seats.move(rng))
        commits = []
        table = tables[0][0].table
        for _ in range(200):
            table.version += 1  # a change with nothing new to append: the row rewrite alone
            started = time.perf_counter()
            store.record(table)
            commits.append(time.perf_counter() - started)
        for server, seats in tables:
            await seats.close()
            await server.close()
        store.close()
    journaled, bare = (statistics.median(t) * 1000 for t in timings)
    return {
        "journal_move_p50_ms": journaled,
        "bare_move_p50_ms": bare,
        "journal_move_ratio": journaled / bare,
        "journal_commit_p50_ms": statistics.median(commits) * 1000,
    }


async def _launch(state_dir: Path, *flags: str) -> tuple[asyncio.subprocess.Process, int, float]:
    started = time.monotonic()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "dominos.host", "--bind", HOST, "--state-dir", str(state_dir),
        "--no-discovery", "--log-level", "ERROR", *flags,
        stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    assert proc.stdout is not None
    line = (await proc.stdout.readline()).decode()
    match = re.search(r"127\.0\.0\.1:(\d+)", line)
    assert match, line
    return proc, int(match.group(1)), started


async def resume_time(kills: int) -> dict[str, float]:
    fresh: list[float] = []
    resumed: list[float] = []
    for _ in range(kills):
        with tempfile.TemporaryDirectory() as tmp:
            proc, port, started = await _launch(Path(tmp), "--port", "0", "--code", CODE)
            seats = _Seats()
            first = asyncio.get_running_loop().create_future()
            await seats.join(port)
            fresh.append(time.monotonic() - started)  # includes four joins: an upper bound
            await seats._send(lambda c: c.start(), 0, seats.states[0].version)  # type: ignore[union-attr]
            rng = random.Random(len(fresh))
            for _ in range(rng.randint(3, 20)):
                await seats.move(rng)
            seats.after = max(s.version for s in seats.states if s is not None)
            seats.waiting = None

            for client in seats.clients:
                client.on_state = _first_of(client.on_state, first)
            killed = time.monotonic()
            proc.kill()
            await proc.wait()
            proc, again, _ = await _launch(Path(tmp))
            assert again == port
            resumed.append(await first - killed)
            await seats.close()
            proc.terminate()
            await proc.wait()
    return {
        "resume_s": statistics.median(resumed),
        "resume_max_s": max(resumed),
        "fresh_start_s": statistics.median(fresh),
        "resume_ratio": statistics.median(resumed) / statistics.median(fresh),
    }


def _first_of(
    inner: Callable[[State], None], first: asyncio.Future[float]
) -> Callable[[State], None]:
    """``inner``, which also resolves ``first`` with the time of the first state it gets."""

    def both(state: State) -> None:
        inner(state)
        if not first.done():
            first.set_result(time.monotonic())

    return both


def measure(moves: int = 300, kills: int = 5) -> dict[str, float]:
    figures = asyncio.run(journal_cost(moves))
    figures.update(asyncio.run(resume_time(kills)))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--kills", type=int, default=5)
    parser.add_argument("--smoke", action="store_true", help="tiny counts: no real figures")
    args = parser.parse_args()
    moves, kills = (20, 1) if args.smoke else (args.moves, args.kills)
    f = measure(moves, kills)
    print(f"move to four screens, journaled:  p50 {f['journal_move_p50_ms']:.2f} ms")
    print(f"move to four screens, no journal: p50 {f['bare_move_p50_ms']:.2f} ms")
    print(f"ratio journaled / bare:           {f['journal_move_ratio']:.2f}x")
    print(f"one journal commit (row rewrite):  p50 {f['journal_commit_p50_ms']:.2f} ms")
    print(f"kill -9 to a client's first state: median {f['resume_s']:.2f} s,", end=" ")
    print(f"max {f['resume_max_s']:.2f} s")
    print(f"fresh start to four players in:    median {f['fresh_start_s']:.2f} s")
    print(f"ratio resume / fresh start:       {f['resume_ratio']:.2f}x")


if __name__ == "__main__":
    main()
