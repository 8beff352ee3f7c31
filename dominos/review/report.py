"""A game's review as ``dominos-review`` prints it: the JSON of ``docs/review.md`` or a report
for people, from the engine's :class:`~dominos.engine.review.PlayReview` of each play."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from dominos.engine import Tile
from dominos.engine.known import Estimate
from dominos.engine.review import PlayReview, review_round
from dominos.engine.solver import Option
from dominos.review.known_round import KnownReview
from dominos.table.record import GameRecord, RecordRound

__all__ = ["FORMAT", "as_json", "as_text", "review_record"]

#: The layout of the JSON review (docs/review.md).
FORMAT = 1

Reviewed = list[tuple[int, RecordRound, list[PlayReview]]]


def review_record(
    record: GameRecord,
    rounds: Iterable[int],
    known_seed: int | None = None,
    budget: int = 500,
    workers: int | None = None,
) -> Reviewed:
    """The reviews of the record's rounds numbered ``rounds`` (from 1), with the "as known"
    estimates (at most ``budget`` deals a play, on ``workers`` processes) when
    ``known_seed`` is given."""
    found: Reviewed = []
    known: KnownReview | None = None
    if known_seed is not None:
        known = KnownReview(workers, budget=budget)
    try:
        for n in rounds:
            rnd = record.rounds[n - 1]
            hands = [[Tile(a, b) for a, b in h] for h in rnd.hands]
            moves = [(m.seat, None if m.tile is None else Tile(*m.tile), m.end) for m in rnd.moves]
            plays = list(review_round(hands, rnd.opener, moves))
            if known is not None:
                assert known_seed is not None
                estimates = dict(known.round(hands, rnd.opener, moves, seed=known_seed + n))
                plays = [replace(p, known=tuple(estimates.get(p.move, ()))) for p in plays]
            found.append((n, rnd, plays))
    finally:
        if known is not None:
            known.close()
    return found


def _option(o: Option, known: Estimate | None) -> dict[str, Any]:
    doc: dict[str, Any] = {"tile": list(o.tile.pair), "end": o.end, "value": o.value}
    if known is not None:
        doc["as_known"] = {
            "mean": round(known.mean, 3),
            "margin": round(known.margin, 3),
            "samples": known.samples,
            "exact": known.exact,
            "gives_away": round(known.behind, 3),
            "gives_away_margin": round(known.behind_margin, 3),
        }
    return doc


def _gap_margin(found: Sequence[Estimate], chosen: Estimate) -> float:
    """The 90 % margin of what the played option gave away: its own difference to the best,
    or, when it was the best, the widest difference still raced at the end."""
    if chosen.behind > 0:
        return chosen.behind_margin
    raced = [e.behind_margin for e in found if e.samples == chosen.samples and e is not chosen]
    return max(raced, default=0.0)


def as_json(record: GameRecord, reviewed: Reviewed) -> dict[str, Any]:
    """The review as one JSON object (docs/review.md)."""
    rounds = []
    for n, _rnd, plays in reviewed:
        positions = []
        for p in plays:
            known: Sequence[Estimate | None] = p.known or [None] * len(p.options)
            doc: dict[str, Any] = {
                "move": p.move,
                "seat": p.seat,
                "options": [_option(o, k) for o, k in zip(p.options, known, strict=True)],
                "chosen_value": p.chosen.value,
                "best_value": p.best_value,
                "given_away": p.given_away,
            }
            if p.given_away_known is not None:
                doc["given_away_as_known"] = round(p.given_away_known, 3)
            positions.append(doc)
        rounds.append({"round": n, "positions": positions})
    return {"format": FORMAT, "game": record.id, "rounds": rounds}


def _end(o: Option, w: Mapping[str, str]) -> str:
    return "" if o.end is None else w[o.end]


def _result(record: GameRecord, rnd: RecordRound, w: Mapping[str, str]) -> str:
    res = rnd.result
    team = w["and"].format(a=record.players[res.team], b=record.players[res.team + 2])
    if res.kind == "domino":
        return w["domino"].format(who=record.players[res.last_player], team=team, points=res.points)
    return w["dead_heat" if res.dead_heat else "blocked"].format(team=team, points=res.points)


def as_text(record: GameRecord, reviewed: Reviewed, w: Mapping[str, str]) -> str:
    """The review for people, in the language of ``w`` (see ``words.py``)."""
    team0 = w["and"].format(a=record.players[0], b=record.players[2])
    team1 = w["and"].format(a=record.players[1], b=record.players[3])
    lines = [
        w["game"].format(game=record.id, team0=team0, team1=team1, target=record.target),
        w["intro"],
    ]
    lost = [0, 0, 0, 0]
    lost_known = [0.0, 0.0, 0.0, 0.0]
    any_known = False
    for n, rnd, plays in reviewed:
        lines += ["", w["round"].format(n=n, result=_result(record, rnd, w))]
        for p in plays:
            line = w["play"].format(
                move=p.move,
                name=record.players[p.seat],
                tile=p.chosen.tile,
                end=_end(p.chosen, w),
                value=p.chosen.value,
                best=p.best_value,
            )
            if p.given_away:
                line += w["gave"].format(points=p.given_away)
            lines.append(line)
            lost[p.seat] += p.given_away
            any_known = any_known or p.known is not None
            known = p.chosen_known
            if p.known and known is not None and p.given_away_known is not None:
                lost_known[p.seat] += p.given_away_known
                how = w["exact" if known.exact else "margin"].format(
                    margin=_gap_margin(p.known, known), samples=known.samples
                )
                lines.append(
                    w["known"].format(
                        chosen=known.mean,
                        best=max(e.mean for e in p.known),
                        given=p.given_away_known,
                        how=how,
                    )
                )
            if len(p.options) > 1:
                lines.append(w["options"].format(options=_options(p, w)))
    lines += ["", w["summary"].format(players=_per_player(record, lost))]
    if any_known:
        lines.append(
            w["summary_known"].format(
                players=_per_player(record, [round(x, 1) for x in lost_known])
            )
        )
    return "\n".join(lines) + "\n"


def _options(p: PlayReview, w: Mapping[str, str]) -> str:
    shown = []
    for k, o in enumerate(p.options):
        text = f"{o.tile}{_end(o, w)} {o.value:+d}"
        if p.known:
            text = w["option_known"].format(
                tile=o.tile, end=_end(o, w), value=o.value, mean=p.known[k].mean
            )
        if o == p.chosen:
            text += w["chosen_mark"]
        shown.append(text)
    return ", ".join(shown)


def _per_player(record: GameRecord, amounts: Sequence[float]) -> str:
    pairs = zip(record.players, amounts, strict=True)
    return ", ".join(f"{name} {amount:g}" for name, amount in pairs)
