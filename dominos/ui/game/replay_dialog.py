"""Replay of a finished round: the four hands face up as dealt, then each move, back and forth.

Opened from the round-end and game-over panels (the round just finished) and from a game in
the History window. Only finished rounds come here (``dominos.table.replay``): a round still
being played is never replayed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dominos.table.record import RecordRound
from dominos.table.replay import ReplayStep, replay_steps
from dominos.ui import words
from dominos.ui.board.board_view import BoardView
from dominos.ui.game.round_log import move_lines
from dominos.ui.game.tile_row import TileRow
from dominos.ui.kit import theme
from dominos.ui.kit.grown import Grown
from dominos.ui.kit.i18n import tr
from dominos.ui.kit.reworded import Reworded

__all__ = ["DRAWN_AT", "ReplayDialog"]

#: The size the replay's words and controls were drawn for; it opens larger on a larger
#: screen (and smaller on a small one) and grows them with its own size (``Grown``).
DRAWN_AT = (1000, 700)


class ReplayDialog(Reworded, Grown, QDialog):
    """One round; :attr:`step` is how many moves are shown (0: the deal).

    A change of language words it again where it stands, on the same move: the round
    and the names are kept, so nothing needs building anew."""

    def __init__(
        self,
        rnd: RecordRound,
        names: Sequence[str],
        number: int,
        parent: QWidget | None = None,
        *,
        viewer: int | None = None,
    ) -> None:
        """``viewer``: the seat of the player looking, if they played the round (their
        review's lesson asks about their own plays)."""
        super().__init__(parent)
        self.viewer = viewer
        # On the felt, as the round's review and every window of the game are.
        theme.set_felt(self)
        self.round = rnd
        self.number = number
        self.names = list(names)
        self.steps: list[ReplayStep] = replay_steps(rnd)
        self.sentences: list[str] = []
        self.outcome = ""
        self.opener = rnd.opener
        self.step = 0
        self.board = BoardView(self, reduced_motion=True)
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.rows: list[TileRow] = []
        felt = QFrame()
        theme.set_role(felt, "felt")
        hands = QGridLayout(felt)
        hands.setContentsMargins(16, 8, 16, 8)
        hands.setHorizontalSpacing(24)
        for seat in range(4):
            label = QLabel(self.names[seat])
            label.setStyleSheet(f"color: {theme.HC_TEAM_COLORS[seat % 2]}; font-weight: 700;")
            row = TileRow()
            self.rows.append(row)
            box = QVBoxLayout()
            box.setSpacing(2)
            box.addWidget(label)
            box.addWidget(row)
            hands.addLayout(box, seat // 2, seat % 2)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.set_role(self.caption, "caption")
        self.first_button = QPushButton()
        self.back_button = QPushButton()
        self.forward_button = QPushButton()
        self.last_button = QPushButton()
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.step - 1))
        self.forward_button.clicked.connect(lambda: self.go(self.step + 1))
        self.last_button.clicked.connect(lambda: self.go(len(self.steps) - 1))
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.open_review)
        controls = QHBoxLayout()
        controls.addStretch(1)
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            controls.addWidget(button)
        controls.addWidget(self.review_button)
        controls.addStretch(1)
        for key, delta in (("Left", -1), ("Right", 1)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda d=delta: self.go(self.step + d))
        for key, where in (("Home", 0), ("End", -1)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(
                lambda w=where: self.go(w if w >= 0 else len(self.steps) - 1)
            )
        column = QVBoxLayout(self)
        column.addWidget(self.board, 1)
        column.addWidget(self.caption)
        column.addWidget(felt)
        column.addLayout(controls)
        self.retranslate()
        self.open_sized(DRAWN_AT, parent)

    def retranslate(self) -> None:
        """Every word of the window in the app's language, on the move it shows."""
        self.setWindowTitle(tr("Replay of round {number}").format(number=self.number))
        self.first_button.setText(tr("Deal"))
        self.back_button.setText(tr("Back"))
        self.forward_button.setText(tr("Forward"))
        self.last_button.setText(tr("End"))
        self.first_button.setToolTip(tr("The hands as dealt (Home)"))
        self.back_button.setToolTip(tr("One move back (Left arrow)"))
        self.forward_button.setToolTip(tr("One move forward (Right arrow)"))
        self.last_button.setToolTip(tr("The end of the round (End)"))
        self.review_button.setText(tr("Review"))
        self.review_button.setToolTip(tr("What each play of the round was worth, all hands known"))
        self.sentences = move_lines(self.round.moves, self.names)
        self.outcome = self._outcome(self.round)
        self.go(self.step)

    def open_review(self) -> QWidget:
        """This round's review, in a window of its own (a replay shows only finished rounds)."""
        from dominos.ui.review.window import ReviewWindow

        window = ReviewWindow(self.round, self.names, self.number, self, viewer=self.viewer)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

    def move_to(self, parent: QWidget) -> None:
        """Belong to ``parent`` from now on (the window that opened it is going away),
        still a window of its own, where it was and as open as it was."""
        shown, place = self.isVisible(), self.saveGeometry()
        self.setParent(parent, self.windowFlags())
        self.restoreGeometry(place)
        if shown:
            self.show()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The hands grow with the window, up to about twice the panels' tiles, so a big
        screen shows them as plainly as the line."""
        width = max(TileRow.TILE_W, min(2 * TileRow.TILE_W, event.size().width() // 17))
        for row in self.rows:
            row.TILE_W, row.TILE_H = width, width // 2
            row.updateGeometry()
        super().resizeEvent(event)

    def _outcome(self, rnd: RecordRound) -> str:
        team = words.join_words([self.names[rnd.result.team], self.names[rnd.result.team + 2]])
        if rnd.result.kind == "domino":
            said = tr("{team} went out and scored {points}")
        else:
            said = tr("Blocked: {team} scored {points}")
        return said.format(team=team, points=rnd.result.points)

    def go(self, step: int) -> None:
        """Shows the table after ``step`` moves (clamped to the round)."""
        self.step = max(0, min(step, len(self.steps) - 1))
        at = self.steps[self.step]
        self.board.set_line(at.line, at.opening_index, last=at.mark)
        for seat, row in enumerate(self.rows):
            row.set_tiles(at.hands[seat])
        total = len(self.steps) - 1
        if self.step == 0:
            text = tr("The hands as dealt; {name} opens.").format(name=self.names[self.opener])
        else:
            text = tr("Move {n} of {total}: {move}").format(
                n=self.step, total=total, move=self.sentences[self.step - 1]
            )
            if self.step == total:
                text += "\n" + self.outcome
        self.caption.setText(text)
        self.back_button.setEnabled(self.step > 0)
        self.first_button.setEnabled(self.step > 0)
        self.forward_button.setEnabled(self.step < total)
        self.last_button.setEnabled(self.step < total)
