"""The game screen: the table seen from your chair, redrawn from every snapshot.

You sit at the bottom, your partner across at the top, and the player after you on the right,
so the turn visibly goes round the table (bottom, right, top, left); a watcher stands behind
the host's chair, with no hand and nothing to play. The screen never decides
anything: it shows the latest snapshot and turns clicks, drags and keys into requests, checked
against the same rule the host applies only to give feedback at once.
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal, SignalInstance
from PySide6.QtGui import (
    QGuiApplication,
    QHideEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QPushButton,
    QStackedWidget,
    QWidget,
)

from dominos.table.state import State
from dominos.ui import words
from dominos.ui.board.board_view import SEAT_SIDES, BoardView
from dominos.ui.game.backdrop import backdrop
from dominos.ui.game.backdrop import scaled as scaled_rect
from dominos.ui.game.countdown import Countdown
from dominos.ui.game.ended_round import open_on_ended_round
from dominos.ui.game.game_over import ROW_HEIGHT, GameOverPanel
from dominos.ui.game.hand import HandView, tallest_tile
from dominos.ui.game.header import Header
from dominos.ui.game.help_dialog import HelpDialog
from dominos.ui.game.news_line import NewsLine
from dominos.ui.game.round_end import RoundEndPanel
from dominos.ui.game.round_log import RoundLog
from dominos.ui.game.round_outcome import panel_grow
from dominos.ui.game.screen_layout import lay_out, table_sheet
from dominos.ui.game.seat_badge import AWAY_TURN_MS, TURN_MS, SeatBadge
from dominos.ui.game.turn_play import TurnPlay
from dominos.ui.game.turn_prompt import TurnPrompt
from dominos.ui.kit import theme
from dominos.ui.kit.chrome import chrome_scale, rescale_sheets, scaled
from dominos.ui.kit.controls import shown
from dominos.ui.kit.i18n import tr
from dominos.ui.kit.motion import prefers_reduced_motion, reduced_motion
from dominos.ui.services.settings import Preferences
from dominos.ui.watch_words import is_watching, viewpoint

#: Where each seat sits, counted from yours in turn order; the board slides tiles in from
#: the same sides.
PLACES = SEAT_SIDES


class Board(Protocol):
    """What the screen needs from the board view (dominos.ui.board.board_view)."""

    end_clicked: SignalInstance
    tile_dropped: SignalInstance
    drop_refused: SignalInstance

    def set_state(self, state: State) -> None: ...
    def show_end_choice(self, ends: set[str]) -> None: ...


def _default_board(parent: QWidget) -> QWidget:
    return BoardView(parent, reduced_motion=prefers_reduced_motion())


class GameScreen(QWidget):
    """Composes header, seats, board, hand and the between-rounds panels."""

    play_requested = Signal(object, object)
    pass_requested = Signal()
    next_round_requested = Signal()
    new_game_requested = Signal()
    leave_requested = Signal()
    #: Ctrl+wheel over the board or the hand: ``"board"`` or ``"hand"``, and steps (+ or -).
    zoom_requested = Signal(str, int)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        board: QWidget | None = None,
        turn_clock: Countdown | None = None,
        break_clock: Countdown | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        self._state: State | None = None
        #: The host cannot be reached: the clocks are stopped until its next snapshot.
        self._waiting = False
        self._help: HelpDialog | None = None
        self._backdrop: tuple[tuple[int, int, float, bool], QPixmap] | None = None
        #: How much larger than usual the chrome is drawn, for the window's size.
        self.scale = 1.0
        self.turn_clock = turn_clock or Countdown(self)
        self.break_clock = break_clock or Countdown(self)
        if self.turn_clock.parent() is None:
            self.turn_clock.setParent(self)
        if self.break_clock.parent() is None:
            self.break_clock.setParent(self)

        self.header = Header(self)
        self.badges = {
            place: SeatBadge(
                self, show_tiles=place != "bottom", vertical=place in ("left", "right")
            )
            for place in PLACES
        }
        self.board_widget = board if board is not None else _default_board(self)
        self.board: Board = self.board_widget  # type: ignore[assignment]
        self.board_widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.round_end = RoundEndPanel(self.break_clock, self)
        self.game_over = GameOverPanel(self)
        self.round_log = RoundLog(self)
        self.round_log.hide()
        self.centre = QStackedWidget(self)
        for page in (self.board_widget, self.round_end, self.game_over):
            self.centre.addWidget(page)
        self._show_centre(self.board_widget)

        self.announce_label = NewsLine(self)
        self.prompt = TurnPrompt(self)
        self.hand = HandView(self)
        self.hand.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pass_button = self._table_button(tr("Pass"), "passButton")
        self.pass_button.setMinimumSize(96, 44)
        # Between rounds and after the game the panel covers the table: this turns it aside
        # so everyone can look back at how the line ended.
        self.look_button = self._table_button(tr("Show the table"), "lookButton")
        self.look_button.setCheckable(True)
        self.look_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # reached with Tab
        self.look_button.hide()
        #: A watcher's way out, in every phase (a player's is the game-over panel's).
        self.stop_button = self._table_button(tr("Stop watching"), "stopWatchingButton")
        self.stop_button.hide()

        self.turn = TurnPlay(
            self.hand, self.board, self.pass_button, self.announce_label, self._show_prompt, self
        )
        self.chooser = self.turn.chooser
        self._balance = lay_out(
            self,
            badges=self.badges,
            header=self.header,
            centre=self.centre,
            round_log=self.round_log,
            news=self.announce_label,
            prompt=self.prompt,
            hand=self.hand,
            buttons=(self.pass_button, self.look_button, self.stop_button),
        )
        self._connect()
        shortcut = QShortcut(QKeySequence("L"), self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(self.toggle_round_log)
        self.setStyleSheet(table_sheet())
        self.hand.installEventFilter(self)
        if isinstance(self.board_widget, BoardView):
            self.board_widget.viewport().installEventFilter(self)

    # -- construction ----------------------------------------------------------------
    def _table_button(self, text: str, name: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setProperty("tableButton", True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def _connect(self) -> None:
        self.header.help_requested.connect(self.show_help)
        self.header.log_toggled.connect(self.round_log.setVisible)
        self.turn.play_requested.connect(self.play_requested)
        self.turn.pass_requested.connect(self.pass_requested)
        self.look_button.toggled.connect(self._look)
        self.stop_button.clicked.connect(self.leave_requested)
        self.round_end.next_round_requested.connect(self.next_round_requested)
        self.game_over.new_game_requested.connect(self.new_game_requested)
        self.game_over.leave_requested.connect(self.leave_requested)
        self.round_end.replay_requested.connect(self.open_replay)
        self.round_end.review_requested.connect(self.open_review)
        self.game_over.replay_requested.connect(self.open_replay)
        self.turn_clock.seconds_changed.connect(self._show_prompt)

    # -- the snapshot ----------------------------------------------------------------
    def set_state(self, state: State) -> None:
        """Redraw everything from ``state``; the only way the screen learns anything."""
        previous, self._state = self._state, state
        # A snapshot comes from the host: it is there, and the clocks count its real time.
        self._waiting = False
        mine = state.phase == "round" and state.turn == state.you
        self.chooser.update(state.hand, state.ends, your_turn=mine)
        self.header.set_state(state)
        self._update_clocks(state)
        self._update_seats(state)
        self.board.set_state(state)
        self.round_log.set_state(state)
        self.turn.refresh()
        self._update_centre(state)
        if state.last is not None and (previous is None or previous.last != state.last):
            self._announce(state)
        elif state.last is None and previous is not None and previous.round != state.round:
            self.announce_label.forget()
        if previous is not None and previous.phase == "over" and state.phase == "round":
            host = state.seats[state.host_seat].name
            text = tr("{host} started a new game, to {target}").format(
                host=host, target=state.target
            )
            self.announce_label.tell(text)

    def state(self) -> State | None:
        return self._state

    def apply_preferences(self, prefs: Preferences) -> None:
        """Motion, tile faces and contrast as the player set them; redraws what they change."""
        if isinstance(self.board_widget, BoardView):
            self.board_widget.set_reduced_motion(reduced_motion(prefs.motion))
            self.board_widget.redraw_tiles()
        if isinstance(self.board_widget, BoardView):
            self.board_widget.set_zoom(prefs.board_zoom)
        layout = self.layout()
        if self.hand.set_zoom(prefs.hand_zoom) and layout is not None:
            layout.activate()
        self.setStyleSheet(table_sheet())
        for team in self.header.teams:
            team.restyle()
        rescale_sheets(self, self.scale)
        self._backdrop = None
        for widget in (self, self.hand, *self.badges.values()):
            widget.update()

    def _update_clocks(self, state: State) -> None:
        if state.phase == "round" and state.turn is not None and state.turn_ms_left is not None:
            away = not state.seats[state.turn].connected
            self.turn_clock.start(state.turn_ms_left, AWAY_TURN_MS if away else TURN_MS)
        else:
            self.turn_clock.stop()
        if state.phase == "break" and state.break_ms_left is not None:
            self.break_clock.start(state.break_ms_left)
        else:
            self.break_clock.stop()
        # Frames only while a ring is on screen; digits alone wake once a second.
        self.turn_clock.set_smooth(self.isVisible() and self.turn_clock.running)

    def _update_seats(self, state: State) -> None:
        watching = is_watching(state)
        # A watcher has no hand below the table: the seat there shows its tile backs too,
        # while the round is played (at its end every hand is face up in the middle).
        self.badges["bottom"].tiles.setVisible(watching and state.phase == "round")
        for offset, place in enumerate(PLACES):
            seat = (viewpoint(state) + offset) % len(state.seats)
            if seat >= len(state.seats):
                continue
            self.badges[place].set_seat(
                state.seats[seat],
                seat,
                active=state.phase == "round" and state.turn == seat,
                you=offset == 0 and not watching,
                host=seat == state.host_seat,
                countdown=self.turn_clock,
                face_down=state.phase == "round",
            )

    def _update_centre(self, state: State) -> None:
        panel: QWidget | None = None
        if state.phase == "over":
            self.game_over.set_state(state)
            panel = self.game_over
        elif state.phase == "break" and state.result is not None:
            self.round_end.set_state(state)
            panel = self.round_end
        if panel is None:
            self.look_button.setChecked(False)
        looking = self.look_button.isChecked()
        self._show_centre(panel if panel is not None and not looking else self.board_widget)
        playing = state.phase == "round"
        watching = is_watching(state)
        self.announce_label.setVisible(playing)
        self.prompt.setVisible(playing)
        self.hand.setVisible(playing and not watching)
        self.pass_button.setVisible(playing and not watching)
        self.stop_button.setVisible(watching and state.phase != "over")
        # Shown only once the hand has gone, so the row never holds both at once.
        self.look_button.setText(tr("Show the scores") if looking else tr("Show the table"))
        self.look_button.setVisible(panel is not None)

    def _look(self, _checked: bool) -> None:
        if self._state is not None:
            self._update_centre(self._state)

    def _show_centre(self, page: QWidget) -> None:
        # The panels scroll rather than hold the window to their height, so the board and
        # your hand keep the room a round needs, and a short window still shows every panel.
        self.centre.setCurrentWidget(page)

    def _show_prompt(self, _seconds: int = 0) -> None:
        self.prompt.show_turn(self._state, self.chooser, self.turn_clock, waiting=self._waiting)

    def wait_for_host(self) -> None:
        """The host cannot be reached: nothing can happen at the table, so no clock counts
        down, and both say why, until the host's next snapshot brings the real time left."""
        self._waiting = True
        self.turn_clock.stop()
        self.break_clock.stop()
        self.round_end.wait_for_host()
        self._show_prompt()

    def _announce(self, state: State) -> None:
        last = state.last
        assert last is not None
        text = words.announcement(last, state.seats, state.you, state.ends)
        # The table played for you: worth noticing.
        self.announce_label.tell(
            text, urgent=last.seat == state.you and last.kind.startswith("auto")
        )

    def select(self, index: int) -> None:
        """Keys 1-7: pick a tile; Enter plays it once its end is known."""
        self.turn.select(index)

    def play_selected(self) -> None:
        self.turn.play_selected()

    def open_replay(self) -> QWidget | None:
        """The round that just ended, replayed in a window of its own; nothing while a
        round is being played (the snapshot then carries no result)."""
        from dominos.ui.game.replay_dialog import ReplayDialog

        return open_on_ended_round(self._state, ReplayDialog, self.window())

    def open_review(self) -> QWidget | None:
        """What each play of the round that just ended was worth, in a window of its own;
        nothing while a round is being played."""
        from dominos.ui.review.window import ReviewWindow

        # A watcher's review asks no lesson of anyone: none of the plays were theirs.
        you = None if self._state is None or is_watching(self._state) else self._state.you
        return open_on_ended_round(self._state, partial(ReviewWindow, viewer=you), self.window())

    # -- help and lifetime -----------------------------------------------------------
    def toggle_round_log(self) -> None:
        """Key L: the round so far, shown or hidden like the header's button."""
        self.header.log_button.toggle()

    def show_help(self) -> None:
        self._help = shown(self._help, lambda: HelpDialog(self))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+wheel over the board or the hand asks to zoom it."""
        if event.type() == QEvent.Type.Wheel:
            assert isinstance(event, QWheelEvent)
            steps = event.angleDelta().y() // 120
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier and steps:
                self.zoom_requested.emit("hand" if watched is self.hand else "board", steps)
                return True
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Your tiles grow with the window, as the board's do (the hand asks the layout to
        # place it again for its new size).
        self.round_log.fit_to(event.size().width())
        self.set_scale(chrome_scale(event.size().width(), event.size().height()))
        super().resizeEvent(event)
        self.hand.set_tallest(tallest_tile(event.size().height()))
        for story in (self.round_end.story, self.game_over.story):
            story.set_grow(panel_grow(event.size().height()))

    def set_scale(self, scale: float) -> None:
        """Draw the chrome around the board ``scale`` times its usual size: the words, the
        badges, the buttons and the rows of the round table (see chrome.py)."""
        if scale == self.scale:
            return
        self.scale = scale
        rescale_sheets(self, scale)
        for badge in self.badges.values():
            badge.set_scale(scale)
        own = scaled(SeatBadge.OWN_WIDTH, scale)
        self.badges["bottom"].setFixedWidth(own)
        self._balance.setFixedWidth(own)
        self.pass_button.setMinimumSize(scaled(96, scale), scaled(44, scale))
        self.prompt.set_scale(scale)
        self.game_over.table.set_row_height(scaled(ROW_HEIGHT, scale))
        self.header.set_scale(scale)
        if self._state is not None:
            self.header.set_state(self._state)
            self._update_seats(self._state)
            self._show_prompt()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.turn_clock.set_smooth(self.turn_clock.running)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.turn_clock.set_smooth(False)

    def close_clocks(self) -> None:
        """Stop both countdown tasks (the screen is going away)."""
        self.turn_clock.stop()
        self.break_clock.stop()

    def paintEvent(self, event: QPaintEvent) -> None:
        dark = QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, dark or theme.high_contrast())
        if self._backdrop is None or self._backdrop[0] != key:
            self._backdrop = (key, backdrop(self.width(), self.height(), ratio, dark))
        painter = QPainter(self)
        painter.drawPixmap(event.rect(), self._backdrop[1], scaled_rect(event.rect(), ratio))
        painter.end()
