"""Command-line options of the desktop app.

Kept free of Qt so that ``--help``, ``--version`` and a mistyped flag answer at once, without
loading the GUI libraries.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

import platformdirs

from dominos import __version__, flags
from dominos.hosting.options import HostOptions
from dominos.terms import MAX_NAME, name_problem
from dominos.ui.services.language import LANGUAGES, normalise

LOG_LEVELS = ("debug", "info", "warning", "error")
#: Names of the four seats in ``--demo``, in arrival order.
DEMO_NAMES = ("Ann", "Bo", "Cy", "Dee")


@dataclass(frozen=True)
class Options:
    """What the command line asked for, already checked."""

    name: str | None = None
    host: bool = False
    target: int | None = None
    join: str | None = None
    #: A code or an address to watch the table at, holding no seat.
    watch: str | None = None
    demo: bool = False
    time_scale: float = 1.0
    port: int | None = None
    log_level: str = "warning"
    self_check: bool = False
    discovery: bool = True
    #: The language asked for on the command line (``None``: the player's choice or the system's).
    lang: str | None = None
    #: Sounds under ``--demo`` too (a single window always has them, as the player set).
    sound: bool = False
    #: Where a hosted table is journaled so it survives a crash; ``None``: nowhere.
    state_dir: Path | None = None

    @property
    def hosting(self) -> HostOptions:
        """How this app hosts a table, should it open one; also whether it looks for
        tables on the LAN (``discovery``)."""
        return HostOptions(
            time_scale=self.time_scale,
            port=self.port,
            discovery=self.discovery,
            state_dir=self.state_dir,
        )


def default_state_dir() -> Path:
    """The user's data directory, where ``dominos.table.store`` keeps tables by default."""
    return Path(platformdirs.user_data_dir("dominos", appauthor=False))


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors fit on one line."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


_NAME_PROBLEMS = {
    "empty": "a name needs at least one character",
    "too_long": f"a name has at most {MAX_NAME} characters",
    "control": "a name cannot hold control characters",
}


def _name(text: str) -> str:
    problem = name_problem(text)
    if problem is not None:
        raise argparse.ArgumentTypeError(f"{_NAME_PROBLEMS[problem]} ({text!r})")
    return text.strip()


def _lang(text: str) -> str:
    code = normalise(text)
    if code is None:
        raise argparse.ArgumentTypeError(
            f"language must be one of {', '.join(LANGUAGES)}, not {text!r}"
        )
    return code


def _join(text: str) -> str:
    if not text.strip():
        raise argparse.ArgumentTypeError("--join needs an invitation code or an address")
    return text.strip()


def _watch(text: str) -> str:
    if not text.strip():
        raise argparse.ArgumentTypeError("--watch needs an invitation code or an address")
    return text.strip()


def build_parser() -> argparse.ArgumentParser:
    """The parser, also used to print ``--help``."""
    parser = _Parser(
        prog="dominos",
        description="Dominoes for four friends on one network, two against two.",
    )
    parser.add_argument("--version", action="version", version=f"dominos {__version__}")
    parser.add_argument("--name", type=_name, help="your name at the table (remembered)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--host", action="store_true", help="open a table (the host dialog)")
    mode.add_argument(
        "--join",
        metavar="CODE|ADDRESS",
        type=_join,
        help="join a table by its invitation code, or by host:port",
    )
    mode.add_argument(
        "--watch",
        metavar="CODE|ADDRESS",
        type=_watch,
        help="watch a table without a seat, by its invitation code, or by host:port",
    )
    mode.add_argument(
        "--demo",
        action="store_true",
        help="open a table and four windows on this machine, one per seat",
    )
    parser.add_argument(
        "--target",
        type=flags.target,
        metavar="N",
        help="points to win, 50 to 500 in steps of 50 (with --host: skip the dialog)",
    )
    flags.add_table_flags(parser)
    parser.add_argument(
        "--lang",
        type=_lang,
        metavar="CODE",
        help=f"language of the app, one of {', '.join(LANGUAGES)} (default: your choice on the"
        " home screen, else the system's)",
    )
    parser.add_argument(
        "--log-level",
        choices=LOG_LEVELS,
        default="warning",
        type=str.lower,
        help="how much to log to the terminal (default: warning)",
    )
    parser.add_argument(
        "--no-discovery",
        dest="discovery",
        action="store_false",
        help="neither announce a hosted table nor look for tables on the network",
    )
    parser.add_argument(
        "--state-dir",
        type=Path,
        metavar="DIR",
        help="where a hosted table is saved so it can be resumed after a crash"
        " (default: your data directory)",
    )
    parser.add_argument(
        "--sound",
        action="store_true",
        help="play the table's sounds with --demo too (four windows are silent by default)",
    )
    parser.add_argument("--self-check", action="store_true", help=argparse.SUPPRESS)
    return parser


def parse(argv: list[str] | None = None) -> Options:
    """Parse and check ``argv`` (without the program name); exit 2 with one line on error."""
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.target is not None and not (args.host or args.demo):
        parser.error("--target goes with --host or --demo")
    return Options(
        name=args.name,
        host=args.host,
        target=args.target,
        join=args.join,
        watch=args.watch,
        demo=args.demo,
        time_scale=args.time_scale,
        port=args.port,
        log_level=args.log_level,
        self_check=args.self_check,
        lang=args.lang,
        sound=args.sound,
        discovery=args.discovery,
        state_dir=args.state_dir or default_state_dir(),
    )
