"""The authoritative table: seats, host rights, the round lifecycle, clocks and snapshots.

Sans-IO: no sockets, no asyncio, no Qt. The caller passes ``now`` into every call and asks
:meth:`Table.next_deadline` when to call :meth:`Table.advance` again.
"""

from dominos.table.checks import check_target
from dominos.table.clocks import (
    BREAK_SECONDS,
    DISCONNECTED_SECONDS,
    LOBBY_GRACE_SECONDS,
    RESUMED_SECONDS,
    TURN_SECONDS,
)
from dominos.table.errors import ERROR_CODES, ErrorCode, TableError
from dominos.table.seats import HOST_SEAT
from dominos.table.state import Last, Phase, Result, RoundSummary, SeatInfo, State
from dominos.table.table import Table

__all__ = [
    "BREAK_SECONDS",
    "DISCONNECTED_SECONDS",
    "ERROR_CODES",
    "HOST_SEAT",
    "LOBBY_GRACE_SECONDS",
    "RESUMED_SECONDS",
    "TURN_SECONDS",
    "ErrorCode",
    "Last",
    "Phase",
    "Result",
    "RoundSummary",
    "SeatInfo",
    "State",
    "Table",
    "TableError",
    "check_target",
]
