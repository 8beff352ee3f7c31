"""Moves a journal lost, rebuilt from what a player's app saw, and checked by the rules."""

from __future__ import annotations

import json
import random
from typing import Any

import msgspec
import pytest

from dominos.table import Table
from dominos.table.recovery import catch_up
from dominos.table.state import Last


def behind_and_ahead(kit: Any) -> tuple[Table, Table]:
    """The live table six moves into round 2, and the same table as a journal that stopped
    two moves into it."""
    rng = random.Random(21)
    live, _ = kit.seated(target=150, rng=rng)
    live.start(0, 0.0)
    kit.finish_round(live, 1.0)
    live.next_round(0, 2.0)
    for _ in range(2):
        kit.play_first(live, 3.0)
    saved = json.loads(json.dumps(live.export(now=3.0)))
    for _ in range(4):
        kit.play_first(live, 4.0)
    return live, Table.restore(saved, 100.0)


def seen(table: Table) -> tuple[Last, ...]:
    """The round's moves as any seat's app holds them."""
    return table.snapshot(1, 0.0).moves


def test_the_moves_an_app_saw_beyond_the_journal_are_played_again(kit: Any) -> None:
    live, restored = behind_and_ahead(kit)
    assert catch_up(restored, live.round_number, seen(live), 100.0) == 4
    assert restored.records[-1].events == live.records[-1].events
    for seat in range(4):
        a, b = live.snapshot(seat, 4.0), restored.snapshot(seat, 100.0)
        assert (a.hand, a.line, a.turn, a.seats) == (b.hand, b.line, b.turn, b.seats)


def test_an_app_that_knows_nothing_more_changes_nothing(kit: Any) -> None:
    _, restored = behind_and_ahead(kit)
    before = restored.version
    assert catch_up(restored, restored.round_number, seen(restored), 100.0) == 0
    assert restored.version == before


@pytest.mark.parametrize(
    "fault", ["other_round", "other_moves", "tile_not_held", "bad_pass", "pass_laying_a_tile"]
)
def test_what_no_real_game_could_have_shown_is_refused(kit: Any, fault: str) -> None:
    live, restored = behind_and_ahead(kit)
    moves = list(seen(live))
    round_number = live.round_number
    if fault == "other_round":
        round_number -= 1
    elif fault == "other_moves":
        moves[0] = msgspec.structs.replace(moves[0], seat=(moves[0].seat + 1) % 4)
    else:
        turn = restored.turn
        assert turn is not None
        held = {tuple(t) for t in restored.snapshot(turn, 100.0).hand}
        if fault == "pass_laying_a_tile":
            moves[2] = msgspec.structs.replace(moves[2], kind="pass")
            assert moves[2].tile is not None, "the move must be a play"
        elif fault == "tile_not_held":
            stranger = next(tuple(t) for t in live.snapshot((turn + 1) % 4, 4.0).hand)
            assert stranger not in held
            moves[2] = Last("play", turn, stranger, "left")  # type: ignore[arg-type]
        else:
            moves[2] = Last("pass", turn)
            assert restored.current_round is not None
            assert not restored.current_round.can_pass(), "this deal must forbid the pass"
    with pytest.raises(ValueError):
        catch_up(restored, round_number, moves, 100.0)
    # Nothing the rules refused was played: the journal's own moves are all still there.
    assert len(restored.records[-1].events) == 2
