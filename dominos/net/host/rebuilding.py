"""The host's side of a journal whole rounds behind its players (docs/protocol.md, the
version rule): the table held still while the returning apps say what they saw, then the
lost rounds rebuilt from all four, or the reason every screen is given and the journal's
round dealt again.

Kept apart from the server, which only routes to it: what is proven lives in
:mod:`dominos.table.rebuild`, and this holds the waiting, the log and what each ``state``
says meanwhile.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Final

import msgspec

from dominos.net.wire.messages import Hello
from dominos.table import Table, TableError
from dominos.table.rebuild import Claim, Gathering, Refused, plan
from dominos.table.state import Recovery

__all__ = ["REBUILD_WAIT_SECONDS", "Rebuilding"]

#: In the server's own log: one place to read what happened to the table.
log = logging.getLogger("dominos.net.host.server")

#: How long a host back from a journal rounds behind waits for all four apps to say what
#: they saw: their reconnections retry every 3 s at most, an app finding a moved table on
#: the LAN takes a few seconds more.
REBUILD_WAIT_SECONDS: Final = 30.0


class Rebuilding:
    """What the server does about a journal rounds behind; ``auto_replay`` deals the
    journal's round again by itself when the apps cannot rebuild it (``dominos-host``,
    where nobody sits at the host) instead of offering it to the host seat."""

    def __init__(
        self, wait: float = REBUILD_WAIT_SECONDS, auto_replay: bool = False, *, armed: bool = True
    ) -> None:
        self.wait = wait
        self.auto_replay = auto_replay
        #: Whether the table may still wait for the apps: only a table restored from its
        #: journal can have lost anything, and it waits at most once per restart, so no
        #: returning app can hold the table again and again.
        self.armed = armed
        #: The returning apps' claims while the table waits for all four; meanwhile its
        #: clocks stand still and no move is taken.
        self.gathering: Gathering | None = None
        #: What every state of that round says about a rebuild that failed or a replay.
        self._said: tuple[int, Recovery] | None = None

    @property
    def holding(self) -> bool:
        return self.gathering is not None

    def wants(self, table: Table, hello: Hello) -> bool:
        """Whether this returning app's word belongs here: the table is already waiting, or
        the app proved (``hello`` holds only what its seals prove: ``dominos.net.host.vouching``)
        it saw a later round than the journal of a table restarted from it holds, and the
        table has not waited since that restart."""
        if self.gathering is not None:
            return True
        if not self.armed:
            return False
        seen, round_number = hello.seen, hello.round
        if seen is None or round_number is None or seen <= table.version:
            return False
        return round_number > table.round_number

    def gather(self, table: Table, seat: int, hello: Hello, now: float) -> None:
        """Keeps what the app at ``seat`` saw; versions go on past what any app saw."""
        if self.gathering is None:
            log.warning(
                "the journal is in round %d but the apps saw round %s: waiting up to %g s for"
                " all four to say what they saw",
                table.round_number, hello.round, self.wait,
            )  # fmt: skip
            self.gathering = Gathering(now, now + self.wait)
            self.armed = False  # once per restart
            for back in range(table.seat_count):
                if back != seat and table.is_connected(back):
                    self.gathering.add(back, None)  # back already, with nothing to tell
        claim = None
        if hello.seen is not None and hello.round is not None:
            claim = Claim(
                hello.seen, hello.round, hello.opener, hello.scores, hello.moves,
                hello.hand, hello.past,
            )  # fmt: skip
        self.gathering.add(seat, claim)
        table.skip_to(max(table.version, hello.seen or 0), now)

    def ready(self, now: float) -> bool:
        """Every seat has spoken, or the wait is over."""
        g = self.gathering
        return g is not None and (g.complete or now >= g.deadline)

    def settle(self, table: Table, now: float, tell: Callable[[], None]) -> bool:
        """Rebuilds from the apps, or says why not (and with ``auto_replay`` deals the round
        again, once ``tell`` has told everyone why). Says whether the table went back."""
        gathering, self.gathering = self.gathering, None
        if gathering is None:
            return False
        try:
            rounds = plan(table, gathering.claims, now)
        except Refused as refused:
            log.error(
                "the journal's lost rounds cannot be rebuilt from the apps (%s): the table"
                " goes on from round %d of its journal",
                refused, table.round_number,
            )  # fmt: skip
            table.shift(now - gathering.started, now)
            can_replay = table.phase == "round"
            failed = Recovery("failed", refused.reason, refused.seats, can_replay)
            self._said = (table.round_number, failed)
            if self.auto_replay and can_replay:
                tell()  # everyone hears why before the round is dealt again
                self._replay(table, now)
            return True
        table.carry_on(rounds, now)
        log.warning(
            "the journal was rounds behind: %d rounds rebuilt from what %d apps saw (the"
            " others agreeing), up to round %d (%d to %d)",
            len(rounds), sum(c is not None for c in gathering.claims.values()),
            table.round_number, *table.scores,
        )  # fmt: skip
        return False

    def replay_round(self, table: Table, seat: int, now: float) -> None:
        """The host seat takes up the offer to deal the journal's round again."""
        said = self._said
        if seat != table.host_seat:
            raise TableError("not_host", "Only the host can replay the round.")
        if said is None or said[1].status != "failed" or said[0] != table.round_number:
            raise TableError("wrong_phase", "There is no round to replay right now.")
        self._replay(table, now)

    def _replay(self, table: Table, now: float) -> None:
        table.restart_round(now)
        self._said = (table.round_number, Recovery("replayed"))
        log.warning("round %d is dealt again as it was dealt", table.round_number)

    def notice(self, table: Table) -> Recovery | None:
        """What every state says now: waiting, failed (through that round, offering the
        replay while it is played), replayed (while it is played), or nothing."""
        if self.gathering is not None:
            return self.gathering.waiting()
        if self._said is None or self._said[0] != table.round_number:
            return None
        recovery, playing = self._said[1], table.phase == "round"
        if recovery.status == "failed":
            return msgspec.structs.replace(recovery, can_replay=recovery.can_replay and playing)
        return recovery if playing else None
