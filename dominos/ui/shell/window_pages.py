"""What a window opens to read beside the game: the rules (F1), the keys ("?") and the
history of the games played at this computer.

Each opens once and is shown again after that, never twice over. The window owns one
:class:`WindowPages`; the keys are the window's own, so they work on every screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from dominos.ui.kit.controls import shown
from dominos.ui.services.language import current

if TYPE_CHECKING:
    from dominos.ui.game.help_dialog import HelpDialog
    from dominos.ui.game.keys_dialog import KeysDialog
    from dominos.ui.history.history_dialog import HistoryDialog
    from dominos.ui.screens.home import HomeScreen
    from dominos.ui.services.context import AppContext
    from dominos.ui.shell.screen_stack import ScreenStack


class WindowPages(QObject):
    """The rules, the keys and the history of one main window."""

    def __init__(
        self, context: AppContext, home: HomeScreen, stack: ScreenStack, window: QWidget
    ) -> None:
        """``window`` carries the keys and is the parent of the pages."""
        super().__init__(window)
        self.context = context
        self.stack = stack
        self.window = window
        self.help: HelpDialog | None = None
        self.keys: KeysDialog | None = None
        self.history: HistoryDialog | None = None
        # One F1 for the whole window: a second one on a screen would make Qt find the key
        # ambiguous and fire neither.
        self._key(self.tr("&Rules"), QKeySequence(Qt.Key.Key_F1), self.show_help)
        self._key(self.tr("&Keys"), QKeySequence("?"), self.show_keys)
        home.history_requested.connect(self.show_history)

    def show_help(self) -> None:
        """The rules, from any screen; the game screen has its own window of them, which
        its Rules button opens too, so F1 there shows that one rather than a second."""
        game = self.stack.game
        if game is not None and self.stack.showing_game:
            game.show_help()
            return
        from dominos.ui.game.help_dialog import HelpDialog

        self.help = shown(self.help, lambda: HelpDialog(self.window))

    def show_keys(self) -> None:
        """The shortcut sheet ("?"), from any screen."""
        from dominos.ui.game.keys_dialog import KeysDialog

        self.keys = shown(self.keys, lambda: KeysDialog(self.window))

    def show_history(self) -> HistoryDialog:
        """The games played at this computer, newest first, with the pairs' stats."""
        from dominos.ui.history.history_dialog import HistoryDialog

        if self.history is not None and self.history.language != current():
            self.history.deleteLater()  # worded in the language used before
            self.history = None
        self.history = shown(self.history, self._new_history, HistoryDialog.refresh)
        return self.history

    def _new_history(self) -> HistoryDialog:
        from dominos.ui.history.history_dialog import HistoryDialog

        dialog = HistoryDialog(self.context, self.window)
        dialog.outworded.connect(
            lambda: self._reword_history(dialog), Qt.ConnectionType.QueuedConnection
        )
        return dialog

    def _reword_history(self, old: HistoryDialog) -> None:
        """The language changed while the history was open: the same window, worded in
        the new language, where the old one was and on the game it showed."""
        if old is not self.history or old.language == current():
            return
        self.history = None
        if old.isVisible():
            record = old.showing_record()
            new = self.show_history()
            new.restoreGeometry(old.saveGeometry())
            if record is not None:
                new.show_record(record)
            new.view.adopt(old.view.replays)
        for replay in old.view.replays:  # a replay stays open after its history closed
            replay.move_to(self.window)
        old.close()
        old.deleteLater()

    def _key(self, text: str, key: QKeySequence, slot: Callable[[], None]) -> None:
        action = QAction(text, self.window)
        action.setShortcut(key)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.window.addAction(action)
