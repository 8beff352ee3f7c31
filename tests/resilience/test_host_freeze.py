"""A host frozen mid-turn (its process stopped, as a laptop lid closing would), in real time.

A real ``dominos-host`` at a tenth of the normal pace (a turn lasts 4.5 s) is stopped for 8 s,
longer than the turn and longer than the apps' 5 s silence limit. The player whose turn it is
plays 3 s into the freeze: the bytes reach the host's socket well before the turn's end, so
the move must be played once the host runs again, not refused as late nor played by the table.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import signal
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from dominos.table.state import Last

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")


def test_a_move_sent_while_the_host_was_frozen_is_played_when_it_wakes(
    res: SimpleNamespace, tmp_path: Path
) -> None:
    async def scenario() -> tuple[Last, list[str]]:
        with (tmp_path / "host.log").open("w") as log:
            host = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "dominos.host", "--bind", "127.0.0.1", "--port", "0",
                "--code", res.CODE, "--no-discovery", "--time-scale", "0.1",
                stdout=asyncio.subprocess.PIPE, stderr=log,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )  # fmt: skip
        assert host.stdout is not None
        players = [
            res.Player(n, rng=random.Random(i), heartbeat=1.0, passive=True)
            for i, n in enumerate(res.NAMES)
        ]
        try:
            async with asyncio.timeout(30):
                line = (await host.stdout.readline()).decode()
            found = re.search(r"127\.0\.0\.1:(\d+)", line)
            assert found, line
            port = int(found.group(1))
            for p in players:
                await p.join(port)
            await players[0].client.start()
            state = await players[0].wait(lambda s: s.phase == "round" and s.turn is not None)
            seat = state.turn
            assert seat is not None
            mover = players[seat]
            host.send_signal(signal.SIGSTOP)
            await asyncio.sleep(3.0)  # the freeze goes on; the player makes up their mind
            move = res.choose(mover.state, random.Random(1))
            await (mover.client.pass_turn() if move is None else mover.client.play(*move))
            await asyncio.sleep(5.0)  # past the turn's end and the apps' silence limit
            host.send_signal(signal.SIGCONT)
            after = await players[0].wait(
                lambda s: s.last is not None and s.last.seat == seat, timeout=20
            )
            assert after.last is not None
            return after.last, [e.code for e in mover.errors]
        finally:
            for p in players:
                await p.client.close()
            if host.returncode is None:
                host.send_signal(signal.SIGCONT)
                host.kill()
            await host.wait()

    last, codes = asyncio.run(scenario())
    log = (tmp_path / "host.log").read_text()
    assert last.kind in ("play", "pass"), f"the table played for the seat instead: {last}\n{log}"
    assert codes == [], log
    assert "could not run for" in log
