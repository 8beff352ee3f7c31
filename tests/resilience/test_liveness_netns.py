"""A seat whose link dies without a word, on a virtual LAN, in real time.

The host (a real ``dominos-host``) runs in one namespace and the four players' apps in
another; the third player reaches the host at a second address of its own, so nftables can
cut that one player's link alone. Packets simply vanish, no reset and no FIN, as when Wi-Fi
drops or a cable is pulled. The goals: the table plays for that seat within 12 s of the cut,
each later turn of the seat while it is away lasts at most 6 s, and its own app has it back
within 15 s of the link returning, with nobody else ever shown as gone.
"""

from __future__ import annotations

import asyncio
import contextlib
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from dominos.net.app.client import Client
from dominos.table.state import State
from tests.helpers.netlab import Peer, cable, in_namespace, namespaces, tag
from tests.helpers.tables import choose

pytestmark = pytest.mark.netns

HOST_IP = "10.213.48.1"
#: A second address of the host's, used by the player whose link is cut.
HOST_IP_CUT = "10.213.48.11"
PLAYERS_IP = "10.213.48.2"
CODE = "K7M2QX"
PORT = 47474
VICTIM = 2


@dataclass(frozen=True)
class Lan:
    host_ns: str
    players_ns: str


@pytest.fixture
def lan() -> Iterator[Lan]:
    t = tag()
    lan = Lan(f"dlH{t}", f"dlP{t}")
    host_link, players_link = f"dlh{t}", f"dlp{t}"
    with namespaces(lan.host_ns, lan.players_ns):
        cable(
            (lan.host_ns, host_link, [f"{HOST_IP}/24", f"{HOST_IP_CUT}/24"]),
            (lan.players_ns, players_link, [f"{PLAYERS_IP}/24"]),
        )
        yield lan


def nft(ns: str, script: str) -> None:
    result = subprocess.run(
        ["ip", "netns", "exec", ns, "nft", "-f", "-"],
        input=script,
        capture_output=True,
        text=True,
        timeout=10,
    )
    if result.returncode != 0:
        pytest.skip(f"nftables is not usable here: {result.stderr.strip()}")


def cut(ns: str, address: str) -> None:
    """Every packet to or from ``address`` vanishes, seen from ``ns``."""
    nft(
        ns,
        "table inet cut {\n"
        "  chain out { type filter hook output priority 0; ip daddr " + address + " drop; }\n"
        "  chain in { type filter hook input priority 0; ip saddr " + address + " drop; }\n"
        "}\n",
    )


def mend(ns: str) -> None:
    nft(ns, "delete table inet cut\n")


@dataclass
class Bot:
    """One player's app: plays its first legal tile at once, unless ``muted``."""

    name: str
    muted: bool = False
    states: list[tuple[float, State]] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    tasks: set[asyncio.Task[Any]] = field(default_factory=set)
    client: Client = field(init=False)

    def __post_init__(self) -> None:
        self.client = Client(self.on_state, lambda e: None, lambda m: None)

    def on_state(self, state: State) -> None:
        self.states.append((time.monotonic(), state))
        self.changed.set()
        if self.muted:
            return
        if state.phase == "break" and state.you == state.host_seat:
            self.spawn(self.client.next_round())
        elif state.phase == "round" and state.turn == state.you:
            move = choose(state)
            self.spawn(self.client.pass_turn() if move is None else self.client.play(*move))

    def spawn(self, command: Any) -> None:
        async def safe() -> None:
            with contextlib.suppress(ConnectionError):  # reconnecting: wait for the next state
                await command

        task = asyncio.create_task(safe())
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def until(self, test: Callable[[State], bool], after: float, timeout: float) -> float:
        """When this app first received a state passing ``test`` since ``after``."""
        async with asyncio.timeout(timeout):
            while True:
                for stamp, state in self.states:
                    if stamp >= after and test(state):
                        return stamp
                self.changed.clear()
                await self.changed.wait()


def played_for(seat: int) -> Callable[[State], bool]:
    return lambda s: s.last is not None and s.last.seat == seat and s.last.kind.startswith("auto")


def test_a_silent_seat_is_played_for_within_12_s_then_6_s_and_is_back_within_15_s(
    lan: Lan, tmp_path: Path
) -> None:
    async def scenario() -> dict[str, Any]:
        bots = [Bot(name) for name in ("Ann", "Bob", "Cat", "Dan")]
        figures: dict[str, Any] = {"later_turns": []}
        with (tmp_path / "host.log").open("w") as log:
            host = await Peer.start(
                lan.host_ns, "-m", "dominos.host", "--code", CODE, "--no-discovery",
                "--port", str(PORT), stderr=log,
            )  # fmt: skip
            try:
                await host.line("invitation code")
                for seat, bot in enumerate(bots):
                    address = HOST_IP_CUT if seat == VICTIM else HOST_IP
                    await bot.client.connect(address, PORT, name=bot.name, code=CODE)
                victim, watcher = bots[VICTIM], bots[0]
                victim.muted = True
                began = time.monotonic()
                await bots[0].client.start()
                # The link dies as the victim's turn begins.
                await victim.until(lambda s: s.phase == "round" and s.turn == VICTIM, began, 30)
                cut(lan.players_ns, HOST_IP_CUT)
                cut_at = time.monotonic()
                played = await watcher.until(played_for(VICTIM), cut_at, 30)
                figures["first"] = played - cut_at
                # Its next turns, while it is still away.
                after = played
                for _ in range(2):
                    turn = await watcher.until(
                        lambda s: s.phase == "round" and s.turn == VICTIM, after, 30
                    )
                    after = await watcher.until(played_for(VICTIM), turn, 30)
                    figures["later_turns"].append(after - turn)
                mend(lan.players_ns)
                mended = time.monotonic()
                back = await watcher.until(lambda s: s.seats[VICTIM].connected, mended, 30)
                figures["back"] = back - mended
                figures["false_alarms"] = sum(
                    not s.seats[i].connected
                    for bot in bots
                    if bot is not victim
                    for _, s in bot.states
                    for i in range(len(s.seats))
                    if i != VICTIM
                )
            finally:
                for bot in bots:
                    await bot.client.close()
                await host.stop()
        return figures

    figures = in_namespace(lan.players_ns, scenario, timeout=150)
    print(
        f"\ncut -> played for {figures['first']:.2f} s; later turns"
        f" {', '.join(f'{t:.2f}' for t in figures['later_turns'])} s;"
        f" link back -> seated {figures['back']:.2f} s"
    )
    assert figures["first"] <= 12.0, (tmp_path / "host.log").read_text()
    assert all(t <= 6.0 for t in figures["later_turns"])
    assert figures["back"] <= 15.0
    assert figures["false_alarms"] == 0
