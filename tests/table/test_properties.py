"""Whole games driven by random commands, clocks, drops and junk: the invariants hold.

Hypothesis picks the seeds and the mix (how often the clock runs out, players drop, or
someone sends a command that must be refused); a seeded ``random.Random`` then walks the
game, which keeps each example cheap however long the game runs.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominos.engine import FULL_SET, Tile
from dominos.table import RESUMED_SECONDS, State, Table, TableError

ALL_TILES = {t.pair for t in FULL_SET}
MAX_STEPS = 20_000


def without_clocks(state: State) -> State:
    return msgspec.structs.replace(state, turn_ms_left=None, break_ms_left=None)


def norm(pair: tuple[int, int]) -> tuple[int, int]:
    return (min(pair), max(pair))


class Walk:
    """One random game, checking the table after every step."""

    def __init__(self, t: Table, pick: random.Random, mix: dict[str, float]) -> None:
        self.t = t
        self.pick = pick
        self.mix = mix
        self.now = 0.0
        self.rounds_seen = 0
        self.scores = (0, 0)

    def chance(self, key: str) -> bool:
        return self.pick.random() < self.mix[key]

    def check(self) -> None:
        t = self.t
        views = [t.snapshot(s, self.now) for s in range(4)]
        assert len({v.version for v in views}) == 1
        line = {norm(p) for p in views[0].line}
        assert len(line) == len(views[0].line)
        if t.phase == "round":
            hands = [set(v.hand) for v in views]
            # 28 tiles conserved: every tile is in exactly one hand or on the line.
            assert sum(len(h) for h in hands) + len(line) == 28
            assert set().union(line, *hands) == ALL_TILES
            for v in views:
                assert v.result is None
                assert [s.hand_size for s in v.seats] == [len(h) for h in hands]
                ms = v.turn_ms_left
                assert ms is not None and 0 <= ms <= 45_000 * t.time_scale + 1
        else:
            res = views[0].result
            assert res is not None and all(v.result == res for v in views)
            assert {t for h in res.hands for t in h} | line == ALL_TILES
            assert sum(len(h) for h in res.hands) + len(line) == 28
        # Scores are exactly the sum of the rounds' points, one team per round.
        v = views[0]
        # The host's rights stay with the host, or go to a connected stand-in while away.
        holder = v.host_seat
        assert holder == 0 or (not v.seats[0].connected and v.seats[holder].connected)
        for team in (0, 1):
            assert v.scores[team] == sum(r.points for r in v.rounds if r.winning_team == team)
        if len(v.rounds) > self.rounds_seen:
            assert len(v.rounds) == self.rounds_seen + 1
            last = v.rounds[-1]
            gained = (v.scores[0] - self.scores[0], v.scores[1] - self.scores[1])
            assert gained[last.winning_team] == last.points and gained[1 - last.winning_team] == 0
            assert v.result is not None and v.result.points == last.points
        self.rounds_seen, self.scores = len(v.rounds), v.scores
        if t.phase == "over":
            w = v.winner
            assert w is not None and v.scores[w] >= t.target > v.scores[1 - w]
        else:
            assert v.winner is None

    def junk(self) -> None:
        """A command chosen blindly: it is either legal or refused without a trace."""
        t = self.t
        seat = self.pick.randrange(4)
        tile = Tile(*self.pick.choice(sorted(ALL_TILES)))
        end = self.pick.choice([None, "left", "right"])
        call = self.pick.choice(
            [
                lambda: t.play(seat, tile, end, self.now),
                lambda: t.pass_turn(seat, self.now),
                lambda: t.next_round(seat, self.now),
                lambda: t.start(seat, self.now),
                lambda: t.new_game(seat, self.pick.choice([75, 100]), self.now),
            ]
        )
        before = (t.version, t.export(self.now))
        try:
            call()
        except TableError:
            assert (t.version, t.export(self.now)) == before
        else:
            assert t.version > before[0]

    def step(self) -> None:
        t = self.t
        deadline = t.next_deadline()
        assert deadline is not None
        if self.chance("junk"):
            self.junk()
        elif self.chance("drop"):
            seat = self.pick.randrange(4)
            t.set_connected(seat, not t.is_connected(seat), self.now)
        elif self.chance("timeout") or (t.phase == "break" and self.pick.random() < 0.5):
            self.now = max(self.now, deadline)
            assert t.advance(self.now)
        elif t.phase == "break":
            # Whoever holds the host's rights: seat 0, or a stand-in while it is away.
            t.next_round(t.host_seat, self.now)
        else:
            # A player acts before their clock runs out; the server advances first.
            self.now += (deadline - self.now) * self.pick.random() * 0.9
            assert not t.advance(self.now)
            turn = t.turn
            assert turn is not None
            seat = turn
            view = t.snapshot(seat, self.now)
            moves: list[tuple[tuple[int, int], str | None]] = []
            if view.ends is None:
                moves = [(p, None) for p in view.hand]
            else:
                for p in view.hand:
                    moves += [
                        (p, e) for e, n in zip(("left", "right"), view.ends, strict=True) if n in p
                    ]
            if moves:
                pair, end = self.pick.choice(moves)
                t.play(seat, Tile(*pair), end, self.now)
            else:
                t.pass_turn(seat, self.now)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    target=st.sampled_from([50, 100, 150]),
    scale=st.sampled_from([1.0, 0.01]),
    timeout=st.floats(0.0, 0.6),
    drop=st.floats(0.0, 0.2),
    junk=st.floats(0.0, 0.3),
    restore_at=st.integers(0, 400),
)
def test_random_games_keep_every_invariant(
    seed: int,
    target: int,
    scale: float,
    timeout: float,
    drop: float,
    junk: float,
    restore_at: int,
    kit: Any,
) -> None:
    t, _ = kit.seated(target=target, rng=random.Random(seed), time_scale=scale)
    t.start(0, 0.0)
    walk = Walk(t, random.Random(seed ^ 0x5EED), {"timeout": timeout, "drop": drop, "junk": junk})
    games = 0
    for step in range(MAX_STEPS):
        walk.check()
        if step == restore_at:
            # A crash here loses nothing anyone can see, nor any time: each clock goes on
            # with what it had, and at least a few seconds (decisions.md 23).
            back = Table.restore(t.export(walk.now), walk.now)
            least = RESUMED_SECONDS * scale * 1000
            for seat in range(4):
                a, b = back.snapshot(seat, walk.now), t.snapshot(seat, walk.now)
                assert without_clocks(a) == without_clocks(b)
                # Time left is saved as a float, so allow a rounding millisecond.
                for resumed, had in (
                    (a.turn_ms_left, b.turn_ms_left),
                    (a.break_ms_left, b.break_ms_left),
                ):
                    assert (resumed is None) == (had is None)
                    if resumed is not None and had is not None:
                        assert abs(resumed - max(had, least)) <= 1
        if t.phase == "over":
            games += 1
            if games == 2:
                break
            t.new_game(t.host_seat, 50, walk.now)
            walk.rounds_seen, walk.scores = 0, (0, 0)
            continue
        walk.step()
    assert games == 2, "two whole games end well within the step budget"
