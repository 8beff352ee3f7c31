"""Players who drop, come back, or whose seat someone else claims, over real sockets.

Clocks run at a reduced time scale, and every check reads the milliseconds the table itself
announced, never a stopwatch: what is tested is the rule (5 s for a player who is away, no
time given back), not how fast this machine is.
"""

from __future__ import annotations

import asyncio
import gc
import secrets
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from dominos.net.app.client import Client, JoinRefused
from dominos.net.app.link import Link
from dominos.net.host.server import Server
from dominos.net.wire.channel import PlayerChannel
from dominos.table.state import State
from dominos.table.store import TableStore
from tests.helpers.waiting import dropped, until

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit

AWAY_MS = 5000


def away_ms(scale: float) -> int:
    """The most a seat that is away may be given, in announced milliseconds."""
    return round(AWAY_MS * scale) + 1


def test_a_player_whose_app_dies_mid_turn_gets_five_seconds_then_the_table_plays(
    res: ResilienceKit,
) -> None:
    scale = 0.05

    async def scenario() -> None:
        server = await res.start_server(time_scale=scale)
        players = await res.seat_four(server.port)
        players[1].passive = True
        bob, ann = players[1], players[0]
        await ann.client.start()
        await ann.wait(lambda s: s.phase == "round" and s.turn == 1)
        await bob.client.close()  # the app is gone: no goodbye, no reconnection
        away = await ann.wait(lambda s: not s.seats[1].connected)
        assert away.turn == 1 and away.turn_ms_left is not None
        assert away.turn_ms_left <= away_ms(scale)
        played = await ann.wait(lambda s: s.last is not None and s.last.seat == 1)
        assert played.last is not None and played.last.kind in ("auto_play", "auto_pass")
        # Still away when the next turn comes round: that turn starts at 5 s too.
        nxt = await ann.wait(
            lambda s: s.version > played.version and (s.turn == 1 or s.phase != "round")
        )
        if nxt.phase == "round":
            assert nxt.turn_ms_left is not None and nxt.turn_ms_left <= away_ms(scale)
        for p in players:
            await p.client.close()
        await server.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("how", ["network drop", "app restarted"])
def test_coming_back_mid_turn_gives_no_time_back(res: ResilienceKit, how: str) -> None:
    scale = 0.5  # 2.5 s once away: room to come back in time even on a loaded machine

    async def scenario() -> None:
        server = await res.start_server(time_scale=scale)
        players = await res.seat_four(server.port)
        cat, ann = players[2], players[0]
        cat.passive = True
        await ann.client.start()
        mine = await cat.wait(lambda s: s.phase == "round" and s.turn == 2)
        assert mine.turn_ms_left is not None and mine.turn_ms_left > away_ms(scale)
        if how == "network drop":
            cat.drop()
        else:
            await cat.client.close()
        away = await ann.wait(lambda s: not s.seats[2].connected)
        assert away.turn_ms_left is not None and away.turn_ms_left <= away_ms(scale)
        if how == "app restarted":
            await cat.restart(server.port)
        back = await cat.wait(lambda s: s.version > away.version and s.seats[2].connected)
        assert back.turn == 2 and back.hand == mine.hand, "the seat and the hand are kept"
        assert back.turn_ms_left is not None and back.turn_ms_left <= away.turn_ms_left
        move = res.choose(back, cat.rng)
        assert move is not None, "the first player of a round always has a move"
        await cat.client.play(*move)
        done = await ann.wait(lambda s: s.last is not None and s.last.seat == 2)
        assert done.last is not None and done.last.kind == "play", "the move made in time counts"
        for p in players:
            await p.client.close()
        await server.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("how", ["network drop", "app restarted"])
def test_coming_back_during_the_break_shows_the_round_that_ended(
    res: ResilienceKit, how: str
) -> None:
    scale = 0.05  # a 1.5 s break: long enough to come back within it

    async def scenario() -> None:
        server = await res.start_server(time_scale=scale, target=500)
        players = await res.seat_four(server.port)
        ann, dan = players[0], players[3]
        ann.cut_breaks = False  # the break runs its 30 (scaled) seconds
        await ann.client.start()
        brk = await dan.wait(lambda s: s.phase == "break")
        if how == "network drop":
            dan.drop()
        else:
            await dan.client.close()
            await dan.restart(server.port)
        back = await dan.wait(lambda s: s.phase == "break" and s.version > brk.version)
        assert back.result == brk.result and back.scores == brk.scores
        assert back.result is not None and len(back.result.hands) == 4
        assert back.break_ms_left is not None and brk.break_ms_left is not None
        assert back.break_ms_left <= brk.break_ms_left
        nxt = await dan.wait(lambda s: s.phase == "round", timeout=30)
        assert nxt.round == brk.round + 1 and len(nxt.hand) == 7
        for p in players:
            await p.client.close()
        await server.close()

    asyncio.run(scenario())


def test_coming_back_after_the_game_shows_the_result_and_joins_the_rematch(
    res: ResilienceKit,
) -> None:
    async def scenario() -> None:
        server = await res.start_server(time_scale=1.0, target=50)
        players = await res.seat_four(server.port)
        ann, bob = players[0], players[1]
        await ann.client.start()
        over = await bob.wait(lambda s: s.phase == "over")
        await bob.restart(server.port)
        back = await bob.wait(lambda s: s.version > over.version)
        assert back.phase == "over" and back.winner == over.winner
        assert back.scores == over.scores and back.rounds == over.rounds
        await ann.client.new_game(50)
        again = await bob.wait(lambda s: s.phase == "over" and s.version > back.version, 30)
        assert again.rounds[0].round == 1 and len(again.rounds) >= 1
        for p in players:
            await p.client.close()
        await server.close()

    asyncio.run(scenario())


def test_guessed_foreign_and_stale_tokens_are_refused(res: ResilienceKit) -> None:
    async def refused(port: int, token: str) -> str:
        client = Client(lambda s: None, lambda e: None, lambda m: None, heartbeat=None)
        with pytest.raises(JoinRefused) as info:
            await client.connect(res.LOOPBACK, port, code=res.CODE, token=token)
        await client.close()
        return info.value.code

    async def scenario() -> None:
        server = await res.start_server()
        other = await res.start_server()
        players = await res.seat_four(server.port)
        stranger = res.Player("Eve")
        await stranger.join(other.port)
        leaver = players[3]
        stale = leaver.client.token
        assert stale is not None
        await leaver.client.leave()  # in the lobby: the seat is given up for good
        assert await refused(server.port, secrets.token_urlsafe(18)) == "bad_token"
        assert await refused(server.port, stranger.client.token or "") == "bad_token"
        assert await refused(server.port, stale) == "bad_token"
        # The seat went to nobody: the three others still sit where they sat.
        assert [s.name for s in players[0].state.seats] == ["Ann", "Bob", "Cat"]
        for p in [*players[:3], stranger]:
            await p.client.close()
        await server.close()
        await other.close()

    asyncio.run(scenario())


def test_the_newer_of_two_connections_with_one_token_keeps_the_seat(
    res: ResilienceKit,
) -> None:
    async def scenario() -> None:
        server = await res.start_server(time_scale=1.0)
        players = await res.seat_four(server.port)
        dan = players[3]
        dan.passive = True
        await players[0].client.start()
        await dan.wait(lambda s: s.phase == "round" and s.turn == 3)
        newer: list[State] = []
        closed: list[str] = []
        old_link = dan.client.reconnector.link
        assert old_link is not None
        twin = Client(newer.append, lambda e: None, closed.append, heartbeat=None)
        await twin.connect(res.LOOPBACK, server.port, code=res.CODE, token=dan.client.token)
        await until(lambda: bool(dan.closed))
        assert "taken over" in dan.closed[0] and not dan.client.connected
        assert newer[-1].you == 3 and newer[-1].turn == 3 and newer[-1].seats[3].connected
        move = res.choose(newer[-1], dan.rng)
        if move is None:
            await twin.pass_turn()
        else:
            await twin.play(*move)
        after = await players[0].wait(lambda s: s.last is not None and s.last.seat == 3)
        assert after.last is not None and after.last.kind in ("play", "pass")
        await dropped(old_link)  # the older client must not come back and fight for it
        assert dan.reconnecting == []
        assert twin.connected and not closed and not dan.client.connected
        await twin.close()
        for p in players[:3]:
            await p.client.close()
        await server.close()

    asyncio.run(scenario())


def test_a_reconnection_given_up_mid_hello_reports_no_stray_error() -> None:
    """Found by the soak: a connection cut while the client was still connecting left an
    unread failed hello, which asyncio reports as an unhandled error (and the app shows)."""

    async def scenario() -> list[dict[str, object]]:
        reported: list[dict[str, object]] = []
        asyncio.get_running_loop().set_exception_handler(lambda _, ctx: reported.append(ctx))
        link = Link(PlayerChannel("ABC234", defer=True), lambda *_: None, lambda _: None)
        link.connection_lost(ConnectionResetError())
        del link
        gc.collect()
        await asyncio.sleep(0)
        return reported

    assert asyncio.run(scenario()) == []


def test_clients_find_a_restarted_host_at_its_new_port(res: ResilienceKit, tmp_path: Path) -> None:
    """The host comes back somewhere else (its port was taken): the apps, told where by the
    LAN listing (here a plain function), reconnect there with their tokens."""

    async def scenario() -> None:
        store = TableStore.open(tmp_path)
        first = await res.start_server(journal=store)
        store.start(first.table, table_id="moving", port=first.port)
        players = await res.seat_four(first.port)
        for p in players:
            p.passive = True
        await players[0].client.start()
        before = [await p.wait(lambda s: s.phase == "round") for p in players]
        moved: list[Server] = []
        for p in players:
            p.client.locate = lambda: (res.LOOPBACK, moved[0].port) if moved else None
        # The host's process dies: listening socket, connections and file lock all go.
        res.die(first, store)
        await until(lambda: not any(p.client.connected for p in players))
        again = TableStore.open(tmp_path)
        table = again.resume("moving", time.monotonic())
        second = Server(table, journal=again)
        await second.start(res.LOOPBACK, 0, fallback=False)
        moved.append(second)
        assert second.port != first.port
        after = []
        for p, b in zip(players, before, strict=True):
            newer = b.version

            def caught_up(s: State, v: int = newer) -> bool:
                return s.version > v and all(x.connected for x in s.seats)

            after.append(await p.wait(caught_up))
        for b, a in zip(before, after, strict=True):
            assert (a.you, a.hand, a.line, a.turn) == (b.you, b.hand, b.line, b.turn)
        for p in players:
            await p.client.close()
        await second.close()
        again.close()
        store.close()  # the dead host's connection, left open until the next one had opened

    asyncio.run(scenario())
