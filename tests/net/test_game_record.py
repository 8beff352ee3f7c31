"""At game over every seat receives the finished game's record, and never before."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from dominos.net.app.client import Client
from dominos.table.record import GameRecord, check_record

if TYPE_CHECKING:
    from tests.net.conftest import NetKit


def test_every_seat_gets_the_finished_games_record_once(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=5, target=50)
        table = server.table
        bots = await kit.seat_four(server.port, table)
        got: list[list[tuple[str, GameRecord]]] = [[] for _ in bots]
        arrived = asyncio.Event()

        def keeper(seat: int) -> Callable[[GameRecord], None]:
            def keep(record: GameRecord) -> None:
                # The phase the seat had last seen when the record came: never mid-game.
                got[seat].append((bots[seat].states[-1].phase, record))
                if all(got):
                    arrived.set()

            return keep

        for seat, bot in enumerate(bots):
            bot.client.on_record = keeper(seat)
        await bots[0].client.start()
        async with asyncio.timeout(30):
            await arrived.wait()
        for received in got:
            assert [phase for phase, _ in received] == ["over"]
        records = {rec for received in got for _, rec in received}
        assert len(records) == 1
        (record,) = records
        check_record(record)
        assert record.scores == table.scores and record.winner == table.winner
        assert record.players == ("Ann", "Bob", "Cat", "Dan")

        # A seat that comes back at game over is given it again on its new connection.
        token = bots[2].client.token
        assert token is not None
        again: list[GameRecord] = []
        back = Client(lambda s: None, lambda e: None, lambda m: None, heartbeat=None)
        back.on_record = again.append
        await back.connect(kit.LOOPBACK, server.port, code=kit.CODE, token=token)
        async with asyncio.timeout(5):
            while not again:
                await asyncio.sleep(0.01)
        assert again == [record]
        await back.close()
        await asyncio.gather(*(b.client.close() for b in bots))
        await server.close()

    asyncio.run(scenario())
