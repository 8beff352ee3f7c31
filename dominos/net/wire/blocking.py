"""A blocking connection to a table, for scripts, benchmarks and tests.

The app uses the asyncio client; a script that wants to speak to a table by hand (or to
mangle what it says) only needs a socket, and this wraps one in the secure channel: the
handshake with the code first, then message lines sealed on the way out and opened on the
way in. A refusal the table sends in clear reads like any other line.
"""

from __future__ import annotations

import json
import socket
from typing import Any

from dominos.net.wire.channel import (
    CLOSED,
    NEED_DATA,
    Broken,
    Established,
    PlayerChannel,
    Refused,
    WrongCode,
)

__all__ = ["SecureSocket"]


class SecureSocket:
    """One connection; ``secure=False`` stays in clear, as an app of version 1 would."""

    def __init__(self, sock: socket.socket, code: str, *, secure: bool = True) -> None:
        self.sock = sock
        self.channel: PlayerChannel | None = None
        #: How the handshake ended: ``established``, ``wrong_code``, ``refused``, ``closed``.
        self.outcome = "clear"
        self._lines = bytearray()
        self._eof = False
        if secure:
            self._handshake(PlayerChannel(code))

    @classmethod
    def connect(
        cls, host: str, port: int, code: str, *, timeout: float = 10.0, secure: bool = True
    ) -> SecureSocket:
        return cls(socket.create_connection((host, port), timeout=timeout), code, secure=secure)

    def _handshake(self, channel: PlayerChannel) -> None:
        self.sock.sendall(channel.data_to_send())
        while True:
            event = channel.next_event()
            out = channel.data_to_send()
            if out:
                self.sock.sendall(out)
            if isinstance(event, Established):
                self.channel, self.outcome = channel, "established"
                return
            if isinstance(event, Refused):
                self._lines += event.line
                self.outcome = "refused"
                return
            if isinstance(event, WrongCode):
                self.outcome = "wrong_code"  # the table's refusal follows in clear
                return
            if isinstance(event, Broken) or event is CLOSED:
                self.outcome = "closed"
                return
            data = self._recv()
            channel.receive_data(data)

    def _recv(self) -> bytes:
        try:
            data = self.sock.recv(1 << 16)
        except ConnectionResetError:
            data = b""
        if not data:
            self._eof = True
        return data

    def send(self, data: bytes) -> None:
        """Writes ``data`` (lines, or any bytes at all), sealed once the channel is up."""
        self.sock.sendall(self.channel.seal(data) if self.channel is not None else data)

    def send_message(self, message: dict[str, Any]) -> None:
        self.send(json.dumps(message).encode() + b"\n")

    def read_line(self) -> bytes | None:
        """The next line without its newline, or ``None`` once the table closed; the blank
        lines that pad frames to their size class are skipped."""
        while (line := self._read_line()) is not None and not line.strip():
            pass
        return line

    def _read_line(self) -> bytes | None:
        while b"\n" not in self._lines:
            if self._eof:
                return None
            data = self._recv()
            if self.channel is None:
                self._lines += data
                continue
            self.channel.receive_data(data)
            while True:
                event = self.channel.next_event()
                if isinstance(event, bytes):
                    self._lines += event
                    continue
                if isinstance(event, Refused):
                    self._lines += event.line
                    self.channel = None
                elif isinstance(event, Broken):
                    raise ConnectionError(f"the table's frames did not open: {event.reason}")
                elif event is not NEED_DATA and event is not CLOSED:
                    raise ConnectionError(f"unexpected {event!r} from the table")
                break
        end = self._lines.index(b"\n")
        line = bytes(self._lines[:end])
        del self._lines[: end + 1]
        return line

    def read(self) -> dict[str, Any] | None:
        """The next message as a dict, or ``None`` once the table closed."""
        line = self.read_line()
        if line is None:
            return None
        message = json.loads(line)
        if not isinstance(message, dict):
            raise ValueError(f"not a message: {line!r}")
        return message

    def read_all(self) -> list[dict[str, Any]]:
        """Every message until the table closes the connection."""
        messages = []
        while (message := self.read()) is not None:
            messages.append(message)
        return messages

    def close(self) -> None:
        self.sock.close()

    def __enter__(self) -> SecureSocket:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
