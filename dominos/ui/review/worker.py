"""The Qt side of a review run in a child process: progress as signals, and a cancel.

The child (``dominos.review.job.run``) sends each play as it is solved; a timer reads them
here without ever blocking, so the window stays responsive while a round is searched.
"""

from __future__ import annotations

import multiprocessing
import queue
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from dominos.review import job
from dominos.table.record import RecordRound
from dominos.terms import End

__all__ = ["ReviewWorker"]

#: How often the child's news is read, in milliseconds.
POLL_MS = 40


class ReviewWorker(QObject):
    """Reviews one round in a child process; :meth:`cancel` stops it at once."""

    #: One more play solved (a ``job.Play``).
    play_found = Signal(object)
    #: What if: the moves from the other option on, and how the round ends.
    line_found = Signal(object)
    #: As known: each option's (mean, margin, samples, exact), better at each signal.
    estimate_found = Signal(object)
    #: Every play is solved.
    finished = Signal()
    #: The round could not be reviewed; the reason.
    failed = Signal(str)

    def __init__(
        self,
        rnd: RecordRound,
        parent: QObject | None = None,
        what_if: tuple[int, job.Pair, End | None] | None = None,
        known: int | None = None,
    ) -> None:
        """Reviews ``rnd``; or with ``what_if = (move, tile, end)`` plays that instead of
        the round's move number ``move`` and the rest best for everyone; or with ``known``
        (a move number) averages that play's options over the deals its player could not
        rule out."""
        super().__init__(parent)
        context = multiprocessing.get_context("spawn")
        self._queue: Any = context.Queue()
        moves = [(m.seat, m.tile, m.end) for m in rnd.moves]
        target: Any = job.run
        args: tuple[Any, ...] = (rnd.hands, rnd.opener, moves, self._queue)
        if what_if is not None:
            move, tile, end = what_if
            target = job.what_if
            args = (rnd.hands, rnd.opener, moves[:move], tile, end, self._queue)
        elif known is not None:
            target = job.known
            args = (rnd.hands, rnd.opener, moves[:known], known, self._queue)
        self._process = context.Process(
            target=target, args=args, daemon=True, name="dominos-review"
        )
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._read)
        self.done = False

    def start(self) -> None:
        self._process.start()
        self._timer.start()

    def cancel(self) -> None:
        """Stops the search, wherever it is; nothing more is signalled."""
        self._timer.stop()
        if self._process.is_alive():
            self._process.terminate()
        if self._process.pid is not None:
            self._process.join(2)
        self._queue.close()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def _read(self) -> None:
        while True:
            try:
                kind, payload = self._queue.get_nowait()
            except queue.Empty:
                if self._process.is_alive():
                    return
                try:  # the child is gone: whatever it sent is in the pipe by now
                    kind, payload = self._queue.get(timeout=0.2)
                except queue.Empty:
                    self.cancel()
                    self.failed.emit("the review stopped unexpectedly")
                    return
            if kind == "play":
                self.play_found.emit(payload)
            elif kind == "line":
                self.line_found.emit(payload)
            elif kind == "estimate":
                self.estimate_found.emit(payload)
            elif kind == "done":
                self.done = True
                self.cancel()
                self.finished.emit()
                return
            else:
                self.cancel()
                self.failed.emit(str(payload))
                return
