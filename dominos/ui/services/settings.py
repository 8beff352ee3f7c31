"""What the app remembers between runs: the player's name, the last target, the language,
window geometry, the player's preferences, and the seat of a game under way, so a player who
quits or crashes can take it back.

QSettings picks the platform's usual place (registry, plist, ini). Tests hand in their own
ini file so they never touch the real one.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Literal

from PySide6.QtCore import QByteArray, QSettings

from dominos.terms import DEFAULT_TARGET, TARGETS, name_problem
from dominos.ui.services.language import LANGUAGES

ORGANIZATION = "Dominos"
APPLICATION = "Dominos"
#: The reverse-DNS id that the desktop entry, metainfo and icons are installed under.
APP_ID = "io.github.dominos.Dominos"

Motion = Literal["system", "reduced", "full"]
Faces = Literal["pips", "numerals"]
MOTIONS: tuple[Motion, ...] = ("system", "reduced", "full")
FACES: tuple[Faces, ...] = ("pips", "numerals")
#: Zoom steps on top of the automatic sizing of the board and the hand.
ZOOM_MIN, ZOOM_MAX = 0.5, 2.0


@dataclass(frozen=True)
class Preferences:
    """How the player wants the app to look and sound; shared by every window of the app."""

    sound: bool = True
    #: 0 to 100.
    volume: int = 70
    #: The attention signal, desktop notification and title when a turn starts unseen.
    alerts: bool = True
    #: ``system`` follows the accessibility setting of the desktop.
    motion: Motion = "system"
    faces: Faces = "pips"
    high_contrast: bool = False
    board_zoom: float = 1.0
    hand_zoom: float = 1.0

    def with_(self, **changes: object) -> Preferences:
        """A copy with ``changes``, each checked like a stored value."""
        return _checked(replace(self, **changes))  # type: ignore[arg-type]


def _checked(p: Preferences) -> Preferences:
    """``p`` with every out-of-range value put back to its default or its nearest bound."""
    d = Preferences()
    return Preferences(
        sound=p.sound if isinstance(p.sound, bool) else d.sound,
        volume=max(0, min(100, p.volume)) if isinstance(p.volume, int) else d.volume,
        alerts=p.alerts if isinstance(p.alerts, bool) else d.alerts,
        motion=p.motion if p.motion in MOTIONS else d.motion,
        faces=p.faces if p.faces in FACES else d.faces,
        high_contrast=p.high_contrast if isinstance(p.high_contrast, bool) else d.high_contrast,
        board_zoom=_zoom(p.board_zoom),
        hand_zoom=_zoom(p.hand_zoom),
    )


def _zoom(value: object) -> float:
    if isinstance(value, int | float) and value == value:  # not NaN
        return round(max(ZOOM_MIN, min(ZOOM_MAX, float(value))), 2)
    return 1.0


def _typed(raw: object, like: object) -> object:
    """A stored value read back as the type of its default (ini files store text)."""
    if isinstance(like, bool):
        if isinstance(raw, str):
            return {"true": True, "false": False}.get(raw.lower(), like)
        return raw if isinstance(raw, bool) else like
    if isinstance(like, int | float):
        try:
            return type(like)(raw)  # type: ignore[call-overload,arg-type]
        except (TypeError, ValueError, OverflowError):
            return like
    return raw if isinstance(raw, str) else like


@dataclass(frozen=True)
class SavedSeat:
    """A seat in a game under way, kept until that game ends."""

    host: str
    port: int
    token: str
    table_name: str
    #: Set when this app hosted the table: its id in the journal, to resume it.
    table_id: str = ""
    #: The table's code: a returning seat's connection is keyed by it too.
    code: str = ""

    @property
    def hosted(self) -> bool:
        return bool(self.table_id)


class Settings:
    """Typed access to the remembered values; bad stored values fall back to defaults."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else QSettings(ORGANIZATION, APPLICATION)

    @property
    def file(self) -> str:
        """Where the settings are kept (a file, or on Windows a registry key): the player's
        profile, which one copy of the app runs at a time (``dominos.ui.shell.one_app``)."""
        return self._store.fileName()

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

    @property
    def preferences(self) -> Preferences:
        defaults = Preferences()
        values = {
            f.name: _typed(self._store.value(f"prefs/{f.name}"), getattr(defaults, f.name))
            for f in fields(Preferences)
        }
        return _checked(Preferences(**values))  # type: ignore[arg-type]

    @preferences.setter
    def preferences(self, value: Preferences) -> None:
        for f in fields(Preferences):
            self._store.setValue(f"prefs/{f.name}", getattr(value, f.name))

    @property
    def watchers(self) -> bool:
        """Whether a table opened here lets friends who know the code watch it."""
        return _typed(self._store.value("table/watchers"), True) is not False

    @watchers.setter
    def watchers(self, value: bool) -> None:
        self._store.setValue("table/watchers", bool(value))

    @property
    def full_screen(self) -> bool:
        return _typed(self._store.value("window/full_screen"), False) is True

    @full_screen.setter
    def full_screen(self, value: bool) -> None:
        self._store.setValue("window/full_screen", bool(value))

    @property
    def language(self) -> str:
        """The language the player picked (``""``: follow the system's)."""
        value = self._store.value("ui/language", "")
        return value if isinstance(value, str) and value in LANGUAGES else ""

    @language.setter
    def language(self, value: str) -> None:
        self._store.setValue("ui/language", value if value in LANGUAGES else "")

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
        host, port, token, table_name, table_id, code = texts
        if not (host and token and port.isdigit() and 0 < int(port) < 65536):
            return None
        if not (code or table_id):
            return None  # kept by an app from before codes keyed the link: cannot rejoin
        return SavedSeat(host, int(port), token, table_name, table_id, code)

    def remember_seat(self, seat: SavedSeat) -> None:
        values = (seat.host, str(seat.port), seat.token, seat.table_name, seat.table_id, seat.code)
        for key, value in zip(_SEAT_KEYS, values, strict=True):
            self._store.setValue(f"seat/{key}", value)
        self._store.sync()  # a crash right after must not lose it

    def forget_seat(self) -> None:
        self._store.remove("seat")
        self._store.sync()

    def sync(self) -> None:
        self._store.sync()


_SEAT_KEYS = ("host", "port", "token", "table", "table_id", "code")
