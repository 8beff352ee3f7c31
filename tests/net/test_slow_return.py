"""An app coming back over a slow uplink with a long game's finished rounds in its hello.

A returning ``hello`` carries up to 48,000 bytes of past rounds. Over an uplink of 10 KB/s
that is about five seconds, as long as the app waits for the table's answer (2 s here, to
keep the test short), and a slower link takes longer: the app must
still get its seat back (sending fewer rounds when the table answered the handshake but
not the hello in time), and the host must go on serving the others meanwhile.
"""

from __future__ import annotations

import asyncio
import logging
import re
import statistics
from typing import TYPE_CHECKING

import pytest

from benchmarks.long_game import client_that_saw, played_table
from dominos.net.app.client import Client
from dominos.table.state import filled
from tests.helpers.relay import Relay
from tests.helpers.waiting import dropped

if TYPE_CHECKING:
    from tests.net.conftest import NetKit

NEXT = re.compile(r"not answered in time: (\d+) rounds next")
#: The uplink's pace (bytes a second) and how long the app waits for the table's answer.
UPLINK, PATIENCE = 10_000, 2.0


def test_an_app_on_a_slow_uplink_gets_its_seat_back_with_fewer_rounds(
    kit: NetKit, caplog: pytest.LogCaptureFixture
) -> None:
    _, seen = played_table(100)  # a whole game to 500: 30-odd rounds to tell
    saw = client_that_saw(seen[:-3])
    memory = saw.memory
    told = len(memory.resume_hello(saw.token).past)

    async def scenario() -> tuple[list[int], float, float]:
        server = await kit.start_server(time_scale=1.0)
        others = [kit.Bot(n, passive=True, heartbeat=0.5) for n in ("Bob", "Cat", "Dan")]
        for bot in others:
            await bot.join(server.port)
        uplink = Relay(
            "127.0.0.1", server.port, lambda size, up: size / UPLINK if up else 0.0, chunk=1000
        )
        port = await uplink.start()
        app = Client(
            lambda s: None, lambda e: None, lambda m: None,
            connect_timeout=PATIENCE, heartbeat=None,
        )  # fmt: skip
        await app.connect("127.0.0.1", port, name="Ann", code=kit.CODE)
        # What this app saw of a long game, as a table whose journal lost it would hear.
        shown = None
        for state in seen[:-3]:  # remembered as the app remembers what it is shown
            shown = filled(shown, state)
            app.memory.remember(shown)
        quick = [await others[0].client.ping() for _ in range(20)]
        link = app.reconnector.link
        assert link is not None
        link.abort()
        await dropped(link)
        async with asyncio.timeout(60):
            while not app.connected:
                quick.append(await others[0].client.ping())
        during = statistics.median(quick[20:]) if len(quick) > 20 else 0.0
        before = statistics.median(quick[:20])
        await app.close()
        for bot in others:
            await bot.client.close()
        await uplink.close()
        await server.close()
        return uplink.sent, before, during

    with caplog.at_level(logging.INFO, logger="dominos.net.app.client"):
        sent, before, during = asyncio.run(scenario())
    assert told >= 25  # a hello of over 40 KB: more than four seconds up this link
    # Each way back the table did not answer in time carried fewer rounds than the last,
    # and the app came back (with every round, it never would).
    fewer = [int(m.group(1)) for r in caplog.records if (m := NEXT.search(r.getMessage()))]
    assert fewer and fewer == sorted(fewer, reverse=True) and fewer[0] < told
    assert len(sent) >= 2 + len(fewer)  # the join, each way back cut short, the last
    # The other players' pings went on as quickly while the slow hellos came in.
    assert during < max(10 * before, 0.05)
