"""Between games a seat is freed by whoever leaves it, as in the lobby (decisions.md 2).

A seat kept for a player who left after game over could be neither taken back nor taken by
anyone else, and the table would play for it in every later game.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dominos.table import LOBBY_GRACE_SECONDS, Table, TableError

from .conftest import CODE, finish_round

Seated = Callable[..., tuple[Table, list[str]]]


def game_over(seated: Seated) -> tuple[Table, list[str]]:
    t, tokens = seated(target=50)
    t.start(0, 0.0)
    while t.phase != "over":
        if t.phase == "round":
            finish_round(t, 0.0)
        else:
            t.next_round(0, 0.0)
    return t, tokens


def test_leaving_after_a_game_frees_the_seat_and_the_table_waits_for_a_fourth(
    seated: Seated,
) -> None:
    t, tokens = game_over(seated)
    with pytest.raises(TableError) as e:
        t.join("Eve", CODE, 1.0)
    assert e.value.code == "table_full"  # nobody joins a table whose four may play again

    before = t.version
    t.leave(1, 2.0)
    assert t.version == before + 1
    assert t.phase == "lobby" and t.names() == ["Ann", "Cy", "Di"]
    assert [t.seat_of(tok) for tok in tokens] == [0, None, 1, 2]
    view = t.snapshot(2, 2.0)
    assert view.phase == "lobby" and view.scores == (0, 0) and view.you == 2
    assert [s.name for s in view.seats] == ["Ann", "Cy", "Di"]
    with pytest.raises(TableError) as e:
        t.new_game(0, 100, 3.0)
    assert e.value.code == "wrong_phase"
    with pytest.raises(TableError) as e:
        t.start(0, 3.0)
    assert "one more player" in e.value.message

    # The one who left can come back like anyone else, with the code, at the back.
    assert t.join("Bob", CODE, 4.0)[0] == 3
    t.start(0, 5.0)
    assert t.phase == "round" and t.round_number == 1 and t.scores == (0, 0)


def test_a_player_only_away_after_a_game_keeps_the_seat(seated: Seated) -> None:
    t, tokens = game_over(seated)
    t.set_connected(3, False, 10.0)
    assert t.next_deadline() is None
    assert not t.advance(10_000.0)
    assert t.phase == "over" and t.seat_count == 4
    assert t.resume(tokens[3], 10_001.0) == 3


def test_when_one_leaves_a_player_still_away_gets_the_lobbys_whole_grace(
    seated: Seated,
) -> None:
    t, tokens = game_over(seated)
    t.set_connected(2, False, 10.0)
    t.leave(3, 25.0)
    assert t.phase == "lobby" and t.seat_of(tokens[2]) == 2
    assert t.next_deadline() == pytest.approx(25.0 + LOBBY_GRACE_SECONDS)
