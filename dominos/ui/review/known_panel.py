"""As known, in the review window: one play's options averaged over every deal its player
could not rule out, refined while the window stays open (docs/review.md, As known).

Double-dummy values say what the tiles allowed; these say what the player could have
known, which is what "that was a mistake" means. Both are shown, each under its name.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dominos.review.job import Play, Said
from dominos.table.record import RecordRound
from dominos.ui.kit.i18n import tr
from dominos.ui.review.lesson import option_text
from dominos.ui.services.review_worker import ReviewWorker
from dominos.ui.services.round_reviews import reviews

__all__ = ["KnownPanel"]

#: ``(mean, margin, samples, exact)`` per option, as the child sends them.
Estimates = list[Said]


class KnownPanel(QWidget):
    """A button that starts the estimate of the play shown, and what it found so far."""

    def __init__(self, rnd: RecordRound, names: Sequence[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.round = rnd
        self.names = list(names)
        self.play: Play | None = None
        self.estimates: Estimates = []
        self.worker: ReviewWorker | None = None
        self.button = QPushButton()
        self.button.clicked.connect(self.start)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        row = QHBoxLayout()
        row.addWidget(self.button)
        row.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(row)
        column.addWidget(self.text)

    def retranslate(self) -> None:
        self.button.setText(tr("As known to the &player"))
        self.button.setToolTip(
            tr("Each option averaged over every deal this player could not rule out")
        )
        self._say()

    def set_play(self, play: Play, *, force: bool = False) -> None:
        """Another play is shown: any estimate under way stops, and the app's own estimate
        of it, once made, is shown at once."""
        if play == self.play and not force:
            return
        self.stop()
        self.play = play
        self.estimates = list(reviews.figures(self.round).get(play[0], []))
        self.text.clear()
        self.button.setEnabled(len(play[2]) > 1 and not self.estimates)
        self._say()

    def start(self) -> None:
        if self.play is None:
            return
        self.stop()
        self.worker = ReviewWorker(self.round, self, known=self.play[0])
        self.worker.estimate_found.connect(self._found)
        self.worker.finished.connect(self._say)
        self.worker.finished.connect(self._keep)
        self.worker.failed.connect(self.text.setText)
        self.text.setText(tr("Drawing the deals this player could not rule out..."))
        self.worker.start()

    def stop(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.worker = None

    @property
    def running(self) -> bool:
        return self.worker is not None and self.worker.running

    def _keep(self) -> None:
        """The estimate is final: kept, for what History says each player gave away."""
        if self.play is None or not self.estimates:
            return
        chosen = self.estimates[self.play[3]]
        reviews.keep_known(self.round, self.play[0], chosen[4], chosen[2])

    def _found(self, estimates: Estimates) -> None:
        self.estimates = estimates
        self._say()

    def _say(self) -> None:
        if self.play is None or not self.estimates:
            return
        _move, seat, options, chosen = self.play
        lines = []
        for (pair, end, _value), (mean, margin, _n, exact, _behind, _spread) in zip(
            options, self.estimates, strict=True
        ):
            text = tr("{option}: {mean}, exact") if exact else tr("{option}: {mean} ± {margin}")
            option = option_text(pair, end)
            lines.append(text.format(option=option, mean=f"{mean:+.1f}", margin=f"{margin:.1f}"))
        samples, exact = max(e[2] for e in self.estimates), self.estimates[0][3]
        given = self.estimates[chosen][4]
        summary = (
            tr("With what {name} knew: gave away {points} on average, over all {n} deals.")
            if exact
            else tr("With what {name} knew: gave away {points} on average, from {n} deals.")
        )
        if self.running:
            summary += " " + tr("(refining)")
        # The verdict first: in a small window the options below it may run out of room.
        said = summary.format(name=self.names[seat], points=f"{given:.1f}", n=samples)
        self.text.setText("\n".join([said, *lines]))
