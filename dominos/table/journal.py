"""A table written down as plain data, and rebuilt from it after a crash.

Rather than saving the engine's objects, the table saves what happened: the seats, each
round's deal and every play and pass. Restoring replays those through the engine, so the
rebuilt table obeys the rules by construction and a damaged record is caught by the same
checks that guard live play. Clocks are saved as the time they had left, because a host's
monotonic clock means nothing after a restart.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import msgspec

from dominos.engine import Tile
from dominos.table.checks import kind_fits
from dominos.table.errors import TableError
from dominos.table.game import Game, TableView
from dominos.table.seats import SEATS, Player, clean_name
from dominos.table.state import Last, Phase, WireTile

__all__ = ["FORMAT", "SavedRound", "SavedTable", "export_table", "play_on", "restore_table"]

T = TypeVar("T")

#: Bumped whenever the layout below changes in a way older tables cannot be read with.
FORMAT = 1


class SavedSeat(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    token: str
    connected: bool


class SavedRound(msgspec.Struct, forbid_unknown_fields=True):
    #: The four hands as dealt, lowest tile first.
    hands: tuple[tuple[WireTile, ...], ...]
    opener: int
    events: list[Last]


class SavedTable(msgspec.Struct, forbid_unknown_fields=True):
    format: int
    code: str
    target: int
    time_scale: float
    table_name: str
    phase: Phase
    version: int
    seats: list[SavedSeat]
    #: Rounds of the current game, oldest first; empty in the lobby.
    rounds: list[SavedRound]
    turn_left: float | None = None
    break_left: float | None = None
    #: The host's sealing key, in hexadecimal (``Table.seal_key``); a table saved before
    #: there was one gets a new one.
    seal_key: str = ""


def export_table(t: TableView, now: float | None = None) -> dict[str, Any]:
    """``now`` turns deadlines into time left; it defaults to the table's last change."""
    if now is None:
        now = t.changed_at
    deadline = t.next_deadline()
    left = None if deadline is None else max(0.0, deadline - now)
    saved = SavedTable(
        format=FORMAT,
        code=t.code,
        target=t.target,
        time_scale=t.time_scale,
        table_name=t.table_name,
        phase=t.phase,
        version=t.version,
        seats=[SavedSeat(p.name, p.token, p.connected) for p in t.players],
        rounds=[
            SavedRound(
                hands=tuple(tuple(tile.pair for tile in h) for h in r.hands),
                opener=r.opener,
                events=list(r.events),
            )
            for r in t.records
        ],
        turn_left=left if t.phase == "round" else None,
        break_left=left if t.phase == "break" else None,
        seal_key=t.seal_key.hex(),
    )
    result: dict[str, Any] = msgspec.to_builtins(saved)
    return result


#: Builds the table from what was saved, its checked seats and its replayed game.
Builder = Callable[[SavedTable, list[Player], Game | None], T]


def restore_table(data: object, build: Builder[T]) -> T:
    """Checks ``data`` and replays its rounds through the rules, then has ``build`` make the
    table; raises ``ValueError`` naming the problem when ``data`` is not a table this code
    wrote, or when ``build`` refuses it."""
    try:
        saved = msgspec.convert(data, SavedTable)
        if saved.format != FORMAT:
            raise ValueError(f"format {saved.format}, this version reads format {FORMAT}")
        return build(saved, _players(saved), _game(saved))
    except (msgspec.ValidationError, ValueError, TableError, IndexError) as e:
        raise ValueError(f"the saved table cannot be restored: {e}") from None


def _players(saved: SavedTable) -> list[Player]:
    if len(saved.seats) > SEATS:
        raise ValueError(f"{len(saved.seats)} seats")
    players = [Player(clean_name(s.name), s.token, s.connected) for s in saved.seats]
    if len({p.name.casefold() for p in players}) != len(players):
        raise ValueError("two seats share a name")
    if len({p.token for p in players}) != len(players) or not all(p.token for p in players):
        raise ValueError("seat tokens are missing or shared")
    return players


def _game(saved: SavedTable) -> Game | None:
    if not saved.rounds:
        return None
    if len(saved.seats) != SEATS:
        raise ValueError("a game in progress needs four seats")
    game = Game(saved.target)
    for i, r in enumerate(saved.rounds):
        if game.round is not None and not game.round.is_over:
            raise ValueError(f"round {i} starts before the previous one ended")
        rnd = game.start_round([[Tile(*pair) for pair in h] for h in r.hands])
        if rnd.opener != r.opener:
            raise ValueError(f"round {i + 1} was opened by seat {r.opener}, not {rnd.opener}")
        for event in r.events:
            if event.seat != rnd.turn:
                raise ValueError(f"round {i + 1}: seat {event.seat} acts out of turn")
            game.replay(event)
    return game


def play_on(game: Game, rounds: Sequence[SavedRound]) -> None:
    """Plays ``rounds`` on from where ``game`` stands, each move by the rules: what the
    players' apps proved the journal lost (a host back from a journal rounds behind).

    The first may be the round under way, dealt as it was dealt, its moves starting with
    the game's own; each later one starts with the deal it gives. Raises ``ValueError``
    saying why when they do not continue this game; the moves before a bad one stay.
    """
    for saved in rounds:
        hands = [[Tile(*pair) for pair in hand] for hand in saved.hands]
        rnd = game.round
        if rnd is None or rnd.is_over:
            try:
                rnd = game.start_round(hands)
            except ValueError as exc:
                raise ValueError(f"round {game.round_number + 1}: {exc}") from None
        elif [set(h) for h in rnd.hands_at_start] != [set(h) for h in hands]:
            raise ValueError(f"round {game.round_number} was dealt otherwise")
        if rnd.opener != saved.opener:
            raise ValueError(f"round {game.round_number} is opened by seat {rnd.opener}")
        known = game.records[-1].events
        if list(saved.events[: len(known)]) != known:
            raise ValueError(f"round {game.round_number} had other moves")
        for event in saved.events[len(known) :]:
            if event.seat != rnd.turn:
                raise ValueError(f"round {game.round_number}: seat {event.seat} out of turn")
            if not kind_fits(event):
                raise ValueError(f"round {game.round_number}: a {event.kind} and its tile")
            try:
                game.replay(event)
            except TableError as exc:
                raise ValueError(f"round {game.round_number}: {exc.message}") from None
