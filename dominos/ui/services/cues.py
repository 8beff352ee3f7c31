"""Which cue a new snapshot calls for: your turn, a tile laid, a pass, the end of a round, or
the game won or lost; and what a screen reader says for it.

One cue per snapshot at most, the most telling one: when the player before you lays a tile
and the turn comes to you in the same snapshot, you hear (and are told) that it is your turn,
since the board already shows the tile. So two cues never sound on top of each other.
Kept free of widgets, so the choice is tested on snapshots alone.
"""

from __future__ import annotations

from typing import Literal

from dominos.table.state import State
from dominos.ui import words
from dominos.ui.kit.i18n import tr

Cue = Literal["turn", "tile", "pass", "round", "win", "lose"]


def your_turn(state: State | None) -> bool:
    return state is not None and state.phase == "round" and state.turn == state.you


def turn_started(previous: State | None, state: State) -> bool:
    """Whether ``state`` hands you a turn you did not have in ``previous``: the turn came
    round to you, or something happened at the table since (three passes in a row)."""
    if not your_turn(state):
        return False
    return not your_turn(previous) or previous is None or previous.last != state.last


def cue_for(previous: State | None, state: State) -> Cue | None:
    """The one cue that ``state`` calls for, coming after ``previous``; ``None`` when the
    snapshot only repeats what the player already knows (a clock, a seat reconnecting)."""
    if previous is None:
        return "turn" if your_turn(state) else None
    if state.phase == "over" and previous.phase != "over" and state.winner is not None:
        if state.you < 0:  # a watcher neither won nor lost: the game only ended
            return "round"
        return "win" if state.winner == words.team_of(state.you) else "lose"
    if state.phase == "break" and previous.phase == "round":
        return "round"
    if turn_started(previous, state):
        return "turn"
    last = state.last
    if state.phase == "round" and last is not None and last != previous.last:
        return "pass" if last.kind in ("pass", "auto_pass") else "tile"
    return None


def spoken(cue: Cue, state: State) -> str:
    """What a screen reader says with ``cue``; empty where the news line already says it
    (a tile laid or a pass is read out as the last move)."""
    if cue == "turn":
        return tr("Your turn")
    if cue == "round" and state.result is not None:
        return tr("Round over. {outcome}").format(
            outcome=words.outcome_sentence(state.result, state.seats)
        )
    if cue in ("win", "lose") and state.winner is not None:
        return words.winner_sentence(state.winner, state.scores, state.seats)
    return ""
