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
from collections.abc import Sequence
from typing import Final

import msgspec
from cryptography.hazmat.primitives import hashes, hmac

from dominos.net.wire.messages import Hello
from dominos.table import Table
from dominos.table.state import SEAL_BYTES, Last, SeenRound, State, WireTile

__all__ = ["Seals"]

#: What each kind of seal is over, so that one kind can never pass for the other.
_TOLD: Final = b"dominos seal 3: told\x00"
_ROUND: Final = b"dominos seal 3: round\x00"

_encode: Final = msgspec.json.Encoder().encode


def _tile(tile: Sequence[int]) -> tuple[int, ...]:
    return tuple(sorted(tile))


class Seals:
    """Seals what ``key``'s table tells each seat, and checks what an app says it was told."""

    __slots__ = ("_keyed", "_version")

    def __init__(self, key: bytes) -> None:
        #: HMAC-SHA-256 keyed once, copied for each seal (keying it is most of the cost).
        self._keyed = hmac.HMAC(key, hashes.SHA256())
        #: What the four seals of one change share, worked out once per version: the
        #: version, the round's moves encoded, and the seal of the round that just ended.
        self._version: tuple[int, hmac.HMAC | None, bytes | None] = (-1, None, None)

    def _mac(self, *parts: bytes) -> bytes:
        mac = self._keyed.copy()
        for part in parts:
            mac.update(part)
        return mac.finalize()[:SEAL_BYTES]

    # -- what the host sends -----------------------------------------------------------

    def told(
        self,
        seat: int,
        seen: int,
        round_number: int,
        opener: int | None,
        scores: Sequence[int] | None,
        moves: Sequence[Last] | hmac.HMAC,
        hand: Sequence[WireTile],
    ) -> bytes:
        """The seal on what a returning hello says of one state; ``moves`` may be given as
        :meth:`_over_moves` of them, worked out once for the four seats of a change."""
        mac = (self._over_moves(moves) if not isinstance(moves, hmac.HMAC) else moves).copy()
        mac.update(_encode((seat, seen, round_number, opener, scores, hand)))
        return mac.finalize()[:SEAL_BYTES]

    def _over_moves(self, moves: Sequence[Last]) -> hmac.HMAC:
        """The keyed HMAC fed with what starts every state's seal: its tag and the round's
        moves (the longest part, the same for the four seats of one change)."""
        mac = self._keyed.copy()
        mac.update(_TOLD)
        mac.update(_encode(moves))
        return mac

    def finished(self, seen: SeenRound) -> bytes:
        """The seal on a finished round as apps keep it, whatever order its tiles are in."""
        hands = tuple(tuple(sorted(_tile(t) for t in hand)) for hand in seen.hands)
        moves = tuple(
            (m.kind, m.seat, None if m.tile is None else _tile(m.tile), m.end) for m in seen.moves
        )
        return self._mac(_ROUND, _encode((seen.round, seen.opener, hands, moves)))

    def stamp(self, table: Table, state: State) -> tuple[bytes, bytes | None]:
        """The ``seal`` and ``round_seal`` of ``state``, just built from ``table``."""
        if state.phase == "lobby":
            return self.told(state.you, state.version, 0, None, None, (), ()), None
        version, moves, round_seal = self._version
        if version != table.version or moves is None:
            records = table.records
            record = records[-1] if records else None
            moves = self._over_moves(record.events if record is not None else ())
            round_seal = None
            if record is not None and record.result is not None:
                ended = SeenRound(
                    round=len(records),
                    opener=record.opener,
                    hands=tuple(tuple(t.pair for t in h) for h in record.hands),
                    moves=tuple(record.events),
                )
                round_seal = self.finished(ended)
            self._version = (table.version, moves, round_seal)
        hand = state.hand if state.phase == "round" else ()
        seal = self.told(
            state.you, state.version, state.round, state.opener, state.scores, moves, hand
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
