"""The shortcut sheet ("?"): every key of the game on one small page."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from dominos.ui.game.keys import keys_markdown
from dominos.ui.i18n import tr
from dominos.ui.reworded import Reworded


class KeysDialog(Reworded, QDialog):
    """A non-blocking window with the keys; opened with ``show()``, never ``exec()``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.browser = QTextBrowser(self)
        self.browser.document().setDocumentMargin(12)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Keys"))
        self.browser.setMarkdown(keys_markdown())
        self.browser.setAccessibleName(tr("Keys"))

    def sizeHint(self) -> QSize:
        return QSize(560, 460)
