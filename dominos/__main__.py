"""``dominos`` and ``python -m dominos``: start the desktop app."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Parse the command line first, so that bad flags answer before Qt loads."""
    from dominos.ui.cli import parse

    options = parse(argv)
    from dominos.ui.app import run

    return run(options)


if __name__ == "__main__":
    sys.exit(main())
