"""The round reviews the history file keeps, and the points each player gave away in them.

A round's review is kept by the round's deal and moves (:func:`review_key`), whichever game
it came from, as soon as it is found: often before its game is over and kept. So the file
ties the two with a row per round of every game kept (``game_rounds``), and a row per play
of every round reviewed (``review_plays``: its seat, the points it gave away with all hands
known, and whether it had a choice). What each play gave away as known is the ``known``
table's, one row per play once its estimate is finished. Each seat of a game sums these up
over the game's rounds in a row of ``game_given``, written again whenever the game is kept
or a review or an estimate of one of its rounds is, so the totals by name over a thousand
games are one pass over four rows a game (:func:`players_given`): nothing replayed, searched
or summed play by play when History opens.

A round counts *reviewed* once its double-dummy review was kept whole; it counts *as known*
once, in addition, every play of it with a choice has its estimate: a total over some plays
of a round would be a smaller figure that looks like a better one.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import msgspec

from dominos.table.record import GameRecord, RecordRound
from dominos.terms import End

__all__ = [
    "TABLES_SQL",
    "PlayerGiven",
    "ReviewedPlay",
    "RoundGiven",
    "game_rows",
    "play_rows",
    "players_given",
    "review_key",
    "round_given",
    "round_rows",
]

#: One play of a round's review: the move's index, the seat, every option as
#: ``(tile, end, value)`` with all hands known, and the index of the option played.
ReviewedPlay = tuple[int, int, tuple[tuple[tuple[int, int], End | None, int], ...], int]

#: The tables added by layout 3 of the history file.
TABLES_SQL = """
CREATE TABLE IF NOT EXISTS game_rounds (
    game_id TEXT NOT NULL,
    number INTEGER NOT NULL,
    round TEXT NOT NULL,
    PRIMARY KEY (game_id, number)
);
CREATE INDEX IF NOT EXISTS game_rounds_by_round ON game_rounds (round);
CREATE TABLE IF NOT EXISTS review_plays (
    round TEXT NOT NULL,
    move INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    given INTEGER NOT NULL,
    choice INTEGER NOT NULL,
    PRIMARY KEY (round, move)
);
CREATE TABLE IF NOT EXISTS game_given (
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    reviewed INTEGER NOT NULL,
    all_known INTEGER NOT NULL,
    estimated INTEGER NOT NULL,
    as_known REAL NOT NULL,
    PRIMARY KEY (game_id, seat)
);
"""


def review_key(rnd: RecordRound) -> str:
    """The round's deal and moves, which are all its review depends on: the same round
    reached from the panel, History or an opened record is reviewed once."""
    said = repr((rnd.opener, rnd.hands, [(m.seat, m.tile, m.end) for m in rnd.moves]))
    return hashlib.sha256(said.encode()).hexdigest()


def round_rows(record: GameRecord) -> list[tuple[str, int, str]]:
    """The ``game_rounds`` rows of a game: its id, each round's number (from 1), its key."""
    return [(record.id, n, review_key(rnd)) for n, rnd in enumerate(record.rounds, 1)]


def play_rows(key: str, plays: Iterable[ReviewedPlay]) -> list[tuple[str, int, int, int, int]]:
    """The ``review_plays`` rows of a round's review."""
    return [
        (key, move, seat, _given(options, chosen), int(len(options) > 1))
        for move, seat, options, chosen in plays
    ]


def _given(options: Sequence[tuple[object, object, int]], chosen: int) -> int:
    return max(o[2] for o in options) - options[chosen][2]


@dataclass(frozen=True, slots=True)
class RoundGiven:
    """What each seat gave away in one reviewed round."""

    #: Per seat, with all hands known.
    all_known: tuple[int, int, int, int]
    #: Per seat, as known; ``None`` while some play with a choice has no estimate.
    as_known: tuple[float, float, float, float] | None


def round_given(plays: Sequence[ReviewedPlay], known: Mapping[int, float]) -> RoundGiven:
    """A reviewed round's figures from its review and its plays' estimates (by move)."""
    return _summed(play_rows("", plays), known)


_PlayRow = tuple[str, int, int, int, int]


def _summed(plays: Iterable[_PlayRow], known: Mapping[int, float]) -> RoundGiven:
    given = [0] * 4
    as_known = [0.0] * 4
    whole = True
    for _key, move, seat, points, choice in plays:
        given[seat] += points
        if choice:
            if move in known:
                as_known[seat] += known[move]
            else:
                whole = False
    return RoundGiven(
        (given[0], given[1], given[2], given[3]),
        (as_known[0], as_known[1], as_known[2], as_known[3]) if whole else None,
    )


def game_rows(
    game_id: str, rounds: Iterable[tuple[Sequence[_PlayRow], Mapping[int, float]]]
) -> list[tuple[str, int, int, int, int, float]]:
    """The ``game_given`` rows of a game, one a seat, from each of its rounds' ``review_plays``
    rows (none: not reviewed) and estimates by move: the rounds reviewed and the points given
    away in them with all hands known, the rounds estimated whole and the points given away
    in them as known. Raises :class:`IndexError` for a seat not one of the four."""
    reviewed = estimated = 0
    given = [0] * 4
    as_known = [0.0] * 4
    for plays, known in rounds:
        if not plays:
            continue
        reviewed += 1
        summed = _summed(plays, known)
        for seat in range(4):
            given[seat] += summed.all_known[seat]
        if summed.as_known is not None:
            estimated += 1
            for seat in range(4):
                as_known[seat] += summed.as_known[seat]
    return [(game_id, s, reviewed, given[s], estimated, as_known[s]) for s in range(4)]


@dataclass(frozen=True, slots=True)
class PlayerGiven:
    """What one player gave away over every game of theirs kept, by name."""

    name: str
    games: int
    #: The rounds of those games.
    rounds: int
    #: Rounds reviewed, and the points the player gave away in them with all hands known.
    reviewed: int
    all_known: int
    #: Rounds estimated as known (every play with a choice), and the points the player gave
    #: away in them on average with what they knew.
    estimated: int
    as_known: float


def players_given(db: sqlite3.Connection) -> list[PlayerGiven]:
    """Each name that played a game kept, with what it gave away over all of them; by the
    most games first, then by name. A name that sat at two seats of one game (two friends
    of the same name) counts that game once and both seats' plays."""
    names = msgspec.json.Decoder(tuple[str, str, str, str]).decode
    players = {gid: names(p) for gid, p in db.execute("SELECT id, players FROM games")}
    rounds = dict(db.execute("SELECT game_id, COUNT(*) FROM game_rounds GROUP BY game_id"))
    #: Per game: rounds reviewed and estimated (the same for every seat of it).
    counted: dict[str, tuple[int, int]] = {}
    given: dict[tuple[str, int], tuple[int, float]] = {}
    kept = db.execute(
        "SELECT game_id, seat, reviewed, all_known, estimated, as_known FROM game_given"
    )
    for gid, seat, reviewed, all_known, estimated, as_known in kept:
        counted[gid] = (reviewed, estimated)
        given[gid, seat] = (all_known, as_known)
    totals: dict[str, list[float]] = {}
    for gid, seated in players.items():
        reviewed, estimated = counted.get(gid, (0, 0))
        for name in set(seated):
            t = totals.setdefault(name, [0, 0, 0, 0, 0, 0.0])
            t[0] += 1
            t[1] += rounds.get(gid, 0)
            t[2] += reviewed
            t[4] += estimated
        for seat, name in enumerate(seated):
            all_known, as_known = given.get((gid, seat), (0, 0.0))
            totals[name][3] += all_known
            totals[name][5] += as_known
    out = [
        PlayerGiven(name, int(t[0]), int(t[1]), int(t[2]), int(t[3]), int(t[4]), t[5])
        for name, t in totals.items()
    ]
    out.sort(key=lambda p: (-p.games, p.name.casefold(), p.name))
    return out
