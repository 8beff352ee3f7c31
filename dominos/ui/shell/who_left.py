"""Who left the table, said in the window's banner until someone takes the seat.

The lobby only shows the others moving up, so a freed seat (left, or away past the grace)
needs a sentence of its own; after a game the whole table goes back to the lobby for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from dominos.ui.kit.banner import Banner

if TYPE_CHECKING:
    # The home window holds one before any table is seen: the table loads with the first.
    from dominos.table.state import State

__all__ = ["WhoLeft"]


class WhoLeft(QObject):
    """Says in ``banner`` who left the table, and clears only its own sentence."""

    def __init__(self, banner: Banner, parent: QObject) -> None:
        super().__init__(parent)
        self.banner = banner
        #: The names at the table in the last snapshot shown.
        self._names: tuple[str, ...] = ()
        self._said: str | None = None

    def show(self, state: State) -> None:
        names = tuple(seat.name for seat in state.seats)
        gone = [name for name in self._names if name not in names]
        came = self._names and any(name not in self._names for name in names)
        self._names = names
        if gone and state.phase == "lobby":
            self._said = self.tr("{name} left the table.").format(name=gone[0])
            self.banner.show_info(self._said)
        elif came and self._said is not None:
            if self.banner.text == self._said:
                self.banner.clear()
            self._said = None

    def forget(self) -> None:
        """The seat is given up: the next table's names start afresh."""
        self._names = ()
