"""Hosting a table inside the app: the table, its server and its announcement on the LAN.

Everything runs in the app's own asyncio loop (on the Qt thread, through qasync), so the
table is called from one thread only, exactly as in the headless host. The host's own seat
joins over loopback like everyone else's. The network modules load only when a table is
opened, which keeps them out of the app's start-up.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from dominos.ui.tasks import spawn

if TYPE_CHECKING:
    from dominos.discovery import Advertiser
    from dominos.net.server import Server
    from dominos.table import Table

log = logging.getLogger(__name__)


class Hosting:
    """One open table; :meth:`open` it, then :meth:`close` it (which tells every player)."""

    def __init__(
        self,
        *,
        target: int,
        host_name: str,
        table_name: str,
        time_scale: float = 1.0,
        port: int | None = None,
        bind: str | None = None,
        discovery: bool = True,
    ) -> None:
        self.target = target
        self.host_name = host_name
        self.table_name = table_name
        self.time_scale = time_scale
        self._port = port
        self._bind = bind
        self._discovery = discovery
        self.table: Table | None = None
        self.server: Server | None = None
        self.advertiser: Advertiser | None = None
        self.port = 0
        self.closed = False
        #: Told why the table could not be announced on the LAN, if that happens.
        self.on_discovery_error: Callable[[str], None] | None = None

    @property
    def code(self) -> str:
        return "" if self.table is None else self.table.code

    @property
    def fell_back(self) -> bool:
        """Whether the usual port was taken, so another one is used."""
        return self.server is not None and self.server.fell_back

    @property
    def addresses(self) -> list[str]:
        """``host:port`` lines players on the LAN can type to join."""
        return [] if self.server is None else self.server.addresses()

    @property
    def discovery_error(self) -> str | None:
        """Why the table is not announced on the LAN, if it is not."""
        return None if self.advertiser is None else self.advertiser.error

    async def open(self) -> None:
        """Listen (falling back to a free port if the usual one is taken) and announce."""
        from dominos.net.codes import generate_code
        from dominos.net.server import DEFAULT_PORT, Server
        from dominos.table import Table

        self.table = Table(
            code=generate_code(),
            target=self.target,
            time_scale=self.time_scale,
            table_name=self.table_name,
            now=time.monotonic(),
        )
        self.server = Server(self.table)
        port = DEFAULT_PORT if self._port is None else self._port
        self.port = await self.server.start(host=self._bind, port=port, fallback=True)
        self.server.on_change = self._changed
        log.info("table %r open on port %d", self.table_name, self.port)
        if self._discovery:
            from dominos.discovery import Advertiser, new_table_id

            self.advertiser = Advertiser(
                table_name=self.table_name,
                port=self.port,
                table_id=new_table_id(),
                host_name=self.host_name,
            )
            # Claiming a name on the LAN takes a moment; the lobby needn't wait for it.
            spawn(self._advertise(self.advertiser), name="advertise table")

    async def _advertise(self, advertiser: Advertiser) -> None:
        await advertiser.start()
        if advertiser.error is not None and self.on_discovery_error is not None:
            self.on_discovery_error(advertiser.error)

    async def close(self, message: str) -> None:
        """Tell every player the table closes, say goodbye on the LAN; safe to call twice."""
        if self.closed:
            return
        self.closed = True
        if self.advertiser is not None:
            await self.advertiser.close()
        if self.server is not None:
            await self.server.close(message)

    def _changed(self) -> None:
        if self.advertiser is None or self.table is None or self.closed:
            return
        spawn(
            self.advertiser.update(seats=self.table.seat_count, phase=self.table.phase),
            name="update announcement",
        )
