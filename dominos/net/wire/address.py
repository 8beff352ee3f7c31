"""Reading the address a player types to join a table by hand.

Joining by address is the fallback when multicast discovery is blocked (guest Wi-Fi, VPNs,
some virtual machines), so it has to accept what people actually type and, when it cannot,
say precisely what is wrong instead of failing later with a socket error.

>>> parse_address("192.168.1.5:47474")
Address(host='192.168.1.5', port=47474)
>>> parse_address("[fe80::1]:5000")
Address(host='fe80::1', port=5000)
>>> parse_address("kitchen-pc")
Address(host='kitchen-pc', port=47474)
>>> format_address("fe80::1", 47474)
'[fe80::1]:47474'
"""

from __future__ import annotations

import ipaddress
import re
from typing import NamedTuple

#: The port a table listens on unless its host chose another.
DEFAULT_PORT = 47474

_LABEL = re.compile(r"^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$")
_SCOPE = re.compile(r"^[A-Za-z0-9_.\-]{1,64}$")
_EXAMPLES = "for example 192.168.1.5, 192.168.1.5:47474, [fe80::1]:47474 or kitchen-pc.local"


class AddressError(ValueError):
    """An address that cannot be used to reach a table; the message quotes it.

    The message is English, for logs and the headless host. ``reason`` names the problem
    and ``fields`` hold the parts quoted in it (``text``: what was typed, and ``part``,
    ``port`` or ``scope`` when one piece is at fault), so a screen can word it in the
    player's language.

    >>> try:
    ...     parse_address("pc:0")
    ... except AddressError as error:
    ...     print(error.reason, error.fields)
    port_range {'text': 'pc:0', 'port': '0'}
    """

    def __init__(self, message: str, reason: str = "invalid", **fields: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.fields = fields


class Address(NamedTuple):
    """Where to connect: a host (IP address or name) and a TCP port."""

    host: str
    port: int


def parse_address(text: str, *, default_port: int = DEFAULT_PORT) -> Address:
    """Split what a player typed into a host and a port.

    IPv6 addresses take brackets when a port follows (``[fe80::1]:47474``), as in URLs,
    because their colons would otherwise be ambiguous. A bare IPv6 address without a
    port is accepted too. Leading and trailing spaces are ignored, since addresses are
    often pasted from a chat message.

    >>> parse_address("  10.0.0.7 ")
    Address(host='10.0.0.7', port=47474)
    >>> parse_address("::1")
    Address(host='::1', port=47474)
    >>> try:
    ...     parse_address("kitchen-pc:99999")
    ... except ValueError as error:
    ...     print(error)
    'kitchen-pc:99999' has port 99999; a port is a number from 1 to 65535.
    """
    raw = text.strip()
    if not raw:
        raise AddressError(f"Type the address of the table, {_EXAMPLES}.", "empty")
    if "://" in raw or "/" in raw:
        raise AddressError(
            f"{text!r} is not an address; type only the host and port, {_EXAMPLES}.",
            "not_an_address",
            text=text,
        )
    if any(ch.isspace() for ch in raw):
        raise AddressError(f"{text!r} contains a space; an address has none.", "space", text=text)

    if raw.startswith("["):
        close = raw.find("]")
        if close == -1:
            raise AddressError(
                f"{text!r} opens a bracket '[' but never closes it.", "unclosed_bracket", text=text
            )
        host = _ipv6(raw[1:close], text)
        rest = raw[close + 1 :]
        if not rest:
            return Address(host, default_port)
        if not rest.startswith(":"):
            raise AddressError(
                f"{text!r} has {rest!r} after the bracketed address; only ':port' may follow.",
                "after_bracket",
                text=text,
                part=rest,
            )
        return Address(host, _port(rest[1:], text))

    if raw.count(":") > 1:
        # Several colons: only a bare IPv6 address makes sense.
        try:
            return Address(_ipv6(raw, text), default_port)
        except AddressError:
            raise AddressError(
                f"{text!r} is not a valid IPv6 address; to give a port with an IPv6 address, "
                "put the address in brackets, like [fe80::1]:47474.",
                "ipv6_port",
                text=text,
            ) from None

    host_text, colon, port_text = raw.partition(":")
    port = _port(port_text, text) if colon else default_port
    return Address(_host(host_text, text), port)


def format_address(host: str, port: int) -> str:
    """Write an address the way :func:`parse_address` reads it, for the lobby to display.

    >>> format_address("192.168.1.5", 47474)
    '192.168.1.5:47474'
    >>> parse_address(format_address("fe80::1%eth0", 9)) == ("fe80::1%eth0", 9)
    True
    """
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def _port(text: str, original: str) -> int:
    if not text:
        raise AddressError(
            f"{original!r} has no port after the colon; type a number from 1 to 65535, "
            "or leave out the colon.",
            "no_port",
            text=original,
        )
    if not text.isascii() or not text.isdigit():
        raise AddressError(
            f"{original!r} has port {text!r}; a port is a number from 1 to 65535.",
            "bad_port",
            text=original,
            port=text,
        )
    port = int(text)
    if not 1 <= port <= 65535:
        raise AddressError(
            f"{original!r} has port {port}; a port is a number from 1 to 65535.",
            "port_range",
            text=original,
            port=str(port),
        )
    return port


def _ipv6(text: str, original: str) -> str:
    address, percent, scope = text.partition("%")
    if percent and not _SCOPE.match(scope):
        raise AddressError(
            f"{original!r} has an invalid interface name {scope!r} after '%'.",
            "bad_scope",
            text=original,
            scope=scope,
        )
    try:
        parsed = ipaddress.IPv6Address(address)
    except ValueError:
        raise AddressError(
            f"{original!r}: {text!r} is not a valid IPv6 address.",
            "bad_ipv6",
            text=original,
            part=text,
        ) from None
    return f"{parsed.compressed}%{scope}" if percent else parsed.compressed


def _host(text: str, original: str) -> str:
    if not text:
        raise AddressError(
            f"{original!r} has a port but no host before it, {_EXAMPLES}.", "no_host", text=original
        )
    if all(part.isascii() and part.isdigit() for part in text.split(".") if part):
        # Looks like dotted numbers: it must be a real IPv4 address, not a host name.
        try:
            return str(ipaddress.IPv4Address(text))
        except ValueError:
            raise AddressError(
                f"{original!r}: {text!r} is not a valid IPv4 address "
                "(four numbers from 0 to 255 separated by dots).",
                "bad_ipv4",
                text=original,
                part=text,
            ) from None
    name = text[:-1] if text.endswith(".") else text
    try:
        ascii_name = name.encode("idna").decode("ascii")
    except UnicodeError:
        raise AddressError(
            f"{original!r}: {text!r} is not a valid host name.",
            "bad_host_name",
            text=original,
            part=text,
        ) from None
    if len(ascii_name) > 253 or not all(_LABEL.match(label) for label in ascii_name.split(".")):
        raise AddressError(
            f"{original!r}: {text!r} is not a valid host name; a name uses letters, digits "
            "and hyphens, in parts separated by dots.",
            "bad_host_name",
            text=original,
            part=text,
        )
    return name
