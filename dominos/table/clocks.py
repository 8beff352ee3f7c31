"""The table's clocks: how long a turn, the break and a lobby seat's grace last, and when
the turn and the break under way end.

Kept apart from the table's rules so that every duration is scaled by the table's pace in
one place, and whatever moves the clocks all at once (a stall of the host's loop, a restart
from the journal) finds them together. Deadlines are in the caller's monotonic seconds:
nothing here reads a clock.
"""

from __future__ import annotations

__all__ = [
    "BREAK_SECONDS",
    "DISCONNECTED_SECONDS",
    "LOBBY_GRACE_SECONDS",
    "RESUMED_SECONDS",
    "TURN_SECONDS",
    "Clocks",
]

TURN_SECONDS = 45.0
#: A disconnected player's turn, and the most a player who drops mid-turn keeps (decisions.md 23).
DISCONNECTED_SECONDS = 5.0
BREAK_SECONDS = 30.0
#: How long a lobby seat is held for a player who dropped without leaving: enough for a
#: Wi-Fi blink or an app restarted with its seat token, short enough that a crashed app
#: does not keep the table from filling (decisions.md 2).
LOBBY_GRACE_SECONDS = 20.0
#: The least a turn or a break resumed after a host's restart goes on for: the players' apps
#: knock again within a few seconds of the host's return (0.2, 0.5, 1, 2, then every 3 s),
#: and a player whose turn had a second left when the host died must not find it played for
#: them the moment the table is back. The host's downtime is nobody's time.
RESUMED_SECONDS = 10.0


class Clocks:
    """When the turn and the break under way end, at the table's pace (``scale``)."""

    __slots__ = ("break_ends", "scale", "turn_ends")

    def __init__(self, scale: float) -> None:
        self.scale = scale
        #: When the turn under way runs out; ``None`` outside a round.
        self.turn_ends: float | None = None
        #: When the break between rounds ends; ``None`` outside a break.
        self.break_ends: float | None = None

    def _secs(self, seconds: float) -> float:
        return seconds * self.scale

    def grace_end(self, now: float) -> float:
        """When a lobby seat whose player dropped at ``now`` is freed."""
        return now + self._secs(LOBBY_GRACE_SECONDS)

    def start_turn(self, at: float, connected: bool) -> None:
        """A turn starting ``at``, whole for a player who is there, short for one away."""
        self.break_ends = None
        self.turn_ends = at + self._secs(TURN_SECONDS if connected else DISCONNECTED_SECONDS)

    def cut_turn(self, now: float) -> None:
        """The player to act dropped: they keep what they had, 5 s at most."""
        if self.turn_ends is not None:
            self.turn_ends = min(self.turn_ends, now + self._secs(DISCONNECTED_SECONDS))

    def start_break(self, at: float) -> None:
        self.turn_ends = None
        self.break_ends = at + self._secs(BREAK_SECONDS)

    def stop(self) -> None:
        """No turn and no break under way (the lobby, or the game over)."""
        self.turn_ends = self.break_ends = None

    def resume_turn(self, now: float, left: float | None) -> None:
        """The turn goes on from a restart with the time it had left (whole if unknown), and
        at least :data:`RESUMED_SECONDS`."""
        self.turn_ends = now + self._resumed(left, TURN_SECONDS)

    def resume_break(self, now: float, left: float | None) -> None:
        """The break too, so the apps are back before the next round's first turn."""
        self.break_ends = now + self._resumed(left, BREAK_SECONDS)

    def _resumed(self, saved: float | None, whole: float) -> float:
        full = self._secs(whole)
        if saved is None:
            return full
        return min(max(saved, self._secs(RESUMED_SECONDS)), full)

    def shift(self, by: float) -> bool:
        """Moves the turn's and the break's ends ``by`` seconds later; says whether either
        was running."""
        moved = False
        if self.turn_ends is not None:
            self.turn_ends += by
            moved = True
        if self.break_ends is not None:
            self.break_ends += by
            moved = True
        return moved
