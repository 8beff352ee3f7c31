"""The round-end and game-over panels replay the round that just ended, never a live one."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from benchmarks.records import first_round_played, play_game, random_move, seated
from dominos.ui.game.countdown import Countdown
from dominos.ui.game.replay_dialog import ReplayDialog
from dominos.ui.game.screen import GameScreen


def screen_for(qtbot: QtBot) -> GameScreen:
    screen = GameScreen(turn_clock=Countdown(), break_clock=Countdown())
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    return screen


def replays() -> list[ReplayDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayDialog)]


def test_the_round_end_panel_replays_the_round_from_the_deal(qtbot: QtBot) -> None:
    table, now = first_round_played(12)
    assert table.phase == "break"
    screen = screen_for(qtbot)
    state = table.snapshot(2, now)
    screen.set_state(state)
    before = set(replays())
    qtbot.mouseClick(screen.round_end.replay_button, Qt.MouseButton.LeftButton)
    (dialog,) = set(replays()) - before
    qtbot.addWidget(dialog)
    dealt = table.records[-1].hands
    assert [r.tiles() for r in dialog.rows] == [tuple(t.pair for t in h) for h in dealt]
    dialog.go(len(dialog.steps) - 1)
    assert dialog.steps[dialog.step].line == state.line


def test_the_game_over_panel_replays_the_last_round(qtbot: QtBot) -> None:
    table = seated(13, 50)
    table.start(0, 0.0)
    play_game(table, random.Random(13))
    screen = screen_for(qtbot)
    screen.set_state(table.snapshot(0, 1e6))
    before = set(replays())
    qtbot.mouseClick(screen.game_over.replay_button, Qt.MouseButton.LeftButton)
    (dialog,) = set(replays()) - before
    qtbot.addWidget(dialog)
    assert len(dialog.steps) == len(table.records[-1].events) + 1


def test_no_replay_of_a_round_being_played(qtbot: QtBot) -> None:
    table = seated(14, 100)
    table.start(0, 0.0)
    now = random_move(table, 0.0, random.Random(14), lazy=0.0)
    screen = screen_for(qtbot)
    screen.set_state(table.snapshot(0, now))
    assert screen.open_replay() is None
    assert not screen.round_end.isVisible() and not screen.game_over.isVisible()
