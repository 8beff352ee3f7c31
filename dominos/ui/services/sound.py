"""The table's sound cues, played through miniaudio, one at a time.

miniaudio was chosen over Qt's QSoundEffect for what it adds to the installers (a wheel of
well under a megabyte, against Qt Multimedia and the FFmpeg libraries it brings: see
docs/performance.md) and for its null output device, which lets the benchmarks time a cue
on machines without a sound card. The cues are WAV files made by ``resources/make_sounds.py``.

One device plays one cue at a time: a new cue cuts the one still sounding, so two never
play on top of each other. The device runs only while a cue sounds and is stopped once it
has ended, so a quiet table costs no CPU. A machine with no audio output (no sound card, no
sound server) plays nothing: the failure is logged once at info level and the app carries on.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from array import array
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from dominos import RESOURCES

log = logging.getLogger(__name__)

#: ``null`` sends the cues to miniaudio's null output (benchmarks, machines without sound).
OUTPUT_ENV = "DOMINOS_SOUND_OUTPUT"
RATE = 22_050
#: Frames miniaudio asks for at a time: short enough for a cue to start within ~20 ms.
BUFFER_MS = 20
CUE_NAMES = ("turn", "hurry", "tile", "pass", "round", "win", "lose")


def sounds_folder() -> Path:
    return RESOURCES / "sounds"


def read_clip(path: Path) -> array[int]:
    """The 16-bit mono samples of a WAV file made by ``resources/make_sounds.py``."""
    import wave

    with wave.open(str(path), "rb") as clip:
        if (clip.getnchannels(), clip.getsampwidth(), clip.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name}: expected 16-bit mono at {RATE} Hz")
        samples = array("h")
        samples.frombytes(clip.readframes(clip.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def _import_miniaudio() -> Any:
    """miniaudio, kept from importing numpy: it takes numpy arrays when numpy is there, but
    the app hands it bytes, and numpy would add some 20 MB to the app's memory for nothing."""
    blocked = "numpy" not in sys.modules
    if blocked:
        sys.modules["numpy"] = None  # type: ignore[assignment]  # makes "import numpy" fail
    try:
        import miniaudio
    finally:
        if blocked:
            sys.modules.pop("numpy", None)
    return miniaudio


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Keep the C libraries behind the device (ALSA above all) from printing their own
    complaints about a missing sound card: the app says it in its log, calmly."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sound(QObject):
    """Loads the cues after the first paint and plays them at the chosen volume."""

    #: A cue's first samples went to the output device: its name and that moment on
    #: ``time.perf_counter``'s clock (emitted from the audio thread, received queued).
    started = Signal(str, float)
    #: Loading has ended, with or without an output (emitted from the loading thread).
    loaded = Signal()

    def __init__(self, *, backends: list[str] | None = None, parent: QObject | None = None) -> None:
        """``backends`` names miniaudio's back ends to try (``["null"]`` for its null output,
        as tests and benchmarks use); by default the platform's usual ones, in miniaudio's
        order, or the null output when ``DOMINOS_SOUND_OUTPUT=null``."""
        super().__init__(parent)
        if backends is None and os.environ.get(OUTPUT_ENV, "").strip().lower() == "null":
            backends = ["null"]
        self._backends = backends
        #: Sees every buffer handed to the output (tests and benchmarks listen here).
        self.tap: Callable[[bytes], None] | None = None
        self._device: Any = None
        self._clips: dict[str, array[int]] = {}
        self._scaled: dict[str, bytes] = {}
        self._volume = 70
        self._lock = threading.Lock()
        #: The cue now sounding: its name, its bytes, the next byte to send.
        self._now: tuple[str, memoryview, int] | None = None
        self._fresh = False
        #: Whether loading has begun, and whether it has ended.
        self._loading = False
        self._tried = False
        self._stop = QTimer(self)
        self._stop.setSingleShot(True)
        self._stop.timeout.connect(self._idle)

    @property
    def ready(self) -> bool:
        """Whether cues can sound: loaded, with an output device."""
        return self._device is not None

    def need(self) -> None:
        """Load now, in a thread of its own, unless loading has begun: the app calls this
        when a cue may soon be wanted (a seat taken, the preferences opened), not at
        start-up, whose first window plays nothing."""
        if self._loading:
            return
        self._loading = True
        threading.Thread(target=self.load, name="sound", daemon=True).start()

    @property
    def loading(self) -> bool:
        """Whether loading has begun (and may have ended)."""
        return self._loading

    @property
    def missing(self) -> bool:
        """Whether loading has ended with no output to play on (no sound card, no server)."""
        return self._tried and self._device is None

    def load(self, folder: Path | None = None) -> bool:
        """Read the cues and open the output device; ``False`` when there is none.

        Safe to run in a worker thread: it touches no widget.
        """
        self._loading = True
        try:
            return self._load(folder)
        finally:
            self._tried = True
            self.loaded.emit()

    def _load(self, folder: Path | None) -> bool:
        import wave

        folder = folder or sounds_folder()
        try:
            self._clips = {name: read_clip(folder / f"{name}.wav") for name in CUE_NAMES}
        except (OSError, ValueError, EOFError, wave.Error) as exc:
            log.warning("sound cues could not be read, so the table stays silent: %s", exc)
            return False
        self._scaled = {}
        try:
            miniaudio = _import_miniaudio()
            backends = (
                [miniaudio.Backend[name.upper()] for name in self._backends]
                if self._backends is not None
                else None
            )
            with _quiet_stderr():
                device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16,
                    nchannels=1,
                    sample_rate=RATE,
                    buffersize_msec=BUFFER_MS,
                    backends=backends,
                    app_name="Dominos",
                )
        except Exception as exc:  # miniaudio raises its own error, cffi or OS errors
            log.info("no sound output on this computer (%s); the table stays silent", exc)
            return False
        # Scaled now, off the GUI thread, so the first cue of the game starts as fast as the rest.
        self._scaled = {name: self._scale(clip) for name, clip in self._clips.items()}
        self._device = device
        log.info("sound cues ready on %s", getattr(device, "backend", "?"))
        return True

    def set_volume(self, volume: int) -> None:
        """0 to 100; cues already scaled for another volume are scaled again when played."""
        volume = max(0, min(100, volume))
        if volume != self._volume:
            self._volume = volume
            self._scaled = {}

    def play(self, cue: str) -> None:
        """Start ``cue`` now, cutting any cue still sounding."""
        device = self._device
        if device is None or cue not in self._clips or self._volume == 0:
            return
        data = self._scaled.get(cue)
        if data is None:
            data = self._scaled[cue] = self._scale(self._clips[cue])
        with self._lock:
            self._now = (cue, memoryview(data), 0)
            self._fresh = True
        try:
            if not device.running:
                generator = self._frames()
                next(generator)
                with _quiet_stderr():
                    device.start(generator)
        except Exception as exc:  # the output went away (unplugged, server stopped)
            log.info("the sound output failed (%s); the table stays silent", exc)
            self._device = None
            self.loaded.emit()
            return
        self._stop.start(int(len(data) / 2 / RATE * 1000) + 4 * BUFFER_MS)

    def preview(self, cue: str, volume: int) -> None:
        """Play ``cue`` at ``volume``, as the preferences are being set, leaving the
        volume the table plays at as it was."""
        kept = self._volume
        self.set_volume(volume)
        self.play(cue)
        self.set_volume(kept)

    @property
    def sounding(self) -> bool:
        """Whether the output device runs (a cue sounds, or has just ended)."""
        return self._device is not None and bool(self._device.running)

    @property
    def volume(self) -> int:
        return self._volume

    def clip(self, cue: str) -> bytes:
        """The samples of ``cue`` at full volume, as loaded."""
        return self._clips[cue].tobytes()

    def close(self) -> None:
        self._stop.stop()
        device, self._device = self._device, None
        if device is not None:
            device.close()

    def _scale(self, clip: array[int]) -> bytes:
        gain = self._volume / 100
        return array("h", (int(s * gain) for s in clip)).tobytes()

    def _idle(self) -> None:
        """The cue has ended: stop the device so a quiet table wakes no audio thread."""
        device = self._device
        if device is not None and device.running:
            device.stop()
        with self._lock:
            self._now = None

    def _frames(self) -> Generator[bytes, int, None]:
        """miniaudio's audio thread pulls the samples from here, ``frames`` at a time."""
        frames = yield b""
        while True:
            with self._lock:
                now, fresh, self._fresh = self._now, self._fresh, False
                if now is None:
                    chunk = b""
                else:
                    name, data, at = now
                    chunk = bytes(data[at : at + 2 * frames])
                    self._now = (name, data, at + len(chunk))
            if fresh and now is not None and chunk:
                self.started.emit(now[0], time.perf_counter())
            out = chunk + b"\0\0" * (frames - len(chunk) // 2)
            if self.tap is not None:
                self.tap(out)
            frames = yield out
