"""A flood of wrong guesses at a table's code, from many source addresses, and a friend
joining during it: the parts that ``benchmarks.guessing`` measures with and the suite's
flood test checks.

Each guess is a real handshake with a wrong code: a SPAKE2 message made once and sent
again and again, then a wrong proof. Sources are bound one per connection, so the table
sees each guess come from the source given (any 127.x.y.z on Linux, or addresses added to
``lo`` inside a network namespace).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from collections import Counter
from collections.abc import Iterable, Iterator

from dominos.net.app.client import Client, JoinRefused
from dominos.net.wire.channel import MAGIC, PlayerChannel

#: A code no table of these runs has.
WRONG = "ZZZ999"


class Tally:
    """What the guesser saw: handshakes answered (each one guess), refused, and failed."""

    def __init__(self) -> None:
        self.answered = 0
        self.refused = 0
        self.failed = 0
        #: Answered guesses by source address.
        self.answered_from: Counter[str] = Counter()
        #: Every source a handshake was offered from.
        self.sources: set[str] = set()
        #: Set at the first refusal: the table is saying "not now" to the flood.
        self.first_refusal = asyncio.Event()
        #: Refusals by code (``too_many_attempts``, ``busy``...), and how many of the
        #: first said the whole table's budget was spent, rather than the source's.
        self.refusals: Counter[str] = Counter()
        self.budget_spent = asyncio.Event()


async def guess(
    host: str, port: int, source: str, offer: bytes, tally: Tally, patience: float = 30.0
) -> None:
    """One wrong guess from ``source``, waiting up to ``patience`` seconds for the table's
    answer (a guesser gains nothing by giving up early)."""
    tally.sources.add(source)
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(host, port, local_addr=(source, 0)), 5
        )
    except (OSError, TimeoutError):
        tally.failed += 1
        return
    try:
        writer.write(offer)
        first = await asyncio.wait_for(reader.read(1), patience)
        if first == MAGIC[:1]:
            await asyncio.wait_for(reader.readexactly(72), patience)
            tally.answered += 1
            tally.answered_from[source] += 1
            writer.write(bytes(32))  # a wrong proof: this guess is over
            await asyncio.wait_for(reader.read(4096), patience)
        elif first:
            tally.refused += 1
            tally.first_refusal.set()
            line = json.loads(first + await asyncio.wait_for(reader.readline(), patience))
            tally.refusals[line["code"]] += 1
            if line["code"] == "too_many_attempts" and "lately" in line["message"]:
                tally.budget_spent.set()  # the table's words, not a source's lock-out
        else:
            tally.failed += 1
    except (OSError, TimeoutError, asyncio.IncompleteReadError, ValueError, KeyError):
        tally.failed += 1
    finally:
        writer.transport.abort()


async def flood(
    host: str,
    port: int,
    sources: Iterable[str],
    workers: int,
    stop: asyncio.Event,
    tally: Tally,
    patience: float = 30.0,
) -> None:
    """``workers`` guessers at once, each connection from the next of ``sources`` (cycled),
    until ``stop`` is set."""
    offer = PlayerChannel(WRONG).data_to_send()
    cycle: Iterator[str] = itertools.cycle(list(sources))

    async def worker() -> None:
        while not stop.is_set():
            await guess(host, port, next(cycle), offer, tally, patience)

    await asyncio.gather(*(worker() for _ in range(workers)))


async def friend(
    host: str, port: int, code: str, patience: float, name: str = "Friend", leave: bool = False
) -> float | None:
    """Seconds from the first try to a seat with the right code, joining as the app does
    (it asks again by itself while the table says to wait); ``None`` if not seated within
    ``patience``. With ``leave`` the seat is given up at once, for the next friend."""
    loop = asyncio.get_running_loop()
    start = time.perf_counter()
    give_up = loop.time() + patience
    while (left := give_up - loop.time()) > 0:
        client = Client(lambda s: None, lambda e: None, lambda m: None, patience=left)
        try:
            await client.connect(host, port, name=name, code=code)
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
        if leave:
            with contextlib.suppress(Exception):
                await client.leave()
        await client.close()
        return seated
    return None


def ipv4_sources(count: int, second: int = 1) -> list[str]:
    """``count`` loopback addresses 127.``second``.y.z onwards, none of them 127.0.0.1."""
    return [f"127.{second + n // 65024}.{n // 254 % 256}.{n % 254 + 1}" for n in range(count)]
