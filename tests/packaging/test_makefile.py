"""The two make commands: a player's `make run` installs the app alone, `make test` the rest."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def planned(target: str, venv: Path) -> str:
    """What make would run for ``target`` with a fresh virtual environment at ``venv``."""
    make = shutil.which("make")
    if make is None:
        pytest.fail("make is needed to check the Makefile")
    done = subprocess.run(
        [make, "-n", "--no-print-directory", target, f"VENV={venv}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return done.stdout


def test_make_run_installs_only_what_the_app_needs(tmp_path: Path) -> None:
    steps = planned("run", tmp_path / "venv")
    installs = [line for line in steps.splitlines() if "pip install" in line and "-e" in line]
    assert installs, steps
    assert all("[test]" not in line for line in installs), installs
    assert "bin/dominos" in steps


def test_make_test_adds_the_test_toolchain(tmp_path: Path) -> None:
    steps = planned("test", tmp_path / "venv")
    assert "pip install -q -e '.[test]'" in steps
    assert "pytest" in steps


def test_make_test_runs_the_tests_on_every_core(tmp_path: Path) -> None:
    steps = planned("test", tmp_path / "venv")
    assert "-n " in steps and "--dist loadgroup" in steps, steps


def test_tests_of_one_group_run_on_one_worker(tmp_path: Path) -> None:
    """The installer's tests build it once and share it through their group (--dist
    loadgroup): if the pytest installed stopped honouring groups, the other core would sit
    waiting two minutes for the same build, and `make test` would miss its time."""
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "test_grouped.py").write_text(
        "import pytest\n"
        "pytestmark = pytest.mark.xdist_group('together')\n"
        "@pytest.mark.parametrize('i', range(6))\n"
        "def test_grouped(i): pass\n"
    )
    (tmp_path / "test_loose.py").write_text(
        "import pytest, time\n"
        "@pytest.mark.parametrize('i', range(6))\n"
        "def test_loose(i): time.sleep(0.05)\n"
    )
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2"]
    done = subprocess.run(
        [*command, "--dist", "loadgroup", "-v", str(tmp_path)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    workers = set(re.findall(r"\[(gw\d)\] .*PASSED .*test_grouped", done.stdout))
    assert len(workers) == 1, done.stdout


def test_make_test_fast_leaves_out_the_long_runs(tmp_path: Path) -> None:
    steps = planned("test-fast", tmp_path / "venv")
    assert "not once and not slow and not netns" in steps, steps
    assert "tests/resilience" not in steps and "tests/packaging" not in steps


def test_make_bench_long_runs_the_long_soaks(tmp_path: Path) -> None:
    assert "-m benchmarks --long" in planned("bench-long", tmp_path / "venv")
    assert "--long" not in planned("bench", tmp_path / "venv")


def test_no_supported_python_is_said_in_one_sentence(tmp_path: Path) -> None:
    """A machine whose Pythons are all too old or too new gets the versions and what to do."""
    make = shutil.which("make")
    assert make is not None
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("sh", "dpkg", "id"):
        found = shutil.which(tool)
        if found:
            (bin_dir / tool).symlink_to(found)
    for name in ("python3", "python3.10"):  # an interpreter too old to run the app
        fake = bin_dir / name
        fake.write_text('#!/bin/sh\nexec /nonexistent "$@"\n')
        fake.chmod(0o755)
    done = subprocess.run(
        [make, "-n", "run", f"VENV={tmp_path / 'venv'}"],
        cwd=ROOT,
        env={"PATH": str(bin_dir)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert "needs Python 3.11 to 3.14 and none was found" in done.stderr, done.stderr
    assert "apt-get install python3" in done.stderr
    assert "-m: not found" not in done.stderr + done.stdout
