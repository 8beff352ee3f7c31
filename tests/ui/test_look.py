"""The windows around the table wear the game's own look; the system's dialogs keep the system's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMessageBox,
    QStyle,
    QStyleOptionButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from dominos.hosting.options import HostOptions
from dominos.ui.kit import theme
from dominos.ui.kit.confirm import Question, confirm
from dominos.ui.screens.address_dialog import AddressDialog
from dominos.ui.screens.host_dialog import HostDialog
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow

from .conftest import LoopRunner


@pytest.fixture
def window(
    styled_app: QApplication, settings: Settings, loop: LoopRunner, qtbot: QtBot
) -> Iterator[MainWindow]:
    context = AppContext(settings, HostOptions(bind="127.0.0.1", port=0, discovery=False))
    main = MainWindow(context, name="Ann", remember=False)
    qtbot.addWidget(main)
    main.resize(900, 600)
    main.show()
    qtbot.waitExposed(main)
    yield main
    loop.settle(context.shutdown())


def corner(widget: QWidget | None) -> QColor:
    """The colour just inside the top-left corner, where nothing but the background shows."""
    assert widget is not None
    return widget.grab().toImage().pixelColor(3, widget.height() - 3)


def is_felt(colour: QColor) -> bool:
    return colour.green() > colour.red() + 15 and colour.green() > colour.blue()


def test_home_and_the_host_and_join_dialogs_sit_on_the_felt(window: MainWindow) -> None:
    assert is_felt(corner(window.centralWidget()))
    name_colour = window.home.name_error.palette().color(window.home.name_error.foregroundRole())
    # Text on the felt is light: the greeting reads against the dark green.
    assert name_colour.lightness() > 150
    for dialog in (HostDialog(100, window), AddressDialog("", "", window)):
        dialog.show()
        assert is_felt(corner(dialog)), type(dialog).__name__
        dialog.close()


def test_the_systems_own_dialogs_keep_the_systems_palette(window: MainWindow) -> None:
    box = confirm(window, lambda: Question("t", "Quit?", "d", "Yes", "No"), on_yes=lambda: None)
    assert isinstance(box, QMessageBox)
    assert not is_felt(corner(box))
    assert corner(box) == box.palette().color(box.backgroundRole())
    box.close()


def test_in_dark_mode_the_felt_is_a_dark_slate(
    window: MainWindow, styled_app: QApplication
) -> None:
    light = corner(window.centralWidget())
    styled_app.setStyleSheet(theme.STYLE + theme.felt_style(dark=True))
    try:
        dark = corner(window.centralWidget())
        assert dark.blue() >= dark.green() > dark.red(), "slate, not green"
        assert dark.lightness() < light.lightness() + 10
    finally:
        theme.apply(styled_app)


def test_the_preferences_and_the_history_sit_on_the_felt_in_either_mode(
    window: MainWindow, styled_app: QApplication
) -> None:
    """They were the only windows of the app in the system's light style."""
    preferences = window.preferences.open()
    history = window.pages.show_history()
    home = corner(window.centralWidget())
    for dialog in (preferences, history):
        assert is_felt(corner(dialog)), type(dialog).__name__
        # The text on them is light, as on the home screen.
        label = dialog.findChild(QLabel)
        assert label is not None
        assert label.palette().color(label.foregroundRole()).lightness() > 150
    styled_app.setStyleSheet(theme.STYLE + theme.felt_style(dark=True))
    try:
        slate = corner(window.centralWidget())
        assert slate != home
        for dialog in (preferences, history):
            dark = corner(dialog)
            assert dark.blue() >= dark.green() > dark.red(), type(dialog).__name__
    finally:
        theme.apply(styled_app)
        preferences.close()
        history.close()


def test_a_box_left_unticked_on_the_felt_still_shows_its_box(window: MainWindow) -> None:
    """The felt's style drew ticks on nothing: an unticked box was no box at all."""
    dialog = window.preferences.open()
    box = dialog.contrast_box
    assert not box.isChecked()
    image = box.grab().toImage()
    felt = corner(dialog)
    option = QStyleOptionButton()
    box.initStyleOption(option)
    tick = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    light = [
        (x, y)
        for x in range(tick.left(), tick.right() + 1)
        for y in range(tick.top(), tick.bottom() + 1)
        if image.pixelColor(x, y).lightness() > felt.lightness() + 80
    ]
    assert light, "the box's frame stands out from the felt"
    dialog.close()
