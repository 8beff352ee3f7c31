"""Who left the table, said in the window's banner until someone takes the seat: and when
the others move up, who moves to which seat and who partners whom from now on. A watcher who
takes a free seat is said too, with the team they joined.

The lobby only shows the others moving up, so a freed seat (left, or away past the grace)
needs a sentence of its own; after a game the whole table goes back to the lobby for it.
Seats follow arrival (decisions.md 2), so a player who leaves from the middle moves the
later ones up a seat each, and partners sit across: the teams change, which nobody sees
in a list of names unless it is said. All of it is read from two snapshots in a row, the
seats before and after, in this app's own language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from dominos.ui.kit.banner import Banner

if TYPE_CHECKING:
    # The home window holds one before any table is seen: the table loads with the first.
    from dominos.table.state import State

__all__ = ["WhoLeft", "moves", "partner"]

#: Seats 0 and 2 are one team, 1 and 3 the other (decisions.md 1).
TEAMS = ((0, 2), (1, 3))
#: How long the news of a watcher sitting down stays in the banner.
SAT_DOWN_SECONDS = 12


def partner(names: tuple[str, ...], name: str) -> str | None:
    """Who sits across from ``name`` in ``names`` (seats in order), if anyone does yet."""
    if name not in names:
        return None
    across = (names.index(name) + 2) % 4
    return names[across] if across < len(names) else None


def moves(before: tuple[str, ...], after: tuple[str, ...]) -> list[tuple[str, int, int]]:
    """Each player still seated whose seat changed: name, seat before, seat now."""
    return [
        (name, before.index(name), seat)
        for seat, name in enumerate(after)
        if name in before and before.index(name) != seat
    ]


class WhoLeft(QObject):
    """Says in ``banner`` who left the table and what it changed for the others, and
    clears only its own sentence."""

    def __init__(self, banner: Banner, parent: QObject) -> None:
        super().__init__(parent)
        self.banner = banner
        #: The names at the table in the last snapshot shown.
        self._names: tuple[str, ...] = ()
        self._said: str | None = None
        #: The last snapshot shown, to tell who sat down from watching.
        self._last: State | None = None

    def show(self, state: State) -> None:
        names = tuple(seat.name for seat in state.seats)
        before = self._names
        gone = [name for name in before if name not in names]
        came = before and any(name not in before for name in names)
        self._names = names
        last, self._last = self._last, state
        if came and last is not None:
            from dominos.ui.watch_words import sat_down

            news = sat_down(last, state)
            if news:
                if self._said is not None and self.banner.text == self._said:
                    self.banner.clear()
                self._said = None
                self.banner.show_info(" ".join(news), seconds=SAT_DOWN_SECONDS)
                return
        if gone and state.phase == "lobby":
            you = names[state.you] if 0 <= state.you < len(names) else None
            said = [self.tr("{name} left the table.").format(name=name) for name in gone]
            # One line for who left, one for who moved, one for the partners.
            lines = [
                " ".join(said),
                *(" ".join(part) for part in self._changes(before, names, you)),
            ]
            self._said = "\n".join(line for line in lines if line)
            self.banner.show_info(self._said)
        elif came and self._said is not None:
            if self.banner.text == self._said:
                self.banner.clear()
            self._said = None

    def forget(self) -> None:
        """The seat is given up: the next table's names start afresh."""
        self._names = ()
        self._last = None

    def _changes(
        self, before: tuple[str, ...], after: tuple[str, ...], you: str | None
    ) -> tuple[list[str], list[str]]:
        """Who moved up a seat, and the partners that made: nothing when nobody moved."""
        moved = moves(before, after)
        if not moved:
            return [], []
        seats = [
            self.tr("You move from seat {old} to seat {new}.").format(old=old + 1, new=new + 1)
            if name == you
            else self.tr("{name} moves from seat {old} to seat {new}.").format(
                name=name, old=old + 1, new=new + 1
            )
            for name, old, new in moved
        ]
        partners: list[str] = []
        for team in TEAMS:
            members = [after[seat] for seat in team if seat < len(after)]
            if len(members) == 2 and partner(before, members[0]) != members[1]:
                first, second = members
                if you in members:
                    other = second if first == you else first
                    partners.append(self.tr("Your partner is now {name}.").format(name=other))
                else:
                    partners.append(
                        self.tr("{first} and {second} are now partners.").format(
                            first=first, second=second
                        )
                    )
            elif len(members) == 1 and partner(before, members[0]) is not None:
                if members[0] == you:
                    partners.append(self.tr("You will partner the next player to join."))
                else:
                    partners.append(
                        self.tr("{name} will partner the next player to join.").format(
                            name=members[0]
                        )
                    )
        return seats, partners
