"""A finished game written down for people: the record that history, replays and exports use.

The journal keeps games the way a host needs them to survive a crash, tokens and code
included. A record is the public part of a *finished* game only (decisions.md 25 still holds:
nobody sees a hand before its round is over): the four names, the target, every deal as dealt,
every play and pass, each round's result and the final score. Its layout is
``docs/record.md``; the same record travels to every seat at game over (the ``record``
message), is kept in each app's history, and is written by ``dominos-host --export``.

Reading a record replays it through the engine (:func:`check_record`), so a file that was
edited by hand or damaged is refused with the reason instead of showing an impossible game.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Annotated, Literal

import msgspec

from dominos.engine import IllegalMove, Match, Tile
from dominos.table.state import Last, Result
from dominos.terms import End, ResultKind

if TYPE_CHECKING:
    from dominos.table.store_db import FinishedGame
    from dominos.table.table import Table

__all__ = [
    "FORMAT",
    "GameRecord",
    "RecordError",
    "RecordMove",
    "RecordResult",
    "RecordRound",
    "check_record",
    "decode_record",
    "encode_record",
    "record_from_journal",
    "record_from_table",
]

#: The layout's version (docs/record.md); a reader refuses a format it does not know.
FORMAT = 1
MoveKind = Literal["play", "pass", "auto_play", "auto_pass"]
Half = Annotated[int, msgspec.Meta(ge=0, le=6)]
Pair = tuple[Half, Half]
Seat = Annotated[int, msgspec.Meta(ge=0, le=3)]
Team = Annotated[int, msgspec.Meta(ge=0, le=1)]
#: Ids name files (``<id>.json``), so they hold no path separators or dots.
GameId = Annotated[str, msgspec.Meta(pattern=r"^[0-9A-Za-z_-]{1,64}$")]


class RecordError(ValueError):
    """A record that cannot be read or does not replay; the message says why, in a sentence."""


class RecordMove(msgspec.Struct, frozen=True):
    seat: Seat
    kind: MoveKind
    #: ``[low, high]`` for a play, ``None`` for a pass.
    tile: Pair | None = None
    #: ``None`` for the opening tile and for passes.
    end: End | None = None


class RecordResult(msgspec.Struct, frozen=True):
    kind: ResultKind
    team: Team
    points: Annotated[int, msgspec.Meta(ge=0)]
    #: Pips left in each team's hands when the round ended.
    team_pips: tuple[int, int] = (0, 0)
    dead_heat: bool = False
    last_player: Seat = 0


class RecordRound(msgspec.Struct, frozen=True):
    opener: Seat
    #: The four hands as dealt, by seat, each ``[low, high]`` lowest first.
    hands: tuple[tuple[Pair, ...], ...]
    moves: tuple[RecordMove, ...]
    result: RecordResult
    #: Both teams' totals after this round.
    scores: tuple[int, int]


class GameRecord(msgspec.Struct, frozen=True):
    format: int
    id: GameId
    players: tuple[str, str, str, str]
    target: int
    rounds: tuple[RecordRound, ...]
    scores: tuple[int, int]
    winner: Team
    table_name: str = ""
    #: UTC, ISO 8601 (``2026-12-01T17:40:00Z``); ``None`` when not known.
    started: str | None = None
    finished: str | None = None

    def team_names(self, team: int) -> tuple[str, str]:
        """Partners sit across: team 0 is seats 0 and 2, team 1 seats 1 and 3."""
        return (self.players[team], self.players[team + 2])


# -- building --------------------------------------------------------------------------------

_RoundIn = tuple[Sequence[Sequence[tuple[int, int]]], int, Sequence[Last], Result | None]


def _stamp(wall: float | None) -> str | None:
    if wall is None:
        return None
    return dt.datetime.fromtimestamp(wall, dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def game_id(rounds: Iterable[RecordRound]) -> str:
    """Derived from the deals and moves, so the journal's export and the record every seat
    received at game over name the same game alike, and no id needs keeping anywhere."""
    digest = hashlib.sha256()
    for r in rounds:
        digest.update(msgspec.json.encode((r.opener, r.hands, r.moves)))
    return digest.hexdigest()[:20]


def _build(
    names: Sequence[str],
    target: int,
    rounds_in: Iterable[_RoundIn],
    *,
    table_name: str = "",
    started: float | None = None,
    finished: float | None = None,
) -> GameRecord:
    if len(names) != 4:
        raise RecordError("a finished game has four players")
    scores = [0, 0]
    rounds = []
    for hands, opener, events, result in rounds_in:
        if result is None:
            raise RecordError("a round of this game has not ended: it cannot be recorded yet")
        scores[result.winning_team] += result.points
        rounds.append(
            RecordRound(
                opener=opener,
                hands=tuple(tuple((a, b) for a, b in h) for h in hands),
                moves=tuple(RecordMove(e.seat, e.kind, e.tile, e.end) for e in events),
                result=RecordResult(
                    result.kind,
                    result.winning_team,
                    result.points,
                    result.team_pips,
                    result.dead_heat,
                    result.last_player,
                ),
                scores=(scores[0], scores[1]),
            )
        )
    if not rounds or max(scores) < target:
        raise RecordError("the game is not over: it cannot be recorded yet")
    return GameRecord(
        format=FORMAT,
        id=game_id(rounds),
        players=(names[0], names[1], names[2], names[3]),
        target=target,
        rounds=tuple(rounds),
        scores=(scores[0], scores[1]),
        winner=0 if scores[0] >= target else 1,
        table_name=table_name,
        started=_stamp(started),
        finished=_stamp(finished),
    )


def record_from_table(table: Table, finished: float | None = None) -> GameRecord:
    """The game the table just finished; raises :class:`RecordError` while it is going on,
    so a game in progress can never be sent or shown."""
    if table.phase != "over":
        raise RecordError("the game is not over: it cannot be recorded yet")
    return _build(
        table.names(),
        table.target,
        (
            (tuple(tuple(t.pair for t in h) for h in r.hands), r.opener, r.events, r.result)
            for r in table.records
        ),
        table_name=table.table_name,
        finished=finished,
    )


def record_from_journal(game: FinishedGame) -> GameRecord:
    """A finished game as the journal kept it."""
    return _build(
        game.names,
        game.target,
        ((r.hands, r.opener, r.moves, r.result) for r in game.rounds),
        table_name=game.table_name,
        started=game.started,
        finished=game.finished,
    )


# -- reading and writing ---------------------------------------------------------------------

_encoder = msgspec.json.Encoder()
_decoder = msgspec.json.Decoder(GameRecord)


def encode_record(record: GameRecord) -> bytes:
    return _encoder.encode(record)


def decode_record(data: bytes | str) -> GameRecord:
    """Reads and checks a record file; raises :class:`RecordError` saying what is wrong."""
    try:
        record = _decoder.decode(data)
    except msgspec.ValidationError as exc:
        raise RecordError(f"This is not a game record Dominos can read ({exc}).") from None
    except msgspec.DecodeError:
        raise RecordError("This file is not a game record: it is not JSON.") from None
    check_record(record)
    return record


def check_record(record: GameRecord) -> None:
    """Replays every round through the engine and checks each result and score against it."""
    if record.format != FORMAT:
        raise RecordError(
            f"This record has layout {record.format}; this version of Dominos reads {FORMAT}."
        )
    try:
        match = Match(record.target)
    except ValueError as exc:
        raise RecordError(f"The record's target is wrong: {exc}.") from None
    for n, rnd in enumerate(record.rounds, 1):
        try:
            _check_round(match, rnd)
        except (IllegalMove, ValueError) as exc:
            raise RecordError(
                f"Round {n} of this record does not follow the rules: {exc}"
            ) from None
    if match.winner != record.winner or match.scores != record.scores:
        raise RecordError("The record's final score does not follow from its rounds.")


def _check_round(match: Match, rnd: RecordRound) -> None:
    if match.winner is not None:
        raise ValueError("the game was already won")
    hands = [[Tile(a, b) for a, b in h] for h in rnd.hands]
    r = match.start_round(hands=hands)
    if r.opener != rnd.opener:
        raise ValueError(f"seat {r.opener} opens it, not seat {rnd.opener}")
    for mv in rnd.moves:
        if mv.seat != r.turn:
            raise ValueError(f"seat {mv.seat} moves when seat {r.turn} is to act")
        if (mv.tile is None) != (mv.kind in ("pass", "auto_pass")):
            raise ValueError(f"a {mv.kind} with tile {mv.tile}")
        if mv.tile is None:
            r.pass_turn()
        else:
            r.play(Tile(*mv.tile), mv.end)
    if not r.is_over:
        raise ValueError("its moves stop before it ends")
    res = match.end_round()
    got = (res.kind, res.winning_team, res.points)
    said = (rnd.result.kind, rnd.result.team, rnd.result.points)
    if got != said:
        raise ValueError(f"it ends {got}, not {said}")
    if match.scores != rnd.scores:
        raise ValueError(f"the scores after it are {match.scores}, not {rnd.scores}")
