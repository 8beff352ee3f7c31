"""The History window with generated games: the list, the stats, a game's chart, replays,
saving a record and opening it again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from benchmarks.records import generated_records
from dominos.engine import Tile
from dominos.engine.review import review_round
from dominos.hosting.options import HostOptions
from dominos.table.history import HistoryStore
from dominos.table.record import GameRecord, decode_record, encode_record
from dominos.ui.history.history_dialog import HistoryDialog
from dominos.ui.review.window import ReviewWindow
from dominos.ui.services.context import AppContext
from dominos.ui.services.round_reviews import reviews
from dominos.ui.services.settings import Settings

COUNT = 120


@pytest.fixture(scope="module")
def records() -> list[GameRecord]:
    return generated_records(COUNT, seed=5)


def opened_history(
    qtbot: QtBot, tmp_path: Path, settings: Settings, records: list[GameRecord]
) -> HistoryDialog:
    """A History window of ``records``, its file under ``tmp_path``, shown at the size it
    opens at."""
    with HistoryStore.open(tmp_path / "data") as history:
        history.add_many(records)
    context = AppContext(settings, HostOptions(discovery=False, state_dir=tmp_path / "data"))
    window = HistoryDialog(context)
    qtbot.addWidget(window)
    window.refresh()
    window.show()
    return window


@pytest.fixture
def dialog(
    qtbot: QtBot, tmp_path: Path, settings: Settings, records: list[GameRecord]
) -> HistoryDialog:
    window = opened_history(qtbot, tmp_path, settings, records)
    window.resize(1100, 750)
    return window


def test_the_list_shows_every_game_newest_first(
    dialog: HistoryDialog, records: list[GameRecord]
) -> None:
    model = dialog.model
    assert model.rowCount() == COUNT
    newest = records[-1]
    row = [model.index(0, c).data() for c in range(6)]
    assert row[1] == f"{newest.players[0]} and {newest.players[2]}"
    assert row[2] == f"{newest.players[1]} and {newest.players[3]}"
    assert row[3] == str(newest.target)
    assert row[4] == f"{newest.scores[0]} - {newest.scores[1]}"
    assert row[5] == row[1 + newest.winner]
    assert row[0], "the date is shown"
    assert not dialog.empty.isVisible()


def test_the_pairs_stats_are_shown(dialog: HistoryDialog, records: list[GameRecord]) -> None:
    stats = dialog.stats_model
    assert stats.rowCount() > 1
    games = sum(int(stats.index(r, 1).data()) for r in range(stats.rowCount()))
    wins = sum(int(stats.index(r, 2).data()) for r in range(stats.rowCount()))
    assert games == 2 * COUNT and wins == COUNT


def test_a_game_opens_with_its_chart_and_rounds_and_replays(
    qtbot: QtBot, dialog: HistoryDialog, records: list[GameRecord]
) -> None:
    dialog.games.setFocus()
    dialog.games.setCurrentIndex(dialog.model.index(0, 0))
    qtbot.keyClick(dialog.games, Qt.Key.Key_Return)
    view = dialog.view
    assert dialog.pages.currentWidget() is view
    newest = records[-1]
    assert view.rounds.rowCount() == len(newest.rounds)
    a, b = view.chart.points(0), view.chart.points(1)
    assert len(a) == len(newest.rounds) + 1
    # The winning team's line ends higher on screen (smaller y) than the loser's.
    assert (a[-1].y() < b[-1].y()) == (newest.winner == 0)
    replay = view.replay(len(newest.rounds) - 1)
    assert replay is not None
    qtbot.addWidget(replay)
    replay.show()
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay)
    assert replay.step == 0 and replay.caption.text().startswith("The hands as dealt")
    assert [len(r.tiles()) for r in replay.rows] == [7, 7, 7, 7]
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.step == 1 and replay.caption.text().startswith("Move 1 of")
    qtbot.mouseClick(replay.last_button, Qt.MouseButton.LeftButton)
    assert replay.step == len(replay.steps) - 1
    assert "scored" in replay.caption.text()
    qtbot.keyClick(replay, Qt.Key.Key_Left)
    assert replay.step == len(replay.steps) - 2
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.step == 0 and not replay.back_button.isEnabled()


def test_a_saved_record_opens_again(
    tmp_path: Path, dialog: HistoryDialog, records: list[GameRecord]
) -> None:
    dialog.show_record(records[3])
    saved = tmp_path / "game.json"
    assert dialog.view.save(saved, encode_record(records[3]))
    assert decode_record(saved.read_bytes()) == records[3]
    dialog.pages.setCurrentIndex(0)
    dialog.open_path(saved)
    assert dialog.pages.currentWidget() is dialog.view
    assert dialog.view.record == records[3]


def test_a_file_that_is_not_a_record_is_refused_and_nothing_changes(
    tmp_path: Path, dialog: HistoryDialog, records: list[GameRecord]
) -> None:
    bad = tmp_path / "bad.json"
    doc = json.loads(encode_record(records[0]))
    doc["rounds"][0]["moves"] = doc["rounds"][0]["moves"][:3]
    bad.write_text(json.dumps(doc))
    dialog.open_path(bad)
    assert dialog.pages.currentIndex() == 0
    assert dialog.problem.isVisible() and "not a game record" in dialog.problem.text()
    assert dialog.model.rowCount() == COUNT


def test_a_finished_game_received_is_listed_at_once(
    dialog: HistoryDialog, records: list[GameRecord]
) -> None:
    extra = generated_records(1, seed=99)[0]
    dialog.context.keep_record(extra)
    assert dialog.model.rowCount() == COUNT + 1
    dialog.context.keep_record(extra)
    assert dialog.model.rowCount() == COUNT + 1


def test_a_rounds_review_from_history_asks_about_the_players_own_plays(
    qtbot: QtBot, tmp_path: Path, settings: Settings, records: list[GameRecord]
) -> None:
    record = records[-1]
    settings.name = record.players[1]
    context = AppContext(settings, HostOptions(discovery=False, state_dir=tmp_path))
    window = HistoryDialog(context)
    qtbot.addWidget(window)
    window.show_record(record)
    replay = window.view.replay(0)
    assert replay is not None and replay.viewer == 1
    review = replay.open_review()
    assert isinstance(review, ReviewWindow) and review.viewer == 1
    review.close()
    window.view.player_name = "someone who did not play"
    other = window.view.replay(1)
    assert other is not None and other.viewer is None  # every seat's plays, then


def test_a_game_says_what_each_player_gave_away_from_the_kept_reviews(
    dialog: HistoryDialog,
    records: list[GameRecord],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(reviews, "_memory", {})
    monkeypatch.setattr(reviews, "_known", {})
    reviews.use_directory(tmp_path / "data")
    record = records[-1]
    dialog.show_record(record)
    assert dialog.view.given.text().startswith("No round of this game has been reviewed yet")
    rnd = record.rounds[0]
    hands = [[Tile(*t) for t in h] for h in rnd.hands]
    moves = [(m.seat, None if m.tile is None else Tile(*m.tile), m.end) for m in rnd.moves]
    reviewed = list(review_round(hands, rnd.opener, moves))
    # As the review window keeps a round reviewed whole, and a play estimated as known.
    reviews.keep(
        rnd,
        tuple(
            (p.move, p.seat, tuple((o.tile.pair, o.end, o.value) for o in p.options), i)
            for p in reviewed
            for i in [p.options.index(p.chosen)]
        ),
    )
    choices = [p for p in reviewed if len(p.options) > 1]
    costly = max(choices, key=lambda p: p.given_away)
    reviews.keep_known(rnd, costly.move, 2.5, 40)
    rows = dialog.view.given_rows  # the open view follows at once
    assert rows[0] == ["", *record.players]
    total = len(record.rounds)
    assert rows[1][0] == f"Points given away with all hands known (1 of {total} rounds)"
    assert rows[1][1:] == [
        str(sum(p.given_away for p in reviewed if p.seat == seat)) for seat in range(4)
    ]
    assert sum(p.given_away for p in reviewed) > 0
    # One play estimated of the round's several choices: no round is counted as known.
    assert len(choices) > 1
    assert (
        rows[2] == [f"With what each player knew (0 of {total} rounds)", "not estimated"] + [""] * 3
    )
    for p in choices:
        if p is not costly:
            reviews.keep_known(rnd, p.move, 0.5, 40)
    rows = dialog.view.given_rows
    assert rows[2][0] == f"With what each player knew (1 of {total} rounds)"
    for seat in range(4):
        expect = sum(2.5 if p is costly else 0.5 for p in choices if p.seat == seat)
        assert rows[2][1 + seat] == f"{expect:.1f}", record.players[seat]
    text = dialog.view.given.text()
    assert all(name in text for name in record.players)
    monkeypatch.setattr(reviews, "_memory", {})  # as after a restart: read from the history
    monkeypatch.setattr(reviews, "_known", {})
    dialog.view.set_record(record)
    assert dialog.view.given_rows == rows
    # The list's players' figures over all games say the same of the one round reviewed.
    dialog.refresh()
    model = dialog.players_model
    by_name = {row[0]: row for row in model.rows}
    for seat, name in enumerate(record.players):
        games = sum(name in r.players for r in records)
        rounds = sum(len(r.rounds) for r in records if name in r.players)
        assert by_name[name][1] == str(games)
        assert by_name[name][2:4] == [rows[1][1 + seat], f"1 of {rounds}"]
        assert by_name[name][4:6] == [rows[2][1 + seat], f"1 of {rounds}"]
    others = [row for name, row in by_name.items() if name not in record.players]
    for row in others:
        assert row[2] == "not reviewed" and row[3].startswith("0 of ")
        assert row[4] == "not estimated" and row[5].startswith("0 of ")
