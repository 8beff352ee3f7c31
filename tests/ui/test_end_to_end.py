"""A whole game, target 50, played by four real windows on one table, by mouse and keyboard.

The host opens the table through its own dialog and takes its seat over loopback; three more
windows join with the code. Every move goes through the widgets a player touches: a tile of the
hand clicked or picked with its number key, an end of the board clicked or chosen with an arrow
key when a tile fits two different ends, the Pass button or P when nothing fits, and the host's
"Start next round now" between rounds (the first break is left to run out). After every move
the four screens must show the same line, scores and round, and at the end the same winner and
the same round-by-round table.

The deal and the players' choices are seeded, so the game is the same on every run; the turn
clock is short (time_scale 0.1: 4.5 s a turn, a 3 s break) but far longer than a move takes, and
the test fails if the table ever has to play for someone.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import dominos.hosting.service
import dominos.table
from dominos.table.record import GameRecord
from dominos.table.state import State
from dominos.ui import words
from dominos.ui.board.board_view import BoardView
from dominos.ui.board.end_item import EndItem
from dominos.ui.game.screen import PLACES, GameScreen
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow

from .conftest import LoopRunner, list_hosted_table, loopback_context, open_windows, quit_windows

NAMES = ("Ann", "Bo", "Cy", "Dee")
TARGET = 50
TIME_SCALE = 0.1
#: Seeds for the deal and for the players' choices; together they give a three-round game
#: with passes, end choices and both ways of starting the next round.
DEAL_SEED = 1
PLAYER_SEED = 3
#: The longest a move may take to reach all four screens (a turn lasts 4.5 s).
MOVE_TIMEOUT = 4.0


@pytest.fixture
def context(
    settings: Settings, loop: LoopRunner, monkeypatch: pytest.MonkeyPatch
) -> Iterator[AppContext]:
    # The app's own hosting path, with a seeded deal instead of the system's random source.
    seeded = functools.partial(dominos.table.Table, rng=random.Random(DEAL_SEED))
    monkeypatch.setattr(dominos.hosting.service, "Table", seeded)
    yield from loopback_context(settings, loop, TIME_SCALE)


@pytest.fixture
def windows(qtbot: QtBot, context: AppContext, loop: LoopRunner) -> Iterator[list[MainWindow]]:
    made = open_windows(context, NAMES)
    yield made
    quit_windows(loop, made)


def screen_of(window: MainWindow) -> GameScreen:
    assert window.game is not None, f"{window.windowTitle()} shows no game screen"
    return window.game


def shown(window: MainWindow) -> State:
    state = screen_of(window).state()
    assert state is not None
    return state


def board_of(window: MainWindow) -> BoardView:
    board = screen_of(window).board_widget
    assert isinstance(board, BoardView)
    return board


def lit_ends(window: MainWindow) -> set[str]:
    scene = board_of(window).scene()
    return {i.end for i in scene.items() if isinstance(i, EndItem) and i.isVisible()}


def activate(qtbot: QtBot, window: MainWindow) -> None:
    """Keys reach a window's shortcuts only while it is the active one, as on a desktop."""
    if QApplication.activeWindow() is not window:
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def wait_for_news(loop: LoopRunner, windows: list[MainWindow], after: int) -> State:
    """Wait until all four screens show one and the same snapshot newer than ``after``."""

    def settled() -> bool:
        states = [w.game.state() if w.game is not None else None for w in windows]
        versions = {s.version if s is not None else -1 for s in states}
        return len(versions) == 1 and versions.pop() > after

    loop.wait_until(settled, timeout=MOVE_TIMEOUT)
    return shown(windows[0])


def check_agreement(windows: list[MainWindow]) -> None:
    """The four screens show the same table: line, opening, scores, round, target, turn."""
    states = [shown(w) for w in windows]
    first = states[0]
    for seat, (window, state) in enumerate(zip(windows, states, strict=True)):
        assert state.you == seat
        assert (state.phase, state.round, state.turn) == (first.phase, first.round, first.turn)
        assert (state.line, state.opening_index) == (first.line, first.opening_index)
        assert state.scores == first.scores and state.target == TARGET
        header = screen_of(window).header
        assert [t.score.text() for t in header.teams] == [str(p) for p in first.scores]
        assert header.target_label.text() == f"Target {TARGET}"
        if state.phase == "round":
            on_board = [item.tile for item in board_of(window).tile_items()]
            assert [sorted(t) for t in on_board] == [sorted(t) for t in state.line]
    # Four windows of one size lay the line out identically, tile for tile.
    layouts = {tuple(i.tile for i in board_of(w).tile_items()) for w in windows}
    assert len(layouts) == 1 or first.phase != "round"


class Players:
    """Four players at four windows, each move made with the mouse or the keyboard."""

    def __init__(self, qtbot: QtBot, loop: LoopRunner, windows: list[MainWindow]) -> None:
        self.qtbot, self.loop, self.windows = qtbot, loop, windows
        self.rng = random.Random(PLAYER_SEED)
        self.done: Counter[str] = Counter()

    def move(self, state: State) -> None:
        """The seat whose turn it is plays a tile it may play, or passes when it must."""
        assert state.turn is not None
        window = self.windows[state.turn]
        screen = screen_of(window)
        hand = screen.hand.tiles()
        assert hand == shown(window).hand
        raised = [i for i in range(len(hand)) if screen.hand.is_raised(i)]
        assert "Your turn" in screen.prompt.text()
        for other in self.windows:
            if other is not window:
                # Off turn every tile sits level, Pass is greyed, the prompt names the player.
                waiting = screen_of(other)
                assert not any(waiting.hand.is_raised(i) for i in range(len(waiting.hand.tiles())))
                assert not waiting.pass_button.isEnabled()
                assert waiting.prompt.text().startswith(f"{NAMES[state.turn]} to play")
        by_keys = self.rng.random() < 0.5
        if not raised:
            assert screen.pass_button.isEnabled(), "nothing fits, yet Pass is greyed out"
            assert "Nothing fits" in screen.prompt.text()
            self._pass(window, by_keys)
            self.expect(state, "pass", None, None)
            return
        assert not screen.pass_button.isEnabled(), "Pass is offered while a tile fits"
        ends = state.ends
        two_ways = [
            i
            for i in raised
            if ends is not None and ends[0] != ends[1] and set(ends) <= set(hand[i])
        ]
        index = self.rng.choice(two_ways if two_ways else raised)
        tile = hand[index]
        if index in two_ways:
            end = self.rng.choice(["left", "right"])
            self._play_choosing_end(window, index, end, by_keys)
        else:
            self._play(window, index, by_keys)
            end = None
        self.expect(state, "play", tile, end)

    # -- the widgets ------------------------------------------------------------------
    def _click_tile(self, window: MainWindow, index: int) -> None:
        hand = screen_of(window).hand
        centre = hand.tile_rect(index).center().toPoint()
        self.qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=centre)

    def _key(self, window: MainWindow, key: Qt.Key) -> None:
        activate(self.qtbot, window)
        self.qtbot.keyClick(screen_of(window), key)

    def _pick(self, window: MainWindow, index: int) -> None:
        self._key(window, Qt.Key(Qt.Key.Key_1.value + index))

    def _pass(self, window: MainWindow, by_keys: bool) -> None:
        if by_keys:
            self._key(window, Qt.Key.Key_P)
            self.done["pass by key"] += 1
        else:
            self.qtbot.mouseClick(screen_of(window).pass_button, Qt.MouseButton.LeftButton)
            self.done["pass by click"] += 1

    def _play(self, window: MainWindow, index: int, by_keys: bool) -> None:
        if by_keys:
            self._pick(window, index)
            assert screen_of(window).hand.selected() == index
            self._key(window, Qt.Key.Key_Return)
            self.done["tile by key"] += 1
        else:
            self._click_tile(window, index)
            self.done["tile by click"] += 1

    def _play_choosing_end(self, window: MainWindow, index: int, end: str, by_keys: bool) -> None:
        screen = screen_of(window)
        if by_keys:
            self._pick(window, index)
        else:
            self._click_tile(window, index)
        # Nothing is played yet: both ends glow and the prompt says how to choose one.
        assert screen.hand.selected() == index
        assert lit_ends(window) == {"left", "right"}
        assert "press Left or Right" in screen.prompt.text()
        if by_keys:
            self._key(window, Qt.Key.Key_Left if end == "left" else Qt.Key.Key_Right)
            assert lit_ends(window) == {end}
            self._key(window, Qt.Key.Key_Return)
            self.done["end by key"] += 1
        else:
            board = board_of(window)
            where = board.end_positions()[end]
            self.qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=where)
            self.done["end by click"] += 1

    # -- what every screen must then show ---------------------------------------------
    def expect(
        self, before: State, kind: str, tile: tuple[int, int] | None, end: str | None
    ) -> None:
        after = wait_for_news(self.loop, self.windows, before.version)
        check_agreement(self.windows)
        last = after.last
        assert last is not None, f"no move shown after {kind} by seat {before.turn}"
        assert last.kind == kind, (
            f"expected a {kind} by seat {before.turn}, the screens show {last}"
        )
        assert last.seat == before.turn
        if tile is not None:
            assert last.tile is not None and sorted(last.tile) == sorted(tile)
            assert len(after.line) == len(before.line) + 1 or after.phase != "round"
        if end is not None:
            assert last.end == end
        if kind == "pass" and after.phase == "round":
            # Everyone sees, under the passer's name, the numbers they passed on.
            seat = last.seat
            assert before.ends is not None
            assert set(before.ends) <= set(after.seats[seat].passed_on)
            label = words.passed_on_label(after.seats[seat].passed_on)
            for you, window in enumerate(self.windows):
                badge = screen_of(window).badges[PLACES[(seat - you) % 4]]
                assert badge.passed_label.text().replace("\n", " ") == label and label.startswith(
                    "Passed on"
                )


def test_four_windows_play_a_whole_game_to_the_target(
    qtbot: QtBot,
    context: AppContext,
    windows: list[MainWindow],
    loop: LoopRunner,
) -> None:
    host, guests = windows[0], windows[1:]
    kept: list[GameRecord] = []
    context.keep_record = kept.append  # type: ignore[method-assign,assignment]

    # The host opens a table at 50 points through the dialog, and shares its code.
    qtbot.mouseClick(host.home.host_button, Qt.MouseButton.LeftButton)
    dialog = host.seating.host_dialog
    assert dialog is not None
    dialog.set_target(TARGET)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    loop.wait_until(lambda: host.stack.currentWidget() is host.lobby)
    assert context.hosting is not None
    code = host.lobby.code_label.text()
    assert code == context.hosting.code
    list_hosted_table(context)
    for guest in guests:
        guest.home.code_edit.setText(code)
        qtbot.mouseClick(guest.home.join_button, Qt.MouseButton.LeftButton)
        loop.wait_until(lambda: guest.stack.currentWidget() is guest.lobby)  # noqa: B023
    loop.wait_until(lambda: host.lobby.start_button.isEnabled())
    qtbot.mouseClick(host.lobby.start_button, Qt.MouseButton.LeftButton)
    loop.wait_until(lambda: all(w.game is not None and w.game.isVisible() for w in windows))
    state = wait_for_news(loop, windows, -1)
    assert state.phase == "round" and state.round == 1

    players = Players(qtbot, loop, windows)
    breaks: Counter[str] = Counter()
    seen_rounds: list[int] = []
    while state.phase != "over":
        if state.phase == "round":
            if not seen_rounds or seen_rounds[-1] != state.round:
                seen_rounds.append(state.round)
            players.move(state)
        else:
            assert state.phase == "break"
            check_round_end(windows, state)
            panel = screen_of(host).round_end
            if not breaks:
                # The first break runs out on its own and the next round starts.
                breaks["ran out"] += 1
                loop.wait_until(
                    lambda: shown(host).phase == "round", timeout=30 * TIME_SCALE + MOVE_TIMEOUT
                )
            else:
                qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
                breaks["started by the host"] += 1
            after = wait_for_news(loop, windows, state.version)
            assert after.phase == "round" and after.round == state.round + 1
            check_agreement(windows)
        state = shown(host)

    check_agreement(windows)
    check_game_over(windows, state)
    assert seen_rounds == list(range(1, state.round + 1))
    # Each window's seat received the finished game's record, for this computer's history.
    loop.wait_until(lambda: len(kept) == 4)
    assert len({r.id for r in kept}) == 1
    assert kept[0].scores == state.scores and len(kept[0].rounds) == state.round
    # The seeded game exercises every way in; if the engine's deal changes, pick other seeds.
    wanted = {
        "tile by click",
        "tile by key",
        "end by click",
        "end by key",
        "pass by click",
        "pass by key",
    }
    assert wanted <= set(players.done), f"the game never used {wanted - set(players.done)}"
    assert set(breaks) == {"ran out", "started by the host"}, breaks


def check_round_end(windows: list[MainWindow], state: State) -> None:
    """All four show the same round-end panel; only the host may start the next round."""
    assert state.result is not None
    texts = set()
    for seat, window in enumerate(windows):
        screen = screen_of(window)
        assert screen.centre.currentWidget() is screen.round_end
        assert screen.round_end.next_button.isVisible() == (seat == 0)
        assert not screen.hand.isVisible() and not screen.pass_button.isVisible()
        texts.add(screen.round_end.outcome.text() + "|" + screen.round_end.score.text())
    assert len(texts) == 1
    check_agreement(windows)


def check_game_over(windows: list[MainWindow], state: State) -> None:
    """The same winner, final score and round-by-round table on all four screens."""
    winner = state.winner
    assert winner is not None
    assert state.scores[winner] >= TARGET > state.scores[1 - winner]
    assert len(state.rounds) == state.round
    assert [sum(r.points for r in state.rounds if r.winning_team == t) for t in (0, 1)] == list(
        state.scores
    )
    winners = ("Ann and Cy", "Bo and Dee")[winner]
    tables = set()
    for seat, window in enumerate(windows):
        screen = screen_of(window)
        panel = screen.game_over
        assert screen.centre.currentWidget() is panel and panel.isVisible()
        assert panel.title.text() == f"{winners} win!"
        assert str(state.scores[winner]) in panel.final.text()
        assert panel.new_button.isVisible() == (seat == 0)
        assert panel.leave_button.isVisible()
        rows = tuple(
            tuple(panel.table.item(r, c).text() for c in range(panel.table.columnCount()))
            for r in range(panel.table.rowCount())
        )
        assert len(rows) == state.round
        assert rows[-1][-2:] == tuple(str(p) for p in state.scores)
        tables.add(rows)
    assert len(tables) == 1
