"""What the table told each app, sealed so that the app can prove it on its return, and
nothing else (docs/protocol.md, the version rule; decisions.md 27).

A host restarted from a journal behind what its players saw gets the lost moves back from
their apps. An app is a program its player controls, so what it says cannot be believed on
its word: a seated player with a modified app could otherwise claim another seat's move, a
round nobody reached, or a version that turns the journal off. So every ``state`` the host
sends carries a ``seal``, an HMAC with a key only the host holds (kept with its journal, so
a restarted host still has it), over exactly what a returning ``hello`` will say of that
state: the seat, the version, the round, its opener, the scores, the round's moves and the
seat's own hand. A state that ends a round also carries a ``round_seal`` over that round as
every app keeps it (its deal and moves). The app keeps both, opaque, and sends them back.

The host then believes a returning app exactly as far as its seals go: a claim whose seal
is not the one the host computes for those very fields (forged, altered, another seat's,
or from before the key) is dropped whole, and a finished round without its own seal is
dropped from the claim. A proven ``seen`` above the table's version is itself the proof
that this host lost what it had sent: nothing else starts a rebuild.

Only the host computes seals; to an app they are bytes to keep. So what they cover can
change with the host alone, and a client written from the documentation never computes one.
"""

from __future__ import annotations

import hmac as constant_time
from collections.abc import Iterable, Sequence
from typing import Final

import msgspec
from cryptography.hazmat.primitives import hashes, hmac

from dominos.net.wire.messages import Hello
from dominos.table import Table
from dominos.table.game import RoundRecord
from dominos.table.state import SEAL_BYTES, Last, SeenRound, State, WireTile

__all__ = ["Seals"]

#: What each kind of seal is over, so that one kind can never pass for the other. The
#: number changes whenever what a seal covers or how it is laid out does.
_TOLD: Final = b"dominos seal 4: told\x00"
_ROUND: Final = b"dominos seal 4: round\x00"

_encode: Final = msgspec.json.Encoder().encode


def _tile(tile: Sequence[int]) -> tuple[int, ...]:
    return tuple(sorted(tile))


def _move(move: Last) -> bytes:
    """One move as a round seal reads it, whichever way round its tile was written."""
    return _encode(
        (move.kind, move.seat, None if move.tile is None else _tile(move.tile), move.end)
    )


def _deal(round_number: int, opener: int, hands: Iterable[Iterable[Sequence[int]]]) -> bytes:
    """A round's number, opener and hands as a round seal reads them, in any tile order."""
    dealt = tuple(tuple(sorted(_tile(t) for t in hand)) for hand in hands)
    return _encode((round_number, opener, dealt))


class _Feed:
    """The two running HMACs of the round under way, fed one move at a time.

    A seal is over a round's moves, and a round's moves only grow: fed as they come, the
    seals of a change cost the same at its fortieth move as at its first, where working
    them out whole from the round's moves was a tenth of the move that ends a round. Each
    move is one JSON value, and the tail that closes a seal says how many came before it,
    so the bytes a seal is over read back one way only.
    """

    __slots__ = ("events", "fed", "last", "round", "told")

    def __init__(self, keyed: hmac.HMAC, record: RoundRecord | None, round_number: int) -> None:
        self.told = keyed.copy()
        self.told.update(_TOLD)
        #: The round seal's HMAC: ``None`` before a game has a round.
        self.round: hmac.HMAC | None = None
        if record is not None:
            self.round = keyed.copy()
            self.round.update(_ROUND)
            hands = ((t.pair for t in hand) for hand in record.hands)
            self.round.update(_deal(round_number, record.opener, hands))
        #: The list of moves fed from, how many of them, and the last one fed: a round dealt
        #: again or a table restored starts a new feed rather than feeding a new story on.
        self.events: Sequence[Last] = record.events if record is not None else ()
        self.fed = 0
        self.last: Last | None = None

    def follows(self, record: RoundRecord | None) -> bool:
        """Whether ``record``'s moves go on from the ones fed so far."""
        events = record.events if record is not None else ()
        fed = self.fed
        return (
            events is self.events
            and len(events) >= fed
            and (fed == 0 or events[fed - 1] is self.last)
        )

    def catch_up(self) -> None:
        events = self.events
        for move in events[self.fed :]:
            self.told.update(_encode(move))
            if self.round is not None:
                self.round.update(_move(move))
            self.last = move
        self.fed = len(events)


class Seals:
    """Seals what ``key``'s table tells each seat, and checks what an app says it was told."""

    __slots__ = ("_feed", "_keyed", "_version")

    def __init__(self, key: bytes) -> None:
        #: HMAC-SHA-256 keyed once, copied for each seal (keying it is most of the cost).
        self._keyed = hmac.HMAC(key, hashes.SHA256())
        #: The round under way's running seals (:class:`_Feed`).
        self._feed: _Feed | None = None
        #: The table version the feed was caught up to, and the seal of the round that
        #: version ended (``None`` during a round).
        self._version: tuple[int, bytes | None] = (-1, None)

    # -- what the host sends -----------------------------------------------------------

    def told(
        self,
        seat: int,
        seen: int,
        round_number: int,
        opener: int | None,
        scores: Sequence[int] | None,
        moves: Sequence[Last],
        hand: Sequence[WireTile],
    ) -> bytes:
        """The seal on what a returning hello says of one state."""
        mac = self._keyed.copy()
        mac.update(_TOLD)
        for move in moves:
            mac.update(_encode(move))
        return _close(mac, len(moves), seat, seen, round_number, opener, scores, hand)

    def finished(self, seen: SeenRound) -> bytes:
        """The seal on a finished round as apps keep it, whatever order its tiles are in."""
        mac = self._keyed.copy()
        mac.update(_ROUND)
        mac.update(_deal(seen.round, seen.opener, seen.hands))
        for move in seen.moves:
            mac.update(_move(move))
        mac.update(_encode(len(seen.moves)))
        return mac.finalize()[:SEAL_BYTES]

    def stamp(self, table: Table, state: State) -> tuple[bytes, bytes | None]:
        """The ``seal`` and ``round_seal`` of ``state``, just built from ``table``."""
        if state.phase == "lobby":
            return self.told(state.you, state.version, 0, None, None, (), ()), None
        feed = self._feed
        version, round_seal = self._version
        if version != table.version or feed is None:
            records = table.records
            record = records[-1] if records else None
            if feed is None or not feed.follows(record):
                feed = self._feed = _Feed(self._keyed, record, len(records))
            feed.catch_up()
            round_seal = None
            if record is not None and record.result is not None and feed.round is not None:
                ended = feed.round.copy()
                ended.update(_encode(feed.fed))
                round_seal = ended.finalize()[:SEAL_BYTES]
            self._version = (table.version, round_seal)
        hand = state.hand if state.phase == "round" else ()
        seal = _close(
            feed.told.copy(),
            feed.fed,
            state.you,
            state.version,
            state.round,
            state.opener,
            state.scores,
            hand,
        )
        return seal, (None if state.phase == "round" else round_seal)

    # -- what an app says it was told --------------------------------------------------

    def proves(self, seat: int, hello: Hello) -> bool:
        """Whether ``hello``'s claim (its ``seen`` and all that goes with it) is what this
        host told ``seat``."""
        if hello.seen is None or hello.round is None or hello.seal is None:
            return False
        expected = self.told(
            seat, hello.seen, hello.round, hello.opener, hello.scores, hello.moves, hello.hand
        )
        return constant_time.compare_digest(expected, hello.seal)

    def proven_past(self, past: Sequence[SeenRound]) -> tuple[SeenRound, ...]:
        """The finished rounds among ``past`` that carry their own seal."""
        return tuple(
            p
            for p in past
            if p.seal is not None and constant_time.compare_digest(self.finished(p), p.seal)
        )

    def vouched(self, seat: int, hello: Hello) -> tuple[Hello, str | None]:
        """``hello`` with only what its seals prove, and what was dropped (for the log):
        everything it said it saw when its own seal fails, and each finished round whose
        seal fails."""
        if hello.seen is None and hello.seal is None and not hello.past and not hello.moves:
            return hello, None
        if not self.proves(seat, hello):
            said = f"version {hello.seen}, round {hello.round}"
            return Hello(protocol=hello.protocol, resume=hello.resume), said
        past = self.proven_past(hello.past)
        if len(past) == len(hello.past):
            return hello, None
        dropped = len(hello.past) - len(past)
        return msgspec.structs.replace(hello, past=past), f"{dropped} finished rounds"


def _close(
    mac: hmac.HMAC,
    count: int,
    seat: int,
    seen: int,
    round_number: int,
    opener: int | None,
    scores: Sequence[int] | None,
    hand: Sequence[WireTile],
) -> bytes:
    """Ends a told seal fed with ``count`` moves: the rest of what the state says."""
    mac.update(_encode((count, seat, seen, round_number, opener, scores, hand)))
    return mac.finalize()[:SEAL_BYTES]
