"""A flood of guesses at a table's code from thousands of addresses, and a friend who
joins during it.

Run: ``python -m benchmarks.guessing [--seconds S] [--addresses N] [--ipv6] [--smoke]``

The table (``dominos-host``, in a process of its own) listens on loopback; the guesser
opens connection after connection, each from the next of ``N`` source addresses
(127.x.y.z, any of which loopback answers; with ``--ipv6`` the guesser binds ``::1``, the
one IPv6 loopback address, so every guess comes from the same /64). Each guess is a real
handshake with a wrong code: a SPAKE2 message made once and sent again and again, then a
wrong proof. After a few seconds of flood a friend joins with the right code, retrying
while the table says to wait, as the app does.

Printed: handshakes the table answered per second (each one guess), refusals per second,
the expected time to find a code of 2^30 at the answered rate, the chance of finding it in
a 4-hour evening, and how long the friend took to be seated.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import re
import sys
import time

from dominos.net.channel import MAGIC, PlayerChannel
from dominos.net.client import Client, JoinRefused

CODE = "ABC234"
WRONG = "ZZZ999"
CODES = 2**30
EVENING = 4 * 3600.0
#: Connections the guesser keeps going at once.
WORKERS = 200


class Tally:
    def __init__(self) -> None:
        self.answered = 0
        self.refused = 0
        self.failed = 0


async def _guess(host: str, port: int, source: str, offer: bytes, tally: Tally) -> None:
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(host, port, local_addr=(source, 0)), 5
        )
    except (OSError, TimeoutError):
        tally.failed += 1
        return
    try:
        writer.write(offer)
        first = await asyncio.wait_for(reader.read(1), 10)
        if first == MAGIC[:1]:
            await asyncio.wait_for(reader.readexactly(72), 10)
            tally.answered += 1
            writer.write(bytes(32))  # a wrong proof: this guess is over
            await asyncio.wait_for(reader.read(4096), 10)
        elif first:
            tally.refused += 1
        else:
            tally.failed += 1
    except (OSError, TimeoutError, asyncio.IncompleteReadError):
        tally.failed += 1
    finally:
        writer.transport.abort()


async def _flood(
    host: str, port: int, sources: list[str], stop: asyncio.Event, tally: Tally
) -> None:
    offer = PlayerChannel(WRONG).data_to_send()
    cycle = itertools.cycle(sources)

    async def worker() -> None:
        while not stop.is_set():
            await _guess(host, port, next(cycle), offer, tally)

    await asyncio.gather(*(worker() for _ in range(WORKERS)))


async def _friend(host: str, port: int, patience: float) -> float | None:
    """Seconds from the first try to a seat, retrying refusals that say to wait."""
    start = time.perf_counter()
    while time.perf_counter() - start < patience:
        client = Client(lambda s: None, lambda e: None, lambda m: None)
        try:
            await client.connect(host, port, name="Friend", code=CODE)
        except (JoinRefused, OSError, TimeoutError) as refused:
            await client.close()
            if isinstance(refused, JoinRefused) and refused.code not in (
                "too_many_attempts",
                "busy",
            ):
                raise
            await asyncio.sleep(0.2)
            continue
        seated = time.perf_counter() - start
        await client.close()
        return seated
    return None


async def _host(host: str) -> tuple[asyncio.subprocess.Process, int]:
    """``dominos-host`` in a process of its own, so the guesser does not share its core."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "dominos.host", "--bind", host, "--port", "0", "--code", CODE,
        "--no-discovery", "--log-level", "ERROR",
        stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    assert process.stdout is not None
    line = (await process.stdout.readline()).decode()
    found = re.search(r"(?:127\.0\.0\.1|\[::1\]):(\d+)", line)
    if found is None:
        raise RuntimeError(f"dominos-host did not say where to join: {line!r}")
    return process, int(found.group(1))


async def _measure(seconds: float, addresses: int, ipv6: bool) -> dict[str, float]:
    host = "::1" if ipv6 else "127.0.0.1"
    process, port = await _host(host)
    if ipv6:
        sources = ["::1"]
    else:
        sources = [
            f"127.{1 + n // 65536}.{n // 256 % 256}.{n % 256 or 1}" for n in range(addresses)
        ]
    stop = asyncio.Event()
    tally = Tally()
    flood = asyncio.create_task(_flood(host, port, sources, stop, tally))
    await asyncio.sleep(min(5.0, seconds / 3))
    patience = max(30.0, seconds)
    friend = await _friend(host, port, patience)
    started, answered_before = time.perf_counter(), tally.answered
    refused_before = tally.refused
    await asyncio.sleep(seconds)
    took = time.perf_counter() - started
    answered = (tally.answered - answered_before) / took
    refused = (tally.refused - refused_before) / took
    stop.set()
    with contextlib.suppress(Exception):
        await asyncio.wait_for(flood, 30)
    process.terminate()
    await process.wait()
    rate = max(answered, 1e-9)
    return {
        "guess_sources": float(len(sources)),
        "guesses_answered_per_s": answered,
        "guesses_refused_per_s": refused,
        "guess_expected_days": CODES / 2 / rate / 86400,
        "guess_evening_chance": min(1.0, rate * EVENING / CODES),
        # Seated within the patience (at least 30 s): 1, else 0.
        "friend_seated": 0.0 if friend is None else 1.0,
        "friend_seated_s": patience if friend is None else friend,
    }


def measure(seconds: float = 30.0, addresses: int = 6000, ipv6: bool = False) -> dict[str, float]:
    """Keys: guess_sources, guesses_answered_per_s, guesses_refused_per_s,
    guess_expected_days, guess_evening_chance, friend_seated (0 or 1), friend_seated_s
    (the friend's patience, 30 s or the flood's length, when not seated)."""
    return asyncio.run(_measure(seconds, addresses, ipv6))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--addresses", type=int, default=6000)
    parser.add_argument("--ipv6", action="store_true")
    parser.add_argument("--smoke", action="store_true", help="a short flood, to check it runs")
    args = parser.parse_args()
    seconds = 3.0 if args.smoke else args.seconds
    f = measure(seconds, args.addresses, args.ipv6)
    print(
        f"flood from {f['guess_sources']:.0f} source addresses"
        f" ({'::1' if args.ipv6 else '127.x.y.z'}), measured over {seconds:g} s"
    )
    print(f"  handshakes answered (guesses)  {f['guesses_answered_per_s']:.2f} per second")
    print(f"  refused before any work        {f['guesses_refused_per_s']:.0f} per second")
    print(f"  expected time to find the code {f['guess_expected_days']:.0f} days")
    print(f"  chance in a 4-hour evening     1 in {1 / max(f['guess_evening_chance'], 1e-12):,.0f}")
    friend = f["friend_seated_s"]
    print(
        "  friend with the right code     "
        + (f"seated after {friend:.1f} s" if f["friend_seated"] else f"not seated in {friend:g} s")
        + " (goal <= 30 s)"
    )


if __name__ == "__main__":
    main()
