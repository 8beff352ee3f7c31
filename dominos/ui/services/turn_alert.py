"""Never miss your turn: the cue of every snapshot, and when your turn starts in a window you
are not looking at, the system's attention signal, a desktop notification and a title that
says so; again, more urgently, 10 seconds before the time runs out.

The attention signal is ``QApplication.alert``: the taskbar entry flashes on Windows, the
dock icon bounces on macOS, and X11 and Wayland window managers mark the window as
demanding attention; on X11 the window's ICCCM urgency bit is set too (``x11_urgency.py``),
which tiling managers read instead, and cleared once the player has seen the window.
Notifications go through ``QSystemTrayIcon.showMessage``: Windows shows them as toasts,
macOS in its notification centre, Linux desktops through their notification service when
they have a system tray; a Linux desktop with none (GNOME without its tray extension) is
asked through that service on D-Bus directly. Nothing of this happens while the window is
the active one, nor for a player who turned alerts off.

From the second alert on, the title counts the seconds down as the clock on the game screen
does, from the same snapshot, so the two never disagree; while the host cannot be reached
no clock runs, so the title is the window's own again and no warning can come until the
host's next snapshot says how much time is really left. Whenever the turn's clock goes
again (the host is back, after a restart too, or gives back time it could not run), both
are armed again from the time left: the turn's alert and a warning 10 seconds before the
end, or the warning and the countdown at once when less is left.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from dominos.ui.kit.i18n import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QSystemTrayIcon

    from dominos.table.state import State
    from dominos.ui.services.context import AppContext
    from dominos.ui.services.desktop_notices import DesktopNotices

log = logging.getLogger(__name__)

#: The second, more urgent cue comes this long before the turn's time runs out.
WARN_MS = 10_000
#: A snapshot giving the turn under way this much more time than the last one said means
#: its clock was started again (a host's stall given back).
RESTARTED_S = 1.0


class Notifier:
    """Desktop notifications: through a tray icon shown only while one is up, or, on a
    Linux desktop with no tray, through its notification service (``desktop_notices.py``)."""

    def __init__(self) -> None:
        self._tray: QSystemTrayIcon | None = None
        self._desktop: DesktopNotices | None = None
        self._said = False

    @staticmethod
    def available() -> bool:
        """Whether there is a system tray to show notifications from."""
        # Imported here: the tray is asked about only when a turn starts, not at start-up.
        from PySide6.QtWidgets import QSystemTrayIcon

        return QSystemTrayIcon.isSystemTrayAvailable() and QSystemTrayIcon.supportsMessages()

    def show(self, title: str, text: str) -> bool:
        """Show a notification; ``False`` where the desktop offers none."""
        if not self.available():
            return self._show_without_tray(title, text)
        from PySide6.QtWidgets import QSystemTrayIcon

        if self._tray is None:
            app = QApplication.instance()
            icon = app.windowIcon() if isinstance(app, QApplication) else QIcon()
            self._tray = QSystemTrayIcon(icon)
        self._tray.show()
        self._tray.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, 8000)
        return True

    def _show_without_tray(self, title: str, text: str) -> bool:
        from dominos.ui.services.desktop_notices import DesktopNotices

        if self._desktop is None:
            self._desktop = DesktopNotices()
        if self._desktop.show(title, text):
            return True
        if not self._said:
            self._said = True
            log.info("no system tray here, so turn alerts show no desktop notification")
        return False

    def clear(self) -> None:
        if self._tray is not None:
            self._tray.hide()
        if self._desktop is not None:
            self._desktop.clear()


def _attention(window: QWidget) -> None:
    QApplication.alert(window, 0)  # until the window is active again
    from dominos.ui.services.x11_urgency import set_urgent

    set_urgent(window, True)


def _release(window: QWidget) -> None:
    """The player has seen it: the urgency hint goes (Qt drops its own attention state when
    the window is activated)."""
    from dominos.ui.services.x11_urgency import set_urgent

    set_urgent(window, False)


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
        release: Callable[[QWidget], None] = _release,
        notifier: Notifier | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._context = context
        self._speak = speak
        self._attention = attention
        self._release = release
        #: The window was asked to draw attention and has not been seen since.
        self._asked = False
        self._notifier = notifier if notifier is not None else Notifier()
        self._previous: State | None = None
        #: The window's own title while an alert has changed it.
        self._title: str | None = None
        self._alert_title = ""
        self._clock = clock
        #: When your turn's time runs out on this app's clock, as the latest snapshot says.
        self._turn_ends: float | None = None
        #: The second alert was given for this turn: the title counts the seconds down.
        self._hurried = False
        #: The host could not be reached: the next snapshot re-arms the warning.
        self._held = False
        self._warning = QTimer(self)
        self._warning.setSingleShot(True)
        self._warning.timeout.connect(self._hurry)
        self._ticker = QTimer(self)
        self._ticker.setSingleShot(True)
        self._ticker.timeout.connect(self._show_title)
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
        from dominos.ui.services.cues import cue_for, spoken, turn_started, your_turn

        previous, self._previous = self._previous, state
        held, self._held = self._held, False
        # Your turn's clock going again after the host was away, with more than the
        # warning's time left: the turn's own alert comes again.
        again = False
        if not your_turn(state):
            self._warning.stop()
            self._turn_ends, self._hurried = None, False
            self._calm()
        else:
            started = turn_started(previous, state)
            left = state.turn_ms_left
            expected = self._turn_ends
            # Every snapshot sets the time left again, as it does the clock on screen.
            self._turn_ends = None if left is None else self._clock() + left / 1000
            # The same turn's clock going again: the host is back (after a restart too, with
            # the time the turn had), or gave back time its loop could not run.
            gained = (
                expected is not None
                and self._turn_ends is not None
                and self._turn_ends > expected + RESTARTED_S
            )
            restarted = not started and (held or gained)
            if started or restarted:
                if self._hurried and self.alerting:
                    self._alert_title = tr("Your turn")  # no countdown until warned again
                self._hurried = False
                self._warning.stop()
                if left is not None and left > WARN_MS:
                    self._warning.start(left - WARN_MS)
                    again = restarted and held
                elif left is not None and restarted:
                    # Within the last seconds already: the warning is due at once (from the
                    # loop, once the window's own title is known below).
                    self._warning.start(0)
        if self.alerting:  # the window has just written its own title over the alert's
            self._title = self._window.windowTitle()
            self._show_title()
        if again:
            # The title and the attention went while the host was away: the turn is on again.
            self._alert("turn", tr("Your turn"), tr("The table is back, and it is your turn."))
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
        self._turn_ends, self._hurried = None, False
        self._calm()

    def wait_for_host(self) -> None:
        """The host cannot be reached: no clock runs, so the title stops saying how long is
        left, and no warning comes until the host's next snapshot says what is really left."""
        self._held = True
        self._warning.stop()
        self._calm()

    def _hurry(self) -> None:
        from dominos.ui.services.cues import your_turn

        if not your_turn(self._previous):
            return
        self.cue.emit("hurry", self._previous)
        self._hurried = True
        seconds = WARN_MS // 1000
        text = tr("{seconds} seconds left to play.").format(seconds=seconds)
        self._alert("hurry", tr("Your turn: {seconds} s left").format(seconds=seconds), text)
        self._speak(text)

    def _alert(self, kind: str, title: str, text: str) -> None:
        if not self._context.preferences.alerts or self._window.isActiveWindow():
            return
        self._attention(self._window)
        self._asked = True
        self._notifier.show(title, text)
        if self._title is None:
            self._title = self._window.windowTitle()
        self._alert_title = title
        self._show_title()
        self.alerted.emit(kind)

    def _show_title(self) -> None:
        if self._title is None:
            return
        title = self._alert_title
        if self._hurried and self._turn_ends is not None:
            # Whole seconds rounded up, as the game screen's clock shows them, shown again
            # the moment that number changes.
            left = max(0.0, self._turn_ends - self._clock())
            seconds = math.ceil(left - 1e-9)
            title = tr("Your turn: {seconds} s left").format(seconds=seconds)
            if seconds > 0:
                self._ticker.start(max(1, round((left - (seconds - 1)) * 1000)))
        self._window.setWindowTitle(f"{title} - {self._title}")

    def _calm(self) -> None:
        self._ticker.stop()
        if self._asked:
            self._asked = False
            self._release(self._window)
        if self._title is not None:
            self._window.setWindowTitle(self._title)
            self._title = None
            self._notifier.clear()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.WindowActivate:
            self._calm()  # seen: the title is the window's own again
        return False
