"""A player's connection to a table: join, receive snapshots, send commands, come back.

The app and the tests drive a table through this one class. It reports through plain
callbacks rather than signals or queues so it stays free of Qt; the app's session turns them
into Qt signals. Every snapshot is complete, so after a drop the client simply reconnects
with its seat's token and the next ``state`` tells it everything that happened meanwhile.

Messages are handled in the socket's protocol callback as they arrive (no task wakes up per
message), so callbacks run on the event loop and should return quickly; an exception raised
by one is logged and does not break the connection. What happens after a link drops is in
:mod:`dominos.net.app.reconnecting`, and what the seat remembers to come back with in
:mod:`dominos.net.app.returning`.

Typical use (inside a running event loop)::

    client = Client(on_state=show, on_error=toast, on_closed=back_home,
                    on_reconnecting=show_banner)
    try:
        welcome = await client.connect("192.168.1.5", 47474, name="Ann", code="ABC234")
    except JoinRefused as refused:   # refused.code, refused.message (show it as is)
        ...
    except (OSError, TimeoutError):  # nobody answers at that address
        ...
    await client.play((6, 4), "left")  # refusals come back through on_error
    ...
    await client.close()

Keep ``client.token`` to come back after the app restarts:
``connect(host, port, code=code, token=saved)`` (the code keys every connection).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Final

from dominos.net.app.callbacks import call, count_down
from dominos.net.app.link import HelloUnanswered, JoinRefused, Link, NotConnected
from dominos.net.app.reconnecting import BACKOFF, Reconnector
from dominos.net.app.returning import Memory
from dominos.net.wire.channel import PlayerChannel
from dominos.net.wire.messages import (
    HEARTBEAT_SECONDS,
    PROTOCOL_VERSION,
    SILENCE_SECONDS,
    ClientMessage,
    Closing,
    Error,
    GameOver,
    Hello,
    Leave,
    NewGame,
    NextRound,
    Pass,
    Ping,
    Play,
    Pong,
    ReplayRound,
    ServerMessage,
    Sit,
    Start,
    State,
    Welcome,
)
from dominos.table.record import GameRecord
from dominos.table.state import filled
from dominos.terms import NOT_NOW, End

__all__ = ["BACKOFF", "JOIN_PATIENCE", "Client", "JoinRefused", "NotConnected"]

log = logging.getLogger(__name__)

#: How long joining keeps trying by itself while the table says "not now" (long enough for
#: an address locked out for a minute), before the refusal is the answer.
JOIN_PATIENCE: Final = 90.0


class Client:
    """One seat's connection to a table.

    ``on_state`` gets every snapshot (also the first one after joining or reconnecting),
    ``on_error`` every refusal of a command, ``on_closed`` a sentence when the table ends
    the connection for good (the host closed it, the seat was taken over, or the seat is
    gone after a reconnection). ``on_reconnecting`` gets the seconds since the connection
    dropped, once at the drop, each second of the waits, and before every new attempt.

    ``heartbeat`` is how often the client makes sure the table hears from it (a ``ping``
    when it has sent nothing else; ``None`` turns the heartbeat off), and ``silence`` how long
    it waits for a word from the table before it reconnects (docs/protocol.md, "Heartbeat").
    ``patience`` is how long :meth:`connect` keeps trying while the table says to wait;
    ``sleep`` is how every wait the table asks for is waited, joining or coming back
    (tests give a clock of their own, so a minute the table asks for takes none).
    ``clock`` and ``tick`` are the heartbeat's time and wait: the event loop's clock and
    ``asyncio.sleep`` unless a test gives its own, so a silence passes in no time.
    """

    def __init__(
        self,
        on_state: Callable[[State], None],
        on_error: Callable[[Error], None],
        on_closed: Callable[[str], None],
        on_reconnecting: Callable[[float], None] | None = None,
        *,
        connect_timeout: float = 5.0,
        backoff: Iterable[float] = BACKOFF,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        heartbeat: float | None = HEARTBEAT_SECONDS,
        silence: float = SILENCE_SECONDS,
        patience: float = JOIN_PATIENCE,
        clock: Callable[[], float] | None = None,
        tick: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.on_state = on_state
        self.on_error = on_error
        self.on_closed = on_closed
        self.on_reconnecting = on_reconnecting
        self.connect_timeout = connect_timeout
        self.heartbeat = heartbeat
        self.patience = patience
        #: While joining, called with the seconds left before the next try, each second
        #: of a wait the table asked for (``too_many_attempts``, ``busy``).
        self.on_waiting: Callable[[float], None] | None = None
        #: Asked before each reconnection attempt where the table is now, for a table that
        #: may come back at another address (a host restarted after a crash, found again by
        #: its id on the LAN); ``None`` or an answer of ``None`` keeps the last address.
        self.locate: Callable[[], tuple[str, int] | None] | None = None
        #: Called with each finished game's record the table sends at game over.
        self.on_record: Callable[[GameRecord], None] | None = None
        #: The latest welcome: seat, token and host rights. The seat can change in the
        #: lobby when someone ahead leaves; ``state.you`` is always current.
        self.welcome: Welcome | None = None
        #: The latest snapshot.
        self.state: State | None = None
        #: Where the table is: host and port (a table found again may have moved).
        self.address: tuple[str, int] = ("", 0)
        #: The table's code: every connection, a returning one too, is keyed by it.
        self.code = ""
        self._seq = itertools.count(1)
        #: What the seat remembers of the game, to come back with.
        self.memory = Memory()
        #: The current link, the way back to the table when it drops, and the heartbeat.
        self.reconnector = Reconnector(
            self,
            self.memory,
            self._seq,
            backoff=tuple(backoff),
            sleep=sleep,
            silence=silence,
            clock=clock,
            tick=tick,
        )
        self._started = False

    @property
    def connected(self) -> bool:
        return self.reconnector.link is not None

    @property
    def token(self) -> str | None:
        """The seat's token, to come back with (after the app restarts too)."""
        return None if self.welcome is None else self.welcome.token

    @property
    def close_reason(self) -> str | None:
        """Why the table ended the connection for good, for an app to word in its own
        language: a ``closing`` reason (``shutdown``, ``replaced``, ``left``) or the code of
        the refusal that ended a reconnection, or ``game_lost`` when a table refused a seat
        coming back to a game under way. ``None`` until then."""
        return self.reconnector.close_reason

    # -- joining ------------------------------------------------------------------------

    async def connect(
        self,
        host: str,
        port: int,
        *,
        name: str | None = None,
        code: str | None = None,
        token: str | None = None,
        watch: bool = False,
    ) -> Welcome:
        """Takes a seat with ``name`` and ``code``, or reclaims one with ``token`` and the
        same ``code``: every connection is keyed by the code, a returning one too. With
        ``watch``, watches the table instead (docs/protocol.md, Watching), and comes back
        as a watcher after a drop, under ``name`` again when the table no longer knows its
        token (a host restarted from its journal keeps no watcher): a watcher coming back
        with ``token`` gives its ``name`` too for that.

        Returns once seated and the first snapshot was delivered to ``on_state``. A table
        that says "not now" (a flood of wrong codes, a busy line) is asked again as often as
        it says, for up to ``patience`` seconds, with ``on_waiting`` told of each wait.
        Raises :class:`JoinRefused` when the table says no (or still says "not now" after
        that), ``OSError`` or ``TimeoutError`` when it cannot be reached.
        """
        if self._started:
            raise RuntimeError("this client was already used; make another one")
        if code is None:
            raise ValueError("the table's code is needed, a returning seat's too: it keys the link")
        hello = Hello(protocol=PROTOCOL_VERSION, name=name, resume=token, watch=watch)
        self.address, self.code = (host, port), code
        self.memory.name, self.memory.watching = name, watch
        try:
            link, welcome, state = await self._open_patiently(hello)
        except JoinRefused as refused:
            again = self.memory.watch_again() if token is not None else None
            if refused.code != "bad_token" or again is None:
                raise
            log.info("the table no longer knows this watcher: watching again")
            link, welcome, state = await self._open_patiently(again)
        self._started = True
        self.adopt(link, welcome, state)
        if self.heartbeat is not None:
            self.reconnector.beat(self.heartbeat)
        return welcome

    async def _open_patiently(self, hello: Hello) -> tuple[Link, Welcome, State]:
        loop = asyncio.get_running_loop()
        started, waited = loop.time(), 0.0
        while True:
            try:
                return await self.open(hello)
            except JoinRefused as refused:
                if refused.code not in NOT_NOW:
                    raise
                wait = max(0.2, refused.retry_after if refused.retry_after is not None else 1.0)
                # The waits are counted too: a test's clock may take no time over them.
                if max(loop.time() - started, waited) + wait > self.patience:
                    raise
                log.info("the table asked to wait %.1f s: %s", wait, refused.message)
                await self._count_down(wait)
                waited += wait

    async def _count_down(self, wait: float) -> None:
        """Sleeps ``wait`` seconds, telling ``on_waiting`` what is left each second."""

        def each_second(left: float) -> bool:
            if self.on_waiting is not None:
                call(self.on_waiting, left)
            return True

        await count_down(wait, self.reconnector.sleep, each_second)

    async def open(self, hello: Hello) -> tuple[Link, Welcome, State]:
        """Opens a link to the table and takes the seat with ``hello`` (the reconnector's
        way back too)."""
        loop = asyncio.get_running_loop()
        # Half the key exchange runs as the channel is made: off the loop, like the rest.
        channel = await loop.run_in_executor(
            None, functools.partial(PlayerChannel, self.code, defer=True)
        )
        host, port = self.address
        async with asyncio.timeout(self.connect_timeout):
            _, link = await loop.create_connection(
                lambda: Link(channel, self._receive, self.reconnector.lost), host, port
            )
        try:
            link.send(hello)
            async with asyncio.timeout(self.connect_timeout):
                welcome, state = await link.greeting
        except TimeoutError:
            link.abort()
            if link.channel.established:
                raise HelloUnanswered("the table did not answer the hello in time") from None
            raise
        except BaseException:
            link.abort()
            raise
        if not link.alive:
            raise ConnectionResetError("the table closed the connection right after the hello")
        return link, welcome, state

    def adopt(self, link: Link, welcome: Welcome, state: State) -> None:
        """Makes a seated link the current one, and shows its first state."""
        self.reconnector.seated(link)
        self._welcomed(welcome)
        self.deliver(state)
        link.adopted()

    def _welcomed(self, welcome: Welcome) -> None:
        self.welcome = welcome
        self.memory.watching = welcome.watching

    @property
    def watching(self) -> bool:
        """This client watches the table: it has no seat, and only ``sit``, ``ping`` and
        ``leave`` are its to send."""
        return self.welcome is not None and self.welcome.watching

    # -- commands -----------------------------------------------------------------------

    async def sit(self) -> int:
        """A watcher asks to take the free seat (in the lobby only); once given, a new
        welcome tells the seat and its token, and the next state shows it."""
        return await self._command(lambda seq: Sit(seq=seq))

    async def start(self) -> int:
        """Asks to start the game (host seat only). Returns the command's ``seq``, which
        a refusal (``on_error``) carries back."""
        return await self._command(lambda seq: Start(seq=seq))

    async def play(self, tile: Iterable[int], end: End | None = None) -> int:
        """Lays ``tile`` (a ``Tile`` or a pair) at ``end``."""
        low, high = tile
        return await self._command(lambda seq: Play(tile=(low, high), end=end, seq=seq))

    async def pass_turn(self) -> int:
        return await self._command(lambda seq: Pass(seq=seq))

    async def next_round(self) -> int:
        return await self._command(lambda seq: NextRound(seq=seq))

    async def new_game(self, target: int) -> int:
        return await self._command(lambda seq: NewGame(target=target, seq=seq))

    async def replay_round(self) -> int:
        """Asks the table to deal the round under way again from its deal (host seat, when
        a state's ``recovery`` offers it)."""
        return await self._command(lambda seq: ReplayRound(seq=seq))

    async def ping(self) -> float:
        """Round trip to the table in seconds."""
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[None] = loop.create_future()
        sent = loop.time()
        seq = await self._command(lambda seq: Ping(seq=seq), waiter)
        try:
            await waiter
        finally:
            self.reconnector.forget(seq)
        return loop.time() - sent

    async def leave(self) -> None:
        """Gives up the seat for good and waits (up to 2 s) for the table to confirm."""
        link = self.reconnector.link
        await self._command(lambda seq: Leave(seq=seq))
        if link is not None:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(2.0):
                    await asyncio.shield(link.closed)
        await self.close()

    async def _command(
        self,
        make: Callable[[int], ClientMessage],
        waiter: asyncio.Future[None] | None = None,
    ) -> int:
        reconnector = self.reconnector
        link = reconnector.link
        if link is None:
            raise NotConnected("not connected to the table")
        seq = next(self._seq)
        if waiter is not None:
            reconnector.awaiting(seq, waiter)
        link.send(make(seq))
        reconnector.sent()
        await link.drain()
        return seq

    async def close(self) -> None:
        """Closes the connection and stops reconnecting; no callback follows."""
        await self.reconnector.close()

    # -- receiving ----------------------------------------------------------------------

    def _receive(self, link: Link, message: ServerMessage) -> None:
        reconnector = self.reconnector
        if link is not reconnector.link:
            if link is reconnector.retired:
                reconnector.late_word(message)
            return
        reconnector.heard()
        if isinstance(message, State):
            self.deliver(message)
        elif isinstance(message, Pong):
            reconnector.answered(message.seq)
        elif isinstance(message, Error):
            call(self.on_error, message)
        elif isinstance(message, Closing):
            reconnector.finish(message.message, message.reason)
        elif isinstance(message, GameOver):
            if self.on_record is not None:
                call(self.on_record, message.game)
        else:
            # A watcher who sat down: the seat and its token from here on.
            self._welcomed(message)

    def deliver(self, state: State) -> None:
        """Shows a state, and remembers it unless it is the older table a host shows while
        it waits to be rebuilt."""
        state = self.state = filled(self.state, state)
        if state.recovery is None or state.recovery.status != "waiting":
            # While the table waits to be rebuilt it shows its journal's older table: what
            # this app saw before stays what it tells the table if it has to return again.
            self.memory.remember(state)
        call(self.on_state, state)
