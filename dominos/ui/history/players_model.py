"""History's players: each name's points given away over every game kept, with all hands
known and with what they knew, and over how many of their rounds each was counted.

A figure is only ever over the rounds whose review was kept (as known: whose every play with
a choice was estimated), and says how many those are, "7 of 9": a round never reviewed is
not a round where nothing was given away, so a player none of whose rounds was reviewed reads
"not reviewed", never 0.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QWidget

from dominos.table.history import PlayerGiven
from dominos.ui.history.rows_model import Index, Rows
from dominos.ui.kit.i18n import tr

__all__ = ["PlayersModel", "rounds_counted"]


def rounds_counted(counted: int, rounds: int) -> str:
    """How many of a player's rounds a figure is over: "7 of 9"."""
    return tr("{counted} of {rounds}").format(counted=counted, rounds=rounds)


class PlayersModel(Rows):
    """One line a name: games, then each measure's points and the rounds it is over."""

    def __init__(self, parent: QWidget | None = None) -> None:
        headers = [tr("Player"), tr("Games"), tr("Given away, all hands known")]
        headers += [tr("Rounds reviewed"), tr("Given away, as they knew"), tr("Rounds estimated")]
        tips = [
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
        super().__init__(headers, parent, tips)
        self.players: list[PlayerGiven] = []

    def set_players(self, players: list[PlayerGiven]) -> None:
        locale = QLocale()
        self.players = players
        self.set_rows(
            [
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
        )

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column():
            return Qt.AlignmentFlag.AlignCenter
        return None
