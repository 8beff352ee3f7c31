"""Joining with only a code: the right table is found among those on the LAN."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

import pytest

from dominos.discovery import FoundTable, NoTableForCode, join_by_code


class Refused(Exception):
    """Shaped like the client's refusal: a machine-readable ``code`` and a message."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def table(name: str, *addresses: str, version: int = 1, phase: str = "lobby") -> FoundTable:
    return FoundTable(
        key=name.lower(),
        table_name=name,
        host_name="Host",
        addresses=addresses or ("10.0.0.1",),
        port=47474,
        table_id=name,
        seats=1,
        phase=phase,
        version=version,
        compatible=version == 1,
        needs="" if version == 1 else f"needs version {version}",
    )


@dataclass
class FakeHosts:
    """Hosts by address: the code each accepts, or what goes wrong when reaching it."""

    codes: dict[str, str] = field(default_factory=dict)
    broken: dict[str, Exception] = field(default_factory=dict)
    hanging: set[str] = field(default_factory=set)
    refusals: dict[str, str] = field(default_factory=dict)
    tried: list[tuple[str, int, str, str]] = field(default_factory=list)

    async def connect(self, host: str, port: int, *, name: str, code: str) -> str:
        self.tried.append((host, port, name, code))
        if host in self.hanging:
            await asyncio.Event().wait()
        if host in self.broken:
            raise self.broken[host]
        if host in self.refusals:
            raise Refused(self.refusals[host])
        if self.codes.get(host) != code:
            raise Refused("wrong_code")
        return f"seated at {host}"


def run(
    tables: list[FoundTable], hosts: FakeHosts, code: str = "K7M2QX", timeout: float = 5.0
) -> tuple[FoundTable, str]:
    return asyncio.run(
        join_by_code(tables, name="Ben", code=code, connect=hosts.connect, attempt_timeout=timeout)
    )


def test_the_table_that_accepts_the_code_is_joined() -> None:
    hosts = FakeHosts(codes={"10.0.0.1": "AAAAAA", "10.0.0.2": "K7M2QX", "10.0.0.3": "K7M2QX"})
    tables = [table("One", "10.0.0.1"), table("Two", "10.0.0.2"), table("Three", "10.0.0.3")]
    joined, connection = run(tables, hosts)
    assert joined.table_name == "Two"
    assert connection == "seated at 10.0.0.2"
    assert [t[0] for t in hosts.tried] == ["10.0.0.1", "10.0.0.2"], "stops at the first yes"
    assert hosts.tried[0][1:] == (47474, "Ben", "K7M2QX")


def test_the_code_is_tidied_before_it_is_sent() -> None:
    hosts = FakeHosts(codes={"10.0.0.1": "K7M2QX"})
    joined, _ = run([table("One", "10.0.0.1")], hosts, code=" k7m-2qx ")
    assert joined.table_name == "One"
    assert hosts.tried[0][3] == "K7M2QX"


def test_text_that_cannot_be_a_code_fails_before_any_connection() -> None:
    hosts = FakeHosts()
    with pytest.raises(ValueError, match="invitation code"):
        run([table("One")], hosts, code="hello")
    assert hosts.tried == []


def test_tables_of_another_version_are_not_tried() -> None:
    hosts = FakeHosts(codes={"10.0.0.1": "K7M2QX", "10.0.0.2": "K7M2QX"})
    joined, _ = run([table("Old", "10.0.0.1", version=2), table("New", "10.0.0.2")], hosts)
    assert joined.table_name == "New"
    assert [t[0] for t in hosts.tried] == ["10.0.0.2"]


def test_an_unreachable_address_falls_back_to_the_next_one() -> None:
    hosts = FakeHosts(
        codes={"fd00::7": "K7M2QX"},
        broken={"172.17.0.1": OSError(113, "No route to host")},
        hanging={"10.9.9.9"},
    )
    joined, connection = run(
        [table("One", "172.17.0.1", "10.9.9.9", "fd00::7")], hosts, timeout=0.05
    )
    assert joined.table_name == "One"
    assert connection == "seated at fd00::7"


def test_when_no_table_accepts_the_player_is_told_to_check_the_code() -> None:
    hosts = FakeHosts(codes={"10.0.0.1": "AAAAAA", "10.0.0.2": "BBBBBB"})
    with pytest.raises(NoTableForCode, match="accepted that code"):
        run([table("One", "10.0.0.1"), table("Two", "10.0.0.2")], hosts)
    assert len(hosts.tried) == 2


def test_when_no_table_is_known_the_player_is_sent_to_join_by_address() -> None:
    with pytest.raises(NoTableForCode, match="join by address"):
        run([table("Old", version=2)], FakeHosts())


def test_when_no_table_answers_the_player_hears_about_the_network() -> None:
    hosts = FakeHosts(broken={"10.0.0.1": ConnectionRefusedError(111, "Connection refused")})
    with pytest.raises(NoTableForCode, match="could be reached"):
        run([table("One", "10.0.0.1")], hosts)


def test_a_refusal_for_another_reason_is_reported_when_nothing_accepts() -> None:
    hosts = FakeHosts(refusals={"10.0.0.2": "name_taken"})
    with pytest.raises(Refused) as caught:
        run([table("One", "10.0.0.1"), table("Two", "10.0.0.2"), table("Three", "10.0.0.3")], hosts)
    assert caught.value.code == "name_taken"
    assert len(hosts.tried) == 3, "another table might still accept"


def test_a_table_that_accepts_wins_over_an_earlier_refusal() -> None:
    hosts = FakeHosts(refusals={"10.0.0.1": "table_full"}, codes={"10.0.0.2": "K7M2QX"})
    joined, _ = run([table("Full", "10.0.0.1"), table("Open", "10.0.0.2")], hosts)
    assert joined.table_name == "Open"


def test_each_way_of_finding_no_table_carries_a_reason_a_screen_can_word() -> None:
    """The English sentence is for logs; the app words the reason in the player's language."""
    hosts = FakeHosts(codes={"10.0.0.1": "AAAAAA"})
    with pytest.raises(NoTableForCode) as no_match:
        run([table("One", "10.0.0.1")], hosts)
    with pytest.raises(NoTableForCode) as no_tables:
        run([table("Old", version=2)], FakeHosts())
    hosts = FakeHosts(broken={"10.0.0.1": ConnectionRefusedError(111, "Connection refused")})
    with pytest.raises(NoTableForCode) as unreachable:
        run([table("One", "10.0.0.1")], hosts)
    assert no_match.value.reason == "no_match"
    assert no_tables.value.reason == "no_tables"
    assert unreachable.value.reason == "unreachable"
