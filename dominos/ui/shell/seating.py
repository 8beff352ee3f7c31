"""Taking a seat at a table: hosting one here, joining by code or address, taking a seat back.

Each flow shows its progress and its errors on the home screen (or the address dialog), in a
player's words, and ends with the seat's session handed to the window (:attr:`Seating.seated`)
or with nothing changed. The window owns one :class:`Seating` and never sees a half-joined
session: a failed attempt is dropped here.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from dominos.terms import NOT_NOW, canonical_code, parse_code
from dominos.ui.kit.tasks import spawn
from dominos.ui.services.errors import (
    Field,
    address_message,
    describe,
    field_of,
    no_table_message,
)
from dominos.ui.shell import seat_memory
from dominos.ui.shell.listing import follow, tables_listed
from dominos.ui.shell.session import Session

if TYPE_CHECKING:
    from dominos.discovery import FoundTable
    from dominos.ui.screens.address_dialog import AddressDialog
    from dominos.ui.screens.home import HomeScreen
    from dominos.ui.screens.host_dialog import HostDialog
    from dominos.ui.services.context import AppContext

log = logging.getLogger(__name__)

#: How long a code given on the command line waits for discovery to list a table.
LISTING_WAIT = 3.0
#: How long joining by address tries before saying the table cannot be reached: an address
#: on the LAN answers in milliseconds, so a few seconds of silence already means no table.
ADDRESS_WAIT = 4.0

#: Shows an error next to a field of the home screen or the address dialog.
ShowError = Callable[[Field, str], None]


class Seating(QObject):
    """Takes one window's seat; the window listens to its signals."""

    #: A session that has its seat and its first snapshot, for the window to adopt.
    seated = Signal(Session)
    #: This app now hosts the table: where friends can reach it, and a note about the port.
    hosted = Signal(list, str)
    #: Something to tell the player that is not an error of theirs (the LAN announcement
    #: failed, for one).
    notice = Signal(str)

    def __init__(
        self, context: AppContext, home: HomeScreen, window: QWidget, *, remember: bool
    ) -> None:
        """``window`` is the parent of the dialogs; ``remember`` keeps the target and the
        seat in the settings (off for the demo's extra windows)."""
        super().__init__(window)
        self.context = context
        self.home = home
        self.window = window
        self.remember = remember
        self.address_dialog: AddressDialog | None = None
        self.address_wait = ADDRESS_WAIT
        self.host_dialog: HostDialog | None = None
        home.host_requested.connect(self.ask_target)
        home.join_requested.connect(
            lambda code, table: spawn(self.join_code(code, table), name="join by code")
        )
        home.watch_requested.connect(
            lambda code, table: spawn(self.join_code(code, table, watch=True), name="watch")
        )
        home.join_by_address_requested.connect(lambda: self.open_address_dialog())
        home.resume_requested.connect(lambda: spawn(self.take_back_seat(), name="resume"))

    # -- dialogs ----------------------------------------------------------------------------

    def ask_target(self) -> None:
        """The dialog that picks the target and opens the table."""
        from dominos.ui.screens.host_dialog import HostDialog

        settings = self.context.settings
        dialog = HostDialog(settings.target, self.window, watchers=settings.watchers)
        dialog.open_requested.connect(
            lambda target: spawn(self.host_table(target, dialog.watchers), name="host")
        )
        self.host_dialog = dialog
        dialog.open()

    def open_address_dialog(self, address: str = "", *, watch: bool = False) -> AddressDialog:
        """The dialog that joins by address; ``watch`` makes watching its default button."""
        from dominos.ui.screens.address_dialog import AddressDialog

        dialog = AddressDialog(address, self.home.code, self.window, watch=watch)
        dialog.join_requested.connect(
            lambda text, code: spawn(self.join_address(text, code), name="join by address")
        )
        dialog.watch_requested.connect(
            lambda text, code: spawn(
                self.join_address(text, code, watch=True), name="watch by address"
            )
        )
        self.address_dialog = dialog
        dialog.open()
        return dialog

    # -- the flows --------------------------------------------------------------------------

    async def host_table(self, target: int, watchers: bool | None = None) -> None:
        """Open a table here and take its first seat over loopback; ``watchers`` lets
        friends watch it (``None``: as the player last chose)."""
        from dominos.net.app.client import JoinRefused

        if not self.home.name_ok():
            self.home.initial_focus()
            return
        settings = self.context.settings
        if watchers is None:
            watchers = settings.watchers
        if self.remember:
            settings.target = target
            settings.watchers = watchers
        self.home.set_busy(True, self.tr("Opening the table..."))
        try:
            hosting = await self.context.open_table(
                target, self.home.name, unannounced=self.notice.emit, watchers=watchers
            )
        except OSError as exc:
            log.warning("could not open a table: %s", exc)
            self.home.set_busy(False)
            self.home.show_error("host", describe("host_failed", exc.strerror or str(exc)))
            return
        session = self._session(self.home.set_busy)
        try:
            await session.take_seat(
                "127.0.0.1", hosting.port, name=self.home.name, code=hosting.code
            )
        except (JoinRefused, OSError, TimeoutError) as exc:
            log.warning("could not take the host's seat: %r", exc)
            await self.context.close_table()
            code = exc.code if isinstance(exc, JoinRefused) else "host_failed"
            self._join_failed(session, self.home.show_error, code, str(exc))
            return
        self.home.set_busy(False)
        note = ""
        if hosting.fell_back:
            note = self.tr("The usual port was taken, so this table uses port {port}.").format(
                port=hosting.port
            )
        self.hosted.emit(list(hosting.addresses), note)
        self.seated.emit(session)

    async def join_code(
        self, code: str, table: FoundTable | None = None, *, watch: bool = False
    ) -> None:
        """Join the picked table, or whichever table on the LAN accepts ``code``; with
        ``watch``, watch it (a table that lets nobody watch is not tried)."""
        from dominos.discovery import NoTableForCode, join_by_code
        from dominos.net.app.client import JoinRefused

        tables = [table] if table is not None else list(self.context.tables)
        if watch and table is None:
            # A table that lets nobody watch would only refuse: those that may go first.
            tables.sort(key=lambda found: not found.watchable)
        self.home.set_busy(True, self.tr("Joining..."))
        session = self._session(self.home.set_busy)
        show = self.home.show_error
        try:
            # Each attempt is bounded by the client: reaching a table within its limit,
            # then as long as a busy table asks it to wait.
            found, _ = await join_by_code(
                tables,
                name=self.home.name,
                code=code,
                connect=partial(session.take_seat, watch=watch),
                attempt_timeout=None,
            )
        except JoinRefused as refused:
            self._join_failed(session, show, refused.code, refused.message, refused.retry_after)
            return
        except NoTableForCode as exc:
            self._join_failed(session, show, "", "", text=no_table_message(exc))
            return
        except ValueError:
            self._join_failed(session, show, "bad_code", "")
            return
        self.home.set_busy(False)
        follow(self.context, session, found.table_id)
        self.seated.emit(session)

    async def join_address(self, text: str, code: str, *, watch: bool = False) -> None:
        """Join (or with ``watch``, watch) the table at the address the player typed."""
        from dominos.net.app.client import JoinRefused
        from dominos.net.wire.address import AddressError, parse_address

        dialog = self.address_dialog

        def show(field: Field, message: str) -> None:
            if dialog is not None and dialog.isVisible():
                dialog.show_error(field, message)
            else:
                self.home.show_error(field, message)

        try:
            host, port = parse_address(text)
        except AddressError as exc:
            show("address", address_message(exc))
            return
        session = self._session(dialog.set_busy if dialog is not None else self.home.set_busy)
        # Reaching the table is bounded; the waits a busy table asks for come on top.
        session.connect_timeout = self.address_wait
        task = asyncio.current_task()

        def cancelled() -> None:  # the player gave up waiting: no seat behind their back
            if task is not None:
                task.cancel()

        if dialog is not None:
            dialog.rejected.connect(cancelled)
        try:
            await session.take_seat(
                host, port, name=self.home.name, code=canonical_code(code), watch=watch
            )
        except asyncio.CancelledError:
            session.deleteLater()
            raise
        except JoinRefused as refused:
            self._join_failed(session, show, refused.code, refused.message, refused.retry_after)
            return
        except TimeoutError:
            self._join_failed(session, show, "timeout", "")
            return
        except OSError as exc:
            self._join_failed(session, show, "unreachable", str(exc))
            return
        finally:
            if dialog is not None:
                dialog.rejected.disconnect(cancelled)
        if dialog is not None:
            dialog.accept()
        listed = (t for t in self.context.tables if t.port == port and host in t.addresses)
        follow(self.context, session, next((t.table_id for t in listed), ""))
        self.seated.emit(session)

    async def join_given(self, text: str, *, watch: bool = False) -> None:
        """Join (or with ``watch``, watch) with what was given on the command line: a code,
        once discovery has had a moment to list the tables nearby, or else an address, in
        its dialog."""
        try:
            code = parse_code(text)
        except ValueError:
            self.open_address_dialog(text, watch=watch)
            return
        self.home.set_code(code)
        await tables_listed(self.context, LISTING_WAIT)
        if self.home.name_ok():
            await self.join_code(code, watch=watch)

    async def take_back_seat(self) -> None:
        """Resume the table this app hosted, or rejoin another one, with the kept token."""
        from dominos.net.app.client import JoinRefused

        seat = self.context.settings.seat
        if seat is None:
            return
        host, port, code = seat.host, seat.port, seat.code
        self.home.set_busy(True, self.tr("Taking your seat back..."))
        if seat.hosted:
            info = self.context.resumable(seat.table_id)
            try:
                if info is None:
                    raise ValueError("the table is no longer in the journal")
                hosting = await self.context.open_table(
                    info.target,
                    self.home.name,
                    info,
                    unannounced=self.notice.emit,
                    watchers=self.context.settings.watchers,
                )
            except (OSError, ValueError) as exc:
                log.warning("could not resume the table: %s", exc)
                self.home.set_busy(False)
                self.context.settings.forget_seat()
                self.offer_seat()
                if isinstance(exc, OSError):
                    message = describe("host_failed", exc.strerror or str(exc))
                else:  # the journal's own words are for the log, not for the player
                    message = describe("resume_failed")
                self.home.show_error("host", message)
                return
            port, code = hosting.port, hosting.code
        session = self._session(self.home.set_busy)
        try:
            await session.take_seat(host, port, code=code, token=seat.token)
        except (JoinRefused, OSError, TimeoutError) as exc:
            session.deleteLater()
            over = isinstance(exc, JoinRefused) and exc.code not in NOT_NOW
            if seat.hosted:
                # The table was opened for this seat: it must not run on with nobody at its
                # head, and only a game that is over for this player leaves the journal.
                await self.context.close_table(on_purpose=over)
            self.home.set_busy(False)
            if isinstance(exc, JoinRefused) and exc.code in NOT_NOW:
                # The table is there and keeps the seat; it only asked to come back later.
                code = _gave_up(session, exc.code)
                self.home.show_resume_error(describe(code, wait=exc.retry_after))
            elif isinstance(exc, JoinRefused):
                self.context.settings.forget_seat()  # the game ended or the table is gone
                self.offer_seat()
                # A kept seat is one of a game under way, which no table frees: refused, the
                # game itself is gone (an emptied journal, another table at that address).
                lost = exc.code in ("bad_token", "wrong_code")
                self.home.show_error("host", describe("game_lost" if lost else exc.code))
            else:
                self.home.show_resume_error(describe("unreachable", str(exc)))
            return
        self.home.set_busy(False)
        if seat.hosted and self.context.hosting is not None:
            self.hosted.emit(list(self.context.hosting.addresses), "")
        self.seated.emit(session)

    def offer_seat(self) -> None:
        """Offer the seat of a game this player was in when the app last stopped, or say why
        the table it hosted is gone."""
        if self.remember and seat_memory.lost(self.context):
            self.home.show_error("host", describe("table_lost"))
        self.home.set_offer(seat_memory.offer(self.context) if self.remember else None)

    # -- internals --------------------------------------------------------------------------

    def _session(self, busy: Callable[[bool, str], None]) -> Session:
        """A session whose waits, when the table asks for them, are shown with ``busy``."""
        session = Session(self)
        # Each round that ends is reviewed in the break, by the app, whatever screen shows.
        from dominos.ui.services.round_reviews import reviews

        reviews.watch(session.state_changed)
        session.waiting.connect(lambda left: busy(True, self.waiting_text(left)))
        return session

    def waiting_text(self, left: float) -> str:
        """What a player reads while the app waits, as the table asked, to try again."""
        return self.tr(
            "The table asks to wait. Trying again in %n second(s)...", None, max(1, math.ceil(left))
        )

    def _join_failed(
        self,
        session: Session,
        show: ShowError,
        code: str,
        message: str,
        wait: float | None = None,
        *,
        text: str = "",
    ) -> None:
        """Say why joining failed; ``wait`` is how long the table asked to wait, if it did
        (a wait longer than the app's patience is refused at once, and said as it is)."""
        session.deleteLater()
        self.home.set_busy(False)
        code = _gave_up(session, code)
        if text:
            show("code", text)
        else:
            show(field_of(code), describe(code, message, wait=wait))


def _gave_up(session: Session, code: str) -> str:
    """``still_busy`` for a "not now" that ended a wait the app made as the table asked (it
    tried for as long as its patience lasts), else ``code``."""
    return "still_busy" if session.waited and code in NOT_NOW else code
