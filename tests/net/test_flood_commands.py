"""One seat flooding the table with commands does not slow the others down.

A seated player's script sent 533,500 pings in 10 s and raised the others' round trip from
0.7 to 20.6 ms. Each connection may now send at most ``MESSAGES_PER_SECOND`` messages (in
bursts of ``MESSAGE_BURST``); past that it is not read from until it may send again, and
the host's log sums it up instead of a line per message.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import statistics
import threading
from types import SimpleNamespace

import pytest

from dominos.net.blocking import SecureSocket
from dominos.net.messages import PROTOCOL_VERSION

#: The flood, bounded: this many frames of this many pings each, sent as fast as it goes.
FRAMES, PINGS = 100, 4000


class Flooder:
    """A seated player's script, in a thread: its own seat, pings as fast as TCP takes them,
    and whatever comes back read and thrown away."""

    def __init__(self, port: int, code: str, token: str) -> None:
        self.sock = SecureSocket.connect("127.0.0.1", port, code)
        self.sock.send_message({"type": "hello", "protocol": PROTOCOL_VERSION, "resume": token})
        welcome = self.sock.read()
        assert welcome is not None and welcome["type"] == "welcome", welcome
        assert self.sock.channel is not None
        data = b'{"type":"ping"}\n' * PINGS
        self.frames = [self.sock.channel.seal(data) for _ in range(FRAMES)]
        self.sent = 0
        self.threads = [
            threading.Thread(target=self._send, daemon=True),
            threading.Thread(target=self._drain, daemon=True),
        ]

    def start(self) -> None:
        for thread in self.threads:
            thread.start()

    def _send(self) -> None:
        with contextlib.suppress(OSError):
            for frame in self.frames:
                self.sock.sock.sendall(frame)
                self.sent += PINGS

    def _drain(self) -> None:
        with contextlib.suppress(OSError):
            while self.sock.sock.recv(1 << 16):
                pass

    def stop(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.sock.shutdown(2)
        self.sock.close()
        for thread in self.threads:
            thread.join(5)


async def median_round_trip(client: object, count: int) -> float:
    times = [await client.ping() for _ in range(count)]  # type: ignore[attr-defined]
    return statistics.median(times)


def test_a_ping_flood_from_one_seat_leaves_the_others_round_trip_within_twice(
    kit: SimpleNamespace, caplog: pytest.LogCaptureFixture
) -> None:
    async def scenario() -> tuple[float, float, int]:
        server = await kit.start_server(time_scale=1.0)
        bots = await kit.seat_four(server.port, passive=True)
        ann, cat = bots[0], bots[2]
        flooder = None
        try:
            await median_round_trip(ann.client, 50)  # warmed up
            quiet = await median_round_trip(ann.client, 300)
            token = cat.client.token
            flooder = await asyncio.to_thread(Flooder, server.port, kit.CODE, token)
            flooder.start()
            await asyncio.sleep(0.2)
            flooded = await median_round_trip(ann.client, 300)
            return quiet, flooded, flooder.sent
        finally:
            if flooder is not None:
                await asyncio.to_thread(flooder.stop)
            for bot in bots:
                await bot.client.close()
            await server.close()

    with caplog.at_level(logging.INFO, logger="dominos.net.server"):
        quiet, flooded, sent = asyncio.run(scenario())
    print(
        f"round trip: {quiet * 1000:.3f} ms quiet, {flooded * 1000:.3f} ms during a flood"
        f" ({sent} pings sent)"
    )
    # Unthrottled, the same flood took it from 0.047 to 0.126 ms on the machine this was
    # written on; throttled, it stays where it was.
    assert flooded <= 2 * quiet, (quiet, flooded)
    lines = [r.getMessage() for r in caplog.records]
    slowed = [m for m in lines if "faster than any app" in m]
    summed = [m for m in lines if m.startswith("refused ") and "floods slowed down" in m]
    assert slowed and len(slowed) <= 10  # said once or a few times, then summed up
    assert summed or len(slowed) < 5
