"""A laptop that sleeps mid-game: its app's process is stopped, then runs again.

The app runs in a process of its own (``sleeper.py``) so that SIGSTOP freezes everything in
it, its heartbeat included, as sleep does; the host and the three other players run here. The
goal: seated again, with its own token, within 3 s of running again, and shown the table as
it stands. ``DOMINOS_SLEEP_SECONDS`` sets how long it sleeps (default 8, past the host's
5 s silence limit; the full run is 60).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit

ROOT = Path(__file__).resolve().parents[2]
SLEEPER = Path(__file__).with_name("sleeper.py")


def test_an_app_stopped_as_a_laptop_sleeps_is_seated_again_within_3_s_of_waking(
    res: ResilienceKit, tmp_path: Path
) -> None:
    app_log = tmp_path / "app.log"
    asleep = float(res.count("DOMINOS_SLEEP_SECONDS", 8))

    async def scenario() -> tuple[float, int, int, bool]:
        server = await res.start_server()
        players = [res.Player(name, heartbeat=1.0) for name in res.NAMES[:3]]
        for p in players:
            await p.join(server.port)
        with app_log.open("w") as log:
            app = await asyncio.create_subprocess_exec(
                sys.executable, str(SLEEPER), str(server.port), "Dan", res.CODE,
                cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                stdout=asyncio.subprocess.PIPE, stderr=log,
            )  # fmt: skip
        assert app.stdout is not None
        try:
            await players[0].wait(lambda s: len(s.seats) == 4, timeout=10)
            token = server.table.players[3].token
            await players[0].client.start()
            await players[0].wait(lambda s: s.phase == "round")
            app.send_signal(signal.SIGSTOP)
            stopped = time.monotonic()
            # The host notices the silence first...
            await players[0].wait(lambda s: not s.seats[3].connected, timeout=asleep + 10)
            await asyncio.sleep(max(0.0, asleep - (time.monotonic() - stopped)))
            # ...and the laptop wakes.
            app.send_signal(signal.SIGCONT)
            woke = time.monotonic()
            back = await players[0].wait(lambda s: s.seats[3].connected, timeout=30)
            seated_after = time.monotonic() - woke
            # What the woken app was last shown is the table as it stands.
            async with asyncio.timeout(5):
                while True:
                    line = json.loads(await app.stdout.readline())
                    if line["t"] >= woke and line["version"] >= back.version:
                        break
            same_token = server.table.players[3].token == token
            return seated_after, line["version"], back.version, same_token
        finally:
            app.kill()
            await app.wait()
            for p in players:
                await p.client.close()
            await server.close()

    try:
        seated_after, app_version, host_version, same_token = asyncio.run(scenario())
    except BaseException:
        print(app_log.read_text())  # what the app said, if it died
        raise
    print(f"\nasleep {asleep:.0f} s -> seated again {seated_after:.2f} s after waking")
    assert seated_after <= 3.0
    assert same_token and app_version >= host_version
