"""A game: rounds played one after another until a team reaches the target."""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Sequence

from dominos.engine.moves import RoundResult
from dominos.engine.rules import Round
from dominos.engine.tiles import Tile
from dominos.terms import DEFAULT_TARGET, TARGETS, is_target

__all__ = ["TARGETS", "Match"]


class Match:
    """Scores and opener rotation across the rounds of one game.

    >>> m = Match(target=50)
    >>> r = m.start_round(rng=random.Random(5))
    >>> while not r.is_over:
    ...     mv = r.auto_move()
    ...     r.pass_turn() if mv is None else r.play(mv.tile, mv.end)
    >>> res = m.end_round()
    >>> m.scores[res.winning_team] == res.points, len(m.rounds)
    (True, 1)
    >>> Match(target=120)
    Traceback (most recent call last):
    ...
    ValueError: the target is 50 to 500 in steps of 50, not 120
    """

    def __init__(self, target: int = DEFAULT_TARGET) -> None:
        if not is_target(target):
            raise ValueError(f"the target is 50 to 500 in steps of 50, not {target!r}")
        self.target: int = target
        self._scores = [0, 0]
        self._rounds: list[RoundResult] = []
        self._round: Round | None = None
        self._openers: list[int] = []
        self._winner: int | None = None

    @property
    def scores(self) -> tuple[int, int]:
        """Points of team 0 (seats 0 and 2) and team 1 (seats 1 and 3)."""
        return (self._scores[0], self._scores[1])

    @property
    def rounds(self) -> tuple[RoundResult, ...]:
        """Results of the rounds already counted, oldest first."""
        return tuple(self._rounds)

    @property
    def winner(self) -> int | None:
        """The team that reached the target, ``None`` while the game goes on."""
        return self._winner

    @property
    def round(self) -> Round | None:
        """The round being played, or the last one once it has been counted."""
        return self._round

    @property
    def round_number(self) -> int:
        """1 for the first round; 0 before any round starts."""
        return len(self._openers)

    def next_opener(self) -> int | None:
        """Who opens the next round: ``None`` (the double six decides) for the first one,
        then the seat after the previous opener, whatever the result (decisions.md 7)."""
        return None if not self._openers else (self._openers[-1] + 1) & 3

    def start_round(
        self,
        hands: Sequence[Iterable[Tile]] | None = None,
        rng: random.Random | None = None,
    ) -> Round:
        """Deals (or takes ``hands``) and starts the next round."""
        if self._winner is not None:
            raise ValueError(f"the game is over: team {self._winner} won")
        if self._round is not None and len(self._rounds) < len(self._openers):
            raise ValueError("the current round has not been counted yet (call end_round)")
        if hands is None:
            r = Round.deal(rng if rng is not None else secrets.SystemRandom(), self.next_opener())
        else:
            r = Round(hands, self.next_opener())
        self._openers.append(r.opener)
        self._round = r
        return r

    def restart_round(self) -> Round:
        """Deals the round under way again exactly as it was dealt, with the same opener:
        what a host offers when it lost that round's moves and cannot get them back."""
        r = self._round
        if r is None or r.is_over:
            raise ValueError("no round under way to start again")
        self._round = Round(r.hands_at_start, r.opener)
        return self._round

    def end_round(self) -> RoundResult:
        """Adds the finished round's points to the winning team and checks the target."""
        r = self._round
        if r is None or len(self._rounds) == len(self._openers):
            raise ValueError("no round to count: start one first")
        result = r.result
        if result is None:
            raise ValueError("the round is not over yet")
        self._rounds.append(result)
        self._scores[result.winning_team] += result.points
        if self._scores[result.winning_team] >= self.target:
            self._winner = result.winning_team
        return result
