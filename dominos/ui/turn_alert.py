"""Never miss your turn: the cue of every snapshot, and when your turn starts in a window you
are not looking at, the system's attention signal, a desktop notification and a title that
says so; again, more urgently, 10 seconds before the time runs out.

The attention signal is ``QApplication.alert``: the taskbar entry flashes on Windows, the
dock icon bounces on macOS, and X11 and Wayland window managers mark the window as
demanding attention. Notifications go through ``QSystemTrayIcon.showMessage``: Windows shows
them as toasts, macOS in its notification centre, Linux desktops through their
notification service when they have a system tray (GNOME without its tray extension has
none, and then only the attention signal and the title speak). Nothing of this happens
while the window is the active one, nor for a player who turned alerts off.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from dominos.ui.i18n import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QSystemTrayIcon

    from dominos.table.state import State
    from dominos.ui.context import AppContext

log = logging.getLogger(__name__)

#: The second, more urgent cue comes this long before the turn's time runs out.
WARN_MS = 10_000


class Notifier:
    """Desktop notifications, through a tray icon shown only while one is up."""

    def __init__(self) -> None:
        self._tray: QSystemTrayIcon | None = None
        self._said = False

    @staticmethod
    def available() -> bool:
        # Imported here: the tray is asked about only when a turn starts, not at start-up.
        from PySide6.QtWidgets import QSystemTrayIcon

        return QSystemTrayIcon.isSystemTrayAvailable() and QSystemTrayIcon.supportsMessages()

    def show(self, title: str, text: str) -> bool:
        """Show a notification; ``False`` where the desktop offers none."""
        if not self.available():
            if not self._said:
                self._said = True
                log.info("no system tray here, so turn alerts show no desktop notification")
            return False
        from PySide6.QtWidgets import QSystemTrayIcon

        if self._tray is None:
            app = QApplication.instance()
            icon = app.windowIcon() if isinstance(app, QApplication) else QIcon()
            self._tray = QSystemTrayIcon(icon)
        self._tray.show()
        self._tray.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, 8000)
        return True

    def clear(self) -> None:
        if self._tray is not None:
            self._tray.hide()


def _attention(window: QWidget) -> None:
    QApplication.alert(window, 0)  # until the window is active again


class TurnAlert(QObject):
    """One window's cues and alerts, fed every snapshot the window shows."""

    #: A cue and the snapshot that called for it (the sound plays it).
    cue = Signal(str, object)
    #: An alert was raised: ``"turn"`` when the turn started, ``"hurry"`` 10 s before its end.
    alerted = Signal(str)

    def __init__(
        self,
        window: QWidget,
        context: AppContext,
        speak: Callable[[str], None],
        *,
        attention: Callable[[QWidget], None] = _attention,
        notifier: Notifier | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._context = context
        self._speak = speak
        self._attention = attention
        self._notifier = notifier if notifier is not None else Notifier()
        self._previous: State | None = None
        #: The window's own title while an alert has changed it.
        self._title: str | None = None
        self._alert_title = ""
        self._warning = QTimer(self)
        self._warning.setSingleShot(True)
        self._warning.timeout.connect(self._hurry)
        window.installEventFilter(self)

    @property
    def alerting(self) -> bool:
        return self._title is not None

    @property
    def hurry_due(self) -> bool:
        """Whether the last seconds of this player's turn will be called out."""
        return self._warning.isActive()

    def show_state(self, state: State) -> None:
        """Cue and, when needed, alert for ``state``; call it after the window drew it and
        set its own title."""
        # Loaded with the first snapshot: the home screen alone starts without the table's code.
        from dominos.ui.cues import cue_for, spoken, turn_started, your_turn

        previous, self._previous = self._previous, state
        if not your_turn(state):
            self._warning.stop()
            self._calm()
        elif turn_started(previous, state):
            self._warning.stop()
            left = state.turn_ms_left
            if left is not None and left > WARN_MS:
                self._warning.start(left - WARN_MS)
        if self.alerting:  # the window has just written its own title over the alert's
            self._title = self._window.windowTitle()
            self._show_title()
        cue = cue_for(previous, state)
        if cue is None:
            return
        self.cue.emit(cue, state)
        if cue == "turn":
            self._alert("turn", tr("Your turn"), tr("It is your turn at the table."))
        words = spoken(cue, state)
        if words:
            self._speak(words)

    def reset(self) -> None:
        """The window left the table: no turn to watch any more."""
        self._previous = None
        self._warning.stop()
        self._calm()

    def _hurry(self) -> None:
        from dominos.ui.cues import your_turn

        if not your_turn(self._previous):
            return
        self.cue.emit("hurry", self._previous)
        seconds = WARN_MS // 1000
        text = tr("{seconds} seconds left to play.").format(seconds=seconds)
        self._alert("hurry", tr("Your turn: {seconds} s left").format(seconds=seconds), text)
        self._speak(text)

    def _alert(self, kind: str, title: str, text: str) -> None:
        if not self._context.preferences.alerts or self._window.isActiveWindow():
            return
        self._attention(self._window)
        self._notifier.show(title, text)
        if self._title is None:
            self._title = self._window.windowTitle()
        self._alert_title = title
        self._show_title()
        self.alerted.emit(kind)

    def _show_title(self) -> None:
        self._window.setWindowTitle(f"{self._alert_title} - {self._title}")

    def _calm(self) -> None:
        if self._title is not None:
            self._window.setWindowTitle(self._title)
            self._title = None
            self._notifier.clear()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.WindowActivate:
            self._calm()  # seen: the title is the window's own again
        return False
