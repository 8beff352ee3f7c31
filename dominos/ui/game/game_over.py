"""The end of a game: who won, the final score, how the last round ended and every round.

The round that ends the game is told as fully as any other (the sentence and all four
hands), since the break that would have shown it is skipped once a team reaches the target.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominos.table.state import RoundSummary, State
from dominos.ui import words
from dominos.ui.game.round_outcome import RoundOutcome
from dominos.ui.game.scrolling import SCROLL_BAR_STYLE, centred_row, mount
from dominos.ui.kit import theme
from dominos.ui.kit.i18n import tr

ROW_HEIGHT = 30
#: Rows of the round-by-round table always shown; more scroll when the window is short.
ROWS_SHOWN = 2


def _how(summary: RoundSummary) -> str:
    if summary.kind == "domino":
        return tr("Domino")
    # A dead heat happens only when the line is blocked, so it needs no "Blocked" before it.
    return tr("Dead heat") if summary.dead_heat else tr("Blocked")


class RoundTable(QTableWidget):
    """The game's rounds, one a row. When the panel is too short for all of them it shows
    only whole rows, the last ones, with the earlier ones a scroll away: a row cut through
    its middle at the top of the table read as a table cut off by the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.row_height = ROW_HEIGHT
        self.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)

    def set_row_height(self, height: int) -> None:
        self.row_height = height
        self.verticalHeader().setDefaultSectionSize(height)
        self.fit_rows()

    def fit_rows(self) -> None:
        """As tall as every row when there is room, and never shorter than the last
        :data:`ROWS_SHOWN`."""
        header = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        rows = self.rowCount()
        self.setMaximumHeight(header + self.row_height * rows + 2)
        self.setMinimumHeight(header + self.row_height * min(rows, ROWS_SHOWN) + 2)

    def updateGeometries(self) -> None:
        super().updateGeometries()
        margins = self.viewportMargins()
        room = self.height() - 2 * self.frameWidth() - margins.top()
        shown = room // max(1, self.row_height)
        spare = room - shown * self.row_height if shown < self.rowCount() else 0
        if margins.bottom() != spare:
            self.setViewportMargins(margins.left(), margins.top(), margins.right(), spare)
            self.scrollToBottom()


class BesideLabel(QLabel):
    """Words beside a button, in two lines of about equal length rather than the three or
    more a wrapping label takes by itself, so they stand no taller than the button."""

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        whole = metrics.horizontalAdvance(self.text())
        width = min(whole, -(-whole // 2) + 3 * metrics.averageCharWidth())
        return QSize(width, self.heightForWidth(width))


class GameOverPanel(QWidget):
    """Shown once a team reaches the target; the host may start again, anyone may leave."""

    new_game_requested = Signal()
    leave_requested = Signal()
    #: The player asked to replay the game's last round.
    replay_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOver")
        self.setStyleSheet(
            "#gameOver QLabel { color: white; }"
            "#overTitle { font-size: 20pt; font-weight: 700; }"
            "#overScore { font-size: 13pt; color: #F3E9C6; }"
            "#overLastRound { font-size: 11pt; color: #F3E9C6; }"
            "#roundOutcome { font-size: 12pt; font-weight: 600; }"
            "QTableWidget { background: rgba(0, 0, 0, 90); color: white; font-size: 10pt;"
            " gridline-color: rgba(255, 255, 255, 40); border: 1px solid rgba(255, 255, 255, 60);"
            " border-radius: 8px; }"
            # Solid: a header paints over the system's light base, so see-through turns grey.
            "QHeaderView { background: transparent; }"
            "QHeaderView::section { background: #0F2A1B; color: #F3E9C6;"
            " border: none; padding: 5px; font-weight: 600; }" + SCROLL_BAR_STYLE
        )
        content = QWidget()
        self.title = QLabel(content)
        self.title.setObjectName("overTitle")
        self.final = QLabel(content)
        self.final.setObjectName("overScore")
        self.last_round = QLabel(content)
        self.last_round.setObjectName("overLastRound")
        for label in (self.title, self.final, self.last_round):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
        self.story = RoundOutcome(content)
        self.table = RoundTable(content)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Asks for every row, so the panel gives it all of them when there is room.
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        columns = self.table.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        columns.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        # Short headings, shortened further with "..." when the window is narrow (never cut
        # mid-word); the full words are in each heading's tooltip.
        columns.setTextElideMode(Qt.TextElideMode.ElideRight)
        columns.setMinimumSectionSize(40)
        self.table.setAccessibleName(tr("Round by round"))
        footer = QWidget(self)
        self.new_button = QPushButton(tr("New game"), footer)
        self.leave_button = QPushButton(tr("Leave table"), footer)
        self.replay_button = QPushButton(tr("Replay last round"), content)
        self.replay_button.setToolTip(tr("Every move of the game's last round, from the deal"))
        self.replay_button.clicked.connect(self.replay_requested)
        for button in (self.new_button, self.leave_button, self.replay_button):
            button.setProperty("tableButton", True)
        #: For everyone but the host: who can start again, and that it starts right here.
        self.waiting_label = BesideLabel(footer)
        self.waiting_label.setObjectName("gameOverWaiting")
        self.waiting_label.setWordWrap(True)
        self.waiting_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.new_button.clicked.connect(self.new_game_requested)
        self.leave_button.clicked.connect(self.leave_requested)

        # Who can start again stands where the host's "New game" does, beside "Leave": a
        # line of its own above them cost the three players who do not host a round of the
        # table below (seen at 1270x690).
        centred_row(self.new_button, self.waiting_label, 12, self.leave_button, footer=footer)
        column = QVBoxLayout(content)
        column.setContentsMargins(24, 4, 24, 0)
        column.setSpacing(6)
        column.addWidget(self.title)
        column.addWidget(self.final)
        column.addSpacing(4)
        column.addWidget(self.last_round)
        column.addWidget(self.story)
        column.addWidget(self.replay_button, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addSpacing(4)
        column.addWidget(self.table, 1)
        # The content scrolls if it must; leaving (and a new game) stay in sight.
        self.scroller = mount(self, content, footer, optional=(self.last_round,), spacing=6)

    def set_state(self, state: State) -> None:
        winner = (
            state.winner if state.winner is not None else int(state.scores[1] > state.scores[0])
        )
        self.title.setText(tr("{team} win!").format(team=words.team_names(state.seats, winner)))
        self.title.setStyleSheet(f"color: {theme.TEAM_TINTS[winner]};")
        self.final.setText(
            tr("Final score {won} to {lost} (target {target})").format(
                won=state.scores[winner], lost=state.scores[1 - winner], target=state.target
            )
        )
        self.last_round.setText(
            tr("How round {round} ended").format(round=state.round) if state.result else ""
        )
        self.story.setVisible(state.result is not None)
        self.story.set_state(state)
        teams = [words.team_names(state.seats, t) for t in (0, 1)]
        headings = [tr("Round"), tr("Ending"), tr("Scored"), *teams]
        for col, heading in enumerate(headings):
            item = QTableWidgetItem(heading)
            item.setToolTip(heading)
            self.table.setHorizontalHeaderItem(col, item)
        self.table.setRowCount(len(state.rounds))
        for row, summary in enumerate(state.rounds):
            scorer = tr("{team} +{points}").format(
                team=teams[summary.winning_team], points=summary.points
            )
            cells = [str(summary.round), _how(summary), scorer, *map(str, summary.scores)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col == 2:
                    item.setForeground(QColor(theme.TEAM_TINTS[summary.winning_team]))
                self.table.setItem(row, col, item)
        self.table.fit_rows()
        # The last rounds matter most; once the table has its height, scroll to them.
        QTimer.singleShot(0, self.table.scrollToBottom)
        hosting = state.you == state.host_seat
        self.new_button.setVisible(hosting)
        self.waiting_label.setVisible(not hosting)
        host = state.seats[state.host_seat].name
        if state.you < 0:  # a watcher: the game to come is theirs to watch, not to play
            self.leave_button.setText(tr("Stop watching"))
            waiting = tr("{host} can start a new game. Stay to watch it: it starts right here.")
        else:
            self.leave_button.setText(tr("Leave table"))
            waiting = tr(
                "{host} can start a new game with the four of you. Stay at the table:"
                " it starts right here."
            )
        self.waiting_label.setText(waiting.format(host=host))

    def headline(self) -> str:
        return f"{self.title.text()} {self.final.text()}"
