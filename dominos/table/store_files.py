"""The files around the table store: a lock per running table, and a damaged file set aside.

The lock is what lets the app offer "Resume your table" without offering a table another
host on the same computer is still running: the operating system drops it the moment its
process dies, however it dies, so a crashed host's table is free to resume at once. It is
``flock`` on Linux and macOS and ``msvcrt.locking`` (a byte-range lock) on Windows; both are
held per open file, so even a second open in the same process sees the first.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
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


__all__ = ["TableLock", "move_aside"]


class TableLock:
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
        probe = TableLock(path)
        if probe.acquire():
            probe.release()
            return False
        return True


def move_aside(path: Path) -> Path | None:
    """Renames a damaged database (and its WAL files) out of the way; ``None`` if it can't.

    >>> move_aside(Path("/nonexistent/dir/tables.sqlite3")) is None
    True
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        path.rename(target)
    except FileNotFoundError:
        if not path.parent.is_dir():
            return None
        return target  # nothing to move: a fresh file can be made
    except OSError:
        return None
    for suffix in ("-wal", "-shm"):
        extra = Path(f"{path}{suffix}")
        with contextlib.suppress(OSError):
            extra.rename(Path(f"{target}{suffix}"))
    return target
