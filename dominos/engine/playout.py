"""A round's two inner loops on plain data: the random playout and the scoring.

:class:`~dominos.engine.rules.Round` hands these its packed hands, history and ends and
stores what comes back; keeping them apart from the class keeps the rules there readable
and lets these loops use locals only, which is what makes them fast. Internal to the
engine.
"""

from __future__ import annotations

import random

from dominos.engine.moves import BLOCKED, DOMINO, Event, RoundResult
from dominos.engine.tables import COUNT, EV_OPEN, EV_PASS, PLAYS, UNOPENED, left_in, tiles_of
from dominos.terms import ResultKind as Kind

__all__ = ["outcome", "random_playout", "score"]


def random_playout(
    packed: list[int],
    history: list[Event],
    passed: list[list[int]],
    seat: int,
    left: int,
    right: int,
    rng: random.Random,
) -> tuple[Kind, int, int, int]:
    """Plays a round on to its end with a uniformly random legal move at every turn.

    Updates ``packed``, ``history`` and ``passed`` in place (see ``Round``) and returns how
    the round ended, the seat that acted last, and the two ends. A choice among n moves
    (left-end moves first, then right-end ones, each in hand order) is
    ``int(rng.random() * n)``, drawn only when n > 1: the same as picking from
    ``Round.legal_moves()``.
    """
    rnd = rng.random
    record = history.append
    if left == UNOPENED:
        tiles = tiles_of(packed[seat])
        tile = tiles[int(rnd() * len(tiles))]  # the opener holds seven: always a choice
        left = tile.low
        right = tile.high
        packed[seat] ^= tile.families
        record(EV_OPEN[seat][tile.index])
        seat = (seat + 1) & 3
    passes = 0  # passes in a row so far (the history always starts with a play)
    while history[-1 - passes].tile is None:
        passes += 1
    lefts, rights = PLAYS
    count_of = COUNT
    while True:
        hand = packed[seat]
        on_left = hand >> (left << 3) & 127
        on_right = hand >> (right << 3) & 127
        n_left = count_of[on_left]
        count = n_left + count_of[on_right]
        if count:
            k = int(rnd() * count) if count > 1 else 0
            if k < n_left:
                event, pips, families = lefts[seat][left][on_left][k]
                left = pips - left
            else:
                event, pips, families = rights[seat][right][on_right][k - n_left]
                right = pips - right
            record(event)
            hand ^= families
            packed[seat] = hand
            if not hand:
                return DOMINO, seat, left, right
            passes = 0
        else:
            numbers = passed[seat]
            if left not in numbers:
                numbers.append(left)
            if right not in numbers:
                numbers.append(right)
            record(EV_PASS[seat])
            passes += 1
            if passes == 4:
                return BLOCKED, seat, left, right
        seat = (seat + 1) & 3


def score(kind: Kind, packed: list[int], history: list[Event]) -> RoundResult:
    """Scores a finished round (decisions.md 13-15) from the hands left and the history.

    A domino's last tile is the latest event; a block's is the one just before the four
    passes.
    """
    (h0, p0), (h1, p1), (h2, p2), (h3, p3) = map(left_in, packed)
    team_pips = (p0 + p2, p1 + p3)
    last = history[-1 if kind == DOMINO else -5].seat
    winner, points, dead_heat = outcome(kind, team_pips[0], team_pips[1], last)
    return RoundResult(kind, winner, points, team_pips, dead_heat, last, (h0, h1, h2, h3))


def outcome(kind: Kind, pips0: int, pips1: int, last: int) -> tuple[int, int, bool]:
    """Who scores a finished round and how much (decisions.md 13-15): the winning team, its
    points, and whether a block went to the last tile's team on equal totals.

    Apart from :func:`score` so that the review's solver scores the rounds it imagines by
    exactly the rules the table scores real ones by, without building a result for each.

    >>> outcome(DOMINO, 12, 30, 2), outcome(BLOCKED, 12, 30, 2), outcome(BLOCKED, 9, 9, 1)
    ((0, 30, False), (0, 30, False), (1, 9, True))
    """
    if kind == DOMINO or pips0 == pips1:
        winner = last & 1
        return winner, pips1 if winner == 0 else pips0, kind == BLOCKED
    return (0, pips1, False) if pips0 < pips1 else (1, pips0, False)
