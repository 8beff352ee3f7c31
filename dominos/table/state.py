"""The snapshot each seat receives after every change at the table.

A snapshot is complete on its own: a client that reconnects, or that missed a message,
needs nothing but the latest one. It carries only what its seat may know (decisions.md 25):
its own hand, and the other hands only once the round is over (``result.hands``).

These structs are also the wire format of the ``state`` message (docs/protocol.md), so the
table builds exactly what is sent and nothing is converted on the hot path.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Final, Literal

import msgspec

from dominos.terms import End, ResultKind

Phase = Literal["lobby", "round", "break", "over"]
#: A tile on the wire: ``[low, high]`` in a hand, ``[outer_left, outer_right]`` on the line.
WireTile = tuple[int, int]
#: The ``you`` of a watcher's snapshot: no seat, so no hand (docs/protocol.md, Watching).
NO_SEAT: Final = -1

# What an app may send back of what it saw (a returning hello) is bounded here, field by
# field, so a number out of range is refused as the line is decoded and never reaches the
# table or its journal (docs/protocol.md, "Limits"). Decoding alone checks them.
#: The most rounds one game can be given a number for, and a round's plays and passes (28
#: plays, at most three passes between two of them).
MAX_ROUND: Final = 10_000
MAX_MOVES: Final = 128
#: The highest score a hello may tell: a game ends at its target, 500 at most.
MAX_SCORE: Final = 10_000
#: The most finished rounds one hello may carry (about 30 fit in its 48,000 bytes).
MAX_PAST: Final = 256
#: The longest seal a host gives (``dominos.net.host.vouching``).
SEAL_BYTES: Final = 16

Pip = Annotated[int, msgspec.Meta(ge=0, le=6)]
SeatNumber = Annotated[int, msgspec.Meta(ge=0, le=3)]
RoundNumber = Annotated[int, msgspec.Meta(ge=0, le=MAX_ROUND)]
Score = Annotated[int, msgspec.Meta(ge=0, le=MAX_SCORE)]
#: A tile an app sends: two numbers of 0 to 6.
SentTile = tuple[Pip, Pip]
SentHand = Annotated[tuple[SentTile, ...], msgspec.Meta(max_length=7)]
Seal = Annotated[bytes, msgspec.Meta(max_length=SEAL_BYTES)]


class SeatInfo(msgspec.Struct, frozen=True, gc=False):
    """What everyone may know about one seat."""

    name: str
    connected: bool
    hand_size: int
    #: Numbers this player passed on this round, in the order first passed (decisions.md 12).
    passed_on: tuple[int, ...] = ()


class Last(msgspec.Struct, frozen=True, gc=False):
    """What just happened, so screens can announce and animate it."""

    kind: Literal["play", "pass", "auto_play", "auto_pass"]
    seat: SeatNumber
    tile: SentTile | None = None
    #: ``None`` for the opening tile and for passes.
    end: End | None = None


class Result(msgspec.Struct, frozen=True, gc=False):
    """How a round ended; present from the end of a round until the next one starts, and
    through game over, so the last round of a game can be shown too."""

    kind: ResultKind
    winning_team: int
    points: int
    team_pips: tuple[int, int]
    dead_heat: bool
    last_player: int
    #: All four hands, revealed to everyone once the round is over.
    hands: tuple[tuple[WireTile, ...], ...]


class RoundSummary(msgspec.Struct, frozen=True, gc=False):
    """One line of the game's round-by-round table."""

    round: int
    kind: ResultKind
    winning_team: int
    points: int
    dead_heat: bool
    #: Both teams' totals after this round.
    scores: tuple[int, int]


class SeenRound(msgspec.Struct, frozen=True):
    """A finished round of the current game as an app saw it: every hand is revealed at the
    end of a round, so the deal (those hands plus each seat's plays) and every move are
    known to all four apps alike, and a host that lost the round can replay it by the rules.
    """

    round: Annotated[int, msgspec.Meta(ge=1, le=MAX_ROUND)]
    opener: SeatNumber
    #: The four hands as dealt, in seat order.
    hands: Annotated[tuple[SentHand, ...], msgspec.Meta(max_length=4)]
    moves: Annotated[tuple[Last, ...], msgspec.Meta(max_length=MAX_MOVES)]
    #: The host's seal on this round (the ``round_seal`` of the state that ended it), which
    #: proves the table told it so (``dominos.net.host.vouching``).
    seal: Seal | None = None


#: Why a host could not rebuild what its journal lost from the players' apps: a seat did
#: not come back in time (``away``), more than one came back knowing nothing of the game
#: (``unseen``: restarted since, or still in the lobby when it started), the apps told
#: different stories, what they told together is no deal and game the rules allow, or the
#: journal is further behind than the finished rounds the apps still send (``too_far``:
#: they agree, but the oldest lost ones no longer fit in a returning hello).
RebuildFailure = Literal["away", "unseen", "disagree", "invalid", "too_far"]


class Recovery(msgspec.Struct, frozen=True, omit_defaults=True):
    """Where a host back from a journal rounds behind its players stands (docs/protocol.md,
    the version rule): ``waiting`` for every app to say what it saw, ``failed`` to rebuild
    from them (``reason``; the seat holding the host's rights may then replay the journal's
    round from its deal), or ``replayed``, that round dealt again as it was."""

    status: Literal["waiting", "failed", "replayed"]
    reason: RebuildFailure | None = None
    #: ``waiting``: the seats not back yet; ``failed`` with ``away``: those who never came,
    #: with ``unseen``: those back knowing nothing of the game.
    seats: tuple[int, ...] = ()
    #: ``failed``: whether the journal holds a round under way that can be replayed.
    can_replay: bool = False


class State(msgspec.Struct, frozen=True, gc=False, tag="state", tag_field="type"):
    """A full snapshot of the table as one seat may see it."""

    phase: Phase
    #: This connection's seat; :data:`NO_SEAT` for a watcher, who sees what the whole table
    #: may know and no hand (decisions.md 25).
    you: int
    host_seat: int
    seats: tuple[SeatInfo, ...]
    target: int
    scores: tuple[int, int]
    version: int
    table_name: str = ""
    code: str = ""
    round: int = 0
    opener: int | None = None
    turn: int | None = None
    turn_ms_left: int | None = None
    hand: tuple[WireTile, ...] = ()
    line: tuple[WireTile, ...] = ()
    #: Index in ``line`` of the opening tile, so every screen keeps it in the same place.
    opening_index: int = 0
    ends: WireTile | None = None
    last: Last | None = None
    #: Every play and pass of the current (or last) round so far, in order: what everyone
    #: saw happen. Complete in the first state a connection receives in each round;
    #: otherwise left out, and the app appends ``last`` (see :func:`filled`).
    moves: tuple[Last, ...] = ()
    #: How many plays and passes the round has had, so an app knows whether ``moves`` is
    #: complete or ``last`` is the one move to add.
    move_count: int = 0
    break_ms_left: int | None = None
    result: Result | None = None
    winner: int | None = None
    #: The game's finished rounds, from the ``rounds_from``-th on: whole (from 0) in the
    #: first state a connection receives in each round; mid-round left out; in the states
    #: that end a round, to a connection that held the round, only the round just ended
    #: (see :func:`filled`).
    rounds: tuple[RoundSummary, ...] = ()
    #: How many finished rounds come before the first of ``rounds``.
    rounds_from: int = 0
    #: The host's last write to its journal failed: if it stopped now, recent moves would be
    #: lost. Every screen says so until a write succeeds again.
    unsaved: bool = False
    #: The host restarted from a journal that was behind and could not rebuild the moves
    #: it lost from the players' apps: this round went back to an earlier point.
    rewound: bool = False
    #: Set while a host back from a journal rounds behind gets the game back from the apps,
    #: and through the round after it could not (see :class:`Recovery`).
    recovery: Recovery | None = None
    #: The host's seal on what this state tells this seat (its version, round, opener,
    #: scores, the round's moves and its hand), to send back when it returns: the proof that
    #: the table told it so (docs/protocol.md, the version rule). Opaque to the app.
    seal: bytes | None = None
    #: In the break and at game over: the host's seal on the round that just ended, kept
    #: with it (``SeenRound.seal``).
    round_seal: bytes | None = None
    #: The names of those watching the table, in arrival order (at most 8): what every
    #: player and watcher is shown of them.
    watchers: tuple[str, ...] = ()


def filled(previous: State | None, state: State) -> State:
    """``state`` with what the host left out because the app holds it already, taken from
    the ``previous`` state the app holds: the round's moves and the game's finished rounds.

    The host sends a connection the round's moves once, then only the newest in ``last``,
    through the round's end; and the finished rounds, which cannot change before the round
    ends, once per round, and as it ends only the one that just ended (docs/protocol.md,
    ``moves`` and ``rounds``): sent whole, late in a long game they were most of every state,
    encoded and decoded four times per move, and most of the move that ends a round. A gap
    (a state the app never got) leaves the moves empty and the rounds short, unknown rather
    than wrong, until the host sends them whole again: in the first state of the next round
    or of a new connection.
    """
    if previous is None or previous.round != state.round:
        return state
    moves = state.moves
    if not moves and state.move_count:
        known = previous.moves
        if len(known) == previous.move_count:
            if state.move_count == len(known):
                moves = known
            elif state.move_count == len(known) + 1 and state.last is not None:
                moves = (*known, state.last)
    rounds = state.rounds
    start = state.rounds_from
    if start:
        if len(previous.rounds) >= start:
            rounds = (*previous.rounds[:start], *rounds)
    elif not rounds and state.phase == "round" and previous.phase == "round":
        rounds = previous.rounds
    if moves is state.moves and rounds is state.rounds:
        return state
    return msgspec.structs.replace(state, moves=moves, rounds=rounds)


def seen_round(state: State) -> SeenRound | None:
    """The round ``state`` closes, as every app may keep it: the hands revealed at its end
    plus each seat's plays give the deal. ``None`` until the round is over and its moves
    are whole in hand."""
    res = state.result
    if res is None or state.phase not in ("break", "over") or state.opener is None:
        return None
    if len(state.moves) != state.move_count or len(res.hands) != len(state.seats):
        return None
    return SeenRound(
        round=state.round,
        opener=state.opener,
        hands=as_dealt(res.hands, state.moves),
        moves=state.moves,
        seal=state.round_seal,
    )


def as_dealt(
    held: Sequence[Sequence[WireTile]], moves: Sequence[Last]
) -> tuple[tuple[WireTile, ...], ...]:
    """The hands as they were dealt: what each seat holds now plus every tile it laid."""
    hands = [list(h) for h in held]
    for move in moves:
        if move.tile is not None and 0 <= move.seat < len(hands):
            hands[move.seat].append(move.tile)
    return tuple(tuple(sorted(h)) for h in hands)
