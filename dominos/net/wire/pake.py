"""The key exchange under the channel: SPAKE2 keyed by the invitation code, and the keys
and proofs both ends derive from the key it agrees.

Kept apart from the channel's bytes so that the whole key schedule (docs/protocol.md,
Handshake) reads in one place, and so that each call here touches nothing but its
arguments: an exchange is tens of milliseconds of pure Python, which a host and an app run
off their event loops.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B, SPAKEError

from dominos.net.wire.messages import PROTOCOL_VERSION
from dominos.terms import canonical_code

__all__ = [
    "CONFIRM_LEN",
    "PAKE_LEN",
    "Answer",
    "Keys",
    "exchange",
    "finish",
    "keys",
    "secret",
    "start",
]

#: SPAKE2's message: a side byte (``A`` for the player, ``B`` for the table) and a point.
PAKE_LEN: Final = 33
CONFIRM_LEN: Final = 32
_ID_PLAYER: Final = b"dominos player"
_ID_TABLE: Final = b"dominos table"
_KEY_INFO: Final = b"dominos v%d keys" % PROTOCOL_VERSION

#: What the table's share of the exchange gives: its message and the key, or why not.
Answer = tuple[bytes, bytes] | str


@dataclass(frozen=True, slots=True)
class Keys:
    """One end's half of the key schedule: the proof it sends, the proof it expects, and
    the keys that seal what it sends and open what it reads."""

    confirm_mine: bytes
    confirm_theirs: bytes
    seal: bytes
    open: bytes


def keys(key: bytes, *, table: bool) -> Keys:
    """What the agreed ``key`` gives the table's end (``table``) or the player's."""
    material = HKDF(algorithm=hashes.SHA256(), length=128, salt=None, info=_KEY_INFO).derive(key)
    table_confirm, player_confirm = material[:32], material[32:64]
    to_table, to_player = material[64:96], material[96:]
    if table:
        return Keys(table_confirm, player_confirm, to_player, to_table)
    return Keys(player_confirm, table_confirm, to_table, to_player)


def start(code: str, entropy: Callable[[int], bytes] = os.urandom) -> SPAKE2_A:
    """The player's share of the exchange, begun: its ``start()`` is the player's message."""
    return SPAKE2_A(secret(code), idA=_ID_PLAYER, idB=_ID_TABLE, entropy_f=entropy)


def finish(pake: SPAKE2_A, message: bytes) -> bytes | str:
    """The player's share ended with the table's ``message``: the key, or why not."""
    try:
        key: bytes = pake.finish(message)
    except (SPAKEError, ValueError, AssertionError) as exc:
        return f"the table's handshake is malformed ({type(exc).__name__})"
    return key


def exchange(secret: bytes, offer: bytes, entropy: Callable[[int], bytes]) -> Answer:
    """The table's whole share, answering the player's ``offer``."""
    pake = SPAKE2_B(secret, idA=_ID_PLAYER, idB=_ID_TABLE, entropy_f=entropy)
    message = pake.start()
    try:
        return message, pake.finish(offer)
    except (SPAKEError, ValueError, AssertionError) as exc:
        return f"the player's handshake is malformed ({type(exc).__name__})"


def secret(code: str) -> bytes:
    """The password both ends key the exchange with: the code read the one way every layer
    reads it, so ``abc-234`` typed by a friend and ``ABC234`` on the host's screen agree."""
    return canonical_code(code).encode("utf-8")
