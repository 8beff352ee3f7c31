"""What the app remembers between runs: the player's name, the last target, window geometry.

QSettings picks the platform's usual place (registry, plist, ini). Tests hand in their own
ini file so they never touch the real one.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

from dominos.ui.cli import TARGETS
from dominos.ui.names import name_problem

ORGANIZATION = "Dominos"
APPLICATION = "Dominos"
DEFAULT_TARGET = 100


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

    def sync(self) -> None:
        self._store.sync()
