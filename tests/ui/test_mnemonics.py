"""Alt+letter reaches one control per window in every language: no two visible, enabled
controls of a window (buttons, check boxes, and labels that lead to a field) share the
underlined letter, on any screen or dialog the app opens (a translation can easily repeat
one)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QTabBar, QWidget

from benchmarks.records import first_round_played, generated_records, play_game, seated
from dominos.hosting.options import HostOptions
from dominos.table.state import State
from dominos.ui.history.history_dialog import HistoryDialog
from dominos.ui.kit.confirm import confirm
from dominos.ui.services.context import AppContext
from dominos.ui.services.language import LANGUAGES, Translators
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow

from .conftest import LoopRunner
from .snapshots import Found, lobby


def mnemonic_texts(widget: QWidget) -> list[str]:
    """The texts of ``widget`` that Qt turns into an Alt+letter shortcut."""
    if isinstance(widget, QAbstractButton):
        return [widget.text()]
    if isinstance(widget, QLabel):
        return [widget.text()] if widget.buddy() is not None else []
    if isinstance(widget, QGroupBox):
        return [widget.title()]
    if isinstance(widget, QTabBar):
        return [
            widget.tabText(i)
            for i in range(widget.count())
            if widget.isTabEnabled(i) and widget.isTabVisible(i)
        ]
    return []


def shortcuts(window: QWidget) -> tuple[dict[str, list[str]], int]:
    """The Alt+letter keys of ``window``'s visible, enabled controls, with their texts, and
    how many such controls it has."""
    found: dict[str, list[str]] = {}
    controls = 0
    for widget in [window, *window.findChildren(QWidget)]:
        if widget.window() is not window or not (widget.isVisible() and widget.isEnabled()):
            continue
        controls += isinstance(widget, QAbstractButton)
        for text in mnemonic_texts(widget):
            key = QKeySequence.mnemonic(text)
            if not key.isEmpty():
                found.setdefault(key.toString(), []).append(text)
    return found, controls


def finished_round(window: MainWindow) -> QWidget:
    table, now = first_round_played(12)
    window.stack.show_state(table.snapshot(0, now))
    return window


def show(window: MainWindow, state: State) -> MainWindow:
    window.stack.show_state(state)
    return window


def game(window: MainWindow, *, over: bool) -> QWidget:
    table = seated(7, 50)
    table.start(0, 0.0)
    if over:
        play_game(table, random.Random(7))
    return show(window, table.snapshot(0, 1.0))


def home(window: MainWindow, offer: str) -> QWidget:
    """The home screen with every control in use: a name, a code, a table listed and a seat
    to take back."""
    window.home.set_code("K7QM2X")
    window.home.set_tables([Found("Ann's table", "Ann", 2, "lobby")])
    window.home.set_offer(offer.format(table="Kitchen"))
    return window


def address(window: MainWindow) -> QWidget:
    dialog = window.seating.open_address_dialog("192.168.1.20:47474")
    dialog.code_edit.setText("K7QM2X")  # Join is enabled only with both filled in
    return dialog


def host_dialog(window: MainWindow) -> QWidget:
    window.seating.ask_target()
    assert window.seating.host_dialog is not None
    return window.seating.host_dialog


def new_game_dialog(window: MainWindow) -> QWidget:
    window.stack.new_game_requested.emit()
    assert window.new_game_dialog is not None
    return window.new_game_dialog


def lobby_host(window: MainWindow) -> QWidget:
    window.stack.show_state(lobby(4))
    window.lobby.set_addresses(["192.168.1.20:47474"])
    return window


def close_table_question(window: MainWindow) -> QWidget:
    window.stack.show_state(lobby(3))
    window.lobby.leave_button.click()
    assert window.lobby.confirm_box is not None
    return window.lobby.confirm_box


def quit_question(window: MainWindow, runs_table: bool) -> QWidget:
    return confirm(window, lambda: window.quit_question(runs_table), on_yes=lambda: None)


def history(window: MainWindow) -> QWidget:
    window.context.keep_record(generated_records(1, seed=3)[0])
    dialog = window.pages.show_history()
    dialog.games.selectRow(0)
    return dialog


def history_game(window: MainWindow) -> HistoryDialog:
    dialog = window.pages.show_history()
    dialog.show_record(generated_records(1, seed=3)[0])
    return dialog


def replay(window: MainWindow) -> QWidget:
    dialog = history_game(window)
    shown = dialog.view.replay(1)
    assert shown is not None
    shown.go(2)
    return shown


def round_end_replay(window: MainWindow) -> QWidget:
    finished_round(window)
    assert window.game is not None
    shown = window.game.open_replay()
    assert shown is not None
    return shown


def rules(window: MainWindow) -> QWidget:
    window.pages.show_help()
    assert window.pages.help is not None
    return window.pages.help


def keys(window: MainWindow) -> QWidget:
    window.pages.show_keys()
    assert window.pages.keys is not None
    return window.pages.keys


def _seat(text: str) -> str:
    return QCoreApplication.translate("seat", text)


#: Each window the app opens, brought to where the most of its controls are enabled.
VIEWS: dict[str, Callable[[MainWindow], QWidget]] = {
    "home with a seat to resume": lambda w: home(w, _seat("&Resume your table")),
    "home with a seat to rejoin": lambda w: home(w, _seat("&Rejoin the game at {table}")),
    "join by address": address,
    "host a table": host_dialog,
    "new game": new_game_dialog,
    "preferences": lambda w: w.preferences.open(),
    "lobby, host": lobby_host,
    "lobby, guest": lambda w: show(w, lobby(4, you=1)),
    "close the table?": close_table_question,
    "quit and close the table?": lambda w: quit_question(w, True),
    "quit for now?": lambda w: quit_question(w, False),
    "game": lambda w: game(w, over=False),
    "round end": finished_round,
    "round end replay": round_end_replay,
    "game over": lambda w: game(w, over=True),
    "history": history,
    "history of one game": history_game,
    "replay from the history": replay,
    "rules": rules,
    "keys": keys,
}


#: The home screen's first button in each language, to tell that the catalogue was loaded.
HOST = {"en": "&Host a table", "es": "&Abrir una mesa", "pt_BR": "&Abrir uma mesa"}


@pytest.fixture
def window(
    request: pytest.FixtureRequest,
    settings: Settings,
    english: Translators,
    loop: LoopRunner,
    tmp_path: Path,
) -> Iterator[MainWindow]:
    """A window speaking the language the test asks for from the start."""
    english.install(request.param)
    options = HostOptions(bind="127.0.0.1", port=0, discovery=False, state_dir=tmp_path)
    context = AppContext(settings, options)
    context.translators = english
    win = MainWindow(context, name="Ann")
    win.resize(1280, 800)
    win.show()
    assert win.home.host_button.text() == HOST[request.param], "the language did not apply"
    yield win
    # Closed here as well as after every test, so that no dialog is retranslated when the
    # language goes back to English below.
    for top in QApplication.topLevelWidgets():
        if top is not win and top.isVisible():
            top.close()
    win.stack.show_home()  # stops the clocks of a game screen
    win.close_for_quit()
    english.install("en")


@pytest.mark.parametrize("window", list(LANGUAGES), indirect=True)
@pytest.mark.parametrize("view", list(VIEWS))
def test_no_two_controls_of_a_window_share_an_alt_letter(window: MainWindow, view: str) -> None:
    shown = VIEWS[view](window)
    QApplication.processEvents()
    assert shown.isVisible(), f"{view} did not open"
    letters, controls = shortcuts(shown.window())
    assert controls, f"{view}: found no enabled button: the scan is broken"
    shared = {key: texts for key, texts in letters.items() if len(texts) > 1}
    language = QLocale().name()
    assert not shared, f"{view} in {language}: one Alt+letter for several controls: {shared}"


@pytest.mark.parametrize("window", ["en"], indirect=True)
def test_the_scan_counts_labels_that_lead_to_a_field_and_enabled_buttons(
    window: MainWindow,
) -> None:
    """The home screen's "Your name" label leads to the name field; Join counts only once
    a code lets it be pressed."""
    letters, _ = shortcuts(window)
    assert letters["Alt+Y"] == ["&Your name"]
    assert letters.get("Alt+J") is None
    window.home.set_code("K7QM2X")
    letters, _ = shortcuts(window)
    assert letters["Alt+J"] == ["&Join"]
