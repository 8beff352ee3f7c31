"""The app's client watching a table: it is shown every state of no seat, comes back as a
watcher after its link dies, and takes the free seat when asked."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from dominos.net.app.client import Client
from dominos.net.wire.messages import Error
from dominos.table.state import NO_SEAT, State
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from tests.net.conftest import NetKit


class Watcher:
    """An app watching, as the app's client runs it, keeping what it is shown."""

    def __init__(self) -> None:
        self.states: list[State] = []
        self.errors: list[Error] = []
        self.closed: list[str] = []
        self.client = Client(
            self.states.append, self.errors.append, self.closed.append, backoff=(0.05,)
        )

    async def watch(self, kit: NetKit, port: int, name: str = "Eve") -> None:
        welcome = await self.client.connect(
            kit.LOOPBACK, port, name=name, code=kit.CODE, watch=True
        )
        assert welcome.watching and welcome.seat == NO_SEAT and self.client.watching


def test_a_watching_app_sees_the_game_without_a_hand_and_comes_back_as_a_watcher(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=5, time_scale=1.0)
        table = server.table
        bots = await kit.seat_four(server.port, table, passive=True)
        eve = Watcher()
        await eve.watch(kit, server.port)
        await bots[0].client.start()
        await until(lambda: eve.states[-1].phase == "round")
        shown = eve.states[-1]
        assert shown.you == NO_SEAT and shown.hand == () and shown.watchers == ("Eve",)
        assert [s.hand_size for s in shown.seats] == [7, 7, 7, 7]
        # Its link dies: it comes back by itself, still watching, under the same name.
        link = eve.client.reconnector.link
        assert link is not None
        token = eve.client.token
        assert link.transport is not None
        link.transport.abort()
        await until(lambda: eve.client.reconnector.link not in (None, link), timeout=10)
        assert eve.client.watching and eve.client.token == token
        await until(lambda: bots[1].states[-1].watchers == ("Eve",))
        # What it may send: a move is refused, and nothing moves.
        version = table.version
        await eve.client.pass_turn()
        await until(lambda: bool(eve.errors))
        assert eve.errors[-1].code == "watching" and table.version == version
        assert eve.closed == []
        await eve.client.close()
        for bot in bots:
            await bot.client.close()
        await server.close()

    asyncio.run(scenario())


def test_a_watching_app_sits_down_in_the_free_seat_and_plays_from_it(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=5, time_scale=0.002, target=50)
        table = server.table
        bots = [kit.Bot(name, table=table) for name in ("Ann", "Bob", "Cat")]
        for bot in bots:
            await bot.join(server.port)
        eve = Watcher()
        await eve.watch(kit, server.port)
        await eve.client.sit()
        await until(lambda: not eve.client.watching and eve.states[-1].you == 3)
        assert eve.client.welcome is not None and eve.client.welcome.seat == 3
        assert table.seat_of(eve.client.token or "") == 3
        assert eve.states[-1].watchers == ()
        await bots[0].client.start()
        await until(lambda: eve.states[-1].phase == "round" and len(eve.states[-1].hand) == 7)
        # Eve never moves: the table plays her turns when her time runs out, and the
        # game goes on to its end with her seat's hand in every state of hers.
        async with asyncio.timeout(60):
            await asyncio.gather(*(b.over.wait() for b in bots))
        assert any(s.hand for s in eve.states if s.phase == "round")
        await eve.client.close()
        for bot in bots:
            await bot.client.close()
        await server.close()

    asyncio.run(scenario())


def test_a_watcher_the_table_no_longer_knows_comes_in_again_by_name_and_never_sits(
    kit: NetKit,
) -> None:
    """What a host restarted from its journal does to a watcher (it keeps none): the token
    is refused, and the app comes back by itself under its name, at the table's new address,
    watching still though seats are free."""

    async def scenario() -> None:
        first = await kit.start_server()
        eve = Watcher()
        await eve.watch(kit, first.port)
        old_token = eve.client.token
        # The same table again (same code), at another port, knowing no watcher.
        again = await kit.start_server()
        eve.client.locate = lambda: (kit.LOOPBACK, again.port)
        link = eve.client.reconnector.link
        assert link is not None and link.transport is not None
        link.transport.abort()
        await until(lambda: eve.client.reconnector.link not in (None, link), timeout=10)
        assert eve.client.address == (kit.LOOPBACK, again.port)
        assert eve.client.watching and eve.client.token != old_token
        assert eve.states[-1].watchers == ("Eve",) and again.table.seat_count == 0
        assert eve.closed == []
        # Dropped again, it comes back with its new token.
        token = eve.client.token
        link = eve.client.reconnector.link
        assert link is not None and link.transport is not None
        link.transport.abort()
        await until(lambda: eve.client.reconnector.link not in (None, link), timeout=10)
        assert eve.client.watching and eve.client.token == token
        # A watcher's app started again with a token the table does not know, and its name.
        fay = Watcher()
        welcome = await fay.client.connect(
            kit.LOOPBACK, again.port, name="Fay", code=kit.CODE, token=old_token, watch=True
        )
        assert welcome.watching and fay.states[-1].watchers == ("Eve", "Fay")
        await fay.client.close()
        await eve.client.close()
        await first.close()
        await again.close()

    asyncio.run(scenario())


def test_a_seat_the_table_no_longer_knows_is_told_so_and_never_watches(kit: NetKit) -> None:
    """Coming in again by name is a watcher's way back only: a seat whose token is unknown
    is refused, as it always was (a new table at its address lost its game)."""

    async def scenario() -> None:
        first = await kit.start_server()
        closed: list[str] = []
        ann = Client(lambda _: None, lambda _: None, closed.append, backoff=(0.05,))
        await ann.connect(kit.LOOPBACK, first.port, name="Ann", code=kit.CODE)
        again = await kit.start_server()
        ann.locate = lambda: (kit.LOOPBACK, again.port)
        link = ann.reconnector.link
        assert link is not None and link.transport is not None
        link.transport.abort()
        await until(lambda: bool(closed), timeout=10)
        assert ann.close_reason == "bad_token"
        assert again.table.seat_count == 0 and not again.room.watchers.live
        await first.close()
        await again.close()

    asyncio.run(scenario())
