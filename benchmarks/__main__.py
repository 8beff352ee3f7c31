"""``make bench``: every benchmark, one table of figures against their goals, and a JSON file.

Run: ``python -m benchmarks [--smoke | --long] [--only NAME,...] [--json PATH]``

Each benchmark runs in a fresh Python process, one after the other, so that no Qt
application, event loop or warm cache of one flatters or burdens the next. Their figures are
gathered into one flat JSON object of numbers (``build/bench.json`` unless ``--json`` or
``DOMINOS_BENCH_JSON`` says otherwise) and printed as one table: figure, value, the noise
(min and max over the repeated runs, where the benchmark keeps them), the goal and whether it
is met. A benchmark that cannot run on this machine (``discovery`` and ``guessing_ipv6``
where no network namespace can be made, ``launch`` without a bundle from ``make package``) is
left out with the reason printed; one that fails makes the exit code 1.

Whole-process benchmarks (start-up, idle CPU) draw under one private Xvfb when there is one,
else offscreen, and the table says which. ``--smoke`` runs tiny counts, only to check that
everything still runs: its figures are not measurements. ``--long`` (``make bench-long``)
watches the long evening whole (memory over 320, 1,000 and 1,000 rounds) where ``make bench``
watches a shorter one (``memory.STANDARD_ROUNDS``), to stay within ten minutes on two cores.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks.display import display, inherited

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_JSON = ROOT / "build" / "bench.json"

Figures = dict[str, float]


class Unavailable(Exception):
    """This benchmark cannot be measured on this machine; the message says why."""


#: Set in the benchmark's own process by ``--long``: the soaks run their whole length.
LONG = False


# -- the benchmarks, each called the way its module documents -------------------------------


def _engine(smoke: bool) -> Figures:
    from benchmarks import engine

    f = engine.measure(3, engine.SMOKE_COUNTS) if smoke else engine.measure()
    f["engine_repeats"] = f.pop("repeats")
    return f


def _table(smoke: bool) -> Figures:
    from benchmarks import table

    return table.measure(3, 1) if smoke else table.measure()


def _latency(smoke: bool) -> Figures:
    from benchmarks import latency

    return latency.measure(100 if smoke else 2000)


def _watchers(smoke: bool) -> Figures:
    from benchmarks import watchers

    f = watchers.measure(100 if smoke else 2000)
    f.update(watchers.measure_churn(200 if smoke else 1000))
    return f


def _handshake(smoke: bool) -> Figures:
    from benchmarks import handshake

    return handshake.measure(3 if smoke else 20)


def _slow_hello(smoke: bool) -> Figures:
    from benchmarks import slow_hello

    return slow_hello.measure(400_000, 1000, 0.5) if smoke else slow_hello.measure()


def _command_flood(smoke: bool) -> Figures:
    from benchmarks import command_flood

    return command_flood.measure(50, 1) if smoke else command_flood.measure()


def _guessing(smoke: bool) -> Figures:
    from benchmarks import guessing

    return guessing.measure(3.0, 600) if smoke else guessing.measure(30.0)


def _guessing_ipv6(smoke: bool) -> Figures:
    from benchmarks import guessing

    try:
        return guessing.measure_ipv6(3.0 if smoke else 30.0, 600 if smoke else 6000)
    except PermissionError as exc:
        raise Unavailable(str(exc)) from exc


def _board(smoke: bool) -> Figures:
    from benchmarks import board

    return board.measure(20 if smoke else 400)


def _startup(smoke: bool) -> Figures:
    from benchmarks import startup

    shown = inherited()
    f = startup.run(2 if smoke else 11, shown.platform if shown else "offscreen")
    f["startup_under_xvfb"] = 1.0 if shown else 0.0
    return f


def _idle(smoke: bool) -> Figures:
    from benchmarks import idle

    return idle.measure(1, 1.0) if smoke else idle.measure()


def _screen_idle(smoke: bool) -> Figures:
    from benchmarks import game_idle

    return game_idle.figures(0.5 if smoke else 10.0)


def _launch(smoke: bool) -> Figures:
    from benchmarks import launch

    try:
        return launch.figures(runs=1 if smoke else 7)
    except FileNotFoundError as exc:
        raise Unavailable(str(exc)) from exc


def _discovery(smoke: bool) -> Figures:
    from benchmarks import discovery

    try:
        return discovery.figures(2 if smoke else 5)
    except PermissionError as exc:
        raise Unavailable(str(exc)) from exc


def _sound(smoke: bool) -> Figures:
    from benchmarks import sound

    return sound.figures(3 if smoke else 40)


def _resume(smoke: bool) -> Figures:
    from benchmarks import resume

    return resume.measure(20, 1) if smoke else resume.measure()


def _memory(smoke: bool) -> Figures:
    from benchmarks import memory

    if smoke:
        return memory.measure(rounds=3)
    return memory.measure(rounds=None if LONG else memory.STANDARD_ROUNDS)


def _records(smoke: bool) -> Figures:
    from benchmarks import records

    return records.measure(3, 20) if smoke else records.measure()


def _review(smoke: bool) -> Figures:
    from benchmarks import review

    return review.measure(3, 1, 10, start=10) if smoke else review.measure()


def _review_known(smoke: bool) -> Figures:
    from benchmarks import review_known

    return review_known.measure(2, 1, first=12) if smoke else review_known.measure()


def _review_frames(smoke: bool) -> Figures:
    from benchmarks import review_frames

    return review_frames.measure(1, 0) if smoke else review_frames.measure(3, 1)


@dataclass(frozen=True)
class Bench:
    name: str
    run: Callable[[bool], Figures]
    what: str


BENCHES = (
    Bench("engine", _engine, "full random rounds per second, against OpenSpiel"),
    Bench("table", _table, "a move and its four snapshots at the table"),
    Bench("latency", _latency, "a move reaching four clients, against a raw broadcast"),
    Bench(
        "watchers",
        _watchers,
        "a move reaching four players: 8 watchers, or 8 coming and going, against none",
    ),
    Bench("handshake", _handshake, "joining a table, key exchange included"),
    Bench("slow_hello", _slow_hello, "a 48 KB returning hello up a slow link, others pinging"),
    Bench("command_flood", _command_flood, "one seat flooding pings; the others' round trip"),
    Bench("guessing", _guessing, "a flood of wrong codes from 6,000 addresses, and a friend"),
    Bench("guessing_ipv6", _guessing_ipv6, "the same from 6,000 IPv6 /64s, in a namespace"),
    Bench("board", _board, "a snapshot applied to the board, repaint included"),
    Bench("startup", _startup, "app start-up, first and returning, against a bare window"),
    Bench("idle", _idle, "app CPU on another player's turn, clock running"),
    Bench("screen_idle", _screen_idle, "game screen alone, clock against no clock and 60 fps"),
    Bench("sound", _sound, "your turn's snapshot to its alert and its cue sounding"),
    Bench("launch", _launch, "the bundled app's launch, against running from source"),
    Bench("discovery", _discovery, "a table listed across two network namespaces"),
    Bench("resume", _resume, "a journaled move against a bare one; kill -9 to play again"),
    Bench("records", _records, "a finished game exported; the history of 1,000 games"),
    Bench("memory", _memory, "memory kept per round: the app playing, the app hosting, a host"),
    Bench("review", _review, "a round's every option double-dummy, against a naive solver"),
    Bench("review_known", _review_known, "a whole round as known, both cores, against before"),
    Bench("review_frames", _review_frames, "the app's event loop while a review runs"),
)

# -- goals -----------------------------------------------------------------------------------

#: figure -> (at most?, bound); every goal the issues set.
GOALS: dict[str, tuple[bool, float]] = {
    # Regression guards, not aims: the level of past runs less their run-to-run spread
    # (docs/performance.md, the engine against OpenSpiel).
    "engine_vs_openspiel": (False, 22.0),
    "playout_vs_openspiel": (False, 32.0),
    "move_p50_ratio": (True, 2.0),
    "move_p99_ratio": (True, 2.0),
    "watchers_p50_ratio": (True, 1.25),
    "watchers_churn_p50_ratio": (True, 1.25),
    "join_p50_ms": (True, 150.0),
    "ping_flood_ratio": (True, 2.0),
    "slow_hello_ping_p50_ratio": (True, 1.5),
    "guess_evening_chance": (True, 1e-4),
    "friend_seated": (False, 1.0),
    "friend_seated_s": (True, 30.0),
    "friend_join_p95_s": (True, 3.0),
    "newcomer_join_p95_s": (True, 3.0),
    "ipv6_guess_evening_chance": (True, 1e-4),
    "ipv6_friend_seated": (False, 1.0),
    "ipv6_friend_seated_s": (True, 30.0),
    "ipv6_friend_join_p95_s": (True, 3.0),
    "ipv6_newcomer_join_p95_s": (True, 3.0),
    "startup_ratio": (True, 1.5),
    "rss_ratio": (True, 1.5),
    "first_startup_ratio": (True, 1.5),
    "first_rss_ratio": (True, 1.5),
    "board_update_median_ms": (True, 4.0),
    "board_update_p99_ms": (True, 8.0),
    "idle_cpu_percent": (True, 2.0),
    "sound_cue_latency_ms": (True, 50.0),
    "discovery_s": (True, 1.0),
    "discovery_removed_s": (True, 3.0),
    "export_10_rounds_ms": (True, 50.0),
    "history_open_ms": (True, 300.0),
    "history_update_ms": (True, 300.0),
    "app_rss_mb_per_100_rounds": (True, 2.0),
    "hosting_app_rss_mb_per_100_rounds": (True, 2.0),
    "headless_host_rss_mb_per_100_rounds": (True, 2.0),
    "review_vs_baseline": (False, 30.0),
    "review_worst_vs_median": (True, 3.0),
    "review_gui_gap_p99_ms": (True, 16.0),
    "known_round_median_s": (True, 30.0),
    "known_round_worst_s": (True, 60.0),
    "known_gui_gap_p99_ms": (True, 16.0),
}

#: Keys ``make bench`` promises in the JSON file, where the machine allows.
REQUIRED = (
    "engine_rounds_per_s",
    "openspiel_rounds_per_s",
    "engine_vs_openspiel",
    "playout_rounds_per_s",
    "playout_vs_openspiel",
    "move_p50_ms",
    "move_p99_ms",
    "raw_p50_ms",
    "raw_p99_ms",
    "move_p50_ratio",
    "move_p99_ratio",
    "raw_callbacks_p50_ms",
    "move_p50_vs_callbacks",
    "unwatched_move_p50_ms",
    "watched_move_p50_ms",
    "watchers_p50_ratio",
    "watchers_churn_p50_ratio",
    "join_p50_ms",
    "slow_hello_ping_p50_ratio",
    "ping_flood_ratio",
    "startup_s",
    "bare_startup_s",
    "startup_ratio",
    "rss_mb",
    "bare_rss_mb",
    "rss_ratio",
    "first_startup_s",
    "first_startup_ratio",
    "first_rss_mb",
    "first_rss_ratio",
    "board_update_median_ms",
    "board_update_p99_ms",
    "idle_cpu_percent",
    "sound_cue_latency_ms",
    "discovery_s",
    "export_10_rounds_ms",
    "history_open_ms",
    "history_update_ms",
    "app_rss_mb_per_100_rounds",
    "hosting_app_rss_mb_per_100_rounds",
    "headless_host_rss_mb_per_100_rounds",
    "review_round_median_s",
    "review_round_worst_s",
    "review_vs_baseline",
    "review_worst_vs_median",
    "review_peak_mb",
    "as_known_round_s",
    "as_known_deals_solved",
    "review_gui_gap_p99_ms",
    "known_round_median_s",
    "known_round_worst_s",
    "known_vs_baseline",
)


def met(key: str, value: float) -> bool | None:
    """Whether ``value`` meets the goal of ``key``; ``None`` when it has none."""
    if key not in GOALS:
        return None
    at_most, bound = GOALS[key]
    return value <= bound if at_most else value >= bound


def goal_text(key: str) -> str:
    if key not in GOALS:
        return ""
    at_most, bound = GOALS[key]
    return f"{'<=' if at_most else '>='} {bound:g}{_unit(key)}"


def _unit(key: str) -> str:
    for suffix, unit in (
        ("_per_s", "/s"),
        ("_ms", " ms"),
        ("_us", " us"),
        ("_mb", " MiB"),
        ("_percent", " %"),
        ("_s", " s"),
        ("_ratio", "x"),
    ):
        if key.endswith(suffix):
            return unit
    return "x" if "_vs_" in key else ""


def _number(value: float, count: bool = False) -> str:
    if count and value == int(value) and abs(value) < 1e6:
        return f"{int(value)}"
    if abs(value) >= 1000:
        return f"{value:,.0f}"
    if abs(value) >= 10:
        return f"{value:.1f}"
    if abs(value) >= 1:
        return f"{value:.3f}"
    return f"{value:.3g}" if abs(value) >= 0.01 else f"{value:.2g}"


def table(figures: Figures) -> list[str]:
    """The printed table: one row per figure; min and max share the row of their median."""
    rows = [("figure", "value", "min .. max", "goal", "met?")]
    for key, value in figures.items():
        if key.endswith(("_min", "_max")) and key[:-4] in figures:
            continue
        low, high = figures.get(f"{key}_min"), figures.get(f"{key}_max")
        count = not _unit(key)
        spread = ""
        if low is not None and high is not None:
            spread = f"{_number(low, count)} .. {_number(high, count)}"
        ok = met(key, value)
        verdict = "" if ok is None else ("yes" if ok else "NO")
        rows.append((key, _number(value, count) + _unit(key), spread, goal_text(key), verdict))
    widths = [max(len(row[i]) for row in rows) for i in range(5)]
    lines = []
    for n, row in enumerate(rows):
        cells = [row[0].ljust(widths[0]), row[1].rjust(widths[1])]
        cells += [row[i].ljust(widths[i]) for i in (2, 3, 4)]
        lines.append("  ".join(cells).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return lines


# -- running -------------------------------------------------------------------------------


def _child(name: str, smoke: bool, out: Path) -> int:
    """In the fresh process: run one benchmark, write its figures or why it could not run."""
    bench = next(b for b in BENCHES if b.name == name)
    result: dict[str, Any]
    try:
        figures = bench.run(smoke)
        result = {"figures": {k: float(v) for k, v in figures.items()}}
    except Unavailable as exc:
        result = {"omitted": str(exc)}
    out.write_text(json.dumps(result), encoding="utf-8")
    return 0


def _load() -> tuple[float, ...]:
    try:
        return os.getloadavg()
    except OSError:
        return (float("nan"),) * 3


def run_all(
    names: Sequence[str], smoke: bool, env: dict[str, str], long: bool = False
) -> tuple[Figures, bool]:
    """Runs each benchmark in its own process; returns the figures and whether all ran."""
    figures: Figures = {}
    ok = True
    timeout = 300 if smoke else 1800
    with tempfile.TemporaryDirectory() as scratch:
        for bench in (b for b in BENCHES if b.name in names):
            out = Path(scratch, f"{bench.name}.json")
            cmd = [sys.executable, "-m", "benchmarks", "--child", bench.name, "--json", str(out)]
            started = time.monotonic()
            print(f"{bench.name}: {bench.what} ...", end="", flush=True)
            try:
                proc = subprocess.run(
                    [*cmd, *(["--smoke"] if smoke else []), *(["--long"] if long else [])],
                    cwd=ROOT,
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=timeout,
                )
            except subprocess.TimeoutExpired:
                print(f" FAILED: no result after {timeout} s")
                ok = False
                continue
            took = time.monotonic() - started
            if proc.returncode != 0 or not out.exists():
                tail = "\n    ".join((proc.stderr or proc.stdout).strip().splitlines()[-12:])
                print(f" FAILED (exit code {proc.returncode}, {took:.0f} s):\n    {tail}")
                ok = False
                continue
            result = json.loads(out.read_text(encoding="utf-8"))
            if "omitted" in result:
                print(f" left out: {result['omitted']}")
                continue
            print(f" {took:.1f} s")
            figures.update(result["figures"])
    return figures, ok


def write_json(figures: Figures, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".part")
    partial.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    partial.replace(path)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks", description=(__doc__ or "").splitlines()[0]
    )
    sizes = parser.add_mutually_exclusive_group()
    sizes.add_argument("--smoke", action="store_true", help="tiny counts, to check it all runs")
    sizes.add_argument("--long", action="store_true", help="the long soaks at their whole length")
    parser.add_argument(
        "--only", help="comma-separated benchmarks to run (default: all of them)", default=""
    )
    parser.add_argument(
        "--json",
        type=Path,
        default=Path(os.environ.get("DOMINOS_BENCH_JSON", DEFAULT_JSON)),
        help="where to write the figures (default build/bench.json)",
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        global LONG
        LONG = args.long
        return _child(args.child, args.smoke, args.json)

    known = [b.name for b in BENCHES]
    names = [n.strip() for n in args.only.split(",") if n.strip()] or known
    unknown = sorted(set(names) - set(known))
    if unknown:
        parser.error(f"no benchmark named {', '.join(unknown)} (known: {', '.join(known)})")

    before = _load()
    started = time.monotonic()
    with display() as shown:
        env = dict(os.environ)
        env.update({k: v for k, v in shown.env.items() if k != "QT_QPA_PLATFORM"})
        env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(ROOT), env.get("PYTHONPATH"))))
        print(
            f"{'smoke run (tiny counts, not measurements)' if args.smoke else 'benchmarks'}"
            f"{' with the long soaks' if args.long else ''}:"
            f" {len(names)} of them, {os.cpu_count()} CPUs, load {before[0]:.2f};"
            f" whole-process ones drawn {shown.label}"
        )
        figures, ok = run_all(names, args.smoke, env, args.long)
    after = _load()
    figures.update(
        bench_cpus=float(os.cpu_count() or 0),
        bench_load_before=before[0],
        bench_load_after=after[0],
        bench_seconds=time.monotonic() - started,
        bench_smoke=1.0 if args.smoke else 0.0,
        bench_long=1.0 if args.long else 0.0,
    )
    print()
    print("\n".join(table(figures)))
    missing = [k for k in REQUIRED if k not in figures]
    if missing:
        print(f"\nnot measured here: {', '.join(missing)}")
    write_json(figures, args.json)
    print(f"\nwritten to {args.json}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
