"""Every word the game screen shows or reads out goes through Qt's translation."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from dominos.discovery import FoundTable
from dominos.table.state import Last, SeatInfo
from dominos.ui import words
from dominos.ui.game.countdown import Countdown
from dominos.ui.game.screen import GameScreen
from dominos.ui.screens.home import HomeScreen
from dominos.ui.screens.host_dialog import HostDialog
from dominos.ui.screens.lobby import LobbyScreen

from ..snapshots import lobby

if TYPE_CHECKING:
    from tests.ui.game.conftest import Snapshots

OPEN, CLOSE = "«", "»"


class Marking(QTranslator):
    """Returns every text it is asked for between guillemets, so untranslated words show."""

    def __init__(self, reordered: dict[str, str] | None = None) -> None:
        super().__init__()
        self.reordered = reordered or {}

    def isEmpty(self) -> bool:
        return False

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return OPEN + self.reordered.get(source, source) + CLOSE


@pytest.fixture
def marking() -> Iterator[Marking]:
    translator = Marking({"{name} passed on {numbers}": "{numbers}: {name} passed"})
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def texts(root: QWidget) -> Iterator[tuple[QWidget, str]]:
    """Everything a player can read or hear from the visible widgets under ``root``."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            yield widget, widget.text()
        if isinstance(widget, QTableWidget):
            for col in range(widget.columnCount()):
                yield widget, widget.horizontalHeaderItem(col).text()
            for row in range(widget.rowCount()):
                for col in range(widget.columnCount()):
                    yield widget, widget.item(row, col).text()
        for said in (widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()):
            yield widget, said


def untranslated(text: str, names: tuple[str, ...]) -> str:
    """What is left of ``text`` once translated pieces, names, numbers and marks are gone."""
    plain = re.sub(r"<[^>]*>", "", text)
    while True:  # innermost first, as templates nest
        shorter = re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", "", plain)
        if shorter == plain:
            break
        plain = shorter
    for name in names:
        plain = plain.replace(name, "")
    plain = re.sub(r"\w*…", "", plain)  # a name shortened to fit
    return re.sub(r"[\W\d_]+", "", plain)


def test_no_word_on_the_game_screen_escapes_translation(
    qtbot: QtBot, snaps: Snapshots, marking: Marking
) -> None:
    screen = GameScreen(turn_clock=Countdown(), break_clock=Countdown())
    qtbot.addWidget(screen)
    screen.resize(1100, 760)
    screen.show()
    states = [
        snaps.mid_round(seats=snaps.seats(passed={1: (5, 2)}, away=frozenset({3}))),
        snaps.mid_round(hand=((0, 0), (3, 6)), last=Last("pass", 1)),
        snaps.mid_round(turn=1),
        snaps.round_over(snaps.DEAD_HEAT),
        snaps.game_over(),
    ]
    seen = 0
    for state in states:
        screen.set_state(state)
        if state.turn == state.you:
            screen.select(1)  # a tile that fits both ends: the prompt asks for one
            screen.play_selected()
        for widget, text in texts(screen):
            assert untranslated(text, snaps.NAMES) == "", (widget, text)
            seen += bool(text)
    assert seen > 60
    screen.close_clocks()


def test_no_word_on_the_shell_screens_escapes_translation(qtbot: QtBot, marking: Marking) -> None:
    home, room, dialog = HomeScreen(""), LobbyScreen(), HostDialog()
    found = FoundTable(
        key="kitchen",
        table_name="Kitchen",
        host_name="Ann",
        addresses=("192.168.1.5",),
        port=47474,
        table_id="t1",
        seats=3,
        phase="break",
        version=1,
        compatible=False,
        away=1,
        named=False,
    )
    home.set_tables([found])
    for screen, states in (
        (room, [lobby(3, away=frozenset({2})), lobby(4, you=1)]),
        (home, [None]),
        (dialog, [None]),
    ):
        qtbot.addWidget(screen)
        screen.show()
        for state in states:
            if state is not None:
                room.set_state(state)
            for widget, text in texts(screen):
                assert (
                    untranslated(
                        text, ("Ann's table", "Ann", "Bo", "Cy", "Dee", "Kitchen", "K7QM2X")
                    )
                    == ""
                ), (
                    widget,
                    text,
                )


def test_a_translation_may_put_the_words_in_another_order(marking: Marking) -> None:
    seats = [SeatInfo(n, True, 7) for n in ("Ann", "Bo", "Cy", "Dee")]
    said = words.announcement(Last("pass", 1), seats, 0, (5, 2))
    assert said == "«««five» and «two»»: Bo passed»"
