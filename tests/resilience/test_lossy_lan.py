"""Whole games over a bad Wi-Fi: 150 ms +- 100 ms each way and 3 % of packets lost.

The tables run in one network namespace, the players' apps in another. Between them, the
kernel drops 3 % of the TCP packets crossing the link each way (nftables), and a relay beside
the players holds every chunk of bytes for 50 to 250 ms each way, in order, as a slow radio
would. Nobody drops out on purpose, so any seat shown disconnected is a false alarm. The
referee of the soak checks every round, and the four seats must agree at the end of each game.

``DOMINOS_LOSSY_GAMES`` sets the number of games (10 by default; the full run is 200). The
figures (false disconnects, reconnections, desyncs, move latency p50/p99) are printed.
"""

from __future__ import annotations

import asyncio
import logging
import os
import queue
import random
import re
import statistics
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pytest

from dominos.net.host.server import Server
from dominos.table import Table
from dominos.table.state import State
from tests.helpers.netlab import cable, in_namespace, namespaces, tag
from tests.helpers.relay import Relay

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit

pytestmark = [pytest.mark.netns, pytest.mark.slow, pytest.mark.once]

HOST_IP = "10.213.49.1"
PLAYERS_IP = "10.213.49.2"
AT_ONCE = 10
DELAY = (0.05, 0.25)
LOSS_PERCENT = 3


@dataclass(frozen=True)
class Lan:
    host_ns: str
    players_ns: str
    players_link: str


@pytest.fixture
def lan() -> Iterator[Lan]:
    t = tag()
    lan = Lan(f"dsH{t}", f"dsP{t}", f"dsp{t}")
    with namespaces(lan.host_ns, lan.players_ns):
        cable(
            (lan.host_ns, f"dsh{t}", [f"{HOST_IP}/24"]),
            (lan.players_ns, lan.players_link, [f"{PLAYERS_IP}/24"]),
        )
        rule = f"meta l4proto tcp counter numgen random mod 100 < {LOSS_PERCENT} counter drop"
        hooks = (("in", "input", "iifname"), ("out", "output", "oifname"))
        script = "table inet lossy {\n"
        for chain, hook, match in hooks:
            script += f"  chain {chain} {{ type filter hook {hook} priority 0;"
            script += f' {match} "{lan.players_link}" {rule}; }}\n'
        script += "}\n"
        done = subprocess.run(
            ["ip", "netns", "exec", lan.players_ns, "nft", "-f", "-"],
            input=script, capture_output=True, text=True, timeout=10,
        )  # fmt: skip
        if done.returncode != 0:
            pytest.skip(f"nftables is not usable here: {done.stderr.strip()}")
        yield lan


@dataclass
class Figures:
    games: int = 0
    rounds: int = 0
    false_disconnects: int = 0
    reconnections: int = 0
    desyncs: int = 0
    latencies: list[float] = field(default_factory=list)
    host_drops: list[str] = field(default_factory=list)


def public(state: State) -> tuple[Any, ...]:
    seats = tuple((s.name, s.hand_size, s.passed_on) for s in state.seats)
    return (state.phase, seats, state.scores, state.round, state.line, state.result, state.rounds)


async def one_game(res: ResilienceKit, port: int, seed: int, figures: Figures) -> None:
    rng = random.Random(seed)
    relay = Relay(HOST_IP, port, lambda size, up: rng.uniform(*DELAY))
    relay_port = await relay.start()
    referee = res.Referee()
    asked: dict[int, float] = {}

    def watch(state: State) -> None:
        referee.see(state)
        now = time.monotonic()
        if state.phase == "round" and state.turn == state.you:
            asked[state.you] = now  # the bot answers at once
        last = state.last
        if last is not None and last.seat == state.you and last.kind in ("play", "pass"):
            sent = asked.pop(state.you, None)
            if sent is not None:
                figures.latencies.append(now - sent)
        if state.result is not None:
            before = state.rounds[-2].scores if len(state.rounds) > 1 else (0, 0)
            referee.round_over(state, before)

    players = [
        res.Player(name, rng=random.Random(seed * 10 + i), hook=watch, heartbeat=1.0)
        for i, name in enumerate(res.NAMES)
    ]
    try:
        for p in players:
            await p.join(relay_port)
        await players[0].client.start()
        await players[0].wait(lambda s: s.phase == "over", timeout=600)
        settled = max(p.state.version for p in players)
        for p in players:
            await p.wait(lambda s: s.version >= settled, timeout=30)
        figures.desyncs += len({public(p.state) for p in players}) - 1
        for p in players:
            assert not p.failures, p.failures[0]
            figures.reconnections += len([r for r in p.reconnecting if r == 0.0])
        figures.false_disconnects += sum(
            1
            for before, after in zip(players[0].states, players[0].states[1:], strict=False)
            for a, b in zip(before.seats, after.seats, strict=False)
            if a.connected and not b.connected
        )
        figures.games += 1
        figures.rounds += len(players[0].state.rounds)
    finally:
        for p in players:
            await p.client.close()
        await relay.close()


class Drops(logging.Handler):
    """What the host logs about seats it gave up on."""

    def __init__(self, into: list[str]) -> None:
        super().__init__()
        self.into = into

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if "treating it as gone" in message or "disconnected" in message:
            self.into.append(message)


GAMES = int(os.environ.get("DOMINOS_LOSSY_GAMES", "10") or 10)


# Ten games at a time, each about a minute of real play over the slow link.
@pytest.mark.timeout(max(400, 15 * GAMES))
def test_games_over_a_lossy_jittery_link_show_no_false_disconnect_and_no_desync(
    lan: Lan, res: ResilienceKit
) -> None:
    games = GAMES
    figures = Figures()
    ports: queue.Queue[int] = queue.Queue()
    finished = threading.Event()

    async def host() -> None:
        servers = []
        for seed in range(games):  # one table per game
            table = Table(code=res.CODE, target=50, rng=random.Random(seed))
            server = Server(table)
            await server.start(HOST_IP, 0, fallback=False)
            servers.append(server)
            ports.put(server.port)
        while not finished.is_set():
            await asyncio.sleep(0.2)
        for server in servers:
            await server.close()

    handler = Drops(figures.host_drops)
    logging.getLogger("dominos.net.host.server").addHandler(handler)
    tables = threading.Thread(target=in_namespace, args=(lan.host_ns, host, 3600))
    tables.start()

    async def play() -> None:
        table_ports = [ports.get(timeout=60) for _ in range(games)]
        at_once = asyncio.Semaphore(AT_ONCE)

        async def game(seed: int) -> None:
            async with at_once:
                await one_game(res, table_ports[seed], seed, figures)

        await asyncio.gather(*(game(seed) for seed in range(games)))

    started = time.monotonic()
    try:
        in_namespace(lan.players_ns, play, timeout=3600)
    finally:
        finished.set()
        tables.join(60)
        logging.getLogger("dominos.net.host.server").removeHandler(handler)
    lat = sorted(figures.latencies)
    p50 = statistics.median(lat) * 1000
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1000
    print(
        f"\nlossy LAN: {figures.games} games, {figures.rounds} rounds, {len(lat)} moves in"
        f" {time.monotonic() - started:.0f} s; false disconnects {figures.false_disconnects}"
        f" (host: {len(figures.host_drops)}), reconnections {figures.reconnections},"
        f" desyncs {figures.desyncs}; move latency p50 {p50:.0f} ms, p99 {p99:.0f} ms"
    )
    listed = subprocess.run(
        ["ip", "netns", "exec", lan.players_ns, "nft", "list", "table", "inet", "lossy"],
        capture_output=True, text=True, timeout=10,
    ).stdout  # fmt: skip
    counts = [int(n) for n in re.findall(r"packets (\d+)", listed)]
    seen, dropped = counts[0] + counts[2], counts[1] + counts[3]
    print(f"link: {seen} TCP packets, {dropped} dropped ({100 * dropped / max(seen, 1):.1f} %)")
    assert dropped > 0, "the lossy link lost nothing"
    assert figures.games == games
    assert figures.desyncs == 0
    assert figures.false_disconnects == 0, figures.host_drops
