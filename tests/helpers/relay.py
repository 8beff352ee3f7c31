"""A relay between a player and the table on 127.0.0.1, holding what passes through it: the
delay and jitter of a busy network, or the pace of a slow link. The kernel here has no
netem, so tests shape their links with this."""

from __future__ import annotations

import asyncio
from collections.abc import Callable


class Relay:
    """Forwards each connection made to :meth:`start`'s port to ``host``:``port``.

    ``hold(size, up)`` says how long a chunk of ``size`` bytes waits before it goes on (``up``
    from the player to the table); chunks go on in order, each way, read ``chunk`` bytes at a
    time. :attr:`sent` counts what each connection sent up, in the order they came.
    """

    def __init__(
        self, host: str, port: int, hold: Callable[[int, bool], float], chunk: int = 65536
    ) -> None:
        self.host, self.port, self.hold, self.chunk = host, port, hold, chunk
        self.sent: list[int] = []
        self.server: asyncio.Server | None = None
        self.pumps: set[asyncio.Task[None]] = set()

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        return int(self.server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        assert self.server is not None
        self.server.close()
        for pump in list(self.pumps):
            pump.cancel()
        await asyncio.gather(*self.pumps, return_exceptions=True)

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(self.host, self.port)
        except OSError:
            writer.close()
            return
        self.sent.append(0)
        index = len(self.sent) - 1
        for pump in (self._pump(reader, up_writer, index), self._pump(up_reader, writer, None)):
            task = asyncio.create_task(pump)
            self.pumps.add(task)
            task.add_done_callback(self.pumps.discard)

    async def _pump(
        self, source: asyncio.StreamReader, sink: asyncio.StreamWriter, up: int | None
    ) -> None:
        loop = asyncio.get_running_loop()
        release = 0.0
        try:
            while chunk := await source.read(self.chunk):
                release = max(release, loop.time() + self.hold(len(chunk), up is not None))
                await asyncio.sleep(release - loop.time())
                if up is not None:
                    self.sent[up] += len(chunk)
                sink.write(chunk)
                await sink.drain()
        except (OSError, asyncio.CancelledError):
            pass
        finally:
            sink.close()
