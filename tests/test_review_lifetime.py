"""A review's search workers end with the process that started them, however it ended.

A process killed outright runs no handler (Windows ends every process that way: a crash, the
task manager, the app stopping a review): workers left waiting for their next batch would
hold their memory until the player logs out. Run on Linux and in the Windows pass.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from tests.helpers.processes import kill_now, read_line

ROOT = Path(__file__).resolve().parents[1]

#: A review's process as the app starts it: both workers started (lowering their priority,
#: as in the app), their process ids said, then waiting for work that never comes.
REVIEW = """
import os, sys, time
from dominos.review.known_round import KnownReview

if __name__ == "__main__":
    review = KnownReview(workers=2)
    pool = review._pool
    for future in [pool.submit(os.getpid) for _ in range(4)]:
        future.result(timeout=120)
    print(*pool._processes, flush=True)
    time.sleep(600)
"""


def alive(pid: int) -> bool:
    """Whether ``pid`` still runs (an ended process its parent has not reaped is not)."""
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32")
        handle = kernel32.OpenProcess(0x00100000, False, pid)  # SYNCHRONIZE
        if not handle:
            return False
        try:
            return bool(kernel32.WaitForSingleObject(handle, 0) == 0x102)  # WAIT_TIMEOUT
        finally:
            kernel32.CloseHandle(handle)
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def test_the_workers_end_when_their_review_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "review.py"
    script.write_text(REVIEW)
    with subprocess.Popen(
        [sys.executable, str(script)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    ) as review:
        try:
            assert review.stdout is not None
            workers = [int(pid) for pid in read_line(review.stdout, 120).split()]
            assert len(workers) == 2 and all(alive(pid) for pid in workers)
            kill_now(review.pid)
            review.wait(10)
            deadline = time.monotonic() + 20
            while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
                time.sleep(0.1)
            assert not any(alive(pid) for pid in workers), "a worker outlived its review"
        finally:
            if review.poll() is None:
                review.kill()
