"""The history file: finished games kept once each, newest first, and each pair's stats."""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from pathlib import Path

import msgspec
import pytest

from benchmarks.records import generated_records
from dominos.table.history import FILE_NAME, HistoryStore, ReviewedPlay, pair_key
from dominos.table.record import GameRecord, RecordError


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
