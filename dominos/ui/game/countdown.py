"""A countdown that runs locally between snapshots, driven by an asyncio task.

The host only ever says "so many milliseconds left" (decisions.md 24). Each snapshot restarts
the countdown from that figure; in between it counts down on its own, waking once per whole
second for the digits, and at a modest frame rate only while something smooth (a ring) is on
screen. With no countdown running, no task exists at all, so an idle table costs nothing.

The clock and the sleep are injected so tests move time by hand instead of waiting.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Awaitable, Callable
from typing import Literal

from PySide6.QtCore import QObject, Signal

Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]
Urgency = Literal["calm", "amber", "red"]

#: The digits turn amber, then red, at these many whole seconds left (look.md).
AMBER_AT = 10
RED_AT = 5


def urgency(seconds: int) -> Urgency:
    """How pressing the time left is, for the colour of the digits and the ring.

    >>> urgency(11), urgency(10), urgency(6), urgency(5), urgency(0)
    ('calm', 'amber', 'amber', 'red', 'red')
    """
    if seconds <= RED_AT:
        return "red"
    if seconds <= AMBER_AT:
        return "amber"
    return "calm"


def _cancel_all(tasks: list[asyncio.Task[None]]) -> None:
    while tasks:
        tasks.pop().cancel()


class Countdown(QObject):
    """Time left on a turn or a break, corrected by every snapshot."""

    #: Whole seconds left changed (also emitted on every restart and when stopped).
    seconds_changed = Signal(int)
    #: A new frame for smooth drawings; only emitted while ``smooth`` is on.
    frame = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
        fps: float = 8.0,
        ring_steps: int = 120,
    ) -> None:
        super().__init__(parent)
        self._clock = clock
        self._sleep = sleep
        self._frame_s = 1.0 / fps
        # A ring about 40 px across has some 120 px of arc: over a 45 s turn it moves one
        # pixel every 0.37 s, so drawing it more often than that only burns CPU. Short
        # clocks (a player who is away gets 5 s) still get the full frame rate.
        self._ring_steps = ring_steps
        self._deadline: float | None = None
        self._total_s = 1.0
        self._smooth = False
        self._shown = -1
        # Kept outside the QObject so the destroyed hook can reach it after the C++ side is gone.
        tasks: list[asyncio.Task[None]] = []
        self._tasks = tasks
        self.destroyed.connect(lambda: _cancel_all(tasks))

    # -- state -----------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._deadline is not None

    def remaining(self) -> float:
        """Seconds left, never negative; 0 when stopped."""
        if self._deadline is None:
            return 0.0
        return max(0.0, self._deadline - self._clock())

    def seconds(self) -> int:
        """Whole seconds to show, rounded up so 0 appears only when time is up."""
        return math.ceil(self.remaining() - 1e-9) if self.running else 0

    def fraction(self) -> float:
        """Share of the full time still left, for a ring that empties as time runs out."""
        if not self.running:
            return 0.0
        return min(1.0, self.remaining() / self._total_s)

    def urgency(self) -> Urgency:
        return urgency(self.seconds())

    # -- control ---------------------------------------------------------------------
    def start(self, ms_left: int, total_ms: int | None = None) -> None:
        """Restart from what the latest snapshot says; ``total_ms`` sizes the ring."""
        left = max(0, ms_left) / 1000.0
        self._deadline = self._clock() + left
        self._total_s = max(left, (total_ms or ms_left) / 1000.0, 0.001)
        self._shown = -1
        self.tick()
        self._reschedule()

    def stop(self) -> None:
        """Forget the deadline and end the task: nothing wakes up any more."""
        was_running = self.running
        self._deadline = None
        self._cancel()
        if was_running:
            self._shown = 0
            self.seconds_changed.emit(0)

    def set_smooth(self, smooth: bool) -> None:
        """Ask for frames (a visible ring) or only whole seconds."""
        if smooth == self._smooth:
            return
        self._smooth = smooth
        if self.running:
            self._reschedule()

    def tick(self) -> float | None:
        """Emit what changed since the last call; return how long to sleep, or None when done.

        The task calls this; tests call it directly after moving their clock.
        """
        if self._deadline is None:
            return None
        remaining = self.remaining()
        shown = self.seconds()
        if shown != self._shown:
            self._shown = shown
            self.seconds_changed.emit(shown)
        if self._smooth:
            self.frame.emit()
        if remaining <= 0:
            return None
        # Wake just after the digits next change (e.g. 9.999 s -> 9 s shown)...
        to_next_second = remaining - (shown - 1) + 0.001
        if self._smooth:
            frame = max(self._frame_s, self._total_s / self._ring_steps)
            return min(frame, to_next_second)
        return to_next_second

    # -- the task --------------------------------------------------------------------
    def _reschedule(self) -> None:
        self._cancel()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            # No event loop running (a plain test): nothing can wake us, tick() by hand.
            return
        self._tasks.append(loop.create_task(self._run()))

    def _cancel(self) -> None:
        _cancel_all(self._tasks)

    async def _run(self) -> None:
        while True:
            delay = self.tick()
            if delay is None:
                return
            await self._sleep(delay)
