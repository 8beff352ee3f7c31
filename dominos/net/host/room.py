"""What every part of the host reads and writes: the table, the connections, who sits where.

The server owns one :class:`Room` and hands it to each of its parts (the door, the
fan-out, the clocks, the seating), so that each says in its constructor what else it
needs, and nothing is shared by being declared twice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from dominos.net.host.session import Session
from dominos.net.host.watchers import Watchers
from dominos.table import Table

__all__ = ["Room"]


@dataclass(eq=False, slots=True)
class Room:
    """The table served and the connections it is served to."""

    table: Table
    #: Gives the ``now`` passed to the table (monotonic seconds).
    clock: Callable[[], float]
    #: Every open connection, ordered by arrival (a dict keeps insertion order), so the
    #: oldest waiting is first.
    sessions: dict[Session, None] = field(default_factory=dict)
    #: The live connection of each seated token; a newer one replaces it.
    by_token: dict[str, Session] = field(default_factory=dict)
    #: The connections watching with no seat, and whether the host lets anyone watch.
    watchers: Watchers[Session] = field(default_factory=Watchers)
    #: Seat of each verified token. Seats only move in the lobby (decisions.md 2), so past
    #: it the table's constant-time token search runs once per token instead of five
    #: times per move; in the lobby the cache is dropped at every change.
    seats: dict[str, int] = field(default_factory=dict)
    #: The server is closing: nobody new is let in, and no clock is set again. Set by
    #: ``Server.close`` alone.
    closing: bool = False
    #: The journal's last write failed; every snapshot says so until one succeeds. Set by
    #: ``Fanout.record`` alone, which makes every write.
    unsaved: bool = False
    #: The round in which the table went back to an older journal it could not rebuild
    #: from the players' apps; its snapshots say so. Set through :meth:`rewind` alone.
    rewound: int | None = None

    def rewind(self) -> None:
        """The table goes on from its journal, older than what the players' apps saw: its
        snapshots say so from the round it is in."""
        self.rewound = self.table.round_number

    def seat_of(self, token: str | None) -> int | None:
        """The seat ``token`` holds, if any."""
        if token is None:
            return None
        seat = self.seats.get(token)
        if seat is None:
            seat = self.table.seat_of(token)
            if seat is not None:
                self.seats[token] = seat
        return seat
