"""One player's window: home, lobby and game screens, and the seat's session behind them.

The window owns a :class:`Seating`, which hosts, joins and takes seats back and hands over
the seated session; the window turns what the lobby and game screens ask for (start, play,
leave) into calls on that session, and the session's signals into screen changes. With
``--demo`` there are four of these, one per seat, sharing one context.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QPoint, QRect, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from dominos.ui.kit import theme
from dominos.ui.kit.banner import Banner
from dominos.ui.kit.tasks import spawn
from dominos.ui.screens.home import HomeScreen
from dominos.ui.services.context import AppContext
from dominos.ui.services.errors import closed_message, describe
from dominos.ui.services.turn_alert import TurnAlert
from dominos.ui.shell import seat_memory
from dominos.ui.shell.journal_news import JournalNews
from dominos.ui.shell.screen_stack import ScreenStack
from dominos.ui.shell.seating import Seating
from dominos.ui.shell.session import Session
from dominos.ui.shell.who_left import WhoLeft
from dominos.ui.shell.window_language import WindowLanguage
from dominos.ui.shell.window_pages import WindowPages
from dominos.ui.shell.window_place import WindowPlace
from dominos.ui.shell.window_prefs import WindowPreferences

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from dominos.table.state import State
    from dominos.terms import End
    from dominos.ui.game.screen import GameScreen
    from dominos.ui.kit.confirm import Question
    from dominos.ui.screens.host_dialog import HostDialog
    from dominos.ui.screens.lobby import LobbyScreen

log = logging.getLogger(__name__)


#: How much of the screen a first window takes: the board and the words around it grow with
#: the window, so a large screen gets a large table, with some of the desktop still in sight.
FIRST_SHARE = 0.85
#: Space around the home and lobby screens; the game's table runs to the window's edges.
MARGINS = (12, 8, 12, 12)


class MainWindow(QMainWindow):
    """Home -> lobby -> game for one seat."""

    def __init__(
        self,
        context: AppContext,
        *,
        name: str | None = None,
        remember: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.remember = remember
        self.session: Session | None = None
        self.new_game_dialog: HostDialog | None = None
        self._closing = False
        self._leaving = False
        self._reconnecting = False
        self.quit_box: QMessageBox | None = None
        self.leave_box: QMessageBox | None = None
        self.setWindowTitle(self.tr("Dominos"))
        self.setMinimumSize(720, 520)

        self.banner = Banner()
        self.home = HomeScreen(name if name is not None else context.settings.name)
        self.stack = ScreenStack(self.home)
        central = QWidget()
        # Home and lobby sit on the table's felt; the game screen paints its own.
        theme.set_felt(central)
        self._layout = QVBoxLayout(central)
        self._layout.setContentsMargins(*MARGINS)
        self._layout.addWidget(self.banner)
        self._layout.addWidget(self.stack, 1)
        self.stack.currentChanged.connect(self._page_changed)
        self.setCentralWidget(central)

        quit_action = QAction(self.tr("&Quit"), self)
        # Qt reads Ctrl as Cmd on macOS, so this is the usual quit key everywhere (some
        # platforms define no standard Quit key at all).
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        quit_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        quit_action.triggered.connect(self.ask_to_quit)
        self.addAction(quit_action)
        self.pages = WindowPages(context, self.home, self.stack, self)
        self.preferences = WindowPreferences(context, self.home, self.stack, self)
        self.journal_news = JournalNews(self.banner, lambda: self._ask(Session.replay_round), self)
        self.who_left = WhoLeft(self.banner, self)
        self.turn_alert = TurnAlert(self, context, self._speak)
        self.turn_alert.cue.connect(lambda cue, _state: context.play_cue(cue))

        self.seating = Seating(context, self.home, self, remember=remember)
        self.seating.seated.connect(self._adopt)
        self.seating.hosted.connect(
            lambda addresses, note: self.lobby.set_addresses(addresses, note)
        )
        self.seating.notice.connect(self.banner.show_info)
        self.language = WindowLanguage(
            context, self.home.language_choice, self.home, self.seating, self
        )
        self.home.name_changed.connect(self._remember_name)
        self.stack.start_requested.connect(lambda: self._ask(Session.start_game))
        self.stack.sit_requested.connect(lambda: self._ask(Session.sit))
        self.stack.leave_requested.connect(self.ask_to_leave)
        self.stack.play_requested.connect(self._play)
        self.stack.pass_requested.connect(lambda: self._ask(Session.pass_turn))
        self.stack.next_round_requested.connect(lambda: self._ask(Session.next_round))
        self.stack.new_game_requested.connect(self._ask_new_game_target)
        context.tables_changed.connect(self.home.set_tables)
        context.discovery_failed.connect(self.home.set_discovery_unavailable)
        context.problem.connect(self.banner.show_error)
        if remember and name is not None and self.home.name_ok():
            context.settings.name = self.home.name
        if context.discovery_error is not None:
            self.home.set_discovery_unavailable(context.discovery_error)
        self.home.set_tables(context.tables)
        self.seating.offer_seat()
        self.place = WindowPlace(self, context.settings) if remember else None

    @property
    def lobby(self) -> LobbyScreen:
        return self.stack.lobby

    @property
    def game(self) -> GameScreen | None:
        return self.stack.game

    # -- what the player asked for -----------------------------------------------------

    def _remember_name(self, name: str) -> None:
        if self.remember:
            self.context.settings.name = name

    def initial_focus(self) -> None:
        """Put the cursor where the player most likely starts on the page shown."""
        self.stack.initial_focus()

    def ask_to_leave(self) -> None:
        """Leave at once from the lobby (which asks the host itself), after asking once a game
        is over: there, leaving gives the seat up for good (decisions.md 2)."""
        session = self.session
        state = session.state if session is not None else None
        # A watcher is asked too, once the game is on: coming back takes the code again.
        watching = session is not None and session.watching
        asked = "over" if not watching else ("round", "break", "over")
        if session is None or state is None or state.phase not in asked:
            self._leave_now()
            return
        if self.leave_box is not None and self.leave_box.isVisible():
            return
        from dominos.ui.kit.confirm import confirm

        runs_table = self._runs_table(session)
        self.leave_box = confirm(
            self,
            lambda: self.leave_question(runs_table, watching=watching),
            on_yes=self._leave_now,
        )

    def _leave_now(self) -> None:
        spawn(self.leave(), name="leave")

    def leave_question(self, runs_table: bool, *, watching: bool = False) -> Question:
        from dominos.ui.shell.leaving import leave_question

        return leave_question(runs_table, watching=watching)

    async def leave(self) -> None:
        """Leave the table (the host closes it) and go back home; after a game, with the
        table's code typed in, so that coming back to the seat left free is one click."""
        session = self.session
        state = session.state if session is not None else None
        again = "" if session is None or self._runs_table(session) else session.code
        self._leaving = True
        if self.remember:
            self.context.settings.forget_seat()
        try:
            if session is not None and self._runs_table(session):
                await self.context.close_table()
            if session is not None:
                await session.leave()
        finally:
            self._leaving = False
            self._drop_session()
            self._go_home()
            if again and state is not None and state.phase == "over":
                self.home.code_edit.setText(again)

    def _runs_table(self, session: Session) -> bool:
        """Whether this app runs the table of ``session``: the first arrival at a table of
        dominos-host holds the host's rights too, but quitting does not close that table."""
        return session.is_host and self.context.hosting is not None

    async def shutdown(self) -> None:
        """On quit: leave a seat for good between games (in the lobby, or after a game, where
        a seat kept would be nobody's: decisions.md 2), or just disconnect from a game in
        progress."""
        if self.game is not None:
            self.game.close_clocks()
        session = self.session
        if session is None:
            return
        self._leaving = True
        state = session.state
        between = state is not None and state.phase in ("lobby", "over")
        # A watcher holds no seat to come back to: it says goodbye at any time.
        if (between or session.watching) and not self._runs_table(session):
            await session.leave()
        else:
            await session.close()

    # -- the session's news -------------------------------------------------------------

    def _adopt(self, session: Session) -> None:
        """Make ``session``, which has just taken its seat, this window's, and show it."""
        self._drop_session()
        session.state_changed.connect(self._show_state)
        session.error.connect(self._on_error)
        session.closed.connect(self._on_closed)
        session.reconnecting.connect(self._on_reconnecting)
        session.record_received.connect(self._keep_record)
        self.session = session
        self.context.need_sound()  # the table's first cue is a few seconds away
        if session.ended is not None:  # closed while the seat was being taken
            self._on_closed(*session.ended)
            return
        self._show_state(session.state)

    def _drop_session(self) -> None:
        session, self.session = self.session, None
        self.who_left.forget()
        if session is not None:
            session.state_changed.disconnect(self._show_state)
            session.error.disconnect(self._on_error)
            session.closed.disconnect(self._on_closed)
            session.reconnecting.disconnect(self._on_reconnecting)
            session.record_received.disconnect(self._keep_record)
            session.deleteLater()

    def _keep_record(self, record: object) -> None:
        from dominos.table.record import GameRecord

        if isinstance(record, GameRecord):
            self.context.keep_record(record)

    def _show_state(self, state: State | None) -> None:
        if state is None or self.session is None or not self.session.joined:
            return
        if self.banner.property("role") == "banner-info" and self._reconnecting:
            self.banner.clear()
        self._reconnecting = False
        self.who_left.show(state)
        self.journal_news.show(state)
        if self.journal_news.waiting(state) and self.stack.showing_game:
            return  # the journal's older table: the game as last seen stays on screen
        from dominos.ui.watch_words import whose_window

        self.setWindowTitle(self.tr("Dominos - {name}").format(name=whose_window(state)))
        if self.remember and self.session is not None:
            seat_memory.keep(self.context, self.session, state)
        self.stack.show_state(state)
        self.turn_alert.show_state(state)

    def _speak(self, text: str) -> None:
        """Tell a screen reader, through the game screen's news line."""
        if self.game is not None:
            self.game.announce_label.speak(text)

    def _on_error(self, code: str, message: str) -> None:
        # A refused command matters for a moment, not for the rest of the game.
        self.banner.show_error(describe(code, message), seconds=6)

    def _on_closed(self, reason: str, message: str) -> None:
        if self._leaving:
            return
        if self.remember:
            self.context.settings.forget_seat()  # closed by the host, or taken over
        self._drop_session()
        self._go_home()
        self.banner.show_error(closed_message(reason, message))

    def _on_reconnecting(self, since: float) -> None:
        self._reconnecting = True
        self.banner.show_info(
            self.tr(
                "Can't reach the host. Waiting for the table to come back... ({seconds} s)"
            ).format(seconds=int(since)),
            action=(self.tr("Stop trying"), lambda: spawn(self.stop_reconnecting())),
        )
        self.turn_alert.wait_for_host()
        if self.game is not None and self.stack.showing_game:
            self.game.wait_for_host()

    async def stop_reconnecting(self) -> None:
        """Give up waiting for the table but keep the seat: home offers to rejoin later."""
        session = self.session
        self._leaving = True
        try:
            if self.game is not None:
                self.game.close_clocks()
            if session is not None:
                await session.close()
        finally:
            self._leaving = False
            self._reconnecting = False
            self._drop_session()
            self._go_home()

    def _go_home(self) -> None:
        self.turn_alert.reset()
        self.seating.offer_seat()
        self.setWindowTitle(self.tr("Dominos"))
        self.stack.show_home()

    # -- the game's requests --------------------------------------------------------------

    def _play(self, tile: tuple[int, int], end: End | None) -> None:
        self._ask(lambda session: session.play((int(tile[0]), int(tile[1])), end))

    def _ask(self, command: Callable[[Session], None]) -> None:
        """Send ``command`` on this window's seat, if it has one."""
        if self.session is not None:
            command(self.session)

    def _ask_new_game_target(self) -> None:
        """The host picks the target again before a new game (decisions.md 20)."""
        state = self.session.state if self.session is not None else None
        from dominos.ui.screens.host_dialog import HostDialog

        dialog = HostDialog(
            state.target if state is not None else self.context.settings.target,
            self,
            new_game=True,
        )
        dialog.open_requested.connect(
            lambda target: self._ask(lambda session: session.new_game(target))
        )
        self.new_game_dialog = dialog
        dialog.open()

    def _page_changed(self, _index: int) -> None:
        self._layout.setContentsMargins(*((0, 0, 0, 0) if self.stack.showing_game else MARGINS))

    # -- window ---------------------------------------------------------------------------

    def restore_geometry(self, data: QByteArray | None) -> None:
        """Where the player left the window, or a size that fits this screen, centred."""
        if data is not None and self.restoreGeometry(data):
            return
        area = self.screen().availableGeometry()
        size = (area.size() * FIRST_SHARE).expandedTo(self.minimumSize()).boundedTo(area.size())
        rect = QRect(QPoint(), size)
        rect.moveCenter(area.center())
        self.setGeometry(rect)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._closing:
            event.accept()
            return
        event.ignore()
        self.ask_to_quit()

    def ask_to_quit(self) -> None:
        """Quit, after asking the host whether to end a game the others are playing, and a
        player in the middle of a game whether to leave their seat to the table for a while."""
        session = self.session
        state = session.state if session is not None else None
        others = state is not None and len(state.seats) > 1
        runs_table = session is not None and self._runs_table(session)
        # A watcher leaves nobody a seat to play for: nothing to ask.
        mid_game = state is not None and state.phase in ("round", "break")
        mid_game = mid_game and session is not None and not session.watching
        if session is None or not others or not (runs_table or mid_game):
            self.context.quit_requested.emit()
            return
        if self.quit_box is not None and self.quit_box.isVisible():
            return
        from dominos.ui.kit.confirm import confirm

        self.quit_box = confirm(
            self,
            lambda: self.quit_question(runs_table),
            on_yes=self.context.quit_requested.emit,
            # Ending the game for everyone is asked plainly; leaving a seat for a while is
            # the question a stray Ctrl+Q meets, so Enter keeps playing.
            safe_default=not runs_table,
        )

    def quit_question(self, runs_table: bool) -> Question:
        from dominos.ui.shell.leaving import quit_question

        return quit_question(runs_table)

    def close_for_quit(self) -> None:
        """Close for good, once the app has shut the table down."""
        self._closing = True
        self.close()
