"""The history file: finished games kept once each, newest first, and each pair's stats."""

from __future__ import annotations

import json
import random
import sqlite3
from collections import defaultdict
from pathlib import Path

import msgspec
import pytest

from benchmarks.records import generated_records
from dominos.table.history import (
    FILE_NAME,
    SCHEMA,
    HistoryStore,
    ReviewedPlay,
    pair_key,
    review_key,
)
from dominos.table.record import GameRecord, RecordError, RecordRound


@pytest.fixture(scope="module")
def records() -> list[GameRecord]:
    return generated_records(40, seed=3)


def test_games_are_listed_newest_first_and_kept_once(
    tmp_path: Path, records: list[GameRecord]
) -> None:
    with HistoryStore.open(tmp_path) as history:
        assert history.add_many(records) == len(records)
        assert history.add(records[5]) is False, "a game received twice is kept once"
    with HistoryStore.open(tmp_path) as history:  # read back from the file
        rows = history.games()
        assert len(history) == len(records)
        assert [r.id for r in rows] == [r.id for r in reversed(records)]
        first = rows[-1]
        assert first.players == records[0].players and first.scores == records[0].scores
        assert first.winner == records[0].winner and first.target == records[0].target
        assert history.record(records[7].id) == records[7]


def test_stats_count_each_pairs_games_wins_and_rounds(
    tmp_path: Path, records: list[GameRecord]
) -> None:
    expected: dict[tuple[str, str], dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for rec in records:
        for team in (0, 1):
            e = expected[pair_key(*rec.team_names(team))]
            e["games"] += 1
            e["wins"] += rec.winner == team
            e["points"] += rec.scores[team]
            e["rounds"] += len(rec.rounds)
            for rnd in rec.rounds:
                if rnd.result.team == team:
                    e[rnd.result.kind] += 1
                    e["biggest"] = max(e["biggest"], rnd.result.points)
    with HistoryStore(None) as history:
        history.add_many(records)
        stats = history.stats()
    assert {s.pair for s in stats} == set(expected)
    for s in stats:
        e = expected[s.pair]
        assert (s.games, s.wins, s.by_domino, s.by_block, s.biggest) == (
            e["games"],
            e["wins"],
            e["domino"],
            e["blocked"],
            e["biggest"],
        )
        assert s.points_per_round == pytest.approx(e["points"] / e["rounds"])
    wins = [s.wins for s in stats]
    assert wins == sorted(wins, reverse=True)


def test_a_record_that_does_not_replay_is_not_kept(records: list[GameRecord]) -> None:
    doc = json.loads(msgspec.json.encode(records[0]))
    doc["rounds"][0]["result"]["points"] += 10
    bad = msgspec.convert(doc, GameRecord)
    with HistoryStore(None) as history:
        with pytest.raises(RecordError):
            history.add(bad)
        assert len(history) == 0 and history.stats() == []


def test_a_rounds_review_is_kept_by_its_deal_and_moves_even_in_a_file_of_layout_1(
    tmp_path: Path, records: list[GameRecord]
) -> None:
    path = tmp_path / FILE_NAME
    old = sqlite3.connect(path)  # a history written before reviews were kept
    old.executescript(
        "CREATE TABLE games (id TEXT PRIMARY KEY, finished TEXT NOT NULL, players TEXT NOT"
        " NULL, target INTEGER NOT NULL, score0 INTEGER NOT NULL, score1 INTEGER NOT NULL,"
        " winner INTEGER NOT NULL, record BLOB NOT NULL); PRAGMA user_version = 1;"
    )
    old.close()
    first, other = records[0].rounds[0], records[1].rounds[0]
    plays: list[ReviewedPlay] = [
        (0, first.opener, (((5, 6), None, 12), ((6, 6), None, 20)), 0),
        (2, 1, (((1, 6), "left", -3),), 0),
    ]
    with HistoryStore.open(tmp_path) as history:
        assert history.review(first) is None
        history.keep_review(first, plays)
    with HistoryStore.open(tmp_path) as history:  # read back from the file
        assert history.review(first) == plays
        assert history.review(other) is None
        same = msgspec.convert(msgspec.to_builtins(first), type(first))
        assert history.review(same) == plays, "the same round, whichever record it came from"


def made_up_review(rnd: RecordRound, rng: random.Random) -> list[ReviewedPlay]:
    """A review of ``rnd`` with made-up values: one entry a play, by its real seat, some
    forced (one option) and some a choice whose played option is not always the best."""
    plays: list[ReviewedPlay] = []
    for move, m in enumerate(rnd.moves):
        if m.tile is None:
            continue
        values = [rng.randrange(-40, 41) for _ in range(rng.choice((1, 1, 2, 3, 4)))]
        options = tuple(((0, n), None, v) for n, v in enumerate(values))
        plays.append((move, m.seat, options, rng.randrange(len(values))))
    return plays


def test_each_players_points_given_away_over_all_games_are_by_name(
    tmp_path: Path, records: list[GameRecord]
) -> None:
    """Six friends in changing seats and pairs: a player's figures follow their name, over
    the rounds reviewed only (as known: only the rounds whose every choice was estimated),
    whether a round was reviewed before its game was kept or after."""
    rng = random.Random(7)
    all_known: dict[str, int] = defaultdict(int)
    as_known: dict[str, float] = defaultdict(float)
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])  # games, rounds, rev, est
    kept: list[tuple[RecordRound, list[ReviewedPlay], dict[int, float]]] = []
    for rec in records:
        for name in set(rec.players):
            counts[name][0] += 1
            counts[name][1] += len(rec.rounds)
        for rnd in rec.rounds:
            if rng.random() < 0.3:
                continue  # never reviewed
            plays = made_up_review(rnd, rng)
            known = {m: round(rng.uniform(0, 9), 2) for m, _s, o, _c in plays if len(o) > 1}
            whole = rng.random() < 0.7
            if not whole and known:
                known.pop(next(iter(known)))  # a play whose estimate never finished
            kept.append((rnd, plays, known))
            for name in set(rec.players):
                counts[name][2] += 1
                counts[name][3] += whole or not known
            for _m, seat, options, chosen in plays:
                all_known[rec.players[seat]] += max(o[2] for o in options) - options[chosen][2]
            if whole or not known:
                for move, given in known.items():
                    as_known[rec.players[rnd.moves[move].seat]] += given
    assert sum(all_known.values()) > 0 and sum(as_known.values()) > 0
    with HistoryStore.open(tmp_path) as history:
        history.add_many(records[:20])
        for rnd, plays, known in kept:
            history.keep_review(rnd, plays)
            for move, given in known.items():
                history.keep_known(rnd, move, given, 40)
        history.add_many(records[20:])  # reviewed during the game, kept at its end
        players = history.players()
    assert sorted(p.name for p in players) == sorted(counts)
    for p in players:
        games, rounds, reviewed, estimated = counts[p.name]
        assert (p.games, p.rounds, p.reviewed, p.estimated) == (
            games,
            rounds,
            reviewed,
            estimated,
        ), p.name
        assert p.all_known == all_known[p.name], p.name
        assert p.as_known == pytest.approx(as_known[p.name]), p.name
    assert [p.games for p in players] == sorted((p.games for p in players), reverse=True)


def test_a_player_none_of_whose_rounds_was_reviewed_is_counted_over_no_round(
    records: list[GameRecord],
) -> None:
    with HistoryStore(None) as history:
        history.add_many(records[:3])
        players = history.players()
    assert players and all(p.reviewed == p.estimated == 0 for p in players)
    assert all(p.rounds > 0 and p.all_known == 0 for p in players)


def test_a_history_of_layout_2_opens_with_its_reviews_counted(
    tmp_path: Path, records: list[GameRecord]
) -> None:
    """A file written before the rounds and plays had rows of their own: it opens, keeps its
    games and reviews, and the players' figures come out as from a file written now."""
    rng = random.Random(11)
    with HistoryStore.open(tmp_path) as history:
        history.add_many(records[:12])
        for rec in records[:12]:
            for rnd in rec.rounds[::2]:
                plays = made_up_review(rnd, rng)
                history.keep_review(rnd, plays)
                for move, _seat, options, _chosen in plays:
                    if len(options) > 1:
                        history.keep_known(rnd, move, rng.uniform(0, 5), 30)
        expected = history.players()
        games = history.games()
    assert any(p.all_known for p in expected) and any(p.estimated for p in expected)
    old = sqlite3.connect(tmp_path / FILE_NAME)  # as layout 2 left it: no rows of its own
    old.executescript(
        "DROP TABLE game_rounds; DROP TABLE review_plays; DROP TABLE game_given;"
        " PRAGMA user_version = 2;"
    )
    old.close()
    with HistoryStore.open(tmp_path) as history:
        assert history.players() == expected
        assert history.games() == games
        assert history.review(records[0].rounds[0]) is not None
    check = sqlite3.connect(tmp_path / FILE_NAME)
    try:
        assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA
    finally:
        check.close()


def test_a_damaged_review_in_an_older_file_is_dropped_not_fatal(
    tmp_path: Path, records: list[GameRecord]
) -> None:
    rnd = records[0].rounds[0]
    with HistoryStore.open(tmp_path) as history:
        history.add(records[0])
    old = sqlite3.connect(tmp_path / FILE_NAME)
    old.executescript("DROP TABLE game_rounds; DROP TABLE review_plays; DROP TABLE game_given;")
    old.execute("INSERT INTO reviews VALUES (?, ?)", (review_key(rnd), b"[[1, 2, 3]]"))
    old.execute("PRAGMA user_version = 2")
    old.commit()
    old.close()
    with HistoryStore.open(tmp_path) as history:
        assert history.review(rnd) is None, "searched again rather than read wrong"
        assert [p.reviewed for p in history.players()] == [0, 0, 0, 0]
