"""The live table list as the join screen receives it, driven by a fake network."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from dominos.discovery.browser import Change, EventSink, TableBrowser
from dominos.discovery.errors import Failure
from dominos.discovery.records import SERVICE_TYPE, FoundTable, ServiceRecord
from tests.helpers.waiting import until

NAME = f"Ana's table.{SERVICE_TYPE}"


def scenario(test: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """Run an async test in a fresh event loop, so nothing leaks between tests."""

    @functools.wraps(test)
    def run(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))

    return run


def announced(seats: int = 1, phase: str = "lobby", version: int = 1) -> ServiceRecord:
    properties = {
        b"txtvers": b"1",
        b"v": str(version).encode(),
        b"id": b"ab12cd34ef56",
        b"seats": str(seats).encode(),
        b"phase": phase.encode(),
        b"name": b"Ana",
    }
    return ServiceRecord(NAME, 47474, ("192.168.1.5",), properties)


class FakeNetwork:
    """Stands in for zeroconf: the test says what is on the LAN and when events fire."""

    def __init__(self, failure: Exception | None = None) -> None:
        self.failure = failure
        self.records: dict[str, ServiceRecord] = {}
        self.fresh: set[str] = set()
        self.gate: asyncio.Event | None = None
        self.sink: EventSink | None = None
        self.closed = False
        #: Lookups the browser began and ended (answered, failed or given up).
        self.started = 0
        self.finished = 0
        #: How many times the browser asked whether a service's records are fresh.
        self.checks = 0

    async def open(self, on_event: EventSink) -> None:
        if self.failure is not None:
            raise self.failure
        self.sink = on_event

    async def resolve(self, name: str) -> ServiceRecord | None:
        self.started += 1
        try:
            if self.gate is not None:
                await self.gate.wait()
            return self.records.get(name)
        finally:
            self.finished += 1

    def is_fresh(self, name: str) -> bool:
        self.checks += 1
        return name in self.fresh

    async def close(self) -> None:
        self.closed = True

    def emit(self, name: str, change: Change) -> None:
        assert self.sink is not None
        self.sink(name, change)


class Screen:
    def __init__(self) -> None:
        self.shown: list[list[FoundTable]] = []

    def __call__(self, tables: list[FoundTable]) -> None:
        self.shown.append(tables)


async def settle(network: FakeNetwork) -> None:
    """Wait until every lookup the browser began has ended; it publishes what a lookup found
    in the same step as that lookup ends. The browser begins a lookup on its task's first
    turn, so that turn is let run first."""
    await asyncio.sleep(0)
    await until(lambda: network.started == network.finished)


@scenario
async def test_tables_appear_change_and_disappear() -> None:
    network, screen = FakeNetwork(), Screen()
    browser = TableBrowser(screen, backend=network)
    await browser.start()
    assert browser.error is None

    network.records[NAME] = announced()
    network.emit(NAME, Change.SEEN)
    await settle(network)
    assert [t.seats for t in browser.tables] == [1]
    assert screen.shown == [browser.tables]

    network.emit(NAME, Change.SEEN)  # an address refresh: nothing visible changed
    await settle(network)
    assert len(screen.shown) == 1

    network.records[NAME] = announced(seats=4, phase="round")
    network.emit(NAME, Change.SEEN)
    await settle(network)
    assert [(t.seats, t.phase) for t in screen.shown[-1]] == [(4, "round")]

    network.emit(NAME, Change.GONE)
    await settle(network)
    assert screen.shown[-1] == [] and browser.tables == []
    await browser.close()
    assert network.closed


@scenario
async def test_a_table_of_another_version_is_shown_as_needing_it() -> None:
    network, screen = FakeNetwork(), Screen()
    browser = TableBrowser(screen, backend=network, protocol=1)
    await browser.start()
    network.records[NAME] = announced(version=3)
    network.emit(NAME, Change.SEEN)
    await settle(network)
    (table,) = screen.shown[-1]
    assert not table.compatible and table.needs == "needs version 3"
    await browser.close()


async def held_lookup() -> tuple[FakeNetwork, Screen, TableBrowser]:
    """A browser that saw a table appear and is still looking it up: the lookup waits until
    the test sets ``network.gate``."""
    network, screen = FakeNetwork(), Screen()
    network.gate = asyncio.Event()
    browser = TableBrowser(screen, backend=network)
    await browser.start()
    network.records[NAME] = announced()
    network.emit(NAME, Change.SEEN)
    await until(lambda: network.started == 1)
    return network, screen, browser


@scenario
async def test_a_table_that_leaves_while_being_resolved_never_shows() -> None:
    network, screen, browser = await held_lookup()
    network.emit(NAME, Change.GONE)
    assert network.gate is not None
    network.gate.set()
    await settle(network)
    assert screen.shown == [] and browser.tables == []
    await browser.close()


@scenario
async def test_a_service_that_does_not_resolve_is_not_listed() -> None:
    network, screen = FakeNetwork(), Screen()
    browser = TableBrowser(screen, backend=network)
    await browser.start()
    network.emit(NAME, Change.SEEN)
    await settle(network)
    assert screen.shown == [] and browser.tables == []
    await browser.close()


@pytest.mark.parametrize(
    ("failure", "reason"),
    [
        (OSError(19, "No such device"), "the network refused it (No such device)"),
        (TimeoutError(), "the network did not answer in time"),
        (RuntimeError("boom"), "an unexpected error occurred (RuntimeError: boom)"),
    ],
)
@scenario
async def test_when_discovery_cannot_start_the_screen_is_told_why(
    failure: Exception, reason: str
) -> None:
    network, screen = FakeNetwork(failure), Screen()
    browser = TableBrowser(screen, backend=network)
    await browser.start()
    assert browser.error == f"Discovery is unavailable: {reason}. Join by address instead."
    assert browser.tables == [] and screen.shown == []
    assert network.closed
    await browser.close()


@scenario
async def test_a_host_that_vanished_without_goodbye_is_dropped() -> None:
    network, screen = FakeNetwork(), Screen()
    browser = TableBrowser(screen, backend=network, recheck_interval=0.01)
    await browser.start()
    network.records[NAME] = announced()
    network.fresh.add(NAME)
    network.emit(NAME, Change.SEEN)
    await settle(network)
    await until(lambda: network.checks >= 3)
    assert len(browser.tables) == 1, "a table whose records are fresh stays"

    network.fresh.clear()
    del network.records[NAME]
    await until(lambda: not browser.tables)
    assert browser.tables == [] and screen.shown[-1] == []
    await browser.close()


@scenario
async def test_a_failing_screen_callback_does_not_stop_the_list(
    caplog: pytest.LogCaptureFixture,
) -> None:
    calls: list[int] = []

    def broken(tables: list[FoundTable]) -> None:
        calls.append(len(tables))
        raise RuntimeError("screen bug")

    network = FakeNetwork()
    browser = TableBrowser(broken, backend=network)
    await browser.start()
    network.records[NAME] = announced()
    network.emit(NAME, Change.SEEN)
    await settle(network)
    network.emit(NAME, Change.GONE)
    await settle(network)
    assert calls == [1, 0]
    assert "callback failed" in caplog.text
    await browser.close()


@scenario
async def test_nothing_changes_after_close() -> None:
    network, screen, browser = await held_lookup()
    await browser.close()
    await browser.close()
    assert network.gate is not None
    network.gate.set()
    network.emit(NAME, Change.SEEN)
    await settle(network)
    assert screen.shown == []


@scenario
async def test_a_failure_also_carries_a_reason_code_for_the_app_to_word() -> None:
    network, screen = FakeNetwork(OSError(19, "No such device")), Screen()
    browser = TableBrowser(screen, backend=network)
    await browser.start()
    assert browser.failure == Failure("refused", "No such device")
    await browser.close()
