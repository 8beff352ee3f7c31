"""One seated player flooding the table with pings, and what the others' round trip pays.

Run: ``python -m benchmarks.command_flood [--pings N] [--rounds N]``

A seated player's script once sent 533,500 pings in 10 s and raised the others' round trip
from 0.7 to 20.6 ms. Each connection is now read no faster than its message rate
(``dominos.net.host.session.MESSAGES_PER_SECOND``). Four apps sit at a table served in this
process; Ann pings the table ``--pings`` times with nobody flooding (the baseline), then
again while Cat's second connection, on her own seat and token, floods from a thread of its
own. The rounds alternate the two, and the figure is the ratio of the medians (goal: at
most 2x), with the pings the table still answered the flooder each second past its first
burst beside it (the limit: 500).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import threading
import time

from dominos.net.app.client import Client
from dominos.net.host.server import Server
from dominos.net.host.session import MESSAGE_BURST
from dominos.net.wire.blocking import SecureSocket
from dominos.net.wire.messages import PROTOCOL_VERSION
from dominos.table import Table

HOST = "127.0.0.1"
CODE = "FLD234"
NAMES = ("Ann", "Bob", "Cat", "Dan")
PINGS_PER_FRAME = 4000


class Flooder:
    """Cat's script: her own seat, pings as fast as TCP takes them, the answers counted."""

    def __init__(self, port: int, token: str) -> None:
        self.sock = SecureSocket.connect(HOST, port, CODE)
        self.sock.send_message({"type": "hello", "protocol": PROTOCOL_VERSION, "resume": token})
        welcome = self.sock.read()
        if welcome is None or welcome.get("type") != "welcome":
            raise RuntimeError(f"the flooder was not seated again: {welcome!r}")
        self.answered = 0
        self.stopping = False
        self.threads = [
            threading.Thread(target=self._send, daemon=True),
            threading.Thread(target=self._drain, daemon=True),
        ]

    def _send(self) -> None:
        channel = self.sock.channel
        assert channel is not None
        with contextlib.suppress(OSError):
            while not self.stopping:
                # Each frame sealed anew: the table refuses a sealed frame seen before.
                self.sock.sock.sendall(channel.seal(b'{"type":"ping"}\n' * PINGS_PER_FRAME))

    def _drain(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            while (message := self.sock.read()) is not None:
                if message.get("type") == "pong":
                    self.answered += 1

    def start(self) -> None:
        for thread in self.threads:
            thread.start()

    def stop(self) -> None:
        self.stopping = True
        with contextlib.suppress(OSError):
            self.sock.sock.shutdown(2)
        self.sock.close()
        for thread in self.threads:
            thread.join(5)


def _ignore(_: object) -> None:
    """The apps' states, errors and closing: nothing here waits on them."""


async def _median_ms(client: Client, pings: int) -> float:
    return statistics.median([await client.ping() for _ in range(pings)]) * 1000


async def _measure(pings: int, rounds: int) -> dict[str, float]:
    server = Server(Table(code=CODE, now=time.monotonic()))
    await server.start(HOST, 0, fallback=False)
    clients = [Client(_ignore, _ignore, _ignore, heartbeat=None) for _ in NAMES]
    for client, name in zip(clients, NAMES, strict=True):
        await client.connect(HOST, server.port, name=name, code=CODE)
    ann, cat = clients[0], clients[2]
    assert cat.token is not None
    quiet: list[float] = []
    flooded: list[float] = []
    answered_per_s: list[float] = []
    await _median_ms(ann, 100)  # warmed up
    for _ in range(rounds):
        quiet.append(await _median_ms(ann, pings))
        flooder = await asyncio.to_thread(Flooder, server.port, cat.token)
        started = time.monotonic()
        flooder.start()
        await asyncio.sleep(1.0)
        flooded.append(await _median_ms(ann, pings))
        # Past its first burst, what the table still reads of the flood each second.
        answered_per_s.append(
            max(0.0, flooder.answered - MESSAGE_BURST) / (time.monotonic() - started)
        )
        await asyncio.to_thread(flooder.stop)
        await asyncio.sleep(2.5)  # Cat's allowance fills again before the next round
    for client in clients:
        await client.close()
    await server.close()
    q, f = statistics.median(quiet), statistics.median(flooded)
    return {
        "ping_quiet_p50_ms": q,
        "ping_flooded_p50_ms": f,
        "ping_flood_ratio": f / q,
        "ping_flood_ratio_min": min(b / a for a, b in zip(quiet, flooded, strict=True)),
        "ping_flood_ratio_max": max(b / a for a, b in zip(quiet, flooded, strict=True)),
        "flooder_answered_per_s": statistics.median(answered_per_s),
    }


def measure(pings: int = 300, rounds: int = 5) -> dict[str, float]:
    return asyncio.run(_measure(pings, rounds))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--pings", type=int, default=300, help="pings per median")
    parser.add_argument("--rounds", type=int, default=5, help="quiet and flooded, alternated")
    args = parser.parse_args()
    f = measure(args.pings, args.rounds)
    print(
        f"Ann's round trip: {f['ping_quiet_p50_ms']:.3f} ms quiet,"
        f" {f['ping_flooded_p50_ms']:.3f} ms while Cat floods"
        f" ({f['ping_flood_ratio']:.2f}x, goal <= 2x);"
        f" Cat answered {f['flooder_answered_per_s']:.0f} pings/s"
    )


if __name__ == "__main__":
    main()
