"""The home screen's list of the tables found on the network, one row each.

A row names the table and says who hosts it, how many are seated and what it is doing, so
a friend can pick the right one; a table this app cannot join reads in the warning colour
with what it needs. The list keeps the player's pick as tables come and go.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from dominos.ui.kit import theme
from dominos.ui.kit.chrome import scaled

#: The least and the most height of the list, at the usual size of the screen.
HEIGHTS = (70, 220)


class FoundTableLike(Protocol):
    """What the home screen reads of a table found on the network."""

    @property
    def table_name(self) -> str: ...
    @property
    def host_name(self) -> str: ...
    @property
    def seats(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def compatible(self) -> bool: ...
    @property
    def needs(self) -> str: ...
    @property
    def away(self) -> int: ...
    @property
    def named(self) -> bool: ...
    @property
    def watching(self) -> int: ...
    @property
    def watchable(self) -> bool: ...


def title(table: FoundTableLike) -> str:
    """The table's name, or for a table its host did not name, "<host>'s table" in this
    player's language (the LAN carries it only in English)."""
    if table.named:
        return table.table_name
    return QCoreApplication.translate("TableList", "{name}'s table").format(name=table.host_name)


class TableList(QListWidget):
    """The tables nearby, the picked one kept picked when the list changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_scale(1.0)
        self.setWordWrap(True)
        self.setSpacing(2)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def set_scale(self, scale: float) -> None:
        """As tall, at least and at most, as ``scale`` times the usual."""
        self.setMinimumHeight(scaled(HEIGHTS[0], scale))
        self.setMaximumHeight(scaled(HEIGHTS[1], scale))

    def set_tables(self, tables: Sequence[FoundTableLike]) -> None:
        """Show ``tables``, keeping the selection when it is still there."""
        selected = self.selected_table()
        key = None if selected is None else (selected.table_name, selected.host_name)
        self.clear()
        for table in tables:
            item = QListWidgetItem(self._describe(table))
            item.setData(Qt.ItemDataRole.UserRole, table)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, item.text())
            if not table.compatible:
                item.setForeground(QColor(theme.WARNING))
            self.addItem(item)
            if key == (table.table_name, table.host_name):
                item.setSelected(True)
                self.setCurrentItem(item)

    def selected_table(self) -> FoundTableLike | None:
        item = self.currentItem()
        if item is None or not item.isSelected():
            return None
        table: FoundTableLike = item.data(Qt.ItemDataRole.UserRole)
        return table

    def _describe(self, table: FoundTableLike) -> str:
        phases = {
            "lobby": self.tr("waiting for players"),
            "round": self.tr("playing"),
            "break": self.tr("between rounds"),
            "over": self.tr("game over"),
        }
        seated = self.tr("{seats}/4 seated").format(seats=table.seats)
        if table.away:
            # A seat kept for a player who quit for now or lost their link: not free.
            seated = self.tr("{seats}/4 seated, {away} away").format(
                seats=table.seats, away=table.away
            )
        details = self.tr("hosted by {host}  ·  {seated}  ·  {phase}").format(
            host=table.host_name, seated=seated, phase=phases.get(table.phase, table.phase)
        )
        if table.watching > 0:
            details += "  ·  " + self.tr("%n watching", None, table.watching)
        if not table.compatible:
            details += "  ·  " + (table.needs or self.tr("another version of Dominos"))
        return f"{title(table)}\n{details}"
