"""Full random rounds per second: this engine against OpenSpiel's Python team dominoes.

Run: ``python -m benchmarks.engine [--repeats N] [--smoke]``

A round is everything from the deal to the last play or the block, with a uniformly random
legal move at every turn. Three ways of playing it are timed, alternately, in one run:

- ``engine, move by move``: ``legal_moves()`` then ``play()`` / ``pass_turn()`` each turn,
  the way the table drives a round;
- ``engine, play_randomly``: the engine's own random playout (same moves from the same
  random numbers, without a method call per move), for simulations and bots;
- ``OpenSpiel``: ``python_team_dominoes``, its deal as 28 chance nodes, then
  ``legal_actions()`` and ``apply_action()`` each turn (it skips a seat that cannot play).

All three draw their choices the same way (``seq[int(random() * len(seq))]``, only when
there is a choice), keep a full history and read the round's score at the end (``result``
here, ``returns()`` there: OpenSpiel only adds up its score when asked). Times are CPU time
of this process, so other work on the machine disturbs them less; each figure is the median
of the runs, with min and max, and the ratios divide medians. ``measure()`` returns the
figures as a dict for ``make bench``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from dominos.engine import Round

#: Rounds per timed run, sized so each run takes a few tenths of a second.
DEFAULT_COUNTS = {"engine": 6_000, "playout": 10_000, "openspiel": 300}
SMOKE_COUNTS = {"engine": 100, "playout": 100, "openspiel": 3}
DEFAULT_REPEATS = 9


def engine_rounds(count: int, seed: int) -> tuple[int, int]:
    """Plays ``count`` random rounds move by move; returns the events recorded and the
    points scored."""
    rng = random.Random(seed)
    rnd = rng.random
    events = scores = 0
    for _ in range(count):
        r = Round.deal(rng, 0)
        while not r.is_over:
            moves = r.legal_moves()
            n = len(moves)
            if n:
                r.play(*moves[int(rnd() * n) if n > 1 else 0])
            else:
                r.pass_turn()
        scores += r.result.points  # type: ignore[union-attr]
        events += len(r.history)
    return events, scores


def playout_rounds(count: int, seed: int) -> tuple[int, int]:
    """The same rounds through ``Round.play_randomly``."""
    rng = random.Random(seed)
    events = scores = 0
    for _ in range(count):
        r = Round.deal(rng, 0)
        scores += r.play_randomly(rng).points
        events += len(r.history)
    return events, scores


def openspiel_game() -> Any:
    import pyspiel
    from open_spiel.python.games import team_dominoes  # noqa: F401  (registers the game)

    return pyspiel.load_game("python_team_dominoes")


def openspiel_rounds(count: int, seed: int, game: Any) -> tuple[int, int]:
    """The same loop on OpenSpiel; returns the actions it recorded and the points scored."""
    rng = random.Random(seed)
    rnd = rng.random
    events = scores = 0
    for _ in range(count):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                n = len(outcomes)
                state.apply_action(outcomes[int(rnd() * n) if n > 1 else 0][0])
            else:
                actions = state.legal_actions()
                n = len(actions)
                state.apply_action(actions[int(rnd() * n) if n > 1 else 0])
        scores += int(max(state.returns()))
        events += len(state.actions_history)
    return events, scores


def _rate(run: Callable[[int], object], seed: int, count: int) -> float:
    start = time.process_time()
    run(seed)
    return count / max(time.process_time() - start, 1e-9)


def measure(
    repeats: int = DEFAULT_REPEATS, counts: dict[str, int] | None = None, seed: int = 1
) -> dict[str, float]:
    """Rounds per second of each way, medians of ``repeats`` alternating runs."""
    n = dict(DEFAULT_COUNTS if counts is None else counts)
    game = openspiel_game()
    runs: dict[str, Callable[[int], object]] = {
        "engine": lambda s: engine_rounds(n["engine"], s),
        "playout": lambda s: playout_rounds(n["playout"], s),
        "openspiel": lambda s: openspiel_rounds(n["openspiel"], s, game),
    }
    rates: dict[str, list[float]] = {name: [] for name in runs}
    names = list(runs)
    for i in range(repeats):
        # Rotate the order so no way always runs first (or right after another).
        for name in names[i % 3 :] + names[: i % 3]:
            rates[name].append(_rate(runs[name], seed + i, n[name]))
    figures: dict[str, float] = {"repeats": repeats}
    for name, values in rates.items():
        figures[f"{name}_rounds_per_s"] = statistics.median(values)
        figures[f"{name}_rounds_per_s_min"] = min(values)
        figures[f"{name}_rounds_per_s_max"] = max(values)
    base = figures["openspiel_rounds_per_s"]
    figures["engine_vs_openspiel"] = figures["engine_rounds_per_s"] / base
    figures["playout_vs_openspiel"] = figures["playout_rounds_per_s"] / base
    figures["engine_events_per_round"] = engine_rounds(200, seed)[0] / 200
    figures["openspiel_actions_per_round"] = openspiel_rounds(20, seed, game)[0] / 20
    return figures


def report(f: dict[str, float], counts: dict[str, int]) -> str:
    def line(label: str, name: str) -> str:
        return (
            f"  {label:<26}{f[f'{name}_rounds_per_s']:>9,.0f}/s  "
            f"(min {f[f'{name}_rounds_per_s_min']:,.0f}, max {f[f'{name}_rounds_per_s_max']:,.0f};"
            f" {counts[name]:,} rounds per run)"
        )

    return "\n".join(
        [
            f"Full random rounds per second of CPU, deal to the end, history kept "
            f"(median of {int(f['repeats'])} alternating runs):",
            line("engine, move by move", "engine"),
            line("engine, play_randomly", "playout"),
            line("OpenSpiel team dominoes", "openspiel"),
            f"  events per round: engine {f['engine_events_per_round']:.1f} (passes included), "
            f"OpenSpiel {f['openspiel_actions_per_round']:.1f} (plus 28 chance nodes)",
            f"  engine vs OpenSpiel: {f['engine_vs_openspiel']:.1f}x move by move, "
            f"{f['playout_vs_openspiel']:.1f}x with play_randomly",
        ]
    )


def main(argv: Sequence[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.engine", description=__doc__)
    parser.add_argument("--repeats", type=int, default=DEFAULT_REPEATS)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--smoke", action="store_true", help="tiny counts, to check it runs")
    args = parser.parse_args(argv)
    counts = SMOKE_COUNTS if args.smoke else DEFAULT_COUNTS
    repeats = 3 if args.smoke else args.repeats
    figures = measure(repeats, counts, args.seed)
    print(report(figures, counts))
    return figures


if __name__ == "__main__":
    main()
