"""How long joining a table takes, key exchange included.

Run: ``python -m benchmarks.handshake [--joins N] [--smoke]``

Each join is a fresh app connection on 127.0.0.1, timed from ``Client.connect`` to the
first snapshot delivered: TCP, the SPAKE2 exchange at both ends (each off its event loop),
both proofs, the sealed hello, the welcome and the first state. The same run times the two
halves of the exchange alone, as the floor the pure-Python SPAKE2 sets. Goal: a join
within 150 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time

from dominos.net.app.client import Client
from dominos.net.host.server import Server
from dominos.net.wire.channel import PlayerChannel, TableChannel
from dominos.table import Table

HOST = "127.0.0.1"
CODE = "ABC234"


def _exchange_alone() -> float:
    start = time.perf_counter()
    player, table = PlayerChannel(CODE), TableChannel(CODE)
    table.receive_data(player.data_to_send())
    table.next_event()
    table.accept()
    player.receive_data(table.data_to_send())
    player.next_event()
    return time.perf_counter() - start


async def _measure(joins: int) -> dict[str, float]:
    times: list[float] = []
    for n in range(joins):
        table = Table(code=CODE, rng=random.Random(n), now=time.monotonic())
        server = Server(table)
        await server.start(HOST, 0, fallback=False)
        client = Client(lambda s: None, lambda e: None, lambda m: None)
        start = time.perf_counter()
        await client.connect(HOST, server.port, name="Ann", code=CODE)
        times.append(time.perf_counter() - start)
        await client.close()
        await server.close()
    alone = [_exchange_alone() for _ in range(max(3, joins // 2))]
    return {
        "join_p50_ms": statistics.median(times) * 1000,
        "join_max_ms": max(times) * 1000,
        "exchange_cpu_p50_ms": statistics.median(alone) * 1000,
    }


def measure(joins: int = 20) -> dict[str, float]:
    """Keys: join_p50_ms, join_max_ms, exchange_cpu_p50_ms (both ends, one thread)."""
    return asyncio.run(_measure(joins))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--joins", type=int, default=20)
    parser.add_argument("--smoke", action="store_true", help="a few joins, to check it runs")
    args = parser.parse_args()
    joins = 3 if args.smoke else args.joins
    f = measure(joins)
    print(f"{joins} joins on loopback, each to a fresh table")
    print(
        f"  join (connect -> first state)  p50 {f['join_p50_ms']:.1f} ms"
        f"  max {f['join_max_ms']:.1f} ms (goal <= 150 ms)"
    )
    print(f"  SPAKE2 both ends, one thread    p50 {f['exchange_cpu_p50_ms']:.1f} ms")


if __name__ == "__main__":
    main()
