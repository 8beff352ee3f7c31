"""The language picked on the home screen applies at once to every window, is kept in
the settings, and the rules open in it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from benchmarks.records import first_round_played, generated_records
from dominos.hosting.options import HostOptions
from dominos.ui.game.help_dialog import HelpDialog
from dominos.ui.game.replay_dialog import ReplayDialog
from dominos.ui.kit.confirm import confirm
from dominos.ui.services.context import AppContext
from dominos.ui.services.errors import describe
from dominos.ui.services.language import Translators
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow

from .conftest import LoopRunner
from .snapshots import Found, lobby


@pytest.fixture
def context(settings: Settings, english: Translators, loop: LoopRunner) -> Iterator[AppContext]:
    context = AppContext(settings, HostOptions(bind="127.0.0.1", port=0, discovery=False))
    context.translators = english
    yield context
    english.install("en")


@pytest.fixture
def window(context: AppContext) -> Iterator[MainWindow]:
    win = MainWindow(context, name="Ann")
    win.show()
    yield win
    win.close_for_quit()


def pick(window: MainWindow, code: str) -> None:
    """Choose ``code`` in the window's language menu, as a player does."""
    choice = window.home.language_choice
    choice.activated.emit(choice.findData(code))
    QApplication.processEvents()


def words(root: QWidget) -> dict[str, str]:
    """What the visible labels and buttons under ``root`` say, by object."""
    return {
        f"{type(w).__name__}{i}": w.text()
        for i, w in enumerate(root.findChildren(QLabel) + root.findChildren(QAbstractButton))
        if w.isVisibleTo(root) and w.text()
    }


def test_picking_a_language_rewords_the_home_screen_at_once(
    window: MainWindow, context: AppContext, settings: Settings
) -> None:
    english = words(window.home)
    pick(window, "es")
    assert window.home.host_button.text() == "&Abrir una mesa"
    assert settings.language == "es"
    spanish = words(window.home)
    same = {k: v for k, v in english.items() if spanish.get(k) == v and v != "Dominos"}
    assert not same, f"left in English after switching to Spanish: {same}"
    pick(window, "pt_BR")
    assert window.home.host_button.text() == "&Abrir uma mesa"
    assert window.home.join_button.text() == "&Entrar"
    pick(window, "en")
    assert words(window.home) == english


def test_the_choice_shows_in_every_window_and_survives_a_restart(
    window: MainWindow, context: AppContext, settings: Settings
) -> None:
    other = MainWindow(context, name="Bo", remember=False)
    try:
        pick(window, "pt_BR")
        assert other.home.language_choice.current == "pt_BR"
        assert other.home.host_button.text() == "&Abrir uma mesa"
        again = MainWindow(context, name="Cy", remember=False)
        assert again.home.language_choice.current == "pt_BR"
        again.close_for_quit()
    finally:
        other.close_for_quit()


def test_a_lobby_on_screen_is_reworded_and_keeps_its_addresses(
    window: MainWindow, context: AppContext
) -> None:
    window.stack.show_state(lobby(2))
    window.lobby.set_addresses(["192.168.1.20:47474"])
    other = MainWindow(context, name="Bo", remember=False)
    try:
        pick(other, "es")  # picked in another window while this one shows the lobby
        assert window.stack.currentWidget() is window.lobby
        assert window.lobby.copy_button.text() == "&Copiar"
        assert "192.168.1.20:47474" in window.lobby.addresses.text()
        assert window.lobby.addresses.text().startswith("Si no les aparece la mesa")
    finally:
        other.close_for_quit()


def test_a_table_the_host_did_not_name_is_named_in_each_players_language(
    window: MainWindow, english: Translators, loop: LoopRunner
) -> None:
    # Ann's app opens a table: no name in her language goes to the table, the others or the
    # journal; each app words "Ann's table" itself.
    loop.run(window.seating.host_table(100))
    try:
        assert window.context.hosting is not None and window.session is not None
        assert window.context.hosting.table_name == ""
        state = window.session.state
        assert state is not None and state.table_name == ""
        assert window.lobby.title.full_text() == "Ann's table"
        window.home.set_tables(
            [
                Found("Ann's table", "Ann", 1, "lobby", named=False),
                Found("Kitchen", "Bo", 2, "lobby"),
            ]
        )
        for code, name in (("es", "Mesa de Ann"), ("pt_BR", "Mesa de Ann"), ("en", "Ann's table")):
            english.install(code)
            QApplication.processEvents()
            assert window.lobby.title.full_text() == name
            rows = [window.home.table_list.item(i).text() for i in range(2)]
            assert rows[0].startswith(f"{name}\n") and rows[1].startswith("Kitchen\n"), rows
    finally:
        loop.settle(window.context.shutdown())


def test_the_rules_open_in_the_app_language_and_follow_it(
    window: MainWindow, english: Translators
) -> None:
    help_window = HelpDialog(window)
    assert help_window.browser.toPlainText().startswith("How to play Dominos")
    english.install("es")
    QApplication.processEvents()
    assert help_window.browser.toPlainText().startswith("Cómo se juega a Dominos")
    assert help_window.windowTitle() == "Cómo se juega a Dominos"
    english.install("pt_BR")
    assert HelpDialog(window).browser.toPlainText().startswith("Como jogar Dominos")


def test_the_history_opens_in_the_language_picked_since(window: MainWindow) -> None:
    window.pages.show_history()
    assert window.pages.history is not None
    assert window.pages.history.windowTitle() == "History"
    window.pages.history.close()
    pick(window, "es")
    window.pages.show_history()
    assert window.pages.history.windowTitle() == "Historial"
    window.pages.history.close()


def test_an_open_history_follows_a_change_of_language(window: MainWindow, qtbot: QtBot) -> None:
    """Picking a language while the History window is open (on a game) words it anew at
    once, still open on that game, instead of leaving it in the old language."""
    record = generated_records(1, seed=3)[0]
    window.pages.show_history()
    old = window.pages.history
    assert old is not None and old.windowTitle() == "History"
    old.show_record(record)
    pick(window, "es")
    qtbot.waitUntil(lambda: window.pages.history is not old, timeout=10_000)
    new = window.pages.history
    assert new is not None
    qtbot.waitUntil(new.isVisible, timeout=10_000)
    assert new.windowTitle() == "Historial"
    shown = new.showing_record()
    assert shown is not None and shown.id == record.id
    labels = {button.text() for button in new.view.findChildren(QPushButton)}
    assert "< &Todas las partidas" in labels
    # The old window is closed, and deleted once the event loop has run (as soon as the
    # waits above let it, which depends on the system's timing).
    assert not (shiboken6.isValid(old) and old.isVisible())
    new.close()


def test_an_open_replay_follows_a_change_of_language_on_the_move_it_shows(
    window: MainWindow, qtbot: QtBot
) -> None:
    """A replay open from the History window is worded anew, still open on the same
    round and move, after the History window itself was built again."""
    record = generated_records(1, seed=3)[0]
    window.pages.show_history()
    history = window.pages.history
    assert history is not None
    history.show_record(record)
    replay = history.view.replay(1)
    assert replay is not None and replay.windowTitle() == "Replay of round 2"
    replay.go(3)
    english = replay.caption.text()
    assert english.startswith("Move 3 of ")
    pick(window, "es")
    qtbot.waitUntil(lambda: window.pages.history is not history, timeout=10_000)
    new = window.pages.history
    assert new is not None
    qtbot.waitUntil(new.isVisible, timeout=10_000)
    assert replay.isVisible() and replay in new.view.replays
    assert replay.windowTitle() == "Repetición de la ronda 2"
    assert replay.step == 3
    assert replay.caption.text().startswith("Jugada 3 de ")
    assert replay.caption.text() != english.replace("Move", "Jugada", 1)  # the move too
    assert [b.text() for b in (replay.first_button, replay.last_button)] == ["Reparto", "Final"]
    replay.go(4)  # still steps through its round
    assert replay.caption.text().startswith("Jugada 4 de ")
    replay.close()
    new.close()


@pytest.fixture
def elsewhere(context: AppContext) -> Iterator[MainWindow]:
    """A second window of the same app, where the language is picked while a dialog of
    the first stays open (a dialog holds only its own window)."""
    other = MainWindow(context, name="Bo", remember=False)
    yield other
    other.close_for_quit()


def test_an_open_host_dialog_is_reworded_and_keeps_the_target(
    window: MainWindow, elsewhere: MainWindow
) -> None:
    window.seating.ask_target()
    dialog = window.seating.host_dialog
    assert dialog is not None and dialog.windowTitle() == "Host a table"
    dialog.set_target(300)
    pick(elsewhere, "es")
    assert dialog.isVisible() and dialog.windowTitle() == "Abrir una mesa"
    assert dialog.target == 300 and dialog.target_box.currentText() == "300 puntos"
    assert dialog.target_label.text() == "&Meta"
    dialog.reject()


def test_an_open_new_game_dialog_is_reworded_as_a_new_game(
    window: MainWindow, elsewhere: MainWindow
) -> None:
    window.stack.new_game_requested.emit()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.open_button.text() == "&Start new game"
    pick(elsewhere, "pt_BR")
    assert dialog.windowTitle() == "Nova partida"
    assert dialog.open_button.text() == "&Começar nova partida"
    dialog.reject()


def test_an_open_address_dialog_is_reworded_and_keeps_what_was_typed(
    window: MainWindow, elsewhere: MainWindow
) -> None:
    dialog = window.seating.open_address_dialog("192.168.1.20:47474")
    dialog.code_edit.setText("ABC234")
    assert dialog.join_button.text() == "&Join"
    pick(elsewhere, "es")
    assert dialog.windowTitle() == "Unirse por dirección"
    assert dialog.join_button.text() == "&Unirse"
    assert dialog.address_edit.text() == "192.168.1.20:47474" and dialog.code == "ABC234"
    dialog.set_busy(True)
    assert dialog.status.text() == "Buscando la mesa..."
    pick(elsewhere, "en")
    assert dialog.status.text() == "Reaching the table..."
    dialog.reject()


def test_open_preferences_are_reworded_and_keep_the_changes_not_yet_saved(
    window: MainWindow, elsewhere: MainWindow
) -> None:
    dialog = window.preferences.open()
    dialog.name_edit.setText("Zed")
    dialog.sound_box.setChecked(not dialog.sound_box.isChecked())
    sound = dialog.sound_box.isChecked()
    dialog.motion_box.setCurrentIndex(dialog.motion_box.findData("reduced"))
    pick(elsewhere, "es")
    assert dialog.isVisible() and dialog.windowTitle() == "Preferencias"
    assert dialog.sound_box.text() == "&Sonidos en la mesa"
    assert dialog.labels["name"].text() == "Tu &nombre"
    assert dialog.motion_box.currentText() == "Sin movimiento"
    assert dialog.name_edit.text() == "Zed" and dialog.sound_box.isChecked() == sound
    assert dialog.preferences().motion == "reduced"
    dialog.reject()


def test_an_open_question_is_asked_again_in_the_new_language(
    window: MainWindow, elsewhere: MainWindow
) -> None:
    """A question the window asks (quitting in the middle of a game, here) is worded
    again, still open, still answering as before."""
    answered: list[bool] = []
    box = confirm(
        window,
        lambda: window.quit_question(runs_table=False),
        on_yes=lambda: answered.append(True),
        safe_default=True,
    )
    assert box.text() == "The game goes on without you for now."
    pick(elsewhere, "es")
    assert box.isVisible() and box.windowTitle() == "¿Salir de Dominos?"
    assert box.text() == "La partida sigue sin ti por ahora."
    assert "segundos" in box.informativeText()
    no = box.defaultButton()
    assert no is not None and no.text() == "Seguir jugando"
    no.click()
    assert answered == [] and not box.isVisible()


def test_the_hosts_question_about_closing_the_table_stays_open_in_the_new_language(
    window: MainWindow, elsewhere: MainWindow
) -> None:
    """The lobby is worded again in place, so the question it asked the host is too:
    still open, still closing the table when answered yes."""
    window.stack.show_state(lobby(3))
    left: list[bool] = []
    window.stack.leave_requested.connect(lambda: left.append(True))
    window.lobby.leave_button.click()
    box = window.lobby.confirm_box
    assert box is not None and box.windowTitle() == "Close the table?"
    pick(elsewhere, "es")
    assert window.lobby.confirm_box is box, "the question was closed by the change"
    assert box.windowTitle() == "¿Cerrar la mesa?"
    assert window.lobby.leave_button.text() == "&Salir"
    yes = box.defaultButton()
    assert yes is not None and yes.text() == "Cerrar la mesa"
    yes.click()
    assert left == [True] and window.lobby.confirm_box is None


@pytest.mark.parametrize(
    ("code", "one", "two"),
    [
        ("en", "in 1 second...", "in 2 seconds..."),
        ("es", "en 1 segundo...", "en 2 segundos..."),
        ("pt_BR", "em 1 segundo...", "em 2 segundos..."),
    ],
)
def test_the_wait_a_table_asks_for_reads_right_for_one_second_and_more(
    window: MainWindow, code: str, one: str, two: str
) -> None:
    pick(window, code)
    assert window.seating.waiting_text(0.4).endswith(one)  # a part of a second is one
    assert window.seating.waiting_text(1.0).endswith(one)
    assert window.seating.waiting_text(1.2).endswith(two)
    # A wait the table gives in a refusal is counted the same way.
    assert describe("too_many_attempts", wait=0.4).endswith(one.rstrip(".") + ".")
    assert describe("busy", wait=1.2).endswith(two.rstrip(".") + ".")


def test_a_replay_opened_at_the_round_end_outlives_the_game_screen_built_again(
    window: MainWindow, qtbot: QtBot
) -> None:
    """The game screen is built anew in the new language; the replay it opened stays open,
    worded anew, on its move."""
    table, now = first_round_played(12)
    window.stack.show_state(table.snapshot(0, now))
    game = window.stack.game
    assert game is not None
    replay = game.open_replay()
    assert isinstance(replay, ReplayDialog)
    replay.go(2)
    with qtbot.waitSignal(game.destroyed, timeout=10_000):
        pick(window, "es")
    assert replay.isVisible() and replay.step == 2
    assert replay.windowTitle().startswith("Repetición de la ronda")
    assert replay.caption.text().startswith("Jugada 2 de ")
    replay.close()
    window.stack.show_home()  # stops the break's countdown the new screen runs
