"""A fifth and sixth friend watch a whole game across a (virtual) LAN, then one sits down.

``dominos-host`` runs in namespace A; four players and two watchers run in namespace B
(this process, moved there with setns), across a veth cable. The watchers find the table
by discovery and the code alone, the LAN listing says they watch, they see every hand only
once its round has ended, nothing they send moves the game, and between games a player
leaves and a watcher takes the freed seat. Every address exists only in the namespaces,
which are deleted even when the test fails.
"""

from __future__ import annotations

import asyncio
import functools
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from dominos.discovery import FoundTable, join_by_code
from dominos.net.app.client import Client
from dominos.net.wire.messages import Error
from dominos.table.state import NO_SEAT, State
from tests.discovery.test_netns import Lan, joiner_side, named
from tests.helpers.netlab import Peer, cable, in_namespace, namespaces, tag
from tests.helpers.tables import choose
from tests.helpers.waiting import until

pytestmark = pytest.mark.netns

HOST_IP = "10.213.48.1"
GUESTS_IP = "10.213.48.2"
CODE = "W4TCH2"


@pytest.fixture
def lan() -> Iterator[Lan]:
    """Namespace A (the host, .1) and B (every friend, .2) on one veth cable."""
    t = tag()
    lan = Lan(f"dmA{t}", f"dmB{t}", f"dmb{t}")
    with namespaces(lan.host_ns, lan.joiner_ns):
        cable(
            (lan.host_ns, f"dma{t}", [f"{HOST_IP}/24"]),
            (lan.joiner_ns, lan.joiner_link, [f"{GUESTS_IP}/24"]),
        )
        yield lan


@dataclass
class Guest:
    """A friend's app: plays the first legal tile on its turn once it has a seat, and as
    the host seat ends each break at once; watching, it only looks."""

    name: str
    states: list[State] = field(default_factory=list)
    errors: list[Error] = field(default_factory=list)
    closed: list[str] = field(default_factory=list)
    tasks: set[asyncio.Task[Any]] = field(default_factory=set)
    client: Client = field(init=False)

    def __post_init__(self) -> None:
        self.client = Client(self.on_state, self.errors.append, self.closed.append)

    @property
    def state(self) -> State:
        return self.states[-1]

    def on_state(self, state: State) -> None:
        self.states.append(state)
        if state.you == NO_SEAT:
            return
        if state.phase == "break" and state.you == state.host_seat:
            self._spawn(self.client.next_round())
        elif state.phase == "round" and state.turn == state.you and state.result is None:
            move = choose(state)
            self._spawn(self.client.pass_turn() if move is None else self.client.play(*move))

    def _spawn(self, command: Any) -> None:
        task = asyncio.create_task(command)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)


def kitchen(tables: list[FoundTable]) -> FoundTable | None:
    return named(tables, "Kitchen")


def listed(seats: int, watching: int) -> Any:
    def check(tables: list[FoundTable]) -> bool:
        table = kitchen(tables)
        return table is not None and (table.seats, table.watching) == (seats, watching)

    return check


def test_two_friends_watch_a_whole_game_on_the_lan_and_one_takes_a_freed_seat(
    lan: Lan, tmp_path: Path
) -> None:
    players = [Guest(name) for name in ("Ann", "Bob", "Cat", "Dan")]
    eve, flo = Guest("Eveline"), Guest("Florian")

    async def scenario() -> tuple[float, list[bytes]]:
        loop = asyncio.get_running_loop()
        capture, listing, browser = await joiner_side(lan, loop)
        with (tmp_path / "host.log").open("w") as log:
            host = await Peer.start(
                lan.host_ns, "-m", "dominos.host", "--code", CODE, "--name", "Kitchen",
                "--time-scale", "0.03", "--target", "50", stderr=log,
            )  # fmt: skip
            try:
                opened, _ = await host.line("invitation code")
                await listing.until(lambda ts: kitchen(ts) is not None, 10, opened)
                table = kitchen(browser.tables)
                assert table is not None and table.watchable and table.watching == 0
                # The watchers find the table by the code alone, and the LAN says they watch.
                for watcher in (eve, flo):
                    watch = functools.partial(watcher.client.connect, watch=True)
                    found, welcome = await join_by_code(
                        browser.tables, name=watcher.name, code=CODE.lower(), connect=watch
                    )
                    assert found.table_id == table.table_id and welcome.watching
                await listing.until(listed(0, 2), 5)
                for seat, player in enumerate(players):
                    _, welcome = await join_by_code(
                        browser.tables, name=player.name, code=CODE, connect=player.client.connect
                    )
                    assert welcome.seat == seat
                await listing.until(listed(4, 2), 5)
                started = time.monotonic()
                await players[0].client.start()
                await until(lambda: all(g.state.phase == "over" for g in (*players, eve, flo)), 60)
                game = time.monotonic() - started

                # Nothing a watcher sends moves the game: each is refused, the table as it was.
                version = players[0].state.version
                for command in (
                    eve.client.start(), eve.client.new_game(50), eve.client.next_round(),
                    eve.client.play((6, 6), "left"), eve.client.pass_turn(),
                    eve.client.replay_round(),
                ):  # fmt: skip
                    await command
                await eve.client.ping()
                await players[0].client.ping()
                assert [e.code for e in eve.errors] == ["watching"] * 6
                assert players[0].state.version == version and eve.state.version == version

                # Between games Dan leaves; Eve takes his seat, behind those seated.
                await players[3].client.leave()
                await listing.until(listed(3, 2), 5)
                await eve.client.sit()
                await until(lambda: eve.state.you == 3 and not eve.client.watching)
                await until(lambda: players[0].state.seats[3].name == "Eveline")
                assert players[0].state.watchers == flo.state.watchers == ("Florian",)
                await listing.until(listed(4, 1), 5)
                # The new four play on, watched by Flo.
                seated = [*players[:3], eve]
                mark = len(flo.states)
                await players[0].client.start()
                await until(lambda: any(s.result is not None for s in flo.states[mark:]), 30)
            finally:
                for guest in (*players, eve, flo):
                    await guest.client.close()
                await host.stop()
                await browser.close()
                capture.close(loop)
        assert all(g.closed == [] for g in seated), [g.closed for g in seated]
        return game, capture.frames

    game, frames = in_namespace(lan.joiner_ns, scenario)
    # What the four players saw at the end of each round of the first game.
    results = [ended(first_game(p.states)) for p in players]
    assert results[0] and all(r == results[0] for r in results)
    for watcher in (eve, flo):
        watched = [s for s in watcher.states if s.you == NO_SEAT]
        assert all(s.hand == () for s in watched), watcher.name
        for state in watched:
            if state.phase == "round":
                # While a round is played a watcher knows how many tiles each holds, no more.
                assert state.result is None, watcher.name
                assert sum(seat.hand_size for seat in state.seats) + len(state.line) == 28
        # Every hand once its round has ended, every round, as the players see them.
        assert ended(first_game(watched)) == results[0], watcher.name
    # Eve sat down and played in the second game; Flo watched it all.
    assert any(s.you == 3 and s.hand for s in eve.states if s.phase == "round")
    assert all(s.you == NO_SEAT for s in flo.states)
    mdns = b"".join(frames)
    assert b"watching=2" in mdns and b"watching=1" in mdns
    for secret in (CODE.encode(), b"Eveline", b"Florian"):
        assert secret not in mdns, "the announcement carries the code or a watcher's name"
    print(f"\na whole game watched by two, over the virtual LAN: {game:.2f} s")


def first_game(states: list[State]) -> list[State]:
    """The states up to the first game's end."""
    over = next(i for i, s in enumerate(states) if s.phase == "over")
    return states[: over + 1]


def ended(states: list[State]) -> dict[int, tuple[Any, int]]:
    """Each round's result (all four hands) with the tiles on the line, by round."""
    seen: dict[int, tuple[Any, int]] = {}
    for state in states:
        if state.result is not None:
            seen[state.round] = (state.result, len(state.line))
            tiles = sum(len(hand) for hand in state.result.hands) + len(state.line)
            assert tiles == 28, "a hand at the round's end is not whole"
    return seen
