"""Reading the flags both command lines share (``dominos`` and ``dominos-host``), so each
takes and refuses the same values in the same words. Light: argparse and the terms only.
"""

from __future__ import annotations

import argparse

from dominos.net.wire.address import DEFAULT_PORT
from dominos.terms import MAX_TIME_SCALE, TARGETS, is_target, is_time_scale

__all__ = ["add_table_flags", "port", "target", "time_scale"]


def add_table_flags(parser: argparse.ArgumentParser) -> None:
    """``--port`` and ``--time-scale``, which mean the same to a hosted table in the app and
    in ``dominos-host``."""
    parser.add_argument(
        "--port",
        type=port,
        metavar="P",
        help=(
            f"port of the table (default {DEFAULT_PORT}; 0: any free one; a resumed table goes"
            " back to its own unless another is given; a free one is used if it is taken)"
        ),
    )
    parser.add_argument(
        "--time-scale",
        type=time_scale,
        default=1.0,
        metavar="X",
        help=(
            f"multiply every clock of the table by X, above 0 and at most {MAX_TIME_SCALE:g}"
            " (e.g. 0.1 for a quick try)"
        ),
    )


def target(text: str) -> int:
    """``--target``: the points to win.

    >>> target("150")
    150
    >>> target("120")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: '120' is not a target: 50 to 500 in steps of 50
    """
    value = int(text) if text.strip().isdigit() else None
    if value is None or not is_target(value):
        low, high, step = TARGETS[0], TARGETS[-1], TARGETS[1] - TARGETS[0]
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a target: {low} to {high} in steps of {step}"
        )
    return value


def time_scale(text: str) -> float:
    """``--time-scale``: what every clock of a hosted table is multiplied by."""
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not is_time_scale(value):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a time scale: above 0 and at most {MAX_TIME_SCALE:g}"
        )
    return value


def port(text: str) -> int:
    """``--port``: a TCP port, 0 for any free one."""
    if not text.strip().isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port: 0 to 65535 (0: any free one)")
    return int(text)
