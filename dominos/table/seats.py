"""Who sits where: arrival order, names, secret tokens and connection flags.

A seat number is only a position in arrival order (decisions.md 1-2), so a player is identified by
their token, never by their seat: in the lobby a departure moves everyone behind up one place.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass

from dominos.table.errors import TableError
from dominos.terms import MAX_NAME, name_problem

#: Exactly four play (decisions.md 1).
SEATS = 4
#: The first to arrive runs the table (decisions.md 1, 17, 20).
HOST_SEAT = 0


@dataclass(slots=True)
class Player:
    """One seated person; ``connected`` drives the short clock of decisions.md 23."""

    name: str
    token: str
    connected: bool = True
    #: In the lobby, when a player who dropped loses their place if still away. Kept on
    #: the player rather than the seat number, since lobby seats move up.
    freed_at: float | None = None


def clean_name(raw: object) -> str:
    """The name as it will be shown, or a refusal saying what is wrong with it (decisions.md 4).

    >>> clean_name("  Ann ")
    'Ann'
    >>> clean_name("   ")
    Traceback (most recent call last):
    ...
    dominos.table.errors.TableError: Please enter a name.
    >>> clean_name("Bob\\x07")
    Traceback (most recent call last):
    ...
    dominos.table.errors.TableError: A name can only contain printable characters.
    """
    name = raw.strip() if isinstance(raw, str) else ""
    problem = name_problem(name)
    if problem == "empty":
        raise TableError("bad_name", "Please enter a name.")
    if problem == "too_long":
        raise TableError("bad_name", f"A name can be at most {MAX_NAME} characters long.")
    if problem == "control":
        raise TableError("bad_name", "A name can only contain printable characters.")
    return name


class Seats:
    """The seated players in arrival order; index in the list is the seat number."""

    __slots__ = ("players",)

    def __init__(self) -> None:
        self.players: list[Player] = []

    def __len__(self) -> int:
        return len(self.players)

    def check_room(self) -> None:
        if len(self.players) >= SEATS:
            raise TableError("table_full", "This table is full: four players are already seated.")

    def add(self, name: str) -> tuple[int, str]:
        """Seats a new arrival behind everyone else and hands out their secret token."""
        self.check_room()
        folded = name.casefold()
        for p in self.players:
            if p.name.casefold() == folded:
                raise TableError(
                    "name_taken",
                    f"Someone at this table is already called {p.name}. Pick another name.",
                )
        token = secrets.token_urlsafe(18)
        self.players.append(Player(name, token))
        return len(self.players) - 1, token

    def seat_of(self, token: object) -> int | None:
        if not isinstance(token, str) or not token:
            return None
        for seat, player in enumerate(self.players):
            if hmac.compare_digest(player.token.encode(), token.encode("utf-8", "replace")):
                return seat
        return None

    def get(self, seat: object) -> Player:
        """The player in ``seat``, refusing numbers nobody sits at."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.players):
            raise TableError("not_seated", "You are not seated at this table.")
        return self.players[seat]

    def next_freed(self) -> tuple[float, int] | None:
        """When, and which, lobby seat of a player still away is freed first."""
        away = [(p.freed_at, s) for s, p in enumerate(self.players) if p.freed_at is not None]
        return min(away) if away else None

    def rights_holder(self, started: bool) -> int:
        """Who may use the host's rights: the host, or while the host is away once the game
        has started, the next connected seat in turn order.

        Without a stand-in, a host gone for good would leave a finished game that nobody
        can follow with a new one. Only the rights move, never the seat, and they come back
        with the host. In the lobby nobody stands in: a host away past the grace loses the
        seat, and whoever moves up to it hosts (decisions.md 2).
        """
        players = self.players
        if not started or not players or players[HOST_SEAT].connected:
            return HOST_SEAT
        for step in range(1, len(players)):
            seat = (HOST_SEAT + step) % len(players)
            if players[seat].connected:
                return seat
        return HOST_SEAT

    def remove(self, seat: int) -> None:
        """Frees a lobby seat; later arrivals move up one place (decisions.md 2)."""
        del self.players[seat]
