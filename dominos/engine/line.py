"""The line of play as laid out from left to right, worked out from a round's history.

A play only moves the two ends a round keeps; the whole line is wanted far less often (by
a screen, a view, a log), so it is laid from the events when read rather than kept up to
date on every play, each time from where it was last laid. Internal to the engine.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from dominos.engine.moves import LEFT, Event
from dominos.engine.tables import PAIR

__all__ = ["lay"]


def lay(line: deque[tuple[int, int]], events: Iterable[Event]) -> None:
    """Lays ``events`` (the history from where ``line`` stops) onto ``line``, each tile as
    ``(left half, right half)``, left to right; passes lay nothing."""
    for ev in events:
        t = ev.tile
        if t is None:
            continue
        if ev.end is None:
            line.append(t.pair)
        elif ev.end == LEFT:
            left = line[0][0]
            line.appendleft(PAIR[(t.pips - left) * 7 + left])
        else:
            right = line[-1][1]
            line.append(PAIR[right * 7 + t.pips - right])
