"""Command-line flags: what they set, and one clear line with exit code 2 when wrong."""

from __future__ import annotations

import subprocess
import sys

import pytest

from dominos import __version__
from dominos.table.store import default_state_dir as store_dir
from dominos.ui.shell.cli import Options, default_state_dir, parse


def test_defaults() -> None:
    # Only the command line journals into the user's data directory; tests build Options.
    assert parse([]) == Options(state_dir=default_state_dir())
    assert default_state_dir() == store_dir()


def test_flags_are_read() -> None:
    options = parse(
        ["--name", " Ann ", "--host", "--target", "250", "--time-scale", "0.05", "--port", "0"]
    )
    assert options.name == "Ann" and options.host and options.target == 250
    assert options.time_scale == 0.05 and options.port == 0
    assert parse(["--join", "k7qm2x"]).join == "k7qm2x"
    watching = parse(["--watch", " k7qm2x "])
    assert watching.watch == "k7qm2x" and watching.join is None
    assert parse(["--watch", "192.168.1.20:47474"]).watch == "192.168.1.20:47474"
    assert parse(["--demo", "--target", "50"]).demo
    assert parse(["--log-level", "DEBUG"]).log_level == "debug"
    assert parse(["--lang", "es"]).lang == "es"
    assert parse(["--lang", "pt-BR"]).lang == "pt_BR"
    assert parse([]).lang is None


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--target", "75", "--host"], "steps of 50"),
        (["--target", "100"], "--target goes with --host or --demo"),
        (["--host", "--join", "ABC234"], "not allowed with"),
        (["--join", "ABC234", "--watch", "ABC234"], "not allowed with"),
        (["--watch", " "], "--watch needs an invitation code or an address"),
        (["--time-scale", "0"], "time scale"),
        (["--time-scale", "11"], "at most 10"),
        (["--port", "70000"], "is not a port"),
        (["--lang", "klingon"], "language must be one of en, es, pt_BR"),
        (["--name", "   "], "at least one character"),
        (["--name", "x" * 21], "at most 20"),
        (["--bogus"], "unrecognized arguments"),
    ],
)
def test_bad_flags_get_one_line_and_exit_2(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        parse(argv)
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert says in err
    assert err.count("\n") == 1


def test_version_and_help_answer_without_loading_qt() -> None:
    code = (
        "import sys; from dominos.__main__ import main\n"
        "try:\n    main(sys.argv[1:])\n"
        "except SystemExit as e:\n    assert 'PySide6' not in sys.modules; raise\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, "--version"], capture_output=True, text=True, timeout=30
    )
    assert out.returncode == 0 and out.stdout.strip() == f"dominos {__version__}"
    out = subprocess.run(
        [sys.executable, "-c", code, "--wat"], capture_output=True, text=True, timeout=30
    )
    assert out.returncode == 2 and out.stderr.count("\n") == 1
