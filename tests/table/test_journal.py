"""A table written down as plain data and rebuilt, as after a host crash."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from dominos.table import Table, TableError


def twin_rng(rng: random.Random) -> random.Random:
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin


def through_json(data: dict[str, Any]) -> Any:
    return json.loads(json.dumps(data))


def same_views(a: Table, a_now: float, b: Table, b_now: float) -> None:
    for seat in range(a.seat_count):
        assert a.snapshot(seat, a_now) == b.snapshot(seat, b_now)


def test_round_trip_mid_round_then_both_tables_play_on_alike(kit: Any) -> None:
    rng = random.Random(11)
    t, tokens = kit.seated(target=150, rng=rng)
    t.start(0, 0.0)
    kit.finish_round(t, 5.0)
    t.next_round(0, 6.0)
    for _ in range(9):
        kit.play_first(t, 7.0)
    t.set_connected(2, False, 8.0)
    assert t.phase == "round"
    data = through_json(t.export(now=10.0))
    # The restored table resumes later on another clock, with the time that was left.
    r = Table.restore(data, 1000.0, rng=twin_rng(rng))
    assert r.version == t.version and r.phase == "round"
    assert [r.seat_of(tok) for tok in tokens] == [0, 1, 2, 3]
    same_views(t, 10.0, r, 1000.0)
    assert r.next_deadline() == pytest.approx(1000.0 + (t.next_deadline() or 0) - 10.0)
    # Both tables now take the same commands and stay identical to the end of the game.
    offset = 990.0  # both tables act at once after the restore: nobody runs out of time
    while t.phase != "over":
        if t.phase == "break":
            t.next_round(0, 10.0)
            r.next_round(0, 10.0 + offset)
        else:
            kit.play_first(t, 10.0)
            kit.play_first(r, 10.0 + offset)
        same_views(t, 10.0, r, 10.0 + offset)
    assert r.export() == t.export()


def test_round_trip_in_the_lobby_during_the_break_and_after_the_game(kit: Any) -> None:
    t, tokens = kit.seated(target=50, rng=random.Random(3))
    t.leave(3, 0.0)
    r = Table.restore(through_json(t.export(0.0)), 0.0)
    assert r.names() == ["Ann", "Bob", "Cy"] and r.seat_of(tokens[2]) == 2
    same_views(t, 0.0, r, 0.0)

    t.join("Dee", "ABC234", 0.0)
    t.start(0, 0.0)
    kit.finish_round(t, 1.0)
    assert t.phase == "break"
    r = Table.restore(through_json(t.export(now=21.0)), 500.0)
    assert r.phase == "break" and r.next_deadline() == pytest.approx(510.0)
    same_views(t, 21.0, r, 500.0)
    r.next_round(0, 501.0)  # the host's rights survive

    while t.phase != "over":
        if t.phase == "break":
            t.next_round(0, 2.0)
        kit.finish_round(t, 2.0)
    r = Table.restore(through_json(t.export(now=3.0)), 0.0)
    assert r.phase == "over" and r.winner == t.winner and r.next_deadline() is None
    same_views(t, 3.0, r, 0.0)
    r.new_game(0, 100, 1.0)
    assert r.phase == "round" and r.scores == (0, 0)


def test_a_damaged_record_is_refused_with_a_reason(kit: Any) -> None:
    t, _ = kit.seated(rng=random.Random(4))
    t.start(0, 0.0)
    for _ in range(6):
        kit.play_first(t, 1.0)
    good = through_json(t.export(now=1.0))
    Table.restore(good, 0.0)

    def broken(change: Any) -> str:
        data = copy.deepcopy(good)
        change(data)
        with pytest.raises(ValueError) as e:
            Table.restore(data, 0.0)
        assert not isinstance(e.value, TableError)
        return str(e.value)

    assert "format" in broken(lambda d: d.update(format=99))
    events = good["rounds"][0]["events"]
    other = (events[2]["seat"] + 1) % 4
    assert "out of turn" in broken(lambda d: d["rounds"][0]["events"][2].update(seat=other))
    # A tile played twice: the opening tile again.
    again = events[0]["tile"]
    broken(lambda d: d["rounds"][0]["events"][3].update(tile=again, kind="play", end="left"))
    broken(lambda d: d["rounds"][0]["hands"][0].pop())
    broken(lambda d: d.update(phase="break"))
    broken(lambda d: d.update(extra=1))
    broken(lambda d: d["seats"].pop())
    broken(lambda d: d["seats"][1].update(name="\x00"))
    assert "name" in broken(lambda d: d["seats"][1].update(name="ANN"))
    assert "token" in broken(lambda d: d["seats"][1].update(token=d["seats"][0]["token"]))
    broken(lambda d: d.update(target=120))
    junks: tuple[object, ...] = (None, [], "table", {"format": 1})
    for junk in junks:
        with pytest.raises(ValueError):
            Table.restore(junk, 0.0)  # type: ignore[arg-type]


def test_without_now_the_clocks_are_saved_as_of_the_last_change(kit: Any) -> None:
    t, _ = kit.seated(dealer=kit.rigged(kit.DEAL_A))
    t.start(0, 0.0)
    kit.play_first(t, 10.0)
    assert t.next_deadline() == 55.0
    # A journal writes right after the change, so a restart gives back what was left then.
    assert Table.restore(t.export(), 100.0).next_deadline() == 145.0
    assert Table.restore(t.export(now=20.0), 100.0).next_deadline() == 135.0
    # Even an old record never grants more than a whole turn.
    data = t.export()
    data["turn_left"] = 1e9
    assert Table.restore(data, 100.0).next_deadline() == 145.0
