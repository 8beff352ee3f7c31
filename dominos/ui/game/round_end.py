"""The panel shown between rounds: every hand face up, how the round ended, who scored.

It answers the questions players ask at that moment, in the order they ask them: what
happened, what everybody was holding, how many points that was, and what the score is now.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from dominos.table.state import State
from dominos.ui import words
from dominos.ui.game.countdown import Countdown
from dominos.ui.game.round_outcome import RoundOutcome
from dominos.ui.game.scrolling import centred_row, mount
from dominos.ui.kit.i18n import tr


class RoundEndPanel(QWidget):
    """Shown from the end of a round until the next one starts."""

    next_round_requested = Signal()
    #: The player asked to replay the round that just ended.
    replay_requested = Signal()
    #: The player asked what each play of the round that just ended was worth.
    review_requested = Signal()

    def __init__(self, countdown: Countdown, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._countdown = countdown
        self.setObjectName("roundEnd")
        self.setStyleSheet(
            "#roundEnd QLabel { color: white; }"
            "#roundTitle { font-size: 13pt; color: #F3E9C6; }"
            "#roundOutcome { font-size: 13pt; font-weight: 600; }"
            "#roundScore { font-size: 12pt; }"
            "#roundNext { font-size: 12pt; color: #F3E9C6; }"
        )
        content = QWidget()
        self.title = QLabel(content)
        self.title.setObjectName("roundTitle")
        self.story = RoundOutcome(content)
        self.outcome = self.story.outcome
        self.teams = self.story.teams
        self.score = QLabel(content)
        self.score.setObjectName("roundScore")
        self.score.setWordWrap(True)
        footer = QWidget(self)
        self.next_label = QLabel(footer)
        self.next_label.setObjectName("roundNext")
        self.next_button = QPushButton(tr("Start next round now"), footer)
        self.next_button.setProperty("tableButton", True)
        self.next_button.clicked.connect(self.next_round_requested)
        self.replay_button = QPushButton(tr("Replay"), footer)
        self.replay_button.setProperty("tableButton", True)
        self.replay_button.setToolTip(tr("Every move of the round that just ended, from the deal"))
        self.replay_button.clicked.connect(self.replay_requested)
        # In the content, which scrolls, so the smallest window's footer keeps its width.
        self.review_button = QPushButton(tr("Review"), content)
        self.review_button.setProperty("tableButton", True)
        self.review_button.setToolTip(tr("What each play of the round was worth, all hands known"))
        self.review_button.clicked.connect(self.review_requested)

        for label in (self.title, self.score, self.next_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column = QVBoxLayout(content)
        column.setContentsMargins(16, 4, 16, 0)
        column.setSpacing(4)
        column.addWidget(self.title)
        column.addWidget(self.story)
        column.addWidget(self.score)
        column.addLayout(centred_row(self.review_button))
        centred_row(self.next_label, 12, self.replay_button, self.next_button, footer=footer)
        # The content scrolls if it must; the countdown and the button stay in sight.
        self.scroller = mount(self, content, footer, optional=(self.title,), spacing=4)
        countdown.seconds_changed.connect(self._show_seconds)

    def set_state(self, state: State) -> None:
        result = state.result
        if result is None:
            return
        self.title.setText(tr("Round {round} is over").format(round=state.round))
        self.story.set_state(state)
        totals = []
        for t in (0, 1):
            total = (
                tr("{team} {score} (+{points})")
                if t == result.winning_team
                else tr("{team} {score}")
            )
            totals.append(
                total.format(
                    team=words.team_names(state.seats, t),
                    score=state.scores[t],
                    points=result.points,
                )
            )
        self.score.setText(tr("Score now: {totals}.").format(totals=tr(", ").join(totals)))
        between = state.phase == "break"
        self.next_label.setVisible(between)
        self.next_button.setVisible(between and state.you == state.host_seat)
        self._show_seconds(self._countdown.seconds())

    def wait_for_host(self) -> None:
        """The break's clock is stopped until the host can be reached again."""
        self.next_label.setText(tr("Waiting for the host to come back"))

    def _show_seconds(self, seconds: int) -> None:
        if self._countdown.running and seconds > 0:
            self.next_label.setText(tr("Next round in {seconds} s").format(seconds=seconds))
        else:
            self.next_label.setText(tr("Next round starting"))

    def sentences(self) -> str:
        """Everything the panel says, in reading order (what a screen reader reads)."""
        parts = [self.title.text(), *self.story.sentences()]
        parts += [self.score.text(), self.next_label.text()]
        return "\n".join(parts)
