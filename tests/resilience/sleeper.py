"""A player's app in a process of its own, for tests that stop it as a laptop sleeps.

Run as ``python sleeper.py PORT NAME CODE``: it takes a seat on 127.0.0.1, then prints one
JSON line per state received (``version``, ``you``, monotonic ``t``) and plays the first
legal tile whenever it is its turn, until killed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
import time

from dominos.net.app.client import Client
from dominos.table.state import State


async def main(port: int, name: str, code: str) -> None:
    from tests.helpers.tables import choose

    tasks: set[asyncio.Task[object]] = set()

    def on_state(state: State) -> None:
        print(json.dumps({"version": state.version, "you": state.you, "t": time.monotonic()}))
        sys.stdout.flush()
        if state.phase == "round" and state.turn == state.you:
            move = choose(state)
            command = client.pass_turn() if move is None else client.play(*move)
            task: asyncio.Task[object] = asyncio.ensure_future(command)
            tasks.add(task)
            task.add_done_callback(tasks.discard)

    client = Client(on_state, lambda e: None, lambda m: None, connect_timeout=30)
    await client.connect("127.0.0.1", port, name=name, code=code)
    await asyncio.Event().wait()


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(main(int(sys.argv[1]), sys.argv[2], sys.argv[3]))
