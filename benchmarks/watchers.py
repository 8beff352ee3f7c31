"""What eight watchers cost a move: the same game at two tables, one watched by eight.

Run: ``python -m benchmarks.watchers [--moves N] [--smoke]``

Two tables in one process and one event loop, on 127.0.0.1, each with its four players'
apps (``Client``, as in ``benchmarks.latency``): one nobody watches, one watched by the
most a table takes (``MAX_WATCHERS``, 8). Both deal the same game and their players choose
the same moves, so each move sends the same states; they take turns, in a new random order
each round, so both see the same machine load. A move is timed from the player's command
to all four players holding its state, as ``latency`` times it; at the watched table the
host has by then also built, sealed and written the eight watchers theirs (a watcher's state
goes out in the same pass, after the seats'). The watchers stand for eight other machines:
they run in a process of their own, where each reads its bytes and drops them, so what is
measured is the host's work and the loopback's, not eight decoders sharing the players'
process and loop. It prints p50 and p99 of each,
and the ratios watched / unwatched (goal: p50 <= 1.25x).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import selectors
import socket
import statistics
import sys
import time
from typing import cast

from benchmarks.latency import CODE, HOST, NAMES, Move, _Arrivals, _choose, _new_table
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
    f["watched_turn_p50_ms"] = _pct(watched.wholes, 50)
    f["unwatched_turn_p50_ms"] = _pct(alone.wholes, 50)
    f["watchers_turn_p50_ratio"] = f["watched_turn_p50_ms"] / f["unwatched_turn_p50_ms"]
    return f


def _pct(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] * 1000


def _figures(alone: list[float], watched: list[float]) -> dict[str, float]:
    pct = _pct

    f = {
        "unwatched_move_p50_ms": pct(alone, 50),
        "unwatched_move_p99_ms": pct(alone, 99),
        "watched_move_p50_ms": pct(watched, 50),
        "watched_move_p99_ms": pct(watched, 99),
    }
    f["watchers_p50_ratio"] = f["watched_move_p50_ms"] / f["unwatched_move_p50_ms"]
    f["watchers_p99_ratio"] = f["watched_move_p99_ms"] / f["unwatched_move_p99_ms"]
    return f


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
    args = parser.parse_args()
    if args.drain:
        drain(*args.drain)
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
