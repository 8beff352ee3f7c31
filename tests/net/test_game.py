"""Four real clients play whole games against a real server on 127.0.0.1."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.net.conftest import NetKit


@pytest.mark.parametrize("seed", [1, 2])
def test_four_clients_play_a_whole_game_and_nobody_sees_other_hands(kit: NetKit, seed: int) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=seed, time_scale=0.001)
        table = server.table
        bots = await kit.seat_four(server.port, table)
        assert [b.client.welcome.seat for b in bots] == [0, 1, 2, 3]
        assert [b.client.welcome.host for b in bots] == [True, False, False, False]
        await bots[0].client.start()
        async with asyncio.timeout(30):
            await asyncio.gather(*(b.over.wait() for b in bots))
        finals = [b.states[-1] for b in bots]
        assert {f.winner for f in finals} == {table.winner}
        assert table.winner is not None
        assert {f.scores for f in finals} == {table.scores}
        assert max(table.scores) >= 100
        for bot in bots:
            assert bot.states[-1].version == table.version
            # Every round's end was seen with all four hands revealed.
            results = [s for s in bot.states if s.result is not None]
            assert results, "no round result reached this seat"
            assert all(len(s.result.hands) == 4 for s in results if s.result is not None)
            # Refusals of the bots' own moves are judged as they come (see Bot.on_error).
        moved = sum(1 for s in bots[0].states if s.last is not None and s.last.kind == "play")
        assert moved > 10, "the players' own moves should make most of the game"
        await asyncio.gather(*(b.client.close() for b in bots))
        await server.close()

    asyncio.run(scenario())


def test_the_host_starts_a_new_game_with_the_same_seats(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=3, target=50)
        bots = await kit.seat_four(server.port, server.table)
        await bots[0].client.start()
        async with asyncio.timeout(30):
            await asyncio.gather(*(b.over.wait() for b in bots))
        for bot in bots:
            bot.over.clear()
        await bots[1].client.new_game(100)
        await bots[0].client.new_game(100)
        async with asyncio.timeout(30):
            await asyncio.gather(*(b.over.wait() for b in bots))
        assert [e.code for e in bots[1].errors if e.code == "not_host"] == ["not_host"]
        assert server.table.target == 100
        assert bots[2].states[-1].target == 100
        await server.close()

    asyncio.run(scenario())
