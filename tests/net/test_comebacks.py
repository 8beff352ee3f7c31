"""A handshake sent away from a busy line is owed a turn when its source asks again: a
friend new to the table, whom the newest-first order missed under a flood, is answered
next time rather than buried again. The turn owed changes the order of the line alone:
what each handshake costs, and who is refused before any work, stay as they were."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any, cast

from dominos.net.host.admission import Admission
from dominos.net.host.exchanges import COMEBACKS_KEPT, Comebacks, Exchanges
from dominos.net.host.room import Room
from dominos.net.host.session import Session
from dominos.net.wire.codes import Guesses, Ticket
from dominos.table import Table
from tests.helpers.tables import CODE


class Handshake:
    """A connection whose key exchange waits in the table's line: only what the door uses
    of a session. Its exchange records its name, after ``gate`` opens if one is given."""

    def __init__(self, door: Admission, name: str, source: str, done: list[str]) -> None:
        self.door = door
        self.name = name
        self.address = self.source = source
        self.ticket: Ticket | None = None
        self.sent: list[Any] = []
        self.closed = False
        self.gate: threading.Event | None = None
        self._done = done
        self.exchange: asyncio.Future[str] | None = None

    def work(self) -> str:
        if self.gate is not None:
            self.gate.wait(10)
        self._done.append(self.name)
        return self.name

    def start_exchange(self, run: Callable[[Callable[[], str]], asyncio.Future[str]]) -> None:
        self.exchange = run(self.work)

    def send(self, message: Any) -> None:
        self.sent.append(message)

    def close(self) -> None:
        self.closed = True
        self.door.abandon(cast(Session, self))

    @property
    def codes(self) -> list[str]:
        return [m.code for m in self.sent]


class Door:
    """The table's door with a clock the test moves, and a record of the exchanges run."""

    def __init__(self) -> None:
        self.now = [0.0]
        clock = lambda: self.now[0]  # noqa: E731
        table = Table(code=CODE, target=100)
        self.guesses = Guesses(clock=clock)
        self.line: Exchanges[Any] = Exchanges(stale=2.0, clock=clock)
        self.admission = Admission(
            Room(table, clock), self.guesses, None, self.line, hello_timeout=10.0, max_pending=256
        )
        self.admission.comebacks = Comebacks(clock=clock)
        self.done: list[str] = []

    def offer(self, name: str, source: str, gate: threading.Event | None = None) -> Handshake:
        handshake = Handshake(self.admission, name, source, self.done)
        handshake.gate = gate
        self.admission.session_offered(cast(Session, handshake))
        return handshake

    async def settle(self) -> None:
        """Until the line has run everything it holds."""
        async with asyncio.timeout(10):
            while self.line.waiting or self.line._running:
                await asyncio.sleep(0.01)


def test_a_handshake_sent_away_is_answered_first_when_its_source_asks_again() -> None:
    async def scenario() -> None:
        door = Door()
        first_gate, second_gate = threading.Event(), threading.Event()
        door.offer("running", "10.0.0.1", first_gate)
        friend = door.offer("friend", "10.9.9.9")  # new to the table, and missed
        door.now[0] = 1.0
        flood = [door.offer(f"guess{n}", f"10.1.0.{n}") for n in (1, 2)]
        flood.append(door.offer("guess3", "10.1.0.3", second_gate))
        door.now[0] = 2.5
        first_gate.set()  # the table's next turn: the friend has waited more than 2 s
        async with asyncio.timeout(5):
            while not friend.closed:
                await asyncio.sleep(0.01)
        assert friend.codes == ["busy"] and friend.sent[0].retry_after == 0.0
        # The app asks again at once from the same source, while newer guesses arrive.
        again = door.offer("friend again", "10.9.9.9")
        later = [door.offer(f"guess{n}", f"10.1.0.{n}") for n in (4, 5)]
        second_gate.set()
        await door.settle()
        # Owed a turn, it takes the next one; then the newest guesses and the owed line
        # take turns about, the owed line now empty.
        assert door.done == [
            "running", "guess3", "friend again", "guess5", "guess4", "guess2", "guess1",
        ]  # fmt: skip
        assert not again.sent and not any(h.sent for h in flood + later)
        door.line.shutdown()

    asyncio.run(scenario())


def test_the_turn_owed_is_used_once_and_not_owed_again_for_a_try_that_was_owed_one() -> None:
    async def scenario() -> None:
        door = Door()
        owed = door.admission.comebacks
        gate = threading.Event()
        door.offer("running", "10.0.0.1", gate)
        door.offer("early", "10.2.0.1")
        door.now[0] = 2.5
        gate.set()
        await door.settle()
        assert len(owed) == 1
        # Its next try takes the owed turn, and waits too long again: owed nothing more.
        gate = threading.Event()
        door.offer("running", "10.0.0.1", gate)
        twice = door.offer("again", "10.2.0.1")
        assert len(owed) == 0
        door.now[0] = 5.0
        gate.set()
        await door.settle()
        assert twice.codes == ["busy"] and len(owed) == 0
        door.line.shutdown()

    asyncio.run(scenario())


def test_a_turn_owed_buys_no_guess_the_limits_would_refuse() -> None:
    """A source locked out, or one that already failed while the table's budget is spent,
    is refused before any work, owed a turn or not; and a try that takes an owed turn pays
    as any other: its source's free exchange, or the budget."""

    async def scenario() -> None:
        door = Door()
        owed = door.admission.comebacks
        for _ in range(5):
            door.guesses.limiter.record_failure("10.3.0.1")
        owed.owe("10.3.0.1")
        locked = door.offer("locked out", "10.3.0.1")
        assert locked.codes == ["too_many_attempts"] and locked.ticket is None
        assert locked.sent[0].retry_after > 0
        # A source that failed before, while the budget is spent.
        spent = door.guesses.admit("10.3.0.2")
        assert isinstance(spent, Ticket)
        door.guesses.answered(spent)
        door.guesses.failed(spent)
        door.guesses.budget.level = 0.0
        owed.owe("10.3.0.2")
        broke = door.offer("no budget", "10.3.0.2")
        assert broke.codes == ["too_many_attempts"] and broke.ticket is None
        # A fresh source owed a turn claims its free exchange, as without the turn.
        owed.owe("10.3.0.3")
        fresh = door.offer("fresh", "10.3.0.3")
        assert fresh.ticket is not None and fresh.ticket.fresh is not None
        await door.settle()
        assert door.done == ["fresh"]
        door.line.shutdown()

    asyncio.run(scenario())


def test_the_sources_owed_a_turn_are_bounded_and_forgotten_soon() -> None:
    now = [0.0]
    owed = Comebacks(clock=lambda: now[0])
    for n in range(20_000):  # a flood from 20,000 sources, each sent away
        owed.owe(f"10.{n // 65536}.{n // 256 % 256}.{n % 256}")
    assert len(owed) == COMEBACKS_KEPT
    # The latest are kept, the oldest forgotten first.
    assert owed.take("10.0.78.31") and not owed.take("10.0.0.1")
    owed.owe("10.8.8.8")
    now[0] = owed.seconds + 0.1
    assert not owed.take("10.8.8.8")


def test_only_a_free_exchange_sent_away_is_owed_a_turn() -> None:
    """A source that failed before only gets in on the table's budget: sent away, it is owed
    nothing, or a flood's sources that keep coming back would take half the table's turns."""

    async def scenario() -> None:
        door = Door()
        spent = door.guesses.admit("10.4.0.1")
        assert isinstance(spent, Ticket)
        door.guesses.answered(spent)
        door.guesses.failed(spent)
        gate = threading.Event()
        door.offer("running", "10.0.0.1", gate)
        failed_before = door.offer("failed before", "10.4.0.1")
        fresh = door.offer("fresh", "10.4.0.2")
        assert failed_before.ticket is not None and failed_before.ticket.fresh is None
        door.now[0] = 2.5
        gate.set()
        await door.settle()
        assert failed_before.codes == fresh.codes == ["busy"]
        owed = door.admission.comebacks
        assert not owed.take("10.4.0.1") and owed.take("10.4.0.2")
        door.line.shutdown()

    asyncio.run(scenario())
