"""The host dialog: targets 50 to 500 by 50, the last one preselected, "Open table"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dominos.ui.screens.host_dialog import HostDialog

from .conftest import LoopRunner


def test_targets_and_default(qtbot: QtBot, loop: LoopRunner) -> None:
    dialog = HostDialog()
    qtbot.addWidget(dialog)
    values = [dialog.target_box.itemData(i) for i in range(dialog.target_box.count())]
    assert values == list(range(50, 501, 50))
    assert dialog.target == 100


def test_last_target_is_preselected_and_open_emits_it(qtbot: QtBot, loop: LoopRunner) -> None:
    dialog = HostDialog(250)
    qtbot.addWidget(dialog)
    dialog.open()
    assert dialog.target == 250
    qtbot.keyClick(dialog.target_box, Qt.Key.Key_Down)
    with qtbot.waitSignal(dialog.open_requested) as blocker:
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert blocker.args == [300]
    assert not dialog.isVisible()


def test_cancel_opens_nothing(qtbot: QtBot, loop: LoopRunner) -> None:
    dialog = HostDialog(75)  # not a valid target: falls back to the default
    qtbot.addWidget(dialog)
    assert dialog.target == 100
    opened: list[int] = []
    dialog.open_requested.connect(opened.append)
    dialog.open()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert opened == [] and not dialog.isVisible()
