"""What a move costs at the table, with the four snapshots the host sends after it.

Run: ``python -m benchmarks.table [--games N] [--smoke]``

The same recorded games are replayed three ways, in one run:

- ``move only``: the table applying each command (validation, engine, clocks, record);
- ``move + 4 snapshots``: the same, plus the four per-seat snapshots, built as the table
  builds them (parts shared by all seats assembled once per version);
- ``move + 4 naive``: the baseline, four snapshots each built on its own from the engine's
  per-seat view, as a straightforward host would.

It prints microseconds per move and the ratios between them; ``measure()`` returns them as a
dict for ``make bench``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from dominos.engine import Tile, view
from dominos.table import SeatInfo, State, Table

Command = tuple[str, int, tuple[int, int] | None, str | None]
NAMES = ("Ann", "Bob", "Cy", "Di")


def new_table(seed: int) -> Table:
    t = Table(code="ABC234", target=150, rng=random.Random(seed))
    for name in NAMES:
        t.join(name, "ABC234", 0.0)
    t.start(0, 0.0)
    return t


def record_game(seed: int) -> list[Command]:
    """One whole game of random legal moves, as the commands that played it."""
    t = new_table(seed)
    pick = random.Random(seed + 1)
    cmds: list[Command] = []
    while t.phase != "over":
        if t.phase == "break":
            cmds.append(("next", 0, None, None))
            t.next_round(0, 0.0)
            continue
        rnd = t.current_round
        assert rnd is not None and rnd.turn is not None
        seat = rnd.turn
        moves = rnd.legal_moves()
        if moves:
            mv = pick.choice(moves)
            cmds.append(("play", seat, mv.tile.pair, mv.end))
            t.play(seat, mv.tile, mv.end, 0.0)
        else:
            cmds.append(("pass", seat, None, None))
            t.pass_turn(seat, 0.0)
    return cmds


def naive_snapshot(t: Table, seat: int, now: float) -> State:
    """The baseline: everything rebuilt for each seat from the engine's view."""
    rnd = t.current_round
    assert rnd is not None
    v = view(rnd, seat)
    names = t.names()
    return State(
        phase=t.phase,
        you=seat,
        host_seat=0,
        seats=tuple(
            SeatInfo(names[s], t.is_connected(s), v.hand_sizes[s], v.passed_on[s]) for s in range(4)
        ),
        target=t.target,
        scores=t.scores,
        version=t.version,
        round=t.round_number,
        opener=v.opener,
        turn=v.turn,
        hand=tuple(tile.pair for tile in v.hand),
        line=v.line,
        ends=v.ends,
    )


def replay(seed: int, cmds: list[Command], after: Callable[[Table], None]) -> float:
    t = new_table(seed)
    start = time.perf_counter()
    for kind, seat, pair, end in cmds:
        if kind == "play":
            assert pair is not None
            t.play(seat, Tile(*pair), end, 0.0)
        elif kind == "pass":
            t.pass_turn(seat, 0.0)
        else:
            t.next_round(seat, 0.0)
        after(t)
    return time.perf_counter() - start


VARIANTS = {"move only": "table_move_us", "move + 4 snapshots": "table_move_snapshots_us",
            "move + 4 naive": "table_move_naive_us"}  # fmt: skip


def measure(games: int = 40, repeat: int = 5) -> dict[str, float]:
    """Microseconds per command of each variant (best of ``repeat``) and the ratios."""
    recorded = [(seed, record_game(seed)) for seed in range(games)]
    moves = sum(len(c) for _, c in recorded)

    def nothing(t: Table) -> None:
        pass

    def snapshots(t: Table) -> None:
        for s in range(4):
            t.snapshot(s, 0.0)

    def naive(t: Table) -> None:
        for s in range(4):
            naive_snapshot(t, s, 0.0)

    variants = {"move only": nothing, "move + 4 snapshots": snapshots, "move + 4 naive": naive}
    best = {name: float("inf") for name in variants}
    for _ in range(repeat):
        for name, after in variants.items():
            total = sum(replay(seed, cmds, after) for seed, cmds in recorded)
            best[name] = min(best[name], total)
    figures: dict[str, float] = {"table_games": games, "table_commands": moves}
    for name, key in VARIANTS.items():
        figures[key] = best[name] / moves * 1e6
    figures["table_snapshots_us"] = figures["table_move_snapshots_us"] - figures["table_move_us"]
    figures["table_naive_snapshots_us"] = figures["table_move_naive_us"] - figures["table_move_us"]
    figures["naive_vs_table_snapshots"] = (
        figures["table_naive_snapshots_us"] / figures["table_snapshots_us"]
    )
    figures["table_move_snapshots_vs_move"] = (
        figures["table_move_snapshots_us"] / figures["table_move_us"]
    )
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--smoke", action="store_true", help="a few games, to check it runs")
    args = parser.parse_args()
    games, repeat = (3, 1) if args.smoke else (args.games, args.repeat)
    f = measure(games, repeat)
    print(f"{games} games, {f['table_commands']:.0f} commands, best of {repeat} runs")
    for name, key in VARIANTS.items():
        print(f"  {name:<20} {f[key]:8.2f} us per command")
    print(
        f"  4 snapshots: {f['table_snapshots_us']:.2f} us,"
        f" naive: {f['table_naive_snapshots_us']:.2f} us"
    )
    print(f"  naive / table snapshots: {f['naive_vs_table_snapshots']:.2f}x")
    print(f"  (move + 4 snapshots) / move only: {f['table_move_snapshots_vs_move']:.2f}x")


if __name__ == "__main__":
    main()
