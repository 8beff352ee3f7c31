"""The table's line of key exchanges: the newest handshake first, and none kept waiting
for long (a friend arriving during a flood is answered next, not after the flood)."""

from __future__ import annotations

import asyncio
import functools
import threading

from dominos.net.host.exchanges import Exchanges


def test_the_newest_handshake_is_answered_first_and_a_stale_one_is_sent_away() -> None:
    async def scenario() -> None:
        now = [0.0]
        line: Exchanges[str] = Exchanges(stale=3.0, clock=lambda: now[0])
        release = threading.Event()
        done: list[str] = []
        sent_away: list[str] = []

        def work(name: str) -> str:
            if name == "running":
                release.wait(10)
            done.append(name)
            return name

        def queue(name: str) -> asyncio.Future[str]:
            return line.run(lambda: work(name), lambda: sent_away.append(name))

        running = queue("running")
        stale = queue("early guess")
        now[0] = 2.0
        gone = queue("dropped")
        others = [queue("guess"), queue("friend")]
        gone.cancel()  # its connection went before its turn
        assert line.waiting == 3
        now[0] = 3.5  # "early guess" has now waited longer than 3 s; the others have not
        release.set()
        assert await running == "running"
        assert await others[1] == "friend"
        assert await others[0] == "guess"
        assert stale.cancelled() and sent_away == ["early guess"]
        assert done == ["running", "friend", "guess"]
        assert line.waiting == 0
        line.shutdown()

    asyncio.run(scenario())


def test_a_source_that_proved_the_code_goes_before_the_newest() -> None:
    """A friend's machine, known since it proved the code, is served before a flood's newer
    handshakes; among such, the newest first."""

    async def scenario() -> list[str]:
        line: Exchanges[str] = Exchanges(stale=10.0)
        gate = threading.Event()
        order: list[str] = []

        def work(name: str) -> str:
            if name == "running":
                gate.wait(5)
            order.append(name)
            return name

        running = line.run(lambda: work("running"), lambda: None)
        waiting = [
            line.run(functools.partial(work, n), lambda: None, first=n.startswith("friend"))
            for n in ("guess1", "friend1", "guess2", "friend2", "guess3")
        ]
        gate.set()
        await running
        await asyncio.gather(*waiting)
        line.shutdown()
        return order

    assert asyncio.run(scenario()) == [
        "running", "friend2", "friend1", "guess3", "guess2", "guess1",
    ]  # fmt: skip
