"""When ``dominos-host`` announces its table on the LAN, and what it announces."""

from __future__ import annotations

import pytest

from dominos.discovery import Advertiser
from dominos.host import build_parser, host_options
from dominos.hosting.service import HostedTable


def advertiser(flags: list[str], port: int = 47474) -> Advertiser | None:
    """What the hosting service would announce for these flags, listening on ``port``."""
    hosting = HostedTable(host_options(build_parser().parse_args(["--name", "Kitchen", *flags])))
    return hosting.announcement(port)


@pytest.mark.parametrize("flags", [["--no-discovery"], ["--bind", "127.0.0.1"], ["--bind", "::1"]])
def test_no_announcement_when_turned_off_or_listening_on_loopback(flags: list[str]) -> None:
    assert advertiser(flags) is None


def test_announces_every_lan_address_by_default() -> None:
    announced = advertiser([], port=50123)
    assert announced is not None
    assert announced.name == "Kitchen" and announced.port == 50123
    assert announced.everywhere


@pytest.mark.parametrize("bind", ["0.0.0.0", "::"])
def test_listening_everywhere_announces_everywhere(bind: str) -> None:
    announced = advertiser(["--bind", bind])
    assert announced is not None and announced.everywhere


def test_listening_on_one_lan_address_announces_only_that_one() -> None:
    announced = advertiser(["--bind", "192.168.1.5"])
    assert announced is not None
    assert announced.addresses == ["192.168.1.5"]
    assert announced.interfaces == ["192.168.1.5"] and not announced.everywhere
