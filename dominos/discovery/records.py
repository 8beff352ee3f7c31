"""What a table says about itself on the LAN, and the live list a joiner sees.

Everything here is pure: the zeroconf glue in :mod:`.browser` only turns network events
into :class:`ServiceRecord` values and feeds them to a :class:`TableList`, so the list's
behaviour (added, updated, removed, version mismatch, order) is tested without a network.

The TXT record carries short keys and stays under 200 bytes so an announcement fits in
one small packet on any network. It never carries the invitation code: anyone on the LAN
can read it, and the code is what keeps strangers from sitting down.
"""

from __future__ import annotations

import ipaddress
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

SERVICE_TYPE: Final = "_dominos._tcp.local."
#: Layout of our TXT keys; a reader ignores keys it does not know.
TXT_VERSION: Final = 1
#: A TXT record stays below this many bytes (RFC 6763 recommends under 200 in total).
TXT_LIMIT: Final = 200
PHASES: Final = ("lobby", "round", "break", "over")
#: The most watchers a table takes (``MAX_WATCHERS`` of the protocol, written again here so
#: that reading a TXT record loads no wire code): a claim of more is not believed.
MOST_WATCHING: Final = 8
#: Instance names are one DNS label (63 bytes); keep room for the "-2" a rename appends.
_INSTANCE_LIMIT: Final = 56
_SUFFIX: Final = "." + SERVICE_TYPE


def new_table_id() -> str:
    """A random id that tells two tables apart even when they share a name.

    >>> len(new_table_id()), new_table_id() != new_table_id()
    (12, True)
    """
    return secrets.token_hex(6)


def instance_label(table_name: str) -> str:
    """Make a table name usable as a DNS-SD instance name.

    Dots would split the label and control characters are forbidden, so they are
    replaced; the name is cut on a character boundary to fit one DNS label.

    >>> instance_label("Ana's table")
    "Ana's table"
    >>> instance_label("v1.2 night")
    'v1․2 night'
    >>> len(instance_label("é" * 60).encode())
    56
    """
    cleaned = "".join(
        "\u2024" if ch == "." else " " if ord(ch) < 32 or ord(ch) == 127 else ch
        for ch in table_name
    ).strip()
    cleaned = _cut_utf8(cleaned or "Dominos table", _INSTANCE_LIMIT).rstrip()
    return cleaned or "Dominos table"


def table_name_of(service_name: str) -> str:
    """The human name of a table from its full service name.

    >>> table_name_of("Ana's table._dominos._tcp.local.")
    "Ana's table"
    """
    if service_name.lower().endswith(_SUFFIX):
        return service_name[: -len(_SUFFIX)]
    return service_name


def encode_txt(
    *,
    protocol: int,
    table_id: str,
    seats: int,
    phase: str,
    host_name: str,
    away: int = 0,
    named: bool = True,
    watching: int = 0,
    watchable: bool = True,
) -> dict[str, str]:
    """The TXT properties announcing a table (never its invitation code).

    The host player's name is shortened if needed so the whole record stays small. ``away``
    counts the seated players not connected (their seats are kept for them); it is left out
    when nobody is away, so a reader that does not know the key reads the same table.
    A table its host did not name says so (``named=0``): its instance name is then only
    "<host>'s table" in English, and each app words it in its player's language.
    ``watching`` counts the friends watching (left out when none), and a table whose host
    lets nobody watch says so (``watch=0``), so the list offers no "Watch" that would only
    be refused. Neither names anyone: the names are for those who know the code.

    >>> encode_txt(protocol=1, table_id="ab12", seats=2, phase="lobby", host_name="Ana")
    {'txtvers': '1', 'v': '1', 'id': 'ab12', 'seats': '2', 'phase': 'lobby', 'name': 'Ana'}
    >>> encode_txt(protocol=1, table_id="ab", seats=4, phase="round", host_name="", away=1)["away"]
    '1'
    >>> encode_txt(protocol=5, table_id="ab", seats=4, phase="round", host_name="", watching=2)
    ... # doctest: +NORMALIZE_WHITESPACE
    {'txtvers': '1', 'v': '5', 'id': 'ab', 'seats': '4', 'phase': 'round', 'name': '',
     'watching': '2'}
    """
    if phase not in PHASES:
        raise ValueError(f"phase {phase!r} is not one of {', '.join(PHASES)}")
    if not 0 <= seats <= 4:
        raise ValueError(f"seats {seats} is not between 0 and 4")
    if not 0 <= away <= seats:
        raise ValueError(f"away {away} is not between 0 and the {seats} seated")
    most = MOST_WATCHING if watchable else 0
    if not 0 <= watching <= most:
        raise ValueError(f"watching {watching} is not between 0 and {most}")
    txt = {
        "txtvers": str(TXT_VERSION),
        "v": str(protocol),
        "id": table_id,
        "seats": str(seats),
        "phase": phase,
        "name": "",
    }
    if away:
        txt["away"] = str(away)  # before the name, which takes the room left
    if not named:
        txt["named"] = "0"
    if watching:
        txt["watching"] = str(watching)
    if not watchable:
        txt["watch"] = "0"
    room = TXT_LIMIT - 1 - txt_size(txt)
    if room < 0:
        raise ValueError(f"table id {table_id!r} is too long for the TXT record")
    txt["name"] = _cut_utf8(host_name, room)
    return txt


def txt_size(txt: Mapping[str, str]) -> int:
    """Bytes the properties take on the wire: one length byte plus ``key=value`` each."""
    return sum(1 + len(f"{key}={value}".encode()) for key, value in txt.items())


@dataclass(frozen=True)
class ServiceRecord:
    """One resolved service as the network described it, before any interpretation."""

    name: str
    port: int
    addresses: tuple[str, ...]
    properties: Mapping[bytes, bytes | None] = field(default_factory=dict)


@dataclass(frozen=True)
class FoundTable:
    """A table seen on the LAN, as the join screen lists it."""

    #: Stable identity of the entry in the list (the lower-cased service name).
    key: str
    table_name: str
    #: The host player's name.
    host_name: str
    #: Best first: LAN IPv4, then routable IPv6, then link-local, then loopback.
    addresses: tuple[str, ...]
    port: int
    table_id: str
    seats: int
    phase: str
    #: Protocol version the table speaks.
    version: int
    compatible: bool
    #: Why the table cannot be joined from here, e.g. "needs version 2"; empty if compatible.
    needs: str = ""
    #: Of the ``seats``, how many players are not connected (their seats are kept).
    away: int = 0
    #: Whether the host named the table; if not, ``table_name`` is only "<host>'s table" in
    #: English, to be worded in the player's language.
    named: bool = True
    #: How many friends watch the table (0 to 8), and whether its host lets anyone watch it.
    watching: int = 0
    watchable: bool = True

    @property
    def full(self) -> bool:
        return self.seats >= 4


def parse_record(record: ServiceRecord, *, protocol: int) -> FoundTable | None:
    """Interpret a resolved service, or ``None`` when it is not a table we can describe.

    Anything on the LAN may answer with any TXT content, so every field is checked. A
    table speaking another protocol version is kept (with ``needs``) even if fields we do
    not understand are off, so its players learn why they cannot join it.
    """
    txt = _decode_properties(record.properties)
    version = _int(txt.get("v"))
    if version is None or not record.addresses or not 0 < record.port < 65536:
        return None
    compatible = version == protocol
    seats = _int(txt.get("seats"))
    phase = txt.get("phase", "")
    away = _int(txt.get("away")) or 0
    watchable = txt.get("watch") != "0"
    watching = _int(txt.get("watching")) or 0
    if compatible and (seats is None or not 0 <= seats <= 4 or phase not in PHASES):
        return None
    return FoundTable(
        key=record.name.lower(),
        table_name=table_name_of(record.name),
        host_name=txt.get("name", ""),
        addresses=order_addresses(record.addresses),
        port=record.port,
        table_id=txt.get("id", ""),
        seats=seats if seats is not None and 0 <= seats <= 4 else 0,
        phase=phase,
        version=version,
        compatible=compatible,
        needs="" if compatible else f"needs version {version}",
        away=away if seats is not None and 0 <= away <= seats else 0,
        named=txt.get("named") != "0",
        watching=watching if watchable and watching <= MOST_WATCHING else 0,
        watchable=watchable,
    )


def order_addresses(addresses: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Sort addresses so the first one is the likeliest to reach the host.

    >>> order_addresses(["fe80::1%2", "127.0.0.1", "fd00::5", "192.168.1.5", "192.168.1.5"])
    ('192.168.1.5', 'fd00::5', 'fe80::1%2', '127.0.0.1')
    """
    unique = list(dict.fromkeys(addresses))
    return tuple(sorted(unique, key=_address_rank))


def _address_rank(address: str) -> int:
    try:
        ip = ipaddress.ip_address(address.partition("%")[0])
    except ValueError:
        return 5
    if ip.is_loopback:
        return 4
    if ip.is_link_local:
        return 3
    return 1 if ip.version == 4 else 2


class TableList:
    """The live list of tables, fed with what the browser resolves.

    Each method returns whether the visible list changed, so the glue calls back the
    screen only when there is something new to show.
    """

    def __init__(self, *, protocol: int) -> None:
        self._protocol = protocol
        self._tables: dict[str, FoundTable] = {}

    @property
    def tables(self) -> list[FoundTable]:
        """Joinable tables first (compatible, then still in the lobby), then by name."""
        return sorted(
            self._tables.values(),
            key=lambda t: (not t.compatible, t.phase != "lobby", t.table_name.casefold(), t.key),
        )

    def listed_keys(self) -> list[str]:
        return list(self._tables)

    def upsert(self, record: ServiceRecord) -> bool:
        """Add or refresh a table; a record that no longer makes sense drops the entry."""
        found = parse_record(record, protocol=self._protocol)
        key = record.name.lower()
        if found is None:
            return self.remove(key)
        if self._tables.get(key) == found:
            return False
        self._tables[key] = found
        return True

    def remove(self, name: str) -> bool:
        return self._tables.pop(name.lower(), None) is not None

    def clear(self) -> bool:
        changed = bool(self._tables)
        self._tables.clear()
        return changed


def _decode_properties(properties: Mapping[bytes, bytes | None]) -> dict[str, str]:
    decoded: dict[str, str] = {}
    for key, value in properties.items():
        if value is None:
            continue
        try:
            decoded[key.decode("ascii").lower()] = value.decode("utf-8")
        except UnicodeDecodeError:
            continue
    return decoded


def _int(text: str | None) -> int | None:
    if text is None or not text.isascii() or not text.isdigit() or len(text) > 6:
        return None
    return int(text)


def _cut_utf8(text: str, limit: int) -> str:
    """Shorten ``text`` to at most ``limit`` UTF-8 bytes without splitting a character."""
    encoded = text.encode()
    if len(encoded) <= limit:
        return text
    return encoded[: max(limit, 0)].decode("utf-8", errors="ignore")
