"""The part of a main window that follows the player's preferences: the dialog (Ctrl+, and the
home screen's button) and applying a change to every screen of the window at once.

App-wide parts of a change (the tile faces every painter draws, the style sheet) are applied
here too, once for the app whichever window asked, so four ``--demo`` windows stay alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from dominos.ui.board.faces import set_faces
from dominos.ui.kit import theme

if TYPE_CHECKING:
    from dominos.ui.screens.home import HomeScreen
    from dominos.ui.screens.preferences import PreferencesDialog
    from dominos.ui.services.context import AppContext
    from dominos.ui.services.settings import Preferences
    from dominos.ui.shell.screen_stack import ScreenStack


def apply_app_wide(prefs: Preferences) -> None:
    """What every window shares: tile faces and the contrast of the style."""
    set_faces(prefs.faces)
    app = QApplication.instance()
    if isinstance(app, QApplication) and theme.high_contrast() != prefs.high_contrast:
        theme.apply(app, high_contrast=prefs.high_contrast)


def _shortcut(
    window: QWidget,
    text: str,
    own: list[QKeySequence],
    standard: QKeySequence.StandardKey | None,
    slot: Callable[[], object],
    taken: Sequence[QKeySequence] = (),
) -> QAction:
    """An action of ``window`` for ``own`` keys and the platform's ``standard`` ones, less
    any already ``taken`` by another action (Qt fires neither of two actions on one key)."""
    action = QAction(text, window)
    keys = [k for k in own if k not in taken]
    if standard is not None:
        keys += [k for k in QKeySequence.keyBindings(standard) if k not in keys + list(taken)]
    action.setShortcuts(keys)
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(lambda _=False: slot())
    window.addAction(action)
    return action


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
        # Ctrl+, everywhere (Qt reads Ctrl as Cmd on macOS, where Cmd+, is the usual key),
        # F11 for full screen; and each platform's own key where it defines another
        # (Ctrl+Cmd+F for full screen on macOS).
        _shortcut(
            window,
            self.tr("&Preferences..."),
            [QKeySequence("Ctrl+,")],
            QKeySequence.StandardKey.Preferences,
            self.open,
        )
        _shortcut(
            window,
            self.tr("&Full screen"),
            [QKeySequence(Qt.Key.Key_F11)],
            QKeySequence.StandardKey.FullScreen,
            self.toggle_full_screen,
        )
        self._zoom_keys(window)
        stack.zoom_requested.connect(self.zoom)
        home.preferences_requested.connect(self.open)
        context.preferences_changed.connect(self.apply)
        self.apply(context.preferences)

    def _zoom_keys(self, window: QWidget) -> None:
        """Ctrl +, Ctrl - and Ctrl 0 zoom the board and the hand together (Cmd on macOS)."""
        keys: list[tuple[QKeySequence.StandardKey | str, int]] = [
            (QKeySequence.StandardKey.ZoomIn, 1),
            ("Ctrl+=", 1),
            (QKeySequence.StandardKey.ZoomOut, -1),
            ("Ctrl+0", 0),
        ]
        taken: list[QKeySequence] = []
        for key, steps in keys:
            own = [QKeySequence(key)] if isinstance(key, str) else []
            standard = None if isinstance(key, str) else key
            action = _shortcut(window, "", own, standard, partial(self.zoom, "both", steps), taken)
            taken += action.shortcuts()

    def toggle_full_screen(self) -> None:
        """Full screen and back; remembered for the next start, with the window's geometry."""
        window = self.window
        if window.isFullScreen():
            window.showNormal()
        else:
            window.showFullScreen()
        if getattr(window, "remember", True):
            self.context.settings.full_screen = window.isFullScreen()

    def zoom(self, part: str, steps: int) -> None:
        """Zoom the board, the hand or ``both`` by ``steps`` tenths (0: back to the size the
        window gives them); kept with the preferences. Only while the game is on screen."""
        if not self.stack.showing_game:
            return
        prefs = self.context.preferences
        changes: dict[str, float] = {}
        for name in ("board", "hand") if part == "both" else (part,):
            now = getattr(prefs, f"{name}_zoom")
            changes[f"{name}_zoom"] = 1.0 if steps == 0 else now + 0.1 * steps
        self.context.set_preferences(prefs.with_(**changes))

    def open(self) -> PreferencesDialog:
        """The dialog, set from the current name and preferences (one at a time)."""
        from dominos.ui.screens.preferences import PreferencesDialog

        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.raise_()
            return self.dialog
        self.context.need_sound()  # to try the sound, or say there is none
        dialog = PreferencesDialog(
            self.home.name,
            self.context.preferences,
            self.context.settings.language,
            self.window,
            sound=self.context.sound,
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
