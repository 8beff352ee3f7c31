"""Turning whatever zeroconf or the OS raised into words a player can act on.

Discovery is a convenience: when it fails, the game goes on and joining by address still
works, so every failure ends up as a sentence on screen rather than a crash.
"""

from __future__ import annotations

from typing import NamedTuple

import zeroconf


class NoNetwork(OSError):
    """This computer has no address to announce or listen on."""


class Failure(NamedTuple):
    """Why discovery failed, for a screen to word in the player's language: a ``reason``
    code and the ``detail`` (the system's own words, or the error's) that goes with it."""

    reason: str
    detail: str = ""


def classify(error: BaseException) -> Failure:
    """The reason code of a failed discovery operation.

    >>> classify(OSError(19, "No such device"))
    Failure(reason='refused', detail='No such device')
    >>> classify(TimeoutError())
    Failure(reason='timeout', detail='')
    """
    if isinstance(error, NoNetwork) or (
        isinstance(error, RuntimeError) and "No interfaces" in str(error)
    ):
        return Failure("no_network")
    if isinstance(error, zeroconf.NonUniqueNameException):
        return Failure("name_in_use")
    if isinstance(error, zeroconf.BadTypeInNameException):
        return Failure("bad_name")
    if isinstance(error, zeroconf.NotRunningException):
        return Failure("no_interface")
    if isinstance(error, TimeoutError):
        return Failure("timeout")
    if isinstance(error, OSError):
        return Failure("refused", str(error.strerror or error))
    return Failure("unexpected", f"{type(error).__name__}: {error}")


_REASONS = {
    "no_network": "this computer is not connected to any network",
    "name_in_use": "another table on the network already uses this name",
    "bad_name": "the table name cannot be announced as it is",
    "no_interface": "no network interface could be used for it",
    "timeout": "the network did not answer in time",
    "refused": "the network refused it ({detail})",
    "unexpected": "an unexpected error occurred ({detail})",
}


def describe(error: BaseException | Failure) -> str:
    """A short English reason, without a final period, for a failed discovery operation.

    >>> describe(OSError(19, "No such device"))
    'the network refused it (No such device)'
    >>> describe(TimeoutError())
    'the network did not answer in time'
    """
    failure = error if isinstance(error, Failure) else classify(error)
    return _REASONS[failure.reason].format(detail=failure.detail)


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
