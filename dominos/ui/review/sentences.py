"""What the review window says of a round's plays, in the app's language: each play's line
in the lists, each option's line with its value, and what would have happened after another
option. Kept apart from the window, which lays them out, so its wording reads in one place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dominos.review.job import Play
from dominos.ui import words
from dominos.ui.kit.i18n import tr

__all__ = [
    "FAIR",
    "Line",
    "is_mistake",
    "legend",
    "mark",
    "meaning",
    "option_line",
    "play_line",
    "status_line",
    "team_names",
    "verdicts",
    "what_if_line",
]

#: What if, as the child sends it: the moves, and the result's kind, team, points, dead heat.
Line = tuple[list[tuple[int, tuple[int, int] | None, str | None]], tuple[str, int, int, bool]]


def team_names(names: Sequence[str], team: int) -> str:
    """The two players of ``team``, as a sentence names them."""
    return words.join_words([names[team], names[team + 2]])


#: Points given away as known under which a play is not marked: within the margin the
#: estimate is known to, it was as good as the best with what its player knew.
FAIR = 2.0
#: The marks chess players know, by points given away with what the player knew: the least
#: points for each.
MARKS = ((10.0, "??"), (5.0, "?"), (FAIR, "?!"))


def mark(given: float | None) -> str:
    """``??``, ``?`` or ``?!`` for a play that gave ``given`` points away as known; nothing
    for one as good as the best with what its player knew, or not estimated yet."""
    if given is None:
        return ""
    for least, said in MARKS:
        if given >= least:
            return said
    return ""


def is_mistake(play: Play, known: float | None) -> bool:
    """A play that gave points away: as known when estimated (a play that was the best with
    what its player knew is never one), else with all hands known."""
    if known is not None:
        return known >= FAIR
    _move, _seat, options, chosen = play
    return options[chosen][2] < max(o[2] for o in options)


def play_line(k: int, play: Play, names: Sequence[str], known: float | None = None) -> str:
    """Play ``k`` (0-based) in the lists: who played what, its mark, and what it gave away
    as known (when estimated) and with all hands known."""
    _move, seat, options, chosen = play
    tile = words.tile_text(options[chosen][0])
    name = names[seat]
    all_known = max(o[2] for o in options) - options[chosen][2]
    if len(options) == 1:
        return tr("{n}. {name} played {tile}: the only play").format(n=k + 1, name=name, tile=tile)
    if known is None:
        if all_known:
            text = tr("{n}. {name} played {tile}: gave away {points} with all hands known")
            return text.format(n=k + 1, name=name, tile=tile, points=all_known)
        text = tr("{n}. {name} played {tile}: the best play, with all hands known")
        return text.format(n=k + 1, name=name, tile=tile)
    if known < FAIR:
        if all_known:
            text = tr(
                "{n}. {name} played {tile}: the best with what {name} knew"
                " (gave away {points} with all hands known)"
            )
            return text.format(n=k + 1, name=name, tile=tile, points=all_known)
        text = tr("{n}. {name} played {tile}: the best play")
        return text.format(n=k + 1, name=name, tile=tile)
    text = tr(
        "{n}. {name} played {tile} {mark}: gave away {known} with what {name} knew,"
        " {points} with all hands known"
    )
    return text.format(
        n=k + 1, name=name, tile=tile, mark=mark(known), known=f"{known:.0f}", points=all_known
    )


def verdicts(
    plays: Sequence[Play], given_known: Mapping[int, float]
) -> tuple[list[int], dict[int, str], list[int]]:
    """For the graph and the key moments: team 0's value after each play, the plays that
    gave points away with their marks, and those plays in order: the fair verdicts (as
    known) first, each the costliest first, then those known with all hands known only."""
    values = []
    marked = {}
    lost = []
    for k, play in enumerate(plays):
        move, seat, options, chosen = play
        value = options[chosen][2]
        values.append(value if seat % 2 == 0 else -value)
        known = given_known.get(move)
        if is_mistake(play, known):
            given = known if known is not None else max(o[2] for o in options) - value
            marked[k] = mark(known)
            lost.append((known is None, -given, k))
    return values, marked, [k for *_, k in sorted(lost)]


def status_line(
    state: str, plays: Sequence[Play], total: int, given_known: Mapping[int, float], error: str
) -> str:
    """What the search has done: the plays solved, then those estimated as known."""
    choices = sum(1 for p in plays if len(p[2]) > 1)
    known = sum(1 for p in plays if len(p[2]) > 1 and p[0] in given_known)
    if state == "done" and known < choices:
        text = tr(
            "Every play, with all hands known. With what each player knew: {done} of"
            " {total} plays so far."
        )
        return text.format(done=known, total=choices)
    if state == "running":
        text = tr("Searching every play with all hands known: {done} of {total}")
        return text.format(done=len(plays), total=total)
    if state == "stopped":
        text = tr("Stopped after {done} of {total} plays.")
        return text.format(done=len(plays), total=total)
    if state == "failed":
        return tr("The review could not be finished: {reason}").format(reason=error)
    return tr("Every play, with what each player knew and with all hands known.")


def legend(names: Sequence[str]) -> str:
    """What the value graph shows, in the words of its colours."""
    return tr(
        "With all hands known, after each play: {colour0}, {team0} would score;"
        " {colour1}, {team1}. Red dots: plays that gave points away. Click one to see it."
    ).format(
        team0=team_names(names, 0),
        team1=team_names(names, 1),
        colour0=tr("teal"),
        colour1=tr("tan"),
    )


def meaning() -> str:
    """What "gave away" and the marks mean, said once, under the first list that uses them."""
    return tr(
        "Gave away: points fewer than the best play there would have scored. Fair: with"
        " what the player knew; with all hands known is as if every tile were face up."
        " ?! 2 to 4 points, ? 5 to 9, ?? 10 or more."
    )


def option_line(
    pair: tuple[int, int], end: str | None, value: int, *, played: bool, best: bool
) -> str:
    """One option of a play, with its value, and whether it was played and the best (even
    the best may lose points: a round can be lost whatever is played)."""
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
    if best and value < 0:
        text += " " + tr("(the best: even the best play loses {points})").format(points=-value)
    elif best:
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
