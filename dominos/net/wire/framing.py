"""The messages as a state machine that never touches a socket (sans-IO).

It reads and writes the JSON lines that travel inside the secure channel (``channel``), so
the bytes here are always plaintext the channel already opened.

Bytes go in with ``receive_data``, messages come out of ``next_event`` and ``send`` turns a
message into the bytes to write. Because no I/O happens here, every framing rule (split
lines, several lines in one chunk, the 64 KiB limit, invalid UTF-8, hello-first) is tested
byte by byte, and the asyncio server and client are thin loops around it.

>>> conn = ServerConnection()
>>> conn.receive_data(b'{"type":"hello","protocol":5,"na')
>>> conn.next_event() is NEED_DATA
True
>>> conn.receive_data(b'me":"Ann"}\\n')
>>> hello = conn.next_event()
>>> hello.protocol, hello.name, hello.resume
(5, 'Ann', None)
>>> conn.send(Welcome(seat=0, token="t", host=True))
b'{"type":"welcome","seat":0,"token":"t","host":true,"protocol":5,"watching":false}\\n'
>>> conn.state is ConnState.SEATED
True
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

import msgspec

from dominos.net.wire.events import CLOSED as CLOSED
from dominos.net.wire.events import NEED_DATA as NEED_DATA
from dominos.net.wire.events import Sentinel
from dominos.net.wire.messages import (
    PROTOCOL_VERSION,
    ClientMessage,
    Closing,
    Error,
    ErrorCode,
    Hello,
    ServerMessage,
    Welcome,
    decode_client,
    decode_server,
    encode,
)

__all__ = [
    "CLOSED",
    "LARGE_CLASS",
    "MAX_HOST_LINE",
    "MAX_LINE",
    "NEED_DATA",
    "SMALL_CLASS",
    "Broken",
    "ClientConnection",
    "ConnState",
    "Invalid",
    "LocalProtocolError",
    "ServerConnection",
    "padded",
]

#: Longest line accepted, newline included. Real messages are a few hundred bytes.
MAX_LINE: Final = 64 * 1024
#: Longest line a player's app accepts from its host: a finished game's record (the
#: ``record`` message) holds every deal and move, a few kilobytes per round.
MAX_HOST_LINE: Final = 1024 * 1024
#: The size classes every message is padded to before it is sealed (docs/protocol.md,
#: Frames): a capture of the sealed frames then tells a play from a pass or a ping no
#: better than chance. Every command fits the smallest class; states and everything
#: longer are rounded up to a whole number of the larger one.
SMALL_CLASS: Final = 128
LARGE_CLASS: Final = 1024


def padded(line: bytes) -> bytes:
    """``line`` (one or more whole lines) padded to its size class: ``SMALL_CLASS`` bytes when
    it fits, else the next multiple of ``LARGE_CLASS``. The padding is spaces before its last
    newline: JSON allows whitespace after a value, so every receiver reads the same message
    (and a line of spaces alone would be ignored too)."""
    size = len(line)
    target = SMALL_CLASS if size <= SMALL_CLASS else -(-size // LARGE_CLASS) * LARGE_CLASS
    missing = target - size
    if missing == 0:
        return line
    return line[:-1] + b" " * missing + b"\n"


@dataclass(frozen=True, slots=True)
class Invalid:
    """A line that is not a valid message here; reply with ``error`` and carry on."""

    error: Error


@dataclass(frozen=True, slots=True)
class Broken:
    """The byte stream itself is unusable; send ``error`` and close the connection."""

    error: Error


class LocalProtocolError(Exception):
    """Raised when our own side tries to send something the protocol forbids."""


class ConnState(enum.Enum):
    """Where a connection stands, as seen from the side that owns this object."""

    AWAITING_HELLO = "awaiting_hello"
    AWAITING_REPLY = "awaiting_reply"
    SEATED = "seated"
    #: The hello was refused, or ``closing`` went out: close once the bytes are written.
    DONE = "done"
    #: A framing error: nothing more is read.
    BROKEN = "broken"


# Every message passes several of these checks, and on Python 3.11 reading a member off its
# enum costs four times reading a module's name: the methods below use these.
_AWAITING_HELLO: Final = ConnState.AWAITING_HELLO
_AWAITING_REPLY: Final = ConnState.AWAITING_REPLY
_SEATED: Final = ConnState.SEATED
_DONE: Final = ConnState.DONE
_BROKEN: Final = ConnState.BROKEN


class _Probe(msgspec.Struct):
    """Just enough of a message to tell a hello from another protocol version."""

    type: Any = None
    protocol: Any = None


_probe: Final = msgspec.json.Decoder(_Probe)
_Msg = TypeVar("_Msg")


class _LineConnection(Generic[_Msg]):
    """Newline framing, size limit and strict decoding shared by both ends."""

    def __init__(self, *, max_line: int = MAX_LINE) -> None:
        self.max_line = max_line
        self.state = _AWAITING_HELLO
        self._buffer = bytearray()
        #: Bytes already searched for a newline, so a slow trickle stays linear.
        self._scanned = 0
        self._eof = False

    def receive_data(self, data: bytes) -> None:
        """Feeds bytes read from the socket; ``b""`` means the peer closed its side."""
        if not data:
            self._eof = True
        elif self.state is not _BROKEN:
            self._buffer += data

    def next_event(self) -> _Msg | Invalid | Broken | Sentinel:
        """The next message, an ``Invalid`` or ``Broken`` line, ``NEED_DATA`` or ``CLOSED``."""
        while True:
            if self.state is _BROKEN:
                return CLOSED
            newline = self._buffer.find(b"\n", self._scanned)
            if newline < 0:
                if len(self._buffer) >= self.max_line:
                    return self._break("too_large", self._too_large())
                if self._eof:
                    return CLOSED
                self._scanned = len(self._buffer)
                return NEED_DATA
            if newline + 1 > self.max_line:
                return self._break("too_large", self._too_large())
            # One copy of the line (the decoder reads a bytearray as it reads bytes).
            line = self._buffer[:newline]
            del self._buffer[: newline + 1]
            self._scanned = 0
            if line.endswith(b"\r"):
                del line[-1]
            if line and not line.isspace():
                return self._parse(line)

    def _too_large(self) -> str:
        return f"A message may be at most {self.max_line} bytes long."

    def _break(self, code: ErrorCode, message: str) -> Broken:
        self.state = _BROKEN
        self._buffer.clear()
        return Broken(Error(code=code, message=message))

    def _parse(self, line: bytearray) -> _Msg | Invalid | Broken:
        try:
            return self._decode(line)
        except msgspec.ValidationError as exc:
            return self._invalid(line, f"That message was not understood: {exc}.")
        except msgspec.DecodeError:
            try:
                line.decode("utf-8")
            except UnicodeDecodeError:
                return self._break("bad_encoding", "Messages must be UTF-8 text.")
            return self._invalid(line, "That message is not valid JSON.")

    def _invalid(self, line: bytearray, message: str) -> _Msg | Invalid | Broken:
        return Invalid(Error(code="bad_message", message=message))

    def _decode(self, line: bytearray) -> _Msg:
        raise NotImplementedError


class ServerConnection(_LineConnection[ClientMessage]):
    """The host's end of one connection: enforces hello first, then commands."""

    #: Welcomed as a watcher: the one connection that may be welcomed again, to a seat.
    watching = False

    def _decode(self, line: bytearray) -> ClientMessage:
        return decode_client(line)

    def _invalid(self, line: bytearray, message: str) -> ClientMessage | Invalid | Broken:
        # A hello from another protocol version may not fit our shape: still let the
        # server answer it with protocol_mismatch rather than bad_message.
        if self.state is _AWAITING_HELLO:
            try:
                probe = _probe.decode(line)
            except msgspec.DecodeError:
                probe = _Probe()
            if (
                probe.type == "hello"
                and isinstance(probe.protocol, int)
                and not isinstance(probe.protocol, bool)
            ):
                if probe.protocol == PROTOCOL_VERSION:
                    # Our own version with a field out of range or of the wrong type: a
                    # clear refusal, and this connection is done (nothing of it is used).
                    return self._break("bad_message", message)
                return Hello(protocol=probe.protocol)
        return Invalid(Error(code="bad_message", message=message))

    def next_event(self) -> ClientMessage | Invalid | Broken | Sentinel:
        if self.state is _AWAITING_REPLY:
            # The server answers a hello before reading on; nothing to hand out meanwhile.
            return NEED_DATA
        if self.state is _DONE:
            return CLOSED
        event = super().next_event()
        if isinstance(event, Hello):
            if self.state is _AWAITING_HELLO:
                self.state = _AWAITING_REPLY
                return event
            return Invalid(Error(code="bad_message", message="This connection already has a seat."))
        if self.state is _AWAITING_HELLO and not isinstance(event, (Invalid, Broken, Sentinel)):
            return Invalid(Error(code="bad_message", message="The first message must be hello."))
        return event

    def send(self, message: ServerMessage) -> bytes:
        """The bytes to write for ``message``; updates the state it implies."""
        if self.state is _DONE:
            raise LocalProtocolError(f"connection is done, cannot send {type(message).__name__}")
        if isinstance(message, Welcome):
            # A watcher who takes a seat is welcomed again, to that seat (``sit``).
            if self.state is not _AWAITING_REPLY and not (self.state is _SEATED and self.watching):
                raise LocalProtocolError("welcome answers a hello, and only once")
            self.state = _SEATED
            self.watching = message.watching
        elif isinstance(message, Closing) or (
            isinstance(message, Error) and self.state is _AWAITING_REPLY
        ):
            self.state = _DONE
        return encode(message) + b"\n"


class ClientConnection(_LineConnection[ServerMessage]):
    """A player's end of one connection."""

    def __init__(self, *, max_line: int = MAX_HOST_LINE) -> None:
        super().__init__(max_line=max_line)

    def _decode(self, line: bytearray) -> ServerMessage:
        message = decode_server(line)
        if isinstance(message, Welcome):
            self.state = _SEATED
        elif isinstance(message, Closing) or (
            isinstance(message, Error) and self.state is _AWAITING_REPLY
        ):
            self.state = _DONE
        return message

    def send(self, message: ClientMessage) -> bytes:
        """The bytes to write for ``message``; a hello must come first, and only once."""
        if isinstance(message, Hello):
            if self.state is not _AWAITING_HELLO:
                raise LocalProtocolError("hello is sent once, first")
            self.state = _AWAITING_REPLY
        elif self.state is not _SEATED:
            raise LocalProtocolError(f"cannot send {type(message).__name__} before welcome")
        return encode(message) + b"\n"
