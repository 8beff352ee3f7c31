"""What the review window says of a round's plays, in the app's language: each play's line
in the lists, each option's line with its value, and what would have happened after another
option. Kept apart from the window, which lays them out, so its wording reads in one place.
"""

from __future__ import annotations

from collections.abc import Sequence

from dominos.review.job import Play
from dominos.ui import words
from dominos.ui.kit.i18n import tr

__all__ = ["Line", "option_line", "play_line", "team_names", "what_if_line"]

#: What if, as the child sends it: the moves, and the result's kind, team, points, dead heat.
Line = tuple[list[tuple[int, tuple[int, int] | None, str | None]], tuple[str, int, int, bool]]


def team_names(names: Sequence[str], team: int) -> str:
    """The two players of ``team``, as a sentence names them."""
    return words.join_words([names[team], names[team + 2]])


def play_line(k: int, play: Play, names: Sequence[str]) -> str:
    """Play ``k`` (0-based) in the lists: who played what, its value, and what it gave away."""
    _move, seat, options, chosen = play
    tile = words.tile_text(options[chosen][0])
    value = options[chosen][2]
    given = max(o[2] for o in options) - value
    if given:
        text = tr("{n}. {name} played {tile}: {value}, gave away {points} points")
        return text.format(n=k + 1, name=names[seat], tile=tile, value=f"{value:+d}", points=given)
    text = tr("{n}. {name} played {tile}: {value}, the best play")
    return text.format(n=k + 1, name=names[seat], tile=tile, value=f"{value:+d}")


def option_line(
    pair: tuple[int, int], end: str | None, value: int, *, played: bool, best: bool
) -> str:
    """One option of a play, with its value, and whether it was played and the best."""
    tile = words.tile_text(pair)
    if end == "left":
        text = tr("{tile} on the left: {value}")
    elif end == "right":
        text = tr("{tile} on the right: {value}")
    else:
        text = tr("{tile}: {value}")
    text = text.format(tile=tile, value=f"{value:+d}")
    if played:
        text += " " + tr("(played)")
    if best:
        text += " " + tr("(best)")
    return text


def what_if_line(names: Sequence[str], seat: int, pair: tuple[int, int], found: Line) -> str:
    """What would have followed had ``seat`` played ``pair``, everyone their best after it."""
    moves, (kind, team, points, _dead_heat) = found
    said = []
    for who, tile, _end in moves:
        if tile is None:
            said.append(tr("{name} passes").format(name=names[who]))
        else:
            said.append(f"{names[who]} {words.tile_text(tile)}")
    if kind == "domino":
        outcome = tr("{team} would go out and score {points}.")
    else:
        outcome = tr("Blocked: {team} would score {points}.")
    text = tr("If {name} had played {tile}, and everyone their best after it: {moves}.")
    return (
        text.format(name=names[seat], tile=words.tile_text(pair), moves=", ".join(said))
        + " "
        + outcome.format(team=team_names(names, team), points=points)
    )
