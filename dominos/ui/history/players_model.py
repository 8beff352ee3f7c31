"""History's players: each name's points given away over every game kept, with all hands
known and with what they knew, and over how many of their rounds each was counted.

A figure is only ever over the rounds whose review was kept (as known: whose every play with
a choice was estimated), and says how many those are, "7 of 9": a round never reviewed is
not a round where nothing was given away, so a player none of whose rounds was reviewed reads
"not reviewed", never 0.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QWidget

from dominos.table.history import PlayerGiven
from dominos.ui.kit.i18n import tr

__all__ = ["PlayersModel", "rounds_counted"]

_Index = QModelIndex | QPersistentModelIndex


def rounds_counted(counted: int, rounds: int) -> str:
    """How many of a player's rounds a figure is over: "7 of 9"."""
    return tr("{counted} of {rounds}").format(counted=counted, rounds=rounds)


class PlayersModel(QAbstractTableModel):
    """One line a name: games, then each measure's points and the rounds it is over."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headers = [
            tr("Player"),
            tr("Games"),
            tr("Given away, all hands known"),
            tr("Rounds reviewed"),
            tr("Given away, as they knew"),
            tr("Rounds estimated"),
        ]
        self.tips = [
            "",
            "",
            tr(
                "Points the player's plays gave away, judged with every hand known, over the"
                " rounds reviewed"
            ),
            tr("Rounds whose review is kept, of the rounds the player played"),
            tr(
                "Points the player's plays gave away on average over every deal they could not"
                " rule out, over the rounds estimated"
            ),
            tr("Rounds each of whose plays was also estimated with what its player knew"),
        ]
        self.players: list[PlayerGiven] = []
        self.rows: list[list[str]] = []

    def set_players(self, players: list[PlayerGiven]) -> None:
        locale = QLocale()
        self.beginResetModel()
        self.players = players
        self.rows = [
            [
                p.name,
                str(p.games),
                str(p.all_known) if p.reviewed else tr("not reviewed"),
                rounds_counted(p.reviewed, p.rounds),
                locale.toString(p.as_known, "f", 1) if p.estimated else tr("not estimated"),
                rounds_counted(p.estimated, p.rounds),
            ]
            for p in players
        ]
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tips[section] or None
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column():
            return Qt.AlignmentFlag.AlignCenter
        return None
