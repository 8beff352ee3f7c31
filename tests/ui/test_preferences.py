"""Preferences: opened by Ctrl+, or the home screen's button, kept in the settings, and
followed at once by every screen (tile faces, motion, contrast)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from dominos.hosting.options import HostOptions
from dominos.ui.board import faces as tile_faces
from dominos.ui.board import tile_painter
from dominos.ui.board.board_view import BoardView
from dominos.ui.kit import theme
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Preferences, Settings
from dominos.ui.shell.main_window import MainWindow
from dominos.ui.shell.window_prefs import apply_app_wide

from .conftest import LoopRunner


@pytest.fixture
def window(settings: Settings, loop: LoopRunner) -> Iterator[MainWindow]:
    context = AppContext(settings, HostOptions(discovery=False))
    win = MainWindow(context, name="Ann")
    win.show()
    yield win
    win.close_for_quit()
    apply_app_wide(Preferences())  # app-wide looks back as every other test expects


def store(path: Path) -> QSettings:
    return QSettings(str(path / "s.ini"), QSettings.Format.IniFormat)


def test_preferences_survive_a_restart(tmp_path: Path, loop: LoopRunner) -> None:
    first = Settings(store(tmp_path))
    assert first.preferences == Preferences()
    chosen = Preferences(
        sound=False,
        volume=35,
        alerts=False,
        motion="reduced",
        faces="numerals",
        high_contrast=True,
        board_zoom=1.5,
        hand_zoom=0.75,
    )
    first.preferences = chosen
    first.full_screen = True
    first.sync()
    again = Settings(store(tmp_path))
    assert again.preferences == chosen
    assert again.full_screen


def test_bad_stored_preferences_fall_back(tmp_path: Path, loop: LoopRunner) -> None:
    raw = store(tmp_path)
    for key, value in {
        "sound": "perhaps",
        "volume": "loud",
        "alerts": 3,
        "motion": "wobbly",
        "faces": "letters",
        "high_contrast": "",
        "board_zoom": 40,
        "hand_zoom": "nan",
    }.items():
        raw.setValue(f"prefs/{key}", value)
    raw.setValue("prefs/volume", 250)
    raw.sync()
    prefs = Settings(store(tmp_path)).preferences
    assert prefs == Preferences(volume=100, board_zoom=2.0)


def test_ctrl_comma_opens_preferences_and_ok_keeps_them(
    window: MainWindow, settings: Settings, loop: LoopRunner, qtbot: object
) -> None:
    from pytestqt.qtbot import QtBot

    assert isinstance(qtbot, QtBot)
    seen: list[Preferences] = []
    window.context.preferences_changed.connect(seen.append)
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = window.preferences.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.sound_box.isChecked() and dialog.volume.value() == 70
    dialog.sound_box.setChecked(False)
    assert not dialog.volume.isEnabled()
    dialog.faces_box.setCurrentIndex(dialog.faces_box.findData("numerals"))
    dialog.name_edit.setText("  Annie ")
    dialog.ok_button.click()
    assert not dialog.isVisible()
    assert seen and seen[-1].faces == "numerals" and not seen[-1].sound
    assert settings.preferences == seen[-1]
    assert window.home.name == "Annie" and settings.name == "Annie"
    assert tile_faces.faces() == "numerals"


def test_cancel_changes_nothing_and_a_bad_name_cannot_be_kept(
    window: MainWindow, settings: Settings, loop: LoopRunner
) -> None:
    window.home.preferences_button.click()
    dialog = window.preferences.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.contrast_box.setChecked(True)
    dialog.name_edit.setText("   ")
    assert not dialog.ok_button.isEnabled() and dialog.name_error.isVisibleTo(dialog)
    assert "Type a name" in dialog.name_error.text()
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert window.context.preferences == Preferences() == settings.preferences
    assert window.home.name == "Ann" and not theme.high_contrast()


def _tile_image(faces: str) -> QImage:
    tile_faces.set_faces(faces)
    image = QImage(120, 60, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    tile_painter.paint_tile(painter, QRectF(0, 0, 120, 60), 6, 1)
    painter.end()
    return image


def _dark_pixels(image: QImage, left: int, right: int) -> int:
    return sum(
        1
        for x in range(left, right)
        for y in range(image.height())
        if QColor(image.pixel(x, y)).lightness() < 60
    )


def test_numerals_replace_pips(loop: LoopRunner) -> None:
    try:
        pips, numerals = _tile_image("pips"), _tile_image("numerals")
    finally:
        tile_faces.set_faces("pips")
    assert pips != numerals
    # A six in pips is six dots; as a numeral it is one glyph, and still on the left half.
    assert _dark_pixels(numerals, 0, 60) > 0 and _dark_pixels(numerals, 60, 120) > 0
    assert _dark_pixels(pips, 0, 60) > 3 * _dark_pixels(pips, 60, 120)


def test_motion_preference_overrides_the_system(
    window: MainWindow, loop: LoopRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DOMINOS_REDUCED_MOTION", "1")
    game = window.stack.game_screen()
    board = game.board_widget
    assert isinstance(board, BoardView)
    assert board.reduced_motion  # the system (here its stand-in) asks for stillness
    window.context.set_preferences(Preferences(motion="full"))
    assert not board.reduced_motion
    window.context.set_preferences(Preferences(motion="reduced"))
    assert board.reduced_motion


def test_high_contrast_switches_every_screen(window: MainWindow, loop: LoopRunner) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window.context.set_preferences(Preferences(high_contrast=True))
    assert theme.high_contrast()
    assert app.palette().color(QPalette.ColorRole.Window) == QColor(theme.HC_BACK)
    assert theme.team_color(0) == QColor(theme.HC_TEAM_COLORS[0])
    window.context.set_preferences(Preferences())
    assert not theme.high_contrast()
    assert app.palette().color(QPalette.ColorRole.Window) != QColor(theme.HC_BACK)


@pytest.mark.parametrize(("text", "back"), theme.HC_PAIRS)
def test_high_contrast_text_passes_wcag_aa(text: str, back: str) -> None:
    # AA asks 4.5:1 for body text; the high-contrast look aims for 7:1 (AAA).
    assert theme.contrast_ratio(text, back) >= 7.0


def test_the_language_chosen_in_preferences_is_spoken_and_kept(
    window: MainWindow, settings: Settings, loop: LoopRunner
) -> None:
    from dominos.ui.services.language import Translators

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window.context.translators = Translators(app)
    try:
        dialog = window.preferences.open()
        assert dialog.language_box.currentData() == ""  # the system's, until one is picked
        dialog.language_box.setCurrentIndex(dialog.language_box.findData("es"))
        dialog.ok_button.click()
        assert settings.language == "es" and window.context.translators.code == "es"
        assert window.preferences.open().language_box.currentText() == "Español"
    finally:
        window.context.translators.install("en")
