"""The line above the turn prompt: what just happened at the table, or why a click did nothing.

An explanation ("6-5 fits neither end") stands in for the last move only until the player
acts on it; then the last move is shown again, so the table's news is never lost.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QLabel, QWidget

from dominos.ui.game.seat_badge import restyle
from dominos.ui.game.turn_ring import URGENCY_COLOURS
from dominos.ui.kit.i18n import tr

CALM = "color: #F3E9C6; font-weight: 400;"
#: The table played for you: worth noticing.
URGENT = f"color: {URGENCY_COLOURS['amber']}; font-weight: 700;"
EXPLAINING = "color: white;"


class NewsLine(QLabel):
    """The last move, or an explanation until it is acted on; each is also read aloud."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announce")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAccessibleName(tr("Last move"))
        #: The last move's sentence and style, shown again once an explanation is acted on.
        self._news: tuple[str, str] = ("", "")
        self._explaining = False

    def tell(self, text: str, *, urgent: bool = False) -> None:
        """A move at the table."""
        style = URGENT if urgent else CALM
        self._news, self._explaining = (text, style), False
        self._show(text, style)
        self.speak(text)

    def explain(self, text: str) -> None:
        """Why the player's click or key did nothing."""
        self._explaining = True
        self._show(text, EXPLAINING)
        self.speak(text)

    def speak(self, text: str) -> None:
        """Tell a screen reader only (the screen already shows it elsewhere)."""
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    def acted(self) -> None:
        """The player did something: an explanation gives way to the last move again."""
        if self._explaining:
            self._explaining = False
            self._show(*self._news)

    def forget(self) -> None:
        """A new round: nothing has happened in it yet."""
        self._news, self._explaining = ("", ""), False
        self.setText("")

    def _show(self, text: str, style: str) -> None:
        restyle(self, style)
        self.setText(text)
