"""The sentences about those who watch a table, built from a snapshot.

A watcher is a friend beside the table, not in a seat (decisions.md 35-37): everyone is
told who watches, the watcher whose table it is, and the table who sat down from watching.
Kept free of widgets, like :mod:`dominos.ui.words`, so the lobby, the game screen and the
window word them alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from dominos.table.state import State
from dominos.ui.kit.i18n import tr
from dominos.ui.words import team_of

__all__ = [
    "is_watching",
    "sat_down",
    "viewpoint",
    "watched_table",
    "watchers_line",
    "whose_window",
]


def is_watching(state: State) -> bool:
    """Whether ``state`` is a watcher's: it has no seat, hence no hand."""
    return state.you < 0


def viewpoint(state: State) -> int:
    """The seat drawn at the bottom of the table: one's own, or for a watcher the host's,
    as if standing behind the chair of whoever opened the table."""
    if state.you >= 0 or not state.seats:
        return max(state.you, 0)
    return state.host_seat if 0 <= state.host_seat < len(state.seats) else 0


def watchers_line(names: Sequence[str]) -> str:
    """ "2 watching: Eve, Flo", or nothing when nobody watches."""
    if not names:
        return ""
    return tr("%n watching: {names}", None, len(names)).format(names=tr(", ").join(names))


def watched_table(state: State) -> str:
    """What a watcher's screen says it shows: whose table is being watched."""
    if state.table_name:
        return tr("Watching {table}").format(table=state.table_name)
    host = state.seats[state.host_seat].name if 0 <= state.host_seat < len(state.seats) else ""
    return tr("Watching {name}'s table").format(name=host)


def whose_window(state: State) -> str:
    """Who a window is at the table: the player's name, or whose table its watcher watches."""
    if is_watching(state):
        return watched_table(state)
    return state.seats[state.you].name if state.you < len(state.seats) else ""


def sat_down(before: State, after: State) -> list[str]:
    """Who took a seat from watching between two snapshots in a row, and which team they
    joined: one sentence each, "you" for the viewer who did."""
    names = [seat.name for seat in after.seats]
    before_names = {seat.name for seat in before.seats}
    said = []
    for seat, name in enumerate(names):
        if name in before_names or name not in before.watchers:
            continue
        across = (seat + 2) % 4
        partner = names[across] if across < len(names) else None
        team = team_of(seat)
        if seat == after.you:
            text = (
                tr("You sat down in seat {seat}, partnering {partner}.")
                if partner
                else tr("You sat down in seat {seat}, on the team of seats {a} and {b}.")
            )
        else:
            text = (
                tr("{name} sat down in seat {seat}, partnering {partner}.")
                if partner
                else tr("{name} sat down in seat {seat}, on the team of seats {a} and {b}.")
            )
        said.append(text.format(name=name, seat=seat + 1, partner=partner, a=team + 1, b=team + 3))
    return said
