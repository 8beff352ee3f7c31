"""The TXT record a table announces and the list a joiner sees, without any network."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dominos.discovery.records import (
    MOST_WATCHING,
    SERVICE_TYPE,
    ServiceRecord,
    TableList,
    encode_txt,
    instance_label,
    parse_record,
    txt_size,
)
from dominos.net.wire.messages import MAX_WATCHERS


def txt(**fields: str) -> dict[bytes, bytes | None]:
    base = {"txtvers": "1", "v": "1", "id": "ab12cd34ef56", "seats": "1", "phase": "lobby"}
    base.update(name="Ana")
    base.update(fields)
    return {key.encode(): value.encode() for key, value in base.items()}


def record(
    label: str = "Ana's table", *, addresses: tuple[str, ...] = ("192.168.1.5",), **fields: str
) -> ServiceRecord:
    return ServiceRecord(
        name=f"{label}.{SERVICE_TYPE}", port=47474, addresses=addresses, properties=txt(**fields)
    )


def test_txt_carries_the_agreed_short_keys() -> None:
    assert encode_txt(
        protocol=1, table_id="ab12cd34ef56", seats=3, phase="round", host_name="Ana"
    ) == {
        "txtvers": "1",
        "v": "1",
        "id": "ab12cd34ef56",
        "seats": "3",
        "phase": "round",
        "name": "Ana",
    }


@given(st.text(max_size=200), st.integers(0, 4), st.integers(0, 8), st.booleans())
def test_txt_stays_small_whatever_the_host_is_called(
    host_name: str, away: int, watching: int, named: bool
) -> None:
    properties = encode_txt(
        protocol=1, table_id="ab12cd34ef56", seats=4, phase="break", host_name=host_name,
        away=away, named=named, watching=watching,
    )  # fmt: skip
    assert txt_size(properties) < 200
    assert host_name.startswith(properties["name"])
    closed = encode_txt(
        protocol=1, table_id="ab12cd34ef56", seats=4, phase="break", host_name=host_name,
        away=away, named=named, watchable=False,
    )  # fmt: skip
    assert txt_size(closed) < 200


def test_how_many_watch_is_listed_and_a_table_nobody_may_watch_says_so() -> None:
    watched = encode_txt(
        protocol=1, table_id="ab12cd34ef56", seats=4, phase="round", host_name="Ana", watching=2
    )
    assert watched["watching"] == "2" and "watch" not in watched
    found = parse_record(record(**watched), protocol=1)  # type: ignore[arg-type]
    assert found is not None and (found.watching, found.watchable) == (2, True)
    # Nobody watching: the key is left out, and an older reader reads the same table.
    alone = encode_txt(protocol=1, table_id="ab12cd34ef56", seats=1, phase="lobby", host_name="")
    assert "watching" not in alone and "watch" not in alone
    found = parse_record(record(**alone), protocol=1)  # type: ignore[arg-type]
    assert found is not None and (found.watching, found.watchable) == (0, True)
    closed = encode_txt(
        protocol=1, table_id="ab12cd34ef56", seats=1, phase="lobby", host_name="", watchable=False
    )
    assert closed["watch"] == "0" and "watching" not in closed
    found = parse_record(record(**closed), protocol=1)  # type: ignore[arg-type]
    assert found is not None and (found.watching, found.watchable) == (0, False)


@pytest.mark.parametrize("claim", ["9", "99", "-1", "x", "", " 2", "2.0", "\u0663", "1" * 7, "+3"])
def test_a_watching_count_the_protocol_does_not_allow_is_not_believed(claim: str) -> None:
    """Anything on the LAN may announce anything: the table stays listed, watched by none."""
    found = parse_record(record(seats="2", watching=claim), protocol=1)
    assert found is not None and found.seats == 2 and found.watching == 0 and found.watchable


@pytest.mark.parametrize(
    ("value", "watchable"), [("0", False), ("1", True), ("no", True), ("", True)]
)
def test_only_watch_0_says_nobody_may_watch_and_then_nobody_is_counted(
    value: str, watchable: bool
) -> None:
    found = parse_record(record(watching="3", watch=value), protocol=1)
    assert found is not None and found.watchable is watchable
    assert found.watching == (3 if watchable else 0)


@pytest.mark.parametrize(("watching", "watchable"), [(9, True), (-1, True), (1, False)])
def test_txt_refuses_a_watching_count_the_table_cannot_have(watching: int, watchable: bool) -> None:
    with pytest.raises(ValueError, match="watching"):
        encode_txt(
            protocol=1, table_id="x", seats=4, phase="round", host_name="Ana",
            watching=watching, watchable=watchable,
        )  # fmt: skip


def test_the_listing_believes_as_many_watchers_as_a_table_takes() -> None:
    assert MOST_WATCHING == MAX_WATCHERS
    found = parse_record(record(watching=str(MAX_WATCHERS)), protocol=1)
    assert found is not None and found.watching == MAX_WATCHERS


def test_players_away_are_listed_and_a_claim_beyond_the_seated_is_not_believed() -> None:
    kept = encode_txt(
        protocol=1, table_id="ab12cd34ef56", seats=4, phase="round", host_name="Ana", away=1
    )
    # The TXT keys are text only; none of them is ``addresses``.
    found = parse_record(record(**kept), protocol=1)  # type: ignore[arg-type]
    assert found is not None and (found.seats, found.away) == (4, 1)
    for claim in ("9", "-1", "x"):
        found = parse_record(record(**{**kept, "away": claim}), protocol=1)  # type: ignore[arg-type]
        assert found is not None and found.away == 0
    with pytest.raises(ValueError, match="away"):
        encode_txt(protocol=1, table_id="x", seats=2, phase="round", host_name="Ana", away=3)


@pytest.mark.parametrize(("seats", "phase"), [(5, "lobby"), (-1, "lobby"), (2, "playing")])
def test_txt_refuses_impossible_values(seats: int, phase: str) -> None:
    with pytest.raises(ValueError, match=r"seats|phase"):
        encode_txt(protocol=1, table_id="x", seats=seats, phase=phase, host_name="Ana")


@pytest.mark.parametrize(
    ("typed", "label"),
    [
        ("Ana's table", "Ana's table"),
        ("Friday.night", "Friday\u2024night"),
        ("tab\tle\x7f", "tab le"),
        ("   ", "Dominos table"),
        ("", "Dominos table"),
    ],
)
def test_table_names_become_valid_instance_names(typed: str, label: str) -> None:
    assert instance_label(typed) == label


@given(st.text(min_size=1, max_size=100))
def test_instance_names_always_fit_one_dns_label_with_room_to_rename(name: str) -> None:
    label = instance_label(name)
    assert 0 < len(f"{label}-99".encode()) <= 63
    assert "." not in label


def test_a_new_table_is_listed_with_what_it_announced() -> None:
    tables = TableList(protocol=1)
    assert tables.upsert(record(addresses=("fe80::1%2", "10.0.0.9", "127.0.0.1")))
    (table,) = tables.tables
    assert table.table_name == "Ana's table"
    assert table.host_name == "Ana"
    assert table.addresses == ("10.0.0.9", "fe80::1%2", "127.0.0.1")
    assert (table.port, table.table_id, table.seats, table.phase) == (
        47474,
        "ab12cd34ef56",
        1,
        "lobby",
    )
    assert table.compatible and table.needs == "" and table.version == 1
    assert not table.full


def test_an_update_changes_the_entry_and_a_repeat_changes_nothing() -> None:
    tables = TableList(protocol=1)
    tables.upsert(record())
    assert not tables.upsert(record())
    assert tables.upsert(record(seats="4", phase="round"))
    (table,) = tables.tables
    assert (table.seats, table.phase, table.full) == (4, "round", True)


def test_removal_drops_the_table_and_reports_whether_anything_changed() -> None:
    tables = TableList(protocol=1)
    tables.upsert(record("One"))
    tables.upsert(record("Two"))
    assert tables.remove(f"ONE.{SERVICE_TYPE}")
    assert [t.table_name for t in tables.tables] == ["Two"]
    assert not tables.remove(f"One.{SERVICE_TYPE}")


def test_another_protocol_version_is_listed_with_what_it_needs() -> None:
    tables = TableList(protocol=1)
    assert tables.upsert(record(v="2", seats="many", phase="warmup"))
    (table,) = tables.tables
    assert not table.compatible
    assert table.needs == "needs version 2"
    assert table.version == 2


@pytest.mark.parametrize(
    "fields",
    [
        {"v": "one"},
        {"v": ""},
        {"seats": "5"},
        {"seats": "-1"},
        {"seats": "two"},
        {"phase": "warmup"},
    ],
)
def test_nonsense_from_the_network_is_not_listed(fields: dict[str, str]) -> None:
    tables = TableList(protocol=1)
    nonsense = ServiceRecord(f"x.{SERVICE_TYPE}", 47474, ("10.0.0.1",), txt(**fields))
    assert not tables.upsert(nonsense)
    assert tables.tables == []


def test_a_table_whose_record_turns_to_nonsense_disappears() -> None:
    tables = TableList(protocol=1)
    tables.upsert(record())
    assert tables.upsert(record(phase="??"))
    assert tables.tables == []


def test_records_without_address_port_or_version_are_ignored() -> None:
    assert parse_record(record(addresses=()), protocol=1) is None
    no_version = ServiceRecord(f"x.{SERVICE_TYPE}", 47474, ("10.0.0.1",), {b"txtvers": b"1"})
    assert parse_record(no_version, protocol=1) is None
    no_port = ServiceRecord(f"x.{SERVICE_TYPE}", 0, ("10.0.0.1",), txt())
    assert parse_record(no_port, protocol=1) is None
    binary = ServiceRecord(
        f"x.{SERVICE_TYPE}", 47474, ("10.0.0.1",), {**txt(), b"name": b"\xff\xfe"}
    )
    found = parse_record(binary, protocol=1)
    assert found is not None and found.host_name == ""


def test_joinable_tables_come_first_then_by_name() -> None:
    tables = TableList(protocol=1)
    tables.upsert(record("zeta"))
    tables.upsert(record("Alpha", phase="round"))
    tables.upsert(record("beta"))
    tables.upsert(record("Old", v="0"))
    assert [t.table_name for t in tables.tables] == ["beta", "zeta", "Alpha", "Old"]
    assert tables.clear()
    assert not tables.clear()
