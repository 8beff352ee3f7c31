"""A flood of wrong codes from hundreds of loopback addresses: the table keeps its guesses
within what its limits allow, and a friend with the right code still takes a seat.

A smaller flood than the benchmark's (``benchmarks.guessing``, which measures how fast):
here only what must hold is checked, on whatever machine runs it.
"""

from __future__ import annotations

import asyncio
import random
import sys
import time
from typing import TYPE_CHECKING

import pytest

from benchmarks.flood import Tally, flood, friend, ipv4_sources
from dominos.net.host.server import Server
from dominos.net.wire.codes import FailureBudget
from dominos.table import Table
from tests.helpers.netlab import in_namespace, ip, namespaces, tag
from tests.helpers.tables import CODE

if TYPE_CHECKING:
    from tests.net.conftest import NetKit

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="binds 127.x.y.z sources, which only Linux has"
)

BURST, RATE = 5, 2.0


def test_a_friend_is_seated_during_a_flood_and_the_guesses_stay_within_the_limits(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        started = time.monotonic()
        server = await kit.start_server(budget=FailureBudget(burst=BURST, rate=RATE))
        stop = asyncio.Event()
        tally = Tally()
        # Hundreds of sources, each new to the table the first time round, and a few dozen
        # that come back again and again once they have failed, spending the budget.
        spread = flood(kit.LOOPBACK, server.port, ipv4_sources(300, 3), 12, stop, tally, 10)
        again = flood(kit.LOOPBACK, server.port, ipv4_sources(40, 4), 12, stop, tally, 10)
        guessers = asyncio.gather(spread, again)
        async with asyncio.timeout(60):
            await tally.first_refusal.wait()
        seated = await friend(kit.LOOPBACK, server.port, kit.CODE, patience=60)
        assert seated is not None, "the friend was not seated within a minute"
        assert not guessers.done(), "the flood ended before the friend joined"
        answered_during = tally.answered
        stop.set()
        await asyncio.wait_for(guessers, 60)
        elapsed = time.monotonic() - started
        await server.close()

        assert tally.refused > 0 and answered_during > 0
        # A source's free exchange is answered once; every other guess is the budget's.
        assert max(tally.answered_from.values()) <= 1 + BURST + RATE * elapsed
        assert tally.answered <= len(tally.sources) + BURST + RATE * elapsed

    asyncio.run(scenario())


HOST6 = "fd00:0:0:ffff::1"


@pytest.mark.netns
def test_over_ipv6_a_slash_64_is_one_source_however_many_addresses_it_holds() -> None:
    """Sixty addresses in three /64s, on the loopback of a namespace made for the test:
    three free guesses, then the budget, and the friend from a /64 of its own is seated."""
    ns = f"dgG{tag()}"
    sources = [f"fd00:0:0:{n % 3 + 1}::{n // 3 + 1:x}" for n in range(60)]
    with namespaces(ns):
        for step in [["link", "set", "lo", "up"]] + [
            ["addr", "add", f"{address}/128", "dev", "lo", "nodad"] for address in [HOST6, *sources]
        ]:
            result = ip("-n", ns, *step)
            assert result.returncode == 0, result.stderr

        async def scenario() -> tuple[Tally, float | None, float]:
            started = time.monotonic()
            table = Table(code=CODE, time_scale=0.001, rng=random.Random(1))
            server = Server(table, budget=FailureBudget(burst=BURST, rate=RATE))
            await server.start(HOST6, 0, fallback=False)
            stop = asyncio.Event()
            tally = Tally()
            guessers = asyncio.ensure_future(
                flood(HOST6, server.port, sources, 12, stop, tally, 10)
            )
            async with asyncio.timeout(60):
                await tally.first_refusal.wait()
            seated = await friend(HOST6, server.port, CODE, patience=60)
            stop.set()
            await asyncio.wait_for(guessers, 60)
            await server.close()
            return tally, seated, time.monotonic() - started

        tally, seated, elapsed = in_namespace(ns, scenario)
    assert seated is not None, "the friend was not seated within a minute"
    assert tally.refused > 0
    # Counted address by address, each of the 60 would have had a free guess.
    assert tally.answered <= 3 + BURST + RATE * elapsed
