"""Replays rebuild a finished round move by move, and only a finished one."""

from __future__ import annotations

import random

from benchmarks.records import play_game, random_move, seated
from dominos.table.record import record_from_table
from dominos.table.replay import replay_steps, round_from_state


def test_a_replay_starts_from_the_deal_and_ends_on_the_rounds_line() -> None:
    table = seated(8, 50)
    table.start(0, 0.0)
    rng, now = random.Random(8), 0.0
    while table.phase == "round":
        now = random_move(table, now, rng)
    state = table.snapshot(1, now)
    rnd = round_from_state(state)
    assert rnd is not None
    played = table.records[-1]
    assert rnd.hands == tuple(tuple(t.pair for t in h) for h in played.hands)
    assert rnd.opener == played.opener
    steps = replay_steps(rnd)
    assert len(steps) == len(played.events) + 1
    assert steps[0].line == () and [len(h) for h in steps[0].hands] == [7, 7, 7, 7]
    assert steps[-1].line == state.line
    assert steps[-1].hands == state.result.hands
    assert steps[-1].opening_index == state.opening_index
    sizes = [sum(map(len, s.hands)) for s in steps]
    assert sizes == [28 - len(s.line) for s in steps], "each play moves one tile to the line"


def test_no_replay_while_the_round_is_played() -> None:
    table = seated(9, 100)
    table.start(0, 0.0)
    rng, now = random.Random(9), 0.0
    for _ in range(6):
        now = random_move(table, now, rng, lazy=0.0)
    assert round_from_state(table.snapshot(0, now)) is None


def test_every_round_of_a_record_replays_to_its_result() -> None:
    table = seated(10, 100)
    table.start(0, 0.0)

    play_game(table, random.Random(10))
    record = record_from_table(table)
    for rnd, played in zip(record.rounds, table.records, strict=True):
        last = replay_steps(rnd)[-1]
        assert played.result is not None and last.hands == played.result.hands
