"""Builders shared by the engine tests."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dominos.engine import FULL_SET, Round, Tile


def parse_hands(spec: str) -> list[list[Tile]]:
    """Four hands written as ``"00 13 ... | ... | ... | ..."``; each tile as two digits."""
    hands = [[Tile(int(w[0]), int(w[1])) for w in part.split()] for part in spec.split("|")]
    assert sorted(t for h in hands for t in h) == list(FULL_SET), "the spec must deal the set"
    return hands


@pytest.fixture
def make_round() -> Callable[..., Round]:
    def make(spec: str, opener: int | None = None) -> Round:
        return Round(parse_hands(spec), opener)

    return make
