"""The current game as dealt and played: rounds, their events and results, and the scores.

Kept apart from :class:`~dominos.table.table.Table`, which adds seats, host rights and
clocks, so that the table playing live and the journal rebuilding a table after a crash
go through the same two steps, :meth:`Game.start_round` and :meth:`Game.replay`, and both
read the result the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from dominos.engine import IllegalMove, Match, Round, Tile
from dominos.table.errors import TableError
from dominos.table.seats import Player
from dominos.table.state import Last, Phase, Result, RoundSummary

__all__ = ["Game", "RoundRecord", "TableView"]


@dataclass(slots=True)
class RoundRecord:
    """One round of the current game as dealt and played: enough to replay it exactly."""

    hands: tuple[tuple[Tile, ...], ...]
    opener: int
    #: Every play and pass in order, with who (or the clock) decided it.
    events: list[Last] = field(default_factory=list)
    summary: RoundSummary | None = None
    result: Result | None = None


class Game:
    """Rounds played one after another to the target, each recorded as it goes.

    >>> from dominos.engine import FULL_SET
    >>> g = Game(50)
    >>> rnd = g.start_round([FULL_SET[i : i + 7] for i in range(0, 28, 7)])
    >>> g.replay(Last("play", rnd.opener, (6, 6)))
    >>> g.round_number, g.records[0].events[0].tile, g.scores
    (1, (6, 6), (0, 0))
    """

    __slots__ = ("_match", "_records", "_round")

    def __init__(self, target: int) -> None:
        self._match = Match(target)
        self._round: Round | None = None
        #: Rounds of this game, oldest first; the last one is ``_round``.
        self._records: list[RoundRecord] = []

    @property
    def round(self) -> Round | None:
        """The round being played, or the last one once it is over."""
        return self._round

    @property
    def records(self) -> tuple[RoundRecord, ...]:
        return tuple(self._records)

    @property
    def round_number(self) -> int:
        return len(self._records)

    @property
    def scores(self) -> tuple[int, int]:
        return self._match.scores

    @property
    def winner(self) -> int | None:
        return self._match.winner

    def start_round(self, hands: Sequence[Iterable[Tile]]) -> Round:
        """Starts the next round on ``hands``; the rules pick its opener."""
        rnd = self._match.start_round(hands=hands)
        self._round = rnd
        self._records.append(RoundRecord(rnd.hands_at_start, rnd.opener))
        return rnd

    def restart_round(self) -> Round:
        """The round under way dealt again as it was, its moves forgotten."""
        rnd = self._match.restart_round()
        self._round = rnd
        self._records[-1].events.clear()
        return rnd

    def replay(self, event: Last) -> None:
        """Applies a play or pass already checked against the rules, and records it; the
        last one of a round scores it."""
        rnd = self._round
        assert rnd is not None
        try:
            if event.tile is None:
                rnd.pass_turn()
            else:
                rnd.play(Tile(*event.tile), event.end)
        except IllegalMove as e:  # the table's checks make this unreachable in live play
            raise TableError("illegal_move", "That move isn't allowed right now.") from e
        record = self._records[-1]
        record.events.append(event)
        if rnd.is_over:
            self._close_round(record)

    def _close_round(self, record: RoundRecord) -> None:
        match = self._match
        res = match.end_round()
        record.result = Result(
            kind=res.kind,
            winning_team=res.winning_team,
            points=res.points,
            team_pips=res.team_pips,
            dead_heat=res.dead_heat,
            last_player=res.last_player,
            hands=tuple(tuple(t.pair for t in h) for h in res.hands),
        )
        record.summary = RoundSummary(
            round=len(self._records),
            kind=res.kind,
            winning_team=res.winning_team,
            points=res.points,
            dead_heat=res.dead_heat,
            scores=match.scores,
        )


class TableView(Protocol):
    """What the snapshots and the journal read of a table, all of it public
    (:class:`~dominos.table.table.Table` is one); neither may change it."""

    #: Bumped by every change, at the moment ``changed_at``.
    version: int
    changed_at: float
    code: str
    table_name: str
    target: int
    time_scale: float
    #: The key the host seals what it sends with (``dominos.net.host.vouching``): kept with the
    #: journal, never sent, so a restarted host still knows what it told each app.
    seal_key: bytes

    @property
    def phase(self) -> Phase: ...
    @property
    def host_seat(self) -> int: ...
    @property
    def turn(self) -> int | None: ...
    @property
    def scores(self) -> tuple[int, int]: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def players(self) -> Sequence[Player]: ...
    @property
    def current_round(self) -> Round | None: ...
    @property
    def records(self) -> Sequence[RoundRecord]: ...
    def next_deadline(self) -> float | None:
        """When the turn (in a round) or the break ends, or a lobby seat is freed."""
