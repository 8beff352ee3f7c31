"""The windows around the table wear the game's own look; the system's dialogs keep the system's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from dominos.hosting.options import HostOptions
from dominos.ui import theme
from dominos.ui.confirm import Question, confirm
from dominos.ui.context import AppContext
from dominos.ui.main_window import MainWindow
from dominos.ui.screens.address_dialog import AddressDialog
from dominos.ui.screens.host_dialog import HostDialog
from dominos.ui.settings import Settings

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
