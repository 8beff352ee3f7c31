"""Mid-round states carry only the newest move; an app rebuilds the whole round from them."""

from __future__ import annotations

import random

import msgspec

from benchmarks.records import random_move, seated
from dominos.table.state import State, filled


def test_an_app_rebuilds_every_move_from_trimmed_states() -> None:
    table = seated(31, 150)
    table.start(0, 0.0)
    rng, now = random.Random(31), 0.0
    held: State | None = None
    synced_round = -1
    checked = 0
    while table.phase != "over" and checked < 200:
        full = table.snapshot(1, now)
        sent = full
        if synced_round == full.round:
            sent = table.snapshot(1, now, whole=False)  # as the server sends it
        else:
            synced_round = full.round
        held = filled(held, sent)
        assert held.moves == full.moves and held.rounds == full.rounds
        checked += 1
        if table.phase == "break":
            now += 1.0
            table.next_round(0, now)
        else:
            now = random_move(table, now, rng)
    assert checked == 200 or table.phase == "over"


def test_a_gap_leaves_the_moves_unknown_rather_than_wrong() -> None:
    table = seated(32, 150)
    table.start(0, 0.0)
    rng, now = random.Random(32), 0.0
    first = table.snapshot(0, now)
    for _ in range(3):
        now = random_move(table, now, rng, lazy=0.0)
    later = msgspec.structs.replace(table.snapshot(0, now), moves=())
    assert filled(first, later).moves == ()
