"""One seat's connection to a table, seen from Qt: signals in, plain method calls out.

Widgets never touch sockets. They call :class:`Session` methods, which return at once and
send in the background, and they redraw on :attr:`Session.state_changed`. The host's own seat
is a session like any other, over loopback.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, TypedDict, Unpack

import shiboken6
from PySide6.QtCore import QObject, Signal

from dominos.ui.kit.tasks import spawn

if TYPE_CHECKING:
    from dominos.net.app.client import Client
    from dominos.net.wire.messages import Error, Welcome
    from dominos.table.state import State
    from dominos.terms import End

log = logging.getLogger(__name__)

ClientFactory = Callable[..., "Client"]


class Hello(TypedDict, total=False):
    """What a seat is asked with: a name and the code, or the token of a seat to take back
    (the keywords of ``Client.connect``); ``watch`` to watch the table instead."""

    name: str | None
    code: str | None
    token: str | None
    watch: bool


class Session(QObject):
    """Joins a table and turns the client's callbacks into Qt signals.

    ``error`` carries a code and the host's message for a refused command, ``closed`` why
    the table ended the connection for good (a reason code, then the host's own sentence),
    ``reconnecting`` the seconds since the connection dropped (0 at the drop), and
    ``state_changed`` every snapshot. While taking a seat, ``waiting`` carries the seconds
    left before the next try when the table said to wait (a flood of wrong codes at it, a
    busy line); the client asks again by itself.
    """

    state_changed = Signal(object)
    error = Signal(str, str)
    closed = Signal(str, str)
    reconnecting = Signal(float)
    waiting = Signal(float)
    #: A finished game's record (:class:`~dominos.table.record.GameRecord`), at game over.
    record_received = Signal(object)

    def __init__(
        self, parent: QObject | None = None, *, client_factory: ClientFactory | None = None
    ) -> None:
        super().__init__(parent)
        self._factory = client_factory
        self._client: Client | None = None
        self.welcome: Welcome | None = None
        self.state: State | None = None
        #: Where the seat was taken, as ``(host, port)``.
        self.address: tuple[str, int] | None = None
        #: The code the seat was taken with: a reconnection is keyed by it too.
        self.code = ""
        self._finished = False
        #: Why the table ended the connection, once it has: ``closed``'s reason and message,
        #: kept for a window that adopts the session after the signal went out.
        self.ended: tuple[str, str] | None = None
        #: How long reaching the table may take (``None``: the client's own limit); waits
        #: the table asks for come on top.
        self.connect_timeout: float | None = None
        #: The table asked this session to wait at least once while it took its seat.
        self.waited = False

    @property
    def joined(self) -> bool:
        return self._client is not None and not self._finished

    @property
    def is_host(self) -> bool:
        return self.welcome is not None and self.welcome.host

    @property
    def seat(self) -> int | None:
        return None if self.welcome is None else self.welcome.seat

    @property
    def watching(self) -> bool:
        """This session watches the table: no seat, no hand, nothing it sends moves the game
        (until it takes a free seat)."""
        return self.welcome is not None and self.welcome.watching

    async def take_seat(self, host: str, port: int, **hello: Unpack[Hello]) -> Welcome:
        """Take a seat at ``host:port`` with a ``name`` and the ``code``, or take back the
        seat of a ``token``; raise ``JoinRefused``, ``OSError`` or ``TimeoutError``.

        Usable as the ``connect`` of ``join_by_code``: a refused attempt leaves the session
        ready for the next one.
        """
        if self._client is not None:
            raise RuntimeError("this session already has a seat")
        client = self._make_client()
        try:
            welcome = await client.connect(host, port, **hello)
        except BaseException:
            await client.close()
            raise
        self._client = client
        self.welcome = welcome
        self.address = (host, port)
        self.code = client.code
        return welcome

    def follow(self, locate: Callable[[], tuple[str, int] | None]) -> None:
        """Ask ``locate`` where the table is before each reconnection attempt."""
        if self._client is not None:
            self._client.locate = locate

    # -- commands: return at once, send in the background --------------------------------

    def start_game(self) -> None:
        self._send("start", lambda c: c.start())

    def sit(self) -> None:
        """A watcher takes the free seat (in the lobby); the next snapshot shows it seated."""
        self._send("sit", lambda c: c.sit())

    def play(self, tile: tuple[int, int], end: End | None = None) -> None:
        self._send("play", lambda c: c.play(tile, end))

    def pass_turn(self) -> None:
        self._send("pass", lambda c: c.pass_turn())

    def next_round(self) -> None:
        self._send("next round", lambda c: c.next_round())

    def new_game(self, target: int) -> None:
        self._send("new game", lambda c: c.new_game(target))

    def replay_round(self) -> None:
        self._send("replay the round", lambda c: c.replay_round())

    async def leave(self) -> None:
        """Give up the seat for good (in the lobby, later arrivals move up), then close."""
        client = self._client
        self._finished = True
        if client is None:
            return
        try:
            await client.leave()
        except ConnectionError:
            await client.close()

    async def close(self) -> None:
        """Close the connection without giving up the seat; no signal follows."""
        self._finished = True
        if self._client is not None:
            await self._client.close()

    # -- internals -------------------------------------------------------------------------

    def _make_client(self) -> Client:
        if self._factory is None:
            from dominos.net.app.client import Client

            self._factory = Client
        client = self._factory(
            self._on_state, self._on_error, self._on_closed, self._on_reconnecting
        )
        client.on_record = self._on_record
        client.on_waiting = self._on_waiting
        if self.connect_timeout is not None:
            client.connect_timeout = self.connect_timeout
        return client

    def _send(self, what: str, command: Callable[[Client], Coroutine[Any, Any, int]]) -> None:
        client = self._client
        if client is None or self._finished:
            self.error.emit("not_connected", "")
            return

        async def send() -> None:
            from dominos.net.app.client import NotConnected

            try:
                await command(client)
            except (NotConnected, ConnectionError, OSError) as exc:
                log.info("could not send %s: %s", what, exc)
                self.error.emit("not_connected", str(exc))

        spawn(send(), name=f"send {what}")

    def _guard(self, emit: Callable[[], None]) -> None:
        # The client logs and swallows errors raised by its callbacks; a failing slot must
        # reach the app's error handler instead, to be shown.
        if not shiboken6.isValid(self):
            return
        try:
            emit()
        except Exception as exc:
            asyncio.get_running_loop().call_exception_handler(
                {"message": "Error while handling the table's news", "exception": exc}
            )

    def _on_state(self, state: State) -> None:
        # The client has filled in the round's moves, which the panel of the round so far
        # shows, and the finished rounds (docs/protocol.md, ``moves``).
        self.state = state
        client = self._client
        if client is not None and client.welcome is not None:
            # A watcher who sat down was welcomed again, to its seat, before this snapshot.
            self.welcome = client.welcome
        self._guard(lambda: self.state_changed.emit(state))

    def _on_error(self, error: Error) -> None:
        self._guard(lambda: self.error.emit(error.code, error.message))

    def _on_closed(self, message: str) -> None:
        self._finished = True
        client = self._client
        reason = (client.close_reason if client is not None else None) or ""
        self.ended = (reason, message)
        self._guard(lambda: self.closed.emit(reason, message))

    def _on_record(self, record: object) -> None:
        self._guard(lambda: self.record_received.emit(record))

    def _on_waiting(self, left: float) -> None:
        self.waited = True
        self._guard(lambda: self.waiting.emit(left))

    def _on_reconnecting(self, since: float) -> None:
        self._guard(lambda: self.reconnecting.emit(since))
