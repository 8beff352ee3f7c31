"""The prompt under the table: whose turn it is and their seconds, and on yours what to do.

On your turn it is the largest text on screen, coloured by the time left (amber at 10 s,
red at 5 s), followed by the next step when there is one to take.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from dominos.table.state import State
from dominos.ui import words
from dominos.ui.game.choice import DEFAULT_END, Chooser
from dominos.ui.game.countdown import Countdown
from dominos.ui.game.turn_ring import URGENCY_COLOURS
from dominos.ui.kit.i18n import tr

#: The size of "Your turn", the largest words on screen, in a window of the usual size.
LARGE_PT = 20


class TurnPrompt(QLabel):
    """Redrawn from the snapshot, the player's selection and the turn's countdown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("prompt")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTextFormat(Qt.TextFormat.RichText)
        # As tall as "Your turn" in large type at all times, so the board keeps its size
        # (and the line its place) when the turn comes to you and goes.
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        """ "Your turn" in type ``scale`` times its own size, and room for it."""
        self._points = round(LARGE_PT * scale, 1)
        large = QFont(self.font())
        large.setPointSizeF(self._points)
        large.setBold(True)
        self.setMinimumHeight(QFontMetrics(large).height() + 2)

    def show_turn(
        self, state: State | None, chooser: Chooser, clock: Countdown, *, waiting: bool = False
    ) -> None:
        """``waiting``: the host cannot be reached, so no clock runs and nobody can play."""
        if state is None or state.phase != "round" or state.turn is None:
            self.setText("")
            return
        if waiting:
            self.setText(html.escape(tr("Clocks stopped: waiting for the host to come back")))
            return
        seconds = clock.seconds()
        if state.turn == state.you:
            colour = URGENCY_COLOURS[clock.urgency()]
            turn = tr("Your turn · {seconds} s").format(seconds=seconds)
            self.setText(
                f'<span style="font-size: {self._points}pt; font-weight: 700; color: {colour}">'
                f"{html.escape(turn)}</span><span>{html.escape(hint(chooser))}</span>"
            )
        else:
            name = state.seats[state.turn].name
            text = tr("{name} to play · {seconds} s").format(name=name, seconds=seconds)
            self.setText(html.escape(text))


def hint(chooser: Chooser) -> str:
    """What to do next on your turn, after "Your turn" (empty when it is obvious)."""
    c = chooser
    if c.waiting_for_end() and c.selected is not None:
        return "  " + tr(
            "Enter plays {tile} {where}; to choose the end, click it or press Left or Right"
        ).format(tile=words.tile_text(c.hand[c.selected]), where=words.where(DEFAULT_END))
    if c.must_pass():
        return "  " + tr("Nothing fits: pass")
    if c.selected is None:
        return ""
    # Chosen with the keys: say what Enter will do, so nobody waits for a play that has not
    # been asked for.
    tile = words.tile_text(c.hand[c.selected])
    if c.end is None:
        return "  " + tr("Enter plays {tile}, Escape cancels").format(tile=tile)
    where = words.where(c.end)
    return "  " + tr("Enter plays {tile} {where}, Escape cancels").format(tile=tile, where=where)
