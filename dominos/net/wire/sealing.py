"""Sealed frames: what crosses the network once the handshake is done.

Kept apart from the handshake so that the frame layout (docs/protocol.md, Frames) reads in
one place: a frame is its sealed length, 4 bytes big-endian, then the bytes sealed with
ChaCha20-Poly1305 under one direction's key, the length as associated data and the
frame's number as the nonce. A frame altered, dropped, replayed or moved therefore fails to
open.
"""

from __future__ import annotations

import struct
from typing import Final

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

__all__ = ["HEADER", "MAX_PLAINTEXT", "Opener", "Sealer"]

#: Each frame starts with its sealed length, 4 bytes big-endian.
HEADER: Final = 4
_LENGTH: Final = struct.Struct(">I")
_TAG: Final = 16
#: Most plaintext bytes in one frame; a longer write is cut into several frames.
MAX_PLAINTEXT: Final = 64 * 1024


class Sealer:
    """Seals one direction's frames, numbering them from 0."""

    __slots__ = ("_aead", "sent")

    def __init__(self, key: bytes) -> None:
        self._aead = ChaCha20Poly1305(key)
        #: Frames sealed so far: the next one's number.
        self.sent = 0

    def seal(self, plaintext: bytes) -> bytes:
        """The frames carrying ``plaintext``."""
        if len(plaintext) > MAX_PLAINTEXT:
            return b"".join(
                self.seal(plaintext[start : start + MAX_PLAINTEXT])
                for start in range(0, len(plaintext), MAX_PLAINTEXT)
            )
        header = _LENGTH.pack(len(plaintext) + _TAG)
        nonce = _nonce(self.sent)
        self.sent += 1
        return header + self._aead.encrypt(nonce, plaintext, header)


class Opener:
    """Opens the other direction's frames, expecting them numbered from 0."""

    __slots__ = ("_aead", "received")

    def __init__(self, key: bytes) -> None:
        self._aead = ChaCha20Poly1305(key)
        #: Frames opened so far: the next one's number.
        self.received = 0

    def open(self, buffer: bytearray) -> bytes | str | None:
        """The first frame of ``buffer``, opened and taken off it; ``None`` while it is not
        all there, or why it cannot be trusted."""
        if len(buffer) < HEADER:
            return None
        (length,) = _LENGTH.unpack_from(buffer)
        if not _TAG <= length <= MAX_PLAINTEXT + _TAG:
            return f"a frame of {length} bytes is out of bounds"
        end = HEADER + length
        if len(buffer) < end:
            return None
        # Opened where it lies, without copying it out first; the view is let go before
        # the buffer moves on.
        with memoryview(buffer) as view:
            try:
                plaintext: bytes | None = self._aead.decrypt(
                    _nonce(self.received), view[HEADER:end], view[:HEADER]
                )
            except InvalidTag:
                plaintext = None
        if plaintext is None:
            return f"frame {self.received} does not open: altered, replayed or moved"
        del buffer[:end]
        self.received += 1
        return plaintext


def _nonce(counter: int) -> bytes:
    """A frame's number as ChaCha20-Poly1305's 96-bit nonce: 4 zero bytes, 8 big-endian."""
    return counter.to_bytes(12, "big")
