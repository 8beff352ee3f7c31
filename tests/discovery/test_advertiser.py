"""What a host announces, and how it degrades, with zeroconf replaced by a recorder.

The real multicast exchange is covered across network namespaces in test_netns.py.
"""

from __future__ import annotations

import asyncio
from typing import Any, ClassVar

import pytest

from dominos.discovery import SERVICE_TYPE, Advertiser
from dominos.discovery import advertiser as module
from dominos.discovery.errors import Failure
from dominos.discovery.records import ServiceRecord, parse_record
from dominos.hosting.options import HostOptions
from dominos.hosting.service import HostedTable
from dominos.net.app.client import Client
from tests.helpers.tables import LOOPBACK
from tests.helpers.waiting import until

CODE = "K7M2QX"


class FakeZeroconf:
    """Records what the advertiser asks of zeroconf; can be told to fail at any step."""

    instances: ClassVar[list[FakeZeroconf]] = []
    fail_on: ClassVar[dict[str, Exception]] = {}
    #: Service names some other responder already answers for.
    taken: ClassVar[set[str]] = set()

    def __init__(self, **options: Any) -> None:
        if "create" in self.fail_on:
            raise self.fail_on["create"]
        self.options = options
        self.zeroconf = object()
        self.calls: list[tuple[str, Any]] = []
        self.closed = False
        FakeZeroconf.instances.append(self)

    async def _step(self, step: str, info: Any) -> asyncio.Future[None]:
        self.calls.append((step, info))
        if step in self.fail_on:
            raise self.fail_on[step]
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        done.set_result(None)
        return done

    async def async_register_service(self, info: Any, **options: Any) -> asyncio.Future[None]:
        return await self._step("register", info)

    async def async_update_service(self, info: Any) -> asyncio.Future[None]:
        return await self._step("update", info)

    async def async_unregister_service(self, info: Any) -> asyncio.Future[None]:
        return await self._step("unregister", info)

    async def async_close(self) -> None:
        self.closed = True


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> type[FakeZeroconf]:
    FakeZeroconf.instances = []
    FakeZeroconf.fail_on = {}
    FakeZeroconf.taken = set()

    async def answers(zc: object, name: str) -> bool:
        return name in FakeZeroconf.taken

    monkeypatch.setattr(module, "AsyncZeroconf", FakeZeroconf)
    monkeypatch.setattr(module, "_answers", answers)
    monkeypatch.setattr(module, "socket_version", lambda interfaces, version: version)
    return FakeZeroconf


def make(**overrides: Any) -> Advertiser:
    options: dict[str, Any] = {
        "table_name": "Ana's table",
        "port": 47474,
        "table_id": "ab12cd34ef56",
        "host_name": "Ana",
        "addresses": ["192.168.1.5"],
    }
    options.update(overrides)
    return Advertiser(**options)


def test_the_table_is_announced_with_its_txt_and_never_the_code(fake: type[FakeZeroconf]) -> None:
    async def scenario() -> None:
        advertiser = make(seats=1)
        await advertiser.start()
        assert advertiser.error is None and advertiser.advertising
        assert advertiser.name == "Ana's table"
        ((step, info),) = fake.instances[0].calls
        assert step == "register"
        assert info.name == f"Ana's table.{SERVICE_TYPE}"
        assert info.port == 47474
        assert info.parsed_addresses() == ["192.168.1.5"]
        assert info.decoded_properties == {
            "txtvers": "1",
            "v": "5",
            "id": "ab12cd34ef56",
            "seats": "1",
            "phase": "lobby",
            "name": "Ana",
        }
        await advertiser.close()

    asyncio.run(scenario())


def test_a_table_with_no_name_is_announced_as_its_hosts_and_says_it_has_none(
    fake: type[FakeZeroconf],
) -> None:
    async def scenario() -> None:
        advertiser = make(table_name="", seats=1)
        await advertiser.start()
        assert advertiser.name == "Ana's table"
        ((_, info),) = fake.instances[0].calls
        assert info.decoded_properties["named"] == "0"
        await advertiser.update(seats=2, phase="lobby")
        _, updated = fake.instances[0].calls[-1]
        assert updated.decoded_properties["named"] == "0"
        found = parse_record(
            ServiceRecord(info.name, info.port, ("192.168.1.5",), info.properties), protocol=2
        )
        assert found is not None and not found.named and found.host_name == "Ana"
        await advertiser.close()

    asyncio.run(scenario())


def test_the_listing_counts_the_watchers_as_they_come_and_go(fake: type[FakeZeroconf]) -> None:
    """A hosted table's announcement follows who watches it, as its seats: a friend
    watching is counted on the LAN, and no longer once gone."""

    async def scenario() -> list[str | None]:
        options = HostOptions(bind="0.0.0.0", port=0, code=CODE, table_name="Ana's table")
        hosted = HostedTable(options)
        await hosted.open()
        await hosted.announce()
        zc = fake.instances[0]

        def announced() -> str | None:
            step, info = zc.calls[-1]
            return info.decoded_properties.get("watching") if step != "unregister" else "gone"

        ana = Client(lambda _: None, lambda _: None, lambda _: None, heartbeat=None)
        await ana.connect(LOOPBACK, hosted.port, name="Ana", code=CODE)
        eve = Client(lambda _: None, lambda _: None, lambda _: None, heartbeat=None)
        await eve.connect(LOOPBACK, hosted.port, name="Eve", code=CODE, watch=True)
        await until(lambda: announced() == "1")
        flo = Client(lambda _: None, lambda _: None, lambda _: None, heartbeat=None)
        await flo.connect(LOOPBACK, hosted.port, name="Flo", code=CODE, watch=True)
        await until(lambda: announced() == "2")
        await eve.leave()
        await until(lambda: announced() == "1")
        await flo.sit()  # Flo takes a seat: a player now, no longer watching
        await until(
            lambda: announced() is None and zc.calls[-1][1].decoded_properties["seats"] == "2"
        )
        for client in (ana, flo):
            await client.close()
        await hosted.close()
        return [info.decoded_properties.get("watch") for _, info in zc.calls]

    assert set(asyncio.run(scenario())) == {None}  # everyone may watch: never said otherwise


def test_a_table_nobody_may_watch_says_so_from_its_first_announcement(
    fake: type[FakeZeroconf],
) -> None:
    async def scenario() -> None:
        options = HostOptions(bind="0.0.0.0", port=0, code=CODE, watchers=False)
        hosted = HostedTable(options)
        await hosted.open()
        await hosted.announce()
        zc = fake.instances[0]
        ana = Client(lambda _: None, lambda _: None, lambda _: None, heartbeat=None)
        await ana.connect(LOOPBACK, hosted.port, name="Ana", code=CODE)
        await until(lambda: any(step == "update" for step, _ in zc.calls))
        await ana.close()
        await hosted.close()
        for step, info in zc.calls:
            assert info.decoded_properties["watch"] == "0", step
            found = parse_record(
                ServiceRecord(info.name, info.port, ("192.168.1.5",), info.properties),
                protocol=5,
            )
            assert found is not None and not found.watchable and found.watching == 0

    asyncio.run(scenario())


def test_a_hosted_tables_code_is_never_announced(fake: type[FakeZeroconf]) -> None:
    """The code is the only thing keeping strangers on the LAN from a table: the announcement
    of a hosted table (registered, updated as players arrive, withdrawn) never carries it."""

    async def scenario() -> None:
        # Every interface, so the table is announced (on loopback alone it is not); the test
        # itself talks to 127.0.0.1 only, and the announcement goes to the recorder.
        options = HostOptions(bind="0.0.0.0", port=0, code=CODE, table_name="Ana's table")
        hosted = HostedTable(options)
        await hosted.open()
        await hosted.announce()
        assert hosted.code == CODE
        assert hosted.advertiser is not None and hosted.advertiser.advertising
        zc = fake.instances[0]
        ana = Client(lambda _: None, lambda _: None, lambda _: None, heartbeat=None)
        await ana.connect(LOOPBACK, hosted.port, name="Ana", code=CODE.lower())
        await until(lambda: any(step == "update" for step, _ in zc.calls))
        await ana.close()
        await hosted.close()
        steps = [step for step, _ in zc.calls]
        assert steps[0] == "register" and steps[-1] == "unregister" and "update" in steps
        updated = [info for step, info in zc.calls if step == "update"]
        assert updated[-1].decoded_properties["name"] == "Ana"  # the listing follows the table
        for step, info in zc.calls:
            announced = [info.name, info.server, *info.decoded_properties.values()]
            for text in announced:
                assert CODE.lower() not in (text or "").lower(), (step, text)
            assert CODE.encode() not in info.text.upper(), step

    asyncio.run(scenario())


def test_a_name_in_use_is_renamed(fake: type[FakeZeroconf]) -> None:
    fake.taken.update({f"Ana's table.{SERVICE_TYPE}", f"Ana's table-2.{SERVICE_TYPE}"})

    async def scenario() -> None:
        advertiser = make()
        await advertiser.start()
        assert advertiser.name == "Ana's table-3"
        await advertiser.close()

    asyncio.run(scenario())


def test_updates_publish_seats_and_phase_only_when_they_change(fake: type[FakeZeroconf]) -> None:
    async def scenario() -> None:
        advertiser = make()
        await advertiser.update(seats=1, phase="lobby")  # before start: remembered
        await advertiser.start()
        zc = fake.instances[0]
        assert zc.calls[0][1].decoded_properties["seats"] == "1"
        await advertiser.update(seats=1, phase="lobby")
        assert len(zc.calls) == 1
        await advertiser.update(seats=4, phase="round", host_name="Anna")
        step, info = zc.calls[-1]
        assert step == "update"
        assert info.name == f"Ana's table.{SERVICE_TYPE}"
        assert (info.decoded_properties["seats"], info.decoded_properties["phase"]) == (
            "4",
            "round",
        )
        assert info.decoded_properties["name"] == "Anna"
        await advertiser.close()

    asyncio.run(scenario())


def test_close_says_goodbye_once_and_stays_quiet_after(fake: type[FakeZeroconf]) -> None:
    async def scenario() -> None:
        advertiser = make()
        await advertiser.start()
        zc = fake.instances[0]
        await advertiser.close()
        await advertiser.close()
        await advertiser.update(seats=2, phase="lobby")
        await advertiser.start()
        assert [step for step, _ in zc.calls] == ["register", "unregister"]
        assert zc.closed and not advertiser.advertising
        assert len(fake.instances) == 1

    asyncio.run(scenario())


@pytest.mark.parametrize(
    ("step", "failure", "reason"),
    [
        ("create", OSError(19, "No such device"), "the network refused it (No such device)"),
        ("register", TimeoutError(), "the network did not answer in time"),
        ("register", RuntimeError("odd"), "an unexpected error occurred (RuntimeError: odd)"),
    ],
)
def test_a_network_failure_at_start_becomes_a_sentence(
    fake: type[FakeZeroconf], step: str, failure: Exception, reason: str
) -> None:
    fake.fail_on[step] = failure

    async def scenario() -> None:
        advertiser = make()
        await advertiser.start()
        assert advertiser.error == (
            f"This table is not announced on the network: {reason}. Friends can join by address."
        )
        assert not advertiser.advertising
        assert all(zc.closed for zc in fake.instances)
        await advertiser.update(seats=2, phase="lobby")
        await advertiser.close()

    asyncio.run(scenario())


def test_a_failure_while_updating_stops_announcing_without_raising(
    fake: type[FakeZeroconf],
) -> None:
    fake.fail_on["update"] = OSError(101, "Network is unreachable")

    async def scenario() -> None:
        advertiser = make()
        await advertiser.start()
        await advertiser.update(seats=2, phase="lobby")
        assert advertiser.error is not None and "Network is unreachable" in advertiser.error
        assert not advertiser.advertising and fake.instances[0].closed
        await advertiser.close()

    asyncio.run(scenario())


def test_a_machine_without_any_address_is_told_so(fake: type[FakeZeroconf]) -> None:
    async def scenario() -> None:
        advertiser = make(addresses=[])
        await advertiser.start()
        assert advertiser.error is not None
        assert "not connected to any network" in advertiser.error
        assert fake.instances == []

    asyncio.run(scenario())


def test_closing_while_the_name_is_being_checked_stops_quickly(
    monkeypatch: pytest.MonkeyPatch, fake: type[FakeZeroconf]
) -> None:
    checking = asyncio.Event()

    async def slow(zc: object, name: str) -> bool:
        checking.set()
        await asyncio.sleep(30)  # a network that takes its time to answer
        return False

    monkeypatch.setattr(module, "_answers", slow)

    async def scenario() -> None:
        advertiser = make()
        starting = asyncio.create_task(advertiser.start())
        await checking.wait()
        await asyncio.wait_for(advertiser.close(), 1)
        await asyncio.wait_for(starting, 1)
        assert advertiser.error is None and not advertiser.advertising
        assert fake.instances[0].closed and fake.instances[0].calls == []

    asyncio.run(scenario())


def test_changes_from_synchronous_code_are_merged_and_published(
    fake: type[FakeZeroconf],
) -> None:
    async def scenario() -> None:
        advertiser = make()
        await advertiser.start()
        zc = fake.instances[0]
        advertiser.request_update(seats=1, phase="lobby", host_name="Ben")
        advertiser.request_update(seats=2, phase="lobby")
        advertiser.request_update(seats=3, phase="lobby")
        advertiser.request_update(seats=9, phase="lobby")  # a bug upstream: logged, not raised
        advertiser.request_update(seats=4, phase="round")

        def published() -> list[tuple[str | None, str | None]]:
            return [
                (info.decoded_properties["seats"], info.decoded_properties["name"])
                for step, info in zc.calls
                if step == "update"
            ]

        await until(lambda: published()[-1:] == [("4", "Ben")])
        assert len(published()) < 4, "intermediate states are skipped"
        advertiser.request_update(seats=3, phase="round")
        await advertiser.close()
        assert zc.calls[-1][0] == "unregister"

    asyncio.run(scenario())


def test_a_failure_to_announce_carries_a_reason_code_for_the_app_to_word(
    fake: type[FakeZeroconf],
) -> None:
    fake.fail_on["register"] = TimeoutError()

    async def scenario() -> None:
        advertiser = make()
        await advertiser.start()
        assert advertiser.failure == Failure("timeout")
        await advertiser.close()

    asyncio.run(scenario())
