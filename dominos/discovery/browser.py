"""Watching the LAN for open tables, as a live list for the join screen.

The zeroconf side is a small :class:`Backend` (browse events in, resolved records out) so
the logic here, and the list in :mod:`.records`, run in tests against a fake network.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
from collections.abc import Callable
from typing import Protocol

from zeroconf import InterfaceChoice, IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from dominos.discovery.errors import Failure, browse_unavailable, classify, describe
from dominos.discovery.lan import socket_version
from dominos.discovery.records import SERVICE_TYPE, FoundTable, ServiceRecord, TableList
from dominos.net.wire.messages import PROTOCOL_VERSION

log = logging.getLogger(__name__)

#: How long to wait for a table's details after it appears (zeroconf counts milliseconds).
RESOLVE_TIMEOUT_MS = 3000
#: How often to look for tables whose host vanished without saying goodbye.
RECHECK_INTERVAL = 15.0


class Change(enum.Enum):
    """What the network said about one service name."""

    SEEN = "seen"
    GONE = "gone"


EventSink = Callable[[str, Change], None]


class Backend(Protocol):
    """The network side of browsing: zeroconf in the app, a fake in tests."""

    async def open(self, on_event: EventSink) -> None:
        """Start browsing; raise if the network cannot be used."""

    async def resolve(self, name: str) -> ServiceRecord | None:
        """The current details of a service, or ``None`` if it no longer answers."""

    def is_fresh(self, name: str) -> bool:
        """Whether the details of a service are still valid without asking again."""

    async def close(self) -> None:
        """Stop browsing and release the sockets."""


class ZeroconfBackend:
    """Browsing over multicast DNS with zeroconf's asyncio API."""

    def __init__(
        self,
        interfaces: InterfaceChoice | list[str] = InterfaceChoice.All,
        ip_version: IPVersion | None = None,
    ) -> None:
        self._interfaces = interfaces
        self._ip_version = ip_version
        self._aiozc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None

    async def open(self, on_event: EventSink) -> None:
        def handler(
            zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
        ) -> None:
            gone = state_change is ServiceStateChange.Removed
            on_event(name, Change.GONE if gone else Change.SEEN)

        version = socket_version(self._interfaces, self._ip_version)
        self._aiozc = AsyncZeroconf(interfaces=self._interfaces, ip_version=version)
        await self._aiozc.zeroconf.async_wait_for_start()
        self._browser = AsyncServiceBrowser(self._aiozc.zeroconf, SERVICE_TYPE, handlers=[handler])

    async def resolve(self, name: str) -> ServiceRecord | None:
        if self._aiozc is None:
            return None
        info = AsyncServiceInfo(SERVICE_TYPE, name)
        if not await info.async_request(self._aiozc.zeroconf, RESOLVE_TIMEOUT_MS):
            return None
        return ServiceRecord(
            name=info.name,
            port=info.port or 0,
            addresses=tuple(info.parsed_scoped_addresses()),
            properties=info.properties,
        )

    def is_fresh(self, name: str) -> bool:
        if self._aiozc is None:
            return False
        return AsyncServiceInfo(SERVICE_TYPE, name).load_from_cache(self._aiozc.zeroconf)

    async def close(self) -> None:
        browser, aiozc = self._browser, self._aiozc
        self._browser = self._aiozc = None
        if browser is not None:
            await browser.async_cancel()
        if aiozc is not None:
            await aiozc.async_close()


class TableBrowser:
    """The tables open on the LAN, kept up to date until :meth:`close`.

    ``on_change`` receives the whole list after every visible change, already sorted for
    display. Nothing here raises because of the network: :attr:`error` says why the list
    stays empty, so the join screen can point to joining by address.
    """

    def __init__(
        self,
        on_change: Callable[[list[FoundTable]], None],
        *,
        interfaces: InterfaceChoice | list[str] = InterfaceChoice.All,
        ip_version: IPVersion | None = None,
        protocol: int = PROTOCOL_VERSION,
        backend: Backend | None = None,
        recheck_interval: float = RECHECK_INTERVAL,
    ) -> None:
        self.tables: list[FoundTable] = []
        #: In English, for logs and the headless host.
        self.error: str | None = None
        #: The same, as a reason code a screen can word in the player's language.
        self.failure: Failure | None = None
        self._on_change = on_change
        self._backend = backend or ZeroconfBackend(interfaces, ip_version)
        self._list = TableList(protocol=protocol)
        self._names: dict[str, str] = {}
        self._resolving: dict[str, asyncio.Task[None]] = {}
        self._recheck_interval = recheck_interval
        self._recheck: asyncio.Task[None] | None = None
        self._state = "new"

    async def start(self) -> None:
        """Begin listening; on failure, set :attr:`error` and stay empty."""
        if self._state != "new":
            return
        self._state = "running"
        try:
            await self._backend.open(self._on_event)
        except Exception as failure:
            self.failure = classify(failure)
            self.error = browse_unavailable(describe(self.failure))
            log.warning("%s", self.error)
            log.debug("browsing failed", exc_info=failure)
            await self.close()
            return
        self._recheck = asyncio.create_task(self._recheck_loop())

    async def close(self) -> None:
        """Stop listening; the list keeps its last content but no longer changes."""
        if self._state == "closed":
            return
        self._state = "closed"
        tasks = [*self._resolving.values(), *([self._recheck] if self._recheck else [])]
        self._resolving.clear()
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        try:
            await self._backend.close()
        except Exception as failure:
            log.debug("closing the browser failed", exc_info=failure)

    def _on_event(self, name: str, change: Change) -> None:
        if self._state != "running":
            return
        key = name.lower()
        pending = self._resolving.pop(key, None)
        if pending is not None:
            pending.cancel()
        if change is Change.GONE:
            self._names.pop(key, None)
            if self._list.remove(key):
                self._publish()
            return
        self._names[key] = name
        self._resolving[key] = asyncio.create_task(self._resolve(key, name))

    async def _resolve(self, key: str, name: str) -> None:
        try:
            record = await self._backend.resolve(name)
        except Exception as failure:
            log.debug("resolving %r failed", name, exc_info=failure)
            record = None
        finally:
            if self._resolving.get(key) is asyncio.current_task():
                del self._resolving[key]
        if record is not None and self._state == "running" and self._list.upsert(record):
            self._publish()

    async def _recheck_loop(self) -> None:
        """Drop tables whose host disappeared without a goodbye (crash, cable pulled)."""
        while True:
            await asyncio.sleep(self._recheck_interval)
            for key in self._list.listed_keys():
                name = self._names.get(key, key)
                if key in self._resolving or self._backend.is_fresh(name):
                    continue
                try:
                    record = await self._backend.resolve(name)
                except Exception as failure:
                    log.debug("checking %r failed", name, exc_info=failure)
                    record = None
                changed = self._list.upsert(record) if record else self._list.remove(key)
                if changed:
                    self._publish()

    def _publish(self) -> None:
        self.tables = self._list.tables
        try:
            self._on_change(list(self.tables))
        except Exception:
            # The screen's bug must not stop the list from updating next time.
            log.exception("the table list callback failed")
