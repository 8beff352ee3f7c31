"""Which addresses a host announces, and which sockets it opens, per kind of network."""

from __future__ import annotations

import pytest
from zeroconf import InterfaceChoice, IPVersion

from dominos.discovery import lan
from dominos.discovery.errors import NoNetwork


@pytest.mark.parametrize(
    ("present", "announced"),
    [
        (["127.0.0.1", "::1", "192.168.1.5", "fe80::1"], ["192.168.1.5"]),
        (
            ["127.0.0.1", "fd00::2", "10.0.0.2", "2001:db8::2"],
            ["10.0.0.2", "fd00::2", "2001:db8::2"],
        ),
        (["127.0.0.1", "::1", "fe80::1"], ["fe80::1"]),
        (["127.0.0.1", "::1"], ["127.0.0.1", "::1"]),
        (["0.0.0.0", "224.0.0.251", "junk"], []),
    ],
)
def test_lan_addresses_are_announced_before_any_fallback(
    monkeypatch: pytest.MonkeyPatch, present: list[str], announced: list[str]
) -> None:
    monkeypatch.setattr(lan, "_all_addresses", lambda: present)
    assert lan.local_addresses() == announced


@pytest.mark.parametrize(
    ("present", "version"),
    [
        (["127.0.0.1", "fd00::2"], IPVersion.V4Only),
        (["::1", "fd00::2"], IPVersion.V6Only),
    ],
)
def test_sockets_follow_the_ip_versions_the_machine_has(
    monkeypatch: pytest.MonkeyPatch, present: list[str], version: IPVersion
) -> None:
    monkeypatch.setattr(lan, "_all_addresses", lambda: present)
    assert lan.socket_version(InterfaceChoice.All, None) is version
    assert lan.socket_version(InterfaceChoice.All, IPVersion.All) is IPVersion.All
    assert lan.socket_version(["10.0.0.2"], None) is None


def test_a_machine_with_no_address_at_all_is_told_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lan, "_all_addresses", lambda: [])
    with pytest.raises(NoNetwork):
        lan.socket_version(InterfaceChoice.All, None)
