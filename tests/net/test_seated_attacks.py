"""A seated player with a modified app, against a host restarted from its journal.

Each attack of issue 26 is replayed as one of the four players would: their own seat, their
own token, over a second connection, with a returning ``hello`` whose fields they chose
(starting from what their own app would send, genuine seal included). The host was
restarted from its journal, so it is the host that could be rebuilding from the apps; but
its journal lost nothing, and nothing an app says without the table's seal is believed.
Each attack must leave the game exactly as it was, and the other apps with nothing to show.
"""

from __future__ import annotations

import asyncio
import base64
import json
import random
import time
from collections.abc import Awaitable, Callable
from types import SimpleNamespace
from typing import Any

import msgspec
import pytest

from dominos.engine import Tile
from dominos.net.host.server import Server
from dominos.net.wire.messages import Hello, encode
from dominos.table import Table
from dominos.table.state import Last, State
from dominos.terms import End
from tests.helpers.tables import CODE, LOOPBACK, choose, step
from tests.helpers.waiting import until

NAMES = ("Ann", "Bob", "Cat", "Dan")
CAT, DAN = 2, 3


def played_until_dans_turn(seed: int) -> tuple[Table, list[str]]:
    """A table four sat at, with a few moves played, Dan to play."""
    table = Table(code=CODE, target=100, rng=random.Random(seed))
    tokens = [table.join(name, CODE, 0.0)[1] for name in NAMES]
    table.start(0, 0.0)
    while len(table.records[-1].events) < 4 or table.turn != DAN:
        step(table)
    return table, tokens


def fitting(state: State, hand: list[Tile]) -> Last:
    """A play by Dan of a tile of ``hand`` that fits the line of ``state``."""
    left, right = state.ends or (None, None)
    for tile in hand:
        if left in tile.pair or right in tile.pair:
            end: End = "left" if left in tile.pair else "right"
            return Last("play", DAN, tile.pair, end)
    raise AssertionError("Dan holds nothing that fits")


async def restarted(kit: SimpleNamespace, seed: int) -> tuple[Server, list[Any]]:
    """The table served by a host restarted from its journal, the four apps back in it."""
    table, tokens = played_until_dans_turn(seed)
    journal = Table.restore(json.loads(json.dumps(table.export(0.0))), time.monotonic())
    server = Server(journal)
    await server.start(LOOPBACK, 0, fallback=False)
    bots = [kit.Bot(name, passive=True) for name in NAMES]
    for bot, token in zip(bots, tokens, strict=True):
        await bot.client.connect(LOOPBACK, server.port, code=CODE, token=token)
    await until(
        lambda: all(b.states and all(s.connected for s in b.states[-1].seats) for b in bots)
    )
    return server, bots


def the_game(server: Server) -> tuple[object, ...]:
    """Everything a move could change, as the host holds it."""
    table = server.table
    rnd = table.current_round
    assert rnd is not None
    hands = tuple(tuple(rnd.hand(s)) for s in range(4))
    return (table.phase, table.round_number, tuple(table.records[-1].events), hands, table.turn)


async def as_cat(server: Server, kit: SimpleNamespace, hello: Hello) -> list[dict[str, Any]]:
    """Cat's second connection says ``hello``; what the table answers on it."""
    raw = await kit.Raw.open(server.port)
    await raw.send(encode(hello) + b"\n")
    got: list[dict[str, Any]] = []
    try:
        while (message := await raw.recv(timeout=2.0)) is not None:
            got.append(message)
            if message["type"] == "state":
                break
    except TimeoutError:
        pass
    await raw.close()
    return got


def nothing_shown(bots: list[Any], since: list[int]) -> None:
    """No other app was shown a move, a rebuild, a rewind or a wait."""
    for bot, start in zip(bots, since, strict=True):
        for state in bot.states[start:]:
            assert state.recovery is None and not state.rewound and not state.unsaved
            assert state.move_count == bot.states[start - 1].move_count
            assert state.hand == bot.states[start - 1].hand


def run(kit: SimpleNamespace, seed: int, attack: Callable[..., Awaitable[None]]) -> None:
    async def scenario() -> None:
        server, bots = await restarted(kit, seed)
        try:
            await attack(server, bots)
        finally:
            for bot in bots:
                await bot.client.close()
            await server.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("seal", ["genuine", "none", "random"])
def test_a_player_cannot_play_another_seats_tile(kit: SimpleNamespace, seal: str) -> None:
    """Attack 1: on Dan's turn, Cat resumes her own seat saying she saw one version more,
    with the round's moves and a play by Dan of a tile he holds that fits."""

    async def attack(server: Server, bots: list[Any]) -> None:
        before, since = the_game(server), [len(b.states) for b in bots]
        version = server.table.version
        cat = bots[CAT].client.memory.resume_hello(bots[CAT].client.token)
        rnd = server.table.current_round
        assert rnd is not None
        # Once with a tile Dan holds and fits, once with one he does not hold: the answers
        # must not differ, or the probe would tell Cat what Dan holds.
        held = fitting(bots[DAN].states[-1], list(rnd.hand(DAN)))
        other = fitting(bots[DAN].states[-1], [t for t in rnd.hand(CAT)] or [Tile(6, 6)])
        answers = []
        for move in (held, other):
            forged = msgspec.structs.replace(
                cat,
                seen=version + 1,
                moves=(*cat.moves, move),
                seal={
                    "genuine": cat.seal,
                    "none": None,
                    "random": random.Random(1).randbytes(16),
                }[seal],
            )
            got = await as_cat(server, kit, forged)
            answers.append([m["type"] for m in got])
            assert the_game(server) == before
        assert answers[0] == answers[1] == ["welcome", "state"]
        assert server.table.version < version + 3  # two resumes, nothing skipped to
        await asyncio.sleep(0.2)
        nothing_shown([b for i, b in enumerate(bots) if i != CAT], since[:CAT] + since[CAT + 1 :])

    run(kit, 11, attack)


def test_a_player_cannot_have_the_round_dealt_again(kit: SimpleNamespace) -> None:
    """Attack 2: Cat's hello says she saw the next round; the other three apps are back
    already, so they would have counted as knowing nothing, and the round dealt again."""

    async def attack(server: Server, bots: list[Any]) -> None:
        before, since = the_game(server), [len(b.states) for b in bots]
        cat = bots[CAT].client.memory.resume_hello(bots[CAT].client.token)
        assert cat.round is not None and cat.seen is not None
        forged = msgspec.structs.replace(cat, seen=cat.seen + 1, round=cat.round + 1)
        got = await as_cat(server, kit, forged)
        assert [m["type"] for m in got] == ["welcome", "state"]
        assert got[-1].get("recovery") is None
        assert server.rebuilding.gathering is None and server.rebuilding.armed
        await asyncio.sleep(0.5)
        assert the_game(server) == before
        nothing_shown([b for i, b in enumerate(bots) if i != CAT], since[:CAT] + since[CAT + 1 :])

    run(kit, 12, attack)


def test_a_player_cannot_hold_the_table(kit: SimpleNamespace) -> None:
    """Attack 3: with a seat away, each such hello held the table 30 s "waiting for the
    others"; three in a row held it 91 s. Now Dan plays at once, between them."""

    async def attack(server: Server, bots: list[Any]) -> None:
        await bots[1].client.close()  # Bob is away
        await until(lambda: not bots[DAN].states[-1].seats[1].connected)
        cat = bots[CAT].client.memory.resume_hello(bots[CAT].client.token)
        assert cat.round is not None and cat.seen is not None
        for n in range(3):
            forged = msgspec.structs.replace(cat, seen=cat.seen + 5 + n, round=cat.round + 1)
            await as_cat(server, kit, forged)
            assert not server.rebuilding.holding
        dan = bots[DAN]
        move = choose(dan.states[-1])
        count = dan.states[-1].move_count
        started = time.monotonic()
        if move is None:
            await dan.client.pass_turn()
        else:
            await dan.client.play(*move)
        await until(lambda: dan.states[-1].move_count == count + 1)
        assert time.monotonic() - started < 1.0
        assert all(s.recovery is None for b in bots for s in b.states)

    run(kit, 13, attack)


@pytest.mark.parametrize("seen", [2**53, 2**53 + 1, 2**63 + 1, 2**70])
def test_a_player_cannot_turn_the_journal_off(
    kit: SimpleNamespace, tmp_path: Any, seen: int
) -> None:
    """Attack 4: a huge ``seen`` jumped every app's version to ~1.2e21, and from 2^63 the
    journal could store nothing more. Out of range it is refused, in range it needs the
    table's seal like any claim; either way the version and the journal go on as before."""
    from dominos.table.store import TableStore

    async def scenario() -> None:
        table, tokens = played_until_dans_turn(14)
        store = TableStore.open(tmp_path)
        store.start(table, table_id="t1", port=0)
        store.close()
        store = TableStore.open(tmp_path)
        journal = store.resume("t1", time.monotonic())
        server = Server(journal, journal=store)
        await server.start(LOOPBACK, 0, fallback=False)
        bots = [kit.Bot(name, passive=True) for name in NAMES]
        try:
            for bot, token in zip(bots, tokens, strict=True):
                await bot.client.connect(LOOPBACK, server.port, code=CODE, token=token)
            await until(lambda: all(b.states for b in bots))
            version = server.table.version
            cat = bots[CAT].client.memory.resume_hello(tokens[CAT])
            line = json.loads(encode(cat))
            line["seen"] = seen
            raw = await kit.Raw.open(server.port)
            await raw.send(json.dumps(line).encode() + b"\n")
            first = await raw.recv()
            await raw.close()
            assert first is not None
            if seen > 2**53:
                assert (first["type"], first["code"]) == ("error", "bad_message")
            else:
                assert first["type"] == "welcome"
            await asyncio.sleep(0.3)
            assert server.table.version < version + 3
            assert not server.room.unsaved
            dan = bots[DAN]
            move = choose(dan.states[-1])
            count = dan.states[-1].move_count
            if move is None:
                await dan.client.pass_turn()
            else:
                await dan.client.play(*move)
            await until(lambda: dan.states[-1].move_count == count + 1)
            assert all(b.states[-1].version < version + 10 for b in bots)
            assert not any(s.unsaved for b in bots for s in b.states)
        finally:
            for bot in bots:
                await bot.client.close()
            await server.close()
            store.close()
        # What the journal holds is the table as it stands, saved at every change.
        again = TableStore.open(tmp_path)
        try:
            saved = again.resume("t1", time.monotonic())
        finally:
            again.close()
        assert saved.version == server.table.version

    asyncio.run(scenario())


def test_an_honest_app_still_tells_nothing_new_to_a_host_that_lost_nothing(
    kit: SimpleNamespace,
) -> None:
    """Cat's genuine hello, sent again as is: sealed, but not beyond the table's version,
    so nothing is rebuilt and nothing waits."""

    async def attack(server: Server, bots: list[Any]) -> None:
        before = the_game(server)
        cat = bots[CAT].client.memory.resume_hello(bots[CAT].client.token)
        assert cat.seal is not None
        got = await as_cat(server, kit, cat)
        assert [m["type"] for m in got] == ["welcome", "state"]
        assert the_game(server) == before and server.rebuilding.armed
        # Nothing changed: the state it is sent again is the one it held, seal and all.
        assert base64.b64decode(got[-1]["seal"]) == cat.seal

    run(kit, 15, attack)
