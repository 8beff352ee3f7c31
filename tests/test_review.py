"""``dominos-review`` on records written by ``dominos-host --export``: the JSON layout of
docs/review.md, the report in the user's language, and a clear refusal of a bad record."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dominos.engine import Round, Tile
from dominos.host import main as host_main
from dominos.review.cli import main as review_main
from dominos.table.record import decode_record
from tests.table.test_record import journaled_games


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    base = tmp_path_factory.mktemp("review")
    journaled_games(base / "state", 2, seed=7)
    assert host_main(["--state-dir", str(base / "state"), "--export", str(base / "out")]) == 0
    return sorted((base / "out").glob("*.json"))


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = review_main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_the_json_has_one_entry_per_play_with_every_legal_option(
    records: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    for path in records[:1]:
        record = decode_record(path.read_bytes())
        code, out, _ = _run(capsys, str(path), "--json")
        assert code == 0
        doc: dict[str, Any] = json.loads(out)
        assert doc["format"] == 1 and doc["game"] == record.id
        assert [r["round"] for r in doc["rounds"]] == list(range(1, len(record.rounds) + 1))
        for rnd, reviewed in zip(record.rounds, doc["rounds"], strict=True):
            plays = [i for i, m in enumerate(rnd.moves) if m.kind in ("play", "auto_play")]
            assert [p["move"] for p in reviewed["positions"]] == plays
            r = Round([[Tile(*t) for t in h] for h in rnd.hands], rnd.opener)
            positions = iter(reviewed["positions"])
            for m in rnd.moves:
                if m.tile is None:
                    r.pass_turn()
                    continue
                p = next(positions)
                assert set(p) >= {"move", "seat", "options", "chosen_value", "best_value"}
                assert p["seat"] == m.seat == r.turn
                listed = [(tuple(o["tile"]), o["end"]) for o in p["options"]]
                assert len(listed) == len(set(listed))
                assert all(lo <= hi for (lo, hi), _ in listed)
                ends = r.ends
                legal = {
                    (
                        mv.tile.pair,
                        None if ends is None else "right" if ends[0] == ends[1] else mv.end,
                    )
                    for mv in r.legal_moves()
                }
                assert set(listed) == legal
                values = [o["value"] for o in p["options"]]
                assert all(type(v) is int for v in values)
                assert p["best_value"] == max(values)
                played = next(
                    o
                    for o in p["options"]
                    if tuple(o["tile"]) == m.tile
                    and (o["end"] == m.end or ends is None or ends[0] == ends[1])
                )
                assert p["chosen_value"] == played["value"]
                r.play(Tile(*m.tile), m.end)


def test_the_last_play_of_a_domino_is_worth_what_the_round_scored(
    records: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    record = decode_record(records[0].read_bytes())
    k, rnd = next((k, r) for k, r in enumerate(record.rounds, 1) if r.result.kind == "domino")
    _, out, _ = _run(capsys, str(records[0]), "--json", "--round", str(k))
    (reviewed,) = json.loads(out)["rounds"]
    last = reviewed["positions"][-1]
    assert reviewed["round"] == k and last["move"] == len(rnd.moves) - 1
    assert last["chosen_value"] == rnd.result.points  # going out is worth the round's score


def test_the_report_is_in_the_users_language_and_names_points_given_away(
    records: list[Path], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    record = decode_record(records[0].read_bytes())
    code, out, _ = _run(capsys, str(records[0]), "--round", "1", "--lang", "en")
    assert code == 0
    assert out.startswith(f"Game {record.id}: ") and "Round 1: " in out
    assert f"{record.players[record.rounds[0].opener]} played" in out
    assert "Points given away with all hands known: " in out
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert "Ronda 1: " in _run(capsys, str(records[0]), "--round", "1")[1]
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    assert "Rodada 1: " in _run(capsys, str(records[0]), "--round", "1")[1]


def test_as_known_values_come_with_their_sample_size_and_margin(
    records: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    argv = (str(records[0]), "--json", "--round", "1", "--as-known", "--deals", "4")
    code, out, _ = _run(capsys, *argv, "--seed", "1")
    assert code == 0
    positions = json.loads(out)["rounds"][0]["positions"]
    for p in positions:
        for o in p["options"]:
            if len(p["options"]) == 1:  # a forced play gives nothing away, whatever the deal
                assert "as_known" not in o and p["given_away_as_known"] == 0
                continue
            known = o["as_known"]
            assert 1 <= known["samples"] <= 4 and known["margin"] >= 0
        assert p["given_away_as_known"] >= 0
    assert _run(capsys, *argv, "--seed", "1")[1] == out  # a seed draws the same deals


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (b"not json", "not JSON"),
        (b'{"format": 1}', "not a game record"),
        ("points", "Round 1 of this record does not follow the rules"),
    ],
)
def test_a_bad_record_is_refused_with_the_reason_and_status_2(
    records: list[Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    content: bytes | str,
    said: str,
) -> None:
    bad = tmp_path / "bad.json"
    if isinstance(content, str):
        doc = json.loads(records[0].read_bytes())
        doc["rounds"][0]["result"]["points"] += 5
        bad.write_text(json.dumps(doc))
    else:
        bad.write_bytes(content)
    code, out, err = _run(capsys, str(bad))
    assert code == 2 and out == ""
    assert err.startswith("dominos-review: error: ") and said in err


def test_a_missing_file_or_round_is_refused_with_status_2(
    records: list[Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = _run(capsys, str(tmp_path / "none.json"), "--lang", "en")
    assert code == 2 and "cannot read" in err
    code, _, err = _run(capsys, str(records[0]), "--round", "99", "--lang", "en")
    rounds = len(decode_record(records[0].read_bytes()).rounds)
    assert code == 2 and f"the record has no round 99: it has {rounds}" in err


def test_the_review_loads_no_qt() -> None:
    code = (
        "import sys, dominos.review.cli; "
        "sys.exit(any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
