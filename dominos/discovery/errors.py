"""Turning whatever zeroconf or the OS raised into words a player can act on.

Discovery is a convenience: when it fails, the game goes on and joining by address still
works, so every failure ends up as a sentence on screen rather than a crash.
"""

from __future__ import annotations

import zeroconf


class NoNetwork(OSError):
    """This computer has no address to announce or listen on."""


def describe(error: BaseException) -> str:
    """A short reason, without a final period, for a failed discovery operation.

    >>> describe(OSError(19, "No such device"))
    'the network refused it (No such device)'
    >>> describe(TimeoutError())
    'the network did not answer in time'
    """
    if isinstance(error, NoNetwork) or (
        isinstance(error, RuntimeError) and "No interfaces" in str(error)
    ):
        return "this computer is not connected to any network"
    if isinstance(error, zeroconf.NonUniqueNameException):
        return "another table on the network already uses this name"
    if isinstance(error, zeroconf.BadTypeInNameException):
        return "the table name cannot be announced as it is"
    if isinstance(error, zeroconf.NotRunningException):
        return "no network interface could be used for it"
    if isinstance(error, TimeoutError):
        return "the network did not answer in time"
    if isinstance(error, OSError):
        return f"the network refused it ({error.strerror or error})"
    return f"an unexpected error occurred ({type(error).__name__}: {error})"


def browse_unavailable(reason: str) -> str:
    """What the join screen shows when it cannot list tables.

    >>> browse_unavailable("the network did not answer in time")
    'Discovery is unavailable: the network did not answer in time. Join by address instead.'
    """
    return f"Discovery is unavailable: {reason}. Join by address instead."


def advertise_unavailable(reason: str) -> str:
    """What the host's lobby shows when its table cannot be announced.

    >>> advertise_unavailable("no network")
    'This table is not announced on the network: no network. Friends can join by address.'
    """
    return f"This table is not announced on the network: {reason}. Friends can join by address."
