"""Socket-level helpers for the server: listening, peer names, and the addresses to share."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
from collections.abc import Iterable
from typing import Final

import ifaddr

from dominos.net.wire.address import format_address

__all__ = [
    "join_addresses",
    "listen",
    "local_addresses",
    "no_delay",
    "peer_host",
    "rank_addresses",
]

BACKLOG: Final = 512
#: Most bytes taken from the socket per read; a longer message arrives over several reads.
READ_SIZE: Final = 16 * 1024


class Connected(asyncio.BufferedProtocol):
    """What a connection at the host and a client's link share: the transport, once made,
    the way bytes are read, and the two ways to end it.

    Each connection reads into one buffer of its own, reused for every read. asyncio's
    plain protocols get a new bytes object per read, allocated at 256 KiB and then cut to
    size: memory the allocator maps, touches and gives back on every message, which was the
    largest single cost of a move on loopback (docs/performance.md).
    """

    transport: asyncio.Transport | None = None
    _view: memoryview | None = None

    def get_buffer(self, sizehint: int) -> memoryview:
        view = self._view
        if view is None:
            view = self._view = memoryview(bytearray(READ_SIZE))
        return view

    def buffer_updated(self, nbytes: int) -> None:
        assert self._view is not None
        # The bytes are copied out before this returns, so the buffer is free again.
        self.data_received(self._view[:nbytes])

    def data_received(self, data: bytes | memoryview) -> None:
        """Bytes read from the socket (a view valid only during the call)."""
        raise NotImplementedError

    def close(self) -> None:
        """Closes once every byte written so far has gone out."""
        if self.transport is not None:
            self.transport.close()

    def abort(self) -> None:
        """Closes at once, dropping whatever is not sent yet."""
        if self.transport is not None:
            self.transport.abort()


def listen(host: str | None, port: int) -> socket.socket:
    """A listening socket on one port for every address family asked for.

    With no host, one dual-stack socket takes IPv4 and IPv6 alike, so the port is the same
    for both (two sockets bound to port 0 could each get a different one).
    """
    if host is None or host == "":
        if socket.has_dualstack_ipv6():
            return socket.create_server(
                ("::", port), family=socket.AF_INET6, dualstack_ipv6=True, backlog=BACKLOG
            )
        return socket.create_server(("0.0.0.0", port), backlog=BACKLOG)
    family, _, _, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
    )[0]
    return socket.create_server(address, family=family, backlog=BACKLOG)


def no_delay(transport: asyncio.BaseTransport) -> None:
    """Sends each snapshot at once. asyncio only sets TCP_NODELAY on sockets whose protocol
    number is TCP, and sockets accepted from ``socket.create_server`` carry 0, which left
    Nagle's algorithm holding replies for a delayed acknowledgement (~40 ms)."""
    sock = transport.get_extra_info("socket")
    if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


def peer_host(transport: asyncio.BaseTransport) -> str:
    """The peer's IP address, IPv4-mapped IPv6 shown as plain IPv4 (one key per machine)."""
    peer = transport.get_extra_info("peername")
    if not peer:
        return "?"
    host = str(peer[0])
    with contextlib.suppress(ValueError):
        mapped = ipaddress.ip_address(host)
        if isinstance(mapped, ipaddress.IPv6Address) and mapped.ipv4_mapped is not None:
            return str(mapped.ipv4_mapped)
    return host


def local_addresses() -> list[str]:
    """Every IP address of this machine's interfaces."""
    return [
        ip.ip if isinstance(ip.ip, str) else ip.ip[0]
        for adapter in ifaddr.get_adapters()
        for ip in adapter.ips
    ]


IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


def rank_addresses(
    candidates: Iterable[str], *, ipv6: bool = True, link_local: bool = True
) -> list[IPAddress]:
    """The addresses another machine can reach us on, IPv4 first.

    Friends join from other machines, so LAN addresses win; link-local ones come next (a
    LAN with no DHCP server), and loopback only when nothing else exists, so a machine with
    no network can still host players sitting at it. An IPv6 link-local address only works
    with an interface name that differs from one machine to the next, so a player cannot
    type it: ``link_local=False`` leaves those out.

    >>> [str(ip) for ip in rank_addresses(["127.0.0.1", "fe80::1", "169.254.3.4"])]
    ['169.254.3.4', 'fe80::1']
    """
    lan: list[IPAddress] = []
    local: list[IPAddress] = []
    loopback: list[IPAddress] = []
    for text in dict.fromkeys(candidates):
        try:
            ip = ipaddress.ip_address(text.partition("%")[0])
        except ValueError:
            continue
        if (ip.version == 6 and not ipv6) or ip.is_unspecified or ip.is_multicast:
            continue
        if ip.is_loopback:
            loopback.append(ip)
        elif ip.is_link_local:
            if link_local or ip.version == 4:
                local.append(ip)
        else:
            lan.append(ip)
    return sorted(lan or local or loopback, key=lambda ip: ip.version)


def join_addresses(candidates: Iterable[str], port: int, *, ipv6: bool = True) -> list[str]:
    """The addresses worth telling players, as ``host:port``, IPv4 first.

    >>> join_addresses(["127.0.0.1", "::1", "fe80::1", "192.168.1.5", "fd00::5"], 47474)
    ['192.168.1.5:47474', '[fd00::5]:47474']
    >>> join_addresses(["127.0.0.1", "::1", "fd00::5"], 9, ipv6=False)
    ['127.0.0.1:9']
    """
    chosen = rank_addresses(candidates, ipv6=ipv6, link_local=False)
    return [format_address(str(ip), port) for ip in chosen]
