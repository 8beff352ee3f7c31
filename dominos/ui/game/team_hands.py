"""One team's two hands face up, with each hand's pips and the team's total.

Shown wherever a round's end is told (between rounds and at the end of the game), so the
hands, which decide the points, are always laid out the same way.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

from dominos.table.state import State
from dominos.ui import words
from dominos.ui.game.tile_row import TileRow
from dominos.ui.kit import theme
from dominos.ui.kit.i18n import tr


class TeamHands(QFrame):
    """A framed box in the team's colour: a row per partner, the team's total underneath."""

    def __init__(self, team: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team = team
        theme.team_colours(
            self,
            "teamHands",
            team,
            "border: 2px solid {colour}; border-radius: 10px; background: rgba(0, 0, 0, 90);",
        )
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 6, 12, 6)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
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
        # As wide as the hands need, not the window: each hand's points stay beside its tiles.
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)

    def set_grow(self, grow: float) -> None:
        """Tiles ``grow`` times their usual size, for a tall window."""
        for row in self.rows:
            row.set_grow(grow)

    def set_hands(self, state: State) -> None:
        assert state.result is not None
        members = [i for i in range(len(state.seats)) if words.team_of(i) == self.team]
        for row, seat in enumerate(members):
            hand = state.result.hands[seat]
            self.names[row].setText(state.seats[seat].name)
            self.rows[row].set_tiles(hand)
            self.pips[row].setText(words.points_word(sum(a + b for a, b in hand)))
        names = words.team_names(state.seats, self.team)
        self.total.setText(
            tr("{team}: {pips} in hand").format(team=names, pips=state.result.team_pips[self.team])
        )

    def sentences(self) -> list[str]:
        """What the box says, in reading order."""
        rows = [f"{n.text()} {p.text()}" for n, p in zip(self.names, self.pips, strict=True)]
        return [*rows, self.total.text()]
