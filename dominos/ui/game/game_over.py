"""The end of a game: who won, the final score and how it got there, round by round."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominos.table.state import RoundSummary, State
from dominos.ui import theme, words

ROW_HEIGHT = 30


def _how(summary: RoundSummary) -> str:
    if summary.kind == "domino":
        return "Domino"
    return "Blocked, dead heat" if summary.dead_heat else "Blocked"


class GameOverPanel(QWidget):
    """Shown once a team reaches the target; the host may start again, anyone may leave."""

    new_game_requested = Signal()
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOver")
        self.setStyleSheet(
            "#gameOver QLabel { color: white; }"
            "#overTitle { font-size: 20pt; font-weight: 700; }"
            "#overScore { font-size: 13pt; color: #F3E9C6; }"
            "QTableWidget { background: rgba(0, 0, 0, 90); color: white; font-size: 10pt;"
            " gridline-color: rgba(255, 255, 255, 40); border: 1px solid rgba(255, 255, 255, 60);"
            " border-radius: 8px; }"
            "QHeaderView::section { background: rgba(0, 0, 0, 150); color: #F3E9C6;"
            " border: none; padding: 5px; font-weight: 600; }"
        )
        self.title = QLabel(self)
        self.title.setObjectName("overTitle")
        self.final = QLabel(self)
        self.final.setObjectName("overScore")
        for label in (self.title, self.final):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
        self.table = QTableWidget(0, 5, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        columns = self.table.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        columns.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAccessibleName("Round by round")
        self.new_button = QPushButton("New game", self)
        self.leave_button = QPushButton("Leave table", self)
        for button in (self.new_button, self.leave_button):
            button.setProperty("tableButton", True)
        self.new_button.clicked.connect(self.new_game_requested)
        self.leave_button.clicked.connect(self.leave_requested)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(24, 12, 24, 12)
        column.setSpacing(10)
        column.addStretch(1)
        column.addWidget(self.title)
        column.addWidget(self.final)
        column.addWidget(self.table)
        column.addLayout(buttons)
        column.addStretch(1)

    def set_state(self, state: State) -> None:
        winner = (
            state.winner if state.winner is not None else int(state.scores[1] > state.scores[0])
        )
        self.title.setText(f"{words.team_names(state.seats, winner)} win!")
        self.title.setStyleSheet(f"color: {theme.TEAM_TINTS[winner]};")
        self.final.setText(
            f"Final score {state.scores[winner]} to {state.scores[1 - winner]}"
            f" (target {state.target})"
        )
        teams = [words.team_names(state.seats, t) for t in (0, 1)]
        self.table.setHorizontalHeaderLabels(["Round", "How it ended", "Scored by", *teams])
        self.table.setRowCount(len(state.rounds))
        for row, summary in enumerate(state.rounds):
            scorer = f"{teams[summary.winning_team]} +{summary.points}"
            cells = [str(summary.round), _how(summary), scorer, *map(str, summary.scores)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col == 2:
                    item.setForeground(QColor(theme.TEAM_TINTS[summary.winning_team]))
                self.table.setItem(row, col, item)
        rows = ROW_HEIGHT * self.table.rowCount()
        header = self.table.horizontalHeader().sizeHint().height()
        self.table.setMaximumHeight(rows + header + 2 * self.table.frameWidth() + 2)
        self.new_button.setVisible(state.you == state.host_seat)

    def headline(self) -> str:
        return f"{self.title.text()} {self.final.text()}"
