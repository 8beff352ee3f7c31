"""The local countdown between snapshots, on an injected clock."""

from __future__ import annotations

import asyncio

from dominos.ui.game.countdown import Countdown


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_counts_down_whole_seconds_and_turns_amber_then_red(qtbot: object) -> None:
    clock = FakeClock()
    countdown = Countdown(clock=clock)
    seen: list[int] = []
    countdown.seconds_changed.connect(seen.append)
    countdown.start(11_000)
    assert (countdown.seconds(), countdown.urgency()) == (11, "calm")
    clock.now += 1.0
    countdown.tick()
    assert (countdown.seconds(), countdown.urgency()) == (10, "amber")
    clock.now += 4.5
    countdown.tick()
    assert (countdown.seconds(), countdown.urgency()) == (6, "amber")
    clock.now += 0.5
    countdown.tick()
    assert (countdown.seconds(), countdown.urgency()) == (5, "red")
    assert seen == [11, 10, 6, 5]


def test_a_new_snapshot_corrects_the_local_count(qtbot: object) -> None:
    clock = FakeClock()
    countdown = Countdown(clock=clock)
    countdown.start(30_000)
    clock.now += 3.0
    countdown.start(20_000)
    assert countdown.seconds() == 20
    countdown.stop()
    assert not countdown.running and countdown.seconds() == 0


def test_the_task_sleeps_until_the_next_second_and_stops_at_zero(qtbot: object) -> None:
    clock = FakeClock()
    sleeps: list[float] = []

    async def fake_sleep(delay: float) -> None:
        sleeps.append(delay)
        clock.now += delay
        await asyncio.sleep(0)

    async def run() -> list[int]:
        countdown = Countdown(clock=clock, sleep=fake_sleep)
        seen: list[int] = []
        countdown.seconds_changed.connect(seen.append)
        countdown.start(3_500)
        for _ in range(50):
            await asyncio.sleep(0)
        return seen

    seen = asyncio.run(run())
    assert seen == [4, 3, 2, 1, 0]
    # Idle cost: one wake-up per shown second, not a busy loop.
    assert len(sleeps) == 4


def test_smooth_frames_only_while_asked(qtbot: object) -> None:
    clock = FakeClock()
    frames: list[None] = []
    countdown = Countdown(clock=clock, fps=10)
    countdown.frame.connect(lambda: frames.append(None))
    countdown.start(5_000)
    assert countdown.tick() is not None and frames == []
    countdown.set_smooth(True)
    delay = countdown.tick()
    assert delay is not None and delay <= 0.1 + 1e-9
    assert len(frames) == 1
    clock.now += 2.5
    assert 0.45 < countdown.fraction() < 0.55


def test_a_ring_is_redrawn_only_as_often_as_it_visibly_moves(qtbot: object) -> None:
    """A long turn's ring creeps a pixel at a time, a short one sweeps: frames follow it."""
    clock = FakeClock()
    countdown = Countdown(clock=clock, fps=8, ring_steps=120)
    countdown.set_smooth(True)
    countdown.start(40_000, total_ms=45_000)
    delay = countdown.tick()
    assert delay is not None and abs(delay - 45 / 120) < 1e-9
    countdown.start(4_000, total_ms=5_000)
    delay = countdown.tick()
    assert delay is not None and abs(delay - 1 / 8) < 1e-9
    countdown.stop()
