"""Whatever a client sends, it gets a clear error and the game at the table goes on."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import socket
from typing import TYPE_CHECKING, Any

import pytest

from dominos.engine import FULL_SET, Tile
from dominos.net.host import session as session_module
from dominos.net.wire.codes import AttemptLimiter
from dominos.net.wire.framing import MAX_LINE
from dominos.table.state import State
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from tests.net.conftest import NetKit


def hello(name: str = "Eve", **extra: Any) -> bytes:
    return json.dumps({"type": "hello", "protocol": 5, "name": name, **extra}).encode() + b"\n"


async def finish(bots: list[Any], timeout: float = 30) -> None:
    async with asyncio.timeout(timeout):
        await asyncio.gather(*(b.over.wait() for b in bots))


def assert_game_unharmed(bots: list[Any], version: int) -> None:
    finals = [b.states[-1] for b in bots]
    assert {f.phase for f in finals} == {"over"}
    assert {f.version for f in finals} == {version}
    assert len({f.scores for f in finals}) == 1
    assert all(b.closed == [] for b in bots)


def test_garbage_from_a_seated_player_gets_errors_and_the_game_goes_on(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=5, time_scale=0.002)
        bots = await kit.seat_four(server.port, server.table)
        bob = bots[1]
        bob.inject(
            b"this is not json\n"
            b'{"type":"dance"}\n'
            b'{"type":"play","tile":"6-4"}\n'
            b'{"type":"play","tile":[6,9]}\n'
            b'{"type":"new_game","target":"lots"}\n' + hello() + b'{"type":"start","seq":7}\n'
        )
        tried: dict[str, int] = {}

        def misbehave(state: State) -> None:
            if state.phase != "round" or state.result is not None:
                return
            if state.turn != state.you and "out_of_turn" not in tried and state.hand:
                tried["out_of_turn"] = 1001
                low, high = state.hand[0]
                bob.inject(b'{"type":"play","tile":[%d,%d],"seq":1001}\n' % (low, high))
            if state.turn == state.you and "not_held" not in tried:
                held = {Tile(*t) for t in state.hand} | {Tile(*t) for t in state.line}
                stranger = next(t for t in FULL_SET if t not in held)
                tried["not_held"] = 1002
                bob.inject(b'{"type":"play","tile":[%d,%d],"seq":1002}\n' % stranger.pair)
                bob.inject(b'{"type":"pass","seq":1003}\n' if state.ends else b"")

        bob.hook = misbehave
        await until(lambda: len(bob.errors) == 7)  # every line above answered, in order
        await bots[0].client.start()
        await finish(bots)
        codes = [e.code for e in bob.errors]
        assert codes[:7] == ["bad_message"] * 6 + ["not_host"], codes
        assert "JSON" in bob.errors[0].message
        assert "$.tile" in bob.errors[2].message
        by_seq = {e.seq: e for e in bob.errors if e.seq is not None}
        assert by_seq[1001].code == "not_your_turn"
        assert by_seq[1002].code == "illegal_move"
        assert "don't have" in by_seq[1002].message
        assert 1003 not in by_seq or by_seq[1003].code in ("must_play", "not_your_turn")
        for other in (bots[0], bots[2], bots[3]):
            assert all(e.seq in other.sent for e in other.errors), "another seat was disturbed"
        assert_game_unharmed(bots, server.table.version)
        await server.close()

    asyncio.run(scenario())


def test_framing_errors_close_only_the_offending_connection(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=6, time_scale=0.002)
        bots = await kit.seat_four(server.port, server.table)
        await bots[0].client.start()
        huge = await kit.Raw.open(server.port)
        await huge.send(b'{"type":"ping","pad":"' + b"x" * 1_000_000 + b'"}\n')
        error = await huge.recv()
        assert error is not None
        assert (error["type"], error["code"]) == ("error", "too_large")
        assert str(MAX_LINE) in error["message"]
        assert await huge.recv() is None
        mangled = await kit.Raw.open(server.port)
        await mangled.send(b'{"type":"hello","protocol":5,"name":"\xc3\x28"}\n')
        error = await mangled.recv()
        assert error is not None and error["code"] == "bad_encoding"
        assert await mangled.recv() is None
        await huge.close()
        await mangled.close()
        await finish(bots)
        assert_game_unharmed(bots, server.table.version)
        await server.close()

    asyncio.run(scenario())


def test_commands_before_hello_are_refused_and_the_connection_stays(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        raw = await kit.Raw.open(server.port)
        await raw.send(b'{"type":"start"}\n{"type":"play","tile":[6,6]}\n')
        for _ in range(2):
            error = await raw.recv()
            assert error is not None and error["code"] == "bad_message"
            assert "hello" in error["message"]
        await raw.send(hello("Ann"))
        welcome = await raw.recv_type("welcome")
        assert welcome["seat"] == 0 and welcome["host"] is True
        state = await raw.recv_type("state")
        assert state["seats"] == [
            {"name": "Ann", "connected": True, "hand_size": 0, "passed_on": []}
        ]
        await raw.close()
        await server.close()

    asyncio.run(scenario())


def test_hello_refusals_say_why_and_close(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        ann = await kit.Raw.open(server.port)
        await ann.send(hello("Ann"))
        await ann.recv_type("state")

        async def refused(data: bytes, code: str = kit.CODE) -> dict[str, Any]:
            raw = await kit.Raw.open(server.port, code)
            await raw.send(data)
            error = await raw.recv()
            assert error is not None and error["type"] == "error"
            assert await raw.recv() is None, "a refused hello must close the connection"
            await raw.close()
            return error

        assert (await refused(hello("ann")))["code"] == "name_taken"
        assert (await refused(hello("   ")))["code"] == "bad_name"
        assert (await refused(hello("x" * 50)))["code"] == "bad_name"
        assert (await refused(b'{"type":"hello","protocol":5}\n'))["code"] == "bad_message"
        mismatch = await refused(b'{"type":"hello","protocol":6,"player":"Zed"}\n')
        assert mismatch["code"] == "protocol_mismatch"
        assert mismatch["protocol"] == 5
        assert "version 5" in mismatch["message"]
        guess = await refused(b'{"type":"hello","protocol":5,"resume":"guessed-token"}\n')
        assert guess["code"] == "bad_token"
        wrong = await refused(hello("Bob"), code="ZZZ999")
        assert wrong["code"] == "wrong_code" and "doesn't match" in wrong["message"]
        # A typed code is forgiving about case, spaces and dashes.
        bob = await kit.Raw.open(server.port, "abc-234")
        await bob.send(hello("Bob"))
        assert (await bob.recv_type("welcome"))["seat"] == 1
        await ann.recv_type("state")
        await ann.close()
        await bob.close()
        await server.close()

    asyncio.run(scenario())


def test_a_fifth_player_is_told_the_table_is_full(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        bots = await kit.seat_four(server.port, server.table)
        fifth = kit.Bot("Eve")
        try:
            await fifth.join(server.port)
        except Exception as exc:
            assert getattr(exc, "code", None) == "table_full"
            assert "full" in str(exc)
        else:
            raise AssertionError("a fifth player was seated")
        assert [s.name for s in bots[3].states[-1].seats] == ["Ann", "Bob", "Cat", "Dan"]
        await server.close()

    asyncio.run(scenario())


def test_repeated_wrong_codes_lock_the_address_out_for_a_while(kit: NetKit) -> None:
    async def scenario() -> None:
        now = [0.0]
        limiter = AttemptLimiter(clock=lambda: now[0])
        server = await kit.start_server(limiter=limiter)

        async def attempt(data: bytes, code: str = kit.CODE) -> str:
            raw = await kit.Raw.open(server.port, code)
            await raw.send(data)
            reply = await raw.recv()
            assert reply is not None
            await raw.close()
            return str(reply["code"]) if reply["type"] == "error" else str(reply["type"])

        codes = [await attempt(hello(f"P{i}"), code="ZZZ999") for i in range(4)]
        codes.append(await attempt(b'{"type":"hello","protocol":5,"resume":"guess"}\n'))
        assert codes == ["wrong_code"] * 4 + ["bad_token"]
        # Locked out: even the right code is refused without being looked at.
        raw = await kit.Raw.open(server.port)
        await raw.send(hello("Ann"))
        reply = await raw.recv()
        assert reply is not None and reply["code"] == "too_many_attempts"
        assert "try again in 60 seconds." in reply["message"]
        assert server.table.seat_count == 0
        await raw.close()
        now[0] += 59.5  # half a second left: said as a whole second, in the singular
        raw = await kit.Raw.open(server.port)
        await raw.send(hello("Ann"))
        reply = await raw.recv()
        assert reply is not None and reply["code"] == "too_many_attempts"
        assert reply["message"].endswith("try again in 1 second.")
        await raw.close()
        now[0] += 1.5
        assert await attempt(hello("Ann")) == "welcome"
        await server.close()

    asyncio.run(scenario())


def test_two_hundred_idle_connections_neither_block_the_game_nor_stay_forever(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=8, time_scale=0.002, hello_timeout=1.0)
        idle = [await kit.Raw.open(server.port, secure=False) for _ in range(200)]
        bots = await kit.seat_four(server.port, server.table)
        await bots[0].client.start()
        await finish(bots)
        assert_game_unharmed(bots, server.table.version)
        replies = await asyncio.gather(*(raw.recv(timeout=10) for raw in idle))
        assert all(r is not None and r["code"] == "bad_message" for r in replies)
        assert "hello" in str(replies[0])
        closed = await asyncio.gather(*(raw.recv(timeout=10) for raw in idle))
        assert closed == [None] * 200
        await asyncio.gather(*(raw.close() for raw in idle))
        await server.close()

    asyncio.run(scenario())


async def seat_and_stop_reading(kit: NetKit, port: int, name: str) -> tuple[Any, str]:
    """A player with the right code that takes a seat the proper way, then never reads
    again: its side takes in a few KiB at most (a small receive buffer and a reader that
    stops at 4 KiB), so whatever the host sends it next stays with the host."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, (kit.LOOPBACK, port))
    reader, writer = await asyncio.open_connection(sock=sock, limit=4096)
    player = kit.Raw(reader, writer)
    await player.handshake(kit.CODE)
    assert player.channel is not None, "the right code must open the channel"
    await player.send(hello(name))
    welcome = await player.recv_type("welcome")
    await player.recv_type("state")
    return player, str(welcome["token"])


async def seat_three(kit: NetKit, server: Any) -> list[Any]:
    """Ann, Bob and Cat, playing at once; the fourth seat is the test's."""
    bots = [
        kit.Bot(name, table=server.table, rng=random.Random(i))
        for i, name in enumerate(["Ann", "Bob", "Cat"])
    ]
    for bot in bots:
        await bot.join(server.port)
    return bots


async def stop(task: asyncio.Task[None]) -> None:
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError, OSError):
        await task


async def ping_forever(player: Any) -> None:
    """Commands that each earn a reply, sent until the host stops reading them."""
    seq = 0
    while True:
        await player.send(b"".join(b'{"type":"ping","seq":%d}\n' % (seq + i) for i in range(500)))
        seq += 500


@pytest.fixture
def unthrottled(monkeypatch: pytest.MonkeyPatch) -> None:
    """A client that stops reading is made here by pinging without reading the pongs, which
    fills the host's buffers only as fast as the pings are read: not held to the rate any
    app keeps (dominos.net.host.session.MESSAGES_PER_SECOND), which would take minutes."""
    monkeypatch.setattr(session_module, "MESSAGES_PER_SECOND", 1e9)
    monkeypatch.setattr(session_module, "MESSAGE_BURST", 1e9)


@pytest.mark.usefixtures("unthrottled")
def test_a_seated_player_that_stops_reading_is_cut_off_alone(
    kit: NetKit, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="dominos.net.host.server")

    async def scenario() -> None:
        server = await kit.start_server(seed=9, time_scale=0.004, stuck=2.0, silence=None)
        bots = await seat_three(kit, server)
        dan, token = await seat_and_stop_reading(kit, server.port, "Dan")
        stuck = server.room.by_token[token]
        assert stuck.transport is not None
        high = stuck.transport.get_write_buffer_limits()[1]
        # After every change the table sends out: its version, whether Dan's connection was
        # stuck, and how much the host held for it.
        sent: list[tuple[int, bool, int]] = []
        held_at_drop: list[int] = []

        def watch() -> None:
            if not stuck.lost.done():
                size = stuck.transport.get_write_buffer_size()
                sent.append((server.table.version, stuck.paused, size))

        server.on_change = watch
        stuck.lost.add_done_callback(
            lambda _: held_at_drop.extend(b.states[-1].version for b in bots)
        )
        flood = asyncio.create_task(ping_forever(dan))
        await bots[0].client.start()
        # Dan's turns run out and the table plays them; the others play on meanwhile.
        await asyncio.wait_for(asyncio.shield(stuck.lost), 60)
        assert any("stopped reading; dropping it" in r.getMessage() for r in caplog.records)
        while_stuck = [version for version, paused, _ in sent if paused]
        assert while_stuck, "the table made no move while Dan was stuck"
        # The others were served while Dan was stuck, not only once he was gone.
        assert min(held_at_drop) >= while_stuck[0]
        # What the host held for Dan stayed bounded, and did not grow while he was stuck.
        assert max(size for _, _, size in sent) <= high + 64 * 1024
        stuck_sizes = [size for _, paused, size in sent if paused]
        assert max(stuck_sizes) <= stuck_sizes[0]
        await finish(bots, timeout=60)
        assert_game_unharmed(bots, server.table.version)
        assert [s.connected for s in bots[0].states[-1].seats] == [True, True, True, False]
        assert len(server.room.sessions) == 3
        await stop(flood)
        await dan.close()
        await server.close()

    asyncio.run(scenario())


def test_a_player_that_reads_again_gets_the_latest_state_with_the_moves_it_missed(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server(seed=10, time_scale=0.004, stuck=60.0, silence=None)
        bots = await seat_three(kit, server)
        dan = await kit.Raw.open(server.port)
        await dan.send(hello("Dan"))
        stuck = server.room.by_token[str((await dan.recv_type("welcome"))["token"])]
        await bots[0].client.start()
        await until(lambda: any(s.move_count >= 2 for s in bots[0].states), 30)
        # What the transport says when the peer's side is full, then when it took it all.
        stuck.pause_writing()
        paused_at = server.table.version
        await until(lambda: server.table.version >= paused_at + 4, 30)
        stuck.resume_writing()
        states: list[dict[str, Any]] = []
        while not states or states[-1]["version"] < paused_at + 4:
            states.append(await dan.recv_type("state", timeout=20))
        versions = [s["version"] for s in states]
        jump = next(i for i in range(1, len(versions)) if versions[i] > versions[i - 1] + 1)
        caught_up = states[jump]
        assert versions[jump - 1] <= paused_at < caught_up["version"]
        # The states Dan missed are not sent late: the latest one is, with the round's
        # moves whole, since Dan's app cannot add up the moves it never saw one by one.
        assert len(caught_up["moves"]) == caught_up["move_count"] > 0
        await dan.close()
        await server.close()

    asyncio.run(scenario())


@pytest.mark.usefixtures("unthrottled")
def test_closing_the_table_does_not_wait_for_a_client_that_never_reads(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        ann = kit.Bot("Ann", passive=True)
        await ann.join(server.port)
        bob, token = await seat_and_stop_reading(kit, server.port, "Bob")
        stuck = server.room.by_token[token]
        flood = asyncio.create_task(ping_forever(bob))
        await until(lambda: stuck.paused, 20)
        # A hang guard, not a timing claim: close() must end although one peer is stuck.
        async with asyncio.timeout(10):
            await server.close()
        assert ann.closed == ["The host closed the table."]
        assert not server.room.sessions
        await stop(flood)
        await bob.close()

    asyncio.run(scenario())
