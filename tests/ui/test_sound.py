"""Sound cues: made by the project's own script, played one at a time into miniaudio's null
output (this machine may have no sound card), silent without a device, in tests and in
``--demo`` unless asked."""

from __future__ import annotations

import importlib.util
import logging
import sys
from array import array
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dominos.hosting.options import HostOptions
from dominos.ui.screens.preferences import PreferencesDialog
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Preferences, Settings
from dominos.ui.services.sound import CUE_NAMES, Sound, read_clip, sounds_folder
from dominos.ui.shell.app import Shell
from dominos.ui.shell.cli import Options

from .conftest import LoopRunner

ROOT = Path(__file__).resolve().parents[2]


def _make_sounds() -> object:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "resources/make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module
    spec.loader.exec_module(module)
    return module


def test_the_shipped_cues_are_what_the_script_makes() -> None:
    make = _make_sounds()
    for name in CUE_NAMES:
        shipped = read_clip(sounds_folder() / f"{name}.wav")
        made = array("h")
        made.frombytes(make.render(name))  # type: ignore[attr-defined]
        # Sample for sample, give or take the last bit another maths library may round apart.
        assert len(shipped) == len(made), name
        assert max(abs(a - b) for a, b in zip(shipped, made, strict=True)) <= 1, name
        seconds = len(shipped) / 22_050
        assert 0.05 < seconds < 1.5, f"{name} lasts {seconds:.2f} s"


class Output:
    """What reached the null output, buffer by buffer."""

    def __init__(self, sound: Sound) -> None:
        self.buffers: list[bytes] = []
        sound.tap = self.buffers.append

    def samples(self) -> array[int]:
        out = array("h")
        out.frombytes(b"".join(self.buffers))
        return out


@pytest.fixture
def sound(loop: LoopRunner) -> Iterator[Sound]:
    s = Sound(backends=["null"])
    assert s.load()
    yield s
    s.close()


def test_a_cue_plays_and_the_device_stops_after_it(
    sound: Sound, qtbot: QtBot, loop: LoopRunner
) -> None:
    out = Output(sound)
    with qtbot.waitSignal(sound.started, timeout=2000) as started:
        sound.play("pass")
    assert started.args[0] == "pass"
    loop.wait_until(lambda: not sound.sounding, timeout=5)
    heard = out.samples()
    clip = array("h")
    clip.frombytes(sound.clip("pass"))
    # At the default volume of 70 %, every sample of the knock came out, scaled.
    assert len(heard) >= len(clip)
    loud = [i for i, s in enumerate(heard) if s]
    assert loud and max(abs(s) for s in heard) == max(abs(int(s * 0.7)) for s in clip)


def test_a_new_cue_cuts_the_one_sounding(sound: Sound, qtbot: QtBot, loop: LoopRunner) -> None:
    out = Output(sound)
    sound.set_volume(100)
    with qtbot.waitSignal(sound.started, timeout=2000):
        sound.play("win")
    at = len(out.buffers)
    with qtbot.waitSignal(sound.started, timeout=2000) as second:
        sound.play("tile")
    assert second.args[0] == "tile"
    loop.wait_until(lambda: not sound.sounding, timeout=5)
    after = b"".join(out.buffers[at:])
    tile = sound.clip("tile")
    start = after.find(tile[:64])
    # The tile's samples came out whole and unmixed, and the fanfare never resumed.
    assert start >= 0 and after[start : start + len(tile)] == tile
    assert not after[start + len(tile) :].strip(b"\0")


def test_volume_zero_or_sound_off_plays_nothing(
    sound: Sound, settings: Settings, loop: LoopRunner
) -> None:
    context = AppContext(settings, HostOptions(discovery=False), sound=sound)
    out = Output(sound)
    context.set_preferences(Preferences(volume=0))
    context.play_cue("turn")
    context.set_preferences(Preferences(sound=False))
    context.play_cue("turn")
    assert not sound.sounding and not out.buffers
    context.set_preferences(Preferences(volume=40))
    assert sound.volume == 40
    context.play_cue("turn")
    assert sound.sounding


def test_no_output_device_plays_nothing_and_says_nothing_alarming(
    loop: LoopRunner, caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    # A back end no desktop has stands for a computer without a sound card.
    quiet = Sound(backends=["webaudio"])
    with caplog.at_level(logging.INFO):
        assert not quiet.load()
    quiet.play("turn")
    assert not quiet.ready and not quiet.sounding
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert any("no sound output" in r.getMessage() for r in caplog.records)
    assert capfd.readouterr().err == ""


def _shell(app: QApplication, settings: Settings, **options: object) -> Shell:
    return Shell(app, Options(discovery=False, **options), settings)  # type: ignore[arg-type]


def test_silent_under_demo_and_in_tests_unless_asked(
    styled_app: QApplication, settings: Settings, loop: LoopRunner
) -> None:
    assert AppContext(settings, HostOptions(discovery=False)).sound is None  # what every test gets
    assert _shell(styled_app, settings, demo=True).context.sound is None
    assert _shell(styled_app, settings, demo=True, sound=True).context.sound is not None
    assert _shell(styled_app, settings).context.sound is not None


def test_preferences_say_when_this_computer_has_no_sound_output(
    loop: LoopRunner, qtbot: QtBot
) -> None:
    quiet = Sound(backends=["webaudio"])
    dialog = PreferencesDialog("Ann", Preferences(sound=True), sound=quiet)
    qtbot.addWidget(dialog)
    dialog.show()
    # Still looking for an output: nothing said yet.
    assert dialog.sound_box.isChecked() and not dialog.sound_note.isVisible()
    with qtbot.waitSignal(quiet.loaded, timeout=2000):
        quiet.load()
    # Sounds are not shown "on" where nothing can sound, and the dialog says why.
    assert not dialog.sound_box.isChecked() and not dialog.sound_box.isEnabled()
    assert dialog.sound_note.isVisible() and "no sound output" in dialog.sound_note.text()
    assert not dialog.test_button.isEnabled()
    # The player's choice is kept for a computer that has one.
    assert dialog.preferences().sound is True


def test_the_test_sound_plays_your_turn_at_the_volume_on_the_slider(
    sound: Sound, qtbot: QtBot, loop: LoopRunner
) -> None:
    dialog = PreferencesDialog("Ann", Preferences(volume=70), sound=sound)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.sound_box.isChecked() and not dialog.sound_note.isVisible()
    assert dialog.test_button.isEnabled()
    dialog.volume.setValue(30)
    out = Output(sound)
    with qtbot.waitSignal(sound.started, timeout=2000) as started:
        qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert started.args[0] == "turn"
    loop.wait_until(lambda: not sound.sounding, timeout=5)
    clip = array("h")
    clip.frombytes(sound.clip("turn"))
    assert max(abs(s) for s in out.samples()) == max(abs(int(s * 0.3)) for s in clip)
    # Trying a volume does not change the one the table plays at until OK.
    assert sound.volume == 70
    dialog.sound_box.setChecked(False)
    assert not dialog.test_button.isEnabled()


def test_the_cues_load_once_a_seat_is_taken_or_the_preferences_open_not_at_start_up(
    styled_app: QApplication,
    settings: Settings,
    loop: LoopRunner,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The first window plays nothing, so it does not wait for, nor hold, the sound system."""
    from dominos.ui.shell.main_window import MainWindow

    monkeypatch.setenv("DOMINOS_SOUND_OUTPUT", "null")
    shell = _shell(styled_app, settings)
    sound = shell.context.sound
    assert sound is not None
    window = MainWindow(shell.context, name="Ann", remember=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert not sound.loading and not sound.ready
    with qtbot.waitSignal(sound.loaded, timeout=5000):
        window.preferences.open()
    assert sound.ready
    sound.close()
