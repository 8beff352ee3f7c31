"""``kill -9`` a ``dominos-host`` watched by two friends, resume it, and they watch again.

The journal keeps no watcher (decisions.md 35), so the restarted host does not know their
tokens: each app comes back by itself under its name, as a watcher, never in a seat, while
the four players' game goes on from where it stood. The old port is taken meanwhile, so the
table comes back at another one, which the apps learn as the LAN would tell them.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from typing import TYPE_CHECKING

from dominos.net.app.client import Client
from dominos.net.wire.messages import Error
from dominos.table.state import NO_SEAT, State
from tests.helpers.processes import ask_to_stop, kill_now, launch_host
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from tests.resilience.conftest import Player, ResilienceKit


class Watching:
    """A friend's app watching the table, keeping everything it is shown."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.states: list[State] = []
        self.errors: list[Error] = []
        self.closed: list[str] = []
        self.client = Client(self.states.append, self.errors.append, self.closed.append)

    @property
    def state(self) -> State:
        return self.states[-1]


def test_watchers_watch_again_by_themselves_after_the_host_is_killed_and_resumed(
    tmp_path: Path, res: ResilienceKit
) -> None:
    #: What each app had been shown when the host died, and how many states it had then.
    at_kill: dict[str, tuple[State, int]] = {}

    #: Every host started, ended whatever happens.
    hosts: list[asyncio.subprocess.Process] = []

    async def launch(*flags: str) -> tuple[asyncio.subprocess.Process, int]:
        proc, port = await launch_host(tmp_path, *flags)
        hosts.append(proc)
        return proc, port

    async def scenario() -> tuple[list[Player], list[Watching], float]:
        try:
            return await evening()
        finally:
            for proc in hosts:
                if proc.returncode is None:
                    proc.kill()
                await proc.wait()

    async def evening() -> tuple[list[Player], list[Watching], float]:
        proc, port = await launch("--port", "0", "--code", res.CODE, "--target", "50")
        players = [res.Player(n, rng=random.Random(i)) for i, n in enumerate(res.NAMES)]
        for p in players:
            await p.join(port)
        watchers = [Watching("Eve"), Watching("Flo")]
        for w in watchers:
            await w.client.connect(res.LOOPBACK, port, name=w.name, code=res.CODE, watch=True)
        apps: list[Player | Watching] = [*players, *watchers]
        # Where the LAN says the table is: its old port until the resumed one is announced.
        where = [port]
        for app in apps:
            app.client.locate = lambda: (res.LOOPBACK, where[0])
        await until(lambda: all(p.state.watchers == ("Eve", "Flo") for p in players))
        await players[0].client.start()
        await players[1].wait(lambda s: s.phase == "round" and len(s.line) >= 4)
        # The players stop for a moment, so the host dies mid-round with everyone shown the
        # same table.
        await res.settle(players)
        await until(lambda: all(w.state.version == players[0].state.version for w in watchers))

        kill_now(proc.pid)
        await proc.wait()
        killed = time.monotonic()
        for app in apps:
            at_kill[app.name] = (app.state, len(app.states))
        # Another program takes the old port meanwhile, and hangs up on whoever knocks.
        blocker = await asyncio.start_server(
            lambda _, writer: writer.close(), res.LOOPBACK, port, reuse_address=True
        )
        try:
            proc, again = await launch()
            where[0] = again
            assert again != port, "the resumed table had to take another port"
            await until(lambda: all(len(w.states) > at_kill[w.name][1] for w in watchers), 20)
            back = time.monotonic() - killed
            # Back in the order they came back in, which is either.
            await until(lambda: all(sorted(p.state.watchers) == ["Eve", "Flo"] for p in players))
            await res.play_on(players, lambda s: s.phase == "over")
            await until(lambda: all(w.state.phase == "over" for w in watchers))
        finally:
            blocker.close()
        for app in apps:
            await app.client.close()
        ask_to_stop(proc)
        assert await proc.wait() == 0
        return players, watchers, back

    players, watchers, back = asyncio.run(scenario())
    for w in watchers:
        assert w.closed == [] and w.errors == [], (w.name, w.closed, w.errors)
        assert w.client.watching and sorted(w.state.watchers) == ["Eve", "Flo"]
        # Watching from start to end: never a seat, never a hand.
        assert all(s.you == NO_SEAT and s.hand == () for s in w.states)
    apps: list[Player | Watching] = [*players, *watchers]
    for app in apps:
        # After the restart, the game where it stood: the round under way with the tiles
        # laid, then never back to the lobby, never an earlier round, never a score lost.
        shown, count = at_kill[app.name]
        assert len(app.states) > count
        first = app.states[count]
        assert (first.phase, first.round, first.line) == ("round", shown.round, shown.line)
        for later in app.states[count:]:
            assert later.phase != "lobby" and later.round >= shown.round, app.name
            assert all(a >= b for a, b in zip(later.scores, shown.scores, strict=True))
    # The four players went on with their game, in their seats, to its end.
    for seat, p in enumerate(players):
        assert not p.failures and p.closed == [], (p.name, p.failures, p.closed)
        assert p.state.phase == "over" and p.state.you == seat
        assert [s.name for s in p.state.seats] == ["Ann", "Bob", "Cat", "Dan"]
        assert max(p.state.scores) >= 50
    print(f"\nkill -9 to both watchers watching again: {back:.2f} s")
