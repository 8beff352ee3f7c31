"""Which language the app speaks, and switching it while the app runs.

The choice is, in order: ``dominos --lang``, the one the player picked on the home screen
(kept in the settings), then the first of the system's preferred languages the app has.
Installing a language loads the app's catalogue and Qt's own (the words of standard
buttons); Qt then sends every widget a LanguageChange event, on which the screens set
their texts again, so the switch needs no restart.

The names and codes are plain data, kept free of Qt so that ``dominos --help`` and a bad
``--lang`` answer without loading it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from dominos import RESOURCES

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QTranslator

#: The languages the app speaks, each named in itself (as a menu of languages should).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
}
DEFAULT = "en"


def normalise(code: str) -> str | None:
    """The app's code for a language tag, or ``None`` if the app does not speak it.

    Any Spanish is ``es`` and any Portuguese ``pt_BR``: closer than falling back to English.

    >>> normalise("es-MX"), normalise("pt"), normalise("pt_PT"), normalise("EN_gb"), normalise("de")
    ('es', 'pt_BR', 'pt_BR', 'en', None)
    """
    base = code.replace("-", "_").split("_")[0].lower()
    return {"en": "en", "es": "es", "pt": "pt_BR"}.get(base)


def preferred(tags: Iterable[str]) -> str:
    """The first of the user's preferred languages the app speaks, else English.

    >>> preferred(["de-DE", "pt-BR", "en"]), preferred(["fr"])
    ('pt_BR', 'en')
    """
    for tag in tags:
        code = normalise(tag)
        if code is not None:
            return code
    return DEFAULT


def choose(requested: str | None, stored: str, system: Iterable[str]) -> str:
    """The language to start in: the command line's, the player's choice, the system's.

    >>> choose("es", "pt_BR", ["en"]), choose(None, "pt_BR", ["es"]), choose(None, "", ["es"])
    ('es', 'pt_BR', 'es')
    """
    for code in (requested, stored):
        if code and normalise(code) is not None:
            return normalise(code) or DEFAULT
    return preferred(system)


def system_languages() -> list[str]:
    """The system's preferred UI languages, most preferred first."""
    from PySide6.QtCore import QLocale

    return list(QLocale.system().uiLanguages())


def current() -> str:
    """The language the app speaks now (the one last installed; English before any)."""
    from PySide6.QtCore import QLocale

    return normalise(QLocale().name()) or DEFAULT


class Translators:
    """The app's translators for one language at a time; installing replaces the last."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []
        self.code = DEFAULT

    def install(self, code: str) -> None:
        """Speak ``code`` from now on; a catalogue that is missing leaves the English text."""
        from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed.clear()
        self.code = code
        QLocale.setDefault(QLocale(code))
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        # Qt's own words first: a later translator is asked first, so the app's win.
        candidates = [(f"qtbase_{code}", qt_folder), (f"dominos_{code}", catalogue_folder())]
        for name, folder in candidates:
            translator = QTranslator(self._app)
            if translator.load(name, folder):
                self._app.installTranslator(translator)
                self._installed.append(translator)


def catalogue_folder() -> str:
    """Where the compiled catalogues (``dominos_<code>.qm``) ship inside the package."""
    return str(RESOURCES / "i18n")
