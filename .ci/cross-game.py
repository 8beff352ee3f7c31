"""A whole game between two systems: a table served by one Python, players on another.

The Windows pass runs it twice (``.ci/windows``): a Windows ``dominos-host`` with four Linux
players, and a Linux ``dominos-host`` with Linux players and a Windows one. Each player is
the app's own network side (``dominos.net.app.Client``, on the system's own asyncio loop:
the Proactor on Windows) choosing a legal move as soon as it is its turn.

    cross-game.py table --host-cmd CMD --player-cmd CMD [--player-cmd CMD ...]
    cross-game.py players --port P --code C NAME [NAME ...]

``table`` starts ``CMD -m dominos.host`` on 127.0.0.1, hands each ``--player-cmd`` its share
of the four seats (``CMD .ci/cross-game.py players ...``, from the checkout), and checks that
every player saw the same game end with the same scores. ``players`` plays the named seats
and prints one JSON line per seat when the game is over. Everything talks to 127.0.0.1 only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
#: This script as the players' Python finds it: relative, since a Python under Wine runs in
#: the same checkout by another path (packaging/wine/run).
SCRIPT = os.path.relpath(HERE / "cross-game.py")

NAMES = ("Ann", "Bob", "Cat", "Dan")
CODE = "ABC234"
#: The table's clocks run this much faster, so that a seat whose move is lost is still played.
TIME_SCALE = "0.02"
GAME_TIMEOUT = 240.0


async def _play(port: int, code: str, names: list[str]) -> list[dict[str, Any]]:
    from dominos.net.app.client import Client
    from tests.helpers.tables import choose

    over = asyncio.Event()
    results: dict[str, dict[str, Any]] = {}
    tasks: set[asyncio.Task[Any]] = set()
    clients: list[Client] = []

    def spawn(command: Any) -> None:
        task = asyncio.ensure_future(command)
        tasks.add(task)
        task.add_done_callback(tasks.discard)

    def seat(name: str, rng: random.Random) -> Client:
        rounds: set[int] = set()
        asked_to_start: list[int] = []

        def on_state(state: Any) -> None:
            if state.result is not None:
                rounds.add(state.round)
            if state.phase == "lobby" and state.you == state.host_seat and not asked_to_start:
                if len(state.seats) == len(NAMES) and all(s.connected for s in state.seats):
                    # The host's seat starts the game once all four sit (as a host would).
                    asked_to_start.append(state.version)
                    spawn(client.start())
                return
            if state.phase == "over":
                results[name] = {
                    "name": name,
                    "seat": state.you,
                    "winner": state.winner,
                    "scores": list(state.scores),
                    "rounds": len(rounds),
                    "system": sys.platform,
                }
                if len(results) == len(names):
                    over.set()
                return
            if state.phase != "round" or state.turn != state.you:
                return
            move = choose(state, rng)
            spawn(client.pass_turn() if move is None else client.play(*move))

        client = Client(on_state, lambda error: None, lambda why: None, lambda delay: None)
        return client

    for i, name in enumerate(names):
        client = seat(name, random.Random(i))
        clients.append(client)
        await client.connect("127.0.0.1", port, name=name, code=code)
    async with asyncio.timeout(GAME_TIMEOUT):
        await over.wait()
    for client in clients:
        await client.close()
    return [results[name] for name in names]


def players(args: argparse.Namespace) -> int:
    for line in asyncio.run(_play(args.port, args.code, args.names)):
        print(json.dumps(line), flush=True)
    return 0


def table(args: argparse.Namespace) -> int:
    started = time.monotonic()
    host = subprocess.Popen(
        [
            *shlex.split(args.host_cmd),
            *("-m", "dominos.host", "--bind", "127.0.0.1", "--port", "0", "--code", CODE),
            *("--target", "50", "--time-scale", TIME_SCALE, "--no-discovery"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert host.stdout is not None
        first = host.stdout.readline()
        match = re.search(r"join at 127\.0\.0\.1:(\d+)", first)
        if not match:
            print(f"the table did not open: {first!r}", file=sys.stderr)
            return 1
        port = match.group(1)
        shares = [NAMES[i :: len(args.player_cmd)] for i in range(len(args.player_cmd))]
        procs = [
            subprocess.Popen(
                [*shlex.split(cmd), SCRIPT, "players", "--port", port, "--code", CODE, *share],
                stdout=subprocess.PIPE,
                text=True,
            )
            for cmd, share in zip(args.player_cmd, shares, strict=True)
        ]
        seen: list[dict[str, Any]] = []
        for proc in procs:
            out, _ = proc.communicate(timeout=GAME_TIMEOUT + 60)
            if proc.returncode != 0:
                print(f"a player process failed ({proc.returncode})", file=sys.stderr)
                return 1
            seen += [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    finally:
        host.terminate()
        try:
            host.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            host.kill()
    ends = {(s["winner"], tuple(s["scores"]), s["rounds"]) for s in seen}
    if len(seen) != len(NAMES) or len(ends) != 1:
        print(f"the players disagree on the game's end: {seen}", file=sys.stderr)
        return 1
    winner, scores, rounds = ends.pop()
    if winner is None or max(scores) < 50:
        print(f"the game did not end properly: {seen}", file=sys.stderr)
        return 1
    systems = ", ".join(f"{s['name']} on {s['system']}" for s in seen)
    print(
        f"a whole game to 50: {rounds} rounds, {scores[0]}-{scores[1]}, team {winner + 1}"
        f" won, in {time.monotonic() - started:.0f} s ({systems})"
    )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    t = sub.add_parser("table")
    t.add_argument("--host-cmd", required=True, help="the Python that serves the table")
    t.add_argument("--player-cmd", action="append", required=True, help="a Python for players")
    p = sub.add_parser("players")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--code", required=True)
    p.add_argument("names", nargs="+")
    args = parser.parse_args()
    return table(args) if args.mode == "table" else players(args)


if __name__ == "__main__":
    sys.exit(main())
