"""Connections come and go: drops, reconnection, takeover, leaving, and the host closing."""

from __future__ import annotations

import asyncio
import itertools
import logging
import socket
from typing import TYPE_CHECKING, Any

import pytest

from dominos.net.app.client import Client, JoinRefused, NotConnected
from dominos.net.app.reconnecting import LONGEST_WAIT
from dominos.net.wire.codes import AttemptLimiter
from tests.helpers.waiting import dropped, until

if TYPE_CHECKING:
    from tests.net.conftest import NetKit


def drop(bot: Any) -> None:
    """Cuts a client's connection the way a flaky network would, without a goodbye."""
    bot.client.reconnector.link.abort()


def test_a_dropped_client_comes_back_to_its_seat_and_hand(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(time_scale=1.0)
        bots = await kit.seat_four(server.port, server.table, passive=True)
        await bots[0].client.start()
        cat = bots[2]
        await until(lambda: cat.states[-1].phase == "round")
        hand = cat.states[-1].hand
        seen_by_ann = len(bots[0].states)
        drop(cat)
        await until(lambda: any(not s.seats[2].connected for s in bots[0].states[seen_by_ann:]))
        await until(lambda: cat.client.connected and bots[0].states[-1].seats[2].connected)
        assert cat.reconnecting and cat.reconnecting[0] == 0.0
        assert cat.client.welcome is not None and cat.client.welcome.seat == 2
        assert cat.states[-1].hand == hand
        assert cat.closed == []
        await server.close()

    asyncio.run(scenario())


def test_a_connection_dropped_by_the_host_side_also_recovers(kit: NetKit) -> None:
    async def scenario() -> None:
        # At the table's real pace: a dropped lobby seat is held for a grace measured in
        # table time, and the client's reconnection waits are real time.
        server = await kit.start_server(time_scale=1.0)
        bots = await kit.seat_four(server.port, server.table, passive=True)
        token = bots[1].client.token
        assert token is not None
        session = server.room.by_token[token]
        session.abort()
        await until(lambda: len(bots[1].reconnecting) >= 2 and bots[1].client.connected)
        await until(lambda: all(s.connected for s in bots[0].states[-1].seats))
        assert bots[1].states[-1].you == 1
        await server.close()

    asyncio.run(scenario())


def test_a_newer_connection_with_the_token_takes_the_seat_over(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        bots = await kit.seat_four(server.port, server.table, passive=True)
        bob = bots[1]
        link = bob.client.reconnector.link
        assert link is not None
        other = kit.Bot("Bob again", passive=True)
        welcome = await other.client.connect(
            kit.LOOPBACK, server.port, code=kit.CODE, token=bob.client.token
        )
        assert welcome.seat == 1 and welcome.token == bob.client.token
        assert other.states[-1].you == 1
        await until(lambda: bool(bob.closed))
        assert "taken over" in bob.closed[0]
        await dropped(link)
        assert bob.reconnecting == [], "a replaced client must not fight back"
        assert not bob.client.connected
        assert bots[0].states[-1].seats[1].connected
        await server.close()

    asyncio.run(scenario())


def test_closing_the_table_tells_everyone_and_nobody_reconnects(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        bots = await kit.seat_four(server.port, server.table, passive=True)
        lurker = await kit.Raw.open(server.port)
        links = [bot.client.reconnector.link for bot in bots]
        await server.close()
        for bot in bots:
            await until(lambda: bool(bot.closed))  # noqa: B023 - awaited before the next bot
            assert bot.closed == ["The host closed the table."]
        closing = await lurker.recv()
        assert closing == {
            "type": "closing",
            "message": "The host closed the table.",
            "reason": "shutdown",
        }
        assert await lurker.recv() is None
        await lurker.close()
        for link in links:
            assert link is not None
            await dropped(link)
        assert all(b.reconnecting == [] for b in bots)
        with pytest.raises(OSError):
            await kit.Bot("Late").join(server.port)

    asyncio.run(scenario())


def test_leaving_the_lobby_moves_later_arrivals_up(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        bots = await kit.seat_four(server.port, server.table, passive=True)
        await bots[1].client.leave()
        assert bots[1].closed == ["You left the table."]
        await until(lambda: bots[3].states[-1].you == 2)
        assert [s.name for s in bots[0].states[-1].seats] == ["Ann", "Cat", "Dan"]
        assert bots[2].states[-1].you == 1
        eve = kit.Bot("Eve", passive=True)
        await eve.join(server.port)
        assert eve.states[-1].you == 3
        # Commands now act for the seat the player holds, not the one first given.
        await bots[2].client.start()
        await until(lambda: bool(bots[2].errors))
        assert bots[2].errors[-1].code == "not_host"
        with pytest.raises(NotConnected):
            await bots[1].client.start()
        await server.close()

    asyncio.run(scenario())


def test_leaving_mid_game_keeps_the_seat_for_a_later_return(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server(time_scale=1.0)
        bots = await kit.seat_four(server.port, server.table, passive=True)
        await bots[0].client.start()
        await until(lambda: bots[3].states[-1].phase == "round")
        token = bots[3].client.token
        await bots[3].client.leave()
        await until(lambda: not bots[0].states[-1].seats[3].connected)
        back = kit.Bot("Dan", passive=True)
        welcome = await back.client.connect(kit.LOOPBACK, server.port, code=kit.CODE, token=token)
        assert welcome.seat == 3
        assert len(back.states[-1].hand) == 7 - sum(
            1 for s in bots[0].states if s.last is not None and s.last.seat == 3
        )
        await until(lambda: bots[0].states[-1].seats[3].connected)
        await server.close()

    asyncio.run(scenario())


def test_a_client_whose_seat_vanished_stops_and_says_so(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        ann = kit.Bot("Ann", passive=True)
        await ann.join(server.port)
        port = server.port
        # The host crashes: connections drop with no goodbye, and a new table takes the port.
        # (Its listening socket is private: closing it is what a crash does, not a method.)
        server._server.close()
        for session in list(server.room.sessions):
            session.abort()
        await until(lambda: bool(ann.reconnecting))
        await server.close()
        restarted = await kit.start_server()
        await restarted.close()
        fresh = type(restarted)(restarted.table)
        assert await fresh.start(kit.LOOPBACK, port, fallback=False) == port
        await until(lambda: bool(ann.closed))
        assert "no longer holds a seat" in ann.closed[0]
        assert ann.client.close_reason == "bad_token"
        assert not ann.client.connected
        await fresh.close()

    asyncio.run(scenario())


def test_ping_measures_a_round_trip_and_unreachable_tables_raise(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        ann = kit.Bot("Ann", passive=True)
        await ann.join(server.port)
        assert 0 < await ann.client.ping() < 5
        await server.close()
        with socket.socket() as probe:
            probe.bind((kit.LOOPBACK, 0))
            free = probe.getsockname()[1]
        client = Client(print, print, print)
        with pytest.raises(OSError):
            await client.connect(kit.LOOPBACK, free, name="Ann", code=kit.CODE)
        with pytest.raises(JoinRefused) as refused:
            other = await kit.start_server()
            try:
                await client.connect(kit.LOOPBACK, other.port, name="Ann", code="WRONG2")
            finally:
                await other.close()
        assert refused.value.code == "wrong_code"

    asyncio.run(scenario())


def test_a_player_who_drops_on_their_turn_keeps_at_most_five_seconds(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        server = await kit.start_server(time_scale=1.0)
        bots = await kit.seat_four(server.port, server.table, passive=True)
        await bots[0].client.start()
        await until(lambda: bots[0].states[-1].phase == "round")
        turn = bots[0].states[-1].turn
        assert turn is not None
        watcher = bots[(turn + 1) % 4]
        assert (watcher.states[-1].turn_ms_left or 0) > 40_000
        await bots[turn].client.close()
        await until(lambda: not watcher.states[-1].seats[turn].connected)
        assert watcher.states[-1].turn == turn
        assert 0 < (watcher.states[-1].turn_ms_left or 0) <= 5_000
        await server.close()

    asyncio.run(scenario())


def test_every_change_is_reported_to_on_change(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        seen: list[tuple[str, int]] = []
        server.on_change = lambda: seen.append((server.table.phase, server.table.seat_count))
        bots = await kit.seat_four(server.port, server.table, passive=True)
        await bots[0].client.start()
        await until(lambda: ("round", 4) in seen)
        assert seen[:4] == [("lobby", 1), ("lobby", 2), ("lobby", 3), ("lobby", 4)]
        await server.close()

    asyncio.run(scenario())


def test_ipv6_loopback_works_end_to_end(kit: NetKit) -> None:
    async def scenario() -> None:
        from dominos.net.host.server import Server
        from dominos.table import Table

        server = Server(Table(code=kit.CODE))
        port = await server.start("::1", 0, fallback=False)
        assert server.addresses() == [f"[::1]:{port}"]
        states: list[object] = []
        client = Client(states.append, print, print, heartbeat=None)
        welcome = await client.connect("::1", port, name="Ann", code=kit.CODE)
        assert welcome.seat == 0 and states
        await client.close()
        await server.close()

    asyncio.run(scenario())


def test_a_client_object_joins_once(kit: NetKit) -> None:
    async def scenario() -> None:
        server = await kit.start_server()
        ann = kit.Bot("Ann", passive=True)
        await ann.join(server.port)
        with pytest.raises(RuntimeError):
            await ann.join(server.port)
        await server.close()

    asyncio.run(scenario())


class TableClock:
    """The limiter's clock and the app's waits on one made-up clock: each wait the app makes
    moves it on at once, so a minute the table asks for takes none. ``tries`` is when (on
    that clock) each reconnection attempt began; after ``stop_after`` of them the clock
    stands still in the next wait, which ``stopped`` tells."""

    def __init__(self, stop_after: int | None = None) -> None:
        self.now = 0.0
        self.tries: list[float] = []
        self.stop_after = stop_after
        self.stopped = asyncio.Event()

    def read(self) -> float:
        return self.now

    def watch(self, client: Client) -> None:
        client.reconnector.sleep = self.sleep
        opening = client.open

        async def trying(hello: Any) -> Any:
            self.tries.append(self.now)
            return await opening(hello)

        client.open = trying  # type: ignore[method-assign]

    async def sleep(self, seconds: float) -> None:
        if self.stop_after is not None and len(self.tries) >= self.stop_after:
            self.stopped.set()
            await asyncio.Event().wait()
        self.now += seconds
        await asyncio.sleep(0)


def test_a_reconnection_turned_away_for_now_waits_as_long_as_the_table_asked(
    kit: NetKit,
) -> None:
    """Someone else's wrong guesses from the same address (a shared machine or router) lock
    it out for a minute; a seated player whose Wi-Fi blinks meanwhile keeps the seat: the
    app tries again once the lock lifts, and not before (each try meanwhile would only be
    turned away), telling its player each second that it is still trying."""

    async def scenario() -> tuple[TableClock, int]:
        clock = TableClock()
        limiter = AttemptLimiter(max_failures=1, clock=clock.read)
        server = await kit.start_server(time_scale=1.0, limiter=limiter)
        ann = kit.Bot("Ann", passive=True)
        await ann.join(server.port)
        clock.watch(ann.client)
        limiter.record_failure(kit.LOOPBACK)  # locked out until 60 on the clock
        drop(ann)
        await until(lambda: bool(clock.tries) and ann.client.connected)
        assert ann.closed == [] and ann.states[-1].seats[0].connected
        told = len(ann.reconnecting)
        await ann.client.close()
        await server.close()
        return clock, told

    clock, told = asyncio.run(scenario())
    locked = [t for t in clock.tries if t < 60 - 1e-6]
    assert len(locked) == 1 and clock.tries[-1] >= 60 - 1e-6
    assert told >= 60  # the player saw the wait go by, a second at a time


def test_a_table_asking_for_an_endless_wait_is_asked_again_and_the_player_can_stop(
    kit: NetKit,
) -> None:
    """A table that asks for years (a clock gone wrong) cannot keep a seat away for good:
    the app tries again after at most LONGEST_WAIT each time, until its player stops it,
    which ends the wait at once."""

    async def scenario() -> TableClock:
        clock = TableClock(stop_after=3)
        limiter = AttemptLimiter(max_failures=1, penalty=1e9, clock=clock.read)
        server = await kit.start_server(time_scale=1.0, limiter=limiter)
        ann = kit.Bot("Ann", passive=True)
        await ann.join(server.port)
        clock.watch(ann.client)
        limiter.record_failure(kit.LOOPBACK)
        drop(ann)
        await clock.stopped.wait()
        await ann.client.close()  # in the middle of a wait
        assert (
            ann.client.reconnector.reconnecting is None
            and len(clock.tries) == 3
            and ann.closed == []
        )
        await server.close()
        return clock

    tries = asyncio.run(scenario()).tries
    gaps = [b - a for a, b in itertools.pairwise(tries[:3])]
    assert gaps == pytest.approx([LONGEST_WAIT, LONGEST_WAIT])


def test_a_flood_from_one_machine_cannot_keep_others_out(kit: NetKit) -> None:
    """When every waiting slot is taken, the machine holding the most idle connections gives
    up its oldest one: a newcomer from anywhere else, or a player coming back, still gets in."""

    async def scenario() -> None:
        server = await kit.start_server(max_pending=2, time_scale=1.0)
        ann = kit.Bot("Ann", passive=True)
        await ann.join(server.port)

        async def idle() -> Any:
            # Another machine, as far as the host can tell: 127.0.0.2 is loopback too.
            reader, writer = await asyncio.open_connection(
                kit.LOOPBACK, server.port, local_addr=("127.0.0.2", 0)
            )
            return kit.Raw(reader, writer)

        flood = [await idle() for _ in range(3)]
        first = await flood[0].recv()
        assert first is not None and first["code"] == "busy"
        drop(ann)
        await until(lambda: ann.client.connected)
        assert ann.closed == [] and ann.states[-1].seats[0].connected
        bo = kit.Bot("Bo", passive=True)
        await bo.join(server.port)
        assert [s.name for s in bo.states[-1].seats] == ["Ann", "Bo"]
        for raw in flood:
            await raw.close()
        await server.close()

    asyncio.run(scenario())


def test_a_client_says_why_the_table_ended_it_as_a_reason_code(kit: NetKit) -> None:
    """The host's sentence may be in the host's language; the code lets each app word it."""

    async def scenario() -> None:
        server = await kit.start_server()
        ann, bo = kit.Bot("Ann", passive=True), kit.Bot("Bo", passive=True)
        await ann.join(server.port)
        await bo.join(server.port)
        assert ann.client.close_reason is None
        thief = kit.Bot("Ann again", passive=True)
        await thief.client.connect(kit.LOOPBACK, server.port, code=kit.CODE, token=ann.client.token)
        await until(lambda: bool(ann.closed))
        assert ann.client.close_reason == "replaced"
        await server.close()
        await until(lambda: bool(bo.closed) and bool(thief.closed))
        assert bo.client.close_reason == thief.client.close_reason == "shutdown"

    asyncio.run(scenario())


def test_a_crowded_table_says_busy_not_wrong_codes(kit: NetKit) -> None:
    """A connection turned away because every waiting slot is taken did nothing wrong: the
    refusal must not read as too many wrong codes, and no attempt is counted."""

    async def scenario() -> None:
        server = await kit.start_server(max_pending=1)
        idle = await kit.Raw.open(server.port, secure=False)
        await until(lambda: len(server.room.sessions) == 1)
        late = await kit.Raw.open(server.port, secure=False)
        reply = await idle.recv()
        assert reply is not None and reply["code"] == "busy"
        assert "busy" in reply["message"]
        await late.handshake(kit.CODE)
        await late.send(b'{"type":"hello","protocol":5,"name":"Ann"}\n')
        welcome = await late.recv()
        assert welcome is not None and welcome["type"] == "welcome"
        await late.close()
        await idle.close()
        await server.close()

    asyncio.run(scenario())


def test_a_lobby_seat_whose_player_vanished_is_freed_after_the_grace(
    kit: NetKit, caplog: pytest.LogCaptureFixture
) -> None:
    """Cat's app dies in the lobby without a goodbye: the others see her away, then, once the
    grace is over, her place freed and Dan moved up, with no command from anyone."""

    caplog.set_level(logging.INFO, logger="dominos.net.host.server")

    async def scenario() -> None:
        # Grace of 20 s x 0.005 = 0.1 s, shorter than the client's first reconnection wait.
        server = await kit.start_server(time_scale=0.005)
        bots = await kit.seat_four(server.port, server.table, passive=True)
        ann, cat, dan = bots[0], bots[2], bots[3]
        drop(cat)
        await until(lambda: not ann.states[-1].seats[2].connected)
        await until(lambda: len(ann.states[-1].seats) == 3)
        assert [s.name for s in ann.states[-1].seats] == ["Ann", "Bob", "Dan"]
        assert dan.states[-1].you == 2
        assert any("Cat stayed away" in r.getMessage() for r in caplog.records)
        # Her app, back too late, is told the seat is gone instead of taking someone's place.
        await until(lambda: bool(cat.closed))
        assert cat.client.close_reason == "bad_token"
        eve = kit.Bot("Eve", passive=True)
        await eve.join(server.port)
        assert eve.states[-1].you == 3
        await ann.client.start()
        await until(lambda: ann.states[-1].phase == "round")
        await server.close()

    asyncio.run(scenario())


def test_joining_waits_by_itself_while_the_table_says_to(kit: NetKit) -> None:
    async def scenario() -> None:
        limiter = AttemptLimiter(max_failures=1, penalty=1.5)
        server = await kit.start_server(limiter=limiter)
        limiter.record_failure(kit.LOOPBACK)  # a typo a moment ago: locked out for 1.5 s
        waits: list[float] = []
        client = Client(lambda s: None, lambda e: None, lambda m: None)
        client.on_waiting = waits.append
        welcome = await client.connect(kit.LOOPBACK, server.port, name="Ann", code=kit.CODE)
        assert welcome.seat == 0 and server.table.names() == ["Ann"]
        # The wait was shown as it ran down, once a second.
        assert 1.0 < waits[0] <= 1.5 and waits == sorted(waits, reverse=True) and len(waits) >= 2
        await client.close()
        await server.close()

    asyncio.run(scenario())


def test_joining_waits_out_a_lock_out_on_the_clock_it_is_given(kit: NetKit) -> None:
    """A friend who typed the code wrong once too often is locked out for a minute; the app
    waits it out on the clock it was given, as a reconnection does, so the whole minute is
    counted down for the player and the seat is taken when the lock lifts, not before."""

    async def scenario() -> None:
        clock = TableClock()
        limiter = AttemptLimiter(max_failures=1, clock=clock.read)
        server = await kit.start_server(limiter=limiter)
        limiter.record_failure(kit.LOOPBACK)  # locked out until 60 on the clock
        waits: list[float] = []
        client = Client(lambda s: None, lambda e: None, lambda m: None, sleep=clock.sleep)
        client.on_waiting = waits.append
        async with asyncio.timeout(20):
            welcome = await client.connect(kit.LOOPBACK, server.port, name="Ann", code=kit.CODE)
        assert welcome.seat == 0 and clock.now >= 60 - 1e-6
        assert len(waits) >= 60 and waits == sorted(waits, reverse=True)
        await client.close()
        await server.close()

    asyncio.run(scenario())


def test_joining_gives_up_when_the_wait_is_longer_than_its_patience(
    kit: NetKit,
) -> None:
    async def scenario() -> None:
        limiter = AttemptLimiter(max_failures=1)
        server = await kit.start_server(limiter=limiter)
        limiter.record_failure(kit.LOOPBACK)
        waits: list[float] = []
        client = Client(lambda s: None, lambda e: None, lambda m: None, patience=30)
        client.on_waiting = waits.append
        with pytest.raises(JoinRefused) as refused:
            await client.connect(kit.LOOPBACK, server.port, name="Ann", code=kit.CODE)
        assert refused.value.code == "too_many_attempts"
        assert refused.value.retry_after == pytest.approx(60, abs=1)
        assert waits == [] and server.table.seat_count == 0
        await client.close()
        await server.close()

    asyncio.run(scenario())
