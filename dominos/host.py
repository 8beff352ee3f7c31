"""``dominos-host``: a table with no window, for a spare machine on the network.

It runs the same table and server as the app's host mode, with no Qt imported. Nobody plays
from here: the first player to join takes seat 0 and with it the host's rights (starting the
game, the next round, a new game).

Startup prints one line a person can read out to the others: the invitation code and every
address to join at. The table is also announced on the local network, so players see it in
their list, unless ``--no-discovery`` is given or it listens on loopback only. SIGINT or
SIGTERM (on Windows, Ctrl+C or Ctrl+Break) tells every player the table is closing, says
goodbye on the network, then exits 0.

With ``--state-dir`` every change is journaled there before players hear of it, and a host
that died (a crash, ``kill -9``, a power cut) takes its unfinished table up again when run
once more with the same directory: same code, seats and port, and the same id on the network,
so the players' apps find it and reconnect by themselves.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import ipaddress
import logging
import socket
import sqlite3
import sys
import threading
from pathlib import Path
from typing import NoReturn

from dominos import flags
from dominos.hosting.options import HostOptions
from dominos.hosting.service import HostedTable
from dominos.signals import on_console_close, on_stop_signals
from dominos.table import Table
from dominos.table.store import ResumeInfo, TableStore
from dominos.terms import (
    DEFAULT_TARGET,
    MAX_TABLE_NAME,
    name_problem,
    parse_code,
)

__all__ = ["build_parser", "host_options", "main", "serve"]

log = logging.getLogger("dominos.host")


class _Parser(argparse.ArgumentParser):
    """Reports a bad flag on one line (no usage dump), then exits with status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _bind(text: str) -> str:
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an IP address") from None


def _code(text: str) -> str:
    try:
        return parse_code(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _name(text: str) -> str:
    if name_problem(text, MAX_TABLE_NAME) in ("too_long", "control"):
        raise argparse.ArgumentTypeError(
            f"a table name is at most {MAX_TABLE_NAME} printable characters"
        )
    return text.strip()


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="dominos-host",
        description="Run a Dominos table for four players on this network, with no window.",
    )
    flags.add_table_flags(parser)
    parser.add_argument(
        "--bind", type=_bind, default=None, help="listen on this address only (default: all)"
    )
    parser.add_argument(
        "--code", type=_code, default=None, help="invitation code (default: a random one)"
    )
    parser.add_argument(
        "--target",
        type=flags.target,
        default=DEFAULT_TARGET,
        help="points to win: 50 to 500 by 50 (default 100)",
    )
    parser.add_argument("--name", type=_name, default="", help="table name shown to players")
    parser.add_argument(
        "--no-discovery",
        action="store_true",
        help="do not announce the table on the local network (players join by address)",
    )
    parser.add_argument(
        "--no-watchers",
        action="store_true",
        help="let nobody watch the table (by default up to 8 who know the code may)",
    )
    parser.add_argument(
        "--state-dir",
        type=Path,
        default=None,
        help=(
            "journal the table in this directory, and resume the unfinished table found"
            " there (after a crash) instead of opening a new one"
        ),
    )
    parser.add_argument(
        "--fresh",
        action="store_true",
        help="with --state-dir: give up any unfinished table there and open a new one",
    )
    parser.add_argument(
        "--export",
        type=Path,
        default=None,
        metavar="OUT",
        help=(
            "with --state-dir: write every finished game there as OUT/<game id>.json"
            " (docs/record.md), then exit without opening a table"
        ),
    )
    parser.add_argument(
        "--log-level",
        type=str.upper,
        choices=["DEBUG", "INFO", "WARNING", "ERROR"],
        default="INFO",
        help="how much to log on standard error (default INFO)",
    )
    return parser


def announcement(hosting: HostedTable) -> str:
    """The one line that tells people how to join."""
    name = hosting.table_name
    state = " resumed" if hosting.resumed else ""
    line = f"Table {name!r}{state}: " if name else f"Table{state or ' open'}: "
    line += f"invitation code {hosting.code}; join at {', '.join(hosting.addresses)}"
    if hosting.fell_back:
        line += f" (port {hosting.asked_port} was taken, so the table uses port {hosting.port})"
    return line


class _EventLog:
    """Logs what happens at the table, from the changes the server reports."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.phase = table.phase
        self.names: list[str] = []

    def __call__(self) -> None:
        t = self.table
        names = t.names()
        if names != self.names and t.phase == "lobby":
            log.info("seats: %s", ", ".join(names) or "(empty)")
        self.names = names
        if t.phase == self.phase:
            return
        self.phase = t.phase
        if t.phase == "round":
            log.info("round %d started", t.round_number)
        elif t.phase in ("break", "over") and t.records and t.records[-1].summary is not None:
            s = t.records[-1].summary
            log.info(
                "round %d: %s, team %d scores %d (%d to %d)",
                s.round,
                s.kind,
                s.winning_team,
                s.points,
                *s.scores,
            )
            if t.phase == "over":
                log.info("game over: team %d wins", t.winner)


def host_options(args: argparse.Namespace) -> HostOptions:
    """The flags, as the hosting service takes them."""
    return HostOptions(
        target=args.target,
        time_scale=args.time_scale,
        port=args.port,
        bind=args.bind,
        discovery=not args.no_discovery,
        state_dir=args.state_dir,
        code=args.code,
        table_name=args.name or f"{socket.gethostname().partition('.')[0]}'s table",
        # Nobody sits at this host to take up an offer to replay a round it lost.
        replay_lost_round=True,
        watchers=not args.no_watchers,
    )


async def serve(args: argparse.Namespace, stop: asyncio.Event | None = None) -> None:
    """Runs the table until ``stop`` is set (by SIGINT or SIGTERM when not given)."""
    options = host_options(args)
    hosting = HostedTable(options)
    info = _unfinished(args)
    try:
        await hosting.open(info)
    except ValueError as exc:  # the journal no longer replays
        log.error("%s; opening a new table instead", exc)
        hosting = HostedTable(options)
        await hosting.open()
    table = hosting.table
    assert table is not None
    if info is not None and hosting.resumed:
        log.info(
            "resuming table %r (%s, round %d, %d to %d) with %s",
            info.table_name,
            info.phase,
            info.round,
            *info.scores,
            ", ".join(info.names),
        )
        if args.code is not None and args.code != table.code:
            log.warning("the resumed table keeps its code %s; --code is ignored", table.code)
    hosting.on_change = _EventLog(table)
    closed = threading.Event()
    if stop is None:
        stop = asyncio.Event()
        on_stop_signals(asyncio.get_running_loop(), stop.set)
        on_console_close(asyncio.get_running_loop(), stop.set, closed)
    print(announcement(hosting), flush=True)
    await hosting.announce()
    if hosting.advertiser is not None and hosting.discovery_error is None:
        log.info("announced on the local network as %r", hosting.advertiser.name)
    try:
        await stop.wait()
    finally:
        log.info("closing the table")
        # Closed on purpose only when asked to stop: anything else leaves it resumable.
        try:
            await hosting.close(on_purpose=stop.is_set())
        finally:
            closed.set()


def _unfinished(args: argparse.Namespace) -> ResumeInfo | None:
    """The unfinished table in ``--state-dir`` to take up again, unless ``--fresh``."""
    if args.state_dir is None:
        return None
    store = TableStore.open(args.state_dir)
    try:
        info = store.resumable()
        if info is not None and args.fresh:
            log.info("giving up the unfinished table %r as asked", info.table_name)
            store.close_table(info.table_id)
            info = None
    finally:
        store.close()
    return info


def _export(state_dir: Path, out: Path) -> int:
    from dominos.table.export import export_games

    try:
        written = export_games(state_dir, out)
    except (OSError, ValueError, sqlite3.Error) as exc:
        print(f"dominos-host: cannot export: {exc}", file=sys.stderr)
        return 1
    print(f"{len(written)} finished game(s) written to {out}", flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=args.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if args.export is not None:
        if args.state_dir is None:
            parser.error("argument --export: needs --state-dir, the journal to export from")
        return _export(args.state_dir, args.export)
    try:
        asyncio.run(serve(args))
    except OSError as exc:
        if exc.errno == errno.EADDRNOTAVAIL:
            parser.error(f"argument --bind: {args.bind} is not an address of this machine")
        print(f"dominos-host: cannot open the table: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        sys.exit(main())
