"""The secure channel against a live table: old apps, wrong codes, and frames tampered
with on the way, while the other players' game goes on."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest

from dominos.net.app.client import Client, JoinRefused
from dominos.net.wire.messages import PROTOCOL_VERSION

if TYPE_CHECKING:
    from tests.net.conftest import NetKit


async def until(condition: Callable[[], bool], timeout: float = 10.0) -> None:
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.01)


def test_an_app_of_version_1_is_told_to_update(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        old = await kit.Raw.open(server.port, secure=False)
        hello = {"type": "hello", "protocol": 1, "name": "Ann", "code": kit.CODE}
        await old.send(json.dumps(hello).encode() + b"\n")
        refusal = await old.recv()
        assert refusal is not None and refusal["code"] == "protocol_mismatch"
        assert refusal["protocol"] == PROTOCOL_VERSION
        assert "update the app" in refusal["message"]
        assert await old.recv() is None
        assert server.table.seat_count == 0
        await old.close()
        await server.close()

    asyncio.run(scenario())


def test_a_wrong_code_reads_wrong_code_and_seats_nobody(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        client = Client(print, print, print)
        with pytest.raises(JoinRefused) as refused:
            await client.connect(kit.LOOPBACK, server.port, name="Eve", code="ZZZ999")
        assert refused.value.code == "wrong_code"
        assert "doesn't match" in refused.value.message
        assert server.table.seat_count == 0
        await client.close()
        await server.close()

    asyncio.run(scenario())


def _tampered(frames: list[bytes]) -> bytes:
    altered = bytearray(frames[0])
    altered[-1] ^= 0x80
    return bytes(altered)


MISDEEDS: dict[str, Callable[[list[bytes]], bytes]] = {
    "altered": _tampered,
    "replayed": lambda frames: frames[0] + frames[0],
    "reordered": lambda frames: frames[1] + frames[0],
}


@pytest.mark.parametrize("misdeed", sorted(MISDEEDS))
def test_a_bad_frame_closes_that_connection_and_the_game_goes_on(kit: NetKit, misdeed: str) -> None:
    """Bob's frames are altered, replayed or moved on the way: the table drops Bob's
    connection (his app comes back with its token), and nobody else notices."""

    async def scenario() -> None:
        server = await kit.start_server(seed=3, time_scale=0.002)
        bots = await kit.seat_four(server.port, server.table)
        bob = bots[1]
        link = bob.client.reconnector.link
        assert link is not None and link.transport is not None
        frames = [link.channel.seal(b'{"type":"ping","seq":%d}\n' % n) for n in (90, 91)]
        link.transport.write(MISDEEDS[misdeed](frames))
        await until(lambda: not link.alive)
        # His app notices the closed link and starts coming back (a task of its own).
        await until(lambda: bool(bob.reconnecting))
        await bots[0].client.start()
        async with asyncio.timeout(60):
            await asyncio.gather(*(b.over.wait() for b in bots))
        finals = {b.states[-1].version for b in bots}
        assert finals == {server.table.version}
        assert all(b.closed == [] for b in bots)
        await server.close()

    asyncio.run(scenario())
