"""Announcing one open table on the LAN so friends see it without typing an address."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable

import zeroconf
from zeroconf import InterfaceChoice, IPVersion, Zeroconf
from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

from dominos.discovery.errors import (
    Failure,
    NoNetwork,
    advertise_unavailable,
    classify,
    describe,
)
from dominos.discovery.lan import local_addresses, socket_version
from dominos.discovery.records import (
    SERVICE_TYPE,
    encode_txt,
    instance_label,
    table_name_of,
)
from dominos.net.wire.messages import PROTOCOL_VERSION

log = logging.getLogger(__name__)

#: Probing a name on the LAN takes about a second; past this the network is not answering.
START_TIMEOUT = 10.0
#: How long a name must stay silent before we take it; LAN responders answer in milliseconds.
CLAIM_MS = 400
#: Goodbye packets go out in well under a second; never hold up a quitting app longer.
CLOSE_TIMEOUT = 1.5


class Advertiser:
    """One open table, announced as a DNS-SD service until :meth:`close`.

    No method raises because of the network: a host whose LAN blocks multicast still hosts,
    and its lobby shows :attr:`error` so the players know to join by address.
    """

    def __init__(
        self,
        *,
        table_name: str,
        port: int,
        table_id: str,
        host_name: str,
        seats: int = 0,
        phase: str = "lobby",
        protocol: int = PROTOCOL_VERSION,
        addresses: list[str] | None = None,
        interfaces: InterfaceChoice | list[str] = InterfaceChoice.All,
        ip_version: IPVersion | None = None,
        watchable: bool = True,
    ) -> None:
        #: In English, for logs and the headless host.
        self.error: str | None = None
        #: The same, as a reason code a screen can word in the player's language.
        self.failure: Failure | None = None
        #: The instance name on the network; a name conflict renames it ("Ana's table-2").
        #: A table with no name is announced as its host's, and said to have none, so each
        #: app lists it in its own player's language.
        self.name = instance_label(table_name or f"{host_name}'s table")
        self._named = bool(table_name)
        #: Whether the host lets anyone watch: it is said from the first announcement on.
        self._watchable = watchable
        self._port = port
        self._table_id = table_id
        self._protocol = protocol
        self._host_name = host_name
        self._txt = encode_txt(
            protocol=protocol,
            table_id=table_id,
            seats=seats,
            phase=phase,
            host_name=host_name,
            named=self._named,
            watchable=watchable,
        )
        self._addresses = addresses
        self._interfaces = interfaces
        self._ip_version = ip_version
        self._aiozc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._registering: asyncio.Future[None] | None = None
        self._pending: set[asyncio.Future[object]] = set()
        self._lock = asyncio.Lock()
        self._started = False
        self._closed = False
        self._wanted: tuple[int, str, int, int] | None = None
        self._updater: asyncio.Task[None] | None = None

    @property
    def advertising(self) -> bool:
        """Whether the table is currently announced."""
        return self._info is not None

    @property
    def addresses(self) -> list[str]:
        """The addresses announced (or that would be), for the lobby to show."""
        return list(self._addresses) if self._addresses is not None else local_addresses()

    @property
    def port(self) -> int:
        """The port announced: the one the table listens on."""
        return self._port

    @property
    def everywhere(self) -> bool:
        """Whether every address of every LAN interface is announced (the table listens on
        all of them), rather than only the one it was bound to."""
        return self._addresses is None and self._interfaces is InterfaceChoice.All

    @property
    def interfaces(self) -> InterfaceChoice | list[str]:
        """Where the announcement is sent: every interface, or the listed addresses'."""
        return self._interfaces

    async def start(self) -> None:
        """Claim a name on the LAN and announce the table; on failure, set :attr:`error`."""
        async with self._lock:
            if self._started or self._closed:
                return
            self._started = True
            self._registering = asyncio.ensure_future(self._register())
            try:
                await asyncio.wait({self._registering})
            except asyncio.CancelledError:
                self._registering.cancel()
                raise
            failure = None if self._registering.cancelled() else self._registering.exception()
            self._registering = None
            if failure is not None and not self._closed:
                self.failure = classify(failure)
                self.error = advertise_unavailable(describe(self.failure))
                log.warning("%s", self.error)
                log.debug("announcing failed", exc_info=failure)
                await self._shutdown()

    async def update(
        self,
        *,
        seats: int,
        phase: str,
        host_name: str | None = None,
        away: int = 0,
        watching: int = 0,
    ) -> None:
        """Publish new seat count and phase, so joiners see a full or started table, how
        many of the seated are away, and how many friends watch."""
        if host_name is not None:
            self._host_name = host_name
        txt = encode_txt(
            protocol=self._protocol,
            table_id=self._table_id,
            seats=seats,
            phase=phase,
            host_name=self._host_name,
            away=away,
            named=self._named,
            watching=watching,
            watchable=self._watchable,
        )
        if txt == self._txt:
            return
        self._txt = txt
        async with self._lock:
            # Waiting for the lock means a start that finished meanwhile announced the
            # previous TXT; announce the latest one now.
            if self._info is None or self._aiozc is None or self._closed:
                return
            try:
                info = self._service_info(self._info.name, self._info.parsed_addresses())
                self._track(await self._aiozc.async_update_service(info))
                self._info = info
            except Exception as failure:
                self.failure = classify(failure)
                self.error = advertise_unavailable(describe(self.failure))
                log.warning("%s", self.error)
                log.debug("announcing failed", exc_info=failure)
                await self._shutdown()

    def request_update(
        self,
        *,
        seats: int,
        phase: str,
        host_name: str | None = None,
        away: int = 0,
        watching: int = 0,
    ) -> None:
        """:meth:`update` for synchronous callers, such as the server's change callback.

        Calls made while an update is under way are merged: only the latest is published.
        """
        if host_name is not None:
            self._host_name = host_name
        self._wanted = (seats, phase, away, watching)
        if self._updater is None or self._updater.done():
            self._updater = asyncio.get_running_loop().create_task(self._publish_wanted())

    async def _publish_wanted(self) -> None:
        while self._wanted is not None:
            seats, phase, away, watching = self._wanted
            self._wanted = None
            try:
                await self.update(seats=seats, phase=phase, away=away, watching=watching)
            except ValueError:
                log.exception(
                    "cannot announce seats=%r phase=%r watching=%r", seats, phase, watching
                )

    async def close(self) -> None:
        """Say goodbye on the LAN so joiners drop the table at once; safe to call twice."""
        if self._closed:
            return
        self._closed = True
        if self._registering is not None:
            self._registering.cancel()
        if self._updater is not None:
            self._updater.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._updater
        await self._shutdown()

    async def _register(self) -> None:
        addresses = self.addresses
        if not addresses:
            raise NoNetwork("no address to announce")
        version = socket_version(self._interfaces, self._ip_version)
        self._aiozc = AsyncZeroconf(interfaces=self._interfaces, ip_version=version)
        async with asyncio.timeout(START_TIMEOUT):
            name = await self._claim_name(self._aiozc.zeroconf)
            info = self._service_info(name, addresses)
            # The name was checked just above; zeroconf's own probe would add over a second.
            self._track(await self._aiozc.async_register_service(info, cooperating_responders=True))
        self._info = info
        self.name = table_name_of(info.name)
        log.info("announcing %r on %s port %d", self.name, ", ".join(addresses), self._port)

    async def _claim_name(self, zc: Zeroconf) -> str:
        """The first free name among "Ana's table", "Ana's table-2", ... on the LAN.

        Asking whether a name answers takes a fraction of a second, where the full probe of
        RFC 6762 takes over a second with this zeroconf. Only the full probe would catch two
        hosts opening tables of the same name within the same fraction of a second, which a
        home LAN hardly sees; a table listed twice as fast is worth that.
        """
        for number in range(1, 100):
            label = self.name if number == 1 else f"{self.name}-{number}"
            name = f"{label}.{SERVICE_TYPE}"
            if not await _answers(zc, name):
                return name
        raise zeroconf.NonUniqueNameException(name)

    def _service_info(self, name: str, addresses: list[str]) -> AsyncServiceInfo:
        return AsyncServiceInfo(
            SERVICE_TYPE,
            name,
            port=self._port,
            properties=dict(self._txt),
            # A host name of our own: the machine's may already be announced by the OS.
            server=f"dominos-{self._table_id}.local.",
            parsed_addresses=addresses,
        )

    def _track(self, awaitable: Awaitable[object]) -> None:
        """Keep zeroconf's broadcast task so close can wait for it and nothing leaks."""
        future = asyncio.ensure_future(awaitable)
        self._pending.add(future)
        future.add_done_callback(self._finished)

    def _finished(self, future: asyncio.Future[object]) -> None:
        self._pending.discard(future)
        if not future.cancelled() and future.exception() is not None:
            log.debug("announcement failed", exc_info=future.exception())

    async def _shutdown(self) -> None:
        aiozc, info = self._aiozc, self._info
        self._aiozc = self._info = None
        if aiozc is None:
            return
        try:
            async with asyncio.timeout(CLOSE_TIMEOUT):
                if info is not None:
                    await (await aiozc.async_unregister_service(info))
                for future in list(self._pending):
                    future.cancel()
                await aiozc.async_close()
        except Exception as failure:
            log.debug("closing the announcement failed", exc_info=failure)


async def _answers(zc: Zeroconf, name: str) -> bool:
    """Whether some responder on the LAN currently answers for the service ``name``."""
    if await AsyncServiceInfo(SERVICE_TYPE, name).async_request(zc, CLAIM_MS):
        return True
    now = zeroconf.current_time_millis()
    return any(not record.is_expired(now) for record in zc.cache.entries_with_name(name))
