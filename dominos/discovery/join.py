"""Joining with just a code: try it on every table the LAN shows.

A friend who was told "the code is K7M2QX" should not also have to pick the right table
from a list. Each host answers a wrong code at once, so trying the tables one after the
other costs a round trip each. They are tried one at a time, not all at once, so a table
is never joined twice and no host sees a burst of guesses from one address.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

from dominos.discovery.records import FoundTable
from dominos.terms import parse_code

log = logging.getLogger(__name__)

T = TypeVar("T")

#: A host that takes longer than this to answer is skipped; a LAN answers in milliseconds.
ATTEMPT_TIMEOUT = 5.0


class NoTableForCode(LookupError):
    """No table on the LAN accepted the code; the message says what to do next.

    The message is English, for logs; ``reason`` lets a screen word it in the player's
    language: ``no_tables`` (none found, or none speaks our version), ``unreachable`` (none
    answered) or ``no_match`` (they answered, but none took the code).
    """

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


async def join_by_code(
    tables: Sequence[FoundTable],
    *,
    name: str,
    code: str,
    connect: Callable[..., Awaitable[T]],
    attempt_timeout: float | None = ATTEMPT_TIMEOUT,
) -> tuple[FoundTable, T]:
    """Join the first listed table that accepts ``code``; return it with the connection.

    ``connect(host, port, name=..., code=...)`` opens a connection or raises a refusal
    carrying a ``code`` attribute (``"wrong_code"`` for a code meant for another table).
    A refusal other than a wrong code (say, the name is taken at that table) is raised if
    no other table accepts, because it is then most likely the table the code belongs to.
    Tables speaking another protocol version are not tried. With ``attempt_timeout``
    ``None``, ``connect`` bounds each attempt itself (say, a client that waits as long as a
    busy table asks, but not for an address that does not answer).

    Raises :class:`NoTableForCode` when nothing accepts, and ``ValueError`` at once for
    text that cannot be a code, without touching the network.
    """
    wanted = parse_code(code)
    candidates = [table for table in tables if table.compatible]
    if not candidates:
        raise NoTableForCode(
            "No table was found on this network. Ask the host for the table's address "
            "and join by address.",
            "no_tables",
        )
    refusal: Exception | None = None
    unreachable = 0
    for table in candidates:
        for host in table.addresses:
            try:
                connection = await asyncio.wait_for(
                    connect(host, table.port, name=name, code=wanted), attempt_timeout
                )
            except Exception as failure:
                reason = getattr(failure, "code", None)
                if reason == "wrong_code":
                    break
                if isinstance(reason, str):
                    refusal = refusal or failure
                    break
                # Could not talk to this address: try the table's next one.
                log.debug("no answer from %s port %d", host, table.port, exc_info=failure)
                continue
            return table, connection
        else:
            unreachable += 1
    if refusal is not None:
        raise refusal
    if unreachable == len(candidates):
        raise NoTableForCode(
            "None of the tables on this network could be reached. Check that this computer "
            "is on the same network as the host, or join by address.",
            "unreachable",
        )
    raise NoTableForCode(
        "No table on this network accepted that code. Check the code with the host.",
        "no_match",
    )
