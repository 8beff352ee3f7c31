"""One game of the history: its score chart, its rounds, their replays, and saving it."""

from __future__ import annotations

import html
import logging
import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominos.table.record import GameRecord, encode_record
from dominos.ui import words
from dominos.ui.game.replay_dialog import ReplayDialog
from dominos.ui.history.players_model import rounds_counted
from dominos.ui.history.record_page import record_page
from dominos.ui.history.score_chart import ScoreChart
from dominos.ui.kit import theme
from dominos.ui.kit.i18n import tr
from dominos.ui.services.round_reviews import GivenAway, reviews

__all__ = ["GameView", "given_rows"]

log = logging.getLogger(__name__)


#: Room around each player's column, so four numbers never read as one list.
_SPREAD = "padding-left: 10px; padding-right: 10px"


def given_rows(given: GivenAway, players: Sequence[str]) -> list[list[str]]:
    """The figures as the page shows them: a heading row of the players' names, then one
    row a measure, each saying how many of the game's rounds it is over."""
    locale = QLocale()
    rows = [["", *players]]
    rows.append(
        [
            tr("Points given away with all hands known ({counted} rounds)").format(
                counted=rounds_counted(given.reviewed, given.rounds)
            ),
            *(str(p) for p in given.all_known),
        ]
    )
    if given.estimated:
        numbers = [locale.toString(p, "f", 1) for p in given.as_known]
    else:
        numbers = [tr("not estimated")] + [""] * (len(players) - 1)
    rows.append(
        [
            tr("With what each player knew ({counted} rounds)").format(
                counted=rounds_counted(given.estimated, given.rounds)
            ),
            *numbers,
        ]
    )
    return rows


class GameView(QWidget):
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record: GameRecord | None = None
        #: This computer's player: the seat of that name is the one whose plays a round's
        #: lesson asks about.
        self.player_name = ""
        self.title = QLabel()
        theme.set_role(self.title, "heading")
        self.title.setWordWrap(True)
        self.chart = ScoreChart()
        self.rounds = QTableWidget(0, 5)
        self.rounds.setHorizontalHeaderLabels(
            [tr("Round"), tr("Opened by"), tr("How it ended"), tr("Points"), tr("Score")]
        )
        self.rounds.verticalHeader().hide()
        self.rounds.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rounds.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.rounds.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.rounds.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.rounds.setAccessibleName(tr("Rounds of this game"))
        self.rounds.cellActivated.connect(lambda row, _col: self.replay(row))
        back = QPushButton(tr("< &All games"))
        back.clicked.connect(self.back_requested)
        self.replay_button = QPushButton(tr("&Replay round"))
        self.replay_button.clicked.connect(lambda: self.replay(self.rounds.currentRow()))
        save_json = QPushButton(tr("Save re&cord..."))
        save_json.clicked.connect(self._save_json)
        save_page = QPushButton(tr("Save &page..."))
        save_page.clicked.connect(self._save_page)
        self.note = QLabel()
        theme.set_role(self.note, "hint")
        #: Points each player gave away, from the rounds' kept reviews.
        self.given = QLabel()
        self.given.setWordWrap(True)
        self.given.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        #: What :attr:`given` shows, as rows of plain text (the names first).
        self.given_rows: list[list[str]] = []
        reviews.kept.connect(self.show_given)
        buttons = QHBoxLayout()
        buttons.addWidget(back)
        buttons.addStretch(1)
        buttons.addWidget(self.replay_button)
        buttons.addWidget(save_json)
        buttons.addWidget(save_page)
        column = QVBoxLayout(self)
        column.addWidget(self.title)
        column.addWidget(self.chart, 3)
        column.addWidget(self.rounds, 2)
        column.addWidget(self.given)
        column.addWidget(self.note)
        column.addLayout(buttons)
        self.replays: list[ReplayDialog] = []

    def set_record(self, record: GameRecord) -> None:
        self.record = record
        teams = (
            words.join_words(list(record.team_names(0))),
            words.join_words(list(record.team_names(1))),
        )
        winner = teams[record.winner]
        self.title.setText(
            tr("{first} {a} - {b} {second}, to {target}: {winner} won").format(
                first=teams[0],
                second=teams[1],
                a=record.scores[0],
                b=record.scores[1],
                target=record.target,
                winner=winner,
            )
        )
        self.chart.set_game([r.scores for r in record.rounds], record.target, teams)
        self.rounds.setRowCount(len(record.rounds))
        for n, rnd in enumerate(record.rounds):
            how = tr("went out") if rnd.result.kind == "domino" else tr("blocked")
            cells = [
                str(n + 1),
                record.players[rnd.opener],
                f"{teams[rnd.result.team]}: {how}",
                str(rnd.result.points),
                f"{rnd.scores[0]} - {rnd.scores[1]}",
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.rounds.setItem(n, c, item)
        self.rounds.setCurrentCell(0, 0)
        self.note.setText("")
        self.show_given()

    def show_given(self) -> None:
        """Per player, the points given away in this game's reviewed rounds, with all hands
        known and as known to the player, each saying how many rounds it is over. Only what
        is kept is read: nothing is searched for it."""
        record = self.record
        if record is None:
            return
        given = reviews.given_away(record)
        self.given_rows = given_rows(given, record.players)
        if not given.reviewed:
            self.given.setTextFormat(Qt.TextFormat.PlainText)
            self.given.setText(
                tr(
                    "No round of this game has been reviewed yet: the points each player gave"
                    " away are counted from the rounds' reviews."
                )
            )
            return
        head, *rows = self.given_rows
        cells = "".join(
            f'<th style="color: {theme.team_color(seat % 2).name()}; {_SPREAD}">'
            f"{html.escape(name)}</th>"
            for seat, name in enumerate(head[1:])
        )
        lines = [f"<tr><th></th>{cells}</tr>"]
        for row in rows:
            numbers = "".join(
                f'<td align="center" style="{_SPREAD}">{html.escape(c)}</td>' for c in row[1:]
            )
            lines.append(f"<tr><td>{html.escape(row[0])}</td>{numbers}</tr>")
        self.given.setTextFormat(Qt.TextFormat.RichText)
        self.given.setText(f'<table cellspacing="0" cellpadding="3">{"".join(lines)}</table>')

    def replay(self, row: int) -> ReplayDialog | None:
        """Opens round ``row`` (0-based) in a replay window of its own."""
        record = self.record
        if record is None or not 0 <= row < len(record.rounds):
            return None
        seats = [s for s, name in enumerate(record.players) if name == self.player_name]
        viewer = seats[0] if len(seats) == 1 else None
        dialog = ReplayDialog(record.rounds[row], record.players, row + 1, self, viewer=viewer)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._keep(dialog)
        dialog.show()
        return dialog

    def adopt(self, replays: list[ReplayDialog]) -> None:
        """Keeps the replays another view opened (the History window built anew in
        another language) open, as this view's own."""
        for dialog in list(replays):
            replays.remove(dialog)
            dialog.move_to(self)
            self._keep(dialog)

    def _keep(self, dialog: ReplayDialog) -> None:
        self.replays.append(dialog)

        def forget() -> None:
            if dialog in self.replays:  # not if another view adopted it since
                self.replays.remove(dialog)

        dialog.destroyed.connect(forget)

    def _save_json(self) -> None:
        if self.record is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self,
            tr("Save the game's record"),
            f"{self.record.id}.json",
            tr("Game records (*.json)"),
        )
        if name:
            self.save(Path(name), encode_record(self.record) + b"\n")

    def _save_page(self) -> None:
        if self.record is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, tr("Save the game as a page"), f"{self.record.id}.html", tr("Web pages (*.html)")
        )
        if name:
            reviewed = reviews.given_away(self.record).reviewed
            page = record_page(self.record, self.given_rows if reviewed else None)
            self.save(Path(name), page.encode())

    def save(self, path: Path, data: bytes) -> bool:
        partial = path.with_name(path.name + ".part")
        try:
            partial.write_bytes(data)
            os.replace(partial, path)
        except OSError as exc:
            log.warning("could not save %s: %s", path, exc)
            self.note.setText(
                tr("Could not save {file}: {reason}").format(
                    file=path.name, reason=exc.strerror or exc
                )
            )
            return False
        self.note.setText(tr("Saved as {file}.").format(file=path.name))
        return True
