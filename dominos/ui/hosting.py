"""Hosting a table inside the app: the table, its server and its announcement on the LAN.

Everything runs in the app's own asyncio loop (on the Qt thread, through qasync), so the
table is called from one thread only, exactly as in the headless host. The host's own seat
joins over loopback like everyone else's. The network modules load only when a table is
opened, which keeps them out of the app's start-up.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from dominos.ui.errors import discovery_message
from dominos.ui.tasks import spawn

if TYPE_CHECKING:
    from dominos.discovery import Advertiser
    from dominos.net.server import Server
    from dominos.table import Table
    from dominos.table.store import ResumeInfo, TableStore

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
        state_dir: Path | None = None,
        resume: ResumeInfo | None = None,
    ) -> None:
        """With ``state_dir`` every change is journaled there, so that the table can be
        resumed after a crash; ``resume`` takes up such a table instead of opening one."""
        self.target = target
        self.host_name = host_name
        self.table_name = table_name
        self.time_scale = time_scale
        self._port = port
        self._bind = bind
        self._discovery = discovery
        self._state_dir = state_dir
        self._resume = resume
        self.store: TableStore | None = None
        #: The table's id on the LAN, kept when it is resumed so players' apps find it.
        self.table_id = ""
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
        from dominos.discovery.records import new_table_id
        from dominos.net.codes import generate_code
        from dominos.net.server import DEFAULT_PORT, Server
        from dominos.table import Table

        now = time.monotonic()
        resume = self._resume
        if self._state_dir is not None:
            from dominos.table.store import TableStore

            self.store = TableStore.open(self._state_dir)
        if resume is not None:
            # Raises ValueError, saying why, when the journal no longer replays.
            assert self.store is not None, "resuming needs the state directory"
            self.table = self.store.resume(resume.table_id, now)
            self.table_name = self.table.table_name
            self.table_id = resume.table_id
        else:
            self.table = Table(
                code=generate_code(),
                target=self.target,
                time_scale=self.time_scale,
                table_name=self.table_name,
                now=now,
            )
            self.table_id = new_table_id()
        if self.store is not None and resume is None:
            try:
                self.store.start(self.table, table_id=self.table_id, port=self._port or 0)
            except (OSError, ValueError, sqlite3.Error) as exc:
                log.warning("this table will not survive a crash: %s", exc)
                self.store.close()
                self.store = None
        self.server = Server(self.table, journal=self.store)
        port = self._port if self._port is not None else DEFAULT_PORT
        if resume is not None and not self._port:
            port = resume.port  # where the players' apps are knocking again
        self.port = await self.server.start(host=self._bind, port=port, fallback=True)
        if self.store is not None:
            self.store.set_port(self.port)
        self.server.on_change = self._changed
        log.info("table %r open on port %d", self.table_name, self.port)
        if self._discovery:
            from dominos.discovery import Advertiser

            self.advertiser = Advertiser(
                table_name=self.table_name,
                port=self.port,
                table_id=self.table_id,
                host_name=self.host_name,
            )
            # Claiming a name on the LAN takes a moment; the lobby needn't wait for it.
            spawn(self._advertise(self.advertiser), name="advertise table")

    async def _advertise(self, advertiser: Advertiser) -> None:
        await advertiser.start()
        if advertiser.failure is not None and self.on_discovery_error is not None:
            self.on_discovery_error(discovery_message(advertiser.failure, hosting=True))

    async def close(self, message: str) -> None:
        """Tell every player the table closes, say goodbye on the LAN; safe to call twice."""
        if self.closed:
            return
        self.closed = True
        if self.advertiser is not None:
            await self.advertiser.close()
        if self.server is not None:
            await self.server.close(message)
        if self.store is not None:
            self.store.close_table()  # closed on purpose: not offered for resuming
            self.store.close()

    def _changed(self) -> None:
        if self.advertiser is None or self.table is None or self.closed:
            return
        spawn(
            self.advertiser.update(seats=self.table.seat_count, phase=self.table.phase),
            name="update announcement",
        )
