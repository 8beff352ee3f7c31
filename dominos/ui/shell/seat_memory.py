"""The seat of a game under way, kept in the settings so a restarted app can take it back.

A token is kept from the moment the game starts until it ends, the player leaves, or the
table tells them it is over for them. The app that hosted the table also needs the table
to be in its journal, which it only is while unfinished and not closed on purpose.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from dominos.ui.services.settings import SavedSeat

if TYPE_CHECKING:
    from dominos.table.state import State
    from dominos.ui.services.context import AppContext
    from dominos.ui.shell.session import Session


def offer(context: AppContext) -> str | None:
    """The home screen's button text for the kept seat, or ``None`` (a stale seat is dropped).

    Only a seat at a table this app hosted costs a look at the journal, so the home screen
    opens without loading the table when there is none.
    """
    seat = context.settings.seat
    if seat is None:
        return None
    if seat.hosted:
        info = context.resumable(seat.table_id)
        if info is None:
            context.settings.forget_seat()  # finished, closed, or run by another host
            return None
        return QCoreApplication.translate("seat", "&Resume your table")
    return QCoreApplication.translate("seat", "&Rejoin the game at {table}").format(
        table=seat.table_name
    )


def lost(context: AppContext) -> bool:
    """Whether the kept seat is at a table this app hosted that its journal no longer holds at
    all (the file emptied, deleted or replaced): the seat is forgotten, and the player should
    be told once why there is nothing to resume."""
    seat = context.settings.seat
    if seat is None or not seat.hosted:
        return False
    if context.resumable(seat.table_id) is not None or context.knows_table(seat.table_id):
        return False
    context.settings.forget_seat()
    return True


def keep(context: AppContext, session: Session, state: State) -> None:
    """Called with every snapshot: remember the seat once the game is on, forget it at the end."""
    if session.welcome is None or session.watching:
        return  # a watcher holds no seat: there is nothing to take back
    if state.phase == "over":
        if context.settings.seat is not None:
            context.settings.forget_seat()
        return
    if state.phase == "lobby" or session.address is None:
        return
    saved = context.settings.seat
    if saved is not None and saved.token == session.welcome.token:
        return
    hosting = context.hosting
    table_id = ""
    # The first arrival at a table run by dominos-host holds the host's rights too, but
    # only a table this app runs is resumed rather than rejoined.
    if session.is_host and hosting is not None:
        if hosting.store is None:
            return  # a table that is not journaled cannot be resumed
        table_id = hosting.table_id
    host, port = session.address
    name = state.table_name or QCoreApplication.translate("LobbyScreen", "{name}'s table").format(
        name=state.seats[0].name if state.seats else ""
    )
    context.settings.remember_seat(
        SavedSeat(host, port, session.welcome.token, name, table_id, session.code)
    )
