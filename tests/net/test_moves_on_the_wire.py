"""Mid-round, a connection gets the round's moves whole once, then one at a time in last."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from dominos.net.client import Client
from dominos.table.state import State


def test_a_returning_seat_gets_the_whole_round_then_only_the_newest_move(
    kit: SimpleNamespace,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=7, time_scale=1.0)
        table = server.table
        bots = await kit.seat_four(server.port, table, passive=True)
        await bots[0].client.start()

        async def one_move() -> None:
            version = table.version
            seat = table.turn
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
        # The seated bots saw every move arrive one at a time.
        assert bots[1].states[-1].moves == () and bots[1].states[-1].move_count == 5
        seen: list[State] = []
        back = Client(seen.append, lambda e: None, lambda m: None, heartbeat=None)
        token = bots[2].client.token
        assert token is not None
        await back.connect(kit.LOOPBACK, server.port, code=kit.CODE, token=token)
        first = seen[-1]
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
        assert seen[-1].moves == () and seen[-1].last == table.records[-1].events[-1]
        await back.close()
        await asyncio.gather(*(b.client.close() for b in bots))
        await server.close()

    asyncio.run(scenario())
