"""Seeing well: zoom for the board and the hand on top of their automatic size, full screen
remembered, teams told apart by shape and label as well as colour, and a high-contrast
table."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QRegion, QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from dominos.hosting.options import HostOptions
from dominos.ui.board.board_view import BoardView
from dominos.ui.game.turn_ring import TurnRing
from dominos.ui.kit import theme
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Preferences, Settings
from dominos.ui.shell.main_window import MainWindow
from dominos.ui.shell.window_prefs import apply_app_wide

from .conftest import LoopRunner
from .game.conftest import mid_round


@pytest.fixture
def window(settings: Settings, loop: LoopRunner, qtbot: QtBot) -> Iterator[MainWindow]:
    context = AppContext(settings, HostOptions(discovery=False))
    win = MainWindow(context, name="Ann")
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close_for_quit()
    apply_app_wide(Preferences())


def show_game(window: MainWindow) -> BoardView:
    window.stack.show_state(mid_round())
    game = window.game
    assert game is not None and window.stack.showing_game
    board = game.board_widget
    assert isinstance(board, BoardView)
    return board


def tile_width(board: BoardView) -> float:
    return board.tile_items()[0].boundingRect().width()


def test_ctrl_plus_minus_and_zero_zoom_board_and_hand(
    window: MainWindow, settings: Settings, qtbot: QtBot, loop: LoopRunner
) -> None:
    board = show_game(window)
    hand = window.game.hand
    QApplication.processEvents()
    board_before, hand_before = tile_width(board), hand.tile_rect(0).height()
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert settings.preferences.board_zoom == 0.8 == settings.preferences.hand_zoom
    assert tile_width(board) < board_before * 0.85
    assert hand.tile_rect(0).height() < hand_before * 0.85
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert settings.preferences.board_zoom == 1.0
    assert tile_width(board) == pytest.approx(board_before, rel=0.02)
    qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert settings.preferences.board_zoom == 1.1


def _wheel(target: object, ctrl: bool, up: bool = True) -> None:
    widget = target
    event = QWheelEvent(
        QPointF(20, 20),
        QPointF(20, 20),
        QPoint(0, 0),
        QPoint(0, 120 if up else -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)  # type: ignore[arg-type]


def test_ctrl_wheel_zooms_the_part_under_the_pointer(
    window: MainWindow, settings: Settings, loop: LoopRunner
) -> None:
    board = show_game(window)
    _wheel(board.viewport(), ctrl=True, up=False)
    assert settings.preferences.board_zoom == 0.9 and settings.preferences.hand_zoom == 1.0
    _wheel(window.game.hand, ctrl=True)
    assert settings.preferences.hand_zoom == 1.1 and settings.preferences.board_zoom == 0.9
    _wheel(board.viewport(), ctrl=False)  # a plain wheel does not zoom
    assert settings.preferences.board_zoom == 0.9


def test_f11_goes_full_screen_and_is_remembered(
    window: MainWindow, settings: Settings, qtbot: QtBot
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert settings.full_screen
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not settings.full_screen


def _token(team: int) -> QImage:
    token = TurnRing()
    token.set_token("A", team, away=False)
    image = QImage(token.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    token.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
    return image


def test_teams_differ_by_shape_and_label_not_only_colour(
    window: MainWindow, loop: LoopRunner
) -> None:
    disc, diamond = _token(0), _token(1)
    size = disc.width()
    # Out along the diagonal, a disc is still filled where a diamond has ended.
    corner = (size // 2 - 11, size // 2 - 11)
    assert QColor(disc.pixel(*corner)) == theme.team_color(0)
    assert QColor(diamond.pixel(*corner)) != theme.team_color(1)
    middle = (size // 2, size // 4)  # both shapes cover the middle, in their own colour
    assert QColor(diamond.pixel(*middle)) == theme.team_color(1)
    assert theme.team_shape(QRectF(0, 0, 10, 10), 1).elementCount() == 5  # four corners
    board = show_game(window)
    assert board is not None
    header = window.game.header
    assert header.teams[0].names.text().startswith(theme.TEAM_MARKS[0])
    assert header.teams[1].names.text().startswith(theme.TEAM_MARKS[1])
    assert theme.TEAM_MARKS[0] not in header.teams[0].accessibleName()


def _pixel(window: MainWindow, where: QPoint) -> QColor:
    image = window.grab().toImage()
    return QColor(image.pixel(where))


def test_the_table_turns_black_and_white_in_high_contrast(
    window: MainWindow, loop: LoopRunner
) -> None:
    show_game(window)
    game = window.game
    assert game is not None
    QApplication.processEvents()
    corner = QPoint(3, window.height() // 2)
    assert _pixel(window, corner).green() > _pixel(window, corner).red()  # green felt
    window.context.set_preferences(Preferences(high_contrast=True))
    QApplication.processEvents()
    assert _pixel(window, corner) == QColor(theme.HC_BACK)
    assert theme.HC_TEXT.lower() in game.styleSheet().lower()
    back, text = theme.team_text_colors(1)
    assert theme.contrast_ratio(back, text) >= 7.0
    assert back.lower() in game.header.teams[1].styleSheet().lower()


def test_a_zoomed_hand_still_fits_its_tiles(window: MainWindow, loop: LoopRunner) -> None:
    show_game(window)
    hand = window.game.hand
    window.context.set_preferences(Preferences(hand_zoom=2.0))
    QApplication.processEvents()
    for index in range(len(hand.tiles())):
        rect = hand.tile_rect(index)
        assert rect.top() >= -1 and rect.bottom() <= hand.height() + 1
        assert rect.left() >= 0 and rect.right() <= hand.width()
