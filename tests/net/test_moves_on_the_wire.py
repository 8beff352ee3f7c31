"""Mid-round, a connection gets the round's moves whole once, then one at a time in last,
and the game's finished rounds once, then as each round ends only that round."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections import defaultdict
from typing import TYPE_CHECKING, Any

import pytest

from dominos.net.app.client import Client
from dominos.net.app.link import Link
from dominos.net.wire.messages import ServerMessage
from dominos.table.state import State
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from tests.net.conftest import NetKit


def test_a_returning_seat_gets_the_whole_round_then_only_the_newest_move(
    kit: NetKit, monkeypatch: pytest.MonkeyPatch
) -> None:
    # What each connection was sent, as it came off the wire: the client fills the moves
    # and rounds in before anyone else sees a state.
    wire: dict[Link, list[State]] = defaultdict(list)
    message = Link._message  # each message as decoded, before the client sees it: no hook

    def received(link: Link, sent: ServerMessage) -> None:
        if isinstance(sent, State):
            wire[link].append(sent)
        message(link, sent)

    monkeypatch.setattr(Link, "_message", received)

    def sent_to(client: Client) -> list[State]:
        assert client.reconnector.link is not None
        return wire[client.reconnector.link]

    async def scenario() -> None:
        server = await kit.start_server(seed=7, time_scale=1.0)
        table = server.table
        bots = await kit.seat_four(server.port, table, passive=True)
        await bots[0].client.start()

        async def one_move() -> None:
            version = table.version
            seat = table.turn
            assert seat is not None
            state = bots[seat].states[-1]
            move = kit.choose(state, bots[seat].rng)
            if move is None:
                await bots[seat].client.pass_turn()
            else:
                await bots[seat].client.play(*move)
            async with asyncio.timeout(5):
                while any(b.states[-1].version <= version for b in bots):
                    await asyncio.sleep(0.005)

        async with asyncio.timeout(5):
            while any(not b.states or b.states[-1].phase != "round" for b in bots):
                await asyncio.sleep(0.005)
        for _ in range(5):
            await one_move()
        # The seated bots saw every move arrive one at a time, and hold them all.
        assert sent_to(bots[1].client)[-1].moves == () and bots[1].states[-1].move_count == 5
        assert bots[1].states[-1].moves == tuple(table.records[-1].events)
        seen: list[State] = []
        back = Client(seen.append, lambda e: None, lambda m: None, heartbeat=None)
        token = bots[2].client.token
        assert token is not None
        await back.connect(kit.LOOPBACK, server.port, code=kit.CODE, token=token)
        first = sent_to(back)[-1]
        assert first.move_count == 5 and first.moves == tuple(table.records[-1].events)
        # Seat 2 is now played from the new connection; the old one was replaced.
        seat = table.turn
        assert seat is not None
        client, state = (
            (back, seen[-1]) if seat == 2 else (bots[seat].client, bots[seat].states[-1])
        )
        move = kit.choose(state, bots[seat].rng)
        await (client.pass_turn() if move is None else client.play(*move))
        async with asyncio.timeout(5):
            while seen[-1].move_count < 6:
                await asyncio.sleep(0.005)
        assert sent_to(back)[-1].moves == () and seen[-1].last == table.records[-1].events[-1]
        assert seen[-1].moves == tuple(table.records[-1].events)
        await back.close()
        await asyncio.gather(*(b.client.close() for b in bots))
        await server.close()

    asyncio.run(scenario())


def test_the_finished_rounds_travel_once_a_round_and_every_app_holds_them_all(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=11, time_scale=0.002, target=500)
        bots = [
            kit.Bot(name, table=server.table, rng=random.Random(i))
            for i, name in enumerate(["Ann", "Bob", "Cat"])
        ]
        for bot in bots:
            await bot.join(server.port)
        dan = await kit.Raw.open(server.port)
        await dan.send(b'{"type":"hello","protocol":5,"name":"Dan"}\n')
        wire: list[dict[str, Any]] = []

        async def read() -> None:
            while (message := await dan.recv(timeout=30)) is not None:
                if message["type"] == "state":
                    wire.append(message)

        reading = asyncio.create_task(read())
        # Dan's hello is on its way: the host starts once the table has seated him.
        await until(lambda: len(server.table.names()) == 4)
        await bots[0].client.start()
        await until(lambda: any(s.round >= 3 and s.move_count >= 3 for s in bots[0].states), 60)
        reading.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await reading
        # On the wire: a round's first state carries the finished rounds, the others none.
        in_round = [s for s in wire if s["phase"] == "round" and s["round"] >= 2]
        firsts = {s["round"]: s for s in reversed(in_round)}
        assert len(firsts) >= 2
        for state in in_round:
            expected = state["round"] - 1 if state is firsts[state["round"]] else 0
            assert len(state["rounds"]) == expected, state["version"]
            assert state.get("rounds_from", 0) == 0
        # As a round ends, a connection that held it is sent that round alone, placed after
        # the ones it holds.
        ended = [s for s in wire if s["phase"] != "round" and s["round"] >= 2]
        assert len({s["round"] for s in ended}) >= 1
        for state in ended:
            assert [r["round"] for r in state["rounds"]] == [state["round"]]
            assert state["rounds_from"] == state["round"] - 1
        # In every app: each state holds every round finished before it, and as a round
        # ends, that one too.
        summaries = [r.summary for r in server.table.records if r.summary is not None]
        for bot in bots:
            breaks = 0
            for shown in bot.states:
                if shown.phase == "round":
                    assert list(shown.rounds) == summaries[: shown.round - 1]
                elif shown.round:
                    assert list(shown.rounds) == summaries[: shown.round]
                    breaks += 1
            assert breaks >= 2
        await dan.close()
        await server.close()

    asyncio.run(scenario())
