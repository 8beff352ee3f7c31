"""Which of this machine's addresses a table announces.

Friends join from other machines, so loopback and link-local addresses are useless to
them when a LAN address exists; they are announced only as a last resort (a machine with
no network at all can still host a table for players on itself).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable

from zeroconf import InterfaceChoice, IPVersion

from dominos.discovery.errors import NoNetwork
from dominos.net.wire.sockets import local_addresses as _all_addresses
from dominos.net.wire.sockets import rank_addresses


def choose_addresses(candidates: Iterable[str]) -> list[str]:
    """Keep the addresses worth announcing, IPv4 first.

    >>> choose_addresses(["127.0.0.1", "::1", "fe80::1", "192.168.1.5", "2001:db8::5"])
    ['192.168.1.5', '2001:db8::5']
    >>> choose_addresses(["127.0.0.1", "fe80::1", "169.254.3.4"])
    ['169.254.3.4', 'fe80::1']
    >>> choose_addresses(["127.0.0.1", "::1"])
    ['127.0.0.1', '::1']
    """
    return [str(ip) for ip in rank_addresses(candidates)]


def local_addresses() -> list[str]:
    """This machine's addresses worth announcing, read from its network interfaces."""
    return choose_addresses(_all_addresses())


def socket_version(
    interfaces: InterfaceChoice | list[str], ip_version: IPVersion | None
) -> IPVersion | None:
    """Which IP versions zeroconf should open sockets for, checked before it tries.

    Zeroconf fails (and leaks a socket) when it finds no interface of the version asked
    for, so a machine with no network at all is told so here. IPv4 multicast is preferred
    where it exists: the announced records still list IPv6 addresses. ``None`` lets
    zeroconf decide from an explicit list of interfaces.
    """
    if ip_version is not None or not isinstance(interfaces, InterfaceChoice):
        return ip_version
    versions = {ipaddress.ip_address(text.partition("%")[0]).version for text in _all_addresses()}
    if 4 in versions:
        return IPVersion.V4Only
    if 6 in versions:
        return IPVersion.V6Only
    raise NoNetwork("no network interface is up")
