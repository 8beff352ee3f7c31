"""The engine against an independent implementation: OpenSpiel's ``python_team_dominoes``.

Both play the same deal, seat 0 opening, with the same random choices. At every step they
must agree on whose turn it is, the legal moves (tile and covered number), the ends and the
hands; at the end they must agree that the round is over, how, and (on a blocked round that
is not a dead heat) who scores how much. OpenSpiel has no pass action: it skips a seat with
nothing to play, which is where our engine records a pass. Its scoring of a domino differs
from our rules on purpose, so only blocked rounds are compared on points.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from dominos.engine import Round, Tile, deal
from dominos.terms import End

pyspiel = pytest.importorskip("pyspiel")
team_dominoes = pytest.importorskip("open_spiel.python.games.team_dominoes")

GAME = pyspiel.load_game("python_team_dominoes")
ROUNDS = 300

Key = tuple[tuple[int, int], int | None]


def spiel_state(hands: list[list[Tile]]) -> Any:
    """OpenSpiel deals one tile per chance node to seats 0, 1, 2, 3 in turn."""
    state = GAME.new_initial_state()
    for i in range(7):
        for seat in range(4):
            state.apply_action(team_dominoes._DECK.index(hands[seat][i].pair))
    assert state.current_player() == 0
    return state


def spiel_moves(state: Any) -> dict[Key, int]:
    out: dict[Key, int] = {}
    for a in state.legal_actions():
        act = team_dominoes._ACTIONS[a]
        low, high = (int(x) for x in act.tile)
        edge = None if act.edge is None else int(act.edge)
        out[(low, high), edge] = a
    return out


def our_moves(r: Round) -> dict[Key, tuple[Tile, End | None]]:
    ends = r.ends
    out: dict[Key, tuple[Tile, End | None]] = {}
    for m in r.legal_moves():
        covered = None if ends is None else ends[0 if m.end == "left" else 1]
        out.setdefault((m.tile.pair, covered), (m.tile, m.end))
    return out


def skip_passes(r: Round) -> list[int]:
    passed = []
    while not r.is_over and r.can_pass():
        passed.append(r.turn)
        r.pass_turn()
    return [s for s in passed if s is not None]


def play_both(seed: int) -> tuple[Round, Any]:
    rng = random.Random(seed)
    hands = deal(rng)
    r = Round(hands, opener=0)
    state = spiel_state(hands)
    while True:
        assert r.is_over == state.is_terminal()
        if r.is_over:
            return r, state
        assert r.turn == state.current_player()
        ours = our_moves(r)
        theirs = spiel_moves(state)
        assert set(ours) == set(theirs), f"seed {seed}: legal moves differ"
        key = rng.choice(sorted(ours, key=repr))
        tile, end = ours[key]
        r.play(tile, end)
        state.apply_action(theirs[key])
        skip_passes(r)
        for seat in range(4):
            assert [t.pair for t in r.hand(seat)] == [
                (int(a), int(b)) for a, b in state.hands[seat]
            ]
        assert r.ends is not None
        assert sorted(r.ends) == [int(x) for x in state.open_edges]


def test_same_moves_same_end_same_blocked_scores() -> None:
    kinds = {"domino": 0, "blocked": 0, "dead_heat": 0}
    for seed in range(ROUNDS):
        r, state = play_both(seed)
        res = r.result
        assert res is not None
        if res.kind == "domino":
            kinds["domino"] += 1
            assert state.hands[res.last_player] == []
            continue
        assert all(state.hands[s] for s in range(4))
        if res.dead_heat:
            kinds["dead_heat"] += 1
            continue
        kinds["blocked"] += 1
        returns = state.returns()
        winners = (res.winning_team, res.winning_team + 2)
        for seat in range(4):
            expected = res.points if seat in winners else -res.points
            assert returns[seat] == expected, f"seed {seed}: seat {seat} scored differently"
    # The comparison only means something if every ending actually occurred.
    assert kinds["domino"] > 0 and kinds["blocked"] > 0, kinds
