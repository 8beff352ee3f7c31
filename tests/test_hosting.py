"""The hosting service that both ``dominos-host`` and the app run their table through."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from dominos.hosting.options import HostOptions
from dominos.hosting.service import HostedTable
from dominos.net.app.client import Client
from dominos.table.store import ResumeInfo, TableStore
from tests.helpers.tables import LOOPBACK
from tests.helpers.waiting import until


class FakeAdvertiser:
    """Stands in for the LAN announcement, so nothing is sent to the network."""

    def __init__(self, events: list[str]) -> None:
        self.events = events
        self.updates: list[tuple[int, str, str | None]] = []
        #: How many of the seated were away, at each update.
        self.away: list[int] = []
        self.error: str | None = None

    def request_update(
        self,
        *,
        seats: int,
        phase: str,
        host_name: str | None = None,
        away: int = 0,
        watching: int = 0,
    ) -> None:
        self.updates.append((seats, phase, host_name))
        self.away.append(away)

    async def close(self) -> None:
        self.events.append("goodbye on the LAN")


def client(closed: list[str]) -> Client:
    return Client(lambda _: None, lambda _: None, closed.append, heartbeat=None)


def options(**changes: object) -> HostOptions:
    return HostOptions(bind=LOOPBACK, port=0, discovery=False, **changes)  # type: ignore[arg-type]


def test_the_lan_listing_names_whoever_holds_the_host_seat() -> None:
    async def scenario() -> list[tuple[int, str, str | None]]:
        hosting = HostedTable(options(table_name="Attic"))
        await hosting.open()
        fake = FakeAdvertiser([])
        hosting.advertiser = fake  # type: ignore[assignment]
        closed: list[str] = []
        ann, bo = client(closed), client(closed)
        await ann.connect(LOOPBACK, hosting.port, name="Ann", code=hosting.code)
        await bo.connect(LOOPBACK, hosting.port, name="Bo", code=hosting.code)
        await ann.leave()
        await until(lambda: fake.updates[-1][0] == 1)
        await bo.close()
        await hosting.close()
        return fake.updates

    updates = asyncio.run(scenario())
    assert (1, "lobby", "Ann") in updates and (2, "lobby", "Ann") in updates
    # Ann left, so Bo moved up to seat 0 and hosts now: the listing says so.
    assert updates[-1] == (1, "lobby", "Bo")


def test_the_lan_listing_counts_the_players_away_and_the_seats_freed_after_a_game() -> None:
    async def scenario() -> FakeAdvertiser:
        hosting = HostedTable(options(target=50, time_scale=0.001))
        await hosting.open()
        fake = FakeAdvertiser([])
        hosting.advertiser = fake  # type: ignore[assignment]
        closed: list[str] = []
        states: list[str] = []
        players = [client(closed) for _ in range(4)]
        players[0] = Client(lambda s: states.append(s.phase), lambda _: None, closed.append)
        for player, name in zip(players, ("Ann", "Bo", "Cy", "Dee"), strict=True):
            await player.connect(LOOPBACK, hosting.port, name=name, code=hosting.code)
        await players[0].start()
        await until(lambda: fake.updates[-1][:2] == (4, "round"))
        await players[3].close()  # Dee quits for now: her seat is kept, and she is away
        await until(lambda: fake.away[-1] == 1)
        assert fake.updates[-1][0] == 4
        # Nobody plays: the table plays the game out for all four, Dee in 5 ms a turn.
        await until(lambda: "over" in states, timeout=30)
        assert fake.updates[-1][0] == 4 and fake.away[-1] == 1  # Dee's seat is kept
        await players[1].leave()  # after the game Bo gives his seat up
        await until(lambda: (3, "lobby", "Ann") in fake.updates)
        # Back in the lobby, Dee, still away, is freed past the lobby's grace (20 ms here).
        await until(lambda: fake.updates[-1][:2] == (2, "lobby") and fake.away[-1] == 0)
        for player in (players[0], players[2]):
            await player.close()
        await hosting.close()
        return fake

    fake = asyncio.run(scenario())
    assert fake.away[0] == 0


def test_closing_tells_the_players_and_the_lan_then_the_journal(tmp_path: Path) -> None:
    async def scenario() -> tuple[list[str], list[str]]:
        hosting = HostedTable(options(state_dir=tmp_path))
        await hosting.open()
        events: list[str] = []
        hosting.advertiser = FakeAdvertiser(events)  # type: ignore[assignment]
        closed: list[str] = []
        ann = client(closed)
        await ann.connect(LOOPBACK, hosting.port, name="Ann", code=hosting.code)
        await hosting.close("Bye for now.")
        await until(lambda: bool(closed))
        await ann.close()
        return events, closed

    events, closed = asyncio.run(scenario())
    assert events == ["goodbye on the LAN"] and closed == ["Bye for now."]
    store = TableStore.open(tmp_path)
    try:
        assert store.resumable() is None, "a table closed on purpose is not offered again"
    finally:
        store.close()


def test_a_table_resumed_with_any_port_goes_back_to_its_own(tmp_path: Path) -> None:
    async def scenario() -> tuple[int, int, str, str]:
        first = HostedTable(options(state_dir=tmp_path))
        await first.open()
        closed: list[str] = []
        ann = client(closed)
        await ann.connect(LOOPBACK, first.port, name="Ann", code=first.code)
        await ann.close()
        await first.close(on_purpose=False)  # as if the host had died
        info = _resumable(tmp_path)
        assert info is not None
        again = HostedTable(options(state_dir=tmp_path))
        await again.open(info)
        try:
            return first.port, again.port, first.code, again.code
        finally:
            await again.close()

    old_port, new_port, old_code, new_code = asyncio.run(scenario())
    assert new_port == old_port and new_code == old_code


def test_a_resumed_table_that_cannot_listen_stays_resumable(tmp_path: Path) -> None:
    async def scenario() -> tuple[str, str]:
        first = HostedTable(options(state_dir=tmp_path))
        await first.open()
        ann = client([])
        await ann.connect(LOOPBACK, first.port, name="Ann", code=first.code)
        await ann.close()
        await first.close(on_purpose=False)  # as if the host had died
        info = _resumable(tmp_path)
        assert info is not None
        # An address of no interface here (a documentation range: nothing is sent to it).
        elsewhere = HostedTable(
            HostOptions(bind="203.0.113.77", port=0, discovery=False, state_dir=tmp_path)
        )
        with pytest.raises(OSError):
            await elsewhere.open(info)
        assert elsewhere.server is None and elsewhere.store is None
        again = HostedTable(options(state_dir=tmp_path))
        await again.open(_resumable(tmp_path))
        try:
            return first.code, again.code
        finally:
            await again.close()

    before, after = asyncio.run(scenario())
    assert after == before


def _resumable(state_dir: Path) -> ResumeInfo | None:
    store = TableStore.open(state_dir)
    try:
        return store.resumable()
    finally:
        store.close()


def test_the_headless_host_loads_no_qt() -> None:
    probe = (
        "import sys, dominos.host, dominos.hosting.service;"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"


def test_dominos_host_deals_a_lost_round_again_by_itself_and_the_app_offers_it() -> None:
    from dominos.host import build_parser, host_options

    async def scenario() -> tuple[bool, bool]:
        headless = HostedTable(host_options(build_parser().parse_args(["--no-discovery"])))
        app = HostedTable(options())
        answers = []
        for hosting in (headless, app):
            hosting.options = replace(hosting.options, bind="127.0.0.1", port=0)
            await hosting.open()
            assert hosting.server is not None
            answers.append(hosting.server.rebuilding.auto_replay)
            await hosting.close()
        return answers[0], answers[1]

    assert asyncio.run(scenario()) == (True, False)
