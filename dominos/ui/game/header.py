"""The strip across the top: the target, both teams' scores and the round; for a watcher,
whose table it is, and for everyone, small under the round, who is watching.

The target is always on screen (decisions.md 18) so nobody has to remember it, and each score is
shown in its team's colour beside the two names it belongs to.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dominos.table.state import State
from dominos.ui import words
from dominos.ui.kit import theme
from dominos.ui.kit.i18n import tr
from dominos.ui.watch_words import is_watching, watched_table, watchers_line


class TeamScore(QFrame):
    """One team's names and points, in its colour."""

    def __init__(self, team: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team = team
        #: How much larger than usual the chrome is drawn (see chrome.py).
        self.scale = 1.0
        self.setObjectName("teamScore")
        self.restyle()
        self.names = QLabel(self)
        self.names.setObjectName("teamNames")
        self.score = QLabel("0", self)
        self.score.setObjectName("teamPoints")
        self.score.setStyleSheet("font-size: 17pt; font-weight: 700;")
        self.names.setStyleSheet("font-size: 11pt; font-weight: 600;")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 3, 12, 3)
        row.setSpacing(10)
        row.addWidget(self.names)
        row.addWidget(self.score)

    #: Past this width the names are shortened, so two long names never push the target off.
    NAMES_MAX_WIDTH = 230

    def restyle(self) -> None:
        """The team's colours for the look of the moment (high contrast or not)."""
        _, text = theme.team_text_colors(self.team)
        theme.team_colours(
            self, "teamScore", self.team, "background: {colour}; border-radius: 8px;", text=text
        )
        self._contrast = theme.high_contrast()

    def set_score(self, names: str, points: int, leading: bool) -> None:
        if self._contrast != theme.high_contrast():
            self.restyle()
        self.names.ensurePolished()
        metrics = QFontMetrics(self.names.font())
        label = theme.team_label(self.team, names)
        room = round(self.NAMES_MAX_WIDTH * self.scale)
        shown = metrics.elidedText(label, Qt.TextElideMode.ElideMiddle, room)
        self.names.setText(shown)
        self.setToolTip(names if shown != label else "")
        self.score.setText(str(points))
        said = tr("{team}: {points}, leading") if leading else tr("{team}: {points}")
        self.setAccessibleName(said.format(team=names, points=words.points_word(points)))


#: The most the line of who watches takes, at the usual size, beside a short round label.
WATCHERS_WIDTH = 220


class Header(QFrame):
    """Target, scores and round number, fed from each snapshot."""

    #: The rules button was pressed.
    help_requested = Signal()
    #: The round-so-far button was toggled: whether the panel should show.
    log_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameHeader")
        self.setStyleSheet(
            "#gameHeader { background: rgba(0, 0, 0, 120); }"
            "#gameHeader > QLabel { color: white; font-size: 12pt; }"
        )
        self._scale = 1.0
        self.round_label = QLabel(self)
        #: Who watches the table: small, under the round, for players and watchers alike.
        self.watchers_label = QLabel(self)
        self.watchers_label.setObjectName("watchersLine")
        self.watchers_label.setStyleSheet("#watchersLine { color: #D7D9DB; font-size: 9pt; }")
        self.watchers_label.hide()
        self.target_label = QLabel(self)
        self.target_label.setStyleSheet("font-weight: 700;")
        self.teams = (TeamScore(0, self), TeamScore(1, self))
        row = self._row = QHBoxLayout(self)
        # Tight enough that everything fits the smallest window (720 px) with long names.
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(8)
        left = QVBoxLayout()
        left.setSpacing(0)
        left.addWidget(self.round_label)
        left.addWidget(self.watchers_label)
        row.addLayout(left)
        row.addStretch(1)
        row.addWidget(self.teams[0])
        row.addWidget(self.teams[1])
        row.addStretch(1)
        row.addWidget(self.target_label)
        self.help_button = QPushButton(tr("Rules"), self)
        self.help_button.setObjectName("rulesButton")
        self.help_button.setToolTip(tr("How to play (F1); every key of the game (?)"))
        self.help_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.help_button.clicked.connect(self.help_requested)
        self.log_button = QPushButton(tr("Round so far"), self)
        self.log_button.setObjectName("logButton")
        self.log_button.setCheckable(True)
        self.log_button.setToolTip(tr("Show or hide every play and pass of this round (L)"))
        self.log_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for button in (self.log_button, self.help_button):
            name = button.objectName()
            button.setStyleSheet(
                f"#{name} {{ color: white; background: transparent; padding: 3px 10px;"
                " border: 1px solid rgba(255, 255, 255, 90); border-radius: 6px; }"
                f"#{name}:hover {{ background: rgba(255, 255, 255, 30); }}"
                f"#{name}:checked {{ background: rgba(255, 255, 255, 60); }}"
            )
        self.log_button.toggled.connect(self.log_toggled)
        row.addWidget(self.log_button)
        row.addWidget(self.help_button)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)

    def set_scale(self, scale: float) -> None:
        """Room around the words as they grow with the window (their sizes are the
        screen's, see chrome.py)."""
        pad = round(6 * scale)
        self._scale = scale
        self._row.setContentsMargins(10, pad, 10, pad)
        for team in self.teams:
            team.scale = scale

    def set_state(self, state: State) -> None:
        self.target_label.setText(tr("Target {target}").format(target=state.target))
        round_text = tr("Round {round}").format(round=state.round) if state.round else ""
        if is_watching(state):
            round_text = " · ".join(part for part in (watched_table(state), round_text) if part)
        self.round_label.setText(round_text)
        line = watchers_line(state.watchers)
        # Names past the room there are shortened; the tooltip has them all.
        metrics = QFontMetrics(self.watchers_label.font())
        room = max(self.round_label.sizeHint().width(), round(WATCHERS_WIDTH * self._scale))
        self.watchers_label.setText(metrics.elidedText(line, Qt.TextElideMode.ElideRight, room))
        self.watchers_label.setToolTip(line)
        self.watchers_label.setVisible(bool(line))
        for team, widget in enumerate(self.teams):
            names = words.team_names(state.seats, team)
            points = state.scores[team]
            widget.set_score(names, points, points > state.scores[1 - team])
