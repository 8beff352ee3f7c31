"""The rules, one key away (F1), from the same text as the project's docs/rules.md.

The text ships inside the package as ``dominos/resources/rules.md``, a plain copy of
docs/rules.md (a link would not survive a checkout on Windows), and a test keeps the two the
same, so the help a player reads and the rules the project documents cannot drift apart.
Each language has its own copy beside it (``rules.es.md``, ``rules.pt_BR.md``); the help
opens the one of the app's language, and follows the language when it changes while open.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from dominos import RESOURCES
from dominos.ui.game.keys import keys_markdown
from dominos.ui.game.page_dialog import PageDialog
from dominos.ui.kit.i18n import tr
from dominos.ui.services.language import DEFAULT, current


def missing() -> str:
    """What the help says when the rules file is missing."""
    return tr(
        "# Rules not found\n\nThe rules that come with Dominos are missing from this"
        " installation. Reinstalling it brings them back."
    )


def rules_file(language: str) -> str:
    """The name of the rules in ``language`` (English has the plain name).

    >>> rules_file("en"), rules_file("pt_BR")
    ('rules.md', 'rules.pt_BR.md')
    """
    return "rules.md" if language == DEFAULT else f"rules.{language}.md"


def rules_text(language: str | None = None) -> str:
    """The rules as Markdown in ``language`` (the app's by default), else in English, or a
    short explanation if even those are missing."""
    folder = RESOURCES
    for name in dict.fromkeys((rules_file(language or current()), rules_file(DEFAULT))):
        try:
            return (folder / name).read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError, OSError):
            continue
    return missing()


class HelpDialog(PageDialog):
    """The rules, and the keys after them."""

    SIZE = QSize(620, 640)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, margin=14)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("How to play Dominos"))
        # The keys follow the rules, so a player who never touches the mouse finds them here.
        self.browser.setMarkdown(rules_text() + "\n\n" + keys_markdown())
        self.browser.setAccessibleName(tr("Rules"))
