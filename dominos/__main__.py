"""``dominos`` and ``python -m dominos``: start the desktop app."""

from __future__ import annotations

import gc
import sys


def main(argv: list[str] | None = None) -> int:
    """Parse the command line first, so that bad flags answer before Qt loads."""
    # Start-up makes tens of thousands of objects that live as long as the app (modules,
    # Qt's classes and their enums, the first screen): looking for garbage among them only
    # delays the first window. The app collects again once that window is drawn.
    gc.disable()
    if getattr(sys, "frozen", False):
        # A bundled app starts its review's search process by running itself: answer that
        # here. Elsewhere this does nothing, and multiprocessing waits until a review.
        import multiprocessing

        multiprocessing.freeze_support()
    from dominos.ui.shell.cli import parse

    options = parse(argv)
    from dominos.ui.shell.app import run

    return run(options)


if __name__ == "__main__":
    sys.exit(main())
