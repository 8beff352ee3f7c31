"""A finished round, step by step: the hands as dealt, then the line and hands after each move.

Replays are only ever built from a finished round (a record, or the snapshot that carries
a round's result), so nothing of a round still being played can be shown this way.
"""

from __future__ import annotations

from dataclasses import dataclass

from dominos.engine import Round, Tile
from dominos.table.record import RecordMove, RecordResult, RecordRound
from dominos.table.state import State, WireTile
from dominos.terms import End

__all__ = ["ReplayStep", "replay_steps", "round_from_state"]


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """The table after ``moves`` moves of the round (0: as dealt)."""

    moves: int
    line: tuple[WireTile, ...]
    #: Index in ``line`` of the opening tile, so the board keeps it in place.
    opening_index: int
    hands: tuple[tuple[WireTile, ...], ...]
    #: The move that led here; ``None`` at the start.
    move: RecordMove | None
    #: The end the move's tile went on (the opening counts as right), for the board's mark.
    mark: End | None


def replay_steps(rnd: RecordRound) -> list[ReplayStep]:
    """Every step of ``rnd``; raises ``ValueError`` if its moves do not follow the rules."""
    game = Round([[Tile(a, b) for a, b in h] for h in rnd.hands], rnd.opener)

    def hands() -> tuple[tuple[WireTile, ...], ...]:
        return tuple(tuple(t.pair for t in game.hand(s)) for s in range(4))

    steps = [ReplayStep(0, (), 0, hands(), None, None)]
    lefts = 0
    for n, mv in enumerate(rnd.moves, 1):
        if mv.tile is None:
            game.pass_turn()
            mark = steps[-1].mark
        else:
            game.play(Tile(*mv.tile), mv.end)
            lefts += mv.end == "left"
            mark = mv.end or "right"
        steps.append(ReplayStep(n, game.line, lefts, hands(), mv, mark))
    return steps


def round_from_state(state: State) -> RecordRound | None:
    """The round a between-rounds or game-over snapshot just closed, as dealt and played.

    The hands as dealt are the hands left at the end (``result.hands``) with each seat's
    played tiles put back; ``None`` when the snapshot carries no finished round.
    """
    res = state.result
    if res is None or state.opener is None or state.phase not in ("break", "over"):
        return None
    dealt = [list(h) for h in res.hands]
    for mv in state.moves:
        if mv.tile is not None:
            a, b = mv.tile
            dealt[mv.seat].append((min(a, b), max(a, b)))
    return RecordRound(
        opener=state.opener,
        hands=tuple(tuple(sorted(h)) for h in dealt),
        moves=tuple(RecordMove(m.seat, m.kind, m.tile, m.end) for m in state.moves),
        result=RecordResult(
            res.kind, res.winning_team, res.points, res.team_pips, res.dead_heat, res.last_player
        ),
        scores=state.scores,
    )
