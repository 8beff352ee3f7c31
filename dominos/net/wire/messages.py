"""Protocol v5: every message on the wire, as msgspec Structs tagged on ``"type"``.

The shapes are the documentation's (docs/protocol.md) and decoding is strict: a missing or
wrong-typed field, or an unknown ``type``, fails decoding instead of being coerced, so the
server never reasons about half-valid input. Fields a receiver does not know are ignored,
which is what lets a later minor revision add optional fields without a version bump.

>>> from dominos.net.wire.messages import encode, decode_client
>>> encode(Play(tile=(6, 4), end="left"))
b'{"type":"play","tile":[6,4],"end":"left"}'
>>> hello = decode_client(b'{"type":"hello","protocol":5,"name":"Ann"}')
>>> hello.protocol, hello.name, hello.resume
(5, 'Ann', None)
"""

from __future__ import annotations

from typing import Annotated, Final, Literal

import msgspec

from dominos.net.wire.address import DEFAULT_PORT
from dominos.table.record import GameRecord
from dominos.table.state import (
    MAX_MOVES,
    MAX_PAST,
    Last,
    RoundNumber,
    Score,
    Seal,
    SeatNumber,
    SeenRound,
    SentHand,
    State,
)
from dominos.terms import End, ErrorCode

__all__ = [
    "DEFAULT_PORT",
    "HEARTBEAT_SECONDS",
    "MAX_WATCHERS",
    "PROTOCOL_VERSION",
    "SILENCE_SECONDS",
    "ClientMessage",
    "Closing",
    "Error",
    "ErrorCode",
    "GameOver",
    "Hello",
    "Leave",
    "NewGame",
    "NextRound",
    "Pass",
    "Ping",
    "Play",
    "Pong",
    "ReplayRound",
    "ServerMessage",
    "Sit",
    "Start",
    "State",
    "Welcome",
    "decode_client",
    "decode_server",
    "encode",
    "encode_part",
]

#: The version this code speaks; a ``hello`` with another one gets ``protocol_mismatch``.
PROTOCOL_VERSION: Final = 5
#: At most this many connections watch one table (decisions.md 35).
MAX_WATCHERS: Final = 8
#: The heartbeat (docs/protocol.md): a client sends something, a ``ping`` if nothing else,
#: at least this often, and the host answers every ``ping``...
HEARTBEAT_SECONDS: Final = 1.0
#: ...and either side treats this long without a byte from the other as a dead link. Short
#: enough that the table plays for a silent seat within 12 s of its link dying (this, plus
#: the 5 s of a disconnected turn), long enough that a lossy Wi-Fi's retransmissions fit.
SILENCE_SECONDS: Final = 5.0

#: Sequence numbers let a client match a refusal or a pong to the command that caused it.
Seq = Annotated[int, msgspec.Meta(ge=0, le=2**53)]
Half = Annotated[int, msgspec.Meta(ge=0, le=6)]
#: Every number and list a client sends is bounded as it is decoded (docs/protocol.md,
#: "Limits"): a version is at most 2^53, like every integer a JSON peer can hold exactly.
Version = Annotated[int, msgspec.Meta(ge=0, le=2**53)]
#: Protocol versions are small; a hello naming a bigger one is still answered with
#: ``protocol_mismatch`` (see ``framing``).
ProtocolNumber = Annotated[int, msgspec.Meta(ge=0, le=255)]
#: Names are 1 to 20 characters once trimmed; tokens are 22.
Name = Annotated[str, msgspec.Meta(max_length=200)]
Token = Annotated[str, msgspec.Meta(max_length=64)]


# --- client to host -------------------------------------------------------------------


class Hello(msgspec.Struct, tag="hello", tag_field="type", omit_defaults=True):
    """First message inside the channel: take a seat (``name``) or reclaim one (``resume``).
    The code is not in it: the channel it travels in was keyed by the code already."""

    protocol: ProtocolNumber
    name: Name | None = None
    resume: Token | None = None
    #: Watch the table rather than sit at it (docs/protocol.md, Watching): with ``name``
    #: to come in, or with ``resume`` and a watcher's token to come back.
    watch: bool = False
    #: With ``resume``: the last ``version`` this app saw, and the ``round`` and ``moves`` it
    #: was shown then, so a host whose journal is behind can rebuild what it lost.
    seen: Version | None = None
    round: RoundNumber | None = None
    moves: Annotated[tuple[Last, ...], msgspec.Meta(max_length=MAX_MOVES)] = ()
    #: With ``seen``, what lets a host whose journal is rounds behind rebuild the game from
    #: all four apps (docs/protocol.md): the round's opener and the scores, this seat's own
    #: hand while the round is under way, and the finished rounds of the game it holds.
    opener: SeatNumber | None = None
    scores: tuple[Score, Score] | None = None
    hand: SentHand = ()
    past: Annotated[tuple[SeenRound, ...], msgspec.Meta(max_length=MAX_PAST)] = ()
    #: The ``seal`` of the state all of the above comes from: without it, or with one the
    #: host did not give for exactly these fields, the host believes none of them.
    seal: Seal | None = None


class Start(msgspec.Struct, tag="start", tag_field="type", omit_defaults=True):
    """The host seat starts the game once four are seated."""

    seq: Seq | None = None


class Play(msgspec.Struct, tag="play", tag_field="type", omit_defaults=True):
    """Lay ``tile`` at ``end``; ``end`` may be omitted when the placement is unambiguous."""

    tile: tuple[Half, Half]
    end: End | None = None
    seq: Seq | None = None


class Pass(msgspec.Struct, tag="pass", tag_field="type", omit_defaults=True):
    """Pass the turn; only allowed when nothing in hand fits."""

    seq: Seq | None = None


class NextRound(msgspec.Struct, tag="next_round", tag_field="type", omit_defaults=True):
    """The host seat cuts the break short."""

    seq: Seq | None = None


class NewGame(msgspec.Struct, tag="new_game", tag_field="type", omit_defaults=True):
    """The host seat starts a new game with the same four seats once one is over."""

    target: Annotated[int, msgspec.Meta(ge=0, le=10_000)]
    seq: Seq | None = None


class Leave(msgspec.Struct, tag="leave", tag_field="type", omit_defaults=True):
    """Give up the seat for good (in the lobby, later arrivals move up)."""

    seq: Seq | None = None


class ReplayRound(msgspec.Struct, tag="replay_round", tag_field="type", omit_defaults=True):
    """The host seat deals the round under way again as it was dealt, when the table could
    not get back the moves its journal lost (the state's ``recovery`` offers it)."""

    seq: Seq | None = None


class Sit(msgspec.Struct, tag="sit", tag_field="type", omit_defaults=True):
    """A watcher takes a free seat in the lobby, under the name it watched with."""

    seq: Seq | None = None


class Ping(msgspec.Struct, tag="ping", tag_field="type", omit_defaults=True):
    """Keeps an idle connection alive and measures the round trip."""

    seq: Seq | None = None


ClientMessage = Hello | Start | Play | Pass | NextRound | NewGame | Leave | Ping | ReplayRound | Sit
Command = Start | Play | Pass | NextRound | NewGame | Leave | Ping | ReplayRound | Sit


# --- host to client -------------------------------------------------------------------


class Welcome(msgspec.Struct, tag="welcome", tag_field="type"):
    """Reply to an accepted ``hello``; a ``state`` always follows."""

    #: The seat taken; -1 for a watcher, who has none.
    seat: int
    #: Secret that reclaims this seat (or this watcher's place) on a later connection; keep
    #: it for the whole game.
    token: str
    #: Whether this seat holds the host rights (start, next round, new game).
    host: bool
    protocol: int = PROTOCOL_VERSION
    #: This connection watches: it has no seat, and may send only ``ping``, ``sit`` and
    #: ``leave``.
    watching: bool = False


class Error(msgspec.Struct, tag="error", tag_field="type", omit_defaults=True):
    """A refusal, sent to the one connection that caused it."""

    code: ErrorCode
    #: A sentence fit to show a player as is.
    message: str
    #: The ``seq`` of the command refused, when it had one.
    seq: int | None = None
    #: With ``protocol_mismatch``: the version this host speaks.
    protocol: int | None = None
    #: With ``too_many_attempts`` and ``busy``: seconds before trying again is worth it.
    retry_after: Annotated[float, msgspec.Meta(ge=0)] | None = None


class Pong(msgspec.Struct, tag="pong", tag_field="type", omit_defaults=True):
    """Reply to ``ping``, echoing its ``seq``."""

    seq: int | None = None


class Closing(msgspec.Struct, tag="closing", tag_field="type"):
    """The host is about to close this connection on purpose; a client must not reconnect."""

    message: str
    #: ``shutdown``: the table is closing; ``replaced``: another connection reclaimed this
    #: seat; ``left``: the seat was given up with ``leave``. Always sent (version 2 left
    #: ``shutdown`` out, as the default).
    reason: Literal["shutdown", "replaced", "left"] = "shutdown"


class GameOver(msgspec.Struct, tag="record", tag_field="type"):
    """Sent to every seat once a game is over: the finished game's record
    (docs/record.md), for each app to keep in its history."""

    game: GameRecord


ServerMessage = Welcome | State | Error | Pong | Closing | GameOver

_encoder: Final = msgspec.json.Encoder()
_client_decoder: Final = msgspec.json.Decoder(ClientMessage)
_server_decoder: Final = msgspec.json.Decoder(ServerMessage)


def encode(message: ClientMessage | ServerMessage) -> bytes:
    """One message as compact JSON, without the trailing newline."""
    return _encoder.encode(message)


def encode_part(part: msgspec.Struct) -> bytes:
    """A part of a message alone, to weigh it before it is sent."""
    return _encoder.encode(part)


def decode_client(data: bytes | bytearray) -> ClientMessage:
    """Strictly decodes a message a client sent; raises ``msgspec.DecodeError``."""
    return _client_decoder.decode(data)


def decode_server(data: bytes | bytearray) -> ServerMessage:
    """Strictly decodes a message a host sent; raises ``msgspec.DecodeError``."""
    return _server_decoder.decode(data)
