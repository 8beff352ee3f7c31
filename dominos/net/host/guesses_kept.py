"""What a table remembers of the guesses at its code, kept with its journal, so that a host
restarted from the journal (same table, same code) goes on with the limits where they
stood instead of fresh ones (docs/protocol.md, Guessing): the filter of sources that
failed, with its key; what is left of the table's budget; and the lock-outs still running.

Without this, every restart would hand a guesser another 65,536 free exchanges and a full
budget, and the evening's bound would hold only for a host that never stops. Kept apart
from :mod:`dominos.net.wire.codes`, whose limits work the same without a journal: what a restart
may give back is decided here, in one place.

>>> from dominos.net.wire.codes import FailureBudget, Guesses
>>> now = [0.0]
>>> def budget() -> FailureBudget:
...     return FailureBudget(burst=60, rate=2.0, clock=lambda: now[0])
>>> before = Guesses(budget=budget(), clock=lambda: now[0])
>>> ticket = before.admit("10.0.0.7")
>>> before.answered(ticket); before.failed(ticket)
>>> for _ in range(40):
...     _ = before.admit("10.0.0.8")
>>> after = Guesses(budget=budget(), clock=lambda: now[0])
>>> restore(after, keep(before, wall=1000.0), wall=1005.0)   # back 5 s later
>>> after.admit("10.0.0.7").fresh is None, round(after.budget.level)   # 20 left, +10
(True, 30)
"""

from __future__ import annotations

from typing import Final, Protocol

import msgspec

from dominos.net.wire.codes import Guesses

__all__ = ["KEEP_SECONDS", "Keeper", "keep", "restore"]

#: How long a change to the limits may wait before it is written: a flood changes them at
#: every handshake, and one write a second keeps the disk (and the game's loop) free, at
#: the cost of what the last second changed if the host dies (docs/protocol.md, Guessing).
KEEP_SECONDS: Final = 1.0


class Keeper(Protocol):
    """Where the limits are kept: the table's journal (``dominos.table.store``)."""

    def keep_guesses(self, state: bytes) -> None: ...

    def kept_guesses(self) -> bytes | None: ...


class _Kept(msgspec.Struct, frozen=True):
    #: The filter of sources that failed (:class:`~dominos.net.wire.codes.FreshSources`).
    key: bytes
    marks: bytes
    #: What was left of the table's budget at ``wall`` (``time.time()``).
    budget: float
    wall: float
    #: When each lock-out still running ends, in the same wall-clock time, by source.
    locked: dict[str, float]


_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(_Kept)


def keep(guesses: Guesses, *, wall: float) -> bytes:
    """The limits as they stand at wall-clock time ``wall``, for the journal."""
    locked = {source: wall + left for source, left in guesses.limiter.lock_outs().items()}
    kept = _Kept(guesses.fresh.key, guesses.fresh.marks, guesses.budget.level, wall, locked)
    return _encoder.encode(kept)


def restore(guesses: Guesses, data: bytes, *, wall: float) -> None:
    """Takes the limits ``data`` kept back into ``guesses``, at wall-clock time ``wall``.

    The budget refills for the time the host was away, as it would have while running, and
    not at all when the clock went back; a lock-out runs to its end, never longer than a
    full one. Raises ``ValueError`` for data that is not such a record.
    """
    try:
        kept = _decoder.decode(data)
    except msgspec.DecodeError as exc:
        raise ValueError(f"the kept guessing limits cannot be read: {exc}") from None
    guesses.fresh.adopt(kept.key, kept.marks)
    away = max(0.0, wall - kept.wall)
    guesses.budget.level = kept.budget + away * guesses.budget.rate
    for source, until in kept.locked.items():
        guesses.limiter.lock_out(source, until - wall)
