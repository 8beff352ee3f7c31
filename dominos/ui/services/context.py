"""What every window of the app shares: settings, the table this app hosts, the LAN list.

With ``--demo`` four windows share one context: one of them hosts, all four see the same
list of tables, and quitting closes the table once.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from dominos.hosting.options import HostOptions
from dominos.ui.kit.i18n import tr
from dominos.ui.kit.tasks import spawn
from dominos.ui.services.errors import discovery_message
from dominos.ui.services.language import preferred, system_languages
from dominos.ui.services.settings import Preferences, Settings

if TYPE_CHECKING:
    from dominos.discovery import FoundTable, TableBrowser
    from dominos.hosting.service import HostedTable
    from dominos.table.record import GameRecord
    from dominos.table.store import ResumeInfo
    from dominos.ui.services.language import Translators
    from dominos.ui.services.sound import Sound

log = logging.getLogger(__name__)


class AppContext(QObject):
    """Shared services; windows listen to its signals."""

    #: The tables found on the LAN, after every change.
    tables_changed = Signal(list)
    #: Why tables can't be listed (multicast blocked, no interface...).
    discovery_failed = Signal(str)
    #: An unexpected error, already logged, for the windows to show.
    problem = Signal(str)
    #: The player asked to quit (Ctrl+Q, closing a window, SIGINT).
    quit_requested = Signal()
    #: The preferences changed (the new :class:`Preferences`); every window follows them.
    preferences_changed = Signal(object)
    #: The player picked a language (its code, ``""`` for the system's) in some window.
    language_changed = Signal(str)
    #: A finished game was added to this computer's history.
    history_changed = Signal()

    def __init__(
        self,
        settings: Settings,
        hosting: HostOptions | None = None,
        *,
        sound: Sound | None = None,
    ) -> None:
        """``hosting`` says how a table this app opens is hosted (its ``discovery`` also
        turns the list of tables on the LAN on or off); the defaults host on the usual
        port, announced, with no journal."""
        super().__init__()
        self.settings = settings
        self.host_options = hosting if hosting is not None else HostOptions()
        self.hosting: HostedTable | None = None
        self.tables: list[FoundTable] = []
        #: Words why tables can't be listed, in the language of the moment.
        self._discovery_problem: Callable[[], str] | None = None
        self._browser: TableBrowser | None = None
        self.preferences: Preferences = settings.preferences
        #: Set by the app; tests that need no language switching leave it out.
        self.translators: Translators | None = None
        #: The table's sound cues; ``None`` keeps the app silent (tests, ``--demo``).
        self.sound = sound
        if sound is not None:
            sound.set_volume(self.preferences.volume)

    def set_preferences(self, prefs: Preferences) -> None:
        """Keep ``prefs`` and tell every window, which apply them at once."""
        if prefs == self.preferences:
            return
        self.preferences = prefs
        self.settings.preferences = prefs
        if self.sound is not None:
            self.sound.set_volume(prefs.volume)
        self.preferences_changed.emit(prefs)

    def play_cue(self, cue: str) -> None:
        """Sound ``cue`` (one of :data:`dominos.ui.services.sound.CUE_NAMES`) if the player
        wants it."""
        if self.sound is not None and self.preferences.sound:
            self.sound.need()  # loaded already, once a seat was taken
            self.sound.play(cue)

    def need_sound(self) -> None:
        """Cues may be wanted soon: load them now if that has not begun."""
        if self.sound is not None:
            self.sound.need()

    def set_language(self, code: str) -> None:
        """Speak ``code`` (``""``: the system's language) in every window from now on, and
        next time the app starts."""
        self.settings.language = code
        if self.translators is not None:
            speak = code or preferred(system_languages())
            if self.translators.code != speak:
                self.translators.install(speak)
        self.language_changed.emit(code)

    @property
    def discovery_error(self) -> str | None:
        """Why tables can't be listed (multicast blocked, no interface...), if they can't."""
        return None if self._discovery_problem is None else self._discovery_problem()

    @property
    def history_dir(self) -> Path | None:
        """Where this computer's history of finished games is kept: the data directory."""
        return self.host_options.state_dir

    def keep_record(self, record: GameRecord) -> None:
        """Adds a finished game to the history in the data directory (once, whichever
        window received it); a record that does not replay is logged and dropped."""
        import sqlite3

        from dominos.table.history import HistoryStore
        from dominos.table.record import RecordError

        try:
            with HistoryStore.open(self.history_dir) as history:
                added = history.add(record)
        except (RecordError, OSError, ValueError, sqlite3.Error) as exc:
            log.warning("the finished game could not be kept in the history: %s", exc)
            return
        if added:
            self.history_changed.emit()

    async def start_discovery(self) -> None:
        """Start listing tables on the LAN (once); a failure only disables the list."""
        if self._browser is not None:
            return
        if not self.host_options.discovery:
            self._fail_discovery(
                lambda: QCoreApplication.translate(
                    "context", "Looking for tables on the network is turned off."
                )
            )
            return
        from dominos.discovery import TableBrowser

        self._browser = TableBrowser(self._on_tables)
        await self._browser.start()
        if self._browser.failure is not None:
            failure = self._browser.failure
            self._fail_discovery(lambda: discovery_message(failure, hosting=False))

    def _fail_discovery(self, problem: Callable[[], str]) -> None:
        self._discovery_problem = problem
        self.discovery_failed.emit(problem())

    def _on_tables(self, tables: list[FoundTable]) -> None:
        self.tables = list(tables)
        self.tables_changed.emit(self.tables)

    def resumable(self, table_id: str | None = None) -> ResumeInfo | None:
        """The table this computer hosted until a crash (the most recent, or the one with
        ``table_id``), if it can be taken up again."""
        state_dir = self.host_options.state_dir
        if state_dir is None:
            return None
        from dominos.table.saved_tables import resumable

        return resumable(state_dir, table_id)

    def knows_table(self, table_id: str) -> bool:
        """Whether this computer's journal ever held ``table_id``: a table it hosted that
        the journal never heard of was lost with the file."""
        state_dir = self.host_options.state_dir
        if state_dir is None:
            return True
        from dominos.table.saved_tables import known

        return known(state_dir, table_id)

    async def open_table(
        self,
        target: int,
        host_name: str,
        resume: ResumeInfo | None = None,
        *,
        unannounced: Callable[[str], None] | None = None,
        watchers: bool = True,
    ) -> HostedTable:
        """Open a table on this computer (or take up ``resume``); raise ``OSError`` when it
        can't listen, ``ValueError`` when the table to resume can't be rebuilt.
        ``unannounced`` is told, in the player's words, if the LAN cannot list the table;
        ``watchers`` lets friends who know the code watch it."""
        if self.hosting is not None and not self.hosting.closed:
            raise RuntimeError("this app already hosts a table")
        from dominos.hosting.service import HostedTable

        # No name: every app words "<host>'s table" in its own player's language.
        options = dataclasses.replace(
            self.host_options,
            target=target,
            host_name=host_name,
            table_name="",
            watchers=watchers,
        )
        hosting = HostedTable(options)
        if unannounced is not None:
            hosting.on_discovery_failed = lambda failure: unannounced(
                discovery_message(failure, hosting=True)
            )
        await hosting.open(resume)
        self.hosting = hosting
        # Claiming a name on the LAN takes a moment; the lobby needn't wait for it.
        spawn(hosting.announce(), name="advertise table")
        return hosting

    async def close_table(self, message: str = "", *, on_purpose: bool = True) -> None:
        """Close the hosted table, if any, telling every player; a table closed not
        ``on_purpose`` stays in the journal, to be resumed later."""
        hosting, self.hosting = self.hosting, None
        if hosting is not None:
            await hosting.close(
                message or QCoreApplication.translate("context", "The host closed the table."),
                on_purpose=on_purpose,
            )
            if hosting.close_problem is not None:
                self.problem.emit(
                    tr(
                        "This computer's disk would not record that you closed the table, so"
                        " Dominos may offer to resume it next time: just open a new table"
                        " instead."
                    )
                )

    async def shutdown(self) -> None:
        """Close the table and stop browsing; the caller bounds the time it takes."""
        await self.close_table()
        if self.sound is not None:
            self.sound.close()
        browser, self._browser = self._browser, None
        if browser is not None:
            await browser.close()

    def report(self, message: str, exc: BaseException | None = None, **_: Any) -> None:
        """Show an unexpected error in the windows (it is logged by the caller)."""
        self.problem.emit(message)
