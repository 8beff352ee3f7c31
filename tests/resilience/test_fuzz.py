"""Garbage from many connections at a live ``dominos-host`` while four players play on.

The garbage goes at both layers: at the handshake in clear, and as sealed frames inside
an open channel (plus frames that do not open at all).
Frames come from hypothesis (well-formed JSON with wrong fields and values, mutations of real
messages) and from a plain random source (raw bytes, cut lines, floods), over dozens of
connections at once. The host must stay up, answer only with well-formed messages, let the
seated players finish their games, and keep its memory bounded; the peak is printed.

``DOMINOS_FUZZ_FRAMES`` sets the number of frames (default 3,000; the full run is 100,000).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominos.net.wire.blocking import SecureSocket
from dominos.net.wire.channel import NEED_DATA, Established, PlayerChannel

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit

LOOPBACK = "127.0.0.1"
REPLIES = {"welcome", "state", "error", "pong", "closing"}
TYPES = ["hello", "start", "play", "pass", "next_round", "new_game", "leave", "ping"]
FIELDS = ["type", "protocol", "name", "code", "resume", "tile", "end", "seq", "target"]
VALID = [
    b'{"type":"hello","protocol":5,"name":"Zed"}\n',
    b'{"type":"hello","protocol":5,"resume":"not-a-token"}\n',
    b'{"type":"play","tile":[6,6],"end":"left","seq":1}\n',
    b'{"type":"pass","seq":2}\n',
    b'{"type":"ping","seq":3}\n',
    b'{"type":"new_game","target":100,"seq":4}\n',
]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
messages = st.dictionaries(
    st.sampled_from(FIELDS) | st.text(max_size=10),
    json_values,
    max_size=6,
).flatmap(
    lambda d: (
        st.sampled_from([*TYPES, "state", "welcome", ""]).map(lambda t: {**d, "type": t})
        | st.just(d)
    )
)


def mutate(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(out) + 1)
        op = rng.random()
        if op < 0.4 and out:
            out[min(i, len(out) - 1)] = rng.randrange(256)
        elif op < 0.7:
            out[i:i] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        else:
            del out[i : i + rng.randint(1, 8)]
    return bytes(out)


frames = st.one_of(
    messages.map(lambda m: json.dumps(m).encode() + b"\n"),
    st.tuples(st.sampled_from(VALID), st.randoms(use_true_random=False)).map(
        lambda v: mutate(v[0], v[1])
    ),
    st.binary(max_size=200),
    st.sampled_from(VALID),
)


def rss_kib(pid: int, field: str) -> int:
    text = Path(f"/proc/{pid}/status").read_text()
    match = re.search(rf"^{field}:\s+(\d+) kB", text, re.M)
    return int(match.group(1)) if match else 0


def check_replies(data: bytes) -> None:
    """Whatever the host sends back is a well-formed message of a known kind."""
    for line in data.split(b"\n")[:-1]:
        if not line.strip():  # a blank line pads a frame to its size class
            continue
        message = json.loads(line)
        assert message.get("type") in REPLIES, message


def exchange(port: int, chunks: list[bytes], code: str) -> None:
    """One connection: open the channel, send the frames sealed, read what comes back for a
    moment (every reply must open and be a known message), close."""
    with SecureSocket.connect(LOOPBACK, port, code, timeout=5) as sock:
        with contextlib.suppress(OSError):
            for chunk in chunks:
                sock.send(chunk)
        sock.sock.settimeout(0.02)
        received = b""
        with contextlib.suppress(OSError):
            while len(received) < 1 << 20:
                line = sock.read_line()
                if line is None:
                    break
                received += line + b"\n"
    check_replies(received)


async def handshake(
    reader: asyncio.StreamReader, writer: asyncio.StreamWriter, code: str
) -> PlayerChannel | None:
    """Opens the channel on an asyncio stream; ``None`` if the table refused or closed."""
    channel = PlayerChannel(code)
    writer.write(channel.data_to_send())
    while True:
        event = channel.next_event()
        writer.write(channel.data_to_send())
        if isinstance(event, Established):
            return channel
        if event is not NEED_DATA:
            return None
        data = await asyncio.wait_for(reader.read(1 << 16), 5)
        if not data:
            return None
        channel.receive_data(data)


async def raw_flood(port: int, frames: int, seed: int, sent: list[int], code: str) -> None:
    """Many connections at once, each sending random bytes and cut or corrupted lines: half
    of them at the handshake, half inside an open channel (where one in ten of their
    frames is garbage that does not open)."""
    rng = random.Random(seed)

    async def one(n: int) -> None:
        try:
            reader, writer = await asyncio.open_connection(LOOPBACK, port, limit=1 << 22)
        except OSError:
            return
        try:
            channel = None
            if rng.random() < 0.5:
                with contextlib.suppress(OSError, TimeoutError):
                    channel = await handshake(reader, writer, code)
            for _ in range(n):
                kind = rng.random()
                if kind < 0.4:
                    data = rng.randbytes(rng.randint(1, 300))
                elif kind < 0.8:
                    data = mutate(rng.choice(VALID), rng)
                elif kind < 0.95:
                    data = rng.choice(VALID)
                else:
                    data = b"{" * rng.randint(1, 70_000)  # past the line limit
                if channel is not None and rng.random() < 0.9:
                    data = channel.seal(data)
                writer.write(data)
                sent[0] += 1
            with contextlib.suppress(OSError, TimeoutError):
                await asyncio.wait_for(writer.drain(), 1)
                await asyncio.wait_for(reader.read(1 << 16), 0.05)
        finally:
            if rng.random() < 0.5:
                writer.transport.abort()
            else:
                writer.close()

    gate = asyncio.Semaphore(48)

    async def limited(n: int) -> None:
        async with gate:
            await one(n)

    batches = []
    left = frames
    while left > 0:
        n = min(left, rng.randint(1, 40))
        batches.append(n)
        left -= n
    await asyncio.gather(*(limited(n) for n in batches))


FRAMES = int(os.environ.get("DOMINOS_FUZZ_FRAMES", "3000") or 3000)


@pytest.mark.slow
@pytest.mark.timeout(max(400, FRAMES // 300))
def test_the_host_survives_garbage_and_the_players_finish(
    tmp_path: Path, res: ResilienceKit
) -> None:
    total = FRAMES
    log = (tmp_path / "host.log").open("w")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "dominos.host",
            "--bind",
            LOOPBACK,
            "--port",
            "0",
            "--code",
            res.CODE,
            "--no-discovery",
            "--log-level",
            "ERROR",
        ],
        stdout=subprocess.PIPE,
        stderr=log,
        text=True,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        port = int(re.search(r"127\.0\.0\.1:(\d+)", line).group(1))
        players: list[Any] = []
        samples: list[int] = []
        raw_sent = [0]
        stop = threading.Event()
        #: The four are seated: garbage (which says hello too) cannot take their places.
        ready = threading.Event()
        outcome: dict[str, Any] = {}

        async def seated() -> None:
            players.extend(
                res.Player(n, rng=random.Random(i), rematches=10_000)
                for i, n in enumerate(res.NAMES)
            )
            for p in players:
                await p.join(port)
            await players[0].client.start()
            ready.set()
            flood = asyncio.create_task(raw_flood(port, total * 2 // 3, 1, raw_sent, res.CODE))
            while not (stop.is_set() and flood.done()):
                await asyncio.sleep(0.1)
                samples.append(rss_kib(proc.pid, "VmRSS"))
            await flood
            # The game under way when the garbage stops is played to its end.
            games = sum(1 for s in players[0].states if s.phase == "over")
            host = players[0]
            host.rematches = 0
            end = await host.wait(
                lambda s: s.phase == "over" and s.version != host.rematched_from, 60
            )
            for p in players:
                await p.wait(lambda s: s.version >= end.version)
            outcome["games"] = games
            for p in players:
                await p.client.close()

        runner = threading.Thread(target=lambda: outcome.update(error=_run(seated())))
        runner.start()
        examples = max(10, (total // 3) // 20)
        hyp_sent = [0]

        @settings(
            max_examples=examples,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        @given(st.lists(st.lists(frames, min_size=1, max_size=20), min_size=1, max_size=3))
        def garbage(connections: list[list[bytes]]) -> None:
            for chunks in connections:
                exchange(port, chunks, res.CODE)
                hyp_sent[0] += len(chunks)
            assert proc.poll() is None, "the host died"

        assert ready.wait(60), "the four players could not sit down"
        started = time.monotonic()
        while hyp_sent[0] < total // 3:
            garbage()
        stop.set()
        runner.join(timeout=110)
        took = time.monotonic() - started
        assert not runner.is_alive(), "the seated players never finished"
        assert outcome.get("error") is None, outcome.get("error")
        assert proc.poll() is None, "the host died"
        peak = rss_kib(proc.pid, "VmHWM")
        for p in players:
            assert not p.failures and not p.closed, (p.name, p.failures, p.closed)
            assert p.state.phase == "over"
        assert outcome["games"] >= 1, "no game was finished while the garbage came in"
        sent = hyp_sent[0] + raw_sent[0]
        assert sent >= total * 0.9
        print(
            f"\nfuzz: {sent} frames ({hyp_sent[0]} from hypothesis, {raw_sent[0]} raw) in"
            f" {took:.1f} s; {outcome['games'] + 1} games finished meanwhile; host RSS"
            f" {min(samples) // 1024}-{max(samples) // 1024} MiB, peak {peak // 1024} MiB"
        )
        assert peak < 200 * 1024, f"the host grew to {peak // 1024} MiB"
    finally:
        proc.kill()
        proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()
        log.close()


def _run(coro: Any) -> BaseException | None:
    try:
        asyncio.run(coro)
    except BaseException as exc:
        return exc
    return None
