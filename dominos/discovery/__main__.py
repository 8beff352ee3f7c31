"""Checking discovery on a network by hand: ``python -m dominos.discovery browse``.

``browse`` prints the tables seen on the LAN as they change, which answers "why can my
friend not see my table?" without starting the app. ``advertise`` announces a table that
nobody can join (no server listens), to test the other direction; it reads commands
from standard input (``update SEATS PHASE [WATCHING]``, ``close``) and prints one JSON line
per event, with ``time.monotonic()`` stamps, so scripts can measure how fast tables come and
go.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from collections.abc import Sequence

from dominos.discovery.advertiser import Advertiser
from dominos.discovery.browser import TableBrowser
from dominos.discovery.records import FoundTable, new_table_id
from dominos.net.wire.address import DEFAULT_PORT, format_address


def _emit(event: str, **fields: object) -> None:
    print(json.dumps({"event": event, "t": time.monotonic(), **fields}), flush=True)


def _describe(table: FoundTable) -> str:
    where = ", ".join(format_address(a, table.port) for a in table.addresses)
    state = table.needs or f"{table.seats}/4 seated, {table.phase}"
    if not table.needs:
        if table.away:
            state += f", {table.away} away"
        state += f", {table.watching} watching" if table.watchable else ", nobody may watch"
    return f"{table.table_name!r} hosted by {table.host_name!r} at {where} ({state})"


async def _browse(seconds: float | None, as_json: bool) -> int:
    def show(tables: list[FoundTable]) -> None:
        if as_json:
            _emit("tables", tables=[t.__dict__ for t in tables])
            return
        heading = f"{len(tables)} table(s):" if tables else "No table now; still looking..."
        print(heading, flush=True)
        for table in tables:
            print("  " + _describe(table), flush=True)

    browser = TableBrowser(show)
    await browser.start()
    if browser.error:
        print(browser.error, file=sys.stderr)
        return 1
    if as_json:
        _emit("browsing")
    elif not browser.tables:
        # Until a table answers there is nothing to list: say the search is on.
        print("Looking for tables on this network (Ctrl+C to stop)...", flush=True)
    try:
        if seconds is None:
            await asyncio.Event().wait()
        else:
            await asyncio.sleep(seconds)
    finally:
        await browser.close()
    return 0


async def _advertise(args: argparse.Namespace) -> int:
    advertiser = Advertiser(
        table_name=args.table_name,
        port=args.port,
        table_id=new_table_id(),
        host_name=args.host_name,
        seats=args.seats,
        phase=args.phase,
        addresses=args.address or None,
        watchable=args.watchers,
    )
    _emit("opening")
    await advertiser.start()
    if advertiser.error:
        _emit("error", message=advertiser.error)
        return 1
    _emit("advertising", name=advertiser.name, addresses=advertiser.addresses)
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        words = line.split()
        if not words or words[0] == "close":
            break
        if words[0] == "update" and len(words) in (3, 4):
            seats, phase = int(words[1]), words[2]
            watching = int(words[3]) if len(words) == 4 else 0
            await advertiser.update(seats=seats, phase=phase, watching=watching)
            _emit("updated", seats=seats, phase=phase, watching=watching)
    _emit("closing")
    await advertiser.close()
    _emit("closed")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m dominos.discovery", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    browse = commands.add_parser("browse", help="list the tables on the LAN as they change")
    browse.add_argument("--seconds", type=float, help="stop after this long")
    browse.add_argument("--json", action="store_true", help="one JSON line per change")
    advertise = commands.add_parser("advertise", help="announce a table (for testing)")
    advertise.add_argument("--table-name", default="Test table")
    advertise.add_argument("--host-name", default="Tester")
    advertise.add_argument("--port", type=int, default=DEFAULT_PORT)
    advertise.add_argument("--seats", type=int, default=0)
    advertise.add_argument("--phase", default="lobby")
    advertise.add_argument("--address", action="append", help="announce this address")
    advertise.add_argument(
        "--no-watchers", dest="watchers", action="store_false", help="say nobody may watch"
    )
    args = parser.parse_args(argv)
    if args.command == "browse":
        return asyncio.run(_browse(args.seconds, args.json))
    return asyncio.run(_advertise(args))


if __name__ == "__main__":
    sys.exit(main())
