"""The one way a widget follows a change of language: it words itself again.

Qt sends every widget a LanguageChange event when a translation is installed; a widget that
sets its texts in ``retranslate()`` (called once when built, too) mixes this in before its
Qt class and so follows the language picked while the app runs.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Reworded:
    """Calls ``retranslate()`` on every change of language; list it before the Qt class."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]
