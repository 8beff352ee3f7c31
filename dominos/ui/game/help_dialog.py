"""The rules, one key away (F1), from the same text as the project's docs/rules.md.

The text ships inside the package as ``dominos/resources/rules.md`` (a link to docs/rules.md
in the source tree, a plain file once installed), so the help a player reads and the rules the
project documents cannot drift apart.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from dominos.ui.i18n import tr


def missing() -> str:
    """What the help says when the rules file is missing."""
    return tr(
        "# Rules not found\n\nThe rules that come with Dominos are missing from this"
        " installation. Reinstalling it brings them back."
    )


def rules_text() -> str:
    """The rules as Markdown, or a short explanation if the file is missing."""
    try:
        return (resources.files("dominos") / "resources" / "rules.md").read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError, OSError):
        return missing()


class HelpDialog(QDialog):
    """A non-blocking window with the rules; opened with ``show()``, never ``exec()``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("How to play Dominos"))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(14)
        self.browser.setMarkdown(rules_text())
        self.browser.setAccessibleName(tr("Rules"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def sizeHint(self) -> QSize:
        return QSize(620, 640)
