"""The round so far: every play and pass in order, and how much of each number is out.

Players keep this in their heads at a real table: who passed on what, and how many of the
sixes are already down. Only what everyone at the table saw goes in (the line and the moves
of the snapshot), never anything of another player's hand (decisions.md 25).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominos.table.state import Last, State, WireTile
from dominos.ui import words
from dominos.ui.kit import theme
from dominos.ui.kit.i18n import tr

__all__ = ["RoundLog", "move_lines", "numbers_out"]


def numbers_out(line: Sequence[WireTile]) -> list[int]:
    """For each number 0 to 6, how many of the seven tiles showing it are on the line.

    >>> numbers_out([(6, 6), (6, 4), (4, 1)])
    [0, 1, 0, 0, 2, 0, 2]
    """
    return [sum(1 for a, b in line if n in (a, b)) for n in range(7)]


class Move(Protocol):
    """A play or pass as a snapshot (``Last``) or a record (``RecordMove``) holds it."""

    @property
    def seat(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def tile(self) -> WireTile | None: ...
    @property
    def end(self) -> str | None: ...


def move_lines(moves: Sequence[Move], names: Sequence[str]) -> list[str]:
    """One sentence per play or pass; a pass names the two ends showing at that moment."""
    out = []
    left = right = -1
    for mv in moves:
        name = names[mv.seat] if mv.seat < len(names) else "?"
        if mv.tile is None:
            shown = sorted({left, right} - {-1}, reverse=True)
            text = tr("{name} passed on {numbers}").format(
                name=name, numbers=words.numbers_in_words(shown)
            )
        else:
            a, b = mv.tile
            tile = words.tile_text(mv.tile)
            if mv.end is None:
                left, right = min(a, b), max(a, b)
                text = tr("{name} opened with {tile}").format(name=name, tile=tile)
            elif mv.end == "left":
                left = b if a == left else a
                text = tr("{name}: {tile} on the left").format(name=name, tile=tile)
            else:
                right = b if a == right else a
                text = tr("{name}: {tile} on the right").format(name=name, tile=tile)
        if mv.kind.startswith("auto"):
            text = tr("{move} (time ran out)").format(move=text)
        out.append(text)
    return out


class RoundLog(QFrame):
    """A side panel the player shows or hides (the header's button, or the L key)."""

    #: The panel takes a fifth of the window, within these bounds, so a small window keeps
    #: its board and a large one gets room for long names.
    MIN_WIDTH, MAX_WIDTH = 170, 320

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundLog")
        self.setFixedWidth(self.MIN_WIDTH)
        self.setStyleSheet(
            "#roundLog { background: rgba(0, 0, 0, 150); border-radius: 10px; }"
            "#roundLog QLabel { color: #F3E9C6; background: transparent; }"
            "#roundLog QListWidget { background: transparent; color: white; border: none;"
            " font-size: 10pt; }"
            "#roundLog QLabel[role=count] { font-size: 10pt; }"
            "#roundLog QScrollBar:vertical { background: transparent; width: 8px; margin: 0; }"
            "#roundLog QScrollBar::handle:vertical { background: rgba(255, 255, 255, 90);"
            " border-radius: 4px; min-height: 24px; }"
            "#roundLog QScrollBar::add-line, #roundLog QScrollBar::sub-line { height: 0; }"
            "#roundLog QScrollBar::add-page, #roundLog QScrollBar::sub-page"
            " { background: transparent; }"
        )
        title = QLabel(tr("The round so far"), self)
        title.setWordWrap(True)  # "La ronda hasta ahora" outgrows the narrowest panel
        title.setStyleSheet("font-size: 12pt; font-weight: 700;")
        out_title = QLabel(tr("On the line, of each number's seven"), self)
        out_title.setWordWrap(True)
        out_title.setStyleSheet("font-size: 9pt;")
        grid = QGridLayout()
        grid.setSpacing(2)
        self.counts: list[QLabel] = []
        for n in range(7):
            head = QLabel(str(n), self)
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            head.setStyleSheet("font-weight: 700;")
            count = QLabel("0", self)
            count.setProperty("role", "count")
            count.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(head, 0, n)
            grid.addWidget(count, 1, n)
            self.counts.append(count)
        self.list = QListWidget(self)
        self.list.setObjectName("roundMoves")
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setWordWrap(True)
        self.list.setAccessibleName(tr("Moves of this round"))
        self.empty = QLabel(tr("Nothing played yet."), self)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 8, 10, 8)
        column.setSpacing(6)
        column.addWidget(title)
        column.addWidget(out_title)
        column.addLayout(grid)
        column.addWidget(self.empty)
        column.addWidget(self.list, 1)
        self._shown: tuple[tuple[Last, ...], tuple[str, ...]] | None = None

    def fit_to(self, window_width: int) -> None:
        self.setFixedWidth(max(self.MIN_WIDTH, min(self.MAX_WIDTH, window_width // 5)))

    def set_state(self, state: State) -> None:
        names = tuple(s.name for s in state.seats)
        out = numbers_out(state.line)
        for n, label in enumerate(self.counts):
            label.setText(tr("{count}/7").format(count=out[n]))
            label.setToolTip(
                tr("{count} of the seven tiles with a {number} are on the line").format(
                    count=out[n], number=words.number_word(n)
                )
            )
        if self._shown == (state.moves, names):
            return
        self._shown = (state.moves, names)
        self.list.clear()
        for seat_move, text in zip(state.moves, move_lines(state.moves, names), strict=True):
            item = QListWidgetItem(text)
            item.setForeground(QColor(theme.HC_TEAM_COLORS[seat_move.seat % 2]))
            self.list.addItem(item)
        self.list.scrollToBottom()
        self.empty.setVisible(not state.moves)
