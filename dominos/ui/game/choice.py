"""Turning clicks, keys and drops on your hand into one play: a small pure state machine.

A click plays at once when the tile can only go one way; when it fits two ends showing
different numbers, the tile stays selected and the player names the end (a click on it, an
arrow key, or a drop), or presses Enter, which plays it on the right end unless the player
chose the left one (the end a tile goes on when nobody says, decisions.md 10; the prompt
says so before Enter is pressed). Keys select first and play on Enter, so a slip of a finger
never plays a tile. Kept free of Qt so every path can be tested in plain Python.

>>> c = Chooser()
>>> c.update(((1, 6), (2, 6)), (6, 2), your_turn=True)
>>> c.click(0)
Play(tile=(1, 6), end='left')
>>> c.click(1), c.selected, sorted(c.glowing_ends())
(None, 1, ['left', 'right'])
>>> c.choose_end("left")
>>> c.confirm()
Play(tile=(2, 6), end='left')
>>> c.select(1), c.confirm()
(None, Play(tile=(2, 6), end='right'))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from dominos.table.state import WireTile
from dominos.terms import End
from dominos.ui import words
from dominos.ui.game import moves
from dominos.ui.kit.i18n import tr


class Play(NamedTuple):
    """A request to put ``tile`` on ``end`` (None on an empty line)."""

    tile: WireTile
    end: End | None


class Refusal(NamedTuple):
    """Why nothing was played, in words for the player."""

    message: str


Outcome = Play | Refusal | None

#: Where Enter plays a tile that fits two different ends when the player chose neither: the
#: end a tile goes on when nobody says (decisions.md 10).
DEFAULT_END: End = "right"


class Chooser:
    """Which tile and end the player is choosing, from the hand and ends of a snapshot."""

    def __init__(self) -> None:
        self.hand: tuple[WireTile, ...] = ()
        self.ends: WireTile | None = None
        self.your_turn = False
        self.selected: int | None = None
        self.end: End | None = None

    def update(self, hand: Sequence[WireTile], ends: WireTile | None, *, your_turn: bool) -> None:
        """Take a new snapshot; a selection survives only if nothing it relies on changed."""
        same = tuple(hand) == self.hand and ends == self.ends and your_turn and self.your_turn
        self.hand, self.ends, self.your_turn = tuple(hand), ends, your_turn
        if not same:
            self.cancel()

    # -- what the screen shows ---------------------------------------------------------
    def playable(self) -> frozenset[int]:
        return moves.playable_indices(self.hand, self.ends)

    def must_pass(self) -> bool:
        return self.your_turn and not self.playable()

    def waiting_for_end(self) -> bool:
        """A tile is selected that fits two different ends, and no end is chosen yet."""
        return self.selected is not None and self.end is None and self._needs_choice()

    def glowing_ends(self) -> set[str]:
        """The ends the board should light: those the selected tile may go on."""
        if self.selected is None:
            return set()
        if self.end is not None:
            return {self.end}
        fits = moves.fitting_ends(self.hand[self.selected], self.ends)
        return {e for e in fits if e is not None}

    def ends_for(self, index: int) -> set[str]:
        """The ends tile ``index`` fits, for lighting them while it is dragged."""
        if not self.your_turn or not 0 <= index < len(self.hand):
            return set()
        return {e for e in moves.fitting_ends(self.hand[index], self.ends) if e is not None}

    # -- what the player does ----------------------------------------------------------
    def click(self, index: int) -> Outcome:
        """A click plays at once, unless the tile fits two different ends."""
        refused = self._check(index)
        if refused is not None:
            return refused
        tile = self.hand[index]
        if moves.needs_end_choice(tile, self.ends):
            self.selected, self.end = index, None
            return None
        return self._play(tile, moves.chosen_end(tile, self.ends))

    def select(self, index: int) -> Outcome:
        """A number key: pick the tile, and its end too when there is only one."""
        refused = self._check(index)
        if refused is not None:
            return refused
        tile = self.hand[index]
        self.selected = index
        needs = moves.needs_end_choice(tile, self.ends)
        self.end = None if needs else moves.chosen_end(tile, self.ends)
        return None

    def choose_end(self, end: End) -> Outcome:
        if self.selected is None:
            return None
        tile = self.hand[self.selected]
        if end not in moves.fitting_ends(tile, self.ends):
            text = tr("{tile} does not fit {where}")
            where = words.where(end)
            return Refusal(text.format(tile=words.tile_text(tile), where=where))
        self.end = end
        return None

    def click_end(self, end: End) -> Outcome:
        """An end clicked on the board plays the selected tile there."""
        if self.selected is None:
            return None
        refused = self.choose_end(end)
        return refused if refused is not None else self.confirm()

    def confirm(self) -> Outcome:
        """Enter: play the selection on the end chosen, or on :data:`DEFAULT_END` when the
        tile fits two different ends and none was chosen (the prompt says which)."""
        if self.selected is None:
            return None
        if self.waiting_for_end():
            return self._play(self.hand[self.selected], DEFAULT_END)
        return self._play(self.hand[self.selected], self.end)

    def drop(self, tile: WireTile, end: End | None) -> Outcome:
        """A tile dragged onto an end of the line."""
        if not self.your_turn:
            return Refusal(tr("Wait for your turn"))
        found = next((t for t in self.hand if sorted(t) == sorted(tile)), None)
        if found is None:
            return None
        fits = moves.fitting_ends(found, self.ends)
        target = None if None in fits else end
        if target not in fits:
            return Refusal(tr("{tile} does not fit there").format(tile=words.tile_text(found)))
        return self._play(found, target)

    def refuse_drag(self, index: int) -> Refusal | None:
        """Why tile ``index`` cannot be dragged to the line now."""
        return self._check(index)

    def refuse_drop(self, tile: WireTile) -> Refusal | None:
        """Why a tile let go away from every end it fits went back to the hand."""
        if not self.your_turn:
            return Refusal(tr("Wait for your turn"))
        found = next((t for t in self.hand if sorted(t) == sorted(tile)), None)
        if found is None:
            return None  # no longer in the hand: the table played it meanwhile
        text = words.tile_text(found)
        fits = moves.fitting_ends(found, self.ends)
        if not fits:
            return Refusal(tr("{tile} fits neither end").format(tile=text))
        if None in fits:
            return Refusal(tr("Drop {tile} on the lit place to open the round").format(tile=text))
        return Refusal(tr("Drop {tile} on a lit end, where it fits").format(tile=text))

    def cancel(self) -> None:
        self.selected, self.end = None, None

    # -- inside ------------------------------------------------------------------------
    def _needs_choice(self) -> bool:
        return self.selected is not None and moves.needs_end_choice(
            self.hand[self.selected], self.ends
        )

    def _check(self, index: int) -> Refusal | None:
        if not 0 <= index < len(self.hand):
            return Refusal(tr("You have %n tile(s)", None, len(self.hand)))
        if not self.your_turn:
            return Refusal(tr("Wait for your turn"))
        tile = self.hand[index]
        if not moves.fitting_ends(tile, self.ends):
            return Refusal(tr("{tile} fits neither end").format(tile=words.tile_text(tile)))
        return None

    def _play(self, tile: WireTile, end: End | None) -> Play:
        self.cancel()
        return Play(tile, end)
