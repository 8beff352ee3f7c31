"""What eight watchers cost a move: the same game at two tables, one watched by eight.

Run: ``python -m benchmarks.watchers [--moves N] [--smoke] [--coming-and-going]``

Two tables in one process and one event loop, on 127.0.0.1, each with its four players'
apps (``Client``, as in ``benchmarks.latency``): one nobody watches, one watched by the
most a table takes (``MAX_WATCHERS``, 8). Both deal the same game and their players choose
the same moves, so each move sends the same states; they take turns, in a new random order
each round, so both see the same machine load. A move is timed from the player's command
to all four players holding its state, as ``latency`` times it; at the watched table the
host has by then also taken the eight watchers' state (in the same pass, after the seats'),
which it encodes and writes them once its loop turns again (the turn figures count that).
The watchers stand for eight other machines: they run in a process of their own, where
each reads its bytes and drops them, so what is measured is the host's work and the
loopback's, not eight decoders sharing the players' process and loop. It prints p50 and p99
of each, and the ratios watched / unwatched (goal: p50 <= 1.25x).

``--coming-and-going`` measures instead one table whose watchers join and leave in a loop:
8 threads of another process, each joining as a watcher (a key exchange, the table's work
being tens of milliseconds on its worker thread), reading its welcome and first state and
leaving, again and again. The same table's moves go in blocks of 100, that process let run
through one block and stopped through the next, and the p50 of the blocks with watchers
coming and going is set against the others' (goal: <= 1.25x).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import selectors
import signal
import socket
import sys
import threading
import time
from typing import cast

from benchmarks.latency import CODE, HOST, NAMES, Move, _Arrivals, _choose, _new_table, pct_ms
from dominos.net.app.client import Client
from dominos.net.host.server import Server
from dominos.net.wire.blocking import SecureSocket
from dominos.net.wire.messages import MAX_WATCHERS, PROTOCOL_VERSION
from dominos.table import State


class _Stamped(_Arrivals):
    """``latency``'s arrivals, also noting the moment the fourth state is held: in the
    callback that decodes it, not when the waiting coroutine resumes a turn of the loop
    later, when the host may already be writing the watchers theirs, which no player
    waits for."""

    def __init__(self) -> None:
        super().__init__()
        self.at = 0.0
        #: The last move's time to the waiting coroutine's turn: the watchers' writing in.
        self.whole = 0.0

    def seat(self, index: int) -> Client:
        client = super().seat(index)
        on_state = client.on_state

        def stamped(state: State) -> None:
            on_state(state)
            if not self.pending and self.done is not None and not self.at:
                self.at = time.perf_counter()

        client.on_state = stamped
        return client

    async def timed(self, player: Client, move: Move, version: int) -> float:
        """One move, from the command sent to the four states held."""
        self.at = 0.0
        arrived = self.expect_after(version)
        start = time.perf_counter()
        await (player.pass_turn() if move is None else player.play(*move))  # type: ignore[arg-type]
        await arrived
        self.whole = time.perf_counter() - start
        return self.at - start


def _welcomed(port: int, name: str) -> SecureSocket:
    """A watcher's connection, through the key exchange and welcomed (blocking)."""
    sock = SecureSocket.connect(HOST, port, CODE)
    sock.send_message({"type": "hello", "protocol": PROTOCOL_VERSION, "name": name, "watch": True})
    welcome = sock.read()
    if welcome is None or welcome.get("watching") is not True:
        raise RuntimeError(f"the table did not let {name} watch: {welcome}")
    return sock


def drain(port: int, watchers: int) -> None:
    """The watchers' machines, in a process of their own: ``watchers`` connections welcomed
    as watchers, then every byte each is sent read and dropped until the table closes; says
    ``ready`` once all are in, and at the end how many bytes each was sent."""
    socks = [_welcomed(port, f"Watcher {i + 1}").sock for i in range(watchers)]
    received = dict.fromkeys(socks, 0)
    with selectors.DefaultSelector() as selector:
        for sock in socks:
            sock.setblocking(False)
            selector.register(sock, selectors.EVENT_READ)
        print("ready", flush=True)
        while selector.get_map():
            for key, _ in selector.select():
                sock = cast(socket.socket, key.fileobj)
                try:
                    data = sock.recv(1 << 16)
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    data = b""
                if not data:
                    selector.unregister(sock)
                    sock.close()
                received[sock] += len(data)
    print(" ".join(str(n) for n in received.values()), flush=True)


class _Table:
    """One table served on loopback, its four players seated, and its watchers."""

    def __init__(self, watchers: int) -> None:
        self.table = _new_table()
        # Nobody sends a heartbeat here: the watchers only read.
        self.server = Server(self.table, silence=None)
        self.arrivals = _Stamped()
        self.clients = [self.arrivals.seat(i) for i in range(len(NAMES))]
        self.watchers = watchers
        self.drain: asyncio.subprocess.Process | None = None
        self.rng = random.Random(2)
        self.times: list[float] = []
        self.wholes: list[float] = []

    async def open(self) -> None:
        await self.server.start(HOST, 0, fallback=False)
        port = self.server.port
        for client, name in zip(self.clients, NAMES, strict=True):
            await client.connect(HOST, port, name=name, code=CODE)
        if self.watchers:
            self.drain = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "benchmarks.watchers",
                "--drain",
                str(port),
                str(self.watchers),
                stdout=asyncio.subprocess.PIPE,
            )
            assert self.drain.stdout is not None
            async with asyncio.timeout(60):
                ready = await self.drain.stdout.readline()
            if ready.strip() != b"ready":
                raise RuntimeError("the watchers could not come in")
        arrived = self.arrivals.expect_after(self.table.version)
        await self.clients[0].start()
        await arrived

    async def move(self) -> None:
        """One move of the game (or, between rounds, the next round started, untimed)."""
        host = self.clients[0]
        while (state := host.state) is not None and state.phase != "round":
            arrived = self.arrivals.expect_after(self.table.version)
            await (host.next_round() if state.phase == "break" else host.new_game(500))
            await arrived
        assert state is not None and state.turn is not None
        player = self.clients[state.turn]
        own = player.state
        assert own is not None
        move = _choose(own, self.rng)
        self.times.append(await self.arrivals.timed(player, move, self.table.version))
        self.wholes.append(self.arrivals.whole)

    async def close(self) -> list[int]:
        """Closes the table; returns how many bytes each watcher was sent."""
        for client in self.clients:
            await client.close()
        await self.server.close()
        if self.drain is None:
            return []
        out, _ = await self.drain.communicate()
        return [int(n) for n in out.split()]


def churn(port: int, watchers: int) -> None:
    """Watchers coming and going, in a process of their own: ``watchers`` threads, each
    joining as a watcher (key exchange, hello, welcome, first state) and leaving at once,
    again and again; says ``ready`` once all have joined once, and on SIGTERM how many
    joins were made."""
    joins = [0]
    first = threading.Barrier(watchers + 1)

    def one(index: int) -> None:
        waited = False
        while True:
            try:
                sock = _welcomed(port, f"Churn {index}")
                sock.read()
                sock.send_message({"type": "leave"})
                sock.close()
                joins[0] += 1
            except (OSError, RuntimeError):
                time.sleep(0.05)  # turned away while 8 are still leaving: try again
                continue
            if not waited:
                waited = True
                first.wait()

    for index in range(watchers):
        threading.Thread(target=one, args=(index,), daemon=True).start()
    first.wait()
    signal.signal(signal.SIGTERM, lambda *_: (print(joins[0], flush=True), os._exit(0)))
    print("ready", flush=True)
    while True:
        time.sleep(1)


async def _measure_churn(moves: int, block: int = 100) -> dict[str, float]:
    """The same table's moves in blocks, watchers coming and going through half of them
    (the churning process let run) and none through the other half (it is stopped)."""
    table = _Table(0)
    await table.open()
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "benchmarks.watchers",
        "--churn",
        str(table.server.port),
        str(MAX_WATCHERS),
        stdout=asyncio.subprocess.PIPE,
    )
    assert proc.stdout is not None
    async with asyncio.timeout(120):
        if (await proc.stdout.readline()).strip() != b"ready":
            raise RuntimeError("the watchers could not come in")
    calm: list[float] = []
    churned: list[float] = []
    on = True
    on_for = 0.0
    while len(calm) + len(churned) < moves:
        proc.send_signal(signal.SIGCONT if on else signal.SIGSTOP)
        began = time.perf_counter()
        # A moment for the change to take: handshakes under way end, or start again.
        await asyncio.sleep(0.2)
        table.times.clear()
        for _ in range(block):
            await table.move()
        (churned if on else calm).extend(table.times)
        if on:
            on_for += time.perf_counter() - began
        on = not on
    proc.send_signal(signal.SIGCONT)
    proc.terminate()
    out, _ = await proc.communicate()
    await table.close()
    joins = int(out.split()[-1]) if out.split() else 0
    f = {
        "churn_move_p50_ms": pct_ms(churned, 50),
        "calm_move_p50_ms": pct_ms(calm, 50),
        "watcher_joins_per_s": joins / on_for if on_for else 0.0,
    }
    f["watchers_churn_p50_ratio"] = f["churn_move_p50_ms"] / f["calm_move_p50_ms"]
    return f


async def _measure(moves: int) -> dict[str, float]:
    alone, watched = _Table(0), _Table(MAX_WATCHERS)
    await alone.open()
    await watched.open()
    order = random.Random(3)
    for _ in range(moves):
        both = [alone, watched]
        order.shuffle(both)
        for table in both:
            await table.move()
    if alone.table.version != watched.table.version:
        raise RuntimeError("the two tables did not play the same game")
    await alone.close()
    sent = await watched.close()
    if len(sent) != MAX_WATCHERS or not all(sent):
        raise RuntimeError(f"the watchers were not each sent the game: {sent}")
    f = _figures(alone.times, watched.times)
    # The same moves until the loop turns again, the host's writing to the watchers in.
    f["watched_turn_p50_ms"] = pct_ms(watched.wholes, 50)
    f["unwatched_turn_p50_ms"] = pct_ms(alone.wholes, 50)
    f["watchers_turn_p50_ratio"] = f["watched_turn_p50_ms"] / f["unwatched_turn_p50_ms"]
    return f


def _figures(alone: list[float], watched: list[float]) -> dict[str, float]:
    f = {
        "unwatched_move_p50_ms": pct_ms(alone, 50),
        "unwatched_move_p99_ms": pct_ms(alone, 99),
        "watched_move_p50_ms": pct_ms(watched, 50),
        "watched_move_p99_ms": pct_ms(watched, 99),
    }
    f["watchers_p50_ratio"] = f["watched_move_p50_ms"] / f["unwatched_move_p50_ms"]
    f["watchers_p99_ratio"] = f["watched_move_p99_ms"] / f["unwatched_move_p99_ms"]
    return f


def measure_churn(moves: int = 1000) -> dict[str, float]:
    """Watchers joining and leaving in a loop; keys: churn_move_p50_ms, calm_move_p50_ms,
    watcher_joins_per_s, watchers_churn_p50_ratio."""
    return asyncio.run(_measure_churn(moves))


def measure(moves: int = 2000) -> dict[str, float]:
    """Runs the benchmark; keys: unwatched_move_p50_ms, unwatched_move_p99_ms,
    watched_move_p50_ms, watched_move_p99_ms, watchers_p50_ratio, watchers_p99_ratio,
    unwatched_turn_p50_ms, watched_turn_p50_ms, watchers_turn_p50_ratio."""
    return asyncio.run(_measure(moves))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--smoke", action="store_true", help="a few moves, to check it runs")
    parser.add_argument("--drain", nargs=2, type=int, metavar=("PORT", "N"), help=argparse.SUPPRESS)
    parser.add_argument("--churn", nargs=2, type=int, metavar=("PORT", "N"), help=argparse.SUPPRESS)
    parser.add_argument(
        "--coming-and-going", action="store_true", help="watchers joining and leaving instead"
    )
    args = parser.parse_args()
    if args.drain:
        drain(*args.drain)
        return
    if args.churn:
        churn(*args.churn)
        return
    if args.coming_and_going:
        moves = 200 if args.smoke else args.moves
        c = measure_churn(moves)
        print(f"{moves} moves at one table on loopback, in blocks of 100")
        print(
            f"  {MAX_WATCHERS} watchers joining and leaving: p50 {c['churn_move_p50_ms']:.3f} ms"
            f" ({c['watcher_joins_per_s']:.1f} joins a second)"
        )
        print(f"  nobody coming or going:       p50 {c['calm_move_p50_ms']:.3f} ms")
        print(f"  ratio: {c['watchers_churn_p50_ratio']:.2f}x (goal <= 1.25x)")
        return
    moves = 100 if args.smoke else args.moves
    f = measure(moves)
    print(f"{moves} moves at each of two tables on loopback, taking turns")
    print(
        f"  unwatched (4 players)          p50 {f['unwatched_move_p50_ms']:.3f} ms"
        f"  p99 {f['unwatched_move_p99_ms']:.3f} ms"
    )
    print(
        f"  watched (4 players, {MAX_WATCHERS} watchers)  p50 {f['watched_move_p50_ms']:.3f} ms"
        f"  p99 {f['watched_move_p99_ms']:.3f} ms"
    )
    print(
        f"  watched / unwatched: p50 {f['watchers_p50_ratio']:.2f}x (goal <= 1.25x),"
        f" p99 {f['watchers_p99_ratio']:.2f}x (no goal)"
    )
    print(
        f"  to the loop's next turn, the watchers written: p50 {f['watched_turn_p50_ms']:.3f} ms"
        f" against {f['unwatched_turn_p50_ms']:.3f} ms: {f['watchers_turn_p50_ratio']:.2f}x"
        " (no goal)"
    )


if __name__ == "__main__":
    main()
