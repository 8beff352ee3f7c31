"""A host back from a journal whole rounds behind what its players saw.

The journal on disk is taken back to round 2 (a consistent copy made then, as a disk that
stopped keeping writes would leave it), while the players go on to round 4; then the host
dies as ``kill -9`` leaves it and a new one resumes from that older journal. The players'
apps come back saying what they saw: with all four, the lost rounds are rebuilt and checked
by the rules; without one of them, every screen is told why, and the round the journal
holds is dealt again from its deal with the journal's scores.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from dominos.net.app.client import Client
from dominos.net.host.server import Server
from dominos.net.wire.messages import encode_part
from dominos.table.store import TableStore
from tests.helpers.waiting import until

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit

LOG = "dominos.net.host.server"


async def evening(
    res: ResilienceKit,
    tmp_path: Path,
    *,
    away: int | None = None,
    forgetful: int | None = None,
    remembering: Callable[[Client], int] | None = None,
    older: int | None = None,
    **server: Any,
) -> tuple[list[Any], Server, TableStore, Any]:
    """Plays to round 4 with the journal taken back to round 2, kills the host, and resumes
    a new one from the old journal; ``away`` is a seat whose app never comes back, and
    ``forgetful`` one whose app dies with the host and starts again knowing nothing (the
    host's own app, when it runs the table); ``remembering`` says how many bytes of
    finished rounds each app sends back; ``older`` is a seat whose app comes back with
    what it remembered in round 3, as one restored from an older copy."""
    alive, disk = tmp_path / "alive", tmp_path / "disk"
    store = TableStore.open(alive)
    first = await res.start_server(journal=store, target=500, seed=3)
    store.start(first.table, table_id="t1", port=first.port)
    players = [res.Player(n, rng=random.Random(i), heartbeat=1.0) for i, n in enumerate(res.NAMES)]
    for p in players:
        await p.join(first.port)
    await players[0].client.start()
    await players[0].wait(lambda s: s.phase == "round")
    await res.play_on(players, lambda s: s.round == 2 and len(s.line) >= 3)
    res.copy_journal(alive, disk)
    journal_state = players[0].state
    if older is not None:
        await res.play_on(players, lambda s: s.round == 3 and len(s.line) >= 1)
        copied = copy.deepcopy(vars(players[older].client.memory))
    await res.play_on(players, lambda s: s.round == 4 and len(s.line) >= 2)
    for p in players:
        # What each app showed when the host died, and where its later states begin.
        p.at_crash = (p.state, len(p.states))
    if remembering is not None:
        for p in players:
            p.client.memory.past_bytes = remembering(p.client)
    for gone in (away, forgetful):
        if gone is not None:
            await players[gone].quit()
    res.die(first, store)
    store.close()
    if older is not None:
        vars(players[older].client.memory).update(copied)
    await until(lambda: not any(p.client.connected for p in players))
    again = TableStore.open(disk)
    table = again.resume("t1", time.monotonic())
    assert (table.round_number, table.scores) == (2, journal_state.scores)
    second = Server(table, journal=again, **server)
    await second.start(res.LOOPBACK, first.port, fallback=False)
    if forgetful is not None:
        await players[forgetful].restart(second.port)
    return players, second, again, journal_state


async def told(players: list[Any], statuses: tuple[str, ...]) -> None:
    """Waits until every one of ``players`` is told of the recovery in one of ``statuses``."""
    for p in players:
        await p.wait(lambda s: s.recovery is not None and s.recovery.status in statuses, timeout=30)


async def close(players: list[Any], server: Server, store: TableStore) -> None:
    for p in players:
        await p.client.close()
    await server.close()
    store.close()


@pytest.mark.parametrize("forgetful", [None, 0], ids=["all_remember", "host_app_restarted"])
def test_rounds_the_journal_lost_are_rebuilt_from_all_four_apps(
    res: ResilienceKit, tmp_path: Path, caplog: pytest.LogCaptureFixture, forgetful: int | None
) -> None:
    async def scenario() -> tuple[list[Any], list[Any]]:
        players, server, store, _ = await evening(res, tmp_path, forgetful=forgetful)
        before = [p.at_crash[0] for p in players]
        try:
            for p, was in zip(players, before, strict=True):
                await p.back_past(was, timeout=30)
        finally:
            await close(players, server, store)
        return players, before

    with caplog.at_level(logging.INFO, logger=LOG):
        players, before = asyncio.run(scenario())
    told = 4 if forgetful is None else 3
    said = f"rounds rebuilt from what {told} apps saw"
    assert any(said in r.getMessage() for r in caplog.records)
    for seat, (p, was) in enumerate(zip(players, before, strict=True)):
        # An app that restarted knows no version to compare with: from its new start, then.
        since = p.at_crash[1] if seat == forgetful else 0
        versions = [s.version for s in p.states[since:]]
        assert versions == sorted(versions), f"{p.name} saw the version go backwards"
        now = p.states[-1]
        assert (now.round, now.scores, now.hand, now.line, now.turn, now.rounds) == (
            was.round,
            was.scores,
            was.hand,
            was.line,
            was.turn,
            was.rounds,
        )
        assert not now.rewound
    # While the table waited for the others, the screens of those back first were told so.
    waiting = [
        [s for s in p.states if s.recovery is not None and s.recovery.status == "waiting"]
        for p in players
    ]
    assert sum(bool(w) for w in waiting) >= 2
    # Meanwhile no clock ran anywhere, so no screen counted down.
    assert all(s.turn_ms_left is None and s.break_ms_left is None for w in waiting for s in w)
    # The rebuilt rounds are in the journal too: a host dying now would come back there.
    store = TableStore.open(tmp_path / "disk")
    try:
        table = store.resume("t1", 0.0)
    finally:
        store.close()
    assert (table.round_number, table.scores) == (before[0].round, before[0].scores)


@pytest.mark.parametrize("auto_replay", [False, True])
def test_a_seat_that_never_returns_is_said_and_the_round_is_dealt_again(
    res: ResilienceKit, tmp_path: Path, auto_replay: bool
) -> None:
    async def scenario() -> tuple[list[Any], Any]:
        players, server, store, journal_state = await evening(
            res, tmp_path, away=3, rebuild_wait=1.0, auto_replay=auto_replay
        )
        back = players[:3]
        try:
            await told(back, ("failed", "replayed"))
            if not auto_replay:
                failed = back[0].state.recovery
                assert failed is not None and failed.status == "failed"
                assert (failed.reason, failed.seats, failed.can_replay) == ("away", (3,), True)
                assert back[0].state.rewound and back[0].state.round == 2
                for p in back:
                    # Each app holds the journal's round whole, moves and all.
                    known = p.client.memory.known
                    assert known is not None and known.round == 2 and known.move_count > 0
                    assert len(known.moves) == known.move_count
                # Only the host seat may deal the round again.
                refused = len(back[1].errors)
                await back[1].client.replay_round()
                await until(lambda: len(back[1].errors) > refused)
                assert back[1].errors[-1].code == "not_host"
                await back[0].client.replay_round()
            await told(back, ("replayed",))
        finally:
            await close(players, server, store)
        return back, journal_state

    back, journal_state = asyncio.run(scenario())
    for p in back:
        said = [s.recovery for s in p.states if s.recovery is not None]
        assert any(r.status == "failed" and r.reason == "away" for r in said)
        now = p.states[-1]
        # The journal's round from its deal, with the journal's scores: nothing laid yet.
        assert (now.round, now.scores, now.line, now.moves) == (2, journal_state.scores, (), ())
        assert len(now.hand) == 7 and now.turn == now.opener == journal_state.opener
        versions = [s.version for s in p.states]
        assert versions == sorted(versions)


def test_a_journal_further_behind_than_the_apps_remember_is_said_so(
    res: ResilienceKit, tmp_path: Path
) -> None:
    """The journal stopped in round 2 and the apps, in round 4, can send back only round 3
    (as in a game of 30-odd rounds, whose oldest no longer fit in a hello): they agree, but
    round 2 is gone from all of them. Every screen says so, not that the apps disagree."""

    def only_the_newest_round(client: Client) -> int:
        return len(encode_part(client.memory.past[3]))

    async def scenario() -> list[Any]:
        players, server, store, _ = await evening(res, tmp_path, remembering=only_the_newest_round)
        try:
            await told(players, ("failed",))
        finally:
            await close(players, server, store)
        return players

    for p in asyncio.run(scenario()):
        failed = p.state.recovery
        assert failed is not None
        assert (failed.reason, failed.can_replay) == ("too_far", True)
        assert p.state.rewound and p.state.round == 2


def test_an_app_restored_from_an_older_copy_knows_less_and_does_not_stop_the_rebuild(
    res: ResilienceKit, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Seat 2's app comes back saying what it saw in round 3, proven by the host's seals: a
    point the other three's round 4 passed through. The headless host, which deals a round
    again by itself when the apps cannot rebuild, rebuilds the whole table instead."""

    async def scenario() -> list[Any]:
        players, server, store, _ = await evening(res, tmp_path, older=2, auto_replay=True)
        try:
            for p in players:
                await p.back_past(p.at_crash[0], timeout=30)
        finally:
            await close(players, server, store)
        return players

    with caplog.at_level(logging.INFO, logger=LOG):
        players = asyncio.run(scenario())
    assert any("rounds rebuilt from what 4 apps saw" in r.getMessage() for r in caplog.records)
    was = players[0].at_crash[0]
    for p in players:
        now = p.states[-1]
        assert (now.round, now.scores, now.line, now.turn, now.rounds) == (
            was.round, was.scores, was.line, was.turn, was.rounds,
        )  # fmt: skip
        assert now.hand == p.at_crash[0].hand and not now.rewound
        assert not any(s.recovery is not None and s.recovery.status != "waiting" for s in p.states)
