"""Refusals the table gives, each with a code for programs and a sentence for people.

A refused call changes nothing at the table, so a client may simply show the message and let
the player try again. The codes travel unchanged in the wire ``error`` message.
"""

from __future__ import annotations

from dominos.terms import TABLE_ERROR_CODES as ERROR_CODES
from dominos.terms import TableErrorCode as ErrorCode

__all__ = ["ERROR_CODES", "ErrorCode", "TableError"]


class TableError(Exception):
    """A request the table refused.

    >>> e = TableError("not_host", "Only the host can start the game.")
    >>> (e.code, e.message, str(e))
    ('not_host', 'Only the host can start the game.', 'Only the host can start the game.')
    """

    code: ErrorCode
    message: str

    def __init__(self, code: ErrorCode, message: str) -> None:
        if code not in ERROR_CODES:
            raise ValueError(f"unknown table error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"TableError({self.code!r}, {self.message!r})"
