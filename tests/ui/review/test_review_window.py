"""The round-end panel's Review: a finished round searched in a child process, its plays
listed with the points they gave away, key moments first, and any play's options shown;
Stop ends the search; a round being played has no review."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from benchmarks.records import first_round_played, random_move, seated
from dominos.engine import Round, Tile
from dominos.engine.known import as_known
from dominos.engine.review import review_round
from dominos.table.history import HistoryStore
from dominos.table.replay import round_from_state
from dominos.ui.game.replay_dialog import ReplayDialog
from dominos.ui.review.window import ReviewWindow
from dominos.ui.services.round_reviews import reviews as kept_reviews
from dominos.ui.shell.session import Session
from tests.helpers.rounds import finished_round
from tests.ui.game.test_replay_button import screen_for


def opened(qtbot: QtBot, seed: int) -> ReviewWindow:
    """A review window, shown, on the first round of a table played at random."""
    window = ReviewWindow(finished_round(seed), ["Ann", "Bob", "Cy", "Di"], 1)
    qtbot.addWidget(window)
    window.show()
    return window


def reviews() -> list[ReviewWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewWindow)]


def test_the_round_end_panel_reviews_the_round_that_just_ended(qtbot: QtBot) -> None:
    table, now = first_round_played(12)
    state = table.snapshot(2, now)
    screen = screen_for(qtbot)
    screen.set_state(state)
    assert not reviews()
    qtbot.mouseClick(screen.round_end.review_button, Qt.MouseButton.LeftButton)
    (window,) = reviews()
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.state == "done", timeout=60_000)
    rnd = round_from_state(state)
    assert rnd is not None
    hands = [[Tile(*t) for t in h] for h in rnd.hands]
    moves = [(m.seat, None if m.tile is None else Tile(*m.tile), m.end) for m in rnd.moves]
    expected = list(review_round(hands, rnd.opener, moves))
    assert [(p[0], p[1]) for p in window.plays] == [(p.move, p.seat) for p in expected]
    assert [[o[2] for o in p[2]] for p in window.plays] == [
        [o.value for o in p.options] for p in expected
    ]
    assert window.all_list.count() == len(expected) == window.total
    given = sorted((p.given_away for p in expected if p.given_away), reverse=True)
    keys = [window.key_list.item(n).data(Qt.ItemDataRole.UserRole) for n in range(len(given))]
    assert [expected[k].given_away for k in keys] == given  # the costliest play first
    assert "Every play, with" in window.status.text()
    assert given, "random play gives points away"
    window.key_list.setCurrentRow(0)
    worst = expected[keys[0]]
    assert window.current == keys[0]
    assert f"gave away {worst.given_away} with all hands known" in window.key_list.item(0).text()
    shown = [window.options_list.item(n).text() for n in range(window.options_list.count())]
    assert len(shown) == len(worst.options)
    played = worst.options.index(worst.chosen)
    assert shown[played].endswith("(played)") and sum("(best)" in t for t in shown) >= 1
    assert f"{worst.chosen.value:+d}" in shown[played]
    # What if the best option had been played: everyone best after it reaches its value.
    best = next(i for i, o in enumerate(worst.options) if o.value == worst.best_value)
    window.options_list.setCurrentRow(best)
    qtbot.keyClick(window.options_list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.what_if_label.text().startswith("If "), timeout=60_000)
    mover = window.names[worst.seat]
    assert window.what_if_label.text().startswith(f"If {mover} had played ")
    scored = f"score {abs(worst.best_value)}."
    assert window.what_if_label.text().endswith(scored)
    winners = worst.seat % 2 if worst.best_value > 0 else 1 - worst.seat % 2
    assert worst.best_value == 0 or window._team(winners) in window.what_if_label.text()
    assert not window.worker.running and not window.worker.child_alive


def test_stop_ends_the_search_at_once_and_keeps_what_was_found(qtbot: QtBot) -> None:
    window = opened(qtbot, 5)
    assert window.worker.running
    window.stop_button.click()
    assert window.state == "stopped" and not window.stop_button.isEnabled()
    assert not window.worker.child_alive
    assert window.status.text().startswith("Stopped after ")


def test_no_review_of_a_round_being_played(qtbot: QtBot) -> None:
    table = seated(15, 100)
    table.start(0, 0.0)
    screen = screen_for(qtbot)
    screen.set_state(table.snapshot(0, random_move(table, 0.0, random.Random(15), lazy=0.0)))
    assert table.phase == "round" and screen.open_review() is None
    assert not screen.round_end.review_button.isVisible()


def test_a_replayed_round_opens_its_review_too(qtbot: QtBot) -> None:
    table, now = first_round_played(7)
    rnd = round_from_state(table.snapshot(1, now))
    assert rnd is not None
    replay = ReplayDialog(rnd, ["Ann", "Bob", "Cy", "Di"], 3)
    qtbot.addWidget(replay)
    assert replay.review_button.text() == "Review"
    qtbot.mouseClick(replay.review_button, Qt.MouseButton.LeftButton)
    (window,) = reviews()
    assert window.round is rnd and window.windowTitle() == "Review of round 3"
    qtbot.waitUntil(lambda: window.state == "done", timeout=60_000)
    assert len(window.plays) == sum(1 for m in rnd.moves if m.tile is not None)
    window.close()


def test_a_round_reviewed_once_opens_at_once_the_second_time(qtbot: QtBot) -> None:
    first = opened(qtbot, 21)
    qtbot.waitUntil(lambda: first.state == "done", timeout=60_000)
    again = ReviewWindow(first.round, ["Ann", "Bob", "Cy", "Di"], 1)
    qtbot.addWidget(again)
    assert again.state == "done" and again.plays == first.plays
    assert not again.worker.started  # no search started
    assert again.all_list.count() == again.total


def test_a_reviewed_round_opens_at_once_after_a_restart_from_the_history(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept_reviews.use_directory(tmp_path)
    monkeypatch.setattr(kept_reviews, "_memory", {})
    first = opened(qtbot, 31)
    qtbot.waitUntil(lambda: first.state == "done", timeout=60_000)
    monkeypatch.setattr(kept_reviews, "_memory", {})  # as after a restart: nothing in memory
    again = ReviewWindow(first.round, ["Ann", "Bob", "Cy", "Di"], 1)
    qtbot.addWidget(again)
    assert again.state == "done" and again.plays == first.plays
    assert not again.worker.started  # no search started
    assert again.all_list.count() == again.total and again.learn_button.isEnabled()
    stopped = opened(qtbot, 32)
    stopped.stop()
    with HistoryStore.open(tmp_path) as history:
        assert history.review(stopped.round) is None, "a review stopped half-way is not kept"


def test_the_round_just_ended_is_reviewed_during_the_break_and_review_opens_at_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(kept_reviews, "background", True)  # as in the app
    monkeypatch.setattr(kept_reviews, "_memory", {})
    kept_reviews.use_directory(tmp_path)
    table, now = first_round_played(33)
    screen = screen_for(qtbot)
    session = Session()  # the app's service follows the session, whatever screen shows
    kept_reviews.watch(session.state_changed)
    for state in (table.snapshot(0, now),):
        screen.set_state(state)
        session.state_changed.emit(state)
    rnd = round_from_state(table.snapshot(0, now))
    assert rnd is not None
    worker = kept_reviews.running(rnd)
    assert worker is not None and screen.round_end.isVisible()
    assert worker.child_alive and screen.break_clock.running  # nothing waited for it
    session.state_changed.emit(table.snapshot(0, now + 1))  # the same break: nothing more
    assert kept_reviews.running(rnd) is worker
    # Review opened while it runs follows it instead of searching again.
    following = screen.open_review()
    assert isinstance(following, ReviewWindow) and following.background is worker
    assert following.viewer == 0  # the lesson is seat 0's, whose screen this is
    qtbot.addWidget(following)
    assert not following.worker.started
    qtbot.waitUntil(lambda: following.state == "done", timeout=60_000)
    assert len(following.plays) == following.total
    worker.cancel()  # the as-known part goes on after the plays: not waited for here
    with HistoryStore.open(tmp_path) as history:
        assert history.review(rnd) == list(following.plays)
    again = screen.open_review()
    assert isinstance(again, ReviewWindow)
    qtbot.addWidget(again)
    assert again.state == "done" and again.plays == following.plays
    assert not again.worker.started and again.background is None


def test_learning_from_mistakes_asks_each_costly_play_before_answering(qtbot: QtBot) -> None:
    window = opened(qtbot, 12)
    qtbot.waitUntil(lambda: window.state == "done", timeout=60_000)
    mistakes = [k for k, p in enumerate(window.plays) if p[2][p[3]][2] < max(o[2] for o in p[2])]
    assert len(mistakes) >= 2
    window.learn_button.click()
    lesson = window.lesson
    assert lesson.isVisible() and not window.options_list.isVisible()
    assert lesson.question.text().startswith(f"Mistake 1 of {len(mistakes)}: ")
    first = window.plays[mistakes[0]]
    shown = [lesson.options.item(n).text() for n in range(lesson.options.count())]
    assert len(shown) == len(first[2]) and not any("+" in t or ": -" in t for t in shown)
    assert window.current == mistakes[0] and lesson.verdict.text() == ""
    played = first[3]  # the play that was made: never the best here
    lesson.options.setCurrentRow(played)
    qtbot.keyClick(lesson.options, Qt.Key.Key_Return)
    assert lesson.verdict.text().startswith("Not the best: ")
    best = max(range(len(first[2])), key=lambda i: first[2][i][2])
    lesson.options.setCurrentRow(best)
    lesson.answer()
    assert lesson.verdict.text().startswith("Yes: ")
    lesson.next_button.click()
    assert lesson.question.text().startswith(f"Mistake 2 of {len(mistakes)}: ")
    assert window.current == mistakes[1]
    window.learn_button.click()
    assert not lesson.isVisible() and window.options_list.isVisible()


def test_the_viewers_lesson_asks_only_about_their_own_plays(qtbot: QtBot) -> None:
    window = opened(qtbot, 12)
    qtbot.waitUntil(lambda: window.state == "done", timeout=60_000)
    costly: dict[int, list[int]] = {seat: [] for seat in range(4)}
    for k, (_move, seat, options, chosen) in enumerate(window.plays):
        if options[chosen][2] < max(o[2] for o in options):
            costly[seat].append(k)
    mine = max(costly, key=lambda seat: len(costly[seat]))
    assert 2 <= len(costly[mine]) < sum(map(len, costly.values()))
    own = ReviewWindow(window.round, window.names, 1, viewer=mine)  # kept: opens at once
    qtbot.addWidget(own)
    own.show()
    own.learn_button.click()
    asked = []
    for n in range(len(costly[mine])):
        question = own.lesson.question.text()
        assert question.startswith(f"Mistake {n + 1} of {len(costly[mine])}: {own.names[mine]} ")
        asked.append(own.current)
        own.lesson.answer()
        own.lesson.next_button.click()
    assert asked == costly[mine]
    assert not own.lesson.next_button.isEnabled()
    own.lesson.start(own.plays, own.names, [], own=True)  # a round you played perfectly
    assert own.lesson.question.text() == "None of your plays gave points away."


def test_as_known_averages_the_play_shown_over_the_deals_its_player_could_not_rule_out(
    qtbot: QtBot,
) -> None:
    window = opened(qtbot, 12)
    qtbot.waitUntil(lambda: window.state == "done", timeout=60_000)
    # A late play with a choice: few deals fit, so the average is exact.
    k = max(i for i, p in enumerate(window.plays) if len(p[2]) > 1)
    window.show_play(k)
    move, seat, options, chosen = window.plays[k]
    window.known.button.click()
    qtbot.waitUntil(lambda: "With what" in window.known.text.text(), timeout=60_000)
    qtbot.waitUntil(lambda: not window.known.running, timeout=60_000)
    replay = Round([[Tile(*t) for t in h] for h in window.round.hands], window.round.opener)
    for m in window.round.moves[:move]:
        replay.play(Tile(*m.tile), m.end) if m.tile is not None else replay.pass_turn()
    *_, final = as_known(replay, random.Random(move))
    said = window.known.text.text().splitlines()
    assert len(said) == len(options) + 1
    for line, e in zip(said[1:], final, strict=True):
        assert f"{e.mean:+.1f}" in line
    given = max(e.mean for e in final) - final[chosen].mean
    assert said[0].startswith(f"With what {window.names[seat]} knew: gave away {given:.1f}")
    # Kept once final, for what History says each player gave away.
    assert kept_reviews.recall_known(window.round)[move] == pytest.approx(given)
    window.show_play(0)  # another play: the estimate is cleared
    assert window.known.text.text() == ""
