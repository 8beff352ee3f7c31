"""When ``dominos-host`` announces its table on the LAN, and what it announces."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from zeroconf import InterfaceChoice

from dominos.host import _advertiser, build_parser


def server(name: str = "Kitchen", port: int = 47474) -> SimpleNamespace:
    return SimpleNamespace(table=SimpleNamespace(table_name=name), port=port)


@pytest.mark.parametrize("flags", [["--no-discovery"], ["--bind", "127.0.0.1"], ["--bind", "::1"]])
def test_no_announcement_when_turned_off_or_listening_on_loopback(flags: list[str]) -> None:
    args = build_parser().parse_args(flags)
    assert _advertiser(args, server()) is None  # type: ignore[arg-type]


def test_announces_every_lan_address_by_default() -> None:
    args = build_parser().parse_args([])
    advertiser = _advertiser(args, server(port=50123))  # type: ignore[arg-type]
    assert advertiser is not None
    assert advertiser.name == "Kitchen" and advertiser._port == 50123
    assert advertiser._addresses is None and advertiser._interfaces is InterfaceChoice.All


@pytest.mark.parametrize("bind", ["0.0.0.0", "::"])
def test_listening_everywhere_announces_everywhere(bind: str) -> None:
    advertiser = _advertiser(build_parser().parse_args(["--bind", bind]), server())  # type: ignore[arg-type]
    assert advertiser is not None and advertiser._addresses is None


def test_listening_on_one_lan_address_announces_only_that_one() -> None:
    args = build_parser().parse_args(["--bind", "192.168.1.5"])
    advertiser = _advertiser(args, server())  # type: ignore[arg-type]
    assert advertiser is not None
    assert advertiser.addresses == ["192.168.1.5"]
    assert advertiser._interfaces == ["192.168.1.5"]
