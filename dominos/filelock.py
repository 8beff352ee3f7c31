"""An exclusive lock on a file that the operating system drops the moment its process dies,
however it dies: ``flock`` on Linux and macOS, ``msvcrt.locking`` (a byte-range lock on the
first byte) on Windows; both are held per open file, so even a second open in the same
process sees the first.

Kept apart from the table's store, which locks each running table with it, because the app
takes one before its first window (one copy per player, ``dominos.ui.shell.one_app``), and
what start-up loads must not bring the table with it.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> None:
        """Raises ``OSError`` when another open holds the lock."""
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        # Windows frees the locks of a closed file only "in time"; unlocking first makes
        # the table resumable at once after a proper close.
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        """Raises ``OSError`` when another open holds the lock."""
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


__all__ = ["FileLock"]


class FileLock:
    """An exclusive advisory lock on one file; ``None`` as the path locks nothing."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._fd: int | None = None

    def acquire(self) -> bool:
        """Takes the lock without waiting; ``False`` when another open holds it."""
        if self.path is None:
            return True
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return True  # a lock that cannot be made must not stop a table from running
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    @property
    def fd(self) -> int | None:
        """The open file while the lock is held (its first byte is the lock on Windows)."""
        return self._fd

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                _unlock(self._fd)
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None

    @staticmethod
    def held(path: Path | None) -> bool:
        """Whether some open (this process's included) holds the lock right now."""
        if path is None or not path.exists():
            return False
        probe = FileLock(path)
        if probe.acquire():
            probe.release()
            return False
        return True
