"""The life of a seat's connection, as data: the phases it goes through and the events that
move it from one to the next (docs/protocol.md, "Heartbeat").

Theory of operation: a seat starts ``IDLE``, is ``SEATED`` once a link to the table takes its
seat, and becomes ``RECONNECTING`` when that link drops or goes silent; a new link seats it
again. It is ``DONE`` when the table ends it for good or the app closes it, and nothing brings
it back from there. Every allowed move is in ``TRANSITIONS``; any other is a fault of the code
driving it, refused with :class:`ForbiddenTransition` rather than left to a set of flags that
could say two things at once.

:class:`LifeCycle` holds the phase; only the ``Reconnector`` drives it, and everyone else reads
it through the reconnector's properties.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Final

__all__ = ["TRANSITIONS", "Event", "ForbiddenTransition", "LifeCycle", "Phase"]


class Phase(enum.Enum):
    #: Not seated yet: the client is joining, or was never used.
    IDLE = "idle"
    #: A link holds the seat: commands go out, states come in.
    SEATED = "seated"
    #: No link holds the seat: attempts to take it back follow, as far apart as asked.
    RECONNECTING = "reconnecting"
    #: Ended for good (the table said so, or the app closed the client): nothing follows.
    DONE = "done"


class Event(enum.Enum):
    #: A link took the seat (the first one, or one coming back).
    SEATED = "seated"
    #: The seated link dropped.
    DROPPED = "dropped"
    #: The table stayed silent too long: its link is given up, kept open for a late word.
    SILENT = "silent"
    #: The table ended the seat, or the app closed the client.
    ENDED = "ended"


#: Every allowed move: from a phase, on an event, to the next phase. Ending twice is allowed
#: (a client closed after the table ended it), so closing is always safe.
TRANSITIONS: Final[Mapping[Phase, Mapping[Event, Phase]]] = {
    Phase.IDLE: {Event.SEATED: Phase.SEATED, Event.ENDED: Phase.DONE},
    Phase.SEATED: {
        Event.DROPPED: Phase.RECONNECTING,
        Event.SILENT: Phase.RECONNECTING,
        Event.ENDED: Phase.DONE,
    },
    Phase.RECONNECTING: {Event.SEATED: Phase.SEATED, Event.ENDED: Phase.DONE},
    Phase.DONE: {Event.ENDED: Phase.DONE},
}


class ForbiddenTransition(RuntimeError):
    """An event the current phase does not allow: the code driving the life cycle is wrong."""

    def __init__(self, phase: Phase, event: Event) -> None:
        super().__init__(f"{event.value!r} is not allowed while {phase.value!r}")
        self.phase, self.event = phase, event


class LifeCycle:
    """The phase of one seat's connection, moved only by events ``TRANSITIONS`` allows."""

    def __init__(self) -> None:
        self._phase = Phase.IDLE

    @property
    def phase(self) -> Phase:
        return self._phase

    def handle(self, event: Event) -> Phase:
        """Moves on ``event`` and returns the new phase; raises :class:`ForbiddenTransition`
        (leaving the phase as it was) when the current phase does not allow it."""
        following = TRANSITIONS[self._phase].get(event)
        if following is None:
            raise ForbiddenTransition(self._phase, event)
        self._phase = following
        return following
