"""Make the table's sound cues: ``python resources/make_sounds.py`` writes the WAV files to
``dominos/resources/sounds/``.

Every sound is synthesised here from sine waves and seeded noise with the standard library
alone, so the project owns them outright: they are released with the rest of Dominos under
its MIT licence (see ``dominos/resources/sounds/README.md``). The same script always writes
the same bytes, which ``tests/packaging/test_resources.py`` checks, so the shipped files can
always be traced back to this source.

Short, distinct and quiet: a chime for your turn, three quick beeps when it is about to run
out, a click for a tile laid, a double knock for a pass, an arpeggio for the end of a round,
a rising one for a game won and a falling one for a game lost.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parent.parent / "dominos" / "resources" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def note(freq: float, seconds: float, *, decay: float = 6.0, attack: float = 0.004) -> Samples:
    """A bell-like tone: the fundamental and two soft overtones, a quick rise and a decay."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-decay * t)
        tone = (
            math.sin(2 * math.pi * freq * t)
            + 0.35 * math.sin(2 * math.pi * 2 * freq * t)
            + 0.12 * math.sin(2 * math.pi * 3 * freq * t)
        )
        out.append(envelope * tone / 1.47)
    return out


def knock(seconds: float, rng: random.Random, *, pitch: float = 120.0) -> Samples:
    """A knuckle on wood: a low thud with a little filtered noise, dying in tens of ms."""
    out, smooth = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        smooth += 0.25 * (rng.uniform(-1, 1) - smooth)  # one-pole low-pass: a dull knock
        body = math.sin(2 * math.pi * pitch * t) + 0.5 * math.sin(2 * math.pi * 2.3 * pitch * t)
        out.append(math.exp(-45 * t) * (0.7 * body + 0.6 * smooth * math.exp(-60 * t)))
    return out


def click(seconds: float, rng: random.Random) -> Samples:
    """A tile set down on the table: a bright tick over a short, low body."""
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        noise = rng.uniform(-1, 1)
        bright, last = noise - last, noise  # first difference: a high-passed tick
        tick = 0.5 * bright * math.exp(-180 * t)
        body = 0.6 * math.sin(2 * math.pi * 210 * t) * math.exp(-55 * t)
        out.append(tick + body)
    return out


def then(*parts: Samples) -> Samples:
    return [s for part in parts for s in part]


def mix(base: Samples, part: Samples, at: float) -> Samples:
    start = int(RATE * at)
    out = base + [0.0] * max(0, start + len(part) - len(base))
    for i, s in enumerate(part):
        out[start + i] += s
    return out


def arpeggio(freqs: tuple[float, ...], step: float, ring: float, decay: float) -> Samples:
    out: Samples = []
    for index, freq in enumerate(freqs):
        last = index == len(freqs) - 1
        out = mix(out, note(freq, ring * (2 if last else 1), decay=decay), index * step)
    return out


C4, E4, G4, C5, E5, G5, A5, C6 = 261.63, 329.63, 392.0, 523.25, 659.25, 783.99, 880.0, 1046.5

SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "turn": lambda rng: arpeggio((E5, A5), 0.14, 0.45, 7.0),
    "hurry": lambda rng: then(*(then(note(C6, 0.09, decay=20), silence(0.05)) for _ in range(3))),
    "tile": lambda rng: click(0.12, rng),
    "pass": lambda rng: then(knock(0.13, rng), knock(0.16, rng, pitch=105)),
    "round": lambda rng: arpeggio((C5, E5, G5), 0.12, 0.35, 6.0),
    "win": lambda rng: arpeggio((C5, E5, G5, C6), 0.11, 0.4, 4.0),
    "lose": lambda rng: arpeggio((G4, E4, C4), 0.2, 0.45, 4.5),
}
#: Peak level of every cue, as a share of full scale: loud enough to notice, never harsh.
PEAK = 0.6


def render(name: str) -> bytes:
    """The 16-bit mono PCM frames of cue ``name`` (always the same for the same name)."""
    samples = SOUNDS[name](random.Random(name))
    top = max(abs(s) for s in samples) or 1.0
    fade = int(RATE * 0.01)  # no click at the end
    frames = []
    for i, s in enumerate(samples):
        gain = PEAK / top * min(1.0, (len(samples) - i) / fade)
        frames.append(round(max(-1.0, min(1.0, s * gain)) * 32767))
    return struct.pack(f"<{len(frames)}h", *frames)


def write(name: str, folder: Path) -> Path:
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(render(name))
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description="Write the sound cues as WAV files.")
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder (default {OUT})")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        print(write(name, args.out))


if __name__ == "__main__":
    main()
