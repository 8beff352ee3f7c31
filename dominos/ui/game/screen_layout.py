"""How the game screen looks: the table in a grid, your own row under it, and its style.

Kept apart from the screen, which only fills these parts from each snapshot.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from dominos.ui.board.board_view import Side
from dominos.ui.game.seat_badge import SeatBadge
from dominos.ui.kit import theme

__all__ = ["lay_out", "table_sheet"]


def lay_out(
    screen: QWidget,
    *,
    badges: Mapping[Side, QWidget],
    header: QWidget,
    centre: QWidget,
    round_log: QWidget,
    news: QWidget,
    prompt: QWidget,
    hand: QWidget,
    buttons: tuple[QWidget, ...],
) -> QWidget:
    """Places the screen's parts (``buttons``: Pass, the one that shows the table, and a
    watcher's way out);
    returns the spacer that balances your badge, which follows its width as the chrome
    grows."""
    table = QGridLayout()
    table.setContentsMargins(8, 4, 8, 0)
    table.setSpacing(6)
    table.addWidget(badges["top"], 0, 1, Qt.AlignmentFlag.AlignHCenter)
    table.addWidget(badges["left"], 1, 0, Qt.AlignmentFlag.AlignVCenter)
    table.addWidget(centre, 1, 1)
    table.addWidget(badges["right"], 1, 2, Qt.AlignmentFlag.AlignVCenter)
    table.addWidget(round_log, 0, 3, 2, 1)
    table.setColumnStretch(1, 1)
    table.setRowStretch(1, 1)

    # Hand and Pass stay together in the middle; a spacer as wide as your badge on the
    # right keeps the hand centred under the board.
    badges["bottom"].setFixedWidth(SeatBadge.OWN_WIDTH)
    balance = QWidget(screen)
    balance.setFixedWidth(SeatBadge.OWN_WIDTH)
    bottom = QHBoxLayout()
    bottom.setContentsMargins(12, 0, 12, 8)
    bottom.setSpacing(12)
    bottom.addWidget(badges["bottom"], 0, Qt.AlignmentFlag.AlignVCenter)
    bottom.addStretch(0)
    bottom.addWidget(hand, 1)
    for widget in buttons:
        bottom.addWidget(widget, 0, Qt.AlignmentFlag.AlignVCenter)
    bottom.addStretch(0)
    bottom.addWidget(balance)

    column = QVBoxLayout(screen)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(2)
    column.addWidget(header)
    column.addLayout(table, 1)
    column.addWidget(news)
    column.addWidget(prompt)
    column.addLayout(bottom)
    return balance


def table_sheet() -> str:
    """The table's style, with the app's own size of type written out for every word that
    has none of its own, so it grows with the rest of the chrome (chrome.py)."""
    size = QGuiApplication.font().pointSizeF()
    return theme.table_style() + f"QWidget {{ font-size: {size:.1f}pt; }}"
