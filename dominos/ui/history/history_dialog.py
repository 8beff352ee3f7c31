"""History: the games played at this computer, newest first, and each pair's stats.

Opened from the home screen. The list and the stats are read from the history file's
summary rows (``dominos.table.history``), so a thousand games open at once; a game's whole
record is read only when the player opens it, or opens a record file from disk. It opens at
a size that suits the screen and its words grow with it, as the main window's do
(:mod:`grown`).
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from dominos.table.history import GameRow, HistoryStore, PairStats, PlayerGiven
from dominos.table.record import GameRecord, RecordError, decode_record
from dominos.ui import words
from dominos.ui.history.game_view import GameView
from dominos.ui.history.players_model import PlayersModel
from dominos.ui.history.rows_model import Rows
from dominos.ui.kit import theme
from dominos.ui.kit.grown import Grown
from dominos.ui.kit.i18n import tr
from dominos.ui.services.context import AppContext
from dominos.ui.services.language import current
from dominos.ui.services.round_reviews import reviews

__all__ = ["GamesModel", "HistoryDialog", "local_date"]

log = logging.getLogger(__name__)
#: The size the window was drawn for, in a main window of about 1280x720.
DRAWN_AT = (960, 640)
_Index = QModelIndex | QPersistentModelIndex


def local_date(stamp: str) -> str:
    """A record's UTC time as this computer's local date and time, in its own format."""
    when = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not when.isValid():
        return ""
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def _team(players: tuple[str, ...], team: int) -> str:
    return words.join_words([players[team], players[team + 2]])


class GamesModel(Rows):
    """The history list: date, the two teams, target, final score, winner."""

    rows: list[GameRow]

    def __init__(self, parent: QWidget | None = None) -> None:
        headers = [tr("Date"), tr("Team 1"), tr("Team 2"), tr("Target"), tr("Score")]
        super().__init__([*headers, tr("Winner")], parent)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return local_date(row.finished)
            if col in (1, 2):
                return _team(row.players, col - 1)
            if col == 3:
                return str(row.target)
            if col == 4:
                return f"{row.scores[0]} - {row.scores[1]}"
            return _team(row.players, row.winner)
        if role == Qt.ItemDataRole.ForegroundRole and col == 5:
            return theme.team_color(row.winner)
        return None


class StatsModel(Rows):
    """Each pair's line: games, wins, rounds won each way, points per round, best round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        headers = [tr("Pair"), tr("Games"), tr("Wins"), tr("Rounds won going out")]
        headers += [tr("Rounds won by a block"), tr("Points per round"), tr("Biggest round")]
        super().__init__(headers, parent)

    def set_stats(self, stats: list[PairStats]) -> None:
        locale = QLocale()
        self.set_rows(
            [
                [
                    words.join_words(list(s.pair)),
                    str(s.games),
                    str(s.wins),
                    str(s.by_domino),
                    str(s.by_block),
                    locale.toString(s.points_per_round, "f", 1),
                    str(s.biggest),
                ]
                for s in stats
            ]
        )

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column():
            return Qt.AlignmentFlag.AlignCenter
        return None


class HistoryDialog(Grown, QDialog):
    """A window of its own, so the game can go on in the main window meanwhile."""

    #: The app now speaks another language than the one this window is worded in; its
    #: owner builds a new one in its place (every list, chart and date is worded anew).
    outworded = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        #: The language it is worded in: after a change the window builds a new one.
        self.language = current()
        self.setWindowTitle(tr("History"))
        # The table's own look, as every window the app opens (dark mode included).
        theme.set_felt(self)
        self.pages = QStackedWidget(self)
        self.model = GamesModel(self)
        self.games = QTableView()
        self.games.setModel(self.model)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.verticalHeader().hide()
        self.games.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.games.setAccessibleName(tr("Games played at this computer, newest first"))
        self.games.activated.connect(self._open_row)
        self.stats_model = StatsModel(self)
        self.stats = QTableView()
        self.stats.setModel(self.stats_model)
        self.stats.verticalHeader().hide()
        self.stats.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.stats.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.stats.installEventFilter(self)
        self.stats.setAccessibleName(tr("Each pair's games and results"))
        self.players_model = PlayersModel(self)
        self.players = QTableView()
        self.players.setModel(self.players_model)
        self.players.verticalHeader().hide()
        self.players.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.players.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.players.installEventFilter(self)
        self.players.setAccessibleName(
            tr("Each player's points given away over all games, from the rounds reviewed")
        )
        self.empty = QLabel(
            tr("No finished games yet: each game played here is kept once it ends.")
        )
        self.empty.setWordWrap(True)
        theme.set_role(self.empty, "hint")
        open_button = QPushButton(tr("&Open a record..."))
        open_button.clicked.connect(self._open_file)
        show_button = QPushButton(tr("Show &game"))
        show_button.clicked.connect(lambda: self._open_row(self.games.currentIndex()))
        close_button = QPushButton(tr("Close"))
        close_button.clicked.connect(self.close)
        self.problem = QLabel()
        theme.set_role(self.problem, "error")
        self.problem.setWordWrap(True)
        self.problem.hide()

        list_page = QWidget()
        games_title = QLabel(tr("Games"))
        theme.set_role(games_title, "heading")
        stats_title = QLabel(tr("Pairs"))
        theme.set_role(stats_title, "heading")
        players_title = QLabel(tr("Players: points given away"))
        theme.set_role(players_title, "heading")
        split = QSplitter(Qt.Orientation.Vertical)
        top, bottom, lowest = QWidget(), QWidget(), QWidget()
        top_box = QVBoxLayout(top)
        top_box.setContentsMargins(0, 0, 0, 0)
        top_box.addWidget(games_title)
        top_box.addWidget(self.empty)
        top_box.addWidget(self.games, 1)
        bottom_box = QVBoxLayout(bottom)
        bottom_box.setContentsMargins(0, 0, 0, 0)
        bottom_box.addWidget(stats_title)
        bottom_box.addWidget(self.stats, 1)
        lowest_box = QVBoxLayout(lowest)
        lowest_box.setContentsMargins(0, 0, 0, 0)
        lowest_box.addWidget(players_title)
        lowest_box.addWidget(self.players, 1)
        split.addWidget(top)
        split.addWidget(bottom)
        split.addWidget(lowest)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setStretchFactor(2, 2)
        buttons = QHBoxLayout()
        buttons.addWidget(show_button)
        buttons.addWidget(open_button)
        buttons.addStretch(1)
        buttons.addWidget(close_button)
        column = QVBoxLayout(list_page)
        column.addWidget(split, 1)
        column.addWidget(self.problem)
        column.addLayout(buttons)
        self.view = GameView()
        self.view.player_name = context.settings.name
        self.view.back_requested.connect(lambda: self.pages.setCurrentIndex(0))
        self.pages.addWidget(list_page)
        self.pages.addWidget(self.view)
        outer = QVBoxLayout(self)
        outer.addWidget(self.pages)
        context.history_changed.connect(self.refresh)
        reviews.kept.connect(self.refresh_players)
        self.open_sized(DRAWN_AT, parent)

    def grow_parts(self, scale: float) -> None:
        self.view.chart.set_scale(scale)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched in (self.stats, self.players) and event.type() == QEvent.Type.Resize:
            self._fit_names(self.stats)
            self._fit_names(self.players)
        return super().eventFilter(watched, event)

    def _fit_names(self, table: QTableView) -> None:
        """The names take the room the numbers leave them, and are never cut short: where
        the numbers' columns leave too little (a narrow window, long headings in Spanish),
        the names' column is as wide as its names and the table scrolls sideways."""
        header = table.horizontalHeader()
        widths = [
            max(header.sectionSizeHint(c), table.sizeHintForColumn(c))
            for c in range(table.model().columnCount())
        ]
        fits = sum(widths) <= table.viewport().width()
        mode = QHeaderView.ResizeMode.Stretch if fits else QHeaderView.ResizeMode.ResizeToContents
        if header.sectionResizeMode(0) != mode:
            header.setSectionResizeMode(0, mode)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.language != current():
            self.outworded.emit()

    def showing_record(self) -> GameRecord | None:
        """The game open on its own page, if one is."""
        return self.view.record if self.pages.currentWidget() is self.view else None

    def refresh(self) -> None:
        """Reads the list, the pairs and the players again (after a game ends, or when
        opened)."""
        try:
            with HistoryStore.open(self.context.history_dir) as history:
                rows, stats, players = history.games(), history.stats(), history.players()
        except (OSError, ValueError, sqlite3.Error) as exc:
            log.warning("the history cannot be read: %s", exc)
            self._say(tr("The history of games cannot be read on this computer."))
            rows, stats, players = [], [], []
        self.model.set_rows(rows)
        self.stats_model.set_stats(stats)
        self._fit_names(self.stats)
        self.empty.setVisible(not rows)
        self._show_players(players)

    def refresh_players(self) -> None:
        """Reads each player's points given away again (a round's review was kept)."""
        try:
            with HistoryStore.open(self.context.history_dir) as history:
                players = history.players()
        except (OSError, ValueError, sqlite3.Error) as exc:
            log.warning("the players' figures cannot be read: %s", exc)
            return
        self._show_players(players)

    def _show_players(self, players: list[PlayerGiven]) -> None:
        self.players_model.set_players(players)
        self._fit_names(self.players)

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def _open_row(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        game_id = self.model.rows[index.row()].id
        try:
            with HistoryStore.open(self.context.history_dir) as history:
                record = history.record(game_id)
        except (RecordError, OSError, ValueError, sqlite3.Error) as exc:
            log.warning("game %s cannot be read from the history: %s", game_id, exc)
            record = None
        if record is None:
            self._say(tr("This game cannot be read from the history."))
            return
        self.show_record(record)

    def show_record(self, record: GameRecord) -> None:
        self._say("")
        self.view.set_record(record)
        self.pages.setCurrentWidget(self.view)

    def _open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, tr("Open a game record"), "", tr("Game records (*.json)")
        )
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> None:
        """Shows the record in ``path``; a file that is not one is refused with the reason."""
        try:
            record = decode_record(path.read_bytes())
        except OSError as exc:
            self._say(tr("The file cannot be read: {reason}").format(reason=exc.strerror or exc))
            return
        except RecordError as exc:
            log.info("%s is not a record: %s", path, exc)
            self._say(tr("This file is not a game record Dominos can replay."))
            return
        self.show_record(record)
