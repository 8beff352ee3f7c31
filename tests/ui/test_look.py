"""The windows around the table wear the game's own look; the system's dialogs keep the system's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QFontInfo
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMessageBox,
    QPushButton,
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


def assert_over_its_window(box: QWidget, window: QWidget) -> None:
    """``box`` belongs to ``window``, stands centred over it, in front with the keyboard,
    on the felt with light words: not the system's light grey box placed by the window
    manager (centred on the screen, or behind the other windows)."""
    assert box.isVisible()
    assert box.parentWidget() is window
    QApplication.processEvents()
    centre, over = box.frameGeometry().center(), window.frameGeometry().center()
    assert abs(centre.x() - over.x()) <= 1 and abs(centre.y() - over.y()) <= 1, (centre, over)
    assert QApplication.activeWindow() is box
    assert is_felt(corner(box)), type(box).__name__
    for label in box.findChildren(QLabel):
        if label.isVisible() and label.text():
            assert label.palette().color(label.foregroundRole()).lightness() > 150, label.text()
    # Its buttons too: the felt's, not the system's light grey ones.
    image = box.grab().toImage()
    for button in box.findChildren(QPushButton):
        if button.isVisible() and button.property("role") != "primary":
            inside = button.mapTo(box, QPoint(button.width() // 2, 4))  # above its words
            assert is_felt(image.pixelColor(inside)), button.text()


def out_of_the_middle(window: MainWindow) -> None:
    """The window away from the middle of its screen, where a box centred on the screen
    would not be centred on it."""
    window.setGeometry(30, 50, 640, 460)
    QApplication.processEvents()
    assert window.frameGeometry().center() != window.screen().availableGeometry().center()


def test_a_question_sits_over_its_window_on_the_felt(window: MainWindow) -> None:
    """Asked from a widget of the window (the lobby asks it so), the question belongs to
    the window; the answer Enter gives is the table's main button."""
    out_of_the_middle(window)
    box = confirm(
        window.home, lambda: Question("t", "Quit?", "d", "Yes", "No"), on_yes=lambda: None
    )
    assert isinstance(box, QMessageBox)
    assert_over_its_window(box, window)
    default = box.defaultButton()
    assert default is not None and default.property("role") == "primary"
    assert [b.property("role") for b in box.buttons() if b is not default] == [""]
    box.close()


def test_the_host_and_join_dialogs_sit_over_their_window(window: MainWindow) -> None:
    out_of_the_middle(window)
    window.seating.ask_target()
    host = window.seating.host_dialog
    assert host is not None
    assert_over_its_window(host, window)
    host.close()
    window._ask_new_game_target()
    new_game = window.new_game_dialog
    assert new_game is not None
    assert_over_its_window(new_game, window)
    new_game.close()
    join = window.seating.open_address_dialog("192.168.1.20:47474")
    assert_over_its_window(join, window)
    join.close()


def test_a_question_on_a_large_window_is_written_as_large_as_the_window(
    window: MainWindow,
) -> None:
    """Not the small type of a 1280x720 window over a screen's worth of large words."""
    sizes = []
    for geometry in ((20, 20, 700, 500), (0, 0, 2560, 1440)):
        window.setGeometry(*geometry)
        QApplication.processEvents()
        box = confirm(window, lambda: Question("t", "Quit?", "d", "Yes", "No"), on_yes=lambda: None)
        QApplication.processEvents()
        sizes.append(QFontInfo(box.reject_button.font()).pixelSize())  # type: ignore[attr-defined]
        box.close()
    assert sizes[1] >= 1.5 * sizes[0], sizes


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
