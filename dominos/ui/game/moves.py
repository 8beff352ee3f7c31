"""Which of your tiles fit the line, worked out from the snapshot alone.

The host decides what is legal; the screen only needs the same answer a moment earlier to
raise the right tiles, grey out Pass and ask for an end when it matters. Pure, no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence

from dominos.table.state import WireTile
from dominos.terms import End, unchosen_end

__all__ = ["can_play", "chosen_end", "fitting_ends", "needs_end_choice", "playable_indices"]


def fitting_ends(tile: WireTile, ends: WireTile | None) -> frozenset[End | None]:
    """The ends ``tile`` may go on; ``{None}`` on an empty line, where any tile opens.

    >>> sorted(fitting_ends((6, 4), (4, 6)))
    ['left', 'right']
    >>> fitting_ends((6, 4), None), fitting_ends((1, 2), (3, 4))
    (frozenset({None}), frozenset())
    """
    if ends is None:
        return frozenset({None})
    left, right = ends
    found: set[End | None] = set()
    if left in tile:
        found.add("left")
    if right in tile:
        found.add("right")
    return frozenset(found)


def needs_end_choice(tile: WireTile, ends: WireTile | None) -> bool:
    """Whether the player must say which end: only when both fit and they differ.

    >>> needs_end_choice((6, 4), (4, 6)), needs_end_choice((6, 4), (4, 4))
    (True, False)
    """
    return ends is not None and ends[0] != ends[1] and len(fitting_ends(tile, ends)) == 2


def chosen_end(tile: WireTile, ends: WireTile | None) -> End | None:
    """The end a tile goes on when there is nothing to choose (decisions.md 10: right by default).

    >>> chosen_end((6, 4), None), chosen_end((6, 4), (3, 6)), chosen_end((4, 1), (4, 4))
    (None, 'right', 'right')
    """
    if ends is None:
        return None
    left, right = ends
    end = unchosen_end(left in tile, right in tile, left == right)
    if end is None:
        raise ValueError(f"{tile[0]}-{tile[1]} fits neither end of the line, or both")
    return end


def playable_indices(hand: Sequence[WireTile], ends: WireTile | None) -> frozenset[int]:
    """Positions in the hand of the tiles that fit somewhere.

    >>> sorted(playable_indices([(0, 1), (2, 3), (3, 6)], (1, 6)))
    [0, 2]
    """
    return frozenset(i for i, tile in enumerate(hand) if fitting_ends(tile, ends))


def can_play(hand: Sequence[WireTile], ends: WireTile | None) -> bool:
    """Whether a tile fits; when none does, the player must pass.

    >>> can_play([(0, 1)], (2, 3)), can_play([(0, 1)], None)
    (False, True)
    """
    return bool(playable_indices(hand, ends))
