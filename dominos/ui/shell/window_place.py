"""Where the player's window is and how large, kept as it changes.

Saving it only when the app closes cleanly lost it whenever the app did not: a ``kill -9``,
a crash, a session that ended under it. So every move and resize is written to the settings
once the window has stood still for a moment (one write per drag, not one per pixel), and
synced to disk, as the seat's token is.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from dominos.ui.services.settings import Settings

#: How long the window must stand still before its place is written, in milliseconds.
SETTLE_MS = 500


class WindowPlace(QObject):
    """Keeps ``window``'s geometry in ``settings`` as the player moves and resizes it."""

    def __init__(self, window: QWidget, settings: Settings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(SETTLE_MS)
        self.timer.timeout.connect(self.save)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        moved = event.type() in (QEvent.Type.Move, QEvent.Type.Resize)
        if moved and watched is self.window and self.window.isVisible():
            self.timer.start()
        return False

    def save(self) -> None:
        """Write the window's place now (and stop waiting to)."""
        self.timer.stop()
        self.settings.set_geometry(self.window.saveGeometry())
        self.settings.sync()
