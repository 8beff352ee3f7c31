"""Every error code a player can meet reads as a sentence that says what to do."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import get_args

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from dominos.discovery import NoTableForCode
from dominos.discovery.errors import Failure
from dominos.hosting.options import HostOptions
from dominos.net.wire.address import AddressError, parse_address
from dominos.net.wire.messages import ErrorCode
from dominos.ui.kit.i18n import CONTEXT
from dominos.ui.services.context import AppContext
from dominos.ui.services.errors import (
    address_message,
    closed_message,
    describe,
    discovery_message,
    field_of,
    no_table_message,
)
from dominos.ui.services.settings import Settings

from .conftest import LoopRunner

#: Every refusal the host may send: each must read as a sentence, none as a code.
HOST_CODES = list(get_args(ErrorCode))


@pytest.mark.parametrize("code", HOST_CODES)
def test_host_codes_read_as_sentences(code: str, loop: LoopRunner) -> None:
    text = describe(code, "raw detail")
    assert "_" not in text and text.endswith((".", ")"))
    assert text[0].isupper()


def test_fields_and_details(loop: LoopRunner) -> None:
    assert field_of("wrong_code") == "code"
    assert field_of("name_taken") == "name"
    assert field_of("unreachable") == "address"
    assert field_of("not_host") == "table"
    assert "speaks protocol 2" in describe("protocol_mismatch", "the host speaks protocol 2")
    assert describe("brand_new_code", "The host says no.") == "The host says no."
    assert "brand_new_code" in describe("brand_new_code")


class Bracketing(QTranslator):
    """A stand-in translation: every sentence of the game comes back in brackets, with its
    named fields untouched, so a test can tell translated text from raw English."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"[{source}]" if context == CONTEXT else ""


@pytest.fixture
def bracketing(loop: LoopRunner) -> Iterator[None]:
    translator = Bracketing()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize(
    ("typed", "quoted"),
    [
        ("", "192.168.1.20"),
        ("kitchen pc", "kitchen pc"),
        ("pc:99999", "99999"),
        ("[fe80::zz]:1", "fe80::zz"),
        ("kitchen_pc", "kitchen_pc"),
        ("[::1]x", "x"),
        ("[fe80::1%e!0]", "e!0"),
    ],
)
def test_address_refusals_are_translated_with_their_fields_filled(
    typed: str, quoted: str, bracketing: None
) -> None:
    with pytest.raises(AddressError) as caught:
        parse_address(typed)
    text = address_message(caught.value)
    assert text.startswith("[") and text.endswith("]")
    assert quoted in text and "{" not in text


@pytest.mark.parametrize("reason", ["no_tables", "unreachable", "no_match"])
def test_no_table_for_a_code_is_translated(reason: str, bracketing: None) -> None:
    text = no_table_message(NoTableForCode("English for the log.", reason))
    assert "English" not in text
    assert text.startswith("[") and text.endswith("]")


@pytest.mark.parametrize("hosting", [False, True])
def test_discovery_failures_are_translated_with_the_systems_words_kept(
    hosting: bool, bracketing: None
) -> None:
    text = discovery_message(Failure("refused", "No such device"), hosting=hosting)
    assert text.startswith("[") and "[the network refused it (No such device)]" in text
    assert "{" not in text


def test_the_home_screen_hears_why_tables_cannot_be_listed_in_the_players_language(
    settings: Settings, loop: LoopRunner, bracketing: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Unavailable:
        """A browser whose network refused it, as on a machine with multicast blocked."""

        def __init__(self, on_change: object) -> None:
            self.failure: Failure | None = None
            self.error: str | None = None

        async def start(self) -> None:
            self.failure = Failure("no_network")
            self.error = "Discovery is unavailable: in English."

        async def close(self) -> None:
            pass

    monkeypatch.setattr("dominos.discovery.TableBrowser", Unavailable)
    context = AppContext(settings, HostOptions(discovery=True))
    heard: list[str] = []
    context.discovery_failed.connect(heard.append)
    loop.run(context.start_discovery())
    assert heard and "English" not in heard[0] and heard[0].startswith("[")
    loop.run(context.shutdown())


def test_the_host_hears_why_its_table_is_not_announced_in_the_players_language(
    settings: Settings, loop: LoopRunner, bracketing: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Refused:
        """An announcement the network refused; nothing is sent anywhere."""

        def __init__(self, **_: object) -> None:
            self.failure: Failure | None = None
            self.error: str | None = None
            self.name = "Ann's table"

        async def start(self) -> None:
            self.failure = Failure("refused", "No such device")
            self.error = "Discovery is unavailable: in English."

        def request_update(self, **_: object) -> None:
            pass

        async def close(self) -> None:
            pass

    monkeypatch.setattr("dominos.hosting.service.Advertiser", Refused)
    context = AppContext(settings, HostOptions(port=0, discovery=True))
    heard: list[str] = []
    loop.run(context.open_table(100, "Ann", unannounced=heard.append))
    loop.wait_until(lambda: bool(heard))
    assert (
        heard == [discovery_message(Failure("refused", "No such device"), hosting=True)]
        and "English" not in heard[0]
    )
    loop.run(context.shutdown())


@pytest.mark.parametrize("reason", ["replaced", "left"])
def test_why_a_table_ended_the_seat_is_worded_here_not_by_the_host(
    reason: str, bracketing: None
) -> None:
    text = closed_message(reason, "Sentence in the host's language.")
    assert text.startswith("[") and "host's language" not in text


def test_a_refused_reconnection_or_a_closing_reads_as_this_apps_own_sentence(
    loop: LoopRunner,
) -> None:
    assert closed_message("shutdown", "La mesa se cerró.") == describe("host_closed")
    assert closed_message("bad_token", "x") == describe("bad_token")
    assert closed_message("", "An older host's sentence.") == "An older host's sentence."


def test_a_host_whose_disk_would_not_record_the_close_hears_it_may_be_offered_again(
    settings: Settings,
    loop: LoopRunner,
    bracketing: None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Closing a table is recorded so it is not offered for resuming; a disk that refuses
    that (and the mark kept beside the file) leaves the host a sentence, in its language."""
    context = AppContext(settings, HostOptions(port=0, discovery=False, state_dir=tmp_path))
    heard: list[str] = []
    context.problem.connect(heard.append)
    hosting = loop.run(context.open_table(100, "Ann"))
    store = hosting.store
    assert store is not None

    def refused(table_id: str) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(store, "_close", refused)
    monkeypatch.setattr(store, "_closed_mark", lambda table_id: tmp_path / "gone" / "mark")
    loop.run(context.close_table())
    assert len(heard) == 1 and heard[0].startswith("[") and "resume" in heard[0]
    assert "disk I/O error" not in heard[0], "the host's words, not the disk's"
    loop.run(context.shutdown())
