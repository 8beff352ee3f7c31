"""What the app remembers between runs: the player's name, the last target, window geometry,
and the seat of a game under way, so a player who quits or crashes can take it back.

QSettings picks the platform's usual place (registry, plist, ini). Tests hand in their own
ini file so they never touch the real one.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QSettings

from dominos.terms import DEFAULT_TARGET, TARGETS, name_problem

ORGANIZATION = "Dominos"
APPLICATION = "Dominos"
#: The reverse-DNS id that the desktop entry, metainfo and icons are installed under.
APP_ID = "io.github.dominos.Dominos"


@dataclass(frozen=True)
class SavedSeat:
    """A seat in a game under way, kept until that game ends."""

    host: str
    port: int
    token: str
    table_name: str
    #: Set when this app hosted the table: its id in the journal, to resume it.
    table_id: str = ""

    @property
    def hosted(self) -> bool:
        return bool(self.table_id)


class Settings:
    """Typed access to the remembered values; bad stored values fall back to defaults."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else QSettings(ORGANIZATION, APPLICATION)

    @property
    def name(self) -> str:
        value = self._store.value("player/name", "")
        text = value if isinstance(value, str) else ""
        return text if name_problem(text) is None else ""

    @name.setter
    def name(self, value: str) -> None:
        self._store.setValue("player/name", value.strip())

    @property
    def target(self) -> int:
        value = self._store.value("table/target", DEFAULT_TARGET)
        try:
            target = int(value)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return DEFAULT_TARGET
        return target if target in TARGETS else DEFAULT_TARGET

    @target.setter
    def target(self, value: int) -> None:
        self._store.setValue("table/target", int(value))

    def geometry(self, key: str = "main") -> QByteArray | None:
        value = self._store.value(f"window/{key}")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_geometry(self, data: QByteArray, key: str = "main") -> None:
        self._store.setValue(f"window/{key}", data)

    @property
    def seat(self) -> SavedSeat | None:
        values = [self._store.value(f"seat/{key}", "") for key in _SEAT_KEYS]
        texts = [v for v in values if isinstance(v, str)]
        if len(texts) != len(values):
            return None
        host, port, token, table_name, table_id = texts
        if not (host and token and port.isdigit() and 0 < int(port) < 65536):
            return None
        return SavedSeat(host, int(port), token, table_name, table_id)

    def remember_seat(self, seat: SavedSeat) -> None:
        values = (seat.host, str(seat.port), seat.token, seat.table_name, seat.table_id)
        for key, value in zip(_SEAT_KEYS, values, strict=True):
            self._store.setValue(f"seat/{key}", value)
        self._store.sync()  # a crash right after must not lose it

    def forget_seat(self) -> None:
        self._store.remove("seat")
        self._store.sync()

    def sync(self) -> None:
        self._store.sync()


_SEAT_KEYS = ("host", "port", "token", "table", "table_id")
