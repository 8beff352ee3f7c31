"""The part of a main window that follows the player's preferences: the dialog (Ctrl+, and the
home screen's button) and applying a change to every screen of the window at once.

App-wide parts of a change (the tile faces every painter draws, the style sheet) are applied
here too, once for the app whichever window asked, so four ``--demo`` windows stay alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from dominos.ui import theme
from dominos.ui.board import tile_painter

if TYPE_CHECKING:
    from dominos.ui.context import AppContext
    from dominos.ui.screen_stack import ScreenStack
    from dominos.ui.screens.home import HomeScreen
    from dominos.ui.screens.preferences import PreferencesDialog
    from dominos.ui.settings import Preferences


def apply_app_wide(prefs: Preferences) -> None:
    """What every window shares: tile faces and the contrast of the style."""
    tile_painter.set_faces(prefs.faces)
    app = QApplication.instance()
    if isinstance(app, QApplication) and theme.high_contrast() != prefs.high_contrast:
        theme.apply(app, high_contrast=prefs.high_contrast)


class WindowPreferences(QObject):
    """The preferences of one window: its Ctrl+, action, its dialog, and following a change
    on every screen. The window owns one."""

    def __init__(
        self, context: AppContext, home: HomeScreen, stack: ScreenStack, window: QWidget
    ) -> None:
        """``window`` carries the shortcut and is the parent of the dialog."""
        super().__init__(window)
        self.context = context
        self.home = home
        self.stack = stack
        self.window = window
        self.dialog: PreferencesDialog | None = None
        action = QAction(self.tr("&Preferences..."), window)
        # Ctrl+, everywhere (Qt reads Ctrl as Cmd on macOS, where Cmd+, is the usual key);
        # the platform's own preferences key too where it defines another.
        keys = [QKeySequence("Ctrl+,")]
        keys += [
            k
            for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
            if k not in keys
        ]
        action.setShortcuts(keys)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(self.open)
        window.addAction(action)
        home.preferences_requested.connect(self.open)
        context.preferences_changed.connect(self.apply)
        self.apply(context.preferences)

    def open(self) -> PreferencesDialog:
        """The dialog, set from the current name and preferences (one at a time)."""
        from dominos.ui.screens.preferences import PreferencesDialog

        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.raise_()
            return self.dialog
        dialog = PreferencesDialog(
            self.home.name, self.context.preferences, self.context.settings.language, self.window
        )
        dialog.saved.connect(self._save)
        self.dialog = dialog
        dialog.open()
        return dialog

    def _save(self, name: str, prefs: Preferences, language: str) -> None:
        if name != self.home.name:
            self.home.set_name(name)  # remembered the way typing it there is
        self.context.set_preferences(prefs)
        if language != self.context.settings.language:
            self.context.set_language(language)

    def apply(self, prefs: Preferences) -> None:
        """Follow ``prefs`` on every screen of this window, now and when screens appear."""
        apply_app_wide(prefs)
        self.stack.set_preferences(prefs)
