"""A finished round reviewed with all hands known: the value graph, the key moments first,
every play, and at any play the line, the four hands and every option's value.

Only a finished round comes here (a record's round, or the one the round-end panel shows):
the search runs in a child process (``worker.py``) and fills the window play by play; Stop
ends it. Values are for the team of the player who moved (docs/review.md). It has the
table's look, as every window the app opens, opens at a size that suits the screen, and its
words grow with it as the main window's do (:mod:`grown`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from dominos.review.job import Play
from dominos.table.record import RecordRound
from dominos.table.replay import ReplayStep, replay_steps
from dominos.ui import words
from dominos.ui.board.board_view import BoardView
from dominos.ui.kit import theme
from dominos.ui.kit.chrome import rescale_sheets
from dominos.ui.kit.grown import Grown
from dominos.ui.kit.i18n import tr
from dominos.ui.kit.reworded import Reworded
from dominos.ui.review.graph import ValueGraph
from dominos.ui.review.known_panel import KnownPanel
from dominos.ui.review.lesson import LessonPanel
from dominos.ui.review.sentences import (
    Line,
    is_mistake,
    legend,
    meaning,
    option_line,
    play_line,
    status_line,
    team_names,
    verdicts,
    what_if_line,
)
from dominos.ui.services.review_worker import ReviewWorker
from dominos.ui.services.round_reviews import reviews

__all__ = ["ReviewWindow"]

_ROLE = Qt.ItemDataRole.UserRole
#: The size the window was drawn for, in a main window of about 1280x720.
DRAWN_AT = (1180, 640)


class ReviewWindow(Reworded, Grown, QDialog):
    """One finished round; :attr:`plays` fills in as the child process solves them."""

    def __init__(
        self,
        rnd: RecordRound,
        names: Sequence[str],
        number: int,
        parent: QWidget | None = None,
        *,
        viewer: int | None = None,
    ) -> None:
        """``viewer`` is the seat of the player looking, whose own plays the lesson asks
        about; ``None`` (a game this computer did not play) asks about every seat's."""
        super().__init__(parent)
        self.viewer = viewer
        # The table's own look, as every window the app opens (dark mode included).
        theme.set_felt(self)
        self.round = rnd
        self.names = list(names)
        self.number = number
        self.steps: list[ReplayStep] = replay_steps(rnd)
        self.total = sum(1 for m in rnd.moves if m.tile is not None)
        self.plays: list[Play] = []
        self.current = -1
        self.state = "running"
        self.error = ""

        self.graph = ValueGraph()
        self.graph.play_clicked.connect(self.show_play)
        #: What each play gave away with what its player knew, by move, once estimated
        #: (by the app's review of the round, or here on request).
        self.given_known: dict[int, float] = reviews.recall_known(rnd)
        reviews.known_found.connect(self._known_found)
        reviews.kept.connect(self._known_kept)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        theme.set_role(self.legend, "hint")
        self.meaning = QLabel()
        self.meaning.setWordWrap(True)
        theme.set_role(self.meaning, "hint")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.stop)
        self.key_title = QLabel()
        self.key_list = QListWidget()
        self.all_title = QLabel()
        self.all_list = QListWidget()
        self.key_title.setWordWrap(True)  # a long title in large type, in a narrow window
        for title, box in ((self.key_title, self.key_list), (self.all_title, self.all_list)):
            title.setBuddy(box)
            theme.set_role(title, "heading")
            box.currentItemChanged.connect(self._picked)
            theme.set_role(box, "felt")
            # Whole sentences, wrapped: no sideways scrolling in a narrow window.
            box.setWordWrap(True)
            box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.board = BoardView(self, reduced_motion=True)
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Each hand as text, higher half first: the tiles' values are listed below them. One
        # seat a row, so a narrow window (a 900x600 screen's) still shows seven tiles whole.
        self.rows: list[QLabel] = []
        hands = QGridLayout()
        for seat in range(4):
            name = QLabel(self.names[seat])
            # The light team colours, which read on the felt as on the replay's.
            name.setStyleSheet(f"color: {theme.HC_TEAM_COLORS[seat % 2]}; font-weight: 700;")
            held = QLabel()
            held.setStyleSheet("font-size: 12pt;")
            self.rows.append(held)
            hands.addWidget(name, seat, 0)
            hands.addWidget(held, seat, 1)
        hands.setColumnStretch(1, 1)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.options_list = QListWidget()
        theme.set_role(self.options_list, "felt")
        self.detail.setBuddy(self.options_list)
        self.options_list.itemActivated.connect(lambda _item: self.what_if())
        self.what_if_button = QPushButton()
        self.what_if_button.clicked.connect(self.what_if)
        self.what_if_label = QLabel()
        self.what_if_label.setWordWrap(True)
        self.what_if_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.what_if_worker: ReviewWorker | None = None
        self.known = KnownPanel(rnd, self.names)
        self.lesson = LessonPanel(self._show_position)
        self.lesson.hide()
        self.learn_button = QPushButton()
        self.learn_button.setCheckable(True)
        self.learn_button.setEnabled(False)
        self.learn_button.toggled.connect(self.learn)

        left = QWidget()
        column = QVBoxLayout(left)
        top = QHBoxLayout()
        top.addWidget(self.status, 1)
        top.addWidget(self.stop_button)
        column.addLayout(top)
        column.addWidget(self.graph, 1)
        column.addWidget(self.legend)
        column.addWidget(self.key_title)
        column.addWidget(self.meaning)
        column.addWidget(self.key_list, 1)
        column.addWidget(self.all_title)
        column.addWidget(self.all_list, 2)
        right = QWidget()
        side = QVBoxLayout(right)
        side.addWidget(self.board, 2)
        side.addLayout(hands)
        side.addWidget(self.detail)
        side.addWidget(self.options_list, 1)
        side.addWidget(self.what_if_button)
        side.addWidget(self.what_if_label)
        side.addWidget(self.known)
        side.addWidget(self.lesson, 1)
        side.addWidget(self.learn_button)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        QVBoxLayout(self).addWidget(split)

        self.worker = ReviewWorker(rnd, self)
        self.retranslate()
        self.open_sized(DRAWN_AT, parent)
        known = reviews.recall(rnd)
        #: The round's review started during the break, still under way: followed here
        #: rather than searched twice.
        self.background = reviews.running(rnd)
        if known is not None:  # reviewed before, kept: shown at once, nothing to search
            for play in known:
                self._found(play)
            self._ended("done")
            return
        follow = self.worker if self.background is None else self.background
        follow.play_found.connect(self._found)
        follow.solved.connect(self._all_found)
        follow.failed.connect(self._failed)
        if self.background is None:
            self.worker.start()
        else:
            for play in reviews.found_so_far(rnd):
                self._found(play)

    def grow_parts(self, scale: float) -> None:
        self.graph.set_scale(scale)
        for held in self.rows:
            rescale_sheets(held, scale)

    # -- what the search sends ---------------------------------------------------------

    def _found(self, play: Play) -> None:
        self.plays.append(play)
        self._refresh()
        if self.current < 0:
            self.show_play(0)

    def _all_found(self) -> None:
        self._ended("done")

    def _ended(self, state: str) -> None:
        self.state = state
        self.stop_button.setEnabled(False)
        self.learn_button.setEnabled(state == "done")
        if state == "done" and self.worker.done:
            reviews.keep(self.round, tuple(self.plays))
        self._refresh()

    def _failed(self, reason: str) -> None:
        self.error = reason
        self._ended("failed")

    def stop(self) -> None:
        """Ends the search where it is; what was found stays shown (and is not kept)."""
        if self.state == "running":
            (self.worker if self.background is None else self.background).cancel()
            self._ended("stopped")

    def done(self, result: int) -> None:
        """Closing the window stops its own search too (one begun during the break goes on,
        to be kept)."""
        self.worker.cancel()
        if self.background is not None and self.state == "running":
            for signal, slot in (
                (self.background.play_found, self._found),
                (self.background.solved, self._all_found),
                (self.background.failed, self._failed),
            ):
                signal.disconnect(slot)
        self.known.stop()
        reviews.known_found.disconnect(self._known_found)
        reviews.kept.disconnect(self._known_kept)
        if self.what_if_worker is not None:
            self.what_if_worker.cancel()
        super().done(result)

    # -- learn from mistakes -----------------------------------------------------------

    def learn(self, on: bool) -> None:
        """Asks each play that gave points away in turn, in the order they were played (only
        the viewer's own: the lesson is theirs to learn); the review's own answers are hidden
        meanwhile."""
        answers = (self.detail, self.options_list, self.what_if_button, self.what_if_label)
        for widget in (*answers, self.known):
            widget.setVisible(not on)
        self.lesson.setVisible(on)
        if on:
            mistakes = [
                k
                for k, p in enumerate(self.plays)
                if is_mistake(p, self.given_known.get(p[0]))
                and (self.viewer is None or p[1] == self.viewer)
            ]
            self.lesson.start(self.plays, self.names, mistakes, own=self.viewer is not None)
        elif self.current >= 0:
            self.show_play(self.current)

    # -- what if -----------------------------------------------------------------------

    def what_if(self) -> None:
        """The option picked in the list played instead, and everyone at their best after
        it, worked out in a child process too."""
        item = self.options_list.currentItem()
        if item is None or not 0 <= self.current < len(self.plays):
            return
        move, seat, options, _chosen = self.plays[self.current]
        pair, end, _value = options[int(item.data(_ROLE))]
        if self.what_if_worker is not None:
            self.what_if_worker.cancel()
        self.what_if_worker = ReviewWorker(self.round, self, what_if=(move, pair, end))
        self.what_if_worker.line_found.connect(lambda found: self._show_line(seat, pair, found))
        self.what_if_worker.failed.connect(self.what_if_label.setText)
        self.what_if_label.setText(tr("Working out what would have happened..."))
        self.what_if_worker.start()

    def _show_line(self, seat: int, pair: tuple[int, int], found: Line) -> None:
        self.what_if_label.setText(what_if_line(self.names, seat, pair, found))

    # -- words -------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Review of round {number}").format(number=self.number))
        self.stop_button.setText(tr("&Stop"))
        self.stop_button.setToolTip(tr("Stop searching; the plays found so far stay shown"))
        self.key_title.setText(tr("&Key moments: the plays that gave the most points away"))
        self.meaning.setText(meaning())
        self.all_title.setText(tr("&Every play"))
        self.what_if_button.setText(tr("&What if?"))
        self.learn_button.setText(tr("&Learn from mistakes"))
        if self.viewer is None:
            tip = tr("Each play that gave points away, as a question: find the best play first")
        else:
            tip = tr("Each of your plays that gave points away, as a question: find the best first")
        self.learn_button.setToolTip(tip)
        self.lesson.retranslate()
        self.known.retranslate()
        self.what_if_button.setToolTip(
            tr("Play the option picked above instead, and everyone their best after it (Enter)")
        )
        self._refresh()

    def _team(self, team: int) -> str:
        return team_names(self.names, team)

    def _refresh(self) -> None:
        self.status.setText(
            status_line(self.state, self.plays, self.total, self.given_known, self.error)
        )
        self.graph.setAccessibleName(
            tr("Value of the round for {team} after every play").format(team=self._team(0))
        )
        self.graph.setToolTip(
            tr("Above the line {team0} would score, below it {team1}, with all hands known").format(
                team0=self._team(0), team1=self._team(1)
            )
        )
        self.stop_button.setVisible(self.state == "running")
        self.legend.setText(legend(self.names))
        values, marked, keys = verdicts(self.plays, self.given_known)
        self.graph.set_values(values, marked, self.total)
        keep = self.current
        self._fill(self.all_list, range(len(self.plays)))
        self._fill(self.key_list, keys)
        if not keys and self.state == "done":
            self.key_list.addItem(tr("No play gave points away."))
        if keep >= 0:
            self.show_play(keep)

    def _fill(self, box: QListWidget, plays: Sequence[int]) -> None:
        box.blockSignals(True)
        box.clear()
        for k in plays:
            play = self.plays[k]
            item = QListWidgetItem(play_line(k, play, self.names, self.given_known.get(play[0])))
            item.setData(_ROLE, k)
            box.addItem(item)
        box.blockSignals(False)

    def _known_found(self, key: str, move: int) -> None:
        """The app's review of this round estimated one more play as known."""
        if key == reviews.key(self.round):
            self._known_kept()
            if 0 <= self.current < len(self.plays) and self.plays[self.current][0] == move:
                self.known.set_play(self.plays[self.current], force=True)

    def _known_kept(self) -> None:
        given = reviews.recall_known(self.round)
        if given != self.given_known:
            self.given_known = given
            self._refresh()

    # -- one play ----------------------------------------------------------------------

    def _picked(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        if item is not None and item.data(_ROLE) is not None:
            self.show_play(int(item.data(_ROLE)))

    def _show_position(self, k: int) -> None:
        """The line and the four hands just before play ``k``."""
        self.current = k
        at = self.steps[self.plays[k][0]]
        self.board.set_line(at.line, at.opening_index, last=at.mark)
        for s, held in enumerate(self.rows):
            held.setText("  ".join(words.tile_text(t) for t in at.hands[s]) or tr("no tiles left"))
        self.graph.set_current(k)

    def show_play(self, k: int) -> None:
        """The line and the hands just before play ``k``, with every option's value."""
        if not 0 <= k < len(self.plays):
            return
        self._show_position(k)
        self.known.set_play(self.plays[k])
        _move, seat, options, chosen = self.plays[k]
        best = max(o[2] for o in options)
        self.detail.setText(
            tr(
                "Play {n}: {name} to play. Values for {team}, with all hands known (+N: they"
                " score N when the round ends; -N: the others do):"
            ).format(n=k + 1, name=self.names[seat], team=self._team(seat % 2))
        )
        self.options_list.clear()
        for i, (pair, end, value) in enumerate(options):
            item = QListWidgetItem(
                option_line(pair, end, value, played=i == chosen, best=value == best)
            )
            item.setData(_ROLE, i)
            self.options_list.addItem(item)
        self.options_list.setCurrentRow(0)
        for listed in (self.all_list, self.key_list):
            listed.blockSignals(True)
            for n in range(listed.count()):
                if listed.item(n).data(_ROLE) == k:
                    listed.setCurrentRow(n)
            listed.blockSignals(False)
