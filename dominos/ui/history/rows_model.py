"""The read-only table under each of History's lists (games, pairs, players).

Each list is reset in one go when a game arrives, so a new game redraws each table once.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QWidget

__all__ = ["Index", "Rows"]

Index = QModelIndex | QPersistentModelIndex


class Rows(QAbstractTableModel):
    """``rows`` under ``headers``; a header with a ``tips`` entry explains itself on hover."""

    def __init__(
        self, headers: list[str], parent: QWidget | None = None, tips: list[str] | None = None
    ) -> None:
        super().__init__(parent)
        self.headers = headers
        self.tips = tips or []
        self.rows: list[Any] = []

    def set_rows(self, rows: list[Any]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        if role == Qt.ItemDataRole.ToolTipRole and section < len(self.tips):
            return self.tips[section] or None
        return None
