"""A window on the round that just ended (its replay or its review), opened from a snapshot.

The snapshot carries the round's deal and moves only once the round is over, so during a
round nothing opens.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from dominos.table.state import State

if TYPE_CHECKING:
    from dominos.table.record import RecordRound

__all__ = ["open_on_ended_round"]


def open_on_ended_round(
    state: State | None,
    make: Callable[[RecordRound, list[str], int, QWidget], QWidget],
    window: QWidget,
) -> QWidget | None:
    """Opens ``make``'s window on the round ``state`` ended, parented to ``window`` (the
    window's, not the screen's: a change of language builds the screen again)."""
    from dominos.table.replay import round_from_state

    rnd = None if state is None else round_from_state(state)
    if state is None or rnd is None:
        return None
    opened = make(rnd, [s.name for s in state.seats], state.round, window)
    opened.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    opened.show()
    return opened
