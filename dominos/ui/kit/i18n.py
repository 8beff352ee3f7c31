"""The one door every sentence of the game goes through, so it can be translated.

Sentences that carry values are templates with named fields, translated first and filled
in after (``tr("{name} passed on {numbers}").format(...)``), so a translation may put the
words in whatever order its language wants. A sentence whose words change with a count
passes the count as ``n`` and writes it as ``%n``, so each language gets its own plural
forms (English too: its forms come from the English catalogue, see docs/translating.md).

Only QtCore is needed, so the wording stays testable without any widget. The context is
empty because that is the one ``pyside6-lupdate`` gives a bare ``tr()`` call: the catalogue
and the lookups must agree on it, or no translation is ever found.

>>> tr("{name} passed on {numbers}").format(name="Bo", numbers="five")
'Bo passed on five'
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["CONTEXT", "tr"]

#: The translation context of the game's own words (classes using ``self.tr`` have theirs).
CONTEXT = ""


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the user's language, or as it is when there is no translation.

    ``disambiguation`` tells apart two uses of the same English words that other languages
    say differently; ``n`` picks the plural form and replaces ``%n``.
    """
    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)
