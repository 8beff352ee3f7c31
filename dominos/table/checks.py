"""Checks on what a player asks for, refused in words the player understands.

The engine refuses a bad move too, but in terms meant for programs; :func:`placement` words
the refusal for the player and settles the end of a tile that fits only one way
(decisions.md 9-10), so every recorded play names the end it went on.
"""

from __future__ import annotations

from dominos.engine import Round, Tile
from dominos.table.errors import TableError
from dominos.table.state import Last
from dominos.terms import TARGETS, End, is_target, unchosen_end

__all__ = ["check_target", "kind_fits", "placement"]


def placement(rnd: Round, seat: int, tile: object, end: object) -> End | None:
    """The end ``tile`` goes on, or a refusal a player understands (decisions.md 9-10)."""
    if not isinstance(tile, Tile):
        raise TableError("illegal_move", "That is not a domino of the set.")
    if end is not None and end != "left" and end != "right":
        raise TableError("illegal_move", "A domino goes on the left or the right end.")
    if tile not in rnd.hand(seat):
        raise TableError("illegal_move", f"You don't have the {tile} domino.")
    ends = rnd.ends
    if ends is None:
        return None
    left, right = ends
    fits_left, fits_right = tile.fits(left), tile.fits(right)
    if not fits_left and not fits_right:
        raise TableError(
            "illegal_move", f"The {tile} doesn't fit: the ends show {left} and {right}."
        )
    if end is None:
        chosen = unchosen_end(fits_left, fits_right, left == right)
        if chosen is None:
            raise TableError(
                "illegal_move", f"The {tile} fits both ends: choose the left or the right one."
            )
        return chosen
    if end == "left" and not fits_left:
        raise TableError("illegal_move", f"The {tile} doesn't fit the left end ({left}).")
    if end == "right" and not fits_right:
        raise TableError("illegal_move", f"The {tile} doesn't fit the right end ({right}).")
    return "left" if end == "left" else "right"


def check_target(target: object) -> int:
    """The target as the host may pick it (decisions.md 18), or a ``bad_target`` refusal.

    >>> check_target(150)
    150
    >>> check_target(120)
    Traceback (most recent call last):
    ...
    dominos.table.errors.TableError: The target must be between 50 and 500 points, in steps of 50.
    """
    if not is_target(target):
        low, high, step = TARGETS[0], TARGETS[-1], TARGETS[1] - TARGETS[0]
        raise TableError(
            "bad_target", f"The target must be between {low} and {high} points, in steps of {step}."
        )
    assert isinstance(target, int)
    return target


def kind_fits(event: Last) -> bool:
    """A play carries its tile and a pass none: what players saw, never one for the other."""
    return (event.tile is None) == event.kind.endswith("pass")
