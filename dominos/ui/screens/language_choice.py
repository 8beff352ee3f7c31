"""The language menu: the system's language, or one the app speaks, applied at once.

A widget of its own so it can sit wherever settings are chosen (the home screen today);
it only reports the choice, and whoever places it applies it.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QWidget

from dominos.ui.kit.reworded import Reworded
from dominos.ui.services.language import LANGUAGES


class LanguageChoice(Reworded, QComboBox):
    """ "System language" first, then each language named in itself."""

    #: The code picked (``""``: follow the system's language).
    chosen = Signal(str)

    def __init__(self, current: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.addItem("", "")
        for code, name in LANGUAGES.items():
            self.addItem(name, code)
        self.set_current(current)
        self.retranslate()
        self.activated.connect(lambda index: self.chosen.emit(self.itemData(index)))

    @property
    def current(self) -> str:
        code: str = self.currentData()
        return code

    def set_current(self, code: str) -> None:
        """Show ``code`` as chosen without reporting it (another window chose it)."""
        index = self.findData(code if code in LANGUAGES else "")
        self.setCurrentIndex(max(index, 0))

    def retranslate(self) -> None:
        self.setItemText(0, self.tr("System language"))
        self.setAccessibleName(self.tr("Language"))
