"""A real table served on loopback, and the legal move a bot picks at it.

Everything here talks to 127.0.0.1 only.
"""

from __future__ import annotations

import random
from typing import Any

from dominos.engine import Tile
from dominos.net.host.server import Server
from dominos.table import Table
from dominos.table.state import State, WireTile
from dominos.terms import End

LOOPBACK = "127.0.0.1"
#: The invitation code of every table these helpers open.
CODE = "ABC234"


async def start_server(
    *, time_scale: float = 1.0, seed: int = 1, target: int = 100, **kwargs: Any
) -> Server:
    """A table with :data:`CODE`, served on a free port of 127.0.0.1; its clocks run at the
    players' pace unless ``time_scale`` speeds them up."""
    table = Table(code=CODE, target=target, time_scale=time_scale, rng=random.Random(seed))
    server = Server(table, **kwargs)
    await server.start(LOOPBACK, 0, fallback=False)
    return server


def choose(state: State, rng: random.Random | None = None) -> tuple[WireTile, End | None] | None:
    """A legal move for the seat's own view, picked at random among every tile and end that
    fit, or the first of them (in hand order, left end first) without ``rng``, for players
    that never think; ``None`` means pass."""
    if state.ends is None:
        if not state.hand:
            return None
        return (rng.choice(state.hand) if rng is not None else state.hand[0]), None
    left, right = state.ends
    ends: tuple[tuple[End, int], ...] = (("left", left), ("right", right))
    options: list[tuple[WireTile, End | None]] = [
        (tile, end) for tile in state.hand for end, number in ends if number in tile
    ]
    if not options:
        return None
    return rng.choice(options) if rng is not None else options[0]


def step(table: Table, now: float = 0.0) -> None:
    """Whoever's turn it is plays the first tile :func:`choose` picks, or passes."""
    seat = table.turn
    assert seat is not None
    move = choose(table.snapshot(seat, now))
    if move is None:
        table.pass_turn(seat, now)
    else:
        table.play(seat, Tile(*move[0]), move[1], now)
