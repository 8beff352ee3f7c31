"""Whole rounds a journal lost, rebuilt only from what all four apps prove together."""

from __future__ import annotations

import json
import random
from typing import Any

import msgspec
import pytest

from dominos.table import Table
from dominos.table.rebuild import Claim, Refused, plan
from dominos.table.state import SeenRound, seen_round


class Evening:
    """A live table played into round 4, a journal of it that stopped in round 2, and
    what each seat's app kept: the finished rounds and its last snapshot. ``older`` holds
    what each app had seen at earlier points, as an app restored from an older copy of its
    settings would say: where the journal stopped (``journal``), in round 3 (``round3``),
    in the break after it (``break3``) and two moves into round 4 (``round4``)."""

    def __init__(self, kit: Any, journal_at: int = 2) -> None:
        live, _ = kit.seated(target=500, rng=random.Random(8))
        live.start(0, 0.0)
        self.past: list[SeenRound] = []
        self.older: dict[str, dict[int, Claim]] = {}
        saved = None
        for n in range(1, 4):
            if n == journal_at:
                for _ in range(3):
                    kit.play_first(live, 1.0)
                saved = json.loads(json.dumps(live.export(now=1.0)))
                self.older["journal"] = self._seen(live)
            if n == 3:
                for _ in range(2):
                    kit.play_first(live, 1.0)
                self.older["round3"] = self._seen(live)
            kit.finish_round(live, 1.0)
            closed = seen_round(live.snapshot(0, 1.0))
            assert closed is not None
            self.past.append(closed)
            if n == 3:
                self.older["break3"] = self._seen(live)
            live.next_round(0, 2.0)
        for moves in range(5):
            if moves == 2:
                self.older["round4"] = self._seen(live)
                self.fork_at = json.loads(json.dumps(live.export(now=3.0)))
            kit.play_first(live, 3.0)
        assert live.round_number == 4
        self.live = live
        lobby, _ = kit.seated(target=500, rng=random.Random(8))
        self.journal = Table.restore(saved or lobby.export(now=0.0), 100.0)

    def claim(self, seat: int, **change: Any) -> Claim:
        s = self.live.snapshot(seat, 3.0)
        fields: dict[str, Any] = {
            "seen": s.version,
            "round": s.round,
            "opener": s.opener,
            "scores": s.scores,
            "moves": s.moves,
            "hand": s.hand,
            "past": tuple(self.past),
        }
        fields.update(change)
        return Claim(**fields)

    def claims(self) -> dict[int, Claim | None]:
        return {seat: self.claim(seat) for seat in range(4)}

    def _seen(self, live: Table) -> dict[int, Claim]:
        """What each seat's app would say now: its last state and the rounds it saw end."""
        seen: dict[int, Claim] = {}
        for seat in range(4):
            s = live.snapshot(seat, 1.0)
            hand = s.hand if s.phase == "round" else ()
            past = tuple(self.past)
            seen[seat] = Claim(s.version, s.round, s.opener, s.scores, s.moves, hand, past)
        return seen


def same_table(a: Table, b: Table) -> None:
    for seat in range(4):
        x, y = a.snapshot(seat, 3.0), b.snapshot(seat, 100.0)
        assert (x.round, x.scores, x.hand, x.line, x.turn, x.moves, x.rounds) == (
            y.round,
            y.scores,
            y.hand,
            y.line,
            y.turn,
            y.moves,
            y.rounds,
        )


def test_rounds_the_journal_lost_are_rebuilt_when_all_four_apps_prove_them(kit: Any) -> None:
    evening = Evening(kit)
    journal = evening.journal
    assert journal.round_number == 2 and journal.scores != evening.live.scores
    rounds = plan(journal, evening.claims(), 100.0)
    assert [len(r.events) for r in rounds[:2]] == [
        len(p.moves) for p in evening.past[1:]
    ]  # the rest of round 2, then round 3 whole, then round 4 so far
    journal.carry_on(rounds, 100.0)
    same_table(evening.live, journal)
    assert journal.phase == "round" and journal.records[-1].events == list(
        evening.live.records[-1].events
    )


def test_apps_that_sent_fewer_of_the_oldest_rounds_are_made_up_by_the_others(kit: Any) -> None:
    evening = Evening(kit, journal_at=0)
    journal = evening.journal
    claims = evening.claims()
    # Seats 1 and 3 came back over slow links, with only their latest round or two.
    for seat, kept in ((1, evening.past[1:]), (3, evening.past[2:])):
        c = claims[seat]
        assert c is not None
        claims[seat] = msgspec_replace(c, past=tuple(kept))
    journal.carry_on(plan(journal, claims, 100.0), 100.0)
    same_table(evening.live, journal)


def test_a_journal_left_in_the_lobby_gets_the_whole_game_back(kit: Any) -> None:
    evening = Evening(kit, journal_at=0)
    journal = evening.journal
    assert journal.phase == "lobby"
    journal.carry_on(plan(journal, evening.claims(), 100.0), 100.0)
    same_table(evening.live, journal)


def test_a_journal_in_a_break_continues_with_the_rounds_after_it(kit: Any) -> None:
    evening = Evening(kit)
    live_round_one = evening.past[0]
    # The journal holds round 1 finished (its break): only rounds 2 on are needed.
    journal = Table.restore(
        {
            **json.loads(json.dumps(evening.journal.export(now=1.0))),
            "rounds": [
                {
                    "hands": live_round_one.hands,
                    "opener": live_round_one.opener,
                    "events": [msgspec.to_builtins(m) for m in live_round_one.moves],
                }
            ],
            "phase": "break",
            "turn_left": None,
            "break_left": 10.0,
        },
        100.0,
    )
    assert journal.phase == "break"
    journal.carry_on(plan(journal, evening.claims(), 100.0), 100.0)
    same_table(evening.live, journal)


def lie(evening: Evening, how: str) -> dict[int, Claim | None]:
    claims = evening.claims()
    c3 = claims[3]
    assert c3 is not None
    if how == "away":
        del claims[3]
    elif how == "two_forgot":
        claims[2] = claims[3] = None
    elif how == "other_scores":
        claims[3] = msgspec_replace(c3, scores=(c3.scores[0] + 5, c3.scores[1]))  # type: ignore[index]
    elif how == "other_past":
        first = evening.past[1]
        swapped = msgspec.structs.replace(first, moves=first.moves[:-1])
        claims[3] = msgspec_replace(c3, past=(evening.past[0], swapped, evening.past[2]))
    elif how == "stolen_tile":
        # Seat 3 claims a tile seat 2 holds: the four hands are no longer a deal.
        c2 = claims[2]
        assert c2 is not None
        claims[3] = msgspec_replace(c3, hand=(*c3.hand[:-1], c2.hand[0]))
    elif how in ("tile_off_the_set", "pass_laying_a_tile"):
        # Every app tells the same impossible round 3: no rules replay it.
        played = evening.past[2]
        moves = list(played.moves)
        laid = next(i for i, m in enumerate(moves) if m.tile is not None)
        if how == "tile_off_the_set":
            moves[laid] = msgspec.structs.replace(moves[laid], tile=(7, 9))
        else:
            moves[laid] = msgspec.structs.replace(moves[laid], kind="pass")
        told = msgspec.structs.replace(played, moves=tuple(moves))
        for seat, c in claims.items():
            assert c is not None
            claims[seat] = msgspec_replace(c, past=(*evening.past[:2], told))
    elif how == "too_far":
        # Every app tells the same story, but none holds round 2 any more: the oldest
        # rounds are the first left out of a hello.
        for seat, c in claims.items():
            assert c is not None
            claims[seat] = msgspec_replace(c, past=tuple(evening.past[2:]))
    elif how == "all_lie_about_scores":
        for seat, c in claims.items():
            assert c is not None and c.scores is not None
            claims[seat] = msgspec_replace(c, scores=(c.scores[0] + 50, c.scores[1]))
    return claims


def msgspec_replace(claim: Claim, **change: Any) -> Claim:
    fields = {name: getattr(claim, name) for name in Claim.__slots__}
    fields.update(change)
    return Claim(**fields)


def where(table: Table) -> tuple[object, ...]:
    return (table.version, table.round_number, table.scores, len(table.records[-1].events))


@pytest.mark.parametrize(
    ("how", "reason"),
    [
        ("away", "away"),
        ("two_forgot", "unseen"),
        ("other_scores", "disagree"),
        ("other_past", "disagree"),
        ("too_far", "too_far"),
        ("stolen_tile", "invalid"),
        ("tile_off_the_set", "invalid"),
        ("pass_laying_a_tile", "invalid"),
        ("all_lie_about_scores", "invalid"),
    ],
)
def test_what_the_four_apps_do_not_prove_is_not_rebuilt(kit: Any, how: str, reason: str) -> None:
    evening = Evening(kit)
    journal = evening.journal
    before = where(journal)
    with pytest.raises(Refused) as refused:
        plan(journal, lie(evening, how), 100.0)
    assert refused.value.reason == reason
    if how in ("away", "two_forgot"):
        assert refused.value.seats == ((3,) if how == "away" else (2, 3))
    # The journal's table is untouched: the checks ran on a copy.
    assert where(journal) == before


def test_a_round_under_way_is_dealt_again_as_it_was(kit: Any) -> None:
    evening = Evening(kit)
    journal = evening.journal
    dealt = journal.records[-1].hands
    scores, opener = journal.scores, journal.records[-1].opener
    version = journal.version
    journal.restart_round(100.0)
    assert journal.records[-1].hands == dealt and journal.records[-1].events == []
    assert (journal.scores, journal.turn, journal.version) == (scores, opener, version + 1)
    state = journal.snapshot(0, 100.0)
    assert state.line == () and len(state.hand) == 7


@pytest.mark.parametrize("seat", [0, 2])
def test_one_app_back_knowing_nothing_holds_the_tiles_the_others_leave(kit: Any, seat: int) -> None:
    """As the host's own app after a crash: restarted, it knows nothing it saw."""
    evening = Evening(kit)
    claims = evening.claims()
    claims[seat] = None
    journal = evening.journal
    journal.carry_on(plan(journal, claims, 100.0), 100.0)
    same_table(evening.live, journal)


class JustStarted:
    """A game started a moment before the host stopped, its journal still in the lobby: the
    apps that got the first state of round 1 saw the deal, the others still show the lobby
    (a returning hello from one says only ``seen`` and round 0)."""

    def __init__(self, kit: Any) -> None:
        live, _ = kit.seated(target=500, rng=random.Random(8))
        self.journal = Table.restore(json.loads(json.dumps(live.export(now=0.0))), 100.0)
        self.lobby_version = live.version
        live.start(0, 1.0)
        for _ in range(2):
            kit.play_first(live, 2.0)
        self.live = live

    def claims(self, in_the_lobby: tuple[int, ...]) -> dict[int, Claim | None]:
        claims: dict[int, Claim | None] = {}
        for seat in range(4):
            if seat in in_the_lobby:
                claims[seat] = Claim(self.lobby_version, 0, None, None, (), (), ())
                continue
            s = self.live.snapshot(seat, 3.0)
            claims[seat] = Claim(s.version, s.round, s.opener, s.scores, s.moves, s.hand, ())
        return claims


@pytest.mark.parametrize("seat", [0, 3])
def test_an_app_still_in_the_lobby_adds_nothing_and_the_other_three_rebuild_the_round(
    kit: Any, seat: int
) -> None:
    """Like an app restarted since, an app that never saw the deal contradicts nothing: its
    hand is the tiles the other three and the line leave."""
    started = JustStarted(kit)
    journal = started.journal
    assert journal.phase == "lobby"
    journal.carry_on(plan(journal, started.claims(in_the_lobby=(seat,)), 100.0), 100.0)
    same_table(started.live, journal)


def test_apps_still_in_the_lobby_are_too_few_to_know_the_round_not_in_disagreement(
    kit: Any,
) -> None:
    started = JustStarted(kit)
    with pytest.raises(Refused) as refused:
        plan(started.journal, started.claims(in_the_lobby=(1, 2, 3)), 100.0)
    assert (refused.value.reason, refused.value.seats) == ("unseen", (1, 2, 3))
    assert started.journal.phase == "lobby" and started.journal.version == started.lobby_version


@pytest.mark.parametrize("point", ["journal", "round3", "break3", "round4"])
@pytest.mark.parametrize("seat", [0, 3])
def test_an_app_restored_from_an_older_copy_knows_less_and_the_other_three_rebuild(
    kit: Any, point: str, seat: int
) -> None:
    """Its story stops at a point the others' passed through: it knows less, which is not
    disagreeing, and the table is rebuilt whole, up to where the other three saw it."""
    evening = Evening(kit)
    claims = evening.claims()
    claims[seat] = evening.older[point][seat]
    journal = evening.journal
    journal.carry_on(plan(journal, claims, 100.0), 100.0)
    same_table(evening.live, journal)


def test_an_app_that_missed_the_last_moves_still_proves_its_hand_beside_one_that_forgot(
    kit: Any,
) -> None:
    """Two moves behind in the same round, its hand and the tiles it had laid are still
    its deal; so the seat whose app restarted knowing nothing holds what the others leave."""
    evening = Evening(kit)
    claims = evening.claims()
    claims[1] = evening.older["round4"][1]
    claims[2] = None
    journal = evening.journal
    journal.carry_on(plan(journal, claims, 100.0), 100.0)
    same_table(evening.live, journal)


@pytest.mark.parametrize("point", ["round3", "break3"])
def test_two_seats_not_knowing_the_round_under_way_leave_its_deal_unproven(
    kit: Any, point: str
) -> None:
    evening = Evening(kit)
    claims = evening.claims()
    claims[1] = evening.older[point][1]
    claims[2] = None
    before = where(evening.journal)
    with pytest.raises(Refused) as refused:
        plan(evening.journal, claims, 100.0)
    assert (refused.value.reason, refused.value.seats) == ("unseen", (1, 2))
    assert where(evening.journal) == before


def _elsewhere(evening: Evening, moves: int) -> dict[int, Claim]:
    """What the apps would say of another story of round 4, both sealed by the same host:
    from two moves in, the table played ``moves`` times for absent players (as a host that
    lost the first story and went on without it could have), so its moves part from the
    live table's at the third."""
    fork = Table.restore(json.loads(json.dumps(evening.fork_at)), 3.0)
    for _ in range(moves):
        assert fork.advance_one(10_000.0)
    told = {}
    for seat in range(4):
        s = fork.snapshot(seat, 10_000.0)
        told[seat] = Claim(
            s.version, s.round, s.opener, s.scores, s.moves, s.hand, tuple(evening.past)
        )
    return told


@pytest.mark.parametrize("moves", [1, 4], ids=["shorter", "longer"])
def test_an_app_from_another_story_of_the_round_disagrees_however_far_it_goes(
    kit: Any, moves: int
) -> None:
    """Not a point the others' story passed through: longer or shorter, it is refused, and
    a longer one does not take the table its way."""
    evening = Evening(kit)
    claims = evening.claims()
    other = _elsewhere(evening, moves)
    claims[3] = other[3]
    assert (other[3].seen > evening.claim(0).seen) == (moves == 4)
    before = where(evening.journal)
    with pytest.raises(Refused) as refused:
        plan(evening.journal, claims, 100.0)
    assert refused.value.reason == "disagree"
    assert where(evening.journal) == before


def test_two_apps_on_each_of_two_stories_disagree(kit: Any) -> None:
    evening = Evening(kit)
    claims = evening.claims()
    other = _elsewhere(evening, 4)
    claims[2], claims[3] = other[2], other[3]
    with pytest.raises(Refused) as refused:
        plan(evening.journal, claims, 100.0)
    assert refused.value.reason == "disagree"


@pytest.mark.parametrize("change", ["scores", "opener", "moves"])
def test_an_older_claim_that_is_no_point_of_the_story_is_refused(kit: Any, change: str) -> None:
    evening = Evening(kit)
    claims = evening.claims()
    older = evening.older["round3"][3]
    scores, opener = older.scores, older.opener
    assert scores is not None and opener is not None
    if change == "scores":
        older = msgspec_replace(older, scores=(scores[0], scores[1] + 1))
    elif change == "opener":
        older = msgspec_replace(older, opener=(opener + 1) % 4)
    else:
        older = msgspec_replace(older, moves=older.moves[1:])
    claims[3] = older
    with pytest.raises(Refused) as refused:
        plan(evening.journal, claims, 100.0)
    assert (refused.value.reason, refused.value.seats) == ("disagree", (3,))
