"""The files around the table store: a lock per running table, and a damaged file set aside.

The lock is what lets the app offer "Resume your table" without offering a table another
host on the same computer is still running: the operating system drops it the moment its
process dies, however it dies, so a crashed host's table is free to resume at once.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no advisory locks, so no check against a second host
    fcntl = None  # type: ignore[assignment]

__all__ = ["TableLock", "move_aside"]


class TableLock:
    """An exclusive advisory lock on one file; ``None`` as the path locks nothing."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._fd: int | None = None

    def acquire(self) -> bool:
        """Takes the lock without waiting; ``False`` when another open holds it."""
        if self.path is None or fcntl is None:
            return True
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return True  # a lock that cannot be made must not stop a table from running
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None

    @staticmethod
    def held(path: Path | None) -> bool:
        """Whether some open (this process's included) holds the lock right now."""
        if path is None or fcntl is None or not path.exists():
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
