"""`python -m dominos.discovery browse`: someone checking their network sees it is looking."""

from __future__ import annotations

import functools

import pytest

from dominos.discovery import __main__ as command
from dominos.discovery.browser import TableBrowser
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
