"""Taking a seat at a table: hosting one here, joining by code or address, taking a seat back.

Each flow shows its progress and its errors on the home screen (or the address dialog), in a
player's words, and ends with the seat's first snapshot on screen or with nothing changed.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from dominos.terms import canonical_code
from dominos.ui import seat_memory
from dominos.ui.errors import address_message, describe, field_of, no_table_message

if TYPE_CHECKING:
    from dominos.discovery import FoundTable
    from dominos.table.state import State
    from dominos.ui.banner import Banner
    from dominos.ui.context import AppContext
    from dominos.ui.screens.address_dialog import AddressDialog
    from dominos.ui.screens.home import HomeScreen
    from dominos.ui.screens.lobby import LobbyScreen
    from dominos.ui.session import Session

log = logging.getLogger(__name__)


class Seating:
    """The main window's part that takes a seat; mixed into :class:`MainWindow`."""

    if TYPE_CHECKING:
        context: AppContext
        home: HomeScreen
        banner: Banner
        remember: bool
        address_dialog: AddressDialog | None

        @property
        def lobby(self) -> LobbyScreen: ...
        @property
        def player_name(self) -> str: ...
        def _new_session(self) -> Session: ...
        def _drop_session(self) -> None: ...
        def _show_state(self, state: State | None) -> None: ...
        def tr(self, sourceText: str, /, disambiguation: str | None = ..., n: int = ...) -> str: ...

    async def host_table(self, target: int) -> None:
        """Open a table here and take its first seat over loopback."""
        from dominos.net.client import JoinRefused

        if not self.home.name_ok():
            self.home.initial_focus()
            return
        if self.remember:
            self.context.settings.target = target
        self.home.set_busy(True, self.tr("Opening the table..."))
        try:
            hosting = await self.context.open_table(target, self.player_name)
        except OSError as exc:
            log.warning("could not open a table: %s", exc)
            self.home.set_busy(False)
            self.home.show_error("host", describe("host_failed", exc.strerror or str(exc)))
            return
        session = self._new_session()
        try:
            await session.take_seat(
                "127.0.0.1", hosting.port, name=self.player_name, code=hosting.code
            )
        except (JoinRefused, OSError, TimeoutError) as exc:
            log.warning("could not take the host's seat: %r", exc)
            await self.context.close_table()
            code = exc.code if isinstance(exc, JoinRefused) else "host_failed"
            self._join_failed(self.home.show_error, code, str(exc))
            return
        self.home.set_busy(False)
        note = ""
        if hosting.fell_back:
            note = self.tr("The usual port was taken, so this table uses port {port}.").format(
                port=hosting.port
            )
        self.lobby.set_addresses(hosting.addresses, note)
        hosting.on_discovery_error = self.banner.show_info
        self._show_state(session.state)

    async def join_code(self, code: str, table: FoundTable | None = None) -> None:
        """Join the picked table, or whichever table on the LAN accepts ``code``."""
        from dominos.discovery import NoTableForCode, join_by_code
        from dominos.net.client import JoinRefused

        tables = [table] if table is not None else list(self.context.tables)
        self.home.set_busy(True, self.tr("Joining..."))
        session = self._new_session()
        try:
            found, _ = await join_by_code(
                tables, name=self.player_name, code=code, connect=session.take_seat
            )
        except JoinRefused as refused:
            self._join_failed(
                lambda f, m: self.home.show_error(f, m), refused.code, refused.message
            )
            return
        except NoTableForCode as exc:
            text = no_table_message(exc)
            self._join_failed(lambda f, m: self.home.show_error(f, m), "", "", text=text)
            return
        except ValueError:
            self._join_failed(lambda f, m: self.home.show_error(f, m), "bad_code", "")
            return
        self.home.set_busy(False)
        self._follow(session, found.table_id)
        self._show_state(session.state)

    async def join_address(self, text: str, code: str) -> None:
        """Join the table at the address the player typed."""
        from dominos.net.address import AddressError, parse_address
        from dominos.net.client import JoinRefused

        dialog = self.address_dialog

        def show(field: Any, message: str) -> None:
            if dialog is not None and dialog.isVisible():
                dialog.show_error(field, message)
            else:
                self.home.show_error(field, message)

        try:
            host, port = parse_address(text)
        except AddressError as exc:
            show("address", address_message(exc))
            return
        session = self._new_session()
        try:
            await session.take_seat(host, port, name=self.player_name, code=canonical_code(code))
        except JoinRefused as refused:
            self._join_failed(show, refused.code, refused.message)
            return
        except TimeoutError:
            self._join_failed(show, "timeout", "")
            return
        except OSError as exc:
            self._join_failed(show, "unreachable", str(exc))
            return
        if dialog is not None:
            dialog.accept()
        listed = (t for t in self.context.tables if t.port == port and host in t.addresses)
        self._follow(session, next((t.table_id for t in listed), ""))
        self._show_state(session.state)

    def _follow(self, session: Session, table_id: str) -> None:
        """Let the seat find its table by id on the LAN if it comes back at another address
        (a host restarted after a crash whose port was taken meanwhile)."""
        if not table_id:
            return

        def locate() -> tuple[str, int] | None:
            for table in self.context.tables:
                if table.table_id == table_id and table.addresses:
                    return table.addresses[0], table.port
            return None

        session.follow(locate)

    def _join_failed(self, show: Any, code: str, message: str, text: str = "") -> None:
        self._drop_session()
        self.home.set_busy(False)
        if text:
            show("code", text)
        else:
            show(field_of(code), describe(code, message))

    def _offer_seat(self) -> None:
        """Offer the seat of a game this player was in when the app last stopped."""
        self.home.set_offer(seat_memory.offer(self.context) if self.remember else None)

    async def take_back_seat(self) -> None:
        """Resume the table this app hosted, or rejoin another one, with the kept token."""
        from dominos.net.client import JoinRefused

        seat = self.context.settings.seat
        if seat is None:
            return
        host, port = seat.host, seat.port
        self.home.set_busy(True, self.tr("Taking your seat back..."))
        if seat.hosted:
            info = self.context.resumable(seat.table_id)
            try:
                if info is None:
                    raise ValueError("the table is no longer in the journal")
                hosting = await self.context.open_table(info.target, self.player_name, info)
            except (OSError, ValueError) as exc:
                log.warning("could not resume the table: %s", exc)
                self.home.set_busy(False)
                self.context.settings.forget_seat()
                self._offer_seat()
                if isinstance(exc, OSError):
                    message = describe("host_failed", exc.strerror or str(exc))
                else:  # the journal's own words are for the log, not for the player
                    message = describe("resume_failed")
                self.home.show_error("host", message)
                return
            port = hosting.port
        session = self._new_session()
        try:
            await session.take_seat(host, port, token=seat.token)
        except (JoinRefused, OSError, TimeoutError) as exc:
            self._drop_session()
            self.home.set_busy(False)
            if isinstance(exc, JoinRefused):
                self.context.settings.forget_seat()  # the game ended or the table is gone
                self._offer_seat()
                self.home.show_error("host", describe(exc.code, exc.message))
            else:
                self.home.show_resume_error(describe("unreachable", str(exc)))
            return
        self.home.set_busy(False)
        if seat.hosted and self.context.hosting is not None:
            self.lobby.set_addresses(self.context.hosting.addresses, "")
        self._show_state(session.state)
