"""Moves the players saw but the journal lost, taken back from their apps.

A host restarted from a journal that is behind (a write-ahead log cut short or damaged, a
disk that refused the last writes) would silently take the table back in time. Each
returning app says which version it last saw and the moves of the round it was shown; when
they continue the journal's own round, they are replayed through the rules, which reject
anything an app could not have seen from a real game (a tile its player never held, a pass
while a tile fitted, a move out of turn).
"""

from __future__ import annotations

from collections.abc import Sequence

from dominos.table.errors import TableError
from dominos.table.state import Last
from dominos.table.table import Table

__all__ = ["catch_up"]


def catch_up(table: Table, round_number: int | None, moves: Sequence[Last], now: float) -> int:
    """Replays the moves in ``moves`` beyond the journal's; returns how many.

    Raises ``ValueError`` saying why when they cannot continue the table as it stands: the app
    was in another round, or saw other moves, or a move breaks the rules (the moves before it
    are kept, since each was checked).
    """
    if table.phase != "round" or round_number != table.round_number:
        raise ValueError(
            f"the app was in round {round_number}, the journal in round {table.round_number}"
        )
    known = tuple(table.records[-1].events)
    if tuple(moves[: len(known)]) != known:
        raise ValueError("the app saw other moves than the journal holds")
    for n, event in enumerate(moves[len(known) :], len(known) + 1):
        try:
            table.apply_known(event, now)
        except TableError as exc:
            raise ValueError(f"move {n} breaks the rules: {exc.message}") from None
    return max(0, len(moves) - len(known))
