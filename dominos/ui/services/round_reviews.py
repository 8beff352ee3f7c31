"""The app's round reviews, beside the session: each round just ended is reviewed in the
break, kept, and handed to whichever window shows it.

:class:`RoundReviews` watches the sessions it is given: when a snapshot shows a round over
(the break, or the game over), it starts that round's review in a child process, double
dummy first and then as known, every play on both cores (``dominos.review.job``), while
the break runs on; nothing waits for it. What it finds is kept in the history file beside
the finished games (the shell says where: :meth:`use_directory`; with none, in memory while
the app runs), so *Review* finds it there, at once, across runs of the app. A round's key
is derived once, when the round is first met, and goes with it everywhere after.
"""

from __future__ import annotations

import logging
import random
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance

from dominos.review.job import Known, Play, Said
from dominos.table.history import HistoryStore, review_key
from dominos.table.record import GameRecord, RecordRound
from dominos.table.reviews_kept import round_given
from dominos.ui.services.review_worker import ReviewWorker

if TYPE_CHECKING:
    from dominos.table.state import State

__all__ = ["GivenAway", "RoundReviews", "reviews"]

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class GivenAway:
    """What each seat gave away over the rounds of one game that were reviewed."""

    #: The game's rounds.
    rounds: int
    #: Rounds reviewed whole, and per seat the points given away in them with all hands
    #: known.
    reviewed: int
    all_known: tuple[int, ...]
    #: Rounds of those whose every play with a choice was estimated as known, and per seat
    #: the points given away in them on average with what the player knew.
    estimated: int
    as_known: tuple[float, ...]


@dataclass
class _Search:
    """A background review under way and what it has sent so far."""

    worker: ReviewWorker
    found: list[Play] = field(default_factory=list)
    known: dict[int, list[Said]] = field(default_factory=dict)


class RoundReviews(QObject):
    """Reviews rounds once, keeps them, and hands them to the windows; one for the app."""

    #: A review or a play's as-known figures were kept (for the views that count them).
    kept = Signal()
    #: A play's as-known figures arrived: the round's key and the move.
    known_found = Signal(str, int)

    def __init__(self) -> None:
        super().__init__()
        #: Whether a round just ended is reviewed in the background; the tests' harness
        #: turns it off, so that no test showing a round's end leaves a child behind.
        self.background = True
        self._directory: Path | None = None
        #: Each round's key, derived once, by the round (records are immutable).
        self._keys: dict[int, tuple[RecordRound, str]] = {}
        #: Reviews found or kept while the app runs, by key: read from the file once.
        self._memory: dict[str, tuple[Play, ...]] = {}
        #: Plays estimated as known while the app runs, by key: move -> points given away.
        self._known: dict[str, dict[int, float]] = {}
        #: Every option's as-known figures of the plays estimated in this run, by key.
        self._figures: dict[str, dict[int, list[Said]]] = {}
        #: The background review under way, by key (one at a time).
        self._running: dict[str, _Search] = {}

    def use_directory(self, directory: Path | None) -> None:
        """Keep reviews in the history file of ``directory`` (``None``: in memory only)."""
        self._directory = directory

    def key(self, rnd: RecordRound) -> str:
        """The round's key, derived the first time only."""
        found = self._keys.get(id(rnd))
        if found is None or found[0] is not rnd:
            found = (rnd, review_key(rnd))
            self._keys[id(rnd)] = found
        return found[1]

    # -- the session's rounds -------------------------------------------------------------

    def watch(self, changes: SignalInstance) -> None:
        """Follows a session's snapshots (its ``state_changed``): each round that ends is
        reviewed in the break."""
        last: list[tuple[str, int]] = []

        def changed(state: State | None) -> None:
            if state is None or state.phase not in ("break", "over"):
                return
            if last and last[0] == (state.phase, state.round):
                return
            last[:] = [(state.phase, state.round)]
            from dominos.table.replay import round_from_state

            rnd = round_from_state(state)
            if rnd is not None:
                self.review_in_background(rnd)

        changes.connect(changed)

    def review_in_background(self, rnd: RecordRound) -> ReviewWorker | None:
        """Starts reviewing ``rnd`` (a finished round) in a child process, double dummy and
        as known, and keeps it once whole; nothing when it is kept already, being reviewed,
        or :attr:`background` is off. A background review of an older round still under
        way gives way first, so a fast table never has one search per round at once."""
        key = self.key(rnd)
        if not self.background or self.running(rnd) is not None:
            return None
        if self._recall(key) is not None and self._recall_known(key):
            return None
        for search in self._running.values():
            search.worker.cancel()
            search.worker.deleteLater()
        self._running.clear()
        worker = ReviewWorker(rnd, QCoreApplication.instance(), known_seed=random.randrange(2**31))
        search = _Search(worker)
        self._running[key] = search

        def solved() -> None:
            self.keep(rnd, tuple(search.found))

        def ended(_reason: str = "") -> None:
            self._running.pop(key, None)
            worker.deleteLater()

        def known(payload: Known) -> None:
            move, figures = payload
            search.known[move] = figures
            self._take_known(key, rnd, move, figures)

        worker.play_found.connect(search.found.append)
        worker.known_found.connect(known)
        worker.solved.connect(solved)
        worker.finished.connect(ended)
        worker.failed.connect(ended)
        worker.start()
        return worker

    def running(self, rnd: RecordRound) -> ReviewWorker | None:
        """The background review of ``rnd`` under way, if there is one (not one stopped)."""
        key = self.key(rnd)
        search = self._running.get(key)
        if search is not None and not search.worker.running:  # stopped from a window
            del self._running[key]
            search.worker.deleteLater()
            return None
        return None if search is None else search.worker

    def found_so_far(self, rnd: RecordRound) -> list[Play]:
        """The plays the background review of ``rnd`` has sent so far."""
        search = self._running.get(self.key(rnd))
        return [] if search is None else list(search.found)

    # -- kept reviews -------------------------------------------------------------------------

    def recall(self, rnd: RecordRound) -> tuple[Play, ...] | None:
        """The whole review of ``rnd``, if it was searched before; ``None`` otherwise."""
        return self._recall(self.key(rnd))

    def _recall(self, key: str) -> tuple[Play, ...] | None:
        if key in self._memory:
            return self._memory[key]
        plays = self._read(lambda history: history.review(key), "a kept review", None)
        if plays is None:
            return None
        self._memory[key] = tuple(plays)
        return self._memory[key]

    def keep(self, rnd: RecordRound, plays: tuple[Play, ...]) -> None:
        """Keeps the whole review of ``rnd``, in memory and in the history file."""
        key = self.key(rnd)
        self._memory[key] = plays
        self._write(lambda history: history.keep_review(key, list(plays)), "the round's review")
        self.kept.emit()

    def keep_known(self, rnd: RecordRound, move: int, given: float, samples: int) -> None:
        """Keeps what play ``move`` of ``rnd`` gave away with what its player knew, once its
        estimate is finished, for History's statistics."""
        key = self.key(rnd)
        self._known.setdefault(key, {})[move] = given
        self._write(lambda history: history.keep_known(key, move, given, samples), "an estimate")
        self.kept.emit()

    def _take_known(self, key: str, rnd: RecordRound, move: int, figures: list[Said]) -> None:
        """A play's as-known figures from the background review: shown and kept."""
        self._figures.setdefault(key, {})[move] = figures
        chosen = _chosen(self._recall(key) or tuple(self.found_so_far(rnd)), move)
        if chosen is not None:
            figure = figures[chosen]
            self.keep_known(rnd, move, figure[4], figure[2])
        self.known_found.emit(key, move)

    def recall_known(self, rnd: RecordRound) -> dict[int, float]:
        """The plays of ``rnd`` estimated as known, by move: the points each gave away."""
        return self._recall_known(self.key(rnd))

    def _recall_known(self, key: str) -> dict[int, float]:
        found = dict(self._known.get(key, {}))
        empty: dict[int, float] = {}
        return found | self._read(lambda history: history.known(key), "the kept estimates", empty)

    def figures(self, rnd: RecordRound) -> dict[int, list[Said]]:
        """Every option's as-known figures of the plays of ``rnd`` estimated in this run."""
        return dict(self._figures.get(self.key(rnd), {}))

    def given_away(self, record: GameRecord) -> GivenAway:
        """Read from the kept reviews: nothing is searched here."""
        reviewed = estimated = 0
        all_known = [0] * 4
        as_known = [0.0] * 4
        for rnd in record.rounds:
            key = self.key(rnd)
            plays = self._recall(key)
            if plays is None:
                continue
            reviewed += 1
            given = round_given(plays, self._recall_known(key))
            for seat in range(4):
                all_known[seat] += given.all_known[seat]
            if given.as_known is not None:
                estimated += 1
                for seat in range(4):
                    as_known[seat] += given.as_known[seat]
        return GivenAway(len(record.rounds), reviewed, tuple(all_known), estimated, tuple(as_known))

    # -- the history file -------------------------------------------------------------------

    def _read(self, read: Callable[[HistoryStore], T], what: str, default: T) -> T:
        if self._directory is None:
            return default
        try:
            with HistoryStore.open(self._directory) as history:
                return read(history)
        except (OSError, ValueError, sqlite3.Error) as exc:
            log.warning("%s cannot be read: %s", what, exc)
            return default

    def _write(self, write: Callable[[HistoryStore], None], what: str) -> None:
        if self._directory is None:
            return
        try:
            with HistoryStore.open(self._directory) as history:
                write(history)
        except (OSError, ValueError, sqlite3.Error) as exc:
            log.warning("%s could not be kept: %s", what, exc)


def _chosen(plays: tuple[Play, ...], move: int) -> int | None:
    """The index of the option played at ``move``, from the double-dummy review."""
    for m, _seat, _options, chosen in plays:
        if m == move:
            return chosen
    return None


#: The app's one :class:`RoundReviews`.
reviews = RoundReviews()
