"""Remembered values survive a restart and bad stored values fall back to defaults."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from dominos.ui.services.settings import Settings

from .conftest import LoopRunner


def store(path: Path) -> QSettings:
    return QSettings(str(path / "s.ini"), QSettings.Format.IniFormat)


def test_values_survive_a_restart(tmp_path: Path, loop: LoopRunner) -> None:
    first = Settings(store(tmp_path))
    assert first.name == "" and first.target == 100 and first.geometry() is None
    first.name = " Dee "
    first.target = 350
    first.set_geometry(QByteArray(b"\x01\x02"))
    first.sync()
    again = Settings(store(tmp_path))
    assert again.name == "Dee" and again.target == 350
    assert again.geometry() == QByteArray(b"\x01\x02")


def test_bad_stored_values_fall_back(tmp_path: Path, loop: LoopRunner) -> None:
    raw = store(tmp_path)
    raw.setValue("player/name", "\x07" * 3)
    raw.setValue("table/target", "lots")
    raw.sync()
    settings = Settings(store(tmp_path))
    assert settings.name == "" and settings.target == 100
    raw.setValue("table/target", 75)
    raw.sync()
    assert Settings(store(tmp_path)).target == 100


def test_the_language_choice_survives_a_restart(tmp_path: Path, loop: LoopRunner) -> None:
    first = Settings(store(tmp_path))
    assert first.language == ""  # follow the system
    first.language = "pt_BR"
    first.sync()
    assert Settings(store(tmp_path)).language == "pt_BR"
    first.language = "xx"  # not a language the app speaks: back to the system's
    assert Settings(store(tmp_path)).language == ""
