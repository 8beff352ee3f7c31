"""The panel shown between rounds: every hand face up, how the round ended, who scored.

It answers the questions players ask at that moment, in the order they ask them: what
happened, what everybody was holding, how many points that was, and what the score is now.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dominos.table.state import State, WireTile
from dominos.ui import theme, words
from dominos.ui.board.tile_painter import paint_tile
from dominos.ui.game.countdown import Countdown


class TileRow(QWidget):
    """A hand laid face up, small, as it was when the round ended."""

    TILE_W = 58
    TILE_H = 29

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tiles: tuple[WireTile, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_tiles(self, tiles: Sequence[WireTile]) -> None:
        self._tiles = tuple(tiles)
        self.setAccessibleName(", ".join(words.tile_text(t) for t in tiles) or "no tiles")
        self.updateGeometry()
        self.update()

    def tiles(self) -> tuple[WireTile, ...]:
        return self._tiles

    def sizeHint(self) -> QSize:
        return QSize(max(1, len(self._tiles)) * (self.TILE_W + 4), self.TILE_H + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        for i, (a, b) in enumerate(self._tiles):
            rect = QRectF(i * (self.TILE_W + 4), 1, self.TILE_W, self.TILE_H)
            paint_tile(painter, rect, max(a, b), min(a, b))
        painter.end()


class TeamHands(QFrame):
    """One team's two hands with their pips, and the team's total."""

    def __init__(self, team: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team = team
        self.setObjectName("teamHands")
        colour = theme.TEAM_COLORS[team]
        self.setStyleSheet(
            f"#teamHands {{ border: 2px solid {colour}; border-radius: 10px;"
            " background: rgba(0, 0, 0, 90); }"
            "QLabel { color: white; background: transparent; }"
        )
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 8, 12, 8)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(4)
        self.names: list[QLabel] = []
        self.rows: list[TileRow] = []
        self.pips: list[QLabel] = []
        for row in range(2):
            name, tiles, pips = QLabel(self), TileRow(self), QLabel(self)
            pips.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(name, row, 0)
            grid.addWidget(tiles, row, 1, Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(pips, row, 2)
            self.names.append(name)
            self.rows.append(tiles)
            self.pips.append(pips)
        self.total = QLabel(self)
        self.total.setStyleSheet(f"color: {theme.TEAM_TINTS[team]}; font-weight: 700;")
        grid.addWidget(self.total, 2, 0, 1, 3, Qt.AlignmentFlag.AlignRight)
        grid.setColumnStretch(1, 1)

    def set_hands(self, state: State) -> None:
        assert state.result is not None
        members = [i for i in range(len(state.seats)) if words.team_of(i) == self.team]
        for row, seat in enumerate(members):
            hand = state.result.hands[seat]
            self.names[row].setText(state.seats[seat].name)
            self.rows[row].set_tiles(hand)
            self.pips[row].setText(words.points_word(sum(a + b for a, b in hand)))
        names = words.team_names(state.seats, self.team)
        self.total.setText(f"{names}: {state.result.team_pips[self.team]} in hand")


class RoundEndPanel(QWidget):
    """Shown from the end of a round until the next one starts."""

    next_round_requested = Signal()

    def __init__(self, countdown: Countdown, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._countdown = countdown
        self.setObjectName("roundEnd")
        self.setStyleSheet(
            "#roundEnd QLabel { color: white; }"
            "#roundTitle { font-size: 13pt; color: #F3E9C6; }"
            "#roundOutcome { font-size: 15pt; font-weight: 600; }"
            "#roundScore { font-size: 12pt; }"
            "#roundNext { font-size: 12pt; color: #F3E9C6; }"
        )
        self.title = QLabel(self)
        self.title.setObjectName("roundTitle")
        self.outcome = QLabel(self)
        self.outcome.setObjectName("roundOutcome")
        self.outcome.setWordWrap(True)
        self.teams = (TeamHands(0, self), TeamHands(1, self))
        self.score = QLabel(self)
        self.score.setObjectName("roundScore")
        self.score.setWordWrap(True)
        self.next_label = QLabel(self)
        self.next_label.setObjectName("roundNext")
        self.next_button = QPushButton("Start next round now", self)
        self.next_button.setProperty("tableButton", True)
        self.next_button.clicked.connect(self.next_round_requested)

        for label in (self.title, self.outcome, self.score, self.next_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column = QVBoxLayout(self)
        column.setContentsMargins(16, 8, 16, 8)
        column.setSpacing(8)
        column.addStretch(1)
        column.addWidget(self.title)
        column.addWidget(self.outcome)
        column.addWidget(self.teams[0])
        column.addWidget(self.teams[1])
        column.addWidget(self.score)
        footer = QHBoxLayout()
        footer.addStretch(1)
        footer.addWidget(self.next_label)
        footer.addSpacing(12)
        footer.addWidget(self.next_button)
        footer.addStretch(1)
        column.addLayout(footer)
        column.addStretch(1)
        countdown.seconds_changed.connect(self._show_seconds)

    def set_state(self, state: State) -> None:
        result = state.result
        if result is None:
            return
        self.title.setText(f"Round {state.round} is over")
        self.outcome.setText(words.outcome_sentence(result, state.seats))
        for team in self.teams:
            team.set_hands(state)
        totals = []
        for t in (0, 1):
            gained = f" (+{result.points})" if t == result.winning_team else ""
            totals.append(f"{words.team_names(state.seats, t)} {state.scores[t]}{gained}")
        self.score.setText(f"Score now: {', '.join(totals)}. Target {state.target}.")
        between = state.phase == "break"
        self.next_label.setVisible(between)
        self.next_button.setVisible(between and state.you == state.host_seat)
        self._show_seconds(self._countdown.seconds())

    def _show_seconds(self, seconds: int) -> None:
        if self._countdown.running and seconds > 0:
            self.next_label.setText(f"Next round in {seconds} s")
        else:
            self.next_label.setText("Next round starting")

    def sentences(self) -> str:
        """Everything the panel says, in reading order (what a screen reader reads)."""
        parts = [self.title.text(), self.outcome.text()]
        for team in self.teams:
            parts += [f"{n.text()} {p.text()}" for n, p in zip(team.names, team.pips, strict=True)]
            parts.append(team.total.text())
        parts += [self.score.text(), self.next_label.text()]
        return "\n".join(parts)
