"""The pages of one window: home, then the lobby, then the game, built as they are needed.

The lobby and the game screen are created on first use, so the app starts with the home
screen alone. Their requests are forwarded as this widget's own signals, which the window
connects once, whatever page exists yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QStackedWidget, QWidget

from dominos.ui.kit.reworded import Reworded
from dominos.ui.screens.home import HomeScreen
from dominos.ui.services.settings import Preferences

if TYPE_CHECKING:
    from dominos.table.state import State
    from dominos.ui.game.screen import GameScreen
    from dominos.ui.screens.lobby import LobbyScreen


class ScreenStack(Reworded, QStackedWidget):
    """Shows the page that fits the latest snapshot."""

    start_requested = Signal()
    #: A watcher asked for the lobby's free seat.
    sit_requested = Signal()
    leave_requested = Signal()
    #: The game screen asked to zoom the board or the hand (see ``GameScreen``).
    zoom_requested = Signal(str, int)
    #: A tile (a pair) and the end to lay it at (``"left"``, ``"right"`` or ``None``).
    play_requested = Signal(object, object)
    pass_requested = Signal()
    next_round_requested = Signal()
    new_game_requested = Signal()

    def __init__(self, home: HomeScreen, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.home = home
        self.addWidget(home)
        self._lobby: LobbyScreen | None = None
        self.game: GameScreen | None = None
        self._state: State | None = None
        self.preferences = Preferences()

    @property
    def lobby(self) -> LobbyScreen:
        if self._lobby is None:
            from dominos.ui.screens.lobby import LobbyScreen

            lobby = LobbyScreen()
            lobby.start_requested.connect(self.start_requested)
            lobby.sit_requested.connect(self.sit_requested)
            lobby.leave_requested.connect(self.leave_requested)
            self.addWidget(lobby)
            self._lobby = lobby
        return self._lobby

    def game_screen(self) -> GameScreen:
        if self.game is None:
            from dominos.ui.game.screen import GameScreen

            game = GameScreen()
            game.play_requested.connect(self.play_requested)
            game.pass_requested.connect(self.pass_requested)
            game.next_round_requested.connect(self.next_round_requested)
            game.new_game_requested.connect(self.new_game_requested)
            game.leave_requested.connect(self.leave_requested)
            game.zoom_requested.connect(self.zoom_requested)
            game.apply_preferences(self.preferences)
            self.addWidget(game)
            self.game = game
        return self.game

    def set_preferences(self, prefs: Preferences) -> None:
        """Follow ``prefs`` on the game screen, now or once it exists."""
        self.preferences = prefs
        if self.game is not None:
            self.game.apply_preferences(prefs)

    @property
    def showing_game(self) -> bool:
        return self.game is not None and self.currentWidget() is self.game

    def show_state(self, state: State) -> None:
        """Draw ``state`` on the lobby or the game; move there (and focus it) if needed."""
        self._state = state
        page: LobbyScreen | GameScreen
        if state.phase == "lobby":
            page = self.lobby
            page.set_state(state)
        else:
            page = self.game_screen()
            page.set_state(state)
        if self.currentWidget() is not page:
            self.setCurrentWidget(page)
            self.initial_focus()

    def retranslate(self) -> None:
        """Drop the game, which words much of itself once, when built, and build it again
        from the last snapshot, in the new language, if it is showing. (The home and the
        lobby word themselves again in place.)"""
        game = self.game
        if game is None:
            return
        showing = self.currentWidget() is game
        game.close_clocks()
        self.game = None
        self.removeWidget(game)
        game.deleteLater()
        if showing and self._state is not None:
            self.show_state(self._state)

    def initial_focus(self) -> None:
        """Put the cursor where the player most likely starts on the page shown."""
        page = self.currentWidget()
        if page is self.home:
            self.home.initial_focus()
        elif self._lobby is not None and page is self._lobby:
            self._lobby.initial_focus()
        elif page is not None:
            page.setFocus()

    def show_home(self) -> None:
        if self.game is not None:
            self.game.close_clocks()
        self.setCurrentWidget(self.home)
        self.home.set_busy(False)
        self.home.initial_focus()
