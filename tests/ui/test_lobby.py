"""The lobby drawn from snapshots: seats by arrival as two teams, start and leave."""

from __future__ import annotations

import msgspec
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from dominos.ui.screens.lobby import LobbyScreen
from dominos.ui.services.language import Translators

from .conftest import LoopRunner
from .snapshots import lobby


def make(qtbot: QtBot) -> LobbyScreen:
    screen = LobbyScreen()
    qtbot.addWidget(screen)
    screen.show()
    return screen


def test_seats_fill_in_arrival_order_as_teams(qtbot: QtBot, loop: LoopRunner) -> None:
    screen = make(qtbot)
    screen.set_state(lobby(3, you=1))
    assert [number.text() for number in screen.seat_numbers] == ["1.", "2.", "3.", "4."]
    texts = [label.text() for label in screen.seat_labels]
    assert texts[0].startswith("Ann") and "host" in texts[0]
    assert texts[1].startswith("Bo") and "you" in texts[1]
    assert texts[2] == "Cy"
    assert "waiting" in texts[3]
    # Seats 1 and 3 share the first team's frame, 2 and 4 the second's.
    assert screen.seat_labels[0].parent() is screen.seat_labels[2].parent()
    assert screen.seat_labels[1].parent() is screen.seat_labels[3].parent()
    assert screen.seat_labels[0].parent() is not screen.seat_labels[1].parent()


def test_host_can_start_only_with_four(qtbot: QtBot, loop: LoopRunner) -> None:
    screen = make(qtbot)
    screen.set_state(lobby(2))
    assert screen.start_button.isVisible() and not screen.start_button.isEnabled()
    assert screen.start_reason.text() == "Waiting for 2 more players."
    screen.set_state(lobby(3))
    assert screen.start_reason.text() == "Waiting for 1 more player."
    screen.set_state(lobby(4))
    assert screen.start_button.isEnabled()
    with qtbot.waitSignal(screen.start_requested):
        qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)


def test_others_wait_for_the_host(qtbot: QtBot, loop: LoopRunner) -> None:
    screen = make(qtbot)
    screen.set_state(lobby(4, you=2))
    assert not screen.start_button.isVisible()
    assert screen.start_reason.text() == "Waiting for the host to start."


def test_code_is_large_and_copied(qtbot: QtBot, loop: LoopRunner) -> None:
    screen = make(qtbot)
    screen.set_state(lobby(1))
    assert screen.code_label.text() == "K7QM2X"
    assert screen.code_label.font().pointSize() >= 24
    qtbot.mouseClick(screen.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "K7QM2X"
    assert screen.copied.text() == "Copied"
    screen.set_addresses(["192.168.1.5:47474", "[fd00::5]:47474"])
    assert "192.168.1.5:47474" in screen.addresses.text()
    assert "[fd00::5]:47474" in screen.addresses.text()


def test_disconnected_player_is_marked(qtbot: QtBot, loop: LoopRunner) -> None:
    screen = make(qtbot)
    screen.set_state(lobby(3, away=frozenset({2})))
    assert "reconnecting" in screen.seat_labels[2].full_text()
    assert "reconnecting" not in screen.seat_labels[1].full_text()


def test_guest_leaves_at_once(qtbot: QtBot, loop: LoopRunner) -> None:
    screen = make(qtbot)
    screen.set_state(lobby(2, you=1))
    with qtbot.waitSignal(screen.leave_requested):
        qtbot.mouseClick(screen.leave_button, Qt.MouseButton.LeftButton)
    assert screen.confirm_box is None


def test_host_confirms_before_closing_the_table(qtbot: QtBot, loop: LoopRunner) -> None:
    screen = make(qtbot)
    screen.set_state(lobby(3))
    left: list[bool] = []
    screen.leave_requested.connect(lambda: left.append(True))
    qtbot.mouseClick(screen.leave_button, Qt.MouseButton.LeftButton)
    box = screen.confirm_box
    assert box is not None and "closes the table" in box.text()
    stay = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    qtbot.mouseClick(stay, Qt.MouseButton.LeftButton)
    loop.wait_until(lambda: screen.confirm_box is None)  # answered and closed
    assert left == []
    qtbot.mouseClick(screen.leave_button, Qt.MouseButton.LeftButton)
    box = screen.confirm_box
    assert box is not None
    close = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    loop.wait_until(lambda: screen.confirm_box is None)
    assert left == [True]


def test_a_watcher_is_offered_the_free_seat_and_it_is_worded_again_in_another_language(
    qtbot: QtBot, loop: LoopRunner, english: Translators
) -> None:
    screen = make(qtbot)
    watched = msgspec.structs.replace(lobby(3, you=-1, code=""), watchers=("Eve", "Flo"))
    screen.set_state(watched)
    assert screen.sit_button.isVisible() and not screen.start_button.isVisible()
    assert not screen.code_card.isVisible()
    assert screen.seated_note.text() == "You are watching. While a seat is free, you can take it."
    assert screen.watchers_label.text() == "2 watching: Eve, Flo"
    assert "you" not in " ".join(label.text() for label in screen.seat_labels)
    with qtbot.waitSignal(screen.sit_requested):
        qtbot.mouseClick(screen.sit_button, Qt.MouseButton.LeftButton)
    assert not screen.sit_button.isEnabled()  # once, until the table answers
    try:
        english.install("pt_BR")
        QApplication.processEvents()
        assert screen.sit_button.text().replace("&", "") == "Ocupar o lugar livre"
        assert screen.watchers_label.text() == "2 pessoas assistindo: Eve, Flo"
        assert screen.leave_button.text().replace("&", "") == "Parar de assistir"
    finally:
        english.install("en")
        QApplication.processEvents()
    # Four seated: nothing to take, the way out is the same.
    screen.set_state(msgspec.structs.replace(lobby(4, you=-1, code=""), watchers=("Eve",)))
    assert not screen.sit_button.isVisible()
    assert screen.watchers_label.text() == "1 watching: Eve"
    assert screen.leave_button.text().replace("&", "") == "Stop watching"
