"""A flood of wrong codes from hundreds of loopback addresses: the table keeps its guesses
within what its limits allow, and a friend with the right code still takes a seat.

A smaller flood than the benchmark's (``benchmarks.guessing``, which measures how fast):
here only what must hold is checked, on whatever machine runs it.
"""

from __future__ import annotations

import asyncio
import sys
import time
from types import SimpleNamespace

import pytest

from benchmarks.flood import Tally, flood, friend, ipv4_sources
from dominos.net.codes import FailureBudget

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="binds 127.x.y.z sources, which only Linux has"
)

BURST, RATE = 5, 2.0


def test_a_friend_is_seated_during_a_flood_and_the_guesses_stay_within_the_limits(
    kit: SimpleNamespace,
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
