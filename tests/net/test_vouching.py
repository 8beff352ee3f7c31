"""The host's seals, worked out move by move as a game goes, prove exactly what each seat
was told: every state of a whole game, back in a returning hello, is proven, and any
field changed is not."""

from __future__ import annotations

import random

import msgspec

from dominos.net.app.returning import Memory
from dominos.net.host.vouching import Seals
from dominos.table import State, Table
from dominos.table.state import Last, seen_round
from tests.helpers.tables import CODE, step

NAMES = ("Ann", "Bob", "Cy", "Di")


def _table(seed: int) -> Table:
    table = Table(code=CODE, target=150, rng=random.Random(seed))
    for name in NAMES:
        table.join(name, CODE, 0.0)
    table.start(0, 0.0)
    return table


def _sealed(table: Table, seals: Seals, seat: int) -> State:
    state = table.snapshot(seat, 0.0)
    seal, round_seal = seals.stamp(table, state)
    return msgspec.structs.replace(state, seal=seal, round_seal=round_seal)


def _whole_game(seed: int) -> tuple[bytes, list[list[State]]]:
    """The table's key, and every state each seat is sent through a game, sealed as the
    host seals them."""
    table = _table(seed)
    seals = Seals(table.seal_key)
    states: list[list[State]] = [[] for _ in NAMES]
    while table.phase != "over":
        if table.phase == "break":
            table.next_round(0, 0.0)
        else:
            step(table)
        for seat in range(len(NAMES)):
            states[seat].append(_sealed(table, seals, seat))
    return table.seal_key, states


def test_every_state_of_a_game_is_proven_in_a_returning_hello() -> None:
    for seed in (1, 2):
        key, sent = _whole_game(seed)
        checker = Seals(key)  # a host restarted with the journal's key
        ended = 0
        for seat, states in enumerate(sent):
            for state in states:
                memory = Memory()
                memory.remember(state)
                assert checker.proves(seat, memory.resume_hello("token"))
                # Another seat's state is never this seat's proof.
                assert not checker.proves((seat + 1) % 4, memory.resume_hello("token"))
                seen = seen_round(state)
                if seen is not None:
                    assert state.round_seal is not None
                    assert checker.finished(seen) == state.round_seal
                    ended += 1
        assert ended > 4  # the game went through several rounds' ends


def test_a_claim_with_any_move_changed_is_not_proven() -> None:
    table = _table(3)
    seals = Seals(table.seal_key)
    for _ in range(9):
        step(table)
    state = _sealed(table, seals, 1)
    memory = Memory()
    memory.remember(state)
    hello = memory.resume_hello("token")
    assert seals.proves(1, hello) and hello.seen is not None
    first = hello.moves[0]
    forged = (
        msgspec.structs.replace(
            hello,
            moves=(Last(first.kind, (first.seat + 1) % 4, first.tile, first.end), *hello.moves[1:]),
        ),
        msgspec.structs.replace(hello, moves=hello.moves[:-1]),
        msgspec.structs.replace(hello, moves=(*hello.moves, hello.moves[-1])),
        msgspec.structs.replace(hello, seen=hello.seen + 1),
    )
    for claim in forged:
        assert not seals.proves(1, claim)


def test_a_round_dealt_again_is_sealed_afresh() -> None:
    """The seals follow a round's moves as they grow; when the round is dealt again and
    played on differently, they are over the new moves, not the old ones plus the new."""
    table = _table(4)
    seals = Seals(table.seal_key)
    for _ in range(6):
        step(table)
        _sealed(table, seals, 0)
    table.restart_round(0.0)
    for _ in range(3):
        step(table)
    state = _sealed(table, seals, 2)
    memory = Memory()
    memory.remember(state)
    assert len(state.moves) == 3
    assert Seals(table.seal_key).proves(2, memory.resume_hello("token"))
