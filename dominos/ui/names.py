"""Checking a player's name the way the table does (decisions.md 4), to explain problems early.

The host has the last word; this only lets the home screen say what is wrong before anyone
connects. It returns a reason code rather than a sentence so that each caller words it in
its own place (translated on screen, plain on the command line).
"""

from __future__ import annotations

import unicodedata
from typing import Literal

MAX_NAME = 20
NameProblem = Literal["empty", "too_long", "control"]


def name_problem(text: str) -> NameProblem | None:
    """Why ``text`` cannot be a name at the table, or ``None`` when it can.

    >>> name_problem("  Ann ") is None
    True
    >>> name_problem("   ")
    'empty'
    >>> name_problem("x" * 21)
    'too_long'
    >>> name_problem("A\\tB")
    'control'
    """
    name = text.strip()
    if not name:
        return "empty"
    if len(name) > MAX_NAME:
        return "too_long"
    if any(not ch.isprintable() or unicodedata.category(ch).startswith("C") for ch in name):
        return "control"
    return None
