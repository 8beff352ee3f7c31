"""A host frozen mid-turn (its process stopped, as a laptop lid closing would), in real time.

A real ``dominos-host`` runs at a fraction of the normal pace and is stopped with SIGSTOP for
longer than the turn under way, then let go with SIGCONT. What reached its sockets meanwhile
must be judged as if it had arrived at once: the waiting move is played, the clocks of the
seats that are away lose nothing to the freeze, and every app is shown every change.

The freeze starts only once all four apps hold the round's first state: a stop that lands
while the host is still writing that state out leaves a player looking at the lobby, and
what such a player "plays" is no move at all.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import pytest

from dominos.table.state import State

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")

T = TypeVar("T")


@asynccontextmanager
async def running_host(
    res: ResilienceKit, log_path: Path, time_scale: float
) -> AsyncIterator[tuple[asyncio.subprocess.Process, int]]:
    """A ``dominos-host`` on 127.0.0.1 at ``time_scale``, logging to ``log_path``."""
    with log_path.open("w") as log:
        host = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "dominos.host", "--bind", "127.0.0.1", "--port", "0",
            "--code", res.CODE, "--no-discovery", "--time-scale", str(time_scale),
            stdout=asyncio.subprocess.PIPE, stderr=log,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )  # fmt: skip
    assert host.stdout is not None
    try:
        async with asyncio.timeout(30):
            line = (await host.stdout.readline()).decode()
        found = re.search(r"127\.0\.0\.1:(\d+)", line)
        assert found, line
        yield host, int(found.group(1))
    finally:
        if host.returncode is None:
            host.send_signal(signal.SIGCONT)
            host.kill()
        await host.wait()


async def freeze(
    host: asyncio.subprocess.Process,
    seconds: float,
    meanwhile: Callable[[], Awaitable[object]] | None = None,
) -> None:
    """Stops the host for ``seconds``, running ``meanwhile`` once it is stopped (as far as
    the system lets us see), then lets it run again."""
    host.send_signal(signal.SIGSTOP)
    stopped = time.monotonic()
    stat = Path(f"/proc/{host.pid}/stat")
    if stat.exists():
        async with asyncio.timeout(10):
            while stat.read_text().rpartition(")")[2].split()[0] not in ("T", "t"):
                await asyncio.sleep(0.001)
    if meanwhile is not None:
        await meanwhile()
    await asyncio.sleep(seconds - (time.monotonic() - stopped))
    host.send_signal(signal.SIGCONT)


Scene = Callable[[asyncio.subprocess.Process, list[Any], State], Awaitable[T]]


def at_a_host_that_freezes(
    res: ResilienceKit, tmp_path: Path, time_scale: float, scene: Scene[T]
) -> tuple[T, str]:
    """Runs ``scene`` with a real host and four apps seated and shown the round's first
    state; returns what it returns and the host's log, which must tell of the stall."""
    log_path = tmp_path / "host.log"

    async def scenario() -> T:
        async with running_host(res, log_path, time_scale) as (host, port):
            players = [res.Player(n, heartbeat=1.0, passive=True) for n in res.NAMES]
            try:
                for p in players:
                    await p.join(port)
                await players[0].client.start()
                first = await players[0].wait(lambda s: s.phase == "round" and s.turn is not None)
                for p in players:
                    await p.wait(lambda s: s.version >= first.version)
                return await scene(host, players, first)
            finally:
                for p in players:
                    await p.client.close()

    try:
        result = asyncio.run(scenario())
    except BaseException:
        print(log_path.read_text())
        raise
    log = log_path.read_text()
    assert "could not run for" in log, log
    return result, log


def public(state: State) -> tuple[object, ...]:
    """What every seat is shown alike."""
    hands = tuple(seat.hand_size for seat in state.seats)
    return state.version, state.turn, state.line, state.last, state.ends, hands


def check_versions(states: list[State], since: int) -> None:
    """Every version from ``since`` on reached this app, in order (a repeat after
    reconnecting is fine: the welcome's state is the table as it stands)."""
    versions = [s.version for s in states if s.version >= since]
    assert versions == sorted(versions), versions
    assert sorted(set(versions)) == list(range(since, versions[-1] + 1)), versions


def test_a_move_sent_while_the_host_was_stopped_is_played_when_it_runs_again(
    res: ResilienceKit, tmp_path: Path
) -> None:
    """Stopped for 8 s at a tenth of the pace (a turn lasts 4.5 s), past the turn's end and
    the apps' 5 s silence limit: the apps reconnect meanwhile, as they would."""

    async def scene(host: Any, players: list[Any], first: State) -> Any:
        mover = players[first.turn or 0]
        move = res.choose(mover.state)
        assert move is not None  # the round's first move: any tile
        await freeze(host, 8.0, lambda: mover.client.play(*move))
        for p in players:
            await p.wait(lambda s: s.last is not None, timeout=30)
        # What each app was shown, before the test's own goodbyes add to it.
        return [list(p.states) for p in players], [list(p.errors) for p in players], first, move

    (shown, errors, first, move), log = at_a_host_that_freezes(res, tmp_path, 0.1, scene)
    played = shown[0][-1].last
    assert played is not None
    assert (played.kind, played.seat, played.tile) == ("play", first.turn, move[0]), log
    assert errors == [[], [], [], []], log
    for states in shown:
        check_versions(states, first.version)
        # Nobody was ever shown away: the host's silence was its own, and the apps'
        # new connections took over the old ones without a drop.
        assert all(seat.connected for s in states for seat in s.seats)
    assert len({public(states[-1]) for states in shown}) == 1


def test_a_freeze_with_seats_away_costs_their_turns_nothing_and_each_move_is_shown(
    res: ResilienceKit, tmp_path: Path
) -> None:
    """The seat whose turn it is and the next one are away (5 s turns, 1.5 s at this pace);
    the host is stopped for 4.5 s, three of those turns. Once it runs again, the turn under
    way goes on with the time it had, then the table plays for each of the two in turn, each
    move its own state, and the next seat away gets its whole turn."""
    scale = 0.3

    async def scene(host: Any, players: list[Any], first: State) -> Any:
        turn = first.turn or 0
        away = [turn, (turn + 1) % 4]
        watchers = [p for i, p in enumerate(players) if i not in away]
        # The next seat goes first, so the turn under way is cut to 1.5 s just before the stop.
        for seat in reversed(away):
            await players[seat].quit()
        for w in watchers:
            await w.wait(lambda s: not any(s.seats[i].connected for i in away))
        since = watchers[0].state.version
        await freeze(host, 4.5)
        for w in watchers:
            await w.wait(lambda s: s.turn == (turn + 2) % 4, timeout=30)
        return [list(w.states) for w in watchers], since, turn

    (shown, since, turn), log = at_a_host_that_freezes(res, tmp_path, scale, scene)
    for states in shown:
        check_versions(states, since)
        after = sorted(
            {s.version: s for s in states if s.version > since}.values(), key=lambda s: s.version
        )
        # First the clocks given back: still the same turn, with time left on it...
        shifted, *moves = after
        assert shifted.turn == turn and shifted.last is None and shifted.turn_ms_left, log
        # ...then one state per move the table made, each shown as the last move.
        assert len(moves) == 2, log
        assert [m.last.seat for m in moves if m.last] == [turn, (turn + 1) % 4], log
        assert all(m.last and m.last.kind in ("auto_play", "auto_pass") for m in moves), log
        # The seat after the first one away started its turn with (nearly) all of it.
        assert moves[0].turn == (turn + 1) % 4
        assert moves[0].turn_ms_left is not None
        assert moves[0].turn_ms_left >= 5000 * scale / 2, log
    assert len({public(states[-1]) for states in shown}) == 1
