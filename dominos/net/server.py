"""The host's TCP server: one authoritative table, up to four seated connections.

Everything runs on one asyncio loop and the table is called synchronously, so a command is
validated, applied and broadcast with no await in between: every seat sees the same order of
snapshots, and no lock is needed. Each connection is handled in its own task behind a
catch-all, so whatever one client sends can at worst close that one connection.

The table's clock is a single loop timer set for ``table.next_deadline()`` and moved after
every change (which may move the deadline); when it fires, the table advances. Nothing polls.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import logging
import socket
import time
from collections.abc import Callable, Iterable
from typing import Final

import ifaddr

from dominos.engine import Tile
from dominos.net.address import DEFAULT_PORT, format_address
from dominos.net.codes import AttemptLimiter, normalise_code
from dominos.net.framing import (
    CLOSED,
    NEED_DATA,
    Broken,
    ConnState,
    Invalid,
    ServerConnection,
)
from dominos.net.messages import (
    PROTOCOL_VERSION,
    Closing,
    Command,
    Error,
    ErrorCode,
    Hello,
    Leave,
    NewGame,
    NextRound,
    Pass,
    Ping,
    Play,
    Pong,
    ServerMessage,
    Start,
    Welcome,
)
from dominos.table import Table, TableError

__all__ = ["DEFAULT_PORT", "Server", "join_addresses"]

log = logging.getLogger(__name__)

_READ_SIZE: Final = 64 * 1024
#: A connection whose unsent bytes exceed this is waited for after a broadcast...
_DRAIN_ABOVE: Final = 64 * 1024
#: ... for at most this long, then dropped: one stuck reader must not stall the table.
_DRAIN_TIMEOUT: Final = 5.0
#: After a framing error, how long unread input is swallowed so the error reaches the peer.
_LINGER: Final = 1.0
_CLOSE_TIMEOUT: Final = 1.5


class _Session:
    """One TCP connection, seated or not yet."""

    __slots__ = ("address", "conn", "hello_timer", "task", "token", "writer")

    def __init__(self, writer: asyncio.StreamWriter, address: str) -> None:
        self.conn = ServerConnection()
        self.writer = writer
        self.address = address
        self.token: str | None = None
        self.task: asyncio.Task[None] | None = None
        self.hello_timer: asyncio.TimerHandle | None = None

    def send(self, message: ServerMessage) -> None:
        if self.conn.state is ConnState.DONE or self.writer.is_closing():
            return
        self.writer.write(self.conn.send(message))


class Server:
    """Serves ``table`` over TCP until :meth:`close`.

    ``clock`` gives the ``now`` passed to the table (monotonic seconds); tests may inject
    one. ``on_change`` is called after every broadcast, e.g. to update a discovery record.
    """

    def __init__(
        self,
        table: Table,
        *,
        clock: Callable[[], float] = time.monotonic,
        hello_timeout: float = 10.0,
        limiter: AttemptLimiter | None = None,
        max_pending: int = 256,
    ) -> None:
        self.table = table
        self.on_change: Callable[[], None] | None = None
        self.port: int = 0
        #: Whether the port asked for was taken and another one was used instead.
        self.fell_back: bool = False
        self.hello_timeout = hello_timeout
        self.max_pending = max_pending
        self._clock = clock
        self._limiter = limiter if limiter is not None else AttemptLimiter(clock=clock)
        self._server: asyncio.Server | None = None
        self._bound: str = ""
        self._sessions: set[_Session] = set()
        #: The live connection of each seated token; a newer one replaces it.
        self._by_token: dict[str, _Session] = {}
        #: The table's clock: one timer at its next deadline, moved after every change.
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at: float | None = None
        self._background: set[asyncio.Task[None]] = set()
        self._closing = False

    # -- lifecycle ----------------------------------------------------------------------

    async def start(
        self, host: str | None = None, port: int = DEFAULT_PORT, fallback: bool = True
    ) -> int:
        """Listens on ``host`` (every interface when ``None``) and returns the port.

        When ``port`` is taken and ``fallback`` is true, a free port is taken instead and
        :attr:`fell_back` says so; otherwise the ``OSError`` propagates.
        """
        try:
            sock = _listen(host, port)
        except OSError as exc:
            if not fallback or port == 0 or exc.errno != errno.EADDRINUSE:
                raise
            sock = _listen(host, 0)
            self.fell_back = True
        self._bound, self.port = sock.getsockname()[:2]
        self._server = await asyncio.start_server(
            self._handle, sock=sock, limit=_READ_SIZE, backlog=512
        )
        self._arm()
        log.info("listening on %s", format_address(self._bound, self.port))
        return self.port

    async def close(self, message: str = "The host closed the table.") -> None:
        """Tells every connection the table is closing and closes them all within ~2 s."""
        if self._closing:
            return
        self._closing = True
        if self._server is not None:
            self._server.close()
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        sessions = list(self._sessions)
        for session in sessions:
            with contextlib.suppress(Exception):
                session.send(Closing(message=message))
                session.writer.close()
        waits = [s.writer.wait_closed() for s in sessions]
        tasks = [t for s in sessions if (t := s.task) is not None]
        try:
            async with asyncio.timeout(_CLOSE_TIMEOUT):
                await asyncio.gather(*waits, return_exceptions=True)
                if self._server is not None:
                    await self._server.wait_closed()
        except TimeoutError:
            log.warning("some connections did not close in time; dropping them")
            for session in sessions:
                session.writer.transport.abort()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for task in list(self._background):
            task.cancel()
        await asyncio.gather(*self._background, return_exceptions=True)
        log.info("table closed")

    def addresses(self) -> list[str]:
        """``host:port`` for every LAN address players can join at (IPv6 in brackets).

        Loopback only when the machine has no other address, or when bound to it.
        """
        if not self._bound:
            return []
        bound = ipaddress.ip_address(self._bound.partition("%")[0])
        if not bound.is_unspecified:
            return [format_address(self._bound, self.port)]
        found = [
            ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            for adapter in ifaddr.get_adapters()
            for ip in adapter.ips
        ]
        return join_addresses(found, self.port, ipv6=bound.version == 6)

    # -- the table's clock --------------------------------------------------------------

    def _arm(self) -> None:
        """Makes sure the one timer fires no later than the table's next deadline.

        A timer that would fire too early is left alone: it finds nothing due and re-arms.
        Moves push the deadline later every time, so this spares a reschedule per move and
        costs one idle wake-up per turn; only a deadline brought forward (a player who drops
        mid-turn) moves the timer.
        """
        deadline = self.table.next_deadline()
        if deadline is None or self._closing:
            return
        if self._timer is not None:
            if self._timer_at is not None and self._timer_at <= deadline:
                return
            self._timer.cancel()
        self._timer_at = deadline
        delay = max(0.0, deadline - self._clock())
        self._timer = asyncio.get_running_loop().call_later(delay, self._tick)

    def _tick(self) -> None:
        self._timer = self._timer_at = None
        try:
            changed = self.table.advance(self._clock())
        except Exception:
            log.exception("the table's clock failed")
            changed = False
        if not changed:
            self._arm()
            return
        slow = self._broadcast()
        if slow:
            task = asyncio.create_task(self._drain_all(slow))
            self._background.add(task)
            task.add_done_callback(self._background.discard)

    # -- broadcasting -------------------------------------------------------------------

    async def _changed(self) -> None:
        """Sends every seated connection its own snapshot, then waits for slow readers."""
        slow = self._broadcast()
        if slow:
            await self._drain_all(slow)

    def _broadcast(self) -> list[_Session]:
        """Writes each seat its snapshot; returns the connections that fell behind."""
        now = self._clock()
        slow: list[_Session] = []
        for token, session in list(self._by_token.items()):
            seat = self.table.seat_of(token)
            if seat is None:
                continue
            try:
                session.send(self.table.snapshot(seat, now))
            except Exception:
                log.exception("could not send seat %d its snapshot", seat)
                continue
            if session.writer.transport.get_write_buffer_size() > _DRAIN_ABOVE:
                slow.append(session)
        self._arm()
        if self.on_change is not None:
            try:
                self.on_change()
            except Exception:
                log.exception("on_change failed")
        return slow

    async def _drain_all(self, sessions: list[_Session]) -> None:
        await asyncio.gather(*(self._drain(s) for s in sessions))

    async def _drain(self, session: _Session) -> None:
        try:
            async with asyncio.timeout(_DRAIN_TIMEOUT):
                await session.writer.drain()
        except (TimeoutError, ConnectionError):
            log.info("%s reads too slowly; dropping it", session.address)
            session.writer.transport.abort()

    # -- one connection -----------------------------------------------------------------

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        session = _Session(writer, _peer(writer))
        _no_delay(writer)
        session.task = asyncio.current_task()
        self._sessions.add(session)
        try:
            if self._closing:
                session.send(Error(code="closing", message="The table is closing."))
                return
            pending = sum(1 for s in self._sessions if s.token is None)
            if pending > self.max_pending:
                log.warning("too many connections without hello; refusing %s", session.address)
                session.send(
                    Error(code="too_many_attempts", message="The table is busy; try again.")
                )
                return
            session.hello_timer = asyncio.get_running_loop().call_later(
                self.hello_timeout, self._hello_expired, session
            )
            await self._serve(reader, session)
        except (ConnectionError, asyncio.IncompleteReadError, TimeoutError):
            pass
        except asyncio.CancelledError:
            # The top of this connection's task: ending it quietly is the point.
            pass
        except Exception:
            log.exception("connection from %s failed; closing it", session.address)
        finally:
            if session.hello_timer is not None:
                session.hello_timer.cancel()
            self._sessions.discard(session)
            writer.close()
            await self._forget(session)

    async def _serve(self, reader: asyncio.StreamReader, session: _Session) -> None:
        conn = session.conn
        while True:
            event = conn.next_event()
            if event is NEED_DATA:
                conn.receive_data(await reader.read(_READ_SIZE))
            elif event is CLOSED:
                return
            elif isinstance(event, Broken):
                log.info("%s: %s; closing", session.address, event.error.message)
                session.send(event.error)
                await _linger(reader, session.writer)
                return
            elif isinstance(event, Invalid):
                log.debug("%s: %s", session.address, event.error.message)
                session.send(event.error)
            elif isinstance(event, Hello):
                await self._hello(session, event)
                if conn.state is ConnState.DONE:
                    return
            elif isinstance(event, Leave):
                await self._leave(session, event)
                return
            else:
                await self._command(session, event)

    def _hello_expired(self, session: _Session) -> None:
        if session.conn.state is ConnState.AWAITING_HELLO:
            log.info("%s sent no hello in time; closing", session.address)
            session.send(
                Error(
                    code="bad_message",
                    message=f"No hello within {self.hello_timeout:g} seconds; closing.",
                )
            )
            session.writer.close()

    async def _hello(self, session: _Session, hello: Hello) -> None:
        address = session.address
        if self._closing:
            return self._refuse(session, "closing", "The table is closing.")
        if hello.protocol != PROTOCOL_VERSION:
            session.send(
                Error(
                    code="protocol_mismatch",
                    message=(
                        f"This table speaks protocol version {PROTOCOL_VERSION}, your app"
                        f" speaks version {hello.protocol}: update the older one."
                    ),
                    protocol=PROTOCOL_VERSION,
                )
            )
            return
        wait = self._limiter.retry_after(address)
        if wait > 0:
            return self._refuse(
                session,
                "too_many_attempts",
                f"Too many wrong attempts from this address; try again in {wait:.0f} seconds.",
            )
        now = self._clock()
        try:
            if hello.resume is not None:
                token = hello.resume
                seat = self.table.resume(token, now)
            elif hello.name is None or hello.code is None:
                return self._refuse(
                    session, "bad_message", "A hello needs a name and a code, or a resume token."
                )
            else:
                seat, token = self.table.join(hello.name, _canonical(hello.code), now)
        except TableError as exc:
            if exc.code in ("wrong_code", "bad_token"):
                self._limiter.record_failure(address)
            log.info("%s refused: %s", address, exc.message)
            return self._refuse(session, exc.code, exc.message)
        if session.hello_timer is not None:
            session.hello_timer.cancel()
        older = self._by_token.get(token)
        if older is not None and older is not session:
            log.info("seat %d reclaimed from %s by %s", seat, older.address, address)
            older.token = None
            older.send(
                Closing(
                    message="This seat was taken over by a newer connection.", reason="replaced"
                )
            )
            older.writer.close()
        session.token = token
        self._by_token[token] = session
        name = self.table.names()[seat]
        log.info("%s %s seat %d (%s)", name, "resumed" if hello.resume else "took", seat, address)
        session.send(Welcome(seat=seat, token=token, host=seat == self.table.host_seat))
        await self._changed()

    def _refuse(self, session: _Session, code: ErrorCode, message: str) -> None:
        session.send(Error(code=code, message=message))

    async def _command(self, session: _Session, command: Command) -> None:
        if isinstance(command, Ping):
            session.send(Pong(seq=command.seq))
            return
        seat = self.table.seat_of(session.token) if session.token is not None else None
        if seat is None:
            session.send(
                Error(code="not_seated", message="You no longer have a seat.", seq=command.seq)
            )
            return
        now = self._clock()
        try:
            if isinstance(command, Play):
                self.table.play(seat, Tile(*command.tile), command.end, now)
            elif isinstance(command, Pass):
                self.table.pass_turn(seat, now)
            elif isinstance(command, Start):
                self.table.start(seat, now)
            elif isinstance(command, NextRound):
                self.table.next_round(seat, now)
            elif isinstance(command, NewGame):
                self.table.new_game(seat, command.target, now)
        except TableError as exc:
            session.send(Error(code=exc.code, message=exc.message, seq=command.seq))
            return
        await self._changed()

    async def _leave(self, session: _Session, command: Leave) -> None:
        token = session.token
        seat = self.table.seat_of(token) if token is not None else None
        if token is None or seat is None:
            session.send(
                Error(code="not_seated", message="You no longer have a seat.", seq=command.seq)
            )
            return
        log.info("%s left seat %d", self.table.names()[seat], seat)
        self.table.leave(seat, self._clock())
        del self._by_token[token]
        session.token = None
        session.send(Closing(message="You left the table.", reason="left"))
        await self._changed()

    async def _forget(self, session: _Session) -> None:
        """A connection ended: its seat, if still its own, is marked disconnected."""
        token = session.token
        if token is None or self._by_token.get(token) is not session:
            return
        del self._by_token[token]
        seat = self.table.seat_of(token)
        if seat is None or self._closing:
            return
        log.info("%s (seat %d) disconnected", self.table.names()[seat], seat)
        self.table.set_connected(seat, False, self._clock())
        await self._changed()


def join_addresses(candidates: Iterable[str], port: int, *, ipv6: bool = True) -> list[str]:
    """The addresses worth telling players, as ``host:port``, IPv4 first.

    Link-local IPv6 addresses are left out: they only work with an interface name that
    differs from one machine to the next. Loopback is kept only when nothing else exists.

    >>> join_addresses(["127.0.0.1", "::1", "fe80::1", "192.168.1.5", "fd00::5"], 47474)
    ['192.168.1.5:47474', '[fd00::5]:47474']
    >>> join_addresses(["127.0.0.1", "::1", "fd00::5"], 9, ipv6=False)
    ['127.0.0.1:9']
    """
    lan: list[ipaddress.IPv4Address | ipaddress.IPv6Address] = []
    loopback: list[ipaddress.IPv4Address | ipaddress.IPv6Address] = []
    for text in dict.fromkeys(candidates):
        try:
            ip = ipaddress.ip_address(text.partition("%")[0])
        except ValueError:
            continue
        if (ip.version == 6 and not ipv6) or ip.is_unspecified or ip.is_multicast:
            continue
        if ip.is_loopback:
            loopback.append(ip)
        elif not (ip.version == 6 and ip.is_link_local):
            lan.append(ip)
    chosen = sorted(lan or loopback, key=lambda ip: ip.version)
    return [format_address(str(ip), port) for ip in chosen]


def _canonical(code: str) -> str:
    try:
        return normalise_code(code)
    except ValueError:
        return code


def _no_delay(writer: asyncio.StreamWriter) -> None:
    """Sends each snapshot at once. asyncio only sets TCP_NODELAY on sockets whose protocol
    number is TCP, and sockets accepted from ``socket.create_server`` carry 0, which left
    Nagle's algorithm holding replies for a delayed acknowledgement (~40 ms)."""
    sock = writer.get_extra_info("socket")
    if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


def _peer(writer: asyncio.StreamWriter) -> str:
    peer = writer.get_extra_info("peername")
    if not peer:
        return "?"
    host = str(peer[0])
    with contextlib.suppress(ValueError):
        mapped = ipaddress.ip_address(host)
        if isinstance(mapped, ipaddress.IPv6Address) and mapped.ipv4_mapped is not None:
            return str(mapped.ipv4_mapped)
    return host


async def _linger(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Half-closes and swallows input for a moment, so the peer can read our error before
    the kernel answers its unread bytes with a reset."""
    with contextlib.suppress(OSError, RuntimeError):
        if writer.can_write_eof():
            writer.write_eof()
    with contextlib.suppress(OSError, TimeoutError, ConnectionError):
        async with asyncio.timeout(_LINGER):
            while await reader.read(_READ_SIZE):
                pass


def _listen(host: str | None, port: int) -> socket.socket:
    if host is None or host == "":
        if socket.has_dualstack_ipv6():
            return socket.create_server(
                ("::", port), family=socket.AF_INET6, dualstack_ipv6=True, backlog=512
            )
        return socket.create_server(("0.0.0.0", port), backlog=512)
    family, _, _, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
    )[0]
    return socket.create_server(address, family=family, backlog=512)
