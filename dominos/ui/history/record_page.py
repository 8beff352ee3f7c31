"""A finished game as one readable web page that prints well: the score, then every round
with its hands as dealt, its moves in order and its result.

Plain HTML with its style inside, no script and no image, so the file opens anywhere and
prints on paper (each round kept on one page where it fits). Names are escaped: a name is
whatever a player typed.
"""

from __future__ import annotations

import html

from dominos.table.record import GameRecord
from dominos.ui import words
from dominos.ui.game.round_log import move_lines
from dominos.ui.kit.i18n import tr
from dominos.ui.kit.theme import TEAM_COLORS

__all__ = ["record_page"]

_STYLE = f"""
body {{ font-family: sans-serif; margin: 2em auto; max-width: 48em; color: #1b1a18; }}
h1 {{ font-size: 1.6em; margin-bottom: 0.2em; }}
.team0 {{ color: {TEAM_COLORS[0]}; font-weight: bold; }}
.team1 {{ color: {TEAM_COLORS[1]}; font-weight: bold; }}
table {{ border-collapse: collapse; margin: 0.6em 0; }}
th, td {{ border: 1px solid #c8c8c8; padding: 0.2em 0.6em; text-align: left; }}
section {{ border-top: 2px solid #1b1a18; margin-top: 1.2em; padding-top: 0.4em; }}
ol {{ columns: 2; column-gap: 2em; padding-left: 1.6em; }}
.tiles {{ font-family: monospace; }}
@media print {{
  body {{ margin: 0; max-width: none; font-size: 10pt; }}
  section {{ break-inside: avoid; page-break-inside: avoid; }}
  a {{ color: inherit; text-decoration: none; }}
}}
"""


def _e(text: object) -> str:
    return html.escape(str(text))


def record_page(record: GameRecord, given: list[list[str]] | None = None) -> str:
    """The whole page, as text to write to a ``.html`` file; ``given``: the points each
    player gave away as the game's page shows them (its heading row of names first), put
    under the score when some round was reviewed."""
    teams = [words.join_words(list(record.team_names(t))) for t in (0, 1)]
    title = tr("{first} against {second}").format(first=teams[0], second=teams[1])
    parts = [
        "<!DOCTYPE html>",
        f'<html><head><meta charset="utf-8"><title>{_e(title)}</title>',
        f"<style>{_STYLE}</style></head><body>",
        f"<h1>{_e(title)}</h1>",
        "<p>"
        + _e(
            tr("Target {target}. Final score {a} to {b}: {winner} won.").format(
                target=record.target,
                a=record.scores[0],
                b=record.scores[1],
                winner=teams[record.winner],
            )
        )
        + "</p>",
    ]
    if record.finished:
        # The page is shared between friends in different places: one clock, UTC, in the
        # unambiguous year-month-day order, to the minute.
        when = record.finished.replace("T", " ")[:16]
        finished = tr("Finished {when} (UTC)").format(when=when)
        parts.append(f"<p>{_e(finished)}</p>")
    round_word = tr("Round")
    parts.append(
        f"<table><tr><th>{_e(round_word)}</th>"
        f'<th class="team0">{_e(teams[0])}</th><th class="team1">{_e(teams[1])}</th></tr>'
    )
    for n, rnd in enumerate(record.rounds, 1):
        parts.append(f"<tr><td>{n}</td><td>{rnd.scores[0]}</td><td>{rnd.scores[1]}</td></tr>")
    parts.append("</table>")
    if given:
        head, *rows = given
        parts.append("<table><tr><th></th>")
        parts += [
            f'<th class="team{seat % 2}">{_e(name)}</th>' for seat, name in enumerate(head[1:])
        ]
        parts.append("</tr>")
        for row in rows:
            parts.append("<tr>" + "".join(f"<td>{_e(cell)}</td>" for cell in row) + "</tr>")
        parts.append("</table>")
    for n, rnd in enumerate(record.rounds, 1):
        heading = tr("Round {round}").format(round=n)
        dealt = tr("Hand as dealt")
        parts.append(f"<section><h2>{_e(heading)}</h2>")
        parts.append(f'<table><tr><th colspan="2">{_e(dealt)}</th></tr>')
        for seat, hand in enumerate(rnd.hands):
            tiles = " ".join(words.tile_text(t) for t in hand)
            parts.append(
                f'<tr><td class="team{seat % 2}">{_e(record.players[seat])}</td>'
                f'<td class="tiles">{_e(tiles)}</td></tr>'
            )
        parts.append("</table><ol>")
        parts += [f"<li>{_e(line)}</li>" for line in move_lines(rnd.moves, record.players)]
        parts.append("</ol>")
        team = teams[rnd.result.team]
        if rnd.result.kind == "domino":
            said = tr("{team} went out and scored {points}")
        else:
            said = tr("Blocked: {team} scored {points}")
        parts.append(f"<p><b>{_e(said.format(team=team, points=rnd.result.points))}</b></p>")
        parts.append("</section>")
    parts.append("</body></html>\n")
    return "\n".join(parts)
