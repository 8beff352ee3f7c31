"""One window's part in switching languages while the app runs.

Qt tells every widget of a language change, and each screen words itself again; what the
window worded from outside its screens (the offer to take back a seat, why no table can be
listed) is worded again here. Kept apart from the window so the language menu can move
elsewhere (the preferences) by connecting it here instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from dominos.ui.screens.home import HomeScreen
    from dominos.ui.screens.language_choice import LanguageChoice
    from dominos.ui.services.context import AppContext
    from dominos.ui.shell.seating import Seating


class WindowLanguage(QObject):
    """Applies the language picked in ``choice`` and keeps ``window``'s own words current."""

    def __init__(
        self,
        context: AppContext,
        choice: LanguageChoice,
        home: HomeScreen,
        seating: Seating,
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self.context = context
        self.home = home
        self.seating = seating
        self.window = window
        choice.set_current(context.settings.language)
        choice.chosen.connect(context.set_language)
        context.language_changed.connect(choice.set_current)  # picked in another window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.seating.offer_seat()
            problem = self.context.discovery_error
            if problem is not None:
                self.home.set_discovery_unavailable(problem)
        return False
