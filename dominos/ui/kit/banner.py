"""A strip at the top of the window for news that concerns no single field.

"The host closed the table", "Reconnecting..." or an unexpected error: shown in place,
without a modal box that would block the game, and dismissed with one click.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QWidget,
)

from dominos.ui.kit import theme
from dominos.ui.kit.chrome import chrome_scale


class Banner(QFrame):
    """One message at a time, as an error or as information."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Its own role, as the button's: the banner's role changes without restyling them.
        theme.set_role(self.label, "banner-text")
        # One optional action that belongs to the news itself ("Stop trying" while reconnecting).
        self.action_button = QPushButton()
        # Dark on the banner's light background, whichever kind of news it carries.
        theme.set_role(self.action_button, "banner-action")
        self.action_button.hide()
        self.action_button.clicked.connect(self._act)
        self._action: Callable[[], object] | None = None
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.setAccessibleName(self.tr("Dismiss"))
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.clear)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 6, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.action_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    @property
    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""

    def show_error(
        self,
        message: str,
        seconds: float | None = None,
        action: tuple[str, Callable[[], object]] | None = None,
    ) -> None:
        """Show ``message`` as an error, until dismissed or for ``seconds``, with an
        optional ``(label, callback)`` button."""
        self._show(message, "banner", seconds, action)

    def show_info(
        self,
        message: str,
        seconds: float | None = None,
        action: tuple[str, Callable[[], object]] | None = None,
    ) -> None:
        """Show ``message`` as information, with an optional ``(label, callback)`` button."""
        self._show(message, "banner-info", seconds, action)

    def clear(self) -> None:
        self._timer.stop()
        self._action = None
        self.action_button.hide()
        self.label.clear()
        self.hide()

    def _act(self) -> None:
        action = self._action
        self.clear()
        if action is not None:
            action()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Its words grow with the window, as the screens under it do (``kit/chrome.py``):
        at 1920x1080 news in the usual type is easy to miss over a lobby drawn larger."""
        super().resizeEvent(event)
        window = self.window()
        scale = chrome_scale(window.width(), window.height())
        font = self.label.font()
        size = QApplication.font().pointSizeF() * scale
        if size > 0 and abs(font.pointSizeF() - size) > 0.01:
            font.setPointSizeF(size)
            self.label.setFont(font)

    def _show(
        self,
        message: str,
        role: str,
        seconds: float | None,
        action: tuple[str, Callable[[], object]] | None,
    ) -> None:
        self._action = None
        self.action_button.hide()
        if action is not None:
            label, self._action = action
            self.action_button.setText(label)
            self.action_button.show()
        theme.set_role(self, role)
        self.label.setText(message)
        self.label.setAccessibleName(message)
        self.show()
        self._timer.stop()
        if seconds is not None:
            self._timer.start(int(seconds * 1000))
