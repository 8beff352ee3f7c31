"""The secure channel under the messages: a handshake keyed by the invitation code, then
sealed frames (sans-IO, like ``framing``).

Anyone on the same network can capture a table's traffic, so nothing readable crosses it:
not the code, not a seat's token, not a hand. The code is a short password, so it is never
sent, not even hashed: both ends run SPAKE2 with it (the ``spake2`` package), which gives
each side one guess per handshake and nothing an eavesdropper can test codes against
offline. Each side then proves it holds the same key before anything else moves, which is
how a wrong code is told apart from a broken link. Frames are sealed with ChaCha20-Poly1305
(``cryptography``) under one key per direction, with the frame's number as the nonce: a
frame altered, dropped, replayed or moved fails to open and the connection ends.

What is sealed is the stream of JSON lines that ``framing`` reads, so the messages above
are the same on both sides of this layer. docs/protocol.md gives every byte. This module is
the two ends' steps through the handshake and what they report; the exchange and its key
schedule are ``pake``'s, the frames' layout ``sealing``'s.

>>> player, table = PlayerChannel("ABC234"), TableChannel("ABC234")
>>> table.receive_data(player.data_to_send())
>>> table.next_event()
Offered()
>>> table.accept()
>>> player.receive_data(table.data_to_send())
>>> player.next_event()
Established()
>>> player.send(b'{"type":"ping"}\\n')
>>> table.receive_data(player.data_to_send())
>>> table.next_event(), table.next_event()
(Established(), b'{"type":"ping"}\\n')
"""

from __future__ import annotations

import enum
import functools
import hmac
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

import msgspec

from dominos.net.wire import pake
from dominos.net.wire.events import CLOSED as CLOSED
from dominos.net.wire.events import NEED_DATA as NEED_DATA
from dominos.net.wire.events import Sentinel
from dominos.net.wire.messages import PROTOCOL_VERSION
from dominos.net.wire.pake import CONFIRM_LEN, PAKE_LEN
from dominos.net.wire.pake import Answer as Answer
from dominos.net.wire.sealing import HEADER as HEADER
from dominos.net.wire.sealing import MAX_PLAINTEXT as MAX_PLAINTEXT
from dominos.net.wire.sealing import Opener, Sealer

__all__ = [
    "HEADER",
    "MAGIC",
    "MAX_PLAINTEXT",
    "WRONG_CODE",
    "Answer",
    "Broken",
    "Established",
    "Offered",
    "PlayerChannel",
    "Refused",
    "Replied",
    "TableChannel",
    "WrongCode",
]

#: What a player reads when the code is wrong, however it was found out.
WRONG_CODE: Final = "That code doesn't match this table. Check it with the host."
#: Starts the first bytes each side sends: "DOMINOS" and the protocol version.
MAGIC: Final = b"DOMINOS" + bytes([PROTOCOL_VERSION])
#: Most bytes a cleartext refusal line may take before the handshake.
_MAX_REFUSAL: Final = 4096
_HEAD: Final = b"{"


@dataclass(frozen=True, slots=True)
class Offered:
    """(Table) A player offered a handshake: ``accept()`` it or ``refuse()`` it."""


@dataclass(frozen=True, slots=True)
class Replied:
    """(Player, with ``defer``) The table replied: run ``work()`` and ``answer`` it."""


@dataclass(frozen=True, slots=True)
class Established:
    """Both ends proved the same code: sealed frames follow."""


@dataclass(frozen=True, slots=True)
class WrongCode:
    """The two ends hold different codes (seen by the player from the table's proof, by
    the table from the player's)."""


@dataclass(frozen=True, slots=True)
class Refused:
    """(Player) The table answered in clear, one JSON error line, instead of a handshake:
    ``line`` is that line (the table is busy, closing, or speaks another version)."""

    line: bytes


@dataclass(frozen=True, slots=True)
class Broken:
    """The bytes cannot be trusted (a frame that fails to open, a malformed handshake):
    ``reason`` says why, for the log. Nothing more is read; close the connection."""

    reason: str
    #: The peer spoke another protocol version: 1 (a JSON line where the handshake should
    #: be), or a handshake of another version (answered with ``protocol_mismatch``).
    legacy: bool = False


Event = bytes | Offered | Replied | Established | WrongCode | Refused | Broken | Sentinel


class _Stage(enum.Enum):
    HANDSHAKE = "handshake"
    OPEN = "open"
    DONE = "done"


# Read at every frame: on Python 3.11 a member read off its enum costs four times a name.
_HANDSHAKE: Final = _Stage.HANDSHAKE
_OPEN: Final = _Stage.OPEN
_DONE: Final = _Stage.DONE


class _Channel:
    """What both ends share: the byte buffer, the keys and the frame counters."""

    def __init__(self) -> None:
        self._buffer = bytearray()
        self._out = bytearray()
        self._eof = False
        self._stage = _HANDSHAKE
        self._sealer: Sealer | None = None
        self._opener: Opener | None = None
        self._confirm_mine = b""
        self._confirm_theirs = b""
        #: Plaintext written before the handshake finished, sealed once it has.
        self._early = bytearray()

    @property
    def established(self) -> bool:
        return self._stage is _OPEN

    def receive_data(self, data: bytes | memoryview) -> None:
        """Feeds bytes read from the socket (copied: a view may be reused once this
        returns); ``b""`` means the peer closed its side."""
        if not data:
            self._eof = True
        elif self._stage is not _DONE:
            self._buffer += data

    def data_to_send(self) -> bytes:
        """Everything to write to the socket now, in order."""
        out = bytes(self._out)
        self._out.clear()
        return out

    def send(self, plaintext: bytes) -> None:
        """Seals ``plaintext`` (kept until the handshake is done, if it is not yet)."""
        if self._stage is _DONE:
            return
        if self._sealer is None:
            self._early += plaintext
            return
        self._out += self.seal(plaintext)

    def seal(self, plaintext: bytes) -> bytes:
        """The frames carrying ``plaintext``, without queuing them."""
        if self._sealer is None:
            raise RuntimeError("the handshake is not done")
        return self._sealer.seal(plaintext)

    def _keys(self, key: bytes, *, table: bool) -> None:
        keys = pake.keys(key, table=table)
        self._confirm_mine, self._confirm_theirs = keys.confirm_mine, keys.confirm_theirs
        self._sealer, self._opener = Sealer(keys.seal), Opener(keys.open)

    def _flush_early(self) -> None:
        early, self._early = bytes(self._early), bytearray()
        if early:
            self._out += self.seal(early)

    def _frame(self) -> bytes | Broken | Sentinel:
        """The next opened frame's plaintext, or why not."""
        assert self._opener is not None
        frame = self._opener.open(self._buffer)
        if frame is None:
            return self._wait()
        if isinstance(frame, str):
            return self._broken(frame)
        return frame

    def _wait(self) -> Sentinel:
        if self._eof:
            self._stage = _DONE
            return CLOSED
        return NEED_DATA

    def _take(self, count: int) -> bytes | None:
        if len(self._buffer) < count:
            return None
        taken = bytes(self._buffer[:count])
        del self._buffer[:count]
        return taken

    def _broken(self, reason: str, *, legacy: bool = False) -> Broken:
        self._stage = _DONE
        self._buffer.clear()
        self._early.clear()
        return Broken(reason, legacy)

    def _checked(self, proof: bytes) -> bool:
        return hmac.compare_digest(proof, self._confirm_theirs)


class PlayerChannel(_Channel):
    """The player's end: opens with its SPAKE2 message, checks the table's proof.

    Building one runs half the player's share of the exchange; with ``defer`` the other
    half waits for the caller: ``next_event`` says ``Replied``, the caller runs ``work()``
    wherever it likes (off an event loop) and hands the result to ``answer``.
    """

    def __init__(
        self, code: str, *, entropy: Callable[[int], bytes] = os.urandom, defer: bool = False
    ) -> None:
        super().__init__()
        self._pake = pake.start(code, entropy)
        self._out += MAGIC + self._pake.start()
        self._defer = defer
        self._reply: bytes | None = None
        #: How the exchange ended, reported once by the next ``next_event``.
        self._outcome: Established | WrongCode | Broken | None = None

    def next_event(self) -> Event:
        """The next event: plaintext bytes, ``Replied`` (with ``defer``), ``Established``,
        ``WrongCode``, ``Refused``, ``Broken``, ``NEED_DATA`` or ``CLOSED``."""
        if self._outcome is not None:
            outcome, self._outcome = self._outcome, None
            return outcome
        if self._stage is _DONE:
            return CLOSED
        if self._stage is _OPEN:
            # The table may still refuse in clear until its first frame (it had not read
            # our proof yet); a frame's header always starts with a zero byte, never "{".
            opener = self._opener
            if opener is not None and opener.received == 0 and self._buffer[:1] == _HEAD:
                return self._refusal()
            return self._frame()
        if self._reply is not None:
            return NEED_DATA  # the exchange is being finished
        if self._buffer[:1] == _HEAD:
            return self._refusal()
        reply = self._take(len(MAGIC) + PAKE_LEN + CONFIRM_LEN)
        if reply is None:
            if self._buffer and not MAGIC.startswith(bytes(self._buffer[: len(MAGIC)])):
                return self._broken("the table did not answer with a handshake")
            return self._wait()
        if not reply.startswith(MAGIC):
            return self._broken("the table did not answer with a handshake")
        self._reply = reply[len(MAGIC) :]
        if self._defer:
            return Replied()
        self.answer(self.work()())
        return self.next_event()

    def work(self) -> Callable[[], bytes | str]:
        """The rest of the player's share of the exchange, as a call that touches nothing
        else; its result goes to ``answer``."""
        if self._reply is None:
            raise RuntimeError("the table has not replied yet")
        return functools.partial(pake.finish, self._pake, self._reply[:PAKE_LEN])

    def answer(self, result: bytes | str) -> None:
        """Checks the table's proof with the key the exchange gave."""
        if self._stage is not _HANDSHAKE or self._reply is None:
            return
        if isinstance(result, str):
            self._outcome = self._broken(result)
            return
        self._keys(result, table=False)
        if not self._checked(self._reply[PAKE_LEN:]):
            self._stage = _DONE
            self._early.clear()
            # Sent anyway, so the table hears of the failure at once, not at its timeout.
            self._out += bytes(CONFIRM_LEN)
            self._outcome = WrongCode()
            return
        self._out += self._confirm_mine
        self._stage = _OPEN
        self._flush_early()
        self._outcome = Established()

    def _refusal(self) -> Refused | Broken | Sentinel:
        end = self._buffer.find(b"\n")
        if end < 0:
            if len(self._buffer) > _MAX_REFUSAL:
                return self._broken("an endless refusal line")
            return self._wait()
        line = bytes(self._buffer[: end + 1])
        self._stage = _DONE
        self._buffer.clear()
        return Refused(line)


class TableChannel(_Channel):
    """The table's end: waits for a player's SPAKE2 message, lets the server decide
    whether to take it on (``Offered``), proves its key, checks the player's."""

    def __init__(self, code: str, *, entropy: Callable[[int], bytes] = os.urandom) -> None:
        super().__init__()
        self._secret = pake.secret(code)
        self._entropy = entropy
        self._offer: bytes | None = None
        self._answered = False
        self._announced = False
        self._refused = False

    def next_event(self) -> Event:
        """The next event: ``Offered`` (answer it before reading on), ``Established``,
        plaintext bytes, ``WrongCode``, ``Broken``, ``NEED_DATA`` or ``CLOSED``."""
        if self._stage is _DONE:
            return CLOSED
        if self._stage is _OPEN:
            if not self._announced:
                self._announced = True
                return Established()
            return self._frame()
        if self._offer is None:
            return self._read_offer()
        if not self._answered:
            return NEED_DATA
        proof = self._take(CONFIRM_LEN)
        if proof is None:
            return self._wait()
        if not self._checked(proof):
            self._stage = _DONE
            self._buffer.clear()
            return WrongCode()
        self._stage = _OPEN
        self._flush_early()
        return self.next_event()

    def _read_offer(self) -> Offered | Broken | Sentinel:
        head = bytes(self._buffer[: len(MAGIC)])
        if head[:1] == _HEAD:
            return self._broken("a protocol version 1 hello", legacy=True)
        if len(head) == len(MAGIC) and head[:-1] == MAGIC[:-1] and 2 <= head[-1] != MAGIC[-1]:
            return self._broken(f"a protocol version {head[-1]} handshake", legacy=True)
        if not MAGIC.startswith(head):
            return self._broken("not a Dominos handshake")
        offer = self._take(len(MAGIC) + PAKE_LEN)
        if offer is None:
            return self._wait()
        self._offer = offer[len(MAGIC) :]
        return Offered()

    def work(self) -> Callable[[], Answer]:
        """The key exchange's share of the table, as a call that touches nothing else, so
        a server can run it off its event loop (it takes milliseconds of pure Python);
        hand its result to ``answer``."""
        if self._offer is None or self._answered:
            raise RuntimeError("one offer gets one answer")
        self._answered = True
        return functools.partial(pake.exchange, self._secret, self._offer, self._entropy)

    def answer(self, result: Answer) -> Broken | None:
        """Sends the table's SPAKE2 message and proof of its key; a ``Broken`` when the
        offer was not a point SPAKE2 can use (close then)."""
        if self._stage is _DONE:
            return None  # refused or closed while the exchange ran
        if isinstance(result, str):
            return self._broken(result)
        message, key = result
        self._keys(key, table=True)
        self._out += MAGIC + message + self._confirm_mine
        return None

    def accept(self) -> Broken | None:
        """``work`` and ``answer`` in one go, for callers that may block."""
        return self.answer(self.work()())

    def refuse(self, line: bytes) -> None:
        """Answers with one cleartext JSON error line instead (only the first refusal is
        written); close after writing it."""
        self._stage = _DONE
        self._buffer.clear()
        if not self._refused:
            self._refused = True
            self._out += line


def refusal(error: msgspec.Struct) -> bytes:
    """A cleartext error line, as sent before the handshake and to version 1 apps."""
    return msgspec.json.encode(error) + b"\n"
