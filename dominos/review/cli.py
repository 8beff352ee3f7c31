"""``dominos-review RECORD.json [--round K] [--json]``: what every play of a finished game
was worth, with all hands known and, on request, with only what its player knew.

It reads a record (``docs/record.md``: *Save record...* in the app's History, or
``dominos-host --export``), replays it through the rules, and prints a report in the user's
language, or with ``--json`` the layout of ``docs/review.md``. A record that cannot be read
or does not replay gets one line saying why, and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import NoReturn

from dominos.review.report import as_json, as_text, review_record
from dominos.review.words import LANGUAGES, choose, words
from dominos.table.record import RecordError, decode_record

__all__ = ["build_parser", "main"]


class _Parser(argparse.ArgumentParser):
    """Reports a bad flag on one line (no usage dump), then exits with status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="dominos-review",
        description=(
            "Review a finished game of Dominos: what each play was worth with all hands"
            " known, what the best play was, and how many points each play gave away."
        ),
    )
    parser.add_argument("record", type=Path, help="a game record (.json)")
    parser.add_argument(
        "--round", type=int, default=None, metavar="K", help="review round K only (from 1)"
    )
    parser.add_argument(
        "--json", action="store_true", help="print the review as JSON (docs/review.md)"
    )
    parser.add_argument(
        "--as-known",
        action="store_true",
        help=(
            "also average every option over the deals its player could not rule out"
            " (slower: up to 500 deals solved per play)"
        ),
    )
    parser.add_argument(
        "--seed", type=int, default=None, help="seed for drawing deals with --as-known"
    )
    parser.add_argument(
        "--deals",
        type=int,
        default=500,
        metavar="N",
        help="with --as-known: draw at most N deals per play (default 500)",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        metavar="N",
        help="with --as-known: solve deals in N processes (default: 2, or 1 on one core)",
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="language of the report (default: the system's)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    w = words(choose(args.lang))
    try:
        data = args.record.read_bytes()
    except OSError as exc:
        parser.error(w["unreadable"].format(path=args.record, reason=exc.strerror or exc))
    try:
        record = decode_record(data)
    except RecordError as exc:
        parser.error(f"{args.record}: {exc}")
    count = len(record.rounds)
    if args.round is not None and not 1 <= args.round <= count:
        parser.error(w["no_round"].format(k=args.round, n=count))
    rounds = range(1, count + 1) if args.round is None else [args.round]
    if args.deals < 1:
        parser.error("argument --deals: at least 1")
    if args.workers is not None and args.workers < 1:
        parser.error("argument --workers: at least 1")
    seed = None
    if args.as_known:
        seed = random.randrange(2**31) if args.seed is None else args.seed
    reviewed = review_record(record, rounds, seed, args.deals, args.workers)
    if args.json:
        json.dump(as_json(record, reviewed), sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(as_text(record, reviewed, w))
    return 0


if __name__ == "__main__":
    sys.exit(main())
