"""`python -m dominos.discovery browse`: someone checking their network sees it is looking."""

from __future__ import annotations

import functools
import io
import sys

import pytest

from dominos.discovery import __main__ as command
from dominos.discovery import advertiser
from dominos.discovery.browser import Change, EventSink, TableBrowser
from dominos.discovery.records import SERVICE_TYPE, ServiceRecord
from dominos.net.wire.messages import PROTOCOL_VERSION
from tests.discovery.test_advertiser import FakeZeroconf
from tests.discovery.test_browser import FakeNetwork


def test_browse_says_it_is_looking_while_no_table_answers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    network = FakeNetwork()
    monkeypatch.setattr(command, "TableBrowser", functools.partial(TableBrowser, backend=network))
    assert command.main(["browse", "--seconds", "0"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Looking for tables on this network"), out


def test_browse_says_why_when_it_cannot_look(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    network = FakeNetwork(failure=OSError(19, "No such device"))
    monkeypatch.setattr(command, "TableBrowser", functools.partial(TableBrowser, backend=network))
    assert command.main(["browse", "--seconds", "0"]) == 1
    seen = capsys.readouterr()
    assert "Looking" not in seen.out
    assert "address" in seen.err


class Announcing(FakeNetwork):
    """A LAN where two tables answer as soon as the browser listens."""

    async def open(self, on_event: EventSink) -> None:
        await super().open(on_event)
        for label, fields in (
            ("Attic", {"seats": "4", "phase": "round", "away": "1", "watching": "2"}),
            ("Kitchen", {"seats": "1", "phase": "lobby", "watch": "0"}),
        ):
            name = f"{label}.{SERVICE_TYPE}"
            txt = {"txtvers": "1", "v": str(PROTOCOL_VERSION), "id": label, "name": "Ana"}
            properties = {k.encode(): v.encode() for k, v in (txt | fields).items()}
            self.records[name] = ServiceRecord(name, 47474, ("192.168.1.5",), properties)
            on_event(name, Change.SEEN)


def test_browse_shows_who_is_away_how_many_watch_and_a_table_nobody_may_watch(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    network = Announcing()
    monkeypatch.setattr(command, "TableBrowser", functools.partial(TableBrowser, backend=network))
    assert command.main(["browse", "--seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    where = "hosted by 'Ana' at 192.168.1.5:47474"
    assert f"'Attic' {where} (4/4 seated, round, 1 away, 2 watching)" in out
    assert f"'Kitchen' {where} (1/4 seated, lobby, nobody may watch)" in out


@pytest.mark.parametrize(
    ("flags", "said"), [([], {"watching": "3"}), (["--no-watchers"], {"watch": "0"})]
)
def test_advertise_announces_watchers_or_that_nobody_may_watch(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    flags: list[str],
    said: dict[str, str],
) -> None:
    """What a script checking the LAN by hand announces: the count it is told, or, for a
    table nobody may watch, that (and never a count)."""
    FakeZeroconf.instances, FakeZeroconf.fail_on, FakeZeroconf.taken = [], {}, set()

    async def answers(zc: object, name: str) -> bool:
        return False

    monkeypatch.setattr(advertiser, "AsyncZeroconf", FakeZeroconf)
    monkeypatch.setattr(advertiser, "_answers", answers)
    monkeypatch.setattr(advertiser, "socket_version", lambda interfaces, version: version)
    count = said.get("watching", "0")
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"update 2 lobby {count}\nclose\n"))
    argv = ["advertise", "--address", "192.168.1.5", *flags]
    assert command.main(argv) == 0
    (zc,) = FakeZeroconf.instances
    updated = [info.decoded_properties for step, info in zc.calls if step == "update"]
    assert updated and {k: updated[-1].get(k) for k in said} == said
    assert "watching" not in updated[-1] or "watch" not in updated[-1]
    assert '"event": "updated"' in capsys.readouterr().out
