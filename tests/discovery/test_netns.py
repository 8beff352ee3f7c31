"""Discovery across a real (virtual) LAN: two network namespaces joined by a veth pair.

The table is announced from namespace A by a separate process; this test browses from
namespace B (a thread of this process moved there with setns), captures every mDNS frame
on B's side of the link, and checks what a joiner sees and how fast. Every address used
exists only inside the namespaces, which are deleted even when the test fails.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
import struct
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pytest

from dominos.discovery import Advertiser, FoundTable, TableBrowser, join_by_code, new_table_id
from dominos.net.app.client import Client
from dominos.table.state import State
from tests.helpers.netlab import Peer, cable, in_namespace, namespaces, tag
from tests.helpers.tables import choose
from tests.helpers.waiting import until

pytestmark = pytest.mark.netns

ROOT = Path(__file__).resolve().parents[2]
HOST_IP = "10.213.47.1"
JOINER_IP = "10.213.47.2"
HOST_IP6 = "fd00:213:47::1"
JOINER_IP6 = "fd00:213:47::2"
CLONE_NEWNET = 0x40000000
ETH_P_ALL = 0x0003
MDNS_PORT = 5353
T = TypeVar("T")


@dataclass(frozen=True)
class Lan:
    host_ns: str
    joiner_ns: str
    joiner_link: str


@pytest.fixture
def lan() -> Iterator[Lan]:
    """Namespaces A (.1) and B (.2) on one veth cable, with IPv4 and IPv6 (ULA) addresses."""
    t = tag()
    lan = Lan(f"dmA{t}", f"dmB{t}", f"dmb{t}")
    a_link, b_link = f"dma{t}", lan.joiner_link
    with namespaces(lan.host_ns, lan.joiner_ns):
        cable(
            (lan.host_ns, a_link, [f"{HOST_IP}/24", f"{HOST_IP6}/64"]),
            (lan.joiner_ns, b_link, [f"{JOINER_IP}/24", f"{JOINER_IP6}/64"]),
        )
        yield lan


@pytest.fixture
def unplugged() -> Iterator[str]:
    """A namespace with no interface up at all: a computer with no network."""
    ns = f"dmX{tag()}"
    with namespaces(ns):
        yield ns


class Capture:
    """Every mDNS frame crossing one interface, read below any socket (unicast answers too)."""

    def __init__(self, interface: str) -> None:
        self.sock = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(ETH_P_ALL))
        self.sock.bind((interface, 0))
        self.sock.setblocking(False)
        self.frames: list[bytes] = []

    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        loop.add_reader(self.sock.fileno(), self._read)

    def _read(self) -> None:
        with contextlib.suppress(BlockingIOError):
            while True:
                frame = self.sock.recv(65535)
                if _is_mdns(frame):
                    self.frames.append(frame)

    def close(self, loop: asyncio.AbstractEventLoop) -> None:
        loop.remove_reader(self.sock.fileno())
        self.sock.close()


def _is_mdns(frame: bytes) -> bool:
    if len(frame) < 14:
        return False
    (ethertype,) = struct.unpack("!H", frame[12:14])
    if ethertype == 0x0800 and len(frame) >= 34 and frame[23] == 17:
        header = (frame[14] & 0x0F) * 4
        ports = frame[14 + header : 14 + header + 4]
    elif ethertype == 0x86DD and len(frame) >= 58 and frame[20] == 17:
        ports = frame[54:58]
    else:
        return False
    return len(ports) == 4 and MDNS_PORT in struct.unpack("!HH", ports)


@dataclass
class Watcher:
    """What the joiner's screen would show, stamped with when it changed."""

    changes: list[tuple[float, list[FoundTable]]] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    def __call__(self, tables: list[FoundTable]) -> None:
        self.changes.append((time.monotonic(), tables))
        self.changed.set()

    async def until(
        self, test: Callable[[list[FoundTable]], bool], timeout: float, after: float = 0.0
    ) -> float:
        """When the list first satisfied ``test`` since ``after`` (waiting up to ``timeout``)."""
        deadline = time.monotonic() + timeout
        while True:
            for stamp, tables in self.changes:
                if stamp >= after and test(tables):
                    return stamp
            remaining = deadline - time.monotonic()
            assert remaining > 0, f"the list never got there; it went {self.changes}"
            self.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), remaining)


async def joiner_side(
    lan: Lan, loop: asyncio.AbstractEventLoop
) -> tuple[Capture, Watcher, TableBrowser]:
    """The joining computer: its link's mDNS frames captured, and its table list running."""
    capture = Capture(lan.joiner_link)
    capture.attach(loop)
    watcher = Watcher()
    browser = TableBrowser(watcher)
    await browser.start()
    assert browser.error is None
    return capture, watcher, browser


def test_a_table_announced_in_one_namespace_is_listed_in_the_other(lan: Lan) -> None:
    async def scenario() -> tuple[float, float]:
        loop = asyncio.get_running_loop()
        capture, watcher, browser = await joiner_side(lan, loop)
        peer = await Peer.start(
            lan.host_ns, "-m", "dominos.discovery", "advertise",
            "--table-name", "Kitchen.table", "--host-name", "Zoé", "--port", "47474",
        )  # fmt: skip
        try:
            opened = (await peer.event("opening"))["t"]
            listed = await watcher.until(lambda tables: len(tables) == 1, 10, opened)
            (table,) = browser.tables
            assert table.table_name == "Kitchen\u2024table"
            assert table.host_name == "Zoé"
            assert table.addresses == (HOST_IP, HOST_IP6)
            assert (table.port, table.seats, table.phase, table.compatible) == (
                47474, 0, "lobby", True,
            )  # fmt: skip

            await peer.say("update 3 round")
            await watcher.until(lambda ts: [(t.seats, t.phase) for t in ts] == [(3, "round")], 5)

            await peer.say("close")
            closing = (await peer.event("closing"))["t"]
            removed = await watcher.until(lambda tables: tables == [], 10, closing)
            await peer.event("closed")
        finally:
            await peer.stop()
            await browser.close()
            capture.close(loop)
        assert capture.frames, "no mDNS frame was captured on the link"
        assert any(table.table_id.encode() in frame for frame in capture.frames)
        return listed - opened, removed - closing

    listed_after, removed_after = in_namespace(lan.joiner_ns, scenario)
    print(f"\nopen -> listed {listed_after:.3f} s; close -> removed {removed_after:.3f} s")


def test_without_any_network_both_sides_say_why_and_carry_on(unplugged: str) -> None:
    async def scenario() -> tuple[str | None, str | None]:
        browser = TableBrowser(lambda tables: None)
        await browser.start()
        advertiser = Advertiser(
            table_name="Lonely table", port=47474, table_id=new_table_id(), host_name="Ana"
        )
        await advertiser.start()
        await advertiser.update(seats=1, phase="lobby")
        await advertiser.close()
        await browser.close()
        return browser.error, advertiser.error

    browse_error, advertise_error = in_namespace(unplugged, scenario)
    reason = "this computer is not connected to any network"
    assert browse_error == f"Discovery is unavailable: {reason}. Join by address instead."
    assert advertise_error == (
        f"This table is not announced on the network: {reason}. Friends can join by address."
    )


@dataclass
class Friend:
    """A player on the joining side who plays the first legal tile as soon as it is asked."""

    name: str
    states: list[State] = field(default_factory=list)
    closed: list[str] = field(default_factory=list)
    errors: list[object] = field(default_factory=list)
    round_over: asyncio.Event = field(default_factory=asyncio.Event)
    tasks: set[asyncio.Task[Any]] = field(default_factory=set)
    client: Client = field(init=False)

    def __post_init__(self) -> None:
        self.client = Client(self.on_state, self.errors.append, self.closed.append, heartbeat=None)

    def on_state(self, state: State) -> None:
        self.states.append(state)
        if state.result is not None:
            self.round_over.set()
        if state.phase != "round" or state.turn != state.you or state.result is not None:
            return
        move = choose(state)
        command = self.client.pass_turn() if move is None else self.client.play(*move)
        task = asyncio.create_task(command)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)


def named(tables: list[FoundTable], name: str) -> FoundTable | None:
    return next((table for table in tables if table.table_name == name), None)


def test_friends_find_the_host_join_with_the_code_alone_and_play_a_round(
    lan: Lan, tmp_path: Path
) -> None:
    code = "K7M2QX"

    async def scenario() -> tuple[float, float]:
        loop = asyncio.get_running_loop()
        capture, watcher, browser = await joiner_side(lan, loop)
        friends = [Friend(name) for name in ("Ann", "Bob", "Cat", "Dan")]
        hosts: list[Peer] = []
        with (tmp_path / "host.log").open("w") as log:
            try:
                # A table that must not be announced at all.
                hidden = await Peer.start(
                    lan.host_ns, "-m", "dominos.host", "--no-discovery", "--name", "Hidden",
                    "--port", "47476", stderr=log,
                )  # fmt: skip
                hosts.append(hidden)
                await hidden.line("invitation code")

                # Another table on the LAN, listed first, whose code is different.
                decoy = await Peer.start(
                    lan.host_ns, "-m", "dominos.host", "--code", "ABC234", "--name", "Attic",
                    "--port", "47475", stderr=log,
                )  # fmt: skip
                hosts.append(decoy)
                await watcher.until(lambda tables: named(tables, "Attic") is not None, 10)

                host = await Peer.start(
                    lan.host_ns, "-m", "dominos.host", "--code", code, "--name", "Kitchen",
                    "--time-scale", "0.05", stderr=log,
                )  # fmt: skip
                hosts.append(host)
                opened, _ = await host.line("invitation code")
                listed = await watcher.until(lambda tables: len(tables) == 2, 10, opened)
                assert [t.table_name for t in browser.tables] == ["Attic", "Kitchen"]
                table = browser.tables[1]
                assert (table.host_name, table.seats, table.phase, table.compatible) == (
                    "", 0, "lobby", True,
                )  # fmt: skip
                assert table.addresses == (HOST_IP, HOST_IP6) and table.port == 47474

                # Each friend types only the code (in lower case, with a dash); the Attic
                # says it is the wrong code, and the Kitchen seats them.
                for seat, friend in enumerate(friends):
                    joined, welcome = await join_by_code(
                        browser.tables,
                        name=friend.name,
                        code="k7m-2qx",
                        connect=friend.client.connect,
                    )
                    assert joined.table_id == table.table_id and welcome.seat == seat
                await watcher.until(
                    lambda ts: (
                        [(t.table_name, t.seats, t.host_name) for t in ts]
                        == [("Attic", 0, ""), ("Kitchen", 4, "Ann")]
                    ),
                    5,
                )

                await friends[0].client.start()
                async with asyncio.timeout(60):
                    for friend in friends:
                        await friend.round_over.wait()
                await watcher.until(
                    lambda ts: getattr(named(ts, "Kitchen"), "phase", "") == "round", 5
                )
                result = friends[1].states[-1].result
                assert result is not None and sum(len(hand) for hand in result.hands) < 28

                closing = time.monotonic()
                host.process.send_signal(signal.SIGTERM)
                removed = await watcher.until(lambda ts: named(ts, "Kitchen") is None, 10, closing)
                assert await asyncio.wait_for(host.process.wait(), 10) == 0
                assert [t.table_name for t in browser.tables] == ["Attic"]
                await until(lambda: all(friend.closed for friend in friends))
            finally:
                for friend in friends:
                    await friend.client.close()
                for peer in hosts:
                    await peer.stop()
                await browser.close()
                capture.close(loop)
        frames = b"".join(capture.frames)
        assert b"seats=4" in frames, "the capture missed the table's TXT updates"
        assert b"Hidden" not in frames
        assert not any(named(tables, "Hidden") for _, tables in watcher.changes)
        for secret in (code, "ABC234"):
            assert secret.encode() not in frames and secret.lower().encode() not in frames
        return listed - opened, removed - closing

    listed_after, removed_after = in_namespace(lan.joiner_ns, scenario)
    print(f"\nhost: open -> listed {listed_after:.3f} s; close -> removed {removed_after:.3f} s")
