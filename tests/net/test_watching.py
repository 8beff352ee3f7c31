"""Watching a table (docs/protocol.md, Watching): a watcher comes in with the code, is sent
what the whole table may know and never a tile of a hand before the round's end, and
nothing it sends moves the game."""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominos.engine import Tile
from dominos.net.wire.messages import MAX_WATCHERS
from dominos.table import Table
from dominos.table import snapshot as snapshot_module
from dominos.table.state import State
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from tests.net.conftest import NetKit, Raw

#: Every field a ``state`` may carry: a watcher's holds nothing else.
STATE_FIELDS = {"type", *State.__struct_fields__}


def hello(name: str = "Eve", **extra: Any) -> bytes:
    message = {"type": "hello", "protocol": 5, "name": name, "watch": True, **extra}
    return json.dumps(message).encode() + b"\n"


async def watch(kit: NetKit, port: int, name: str = "Eve") -> tuple[Raw, dict[str, Any]]:
    """A watcher by hand, welcomed; returns it and its welcome."""
    raw = await kit.Raw.open(port)
    await raw.send(hello(name))
    welcome = await raw.recv_type("welcome")
    assert welcome["watching"] is True and welcome["seat"] == -1
    return raw, welcome


def leaks(message: dict[str, Any], table: Table) -> list[str]:
    """What in ``message``, sent to a watcher, tells more than the whole table may know
    (decisions.md 25): a hand during a round, or a tile nobody has laid yet."""
    if message.get("type") != "state":
        return []
    found: list[str] = []
    extra = set(message) - STATE_FIELDS
    if extra:
        found.append(f"fields no state has: {sorted(extra)}")
    if message["hand"]:
        found.append(f"a hand: {message['hand']}")
    if message["code"]:
        found.append("the code")
    if message["phase"] != "round" or message["result"] is not None:
        return found
    record = table.records[message["round"] - 1]
    # What was truly laid by then, by the table's own record of the round.
    played = record.events[: message["move_count"]]
    laid = {Tile(*e.tile) for e in played if e.tile is not None}
    hidden = {t for hand in record.hands for t in hand} - laid
    shown = [*message["line"], *(m["tile"] for m in message["moves"] if m["tile"])]
    if message["last"] is not None and message["last"]["tile"] is not None:
        shown.append(message["last"]["tile"])
    for tile in shown:
        if Tile(*tile) in hidden:
            found.append(f"an unplayed tile {tile}")
    return found


async def watched_game(kit: NetKit, seed: int) -> tuple[list[dict[str, Any]], list[str]]:
    """A whole game at a fast table, four bots playing and one watcher by hand; returns
    every message the watcher decrypted and what in them leaked."""
    server = await kit.start_server(seed=seed, time_scale=0.002, target=50)
    table = server.table
    eve, _ = await watch(kit, server.port)
    bots = await kit.seat_four(server.port, table)
    await bots[0].client.start()
    got: list[dict[str, Any]] = []
    found: list[str] = []
    async with asyncio.timeout(60):
        while True:
            message = await eve.recv(timeout=10)
            assert message is not None, "the watcher was closed"
            got.append(message)
            # Judged as it arrives, against the table as it stands: the round is the same.
            found += leaks(message, table)
            if message["type"] == "record":
                break
    for bot in bots:
        await bot.client.close()
    await eve.close()
    await server.close()
    return got, found


@settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
    derandomize=True,
)
@given(seed=st.integers(min_value=0, max_value=2**20))
def test_no_frame_a_watcher_decrypts_carries_a_tile_of_a_hand_before_the_round_ends(
    kit: NetKit, seed: int
) -> None:
    got, found = asyncio.run(watched_game(kit, seed))
    assert found == []
    states = [m for m in got if m["type"] == "state"]
    assert all(s["you"] == -1 and s["watchers"] == ["Eve"] for s in states)
    # It saw the game: every move, the hands at each round's end, the game's end.
    ended = [s for s in states if s["result"] is not None]
    assert ended and all(len(s["result"]["hands"]) == 4 for s in ended)
    assert states[-1]["phase"] == "over"
    assert any(s["phase"] == "round" and s["seats"][0]["hand_size"] == 7 for s in states)


def test_the_check_finds_a_hand_leaked_on_purpose(
    kit: NetKit, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The property above can fail: a snapshot of no seat built with seat 2's hand is seen."""
    build = snapshot_module.Snapshots.build

    def leaky(self: Any, t: Any, seat: int | None, now: float, *, whole: bool = True) -> State:
        state = build(self, t, seat, now, whole=whole)
        if seat is None and t.current_round is not None and t.phase == "round":
            hand = tuple(tile.pair for tile in t.current_round.hand(2))
            state = msgspec.structs.replace(state, hand=hand)
        return state

    monkeypatch.setattr(snapshot_module.Snapshots, "build", leaky)
    _, found = asyncio.run(watched_game(kit, 3))
    assert found and all(f.startswith("a hand") for f in found)


def test_a_hand_on_the_line_before_it_is_laid_is_seen_by_the_check() -> None:
    """The tile check, on its own: a tile still in a hand shown on the line is a leak."""
    table = Table(code="ABC234", target=50)
    for name in ("Ann", "Bob", "Cat", "Dan"):
        table.join(name, "ABC234", 0.0)
    table.start(0, 0.0)
    state = msgspec.to_builtins(table.snapshot(None, 0.0))
    state["type"] = "state"
    assert leaks(state, table) == []
    state["line"] = [list(table.records[-1].hands[1][0].pair)]
    assert leaks(state, table) == [f"an unplayed tile {state['line'][0]}"]


def test_every_command_from_a_watcher_is_refused_and_the_game_untouched(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=4, time_scale=1.0)
        table = server.table
        bots = await kit.seat_four(server.port, table, passive=True)
        eve, _ = await watch(kit, server.port)
        commands = [
            {"type": "start", "seq": 1},
            {"type": "next_round", "seq": 2},
            {"type": "new_game", "target": 100, "seq": 3},
            {"type": "replay_round", "seq": 4},
        ]
        for command in commands:
            await eve.send(json.dumps(command).encode() + b"\n")
            error = await eve.recv_type("error")
            assert (error["code"], error["seq"]) == ("watching", command["seq"])
            assert "watching" in error["message"]
        assert table.phase == "lobby"
        await bots[0].client.start()
        await until(lambda: table.phase == "round")
        version = table.version
        turn = table.turn
        assert turn is not None
        held = table.current_round.hand(turn) if table.current_round else ()
        moves: list[dict[str, Any]] = [
            *({"type": "play", "tile": list(t.pair), "end": None} for t in held),
            {"type": "pass"},
            {"type": "sit"},
        ]
        for seq, command in enumerate(moves, start=10):
            await eve.send(json.dumps({**command, "seq": seq}).encode() + b"\n")
            error = await eve.recv_type("error")
            assert error["seq"] == seq
            want = "table_full" if command["type"] == "sit" else "watching"
            assert error["code"] == want, error
        assert table.version == version and table.turn == turn
        # It is still watching: it gets the next move, and a pong.
        await eve.send(b'{"type":"ping","seq":99}\n')
        assert (await eve.recv_type("pong"))["seq"] == 99
        state = bots[turn].states[-1]
        move = kit.choose(state)
        if move is None:
            await bots[turn].client.pass_turn()
        else:
            await bots[turn].client.play(*move)
        seen = await eve.recv_type("state")
        while seen["version"] <= version:
            seen = await eve.recv_type("state")
        assert seen["move_count"] == 1 and seen["hand"] == []
        await eve.close()
        for bot in bots:
            await bot.client.close()
        await server.close()

    asyncio.run(scenario())


def test_a_ninth_watcher_is_refused_and_everyone_sees_who_watches(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=2)
        bots = await kit.seat_four(server.port, server.table, passive=True)
        names = [f"W{i}" for i in range(MAX_WATCHERS)]
        watchers = [(await watch(kit, server.port, name))[0] for name in names]
        late = await kit.Raw.open(server.port)
        await late.send(hello("Ninth"))
        error = await late.recv_type("error")
        assert error["code"] == "too_many_watchers"
        assert "8" in error["message"]
        assert await late.recv() is None, "a refused hello closes the connection"
        await late.close()
        await until(lambda: all(b.states[-1].watchers == tuple(names) for b in bots))
        # A watcher's name is not a player's, nor another watcher's.
        await watchers[0].close()
        await until(lambda: all(b.states[-1].watchers == tuple(names[1:]) for b in bots))
        for name in ("ann", "w1"):
            twin = await kit.Raw.open(server.port)
            await twin.send(hello(name))
            assert (await twin.recv_type("error"))["code"] == "name_taken"
            await twin.close()
        # Nor may a new player take a watcher's name.
        twin = await kit.Raw.open(server.port)
        await twin.send(b'{"type":"hello","protocol":5,"name":"w2"}\n')
        assert (await twin.recv_type("error"))["code"] == "name_taken"
        await twin.close()
        for raw in watchers[1:]:
            await raw.close()
        await until(lambda: all(b.states[-1].watchers == () for b in bots))
        for bot in bots:
            await bot.client.close()
        await server.close()

    asyncio.run(scenario())


def test_a_table_that_lets_nobody_watch_refuses_a_watcher_clearly(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=2, watchers=False)
        eve = await kit.Raw.open(server.port)
        await eve.send(hello())
        error = await eve.recv_type("error")
        assert error["code"] == "no_watchers"
        assert "watch" in error["message"]
        assert await eve.recv() is None
        await eve.close()
        # Players are seated as ever.
        bots = await kit.seat_four(server.port, server.table, passive=True)
        assert server.table.names() == ["Ann", "Bob", "Cat", "Dan"]
        for bot in bots:
            await bot.client.close()
        await server.close()

    asyncio.run(scenario())


def test_a_watcher_who_drops_comes_back_as_a_watcher_and_the_players_clocks_never_stop(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=6, time_scale=1.0)
        table = server.table
        bots = await kit.seat_four(server.port, table, passive=True)
        eve, welcome = await watch(kit, server.port)
        await bots[0].client.start()
        await until(lambda: table.phase == "round")
        deadline = table.next_deadline()
        version = table.version
        eve.writer.transport.abort()  # the link dies: no leave
        await until(lambda: all(b.states[-1].watchers == () for b in bots))
        # Nothing of the game moved: no version, no clock, no seat shown away.
        assert table.version == version and table.next_deadline() == deadline
        assert all(s.connected for s in bots[0].states[-1].seats)
        back = await kit.Raw.open(server.port)
        await back.send(hello(name="", resume=welcome["token"]))
        again = await back.recv_type("welcome")
        assert again["watching"] is True and again["token"] == welcome["token"]
        state = await back.recv_type("state")
        assert state["you"] == -1 and state["hand"] == [] and state["watchers"] == ["Eve"]
        assert len(state["moves"]) == state["move_count"]  # a new connection: whole
        await until(lambda: all(b.states[-1].watchers == ("Eve",) for b in bots))
        # A seat's token does not make a watcher, and counts as a wrong guess.
        stray = await kit.Raw.open(server.port)
        await stray.send(hello(name="", resume=bots[1].client.token or "x"))
        assert (await stray.recv_type("error"))["code"] == "bad_token"
        await stray.close()
        await back.send(b'{"type":"leave"}\n')
        assert (await back.recv_type("closing"))["reason"] == "left"
        await until(lambda: all(b.states[-1].watchers == () for b in bots))
        # Leaving forgets the token.
        gone = await kit.Raw.open(server.port)
        await gone.send(hello(name="", resume=welcome["token"]))
        assert (await gone.recv_type("error"))["code"] == "bad_token"
        for raw in (eve, back, gone):
            await raw.close()
        for bot in bots:
            await bot.client.close()
        await server.close()

    asyncio.run(scenario())


def test_a_seated_players_second_connection_as_a_watcher_learns_nothing_more(
    kit: NetKit,
) -> None:
    """Ann also watching under another name is sent exactly what Eve is sent."""

    async def scenario() -> None:
        server = await kit.start_server(seed=8, time_scale=0.002, target=50)
        table = server.table
        eve, _ = await watch(kit, server.port, "Eve")
        ann_too, _ = await watch(kit, server.port, "Annie")
        bots = await kit.seat_four(server.port, table)
        await bots[0].client.start()

        async def everything(raw: Raw) -> list[dict[str, Any]]:
            got = []
            async with asyncio.timeout(60):
                while (message := await raw.recv(timeout=10)) is not None:
                    got.append(message)
                    if message["type"] == "record":
                        return got
            return got

        seen_by_eve, seen_by_ann = await asyncio.gather(everything(eve), everything(ann_too))
        # Eve came first: the state telling only of her came before Annie was watching.
        seen_by_eve = [m for m in seen_by_eve if m.get("watchers") != ["Eve"]]
        await eve.close()
        await ann_too.close()
        assert seen_by_eve == seen_by_ann
        assert all(m["hand"] == [] for m in seen_by_ann if m["type"] == "state") and any(
            m["type"] == "record" for m in seen_by_ann
        )
        for bot in bots:
            await bot.client.close()
        await server.close()

    asyncio.run(scenario())


async def state_where(raw: Raw, check: Any, timeout: float = 10) -> dict[str, Any]:
    """The first ``state`` from here on that passes ``check``."""
    async with asyncio.timeout(timeout):
        while not check(state := await raw.recv_type("state", timeout)):
            pass
    return state


def test_a_watcher_takes_the_free_seat_in_the_lobby_in_arrival_order(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=3, time_scale=1.0)
        table = server.table
        bots = [kit.Bot(name, table=table, passive=True) for name in ("Ann", "Bob", "Cat")]
        for bot in bots:
            await bot.join(server.port)
        eve, _ = await watch(kit, server.port, "Eve")
        flo, _ = await watch(kit, server.port, "Flo")
        await eve.send(b'{"type":"sit","seq":5}\n')
        seated = await eve.recv_type("welcome")
        assert (seated["seat"], seated["watching"], seated["host"]) == (3, False, False)
        assert seated["token"] and table.seat_of(seated["token"]) == 3
        mine = await state_where(eve, lambda s: s["watchers"] == ["Flo"])
        assert mine["you"] == 3 and [s["name"] for s in mine["seats"]][3] == "Eve"
        await until(lambda: all(b.states[-1].watchers == ("Flo",) for b in bots))
        assert [s.name for s in bots[0].states[-1].seats] == ["Ann", "Bob", "Cat", "Eve"]
        # Four are seated: Flo stays a watcher, told why; Eve, seated, cannot sit again.
        await flo.send(b'{"type":"sit","seq":6}\n')
        refused = await flo.recv_type("error")
        assert (refused["code"], refused["seq"]) == ("table_full", 6)
        await eve.send(b'{"type":"sit","seq":7}\n')
        assert (await eve.recv_type("error"))["code"] == "wrong_phase"
        # The game starts with Eve in seat 3: she is dealt a hand; Flo sees none.
        await bots[0].client.start()
        dealt = await state_where(eve, lambda s: s["phase"] == "round")
        assert len(dealt["hand"]) == 7
        watched = await state_where(flo, lambda s: s["phase"] == "round")
        assert watched["hand"] == [] and watched["you"] == -1
        await flo.send(b'{"type":"sit","seq":8}\n')
        assert (await flo.recv_type("error"))["code"] == "table_full"
        assert table.names() == ["Ann", "Bob", "Cat", "Eve"]
        for raw in (eve, flo):
            await raw.close()
        for bot in bots:
            await bot.client.close()
        await server.close()

    asyncio.run(scenario())


def test_between_games_a_watcher_takes_the_seat_a_player_left(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=9, time_scale=0.002, target=50)
        table = server.table
        bots = await kit.seat_four(server.port, table)
        flo, _ = await watch(kit, server.port, "Flo")
        await bots[0].client.start()
        async with asyncio.timeout(60):
            await asyncio.gather(*(b.over.wait() for b in bots))
        # A game is over: a sit is refused until a seat is free.
        await flo.send(b'{"type":"sit"}\n')
        assert (await flo.recv_type("error"))["code"] == "table_full"
        await bots[1].client.leave()
        await state_where(flo, lambda s: s["phase"] == "lobby" and len(s["seats"]) == 3)
        await flo.send(b'{"type":"sit"}\n')
        seated = await flo.recv_type("welcome")
        assert seated["seat"] == 3 and seated["watching"] is False
        others = [bots[0], bots[2], bots[3]]
        await until(lambda: all(len(b.states[-1].seats) == 4 for b in others))
        assert [s.name for s in others[0].states[-1].seats] == ["Ann", "Cat", "Dan", "Flo"]
        assert others[0].states[-1].watchers == ()
        # Flo now plays like any seat: the next game deals her a hand.
        await others[0].client.start()
        dealt = await state_where(flo, lambda s: s["phase"] == "round" and s["hand"])
        assert dealt["you"] == 3 and len(dealt["hand"]) == 7
        await flo.close()
        for bot in bots:
            await bot.client.close()
        await server.close()

    asyncio.run(scenario())


def test_a_silent_watcher_is_dropped_like_a_silent_seat_and_nothing_else_changes(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=2, silence=0.6)
        table = server.table
        bots = await kit.seat_four(server.port, table, passive=True, heartbeat=0.1)
        eve, _ = await watch(kit, server.port)  # sends nothing more: no heartbeat
        await until(lambda: all(b.states[-1].watchers == ("Eve",) for b in bots))
        version = table.version
        await until(lambda: all(b.states[-1].watchers == () for b in bots), timeout=5)
        while await eve.recv() is not None:  # what it was sent before it was dropped
            pass
        assert table.version == version and all(s.connected for s in bots[0].states[-1].seats)
        await eve.close()
        for bot in bots:
            await bot.client.close()
        await server.close()

    asyncio.run(scenario())
