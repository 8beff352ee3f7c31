"""What someone on the same network sees of a whole round: a packet capture, searched.

``dominos-host`` runs in namespace A, four players and one friend watching in namespace B,
joined by one veth cable; tcpdump records every frame on B's side while the four join and
play a whole round, watched.
The capture must hold the traffic (the handshakes' cleartext prefix is there, and tens of
kilobytes of game) and none of what the channel hides: the code, a token, a dealt hand.
"""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dominos.net.app.client import Client
from dominos.net.wire.channel import MAGIC
from dominos.table.state import State
from tests.helpers.netlab import cable, in_namespace, namespaces, tag
from tests.helpers.tables import choose
from tests.helpers.waiting import until

pytestmark = pytest.mark.netns

HOST_IP = "10.214.47.1"
PLAYER_IP = "10.214.47.2"
CODE = "QX7M2K"


async def play_a_round(port: int) -> tuple[list[str], list[list[list[int]]]]:
    """Four players join and play, watched by a fifth friend, until the round is over;
    their tokens (the watcher's last) and dealt hands."""
    states: list[list[State]] = [[] for _ in range(4)]
    clients: list[Client] = []
    moves: set[asyncio.Future[int]] = set()

    def seat(index: int) -> Client:
        def on_state(state: State) -> None:
            states[index].append(state)
            if state.phase == "round" and state.result is None and state.turn == state.you:
                move = choose(state)
                command = client.pass_turn() if move is None else client.play(*move)
                move_task = asyncio.ensure_future(command)
                moves.add(move_task)
                move_task.add_done_callback(moves.discard)

        client = Client(on_state, lambda e: None, lambda m: None)
        return client

    for index, name in enumerate(("Ann", "Bob", "Cat", "Dan")):
        client = seat(index)
        await client.connect(HOST_IP, port, name=name, code=CODE)
        clients.append(client)
    watched: list[State] = []
    watcher = Client(watched.append, lambda e: None, lambda m: None)
    await watcher.connect(HOST_IP, port, name="Eve", code=CODE, watch=True)
    await clients[0].start()
    await until(lambda: all(any(s.result for s in seen) for seen in states), timeout=60)
    await until(lambda: any(s.result for s in watched), timeout=30)
    assert all(s.hand == () for s in watched)
    tokens = [c.token or "" for c in (*clients, watcher)]
    dealt = [next(s for s in seen if s.phase == "round").hand for seen in states]
    for client in (*clients, watcher):
        await client.close()
    return tokens, [[list(tile) for tile in hand] for hand in dealt]


def closings(data: bytes) -> int:
    """How many TCP segments in a pcap file (Ethernet, IPv4) carry FIN: a connection's FIN
    is the last thing it sends, so one from each player means their whole round is in."""
    count, at = 0, 24  # past the file's header
    while at + 16 <= len(data):
        (length,) = struct.unpack_from("<I", data, at + 8)
        frame = data[at + 16 : at + 16 + length]
        at += 16 + length
        if len(frame) < 34 or frame[12:14] != b"\x08\x00" or frame[23] != 6:
            continue
        tcp = 14 + (frame[14] & 0x0F) * 4
        if len(frame) > tcp + 13 and frame[tcp + 13] & 0x01:
            count += 1
    return count


def settled(pcap: Path, timeout: float = 30) -> None:
    """Waits until tcpdump has written out the whole round: the four players' connections
    and the watcher's closed, each FIN in the file (on a busy machine tcpdump writes well
    after the fact, and what it still held when stopped would be missing from the
    search)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        data = pcap.read_bytes() if pcap.exists() else b""
        if data.count(MAGIC) >= 10 and closings(data) >= 5:
            return
        time.sleep(0.2)


def test_a_capture_of_a_whole_round_shows_no_code_token_or_hand(tmp_path: Path) -> None:
    if shutil.which("tcpdump") is None:
        pytest.skip("tcpdump is not installed")
    t = tag()
    host_ns, player_ns, player_link = f"dcA{t}", f"dcB{t}", f"dcb{t}"
    with namespaces(host_ns, player_ns):
        cable(
            (host_ns, f"dca{t}", [f"{HOST_IP}/24"]),
            (player_ns, player_link, [f"{PLAYER_IP}/24"]),
        )
        pcap = tmp_path / "round.pcap"
        dump = subprocess.Popen(
            ["ip", "netns", "exec", player_ns, "tcpdump", "-i", player_link, "-U", "-s", "0",
             "-w", str(pcap), "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )  # fmt: skip
        host = subprocess.Popen(
            ["ip", "netns", "exec", host_ns, sys.executable, "-m", "dominos.host", "--bind",
             HOST_IP, "--port", "0", "--code", CODE, "--no-discovery", "--time-scale", "0.2",
             "--state-dir", str(tmp_path / "state")],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )  # fmt: skip
        try:
            assert host.stdout is not None
            found = re.search(rf"{re.escape(HOST_IP)}:(\d+)", host.stdout.readline())
            assert found, "the host did not say where to join"
            assert dump.stderr is not None
            deadline, said = time.monotonic() + 10, [b""]
            while b"listening on" not in said[-1]:  # tcpdump is capturing
                said.append(dump.stderr.readline())
                if not said[-1] and dump.poll() is not None:  # it ended: no capture here
                    why = b" ".join(b" ".join(said).split()).decode(errors="replace")
                    pytest.skip(f"tcpdump cannot capture here: {why or dump.returncode}")
                assert time.monotonic() < deadline, "tcpdump did not start"
            tokens, hands = in_namespace(player_ns, lambda: play_a_round(int(found.group(1))))
            settled(pcap)
        finally:
            host.terminate()
            host.communicate(timeout=10)
            dump.terminate()
            dump.communicate(timeout=10)
    captured = pcap.read_bytes()
    assert captured.count(MAGIC) >= 10, "the capture does not hold the five handshakes"
    assert closings(captured) >= 5, "the capture does not hold the whole round"
    assert len(captured) > 20_000, "the capture does not hold a round's traffic"
    secrets = {"the code": CODE.encode()}
    secrets.update({f"token {n}": token.encode() for n, token in enumerate(tokens)})
    for n, hand in enumerate(hands):
        secrets[f"hand {n}"] = json.dumps(hand, separators=(",", ":")).encode()
        assert len(hand) == 7
    assert all(tokens) and len(tokens) == 5
    leaked = [what for what, value in secrets.items() if value in captured]
    assert leaked == [], f"readable in the capture: {leaked}"
