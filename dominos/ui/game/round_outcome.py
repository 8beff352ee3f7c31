"""How a round ended: the sentence saying who scored and why, above all four hands.

The round-end panel and the game-over panel both tell it, so the last round of a game is
shown as fully as any other.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QLabel, QVBoxLayout, QWidget

from dominos.table.state import State
from dominos.ui import words
from dominos.ui.game.team_hands import TeamHands


def panel_grow(height: float) -> float:
    """How much larger than usual the hands are drawn in a game screen this tall: from
    800 px up they grow with it, to at most 1.8 times."""
    return max(1.0, min(1.8, height / 800))


class RoundOutcome(QWidget):
    """The outcome in words and both teams' hands, fed from a snapshot carrying a result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome = QLabel(self)
        self.outcome.setWordWrap(True)
        self.outcome.setObjectName("roundOutcome")
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.teams = (TeamHands(0, self), TeamHands(1, self))
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        column.addWidget(self.outcome)
        self.hands = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.hands.setSpacing(6)
        self.hands.addWidget(self.teams[0])
        self.hands.addWidget(self.teams[1])
        column.addLayout(self.hands)

    def set_state(self, state: State) -> None:
        if state.result is None:
            self.outcome.setText("")
            return
        self.outcome.setText(words.outcome_sentence(state.result, state.seats))
        for team in self.teams:
            team.set_hands(state)
        self._arrange(self.width())

    def set_grow(self, grow: float) -> None:
        """The hands' tiles ``grow`` times their usual size, for a tall window."""
        for team in self.teams:
            team.set_grow(grow)
        self._arrange(self.width())

    def side_by_side(self) -> bool:
        return self.hands.direction() == QBoxLayout.Direction.LeftToRight

    def _arrange(self, width: int) -> None:
        # Side by side when both boxes fit at full size: the hands are easier to compare
        # and the panel is half as tall, which a short window needs.
        wanted = sum(t.sizeHint().width() for t in self.teams) + self.hands.spacing()
        direction = (
            QBoxLayout.Direction.LeftToRight
            if width >= wanted
            else QBoxLayout.Direction.TopToBottom
        )
        if direction != self.hands.direction():
            self.hands.setDirection(direction)
        # The boxes are as wide as their hands: side by side they meet in the middle.
        beside = direction == QBoxLayout.Direction.LeftToRight
        centre = Qt.AlignmentFlag.AlignHCenter
        self.hands.setAlignment(self.teams[0], Qt.AlignmentFlag.AlignRight if beside else centre)
        self.hands.setAlignment(self.teams[1], Qt.AlignmentFlag.AlignLeft if beside else centre)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(event.size().width())

    def sentences(self) -> list[str]:
        """What it says, in reading order (what a screen reader reads)."""
        parts = [self.outcome.text()]
        for team in self.teams:
            parts += team.sentences()
        return parts
