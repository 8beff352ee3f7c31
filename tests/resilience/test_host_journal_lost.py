"""A real ``dominos-host`` killed with ``kill -9`` and started again on a journal that lost
rounds, or lost everything: the four apps rebuild the game, or are told it is gone."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dominos.table.store import FILE_NAME
from tests.helpers.processes import ask_to_stop, kill_now, launch_host
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit


async def seated(res: ResilienceKit, port: int) -> list[Any]:
    players = [res.Player(n, rng=random.Random(i), heartbeat=1.0) for i, n in enumerate(res.NAMES)]
    for p in players:
        await p.join(port)
    await players[0].client.start()
    await players[0].wait(lambda s: s.phase == "round")
    return players


async def stop(proc: asyncio.subprocess.Process) -> str:
    ask_to_stop(proc)
    _, err = await asyncio.wait_for(proc.communicate(), 20)
    return (err or b"").decode()


def test_a_killed_host_on_a_journal_rounds_behind_gets_the_game_back_from_the_apps(
    res: ResilienceKit, tmp_path: Path
) -> None:
    alive, disk = tmp_path / "alive", tmp_path / "disk"

    async def scenario() -> tuple[list[Any], list[Any], str]:
        first, port = await launch_host(alive, "--code", res.CODE, "--target", "500")
        players = await seated(res, port)
        try:
            await res.play_on(players, lambda s: s.round == 2 and len(s.line) >= 2)
            res.copy_journal(alive, disk)
            await res.play_on(players, lambda s: s.round == 4 and len(s.line) >= 2)
            before = [p.state for p in players]
            kill_now(first.pid)
            await first.wait()
            await until(lambda: not any(p.client.connected for p in players))
            # The same table, from the journal as it was in round 2, where it listened.
            again, _ = await launch_host(disk, "--port", str(port), stderr=asyncio.subprocess.PIPE)
            for p, was in zip(players, before, strict=True):
                await p.back_past(was, timeout=60)
            err = await stop(again)
        finally:
            for p in players:
                await p.client.close()
        return players, before, err

    players, before, err = asyncio.run(scenario())
    assert "rounds rebuilt from what 4 apps saw" in err
    for p, was in zip(players, before, strict=True):
        now = p.states[-1]
        assert (now.round, now.scores, now.hand, now.line, now.turn) == (
            was.round,
            was.scores,
            was.hand,
            was.line,
            was.turn,
        )
        versions = [s.version for s in p.states]
        assert versions == sorted(versions)


def test_dominos_host_deals_the_journal_round_again_when_the_apps_cannot_rebuild_it(
    res: ResilienceKit, tmp_path: Path
) -> None:
    alive, disk = tmp_path / "alive", tmp_path / "disk"

    async def scenario() -> tuple[list[Any], Any, str]:
        first, port = await launch_host(alive, "--code", res.CODE, "--target", "500")
        players = await seated(res, port)
        try:
            await res.play_on(players, lambda s: s.round == 2 and len(s.line) >= 2)
            res.copy_journal(alive, disk)
            journal_state = players[0].state
            await res.play_on(players, lambda s: s.round == 3 and len(s.line) >= 2)
            # Two apps die with the host: back knowing nothing, they cannot help rebuild.
            for p in players[2:]:
                await p.quit()
            kill_now(first.pid)
            await first.wait()
            await until(lambda: not any(p.client.connected for p in players))
            again, _ = await launch_host(disk, "--port", str(port), stderr=asyncio.subprocess.PIPE)
            for p in players[2:]:
                await p.restart(port)
            for p in players:
                await p.wait(
                    lambda s: s.recovery is not None and s.recovery.status == "replayed",
                    timeout=60,
                )
            err = await stop(again)
        finally:
            for p in players:
                await p.client.close()
        return players, journal_state, err

    players, journal_state, err = asyncio.run(scenario())
    assert "cannot be rebuilt" in err and "dealt again" in err
    for p in players:
        # Everyone was told why first (two apps came back knowing nothing), then got the
        # round the journal held, from its deal, with the journal's scores.
        said = [s.recovery for s in p.states if s.recovery is not None]
        assert any(r.status == "failed" and r.seats == (2, 3) for r in said)
        now = p.states[-1]
        assert (now.round, now.scores, now.line) == (2, journal_state.scores, ())
        assert len(now.hand) == 7 and now.turn == now.opener == journal_state.opener


def test_a_killed_host_whose_journal_was_emptied_says_so_and_so_does_every_app(
    res: ResilienceKit, tmp_path: Path
) -> None:
    async def scenario() -> tuple[list[Any], str]:
        first, port = await launch_host(tmp_path, "--code", res.CODE)
        players = await seated(res, port)
        try:
            await res.settle(players)
            kill_now(first.pid)
            await first.wait()
            await until(lambda: not any(p.client.connected for p in players))
            (tmp_path / FILE_NAME).write_bytes(b"")
            for extra in ("-wal", "-shm"):
                (tmp_path / f"{FILE_NAME}{extra}").unlink(missing_ok=True)
            again, _ = await launch_host(
                tmp_path, "--port", str(port), "--code", res.CODE, stderr=asyncio.subprocess.PIPE
            )
            await until(lambda: all(p.closed for p in players), timeout=30)
            err = await stop(again)
        finally:
            for p in players:
                await p.client.close()
        return players, err

    players, err = asyncio.run(scenario())
    # The host's log says, in sentences, what was lost and what to do.
    assert "were emptied" in err and "open a new table and give them its code" in err
    assert "journal lost that game" in err and "must join this table anew" in err
    # Each app hears its game is gone (worded by the app), not that its seat is wrong.
    for p in players:
        assert p.client.close_reason == "game_lost"
        assert "Ask the host for the code of the new table" in p.closed[-1]
