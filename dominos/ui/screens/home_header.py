"""The felt band atop the home screen: the game's name, its promise, and the language.

The language menu sits here, where a player who cannot read the rest of the screen still
finds it first; it applies at once, so the screen below changes language as it is picked.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QWidget

from dominos.ui.kit import theme
from dominos.ui.kit.reworded import Reworded
from dominos.ui.screens.language_choice import LanguageChoice


class HomeHeader(Reworded, QFrame):
    """Title and subtitle on the left, the language menu on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.set_role(self, "felt")
        self.title = QLabel()
        theme.set_role(self.title, "felt-title")
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        theme.set_role(self.subtitle, "felt-text")
        self.language = LanguageChoice()
        self.language_label = QLabel()
        theme.set_role(self.language_label, "felt-text")
        self.language_label.setBuddy(self.language)

        picker = QHBoxLayout()
        picker.setSpacing(8)
        picker.addWidget(self.language_label)
        picker.addWidget(self.language)
        grid = QGridLayout(self)
        grid.setContentsMargins(20, 14, 20, 14)
        grid.setHorizontalSpacing(16)
        grid.addWidget(self.title, 0, 0)
        grid.addWidget(self.subtitle, 1, 0)
        grid.addLayout(picker, 0, 1, 2, 1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(0, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Dominos"))
        self.subtitle.setText(self.tr("Four friends, two teams, one line of tiles."))
        self.language_label.setText(self.tr("&Language"))
