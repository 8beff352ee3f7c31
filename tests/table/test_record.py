"""Game records: what the journal kept, exported, read back and replayed by the engine."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from dominos.engine import Tile
from dominos.host import main as host_main
from dominos.table import TURN_SECONDS, Table
from dominos.table.export import export_games
from dominos.table.record import (
    GameRecord,
    RecordError,
    decode_record,
    encode_record,
    record_from_journal,
    record_from_table,
)
from dominos.table.store import TableStore
from tests.table.conftest import CODE, legal, seated_table


def play_on(table: Table, now: float, rng: random.Random, *, lazy: float = 0.1) -> float:
    """Plays until the game is over; some turns run out, so the table auto-plays them."""
    while table.phase != "over":
        if table.phase == "break":
            now += 1.0
            table.next_round(0, now)
            continue
        seat = table.turn
        assert seat is not None
        if rng.random() < lazy:
            now += TURN_SECONDS + 0.5
            table.advance(now)
            continue
        now += 1.0
        options = legal(table, now)
        if not options:
            table.pass_turn(seat, now)
        else:
            tile, end = rng.choice(options)
            table.play(seat, Tile(*tile), end, now)
    return now


def journaled_games(tmp_path: Path, games: int, seed: int) -> list[GameRecord]:
    """Plays ``games`` games at one journaled table and returns what the table recorded."""
    rng = random.Random(seed)
    table, _ = seated_table(rng=random.Random(seed), target=150)
    table.table_name = "Kitchen"
    store = TableStore.open(tmp_path)
    store.start(table, table_id="t1", port=47474)
    now = 0.0
    table.start(0, now)
    live = []
    for n in range(games):
        if n:
            table.new_game(0, 150, now)
        now = play_on(table, now, rng)
        store.record(table)
        live.append(record_from_table(table))
    # A rematch left unfinished: it must not be exported.
    table.new_game(0, 100, now)
    store.record(table)
    store.close()
    return live


def test_exported_records_replay_to_the_journals_results(tmp_path: Path) -> None:
    live = journaled_games(tmp_path / "state", 3, seed=7)
    written = export_games(tmp_path / "state", tmp_path / "out")
    assert len(written) == 3, "the game still being played is not exported"
    store = TableStore.open(tmp_path / "state")
    journal = store.finished_games()
    store.close()
    for path, game, seen in zip(written, journal, live, strict=True):
        record = decode_record(path.read_bytes())  # replays every round through the engine
        assert path.name == f"{record.id}.json"
        assert record.id == seen.id, "the export and the record sent at game over agree"
        assert [(r.result.kind, r.result.team, r.result.points) for r in record.rounds] == [
            (r.result.kind, r.result.winning_team, r.result.points)
            for r in game.rounds
            if r.result is not None
        ]
        assert record.scores == game.scores and record.winner == game.winner
        assert [[m.kind for m in r.moves] for r in record.rounds] == [
            [m.kind for m in r.moves] for r in game.rounds
        ]
        assert record.players == ("Ann", "Bob", "Cy", "Di") and record.table_name == "Kitchen"
        assert record.finished is not None and record.started is not None
    kinds = {m.kind for p in written for r in decode_record(p.read_bytes()).rounds for m in r.moves}
    assert {"play", "auto_play"} <= kinds


def test_a_record_keeps_the_schema_fields_and_no_secret(tmp_path: Path) -> None:
    table, tokens = seated_table(rng=random.Random(3), target=50)
    table.start(0, 0.0)
    play_on(table, 0.0, random.Random(3))
    data = encode_record(record_from_table(table, finished=1_780_000_000.0))
    text = data.decode()
    assert CODE not in text and not any(token in text for token in tokens)
    doc = json.loads(data)
    assert {"players", "target", "rounds", "scores", "winner"} <= doc.keys()
    assert doc["finished"] == "2026-05-28T20:26:40Z"
    first = doc["rounds"][0]
    assert {"opener", "hands", "moves", "result"} <= first.keys()
    assert [len(h) for h in first["hands"]] == [7, 7, 7, 7]
    assert first["moves"][0]["end"] is None and first["moves"][0]["kind"] == "play"
    assert {"kind", "team", "points"} <= first["result"].keys()


def test_a_record_round_trips_through_export_and_import() -> None:
    table, _ = seated_table(rng=random.Random(11), target=100)
    table.start(0, 0.0)
    play_on(table, 0.0, random.Random(11))
    record = record_from_table(table, finished=1_780_000_000.0)
    assert decode_record(encode_record(record)) == record


def test_a_game_in_progress_has_no_record() -> None:
    table, _ = seated_table(rng=random.Random(2), target=100)
    table.start(0, 0.0)
    with pytest.raises(RecordError, match="not over"):
        record_from_table(table)


def _tampered(change: str) -> bytes:
    table, _ = seated_table(rng=random.Random(5), target=100)
    table.start(0, 0.0)
    play_on(table, 0.0, random.Random(5), lazy=0.0)
    doc = json.loads(encode_record(record_from_table(table)))
    if change == "points":
        doc["rounds"][0]["result"]["points"] += 5
    elif change == "tile":
        doc["rounds"][0]["moves"][1]["tile"] = [6, 6]
    elif change == "short":
        doc["rounds"][0]["moves"].pop()
    elif change == "winner":
        doc["winner"] = 1 - doc["winner"]
    elif change == "id":
        doc["id"] = "../../etc/passwd"
    elif change == "format":
        doc["format"] = 2
    return json.dumps(doc).encode()


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("points", "Round 1 .*it ends"),
        ("tile", "Round 1 .*does not hold"),
        ("short", r"Round \d+ .*stop before it ends"),
        ("winner", "final score"),
        ("id", r"\$\.id"),
        ("format", "layout 2"),
    ],
)
def test_a_damaged_record_is_refused_with_a_reason(change: str, reason: str) -> None:
    with pytest.raises(RecordError, match=reason):
        decode_record(_tampered(change))


def test_a_file_that_is_not_json_is_refused() -> None:
    with pytest.raises(RecordError, match="not JSON"):
        decode_record(b"\x00\x01 not a record")


def test_dominos_host_exports_and_exits(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    journaled_games(tmp_path / "state", 2, seed=4)
    out = tmp_path / "records"
    assert host_main(["--state-dir", str(tmp_path / "state"), "--export", str(out)]) == 0
    files = sorted(out.glob("*.json"))
    assert len(files) == 2
    assert all(decode_record(f.read_bytes()).id == f.stem for f in files)
    assert "2 finished game(s)" in capsys.readouterr().out
    assert host_main(["--state-dir", str(tmp_path / "none"), "--export", str(out)]) == 1
    assert "no journal" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:
        host_main(["--export", str(out)])
    assert exited.value.code == 2


def test_the_journal_gives_the_record_the_game_had(tmp_path: Path) -> None:
    live = journaled_games(tmp_path, 1, seed=9)
    store = TableStore.open(tmp_path)
    (game,) = store.finished_games()
    store.close()
    from_journal = record_from_journal(game)
    assert from_journal.rounds == live[0].rounds and from_journal.id == live[0].id
