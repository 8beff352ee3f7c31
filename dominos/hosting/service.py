"""One hosted table: opened new or resumed from the journal, served, announced, then closed.

``dominos-host`` and the app's host mode both run their table through :class:`HostedTable`,
so what hosting does is written once: the table is journaled before it is served, the port
follows :func:`~dominos.hosting.options.listen_port`, the LAN listing is updated in batches
that carry the host's name, and shutdown tells the players and says goodbye on the LAN at
the same time, then closes the journal. No Qt: the app runs it in its qasync loop, the
headless host in a plain asyncio one.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import sqlite3
import time
from collections.abc import Awaitable, Callable

from zeroconf import InterfaceChoice

from dominos.discovery import Advertiser, new_table_id
from dominos.discovery.errors import Failure
from dominos.hosting.options import HostOptions, listen_port
from dominos.net.host.server import Server
from dominos.net.wire.codes import generate_code
from dominos.table import Table
from dominos.table.store import ResumeInfo, TableStore

__all__ = ["HostedTable"]

log = logging.getLogger(__name__)


class HostedTable:
    """One table this process hosts; :meth:`open` it, :meth:`announce` it, :meth:`close` it."""

    def __init__(
        self, options: HostOptions, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.options = options
        self._clock = clock
        self.store: TableStore | None = None
        self.table: Table | None = None
        #: The table's id on the LAN, kept when it is resumed so players' apps find it.
        self.table_id = ""
        self.server: Server | None = None
        self.advertiser: Advertiser | None = None
        self.resumed = False
        #: The port it tried first (see :func:`listen_port`); :attr:`port` is the one it got.
        self.asked_port = 0
        self.closed = False
        #: Why a table closed on purpose may still be offered for resuming (the disk refused
        #: to mark it closed), in English, for the host to hear; ``None`` when it is not.
        self.close_problem: str | None = None
        #: Called after every change at the table, once the LAN listing is asked to follow.
        self.on_change: Callable[[], None] | None = None
        #: Told why the table could not be announced on the LAN, if that happens.
        self.on_discovery_failed: Callable[[Failure], None] | None = None

    # -- reading ------------------------------------------------------------------------

    @property
    def code(self) -> str:
        return "" if self.table is None else self.table.code

    @property
    def table_name(self) -> str:
        return self.options.table_name if self.table is None else self.table.table_name

    @property
    def host_name(self) -> str:
        return self.options.host_name

    @property
    def port(self) -> int:
        return 0 if self.server is None else self.server.port

    @property
    def fell_back(self) -> bool:
        """Whether the port asked for was taken, so another one is used."""
        return self.server is not None and self.server.fell_back

    @property
    def addresses(self) -> list[str]:
        """``host:port`` lines players on the LAN can type to join."""
        return [] if self.server is None else self.server.addresses()

    @property
    def discovery_error(self) -> str | None:
        """Why the table is not announced on the LAN, if it is not (in English)."""
        return None if self.advertiser is None else self.advertiser.error

    # -- lifecycle ----------------------------------------------------------------------

    async def open(self, resume: ResumeInfo | None = None) -> None:
        """Opens a new table, or takes ``resume`` up again from the journal, and listens.

        Raises ``ValueError``, saying why, when the journal no longer replays, and
        ``OSError`` when it cannot listen; either way nothing is left open, and the journal
        still offers the table for resuming.
        """
        try:
            await self._open(resume)
        except BaseException:
            server, self.server = self.server, None
            if server is not None:
                await server.close()
            if self.store is not None:
                self.store.close()
                self.store = None
            raise

    async def _open(self, resume: ResumeInfo | None) -> None:
        options, now = self.options, self._clock()
        if options.state_dir is not None:
            self.store = TableStore.open(options.state_dir)
        if resume is not None:
            if self.store is None:
                raise ValueError("a table is resumed from its state directory")
            self.table = self.store.resume(resume.table_id, now)
            self.table_id, self.resumed = resume.table_id, True
        else:
            self.table = Table(
                code=options.code or generate_code(),
                target=options.target,
                time_scale=options.time_scale,
                table_name=options.table_name,
                now=now,
            )
            self.table_id = new_table_id()
            self._journal_new(self.table)
        self.server = Server(
            self.table,
            journal=self.store,
            keeper=self.store,
            auto_replay=options.replay_lost_round,
            watchers=options.watchers,
        )
        self.asked_port = listen_port(options.port, None if resume is None else resume.port)
        await self.server.start(options.bind, self.asked_port, fallback=True)
        if self.store is not None:
            self.store.set_port(self.server.port)
        self.server.on_change = self._changed
        self.advertiser = self.announcement(self.server.port)
        log.info("table %r open on port %d", self.table.table_name, self.server.port)

    def _journal_new(self, table: Table) -> None:
        if self.store is None:
            return
        try:
            self.store.start(table, table_id=self.table_id, port=self.options.port or 0)
        except (OSError, ValueError, sqlite3.Error) as exc:
            log.error("the table cannot be journaled, so it would not survive a crash: %s", exc)
            self.store.close()
            self.store = None

    def announcement(self, port: int) -> Advertiser | None:
        """The LAN announcement, unless turned off or pointless (listening on loopback)."""
        bind = self.options.bind
        if not self.options.discovery:
            return None
        bound = ipaddress.ip_address(bind) if bind else None
        if bound is not None and bound.is_loopback:
            log.info("not announced on the network: the table only listens on %s", bind)
            return None
        only = [str(bound)] if bound is not None and not bound.is_unspecified else None
        return Advertiser(
            table_name=self.table_name,
            port=port,
            table_id=self.table_id,
            host_name=self._host_name(),
            addresses=only,
            interfaces=only or InterfaceChoice.All,
            watchable=self.options.watchers,
        )

    async def announce(self) -> None:
        """Claims a name on the LAN and announces the table; a failure is only reported
        (:attr:`discovery_error`, :attr:`on_discovery_failed`), since players can still
        join by address. Claiming takes a moment: the app does not wait for it."""
        advertiser = self.advertiser
        if advertiser is None or self.closed:
            return
        await advertiser.start()
        failure = advertiser.failure
        if failure is not None and not self.closed and self.on_discovery_failed is not None:
            self.on_discovery_failed(failure)

    async def close(
        self, message: str = "The host closed the table.", *, on_purpose: bool = True
    ) -> None:
        """Tells every player the table closes and says goodbye on the LAN at the same time,
        so listings drop it as the players hear; then closes the journal, marking the table
        closed unless ``on_purpose`` is false (a crash-like end keeps it resumable). Safe to
        call twice."""
        if self.closed:
            return
        self.closed = True
        closing: list[Awaitable[None]] = []
        if self.server is not None:
            closing.append(self.server.close(message))
        if self.advertiser is not None:
            closing.append(self.advertiser.close())
        try:
            await asyncio.gather(*closing)
        finally:
            if self.store is not None:
                if on_purpose:
                    self.close_problem = self.store.close_table()  # not offered again
                self.store.close()

    # -- internals ----------------------------------------------------------------------

    def _host_name(self) -> str:
        names = [] if self.table is None else self.table.names()
        return names[0] if names else self.options.host_name

    def _changed(self) -> None:
        """After every broadcast, a watcher coming or going included: the LAN listing
        follows the seats, who is away and how many watch."""
        table, server = self.table, self.server
        if self.advertiser is not None and table is not None and not self.closed:
            # Merged while one is under way: a burst of changes is one update on the LAN.
            self.advertiser.request_update(
                seats=table.seat_count,
                phase=table.phase,
                host_name=self._host_name(),
                away=sum(not player.connected for player in table.players),
                watching=0 if server is None else server.watching,
            )
        if self.on_change is not None:
            self.on_change()
