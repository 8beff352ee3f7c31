"""``kill -9`` the host mid-game, start it again, and the game goes on as if nothing happened.

A real ``dominos-host`` process with a state directory, four real clients on 127.0.0.1 that
reconnect by themselves, and kills at chosen moments: mid-round just after a move, right
after a seat sent a move (which may be lost, since nobody saw it), during the break, at a
random time. At the end the journal's game is replayed through the engine alone and must
match everything the clients saw.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dominos.engine import Match, Round, Tile
from dominos.table.state import State
from dominos.table.store import FinishedGame, TableStore
from tests.helpers.processes import ask_to_stop, kill_now
from tests.helpers.processes import launch_host as launch
from tests.helpers.rounds import replay_moves

if TYPE_CHECKING:
    from tests.resilience.conftest import ResilienceKit


class Killer:
    """Decides, from the states the clients receive, when to kill the host."""

    def __init__(self, rng: random.Random, kills: int) -> None:
        plans: list[str] = ["after_move", "own_move", "break", "timed"]
        self.plans = [plans[i % 4] for i in range(kills)]
        rng.shuffle(self.plans)
        self.rng = rng
        self.pid = 0
        self.seen = 0
        self.wait_for = rng.randint(10, 40)
        self.fired = asyncio.Event()
        self.killed_at = 0.0
        self.log: list[str] = []

    def kill(self, why: str) -> None:
        if self.fired.is_set() or not self.pid:
            return
        kill_now(self.pid)
        self.killed_at = time.monotonic()
        self.log.append(why)
        self.plans.pop(0)
        self.wait_for = self.seen + self.rng.randint(8, 30)
        self.fired.set()

    def hook(self, state: State) -> None:
        self.seen += 1
        if not self.plans or self.fired.is_set() or self.seen < self.wait_for:
            return
        plan = self.plans[0]
        if plan == "after_move" and state.phase == "round" and state.last is not None:
            self.kill(f"round {state.round} after {state.last.kind} by seat {state.last.seat}")
        elif plan == "own_move" and state.phase == "round" and state.turn == state.you:
            # The seat's move goes out right after this callback: the kill may beat it.
            delay = self.rng.uniform(0, 0.003)
            asyncio.get_running_loop().call_later(delay, self.kill, f"as seat {state.you} moved")
        elif plan == "break" and state.phase == "break":
            self.kill(f"in the break after round {state.round}")

    async def timed(self) -> None:
        while self.plans:
            await asyncio.sleep(self.rng.uniform(0.05, 0.4))
            if self.plans and self.plans[0] == "timed" and self.seen >= self.wait_for:
                self.kill(f"at a random moment ({self.seen} states seen)")


def replay(game: FinishedGame) -> tuple[tuple[int, int], list[list[tuple[object, ...]]]]:
    """The journal's game through the engine alone: final scores, and per round every
    position a seat could have been shown (line, hand of each seat, last event)."""
    match = Match(game.target)
    positions: list[list[tuple[object, ...]]] = []
    for rnd in game.rounds:
        engine = match.start_round(hands=[[Tile(*t) for t in h] for h in rnd.hands])
        assert engine.opener == rnd.opener
        steps: list[tuple[object, ...]] = []

        def position(last: object, engine: Round = engine) -> tuple[object, ...]:
            hands = tuple(frozenset(t.pair for t in engine.hand(s)) for s in range(4))
            return (tuple(engine.line), hands, last)

        steps.append(position(None))
        replay_moves(engine, rnd.moves, lambda move: steps.append(position(move)))  # noqa: B023
        result = match.end_round()
        assert rnd.result is not None
        assert (result.winning_team, result.points) == (rnd.result.winning_team, rnd.result.points)
        positions.append(steps)
    return match.scores, positions


def test_kill_9_at_any_moment_loses_nothing_anyone_saw(tmp_path: Path, res: ResilienceKit) -> None:
    kills = res.count("DOMINOS_CRASH_KILLS", 4)
    rng = random.Random(res.count("DOMINOS_CRASH_SEED", 7))
    killer = Killer(rng, kills)
    resumes: list[float] = []
    up: list[float] = []
    listening: list[float] = []

    def first_after_restart(state: State) -> None:
        # Only once the new host listens: states the dead one had already sent don't count.
        back = listening and listening[-1] > killer.killed_at
        if back and len(resumes) < len(killer.log):
            resumes.append(time.monotonic() - killer.killed_at)

    def hooks(state: State) -> None:
        first_after_restart(state)
        killer.hook(state)

    async def scenario() -> tuple[list[Any], FinishedGame]:
        proc, port = await launch(tmp_path, "--port", "0", "--code", res.CODE, "--target", "200")
        killer.pid = proc.pid
        players = [
            res.Player(name, rng=random.Random(i), hook=hooks) for i, name in enumerate(res.NAMES)
        ]
        for p in players:
            await p.join(port)
        await players[0].client.start()
        timed = asyncio.create_task(killer.timed())
        over = asyncio.gather(*(p.wait(lambda s: s.phase == "over", 90) for p in players))
        while True:
            fired = asyncio.create_task(killer.fired.wait())
            either: set[asyncio.Future[Any]] = {over, fired}
            done, _ = await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
            if over in done:
                fired.cancel()
                break
            await proc.wait()
            proc, again = await launch(tmp_path)
            listening.append(time.monotonic())
            up.append(listening[-1] - killer.killed_at)
            assert again == port, "the resumed table listens on its old port"
            killer.pid = proc.pid
            killer.fired.clear()
        await over
        timed.cancel()
        ask_to_stop(proc)
        assert await proc.wait() == 0
        for p in players:
            await p.client.close()
        store = TableStore.open(tmp_path)
        games = store.finished_games()
        assert store.resumable() is None, "a finished, closed table is not offered again"
        store.close()
        assert len(games) == 1
        return players, games[0]

    players, game = asyncio.run(scenario())
    assert len(killer.log) == kills, f"only these kills happened: {killer.log}"
    for p in players:
        assert not p.failures and not p.closed[:-1], (p.name, p.failures, p.closed)
    final_scores, positions = replay(game)
    # The scores at the end are those of an uninterrupted replay of the same moves.
    for p in players:
        assert p.state.phase == "over" and tuple(p.state.scores) == final_scores
    assert game.scores == final_scores
    # Every state any client saw is a position of that replay: no move it saw was lost,
    # and the hands are the deal, before and after every restart.
    for p in players:
        for s in p.states:
            if s.phase != "round":
                continue
            steps = positions[s.round - 1]
            hand = frozenset(s.hand)
            assert any(
                line == s.line and hands[s.you] == hand and (s.last is None or s.last == last)
                for line, hands, last in steps
            ), f"{p.name} saw a position the journal does not hold: round {s.round}, {s}"
    assert len(resumes) == kills
    print(f"\nkills: {killer.log}")
    print("kill -9 to the new host listening: " + ", ".join(f"{t:.2f} s" for t in up))
    print("kill -9 to a client's first state: " + ", ".join(f"{t:.2f} s" for t in resumes))
