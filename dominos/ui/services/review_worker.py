"""The Qt side of a review run in a child process: progress as signals, and a cancel.

The child (``dominos.review.job.run``) sends each play as it is solved; a timer reads them
here without ever blocking, so the window stays responsive while a round is searched.
"""

from __future__ import annotations

import multiprocessing
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
    #: As known, a whole round: one play's final figures (a ``job.Known``).
    known_found = Signal(object)
    #: Every play is solved double dummy (before the as-known part, when asked for).
    solved = Signal()
    #: Every play is solved, as known too when asked for.
    finished = Signal()
    #: The round could not be reviewed; the reason.
    failed = Signal(str)

    def __init__(
        self,
        rnd: RecordRound,
        parent: QObject | None = None,
        what_if: tuple[int, job.Pair, End | None] | None = None,
        known: int | None = None,
        known_seed: int | None = None,
    ) -> None:
        """Reviews ``rnd``; or with ``what_if = (move, tile, end)`` plays that instead of
        the round's move number ``move`` and the rest best for everyone; or with ``known``
        (a move number) averages that play's options over the deals its player could not
        rule out. With ``known_seed``, the round's review goes on to every play as known
        (seeded so)."""
        super().__init__(parent)
        context = multiprocessing.get_context("spawn")
        self._reader, writer = context.Pipe(duplex=False)
        self._writer: Any = writer
        sink = job.PipeSink(writer)
        moves = [(m.seat, m.tile, m.end) for m in rnd.moves]
        target: Any = job.run
        args: tuple[Any, ...] = (rnd.hands, rnd.opener, moves, sink, known_seed)
        if what_if is not None:
            move, tile, end = what_if
            target = job.what_if
            args = (rnd.hands, rnd.opener, moves[:move], tile, end, sink)
        elif known is not None:
            target = job.known
            args = (rnd.hands, rnd.opener, moves[:known], known, sink)
        self._process = context.Process(
            target=target, args=args, daemon=True, name="dominos-review"
        )
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._read)
        self.done = False
        #: Every play was solved double dummy.
        self.is_solved = False
        self._started = False
        self._ended = False
        self._closed = False

    def start(self) -> None:
        self._process.start()
        self._started = True
        # The child holds its own copy now; with ours closed, the pipe ends when it does.
        self._writer.close()
        self._timer.start()

    def cancel(self) -> None:
        """Stops the search, wherever it is; nothing more is signalled."""
        self._timer.stop()
        if self._ended:
            return
        self._ended = True
        if self._process.is_alive():
            self._process.terminate()
        if self._process.pid is not None:
            self._process.join(2)
            if not self._process.is_alive():
                self._process.close()  # its sentinel, a file of its own
                self._closed = True
        self._writer.close()
        self._reader.close()

    @property
    def started(self) -> bool:
        """Whether a search process was started (a review kept before starts none)."""
        return self._started

    @property
    def child_alive(self) -> bool:
        """Whether the search process is still there."""
        return self._started and not self._closed and self._process.is_alive()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def _solved(self) -> None:
        if not self.is_solved:
            self.is_solved = True
            self.solved.emit()

    def _read(self) -> None:
        while True:
            try:
                if not self._reader.poll():
                    return
                kind, payload = self._reader.recv()
            except (EOFError, OSError):  # the child is gone, and all it sent was read
                self.cancel()
                self.failed.emit("the review stopped unexpectedly")
                return
            if kind == "play":
                self.play_found.emit(payload)
            elif kind == "line":
                self.line_found.emit(payload)
            elif kind == "solved":
                self._solved()
            elif kind == "known":
                self.known_found.emit(payload)
            elif kind == "estimate":
                self.estimate_found.emit(payload)
            elif kind == "done":
                self.done = True
                self._solved()
                self.cancel()
                self.finished.emit()
                return
            else:
                self.cancel()
                self.failed.emit(str(payload))
                return
