"""How long the installed app takes to open its window, against running it from source.

Run: ``python -m benchmarks.launch [--bundle DIR] [--runs N] [--smoke]`` (offscreen)

Times ``dominos --self-check`` (start, open the main window, draw it, quit) end to end:

- ``bundled``: the PyInstaller one-folder build (``dist/bundle/dominos`` from
  ``make package``, or any unpacked bundle given with ``--bundle``);
- ``baseline: from source``: ``python -m dominos`` in the development environment.

Runs alternate between the two so that a busy machine slows both alike; it prints the
median and the fastest run of each, and the ratio of the medians; ``figures()`` returns
them for ``make bench``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def launch(cmd: list[str], home: Path) -> float:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
    }
    started = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - started


def bundled_exe(bundle: Path) -> Path:
    return bundle / ("dominos.exe" if sys.platform == "win32" else "dominos")


def measure(bundle: Path, runs: int) -> dict[str, list[float]]:
    """Seconds of each launch, bundled and from source, alternating after one warm-up each."""
    commands = {
        "bundled": [str(bundled_exe(bundle)), "--self-check"],
        "baseline: from source": [sys.executable, "-m", "dominos", "--self-check"],
    }
    times: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch)
        for cmd in commands.values():  # one warm-up each: fill the disk cache
            launch(cmd, home)
        for _ in range(runs):
            for name, cmd in commands.items():
                times[name].append(launch(cmd, home))
    return times


def figures(bundle: Path = ROOT / "dist" / "bundle" / "dominos", runs: int = 7) -> dict[str, float]:
    """Medians and fastest runs, and the ratio, for ``make bench``; ``FileNotFoundError``
    when there is no bundle."""
    if not bundled_exe(bundle).exists():
        raise FileNotFoundError(f"no bundle at {bundle}: run `make package` first")
    times = measure(bundle, runs)
    f: dict[str, float] = {}
    for name, key in (
        ("bundled", "bundled_launch_s"),
        ("baseline: from source", "source_launch_s"),
    ):
        f[key] = statistics.median(times[name])
        f[f"{key}_min"] = min(times[name])
        f[f"{key}_max"] = max(times[name])
    f["bundled_vs_source_launch"] = f["bundled_launch_s"] / f["source_launch_s"]
    return f


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "bundle" / "dominos")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--smoke", action="store_true", help="two runs each")
    args = parser.parse_args(argv)
    if not bundled_exe(args.bundle).exists():
        print(f"no bundle at {args.bundle}: run `make package` first (or pass --bundle DIR)")
        return 2
    runs = 2 if args.smoke else args.runs
    times = measure(args.bundle, runs)
    print(f"dominos --self-check, {runs} runs each, offscreen")
    for name, values in times.items():
        print(
            f"  {name:<24} median {statistics.median(values):6.3f} s   fastest {min(values):6.3f} s"
        )
    ratio = statistics.median(times["bundled"]) / statistics.median(times["baseline: from source"])
    print(f"  bundled / from source: {ratio:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
