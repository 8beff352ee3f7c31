"""The round so far: every play and pass in order, the numbers out, and nothing private."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from benchmarks.records import random_move
from dominos.table import Table
from dominos.ui import words
from dominos.ui.game.countdown import Countdown
from dominos.ui.game.screen import GameScreen

CODE = "ABC234"
NAMES = ("Ann", "Bob", "Cy", "Di")


def table_after(moves: int, seed: int = 4) -> Table:
    """A real table a few moves into its first round, passes included where forced."""
    rng = random.Random(seed)
    table = Table(code=CODE, rng=random.Random(seed))
    for name in NAMES:
        table.join(name, CODE, 0.0)
    table.start(0, 0.0)
    now = 0.0
    for _ in range(moves):
        now = random_move(table, now, rng, lazy=0.0)
    return table


@pytest.fixture
def screen(qtbot: QtBot) -> GameScreen:
    widget = GameScreen(turn_clock=Countdown(), break_clock=Countdown())
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)
    return widget


def shown_lines(screen: GameScreen) -> list[str]:
    lst = screen.round_log.list
    return [lst.item(i).text() for i in range(lst.count())]


def test_the_panel_opens_and_closes_by_key_and_by_button(qtbot: QtBot, screen: GameScreen) -> None:
    screen.set_state(table_after(3).snapshot(1, 3.0))
    assert not screen.round_log.isVisible()
    qtbot.keyClick(screen, Qt.Key.Key_L)
    assert screen.round_log.isVisible() and screen.header.log_button.isChecked()
    qtbot.mouseClick(screen.header.log_button, Qt.MouseButton.LeftButton)
    assert not screen.round_log.isVisible()
    qtbot.mouseClick(screen.header.log_button, Qt.MouseButton.LeftButton)
    assert screen.round_log.isVisible()


def test_every_move_is_listed_in_order_with_who_and_which_end(screen: GameScreen) -> None:
    table = table_after(14)
    events = table.records[-1].events
    assert any(e.tile is None for e in events), "the deal was picked to include a pass"
    screen.set_state(table.snapshot(2, 20.0))
    lines = shown_lines(screen)
    assert len(lines) == len(events)
    for line, ev in zip(lines, events, strict=True):
        assert line.startswith(NAMES[ev.seat])
        if ev.tile is None:
            assert "passed on" in line
        elif ev.end is None:
            assert f"opened with {words.tile_text(ev.tile)}" in line
        else:
            assert f"{words.tile_text(ev.tile)} on the {ev.end}" in line


def test_each_number_counts_its_tiles_on_the_line(screen: GameScreen) -> None:
    table = table_after(10)
    state = table.snapshot(0, 20.0)
    screen.set_state(state)
    for n, label in enumerate(screen.round_log.counts):
        on_line = sum(1 for tile in state.line if n in tile)
        assert label.text() == f"{on_line}/7"


def test_nothing_of_another_hand_shows(screen: GameScreen) -> None:
    table = table_after(9)
    screen.set_state(table.snapshot(0, 20.0))
    text = " ".join(shown_lines(screen))
    rnd = table.current_round
    assert rnd is not None
    for seat in (1, 2, 3):
        for tile in rnd.hand(seat):
            assert words.tile_text(tile.pair) not in text


def test_a_pass_names_the_ends_it_passed_on(screen: GameScreen) -> None:
    table = table_after(14)
    state = table.snapshot(0, 20.0)
    screen.set_state(state)
    passes = [line for line in shown_lines(screen) if "passed on" in line]
    assert passes
    for seat, info in enumerate(state.seats):
        for n in info.passed_on:
            assert any(
                line.startswith(NAMES[seat]) and words.number_word(n) in line for line in passes
            )
