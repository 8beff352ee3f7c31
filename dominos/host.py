"""``dominos-host``: a table with no window, for a spare machine on the network.

It runs the same table and server as the app's host mode, with no Qt imported. Nobody plays
from here: the first player to join takes seat 0 and with it the host's rights (starting the
game, the next round, a new game).

Startup prints one line a person can read out to the others: the invitation code and every
address to join at. The table is also announced on the local network, so players see it in
their list, unless ``--no-discovery`` is given or it listens on loopback only. SIGINT or
SIGTERM tells every player the table is closing, says goodbye on the network, then exits 0.

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
import signal
import socket
import sqlite3
import sys
import time
from pathlib import Path
from typing import NoReturn

from zeroconf import InterfaceChoice

from dominos.discovery import Advertiser, new_table_id
from dominos.net.address import DEFAULT_PORT
from dominos.net.codes import generate_code
from dominos.net.server import Server
from dominos.table import Table
from dominos.table.store import TableStore
from dominos.terms import (
    DEFAULT_TARGET,
    MAX_TABLE_NAME,
    MAX_TIME_SCALE,
    is_target,
    is_time_scale,
    name_problem,
    parse_code,
)

__all__ = ["build_parser", "main", "serve"]

log = logging.getLogger("dominos.host")


class _Parser(argparse.ArgumentParser):
    """Reports a bad flag on one line (no usage dump), then exits with status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (0 to 65535; 0 = any free one)")
    return int(text)


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


def _target(text: str) -> int:
    value = int(text) if text.strip().isdigit() else None
    if value is None or not is_target(value):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a target: 50 to 500 points, in steps of 50"
        )
    return value


def _name(text: str) -> str:
    if name_problem(text, MAX_TABLE_NAME) in ("too_long", "control"):
        raise argparse.ArgumentTypeError(
            f"a table name is at most {MAX_TABLE_NAME} printable characters"
        )
    return text.strip()


def _time_scale(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not is_time_scale(value):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a time scale: above 0 and at most {MAX_TIME_SCALE:g}"
        )
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="dominos-host",
        description="Run a Dominos table for four players on this network, with no window.",
    )
    parser.add_argument(
        "--port",
        type=_port,
        default=None,
        help=(
            f"TCP port (default {DEFAULT_PORT}, or a resumed table's own; a free one is used"
            " if it is taken)"
        ),
    )
    parser.add_argument(
        "--bind", type=_bind, default=None, help="listen on this address only (default: all)"
    )
    parser.add_argument(
        "--code", type=_code, default=None, help="invitation code (default: a random one)"
    )
    parser.add_argument(
        "--target",
        type=_target,
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
        "--time-scale",
        type=_time_scale,
        default=1.0,
        help="multiply every clock by this (e.g. 0.1 for a quick demo; default 1)",
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


def announcement(code: str, server: Server, asked_port: int, *, resumed: bool = False) -> str:
    """The one line that tells people how to join."""
    name = server.table.table_name
    state = " resumed" if resumed else ""
    line = f"Table {name!r}{state}: " if name else f"Table{state or ' open'}: "
    line += f"invitation code {code}; join at {', '.join(server.addresses())}"
    if server.fell_back:
        line += f" (port {asked_port} was taken, so the table uses port {server.port})"
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


async def serve(args: argparse.Namespace, stop: asyncio.Event | None = None) -> None:
    """Runs the table until ``stop`` is set (by SIGINT or SIGTERM when not given)."""
    store, table, table_id, saved_port = _open_table(args, time.monotonic())
    code = table.code
    port = args.port if args.port is not None else saved_port or DEFAULT_PORT
    server = Server(table, journal=store)
    try:
        await server.start(args.bind, port)
    except BaseException:
        if store is not None:
            store.close()
        raise
    if store is not None:
        store.set_port(server.port)
    advertiser = _advertiser(args, server, table_id=table_id)
    events = _EventLog(table)

    def changed() -> None:
        events()
        if advertiser is not None:
            names = table.names()
            advertiser.request_update(
                seats=len(names), phase=table.phase, host_name=names[0] if names else ""
            )

    server.on_change = changed
    if stop is None:
        stop = asyncio.Event()
        _on_signals(stop)
    print(announcement(code, server, port, resumed=saved_port is not None), flush=True)
    if advertiser is not None:
        await advertiser.start()
        if advertiser.error is None:
            log.info("announced on the local network as %r", advertiser.name)
    try:
        await stop.wait()
    finally:
        log.info("closing the table")
        # The goodbye goes out while players are told, so lists drop the table at once.
        await asyncio.gather(server.close(), *([advertiser.close()] if advertiser else []))
        if store is not None:
            if stop.is_set():
                store.close_table()  # closed on purpose: not offered for resuming
            store.close()


def _new_table(args: argparse.Namespace, now: float) -> Table:
    return Table(
        code=args.code or generate_code(),
        target=args.target,
        time_scale=args.time_scale,
        table_name=args.name or f"{socket.gethostname().partition('.')[0]}'s table",
        now=now,
    )


def _open_table(
    args: argparse.Namespace, now: float
) -> tuple[TableStore | None, Table, str, int | None]:
    """The table to serve: the unfinished one in ``--state-dir`` if any, else a new one.

    Returns the store journaling it (``None`` without ``--state-dir``), the table, its id on
    the network, and the port it last listened on when it is resumed.
    """
    if args.state_dir is None:
        return None, _new_table(args, now), new_table_id(), None
    store = TableStore.open(args.state_dir)
    if store.notice is not None:
        log.warning("%s", store.notice)
    info = store.resumable()
    if info is not None and args.fresh:
        log.info("giving up the unfinished table %r as asked", info.table_name)
        store.close_table(info.table_id)
        info = None
    if info is not None:
        try:
            table = store.resume(info.table_id, now)
        except ValueError as exc:
            log.error("%s; opening a new table instead", exc)
        else:
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
            return store, table, info.table_id, info.port
    table = _new_table(args, now)
    table_id = new_table_id()
    try:
        store.start(table, table_id=table_id, port=args.port or 0)
    except (OSError, ValueError, sqlite3.Error) as exc:
        log.error("the table cannot be journaled, so it would not survive a crash: %s", exc)
        store.close()
        return None, table, table_id, None
    return store, table, table_id, None


def _advertiser(
    args: argparse.Namespace, server: Server, *, table_id: str | None = None
) -> Advertiser | None:
    """The LAN announcement, unless turned off or pointless (bound to loopback only)."""
    if args.no_discovery:
        return None
    bound = ipaddress.ip_address(args.bind) if args.bind else None
    if bound is not None and bound.is_loopback:
        log.info("not announced on the network: the table only listens on %s", args.bind)
        return None
    only = [args.bind] if bound is not None and not bound.is_unspecified else None
    return Advertiser(
        table_name=server.table.table_name,
        port=server.port,
        table_id=table_id or new_table_id(),
        host_name="",
        addresses=only,
        interfaces=only or InterfaceChoice.All,
    )


def _on_signals(stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows
            signal.signal(sig, lambda *_: loop.call_soon_threadsafe(stop.set))


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
