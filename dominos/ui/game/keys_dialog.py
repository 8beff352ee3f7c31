"""The shortcut sheet ("?"): every key of the game on one small page."""

from __future__ import annotations

from dominos.ui.game.keys import keys_markdown
from dominos.ui.game.page_dialog import PageDialog
from dominos.ui.kit.i18n import tr


class KeysDialog(PageDialog):
    """Every key of the game."""

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Keys"))
        self.browser.setMarkdown(keys_markdown())
        self.browser.setAccessibleName(tr("Keys"))
