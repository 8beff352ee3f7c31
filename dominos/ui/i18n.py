"""The one door every sentence of the game screen goes through, so it can be translated.

Installing a QTranslator is then all a translation takes. Sentences that carry values are
templates with named fields, translated first and filled in after
(``tr("{name} passed on {numbers}").format(...)``), so a translation may put the words in
whatever order its language wants. Only QtCore is needed, so the wording stays testable
without any widget; with no translator installed, the English text comes back unchanged.

>>> tr("{name} passed on {numbers}").format(name="Bo", numbers="five")
'Bo passed on five'
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

__all__ = ["CONTEXT", "QT_TRANSLATE_NOOP", "tr"]

#: The translation context of the game's own words (the shell's classes use their own).
CONTEXT = "Dominos"


def tr(text: str, context: str = CONTEXT, disambiguation: str | None = None) -> str:
    """``text`` in the user's language, or as it is when there is no translation."""
    return QCoreApplication.translate(context, text, disambiguation)
