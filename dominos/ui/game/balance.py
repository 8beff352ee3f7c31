"""Breaking a short sentence into lines of about equal length.

A label that wraps on its own fills each line before starting the next, which can leave a
single word alone underneath ("Passed on two and" / "one"). Balanced, the same words read
as a unit ("Passed on" / "two and one"), in as few lines as plain wrapping needs.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import pairwise


def balanced(text: str, width: Callable[[str], float], room: float) -> str:
    """``text`` with line breaks so that no line is wider than ``room`` (a single word too
    wide stays whole) and the widest line is as narrow as it can be.

    >>> balanced("Passed on two and one", len, 17)
    'Passed on\\ntwo and one'
    >>> balanced("Passed on six", len, 17)
    'Passed on six'
    >>> balanced("Passed on five, two, six and one", len, 14)
    'Passed on\\nfive, two,\\nsix and one'
    >>> balanced("Passed on two, one, blank and four", len, 16)
    'Passed on\\ntwo, one,\\nblank and four'

    Words joined by a no-break space stay together ("el cinco" in Spanish):

    >>> balanced("Pasó con el\xa0uno y el\xa0dos", len, 16)
    'Pasó con\\nel\\xa0uno y el\\xa0dos'
    """
    words = text.split(" ")
    if len(words) < 2 or width(text) <= room:
        return text

    def line(i: int, j: int) -> float:
        return width(" ".join(words[i:j]))

    # As few lines as plain wrapping would take...
    count, start = 1, 0
    for j in range(1, len(words)):
        if line(start, j + 1) > room:
            count, start = count + 1, j

    # ...and of those, the split whose widest line is narrowest; among equals, the one whose
    # narrowest line is widest, so no word is left alone ("Passed" / "on two, one," / ...).
    @cache
    def best(i: int, lines: int) -> tuple[float, float, tuple[int, ...]]:
        if lines == 1:
            last = line(i, len(words))
            return last, -last, ()
        found: tuple[float, float, tuple[int, ...]] = (float("inf"), 0.0, ())
        for j in range(i + 1, len(words) - lines + 2):
            first = line(i, j)
            if first > room and j > i + 1:
                break
            widest, least, cuts = best(j, lines - 1)
            key = (max(first, widest), max(-first, least))
            if key < found[:2]:
                found = (*key, (j, *cuts))
        return found

    *_, cuts = best(0, count)
    bounds = (0, *cuts, len(words))
    return "\n".join(" ".join(words[a:b]) for a, b in pairwise(bounds))
