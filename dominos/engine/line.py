"""The line of play as laid out from left to right, rebuilt from a round's history.

A play only moves the two ends a round keeps; the whole line is wanted far less often (by
a screen, a view, a log), so it is worked out from the events when read rather than kept
up to date on every play. Internal to the engine.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from dominos.engine.moves import LEFT, Event
from dominos.engine.tables import PAIR

__all__ = ["line_of"]


def line_of(history: Iterable[Event]) -> tuple[tuple[int, int], ...]:
    """Tiles as laid from left to right, each as ``(left half, right half)``."""
    line: deque[tuple[int, int]] = deque()
    left = right = -1
    for ev in history:
        t = ev.tile
        if t is None:
            continue
        if ev.end is None:
            left, right = t.low, t.high
            line.append(t.pair)
        elif ev.end == LEFT:
            outer = t.pips - left
            line.appendleft(PAIR[outer * 7 + left])
            left = outer
        else:
            outer = t.pips - right
            line.append(PAIR[right * 7 + outer])
            right = outer
    return tuple(line)
