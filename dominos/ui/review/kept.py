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
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from dominos.review.job import Play
from dominos.table.history import HistoryStore, review_key
from dominos.table.record import RecordRound
from dominos.ui.review.worker import ReviewWorker

__all__ = [
    "found_so_far",
    "keep",
    "recall",
    "review_in_background",
    "running",
    "use_directory",
]

log = logging.getLogger(__name__)

#: Whether the round-end panel starts a review of its round; the tests' harness turns it
#: off, so that no test showing the panel leaves a child process behind.
BACKGROUND = True

_directory: Path | None = None
#: Reviews found or kept while the app runs, by the round's key: read from the file once.
_memory: dict[str, tuple[Play, ...]] = {}
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


def review_in_background(rnd: RecordRound) -> ReviewWorker | None:
    """Starts reviewing ``rnd`` (a finished round) in a child process and keeps it once
    whole; nothing when it is kept already, being reviewed, or :data:`BACKGROUND` is off.
    Nothing waits for it: the break and the window run on meanwhile."""
    key = review_key(rnd)
    if not BACKGROUND or running(rnd) is not None or recall(rnd) is not None:
        return None
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
