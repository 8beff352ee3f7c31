"""A game played at a table of its own, and an app that saw it: what a returning app
remembers and tells a host that lost the game, for the tests and ``benchmarks.slow_hello``."""

from __future__ import annotations

import random

from dominos.engine import Tile
from dominos.net.app.client import Client
from dominos.net.wire.messages import Welcome
from dominos.table import Table
from dominos.table.state import State


def played_table(rounds: int) -> tuple[Table, list[State]]:
    """A table played through ``rounds`` rounds, and seat 1's snapshot after every change."""
    table = Table(code="ABC234", target=500, rng=random.Random(4))
    for name in ("Ann", "Bob", "Cat", "Dan"):
        table.join(name, "ABC234", 0.0)
    table.start(0, 0.0)
    seen = [table.snapshot(1, 0.0)]
    while table.round_number <= rounds and table.phase != "over":
        if table.phase == "break":
            if table.round_number == rounds:
                break
            table.next_round(0, 1.0)
        else:
            rnd = table.current_round
            assert rnd is not None and rnd.turn is not None
            move = rnd.auto_move()
            if move is None:
                table.pass_turn(rnd.turn, 1.0)
            else:
                table.play(rnd.turn, Tile(*move.tile.pair), move.end, 1.0)
        seen.append(table.snapshot(1, 1.0))
    return table, seen


def client_that_saw(states: list[State]) -> Client:
    """Seat 1's app, having been shown ``states``."""
    client = Client(lambda s: None, lambda e: None, lambda m: None, heartbeat=None)
    client.welcome = Welcome(seat=1, token="T0K3N", host=False)
    for state in states:
        client.deliver(state)
    return client
