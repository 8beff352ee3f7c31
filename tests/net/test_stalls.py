"""Frozen time is nobody's time: a host whose loop could not run, and clocks due together.

The server's clock is injected and pushed forward by hand: a jump of many seconds is what a
frozen host sees when it runs again (a laptop lid closed, a machine swapping), with the
moves sent meanwhile waiting in its sockets.
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING

import pytest

from dominos.net.wire.messages import Error
from dominos.table.state import Last, State
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from tests.net.conftest import NetKit


def test_a_move_sent_while_the_host_was_frozen_is_honoured_and_no_clock_lost_the_stall(
    kit: NetKit,
) -> None:
    async def scenario() -> tuple[State, State, State, list[Error]]:
        skew = [0.0]
        server = await kit.start_server(
            time_scale=0.1, clock=lambda: time.monotonic() + skew[0]
        )  # a turn lasts 4.5 s
        bots = await kit.seat_four(server.port, passive=True)
        await bots[0].client.start()
        watcher = bots[0]
        await until(lambda: watcher.states[-1].phase == "round")
        before = watcher.states[-1]
        assert before.turn is not None
        mover = bots[before.turn]
        # The host freezes for 20 s, four times the turn; the move reaches its socket then.
        skew[0] += 20.0
        move = kit.choose(mover.states[-1], kit.Bot("x").rng)
        assert move is not None
        tile, end = move
        await mover.client.play(tile, end)
        await until(lambda: watcher.states[-1].last is not None)
        after = watcher.states[-1]
        shifted = next(s for s in watcher.states if s.version == before.version + 1)
        errors = [e for bot in bots for e in bot.errors]
        for bot in bots:
            await bot.client.close()
        await server.close()
        return before, shifted, after, errors

    before, shifted, after, errors = asyncio.run(scenario())
    assert errors == []
    assert after.last is not None and after.last.kind == "play" and after.last.seat == before.turn
    # The stall was given back at once, so every screen's countdown was set right again
    # (the turn keeps what it had when the host last ran: never more than the whole turn).
    assert shifted.turn == before.turn and shifted.last is None
    assert shifted.turn_ms_left is not None and before.turn_ms_left is not None
    assert before.turn_ms_left - 1500 <= shifted.turn_ms_left <= 4500


def test_turns_that_run_out_together_are_each_a_message_with_its_own_version(
    kit: NetKit,
) -> None:
    async def scenario() -> tuple[list[State], list[Last]]:
        skew = [0.0]
        server = await kit.start_server(
            time_scale=0.01, clock=lambda: time.monotonic() + skew[0]
        )  # an absent player's turn lasts 50 ms
        bots = await kit.seat_four(server.port, passive=True)
        watcher = bots[0]
        watcher.passive = False

        def lag(state: State) -> None:
            # The first time the table plays for someone, the host falls 0.3 s behind (too
            # little to count as a stall): several turns of absent players are due at once.
            if state.last is not None and state.last.kind.startswith("auto") and not skew[0]:
                skew[0] = 0.3

        watcher.hook = lag
        await watcher.client.start()
        await until(lambda: watcher.states[-1].phase == "round")
        for bot in bots[1:]:
            await bot.client.close()
        await until(lambda: watcher.states[-1].result is not None, 10)
        events = list(server.table.records[0].events)
        await watcher.client.close()
        await server.close()
        return watcher.states, events

    states, events = asyncio.run(scenario())
    assert skew_was_felt(states)
    versions = [s.version for s in states]
    assert versions == list(range(versions[0], versions[0] + len(versions)))
    shown: list[Last] = []
    for state in states:
        if state.last is not None and (not shown or shown[-1] != state.last):
            shown.append(state.last)
    assert shown == events


def skew_was_felt(states: list[State]) -> bool:
    """At least three automatic moves in a row: the burst the lag was meant to cause."""
    run = best = 0
    for state in states:
        if state.last is not None and state.last.kind.startswith("auto"):
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best >= 3


@pytest.mark.parametrize("first", ["the move", "the host's own clocks"])
def test_a_move_that_reached_the_host_just_before_a_freeze_and_its_deadline_is_honoured(
    kit: NetKit, first: str
) -> None:
    """The host last ran 0.2 s before the turn's end, then froze for 10 s; the move reached
    its socket in those last 0.2 s. Whatever runs first once the host runs again (reading the
    move, or the pulse and the turn's timer), the turn still has those 0.2 s."""

    async def scenario() -> tuple[State, State, list[Error]]:
        now = [1000.0]
        server = await kit.start_server(time_scale=0.01, clock=lambda: now[0])
        # A turn lasts 0.45 s by the table's clock, which moves only by hand here; its
        # timer and the pulse keep firing in real time and find nothing due.
        bots = await kit.seat_four(server.port, passive=True)
        await bots[0].client.start()
        await until(lambda: all(b.states[-1].phase == "round" for b in bots))
        watcher = bots[0]
        before = watcher.states[-1]
        assert before.turn is not None and before.turn_ms_left == 450
        mover = bots[before.turn]
        move = kit.choose(mover.states[-1], kit.Bot("x").rng)
        assert move is not None
        tile, end = move
        now[0] += 0.25
        await until(lambda: server.liveness.alive_at == now[0])  # the host's last sign of life
        now[0] += 10.0
        if first != "the move":
            await until(lambda: server.liveness.alive_at == now[0])
        await mover.client.play(tile, end)
        await until(lambda: watcher.states[-1].last is not None)
        shifted = next(s for s in watcher.states if s.version == before.version + 1)
        after = watcher.states[-1]
        errors = [e for bot in bots for e in bot.errors]
        for bot in bots:
            await bot.client.close()
        await server.close()
        return shifted, after, errors

    shifted, after, errors = asyncio.run(scenario())
    assert errors == []
    assert after.last is not None and after.last.kind == "play"
    assert after.last.seat == shifted.turn
    # Every screen was told the turn has the 0.2 s it had when the host stopped.
    assert shifted.last is None and shifted.turn_ms_left == 200
