"""Your turn at the game screen: clicks, drags, drops and keys on your hand and the line's
ends, turned into one play or a pass, with the reason shown when one is refused.

The screen shows the snapshot; this part holds the :class:`Chooser` for it, keeps the hand's
selection, the lit ends and the turn prompt in step with it, and asks for the play. Nothing
here draws: it drives the hand, the board and the news line the screen laid out.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from PySide6.QtCore import QObject, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QPushButton, QWidget

from dominos.terms import End
from dominos.ui import words
from dominos.ui.game.choice import Chooser, Outcome, Play, Refusal
from dominos.ui.game.hand import HandView
from dominos.ui.game.news_line import NewsLine


class Ends(Protocol):
    """What your turn needs from the board: its two ends, to light, click and drop on."""

    end_clicked: SignalInstance
    tile_dropped: SignalInstance
    drop_refused: SignalInstance

    def show_end_choice(self, ends: set[str]) -> None: ...


class TurnPlay(QObject):
    """Your hand, the line's ends and the Pass button, as one way to play a turn."""

    #: A tile (its two numbers) and the end it goes on.
    play_requested = Signal(object, object)
    pass_requested = Signal()

    def __init__(
        self,
        hand: HandView,
        board: Ends,
        pass_button: QPushButton,
        news: NewsLine,
        show_prompt: Callable[[], None],
        parent: QWidget,
    ) -> None:
        """``show_prompt`` words the turn prompt again after the selection changed."""
        super().__init__(parent)
        self.chooser = Chooser()
        self.hand = hand
        self.board = board
        self.pass_button = pass_button
        self.news = news
        self._show_prompt = show_prompt
        hand.tile_clicked.connect(lambda index: self._apply(self.chooser.click(index)))
        hand.drag_started.connect(lambda index: board.show_end_choice(self.chooser.ends_for(index)))
        hand.drag_finished.connect(self.refresh)
        hand.drag_refused.connect(lambda index: self._apply(self.chooser.refuse_drag(index)))
        board.end_clicked.connect(self._end_clicked)
        board.tile_dropped.connect(self._dropped)
        board.drop_refused.connect(lambda a, b: self._apply(self.chooser.refuse_drop((a, b))))
        pass_button.clicked.connect(self.ask_to_pass)
        self._keys(parent)

    def _keys(self, window: QWidget) -> None:
        keys: list[tuple[str, Callable[[], None]]] = [
            (str(n), partial(self.select, n - 1)) for n in range(1, 8)
        ]
        # Once the line turns its ends are the top and the bottom one; the line still reads
        # from its top left to its bottom right, so Left and Up name one end, Right and Down
        # the other, whichever way the board shows them.
        keys += [
            ("Left", lambda: self.choose_end("left")),
            ("Up", lambda: self.choose_end("left")),
            ("Right", lambda: self.choose_end("right")),
            ("Down", lambda: self.choose_end("right")),
            ("Return", self.play_selected),
            ("Enter", self.play_selected),
            ("P", self.ask_to_pass),
            ("Escape", self.cancel_selection),
        ]
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)

    def refresh(self) -> None:
        """Show the hand, the lit ends, the Pass button and the prompt as the chooser
        stands (after a snapshot, or a selection that changed)."""
        c = self.chooser
        self.pass_button.setEnabled(c.must_pass())
        self.pass_button.setToolTip(words.pass_reason(bool(c.playable()), c.your_turn))
        self.hand.set_hand(
            c.hand, playable=c.playable() if c.your_turn else None, selected=c.selected
        )
        self.board.show_end_choice(c.glowing_ends())
        self._show_prompt()

    def _apply(self, outcome: Outcome) -> None:
        """Show the selection as it now stands, then play or explain as the outcome says."""
        self.refresh()
        if isinstance(outcome, Refusal):
            self.news.explain(outcome.message)
            return
        self.news.acted()
        if isinstance(outcome, Play):
            self.play_requested.emit(outcome.tile, outcome.end)

    def select(self, index: int) -> None:
        """Keys 1-7: pick a tile; Enter plays it once its end is known."""
        self._apply(self.chooser.select(index))

    def choose_end(self, end: End) -> None:
        self._apply(self.chooser.choose_end(end))

    def play_selected(self) -> None:
        self._apply(self.chooser.confirm())

    def cancel_selection(self) -> None:
        self.chooser.cancel()
        self.refresh()
        self.news.acted()

    def ask_to_pass(self) -> None:
        if self.pass_button.isEnabled() and self.pass_button.isVisible():
            self.pass_requested.emit()

    def _end_clicked(self, end: str) -> None:
        if end in ("left", "right"):
            self._apply(self.chooser.click_end(end))  # type: ignore[arg-type]

    def _dropped(self, a: int, b: int, end: object) -> None:
        where = end if end in ("left", "right") else None
        self._apply(self.chooser.drop((a, b), where))  # type: ignore[arg-type]
