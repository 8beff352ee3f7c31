"""Learn from your mistakes: the plays that gave points away, one at a time, each asked as
a question (the position, the options with their values hidden) before the answer is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from dominos.review.job import Play
from dominos.ui import words
from dominos.ui.kit.i18n import tr

__all__ = ["LessonPanel", "option_text"]


def option_text(pair: tuple[int, int], end: str | None) -> str:
    """An option without its value: the tile and the end it goes on."""
    tile = words.tile_text(pair)
    if end == "left":
        return tr("{tile} on the left").format(tile=tile)
    if end == "right":
        return tr("{tile} on the right").format(tile=tile)
    return tile


class LessonPanel(QWidget):
    """Steps through ``mistakes`` (indices into the plays); ``show`` puts a play's position
    on the board, with no value in sight."""

    def __init__(self, show: Callable[[int], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._show = show
        self.plays: Sequence[Play] = ()
        self.names: Sequence[str] = ()
        self.mistakes: list[int] = []
        self.at = 0
        self.answered = False
        self.own = False
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.options = QListWidget()
        self.question.setBuddy(self.options)
        self.options.itemActivated.connect(lambda _item: self.answer())
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        for widget in (self.question, self.options, self.verdict, self.next_button):
            column.addWidget(widget)

    def start(
        self, plays: Sequence[Play], names: Sequence[str], mistakes: list[int], own: bool = False
    ) -> None:
        """``own``: the mistakes are the viewer's own plays only."""
        self.plays, self.names, self.mistakes = plays, names, mistakes
        self.own = own
        self.at = 0
        self._ask()

    def retranslate(self) -> None:
        self.next_button.setText(tr("Ne&xt mistake"))
        if self.mistakes:
            self._ask() if not self.answered else self.answer()

    def _ask(self) -> None:
        self.answered = False
        self.verdict.clear()
        self.options.clear()
        self.next_button.setEnabled(False)
        if not self.mistakes:
            if self.own:
                self.question.setText(tr("None of your plays gave points away."))
            else:
                self.question.setText(tr("No play gave points away."))
            return
        k = self.mistakes[self.at]
        _move, seat, options, _chosen = self.plays[k]
        self._show(k)
        self.question.setText(
            tr("Mistake {n} of {total}: {name} to play. Which play was best? (Enter)").format(
                n=self.at + 1, total=len(self.mistakes), name=self.names[seat]
            )
        )
        for pair, end, _value in options:
            self.options.addItem(option_text(pair, end))
        self.options.setCurrentRow(0)
        self.options.setFocus()

    def answer(self) -> None:
        """Says whether the option picked was the best, and shows every value."""
        if not self.mistakes:
            return
        picked = self.options.currentRow()
        _move, _seat, options, chosen = self.plays[self.mistakes[self.at]]
        best = max(o[2] for o in options)
        pair, end, value = options[picked]
        if value == best:
            said = tr("Yes: {option} was the best play, {value}.")
        else:
            said = tr("Not the best: {option} is worth {value}.")
        lines = [said.format(option=option_text(pair, end), value=f"{value:+d}")]
        top = next(o for o in options if o[2] == best)
        played = options[chosen]
        lines.append(
            tr("Best: {best}, {value}. Played: {played}, {worth}.").format(
                best=option_text(top[0], top[1]),
                value=f"{best:+d}",
                played=option_text(played[0], played[1]),
                worth=f"{played[2]:+d}",
            )
        )
        self.verdict.setText("\n".join(lines))
        self.answered = True
        self.next_button.setEnabled(self.at + 1 < len(self.mistakes))

    def next(self) -> None:
        if self.at + 1 < len(self.mistakes):
            self.at += 1
            self._ask()
