"""Lobby snapshots and tables found on the network, for the app-shell tests."""

from __future__ import annotations

from dataclasses import dataclass

from dominos.table.state import SeatInfo, State

NAMES = ("Ann", "Bo", "Cy", "Dee")


def lobby(
    count: int, *, you: int = 0, code: str = "K7QM2X", away: frozenset[int] = frozenset()
) -> State:
    """The lobby with the first ``count`` players of :data:`NAMES` seated, Ann hosting."""
    return State(
        phase="lobby",
        you=you,
        host_seat=0,
        seats=tuple(SeatInfo(NAMES[i], i not in away, 0) for i in range(count)),
        target=150,
        scores=(0, 0),
        version=count,
        table_name="Ann's table",
        code=code,
    )


@dataclass(frozen=True)
class Found:
    """A table as the home screen lists it."""

    table_name: str
    host_name: str
    seats: int
    phase: str
    compatible: bool = True
    needs: str = ""
    away: int = 0
    named: bool = True
    watching: int = 0
    watchable: bool = True
