"""A window with one page to read (the rules, the keys) and a Close button.

Non-blocking: it is opened with ``show()``, never ``exec()``, so the game goes on behind it.
Each kind words its page in ``retranslate()``, which runs once when built and again when the
language changes. Like every window of the game it sits on the felt, opens at a size that
suits the screen (the rules at 620x640 ran off a 900x600 one) and grows its type with its
own size (``Grown``).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from dominos.ui.kit import theme
from dominos.ui.kit.grown import Grown
from dominos.ui.kit.reworded import Reworded


class PageDialog(Reworded, Grown, QDialog):
    """One page of Markdown in :attr:`browser`, links opening in the system's browser."""

    #: How big the window would like to be.
    SIZE = QSize(560, 460)

    def __init__(self, parent: QWidget | None = None, *, margin: int = 12) -> None:
        super().__init__(parent)
        theme.set_felt(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(margin)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.retranslate()
        self.open_sized(self.SIZE.toTuple(), parent)

    def sizeHint(self) -> QSize:
        return self.SIZE
