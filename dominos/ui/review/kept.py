"""Reviews kept: a round is searched once, and its review opens at once every time after,
even after the app was closed, from the history file beside the finished games.

The shell says where the history is (:func:`use_directory`); with none, reviews are kept
while the app runs only. The round-end panel asks for the round just ended to be reviewed
in the background during the break (:func:`review_in_background`), so that *Review* finds
it kept.
"""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from dominos.review.job import Play
from dominos.table.history import HistoryStore, review_key
from dominos.table.record import GameRecord, RecordRound
from dominos.ui.review.worker import ReviewWorker

__all__ = [
    "GivenAway",
    "News",
    "found_so_far",
    "given_away",
    "keep",
    "keep_known",
    "recall",
    "recall_known",
    "review_in_background",
    "running",
    "use_directory",
]

log = logging.getLogger(__name__)

#: Whether the round-end panel starts a review of its round; the tests' harness turns it
#: off, so that no test showing the panel leaves a child process behind.
BACKGROUND = True


class News(QObject):
    """Says when a review or an estimate was kept, for the views that count them."""

    kept = Signal()


#: The one :class:`News` the views listen to.
news = News()

_directory: Path | None = None
#: Reviews found or kept while the app runs, by the round's key: read from the file once.
_memory: dict[str, tuple[Play, ...]] = {}
#: Plays estimated as known while the app runs, by the round's key: move -> given away.
_known: dict[str, dict[int, float]] = {}
#: The background reviews under way, by the round's key, so a round is searched once.
_running: dict[str, ReviewWorker] = {}
#: What each background review has found so far, by the round's key.
_found: dict[str, list[Play]] = {}


def use_directory(directory: Path | None) -> None:
    """Keep reviews in the history file of ``directory`` (``None``: in memory only)."""
    global _directory
    _directory = directory


def recall(rnd: RecordRound) -> tuple[Play, ...] | None:
    """The whole review of ``rnd``, if it was searched before; ``None`` otherwise."""
    key = review_key(rnd)
    if key in _memory:
        return _memory[key]
    if _directory is None:
        return None
    try:
        with HistoryStore.open(_directory) as history:
            plays = history.review(rnd)
    except (OSError, ValueError, sqlite3.Error) as exc:
        log.warning("a kept review cannot be read: %s", exc)
        return None
    if plays is None:
        return None
    _memory[key] = tuple(plays)
    return _memory[key]


def keep(rnd: RecordRound, plays: tuple[Play, ...]) -> None:
    """Keeps the whole review of ``rnd``, in memory and in the history file."""
    _memory[review_key(rnd)] = plays
    if _directory is not None:
        try:
            with HistoryStore.open(_directory) as history:
                history.keep_review(rnd, list(plays))
        except (OSError, ValueError, sqlite3.Error) as exc:
            log.warning("the round's review could not be kept: %s", exc)
    news.kept.emit()


def review_in_background(rnd: RecordRound) -> ReviewWorker | None:
    """Starts reviewing ``rnd`` (a finished round) in a child process and keeps it once
    whole; nothing when it is kept already, being reviewed, or :data:`BACKGROUND` is off.
    Nothing waits for it: the break and the window run on meanwhile. A background review
    of an older round still under way is stopped first."""
    key = review_key(rnd)
    if not BACKGROUND or running(rnd) is not None or recall(rnd) is not None:
        return None
    # One at a time: a review of an older round still searching gives way to the round
    # just ended, so a fast table never has one search per round running at once.
    for older, worker in list(_running.items()):
        worker.cancel()
        _running.pop(older, None)
        _found.pop(older, None)
        worker.deleteLater()
    worker = ReviewWorker(rnd, QCoreApplication.instance())
    found: list[Play] = []
    _running[key] = worker
    _found[key] = found

    def finished() -> None:
        keep(rnd, tuple(found))
        ended()

    def ended(_reason: str = "") -> None:
        _running.pop(key, None)
        _found.pop(key, None)
        worker.deleteLater()

    worker.play_found.connect(found.append)
    worker.finished.connect(finished)
    worker.failed.connect(ended)
    worker.start()
    return worker


def running(rnd: RecordRound) -> ReviewWorker | None:
    """The background review of ``rnd`` under way, if there is one (not one stopped)."""
    key = review_key(rnd)
    worker = _running.get(key)
    if worker is not None and not worker.running:  # stopped from a review window
        del _running[key]
        _found.pop(key, None)
        worker.deleteLater()
        return None
    return worker


def found_so_far(rnd: RecordRound) -> list[Play]:
    """The plays the background review of ``rnd`` has sent so far."""
    return list(_found.get(review_key(rnd), ()))


def keep_known(rnd: RecordRound, move: int, given: float, samples: int) -> None:
    """Keeps what play ``move`` of ``rnd`` gave away with what its player knew, once its
    estimate is finished, for History's statistics."""
    _known.setdefault(review_key(rnd), {})[move] = given
    if _directory is not None:
        try:
            with HistoryStore.open(_directory) as history:
                history.keep_known(rnd, move, given, samples)
        except (OSError, ValueError, sqlite3.Error) as exc:
            log.warning("the play's estimate could not be kept: %s", exc)
    news.kept.emit()


def recall_known(rnd: RecordRound) -> dict[int, float]:
    """The plays of ``rnd`` estimated as known, by move: the points each gave away."""
    found = dict(_known.get(review_key(rnd), {}))
    if _directory is not None:
        try:
            with HistoryStore.open(_directory) as history:
                found |= history.known(rnd)
        except (OSError, ValueError, sqlite3.Error) as exc:
            log.warning("the kept estimates cannot be read: %s", exc)
    return found


@dataclass(frozen=True, slots=True)
class GivenAway:
    """What each seat gave away over the rounds of one game that were reviewed."""

    #: Rounds reviewed whole, of the game's rounds.
    reviewed: int
    rounds: int
    #: Per seat: points given away with all hands known, over the rounds reviewed.
    all_known: tuple[int, ...]
    #: Per seat: points given away on average with what the player knew, over the plays
    #: estimated, and how many plays those are.
    as_known: tuple[float, ...]
    estimated: tuple[int, ...]


def given_away(record: GameRecord) -> GivenAway:
    """Read from the kept reviews: nothing is searched here."""
    reviewed = 0
    all_known = [0] * 4
    as_known = [0.0] * 4
    estimated = [0] * 4
    for rnd in record.rounds:
        plays = recall(rnd)
        if plays is not None:
            reviewed += 1
            for _move, seat, options, chosen in plays:
                all_known[seat] += max(o[2] for o in options) - options[chosen][2]
        for move, given in recall_known(rnd).items():
            seat = rnd.moves[move].seat
            as_known[seat] += given
            estimated[seat] += 1
    return GivenAway(
        reviewed, len(record.rounds), tuple(all_known), tuple(as_known), tuple(estimated)
    )
