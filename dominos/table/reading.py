"""What anyone may read of a table: the phase, the seats, the turn, the scores, the deadline.

:class:`~dominos.table.table.Table` checks and numbers every change; what it answers about
itself lives here, apart from the commands, and changes nothing.
"""

from __future__ import annotations

from dominos.engine import Round
from dominos.table.course import Course
from dominos.table.game import Game, RoundRecord
from dominos.table.seats import Player, Seats
from dominos.table.state import Phase

__all__ = ["Readings"]


class Readings:
    """The table's answers about itself, read from the parts it owns."""

    _seats: Seats
    _course: Course

    @property
    def phase(self) -> Phase:
        return self._course.phase

    @property
    def _game(self) -> Game | None:
        """The game under way or just over; ``None`` in the lobby."""
        return self._course.game

    @property
    def seat_count(self) -> int:
        return len(self._seats)

    @property
    def host_seat(self) -> int:
        """The seat that may use the host's rights now; see :meth:`Seats.rights_holder`."""
        return self._seats.rights_holder(self.phase != "lobby")

    @property
    def turn(self) -> int | None:
        """The seat to act, ``None`` outside a round."""
        if self.phase != "round" or self._game is None or self._game.round is None:
            return None
        return self._game.round.turn

    @property
    def scores(self) -> tuple[int, int]:
        return (0, 0) if self._game is None else self._game.scores

    @property
    def winner(self) -> int | None:
        return None if self._game is None else self._game.winner

    @property
    def round_number(self) -> int:
        return 0 if self._game is None else self._game.round_number

    @property
    def current_round(self) -> Round | None:
        """The round being played, or the last one once it is over; ``None`` in the lobby.
        Read it, never play on it: every move goes through the table."""
        return None if self._game is None else self._game.round

    @property
    def records(self) -> tuple[RoundRecord, ...]:
        """The current game's rounds as dealt and played (for logs and the journal)."""
        return () if self._game is None else self._game.records

    @property
    def players(self) -> tuple[Player, ...]:
        """The seated players in seat order; read them, change them through the table."""
        return tuple(self._seats.players)

    def names(self) -> list[str]:
        return [p.name for p in self._seats.players]

    def is_connected(self, seat: int) -> bool:
        return self._seats.get(seat).connected

    def seat_of(self, token: str) -> int | None:
        """Asked afresh each time, since seats move up in the lobby."""
        return self._seats.seat_of(token)

    def next_deadline(self) -> float | None:
        if self.phase == "lobby" and (away := self._seats.next_freed()) is not None:
            return away[0]
        return self._course.deadline()
