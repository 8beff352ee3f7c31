"""How long a move takes to reach all four screens, against a bare newline broadcast.

Run: ``python -m benchmarks.latency [--moves N] [--smoke]``

Measured in one run, on 127.0.0.1, everything in one process and one event loop:

- ``move``: from one client's ``play`` (or ``pass``) to all four clients holding the
  resulting ``state``: the client's framing and encoding, the server's decoding and checks,
  the table applying the move, four per-seat snapshots encoded and written, four decodes;
- ``raw``: the baseline the goals are set against: one socket sends a line to a plain
  asyncio streams server, which writes each of four sockets, read with ``readline``, a line
  as long as the state the same move sends that seat (sealed by the host and padded to its
  size class, as it goes out); no encryption, no snapshot, no decoding;
- ``raw_callbacks``: the same bytes through the same layout, but read the way the host and
  the app read, in protocol callbacks into a buffer each connection keeps, with no task
  waking up per line. No goal: it shows how much of the baseline is asyncio's streams
  rather than the bytes, so a ratio is never read as more than it is.

The three take turns, in a new random order each round, so all see the same machine load
and the same share of garbage collection. It prints p50 and p99 in milliseconds and the
ratios move/raw (goals: p50 and p99 each <= 2x) and move/raw_callbacks.
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import ctypes.util
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import NamedTuple

import msgspec

from dominos.engine import Tile
from dominos.net.app.client import Client
from dominos.net.host.server import Server
from dominos.net.host.vouching import Seals
from dominos.net.wire.framing import MAX_HOST_LINE, padded
from dominos.net.wire.messages import Error, GameOver, encode
from dominos.table import State, Table
from dominos.table.record import record_from_table

HOST = "127.0.0.1"
#: How many bytes each of the four seats is sent for one move.
Sizes = tuple[int, int, int, int]
Move = tuple[tuple[int, int], str | None] | None
CODE = "ABC234"
NAMES = ("Ann", "Bob", "Cy", "Di")


class _Arrivals:
    """Resolves one future when all four seats hold a snapshot newer than a version.

    Counting in the ``on_state`` callbacks themselves keeps the harness off the measured
    path: no extra task wakes up per seat.
    """

    def __init__(self) -> None:
        self.after = -1
        self.pending: set[int] = set()
        self.done: asyncio.Future[None] | None = None

    def expect_after(self, version: int) -> asyncio.Future[None]:
        self.after = version
        self.pending = set(range(len(NAMES)))
        self.done = asyncio.get_running_loop().create_future()
        return self.done

    def seat(self, index: int) -> Client:
        def on_state(state: State) -> None:
            if state.version > self.after and index in self.pending:
                self.pending.discard(index)
                if not self.pending and self.done is not None and not self.done.done():
                    self.done.set_result(None)

        def on_error(error: Error) -> None:
            raise RuntimeError(f"the benchmark sent a refused command: {error.message}")

        return Client(on_state, on_error, lambda _: None, heartbeat=None)


class _RawBroadcast:
    """The baseline: a newline-framed broadcast with nothing else on the path."""

    def __init__(self) -> None:
        self.writers: list[asyncio.StreamWriter] = []
        self.readers: list[asyncio.StreamReader] = []
        self.clients: list[asyncio.StreamWriter] = []
        self.server: asyncio.Server | None = None

    async def start(self) -> None:
        self.server = await asyncio.start_server(self._handle, HOST, 0)
        port = self.server.sockets[0].getsockname()[1]
        for _ in range(4):
            # A game's last move sends its record too: far longer than streams' 64 KiB.
            reader, writer = await asyncio.open_connection(HOST, port, limit=MAX_HOST_LINE)
            self.readers.append(reader)
            self.clients.append(writer)
        while len(self.writers) < 4:
            await asyncio.sleep(0.001)

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.writers.append(writer)
        while line := await reader.readline():
            for w, size in zip(self.writers, line.split(), strict=True):
                w.write(b"x" * int(size) + b"\n")

    async def once(self, sizes: Sizes) -> float:
        start = time.perf_counter()
        self.clients[0].write(b" ".join(b"%d" % size for size in sizes) + b"\n")
        await asyncio.gather(*(r.readline() for r in self.readers))
        return time.perf_counter() - start

    async def close(self) -> None:
        # Since Python 3.12.1, wait_closed() also waits for every connection the server
        # accepted, so the server's own ends are closed here as well as the clients'.
        for w in (*self.clients, *self.writers):
            w.close()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()


class _Lines(asyncio.BufferedProtocol):
    """One end of the callback baseline: newline-framed lines read into a kept buffer."""

    def __init__(self, on_line: Callable[[_Lines, bytes], None]) -> None:
        self.view = memoryview(bytearray(64 * 1024))
        self.pending = bytearray()
        self.on_line = on_line
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def get_buffer(self, sizehint: int) -> memoryview:
        return self.view

    def buffer_updated(self, nbytes: int) -> None:
        self.pending += self.view[:nbytes]
        while (end := self.pending.find(b"\n")) >= 0:
            line = bytes(self.pending[:end])
            del self.pending[: end + 1]
            self.on_line(self, line)


class _CallbackBroadcast:
    """The baseline read as the app reads: protocol callbacks, no streams, no tasks."""

    def __init__(self) -> None:
        self.accepted: list[_Lines] = []
        self.readers: list[_Lines] = []
        self.waiting = 0
        self.done: asyncio.Future[None] | None = None
        self.server: asyncio.Server | None = None

    def _broadcast(self, _: _Lines, line: bytes) -> None:
        for end, size in zip(self.accepted, line.split(), strict=True):
            assert end.transport is not None
            end.transport.write(b"x" * int(size) + b"\n")

    def _arrived(self, _: _Lines, line: bytes) -> None:
        self.waiting -= 1
        if self.waiting == 0 and self.done is not None:
            self.done.set_result(None)

    def _accept(self) -> _Lines:
        end = _Lines(self._broadcast)
        self.accepted.append(end)
        return end

    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        self.server = await loop.create_server(self._accept, HOST, 0)
        port = self.server.sockets[0].getsockname()[1]
        for _ in range(4):
            _, reader = await loop.create_connection(lambda: _Lines(self._arrived), HOST, port)
            self.readers.append(reader)
        while len(self.accepted) < 4:
            await asyncio.sleep(0.001)

    async def once(self, sizes: Sizes) -> float:
        self.waiting = 4
        self.done = asyncio.get_running_loop().create_future()
        start = time.perf_counter()
        assert self.readers[0].transport is not None
        self.readers[0].transport.write(b" ".join(b"%d" % size for size in sizes) + b"\n")
        await self.done
        return time.perf_counter() - start

    async def close(self) -> None:
        for end in (*self.readers, *self.accepted):
            if end.transport is not None:
                end.transport.close()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()


def pct_ms(values: list[float], q: int) -> float:
    """The ``q``-th percentile of ``values`` (seconds), in milliseconds."""
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] * 1000


def _choose(state: State, rng: random.Random) -> Move:
    hand = list(state.hand)
    rng.shuffle(hand)
    if state.ends is None:
        return hand[0], None
    left, right = state.ends
    for tile in hand:
        if left in tile:
            return tile, "left"
        if right in tile:
            return tile, "right"
    return None


def _new_table() -> Table:
    return Table(code=CODE, target=500, rng=random.Random(1), now=time.monotonic())


class Planned(NamedTuple):
    move: Move
    sizes: Sizes
    #: The move ends a round (and perhaps the game).
    ends: bool


def _plan(moves: int) -> list[Planned]:
    """Every move of the benchmark's game, with the length of the state each seat is sent
    for it, from the same game played beforehand on a table of its own.

    The raw lines must be as long as what the move they stand beside sends, and that is
    only known once the move is made: most moves send four states of under a kilobyte,
    but the one that ends a round sends every seat the round's moves, the four hands and
    the game's finished rounds, several kilobytes late in a game, and the one that ends a
    game sends everyone the game's record as well. One move in twenty-odd ends a round, so
    the p99 is made of them.
    """
    table = _new_table()
    for name in NAMES:
        table.join(name, CODE, 0.0)
    table.start(0, 0.0)
    rng = random.Random(2)
    seals = Seals(table.seal_key)
    planned: list[Planned] = []
    while len(planned) < moves:
        if table.phase != "round":
            if table.phase == "break":
                table.next_round(0, 0.0)
            else:
                table.new_game(0, 500, 0.0)
            continue
        seat = table.turn
        assert seat is not None
        move = _choose(table.snapshot(seat, 0.0), rng)
        if move is None:
            table.pass_turn(seat, 0.0)
        else:
            table.play(seat, Tile(*move[0]), move[1], 0.0)
        record = 0
        if table.winner is not None:  # the game is over
            game = GameOver(game=record_from_table(table, finished=time.time()))
            record = len(padded(encode(game) + b"\n"))
        sent = [_sent(table, seals, s) + record for s in range(len(NAMES))]
        ends = table.phase != "round"
        planned.append(Planned(move, (sent[0], sent[1], sent[2], sent[3]), ends))
    return planned


def _sent(table: Table, seals: Seals, seat: int) -> int:
    """The bytes a move's state takes to ``seat``, sealed and padded as the host sends it
    (the newline the baseline adds included)."""
    state = table.snapshot(seat, 0.0, whole=False)
    seal, round_seal = seals.stamp(table, state)
    state = msgspec.structs.replace(state, seal=seal, round_seal=round_seal)
    return len(padded(encode(state) + b"\n")) - 1


async def _measure(moves: int) -> dict[str, float]:
    plan = _plan(moves)
    table = _new_table()
    server = Server(table)
    await server.start(HOST, 0, fallback=False)
    arrivals = _Arrivals()
    clients = [arrivals.seat(i) for i in range(len(NAMES))]
    for client, name in zip(clients, NAMES, strict=True):
        await client.connect(HOST, server.port, name=name, code=CODE)
    raw = _RawBroadcast()
    await raw.start()
    callbacks = _CallbackBroadcast()
    await callbacks.start()
    rng = random.Random(2)
    #: Each round runs the three in a new order: in a fixed order, the garbage collector's
    #: passes (every 700 allocations) fell in step with the rounds, always in the same one
    #: of the three, and moved a median by a third.
    order = random.Random(3)
    move_times: list[float] = []
    raw_times: list[float] = []
    callback_times: list[float] = []
    host = clients[0]
    arrived = arrivals.expect_after(table.version)
    await host.start()
    await arrived
    while len(move_times) < moves:
        state = host.state
        assert state is not None
        if state.phase != "round":
            arrived = arrivals.expect_after(table.version)
            await (host.next_round() if state.phase == "break" else host.new_game(500))
            await arrived
            continue
        assert state.turn is not None
        player = clients[state.turn]
        own = player.state
        assert own is not None
        move = _choose(own, rng)
        planned = plan[len(move_times)]
        if move != planned.move:
            raise RuntimeError(f"the game left its plan at move {len(move_times)}")
        turns = [
            (move_times, _play(player, move, arrivals.expect_after(table.version))),
            (raw_times, raw.once(planned.sizes)),
            (callback_times, callbacks.once(planned.sizes)),
        ]
        order.shuffle(turns)
        for times, run in turns:
            times.append(await run)
    await raw.close()
    await callbacks.close()
    for client in clients:
        await client.close()
    await server.close()
    ends = [i for i, planned in enumerate(plan) if planned.ends]
    return _figures(move_times, raw_times, callback_times, ends)


async def _play(player: Client, move: Move, arrived: asyncio.Future[None]) -> float:
    """One move, from the command sent to the four snapshots held."""
    start = time.perf_counter()
    await (player.pass_turn() if move is None else player.play(*move))  # type: ignore[arg-type]
    await arrived
    return time.perf_counter() - start


def _figures(
    move: list[float], raw: list[float], callbacks: list[float], ends: list[int]
) -> dict[str, float]:
    pct = pct_ms

    figures = {
        "move_p50_ms": pct(move, 50),
        "move_p99_ms": pct(move, 99),
        "raw_p50_ms": pct(raw, 50),
        "raw_p99_ms": pct(raw, 99),
        "raw_callbacks_p50_ms": pct(callbacks, 50),
        "raw_callbacks_p99_ms": pct(callbacks, 99),
    }
    figures["move_p50_ratio"] = figures["move_p50_ms"] / figures["raw_p50_ms"]
    figures["move_p99_ratio"] = figures["move_p99_ms"] / figures["raw_p99_ms"]
    figures["move_p50_vs_callbacks"] = figures["move_p50_ms"] / figures["raw_callbacks_p50_ms"]
    if ends:
        # The moves that end a round, apart: the longest of every round, and the p99's.
        figures["round_end_p50_ms"] = statistics.median(move[i] for i in ends) * 1000
        figures["round_end_raw_p50_ms"] = statistics.median(raw[i] for i in ends) * 1000
        figures["round_end_p50_ratio"] = (
            figures["round_end_p50_ms"] / figures["round_end_raw_p50_ms"]
        )
    return figures


#: glibc's ``mallopt`` settings: how much free memory at the top of the heap is given back
#: to the system, and the size from which an allocation maps its own memory.
_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3


def _steady_allocator() -> None:
    """Keeps the C allocator from mapping memory for each of asyncio's 256 KiB reads.

    glibc maps any allocation above a threshold that starts at 128 KiB and rises once a
    mapped block is freed whole, which happens or not depending on what else the process
    allocated. Below it, every read of the streams baseline maps, faults in and unmaps
    pages (about ten system calls a round, seen with ``strace``); above it, none. The
    baseline's p50 swung by half between runs with that, the move's not at all (the host
    and the app read into buffers they keep). Fixed above 256 KiB, every run measures the
    baseline the cheaper way.

    Served from the heap, the same read can still cost system calls: freed, it leaves more
    than 128 KiB free at the heap's top, which glibc gives back (``brk``) and asks for again
    at the next read, about ten times a round. Whether it does depends on what lies above it,
    that is on everything the process allocated before: planning the game first moved the
    raw p50 from 0.27 to 0.43 ms. Keeping up to 1 MiB at the top ends that too.
    """
    if not sys.platform.startswith("linux"):
        return
    name = ctypes.util.find_library("c")
    if name is None:
        return
    libc = ctypes.CDLL(name)
    if hasattr(libc, "mallopt"):
        libc.mallopt(_M_MMAP_THRESHOLD, 1024 * 1024)
        libc.mallopt(_M_TRIM_THRESHOLD, 1024 * 1024)


def measure(moves: int = 2000) -> dict[str, float]:
    """Runs the benchmark; keys: move_p50_ms, move_p99_ms, raw_p50_ms, raw_p99_ms,
    raw_callbacks_p50_ms, raw_callbacks_p99_ms, move_p50_ratio, move_p99_ratio,
    move_p50_vs_callbacks, and with a round ended, round_end_p50_ms,
    round_end_raw_p50_ms, round_end_p50_ratio."""
    _steady_allocator()
    return asyncio.run(_measure(moves))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--smoke", action="store_true", help="a few moves, to check it runs")
    args = parser.parse_args()
    moves = 100 if args.smoke else args.moves
    f = measure(moves)
    print(f"{moves} moves on loopback, four clients, move and raw broadcasts alternating")
    print(
        f"  move (play -> 4 states)  p50 {f['move_p50_ms']:.3f} ms  p99 {f['move_p99_ms']:.3f} ms"
    )
    print(f"  raw newline broadcast    p50 {f['raw_p50_ms']:.3f} ms  p99 {f['raw_p99_ms']:.3f} ms")
    print(
        f"  same, protocol callbacks p50 {f['raw_callbacks_p50_ms']:.3f} ms"
        f"  p99 {f['raw_callbacks_p99_ms']:.3f} ms"
    )
    print(
        f"  move / raw: p50 {f['move_p50_ratio']:.2f}x (goal <= 2x),"
        f" p99 {f['move_p99_ratio']:.2f}x (goal <= 2x)"
    )
    print(f"  move / raw read by callbacks: p50 {f['move_p50_vs_callbacks']:.2f}x (no goal)")
    if "round_end_p50_ms" in f:
        print(
            f"  moves that end a round:  p50 {f['round_end_p50_ms']:.3f} ms"
            f" against raw {f['round_end_raw_p50_ms']:.3f} ms:"
            f" {f['round_end_p50_ratio']:.2f}x (no goal)"
        )


if __name__ == "__main__":
    main()
