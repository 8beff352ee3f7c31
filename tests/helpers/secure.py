"""The table's end of the secure channel over asyncio streams, for hand-made tables.

A test that plays a table by hand (one that never answers, one that answers late) still has
to open the channel the way a real table does, or the app would not talk to it.
"""

from __future__ import annotations

import asyncio

from dominos.net.wire.channel import NEED_DATA, Established, Offered, TableChannel

from .tables import CODE


class TableStream:
    """Lines in and out of one connection, sealed, once the player proved the code."""

    def __init__(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, channel: TableChannel
    ) -> None:
        self.reader = reader
        self.writer = writer
        self.channel = channel
        self._lines = bytearray()
        self._ended = False

    @classmethod
    async def accept(
        cls, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, code: str = CODE
    ) -> TableStream | None:
        """Runs the table's side of the handshake; ``None`` if the player did not prove
        ``code`` or went away."""
        channel = TableChannel(code)
        while True:
            event = channel.next_event()
            if isinstance(event, Offered):
                channel.accept()
                writer.write(channel.data_to_send())
            elif isinstance(event, Established):
                return cls(reader, writer, channel)
            elif event is NEED_DATA:
                data = await reader.read(1 << 16)
                if not data:
                    return None
                channel.receive_data(data)
            else:
                return None

    async def readline(self) -> bytes:
        """The next line with its newline, or ``b""`` once the player closed or the frames
        stopped opening."""
        while True:
            while b"\n" not in self._lines:
                if self._ended:
                    return b""
                event = self.channel.next_event()
                if isinstance(event, bytes):
                    self._lines += event
                elif event is NEED_DATA:
                    self.channel.receive_data(await self.reader.read(1 << 16))
                else:
                    self._ended = True
            end = self._lines.index(b"\n") + 1
            line = bytes(self._lines[:end])
            del self._lines[:end]
            if line.strip():  # a blank line pads a frame to its size class: skipped
                return line

    def write(self, data: bytes) -> None:
        self.writer.write(self.channel.seal(data))

    async def drain(self) -> None:
        await self.writer.drain()
