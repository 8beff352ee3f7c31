"""The files around the table store: a lock per running table, and a damaged file set aside.

The lock is what lets the app offer "Resume your table" without offering a table another
host on the same computer is still running: the operating system drops it the moment its
process dies, however it dies, so a crashed host's table is free to resume at once
(``dominos.filelock``).
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

from dominos.filelock import FileLock as TableLock

__all__ = ["TableLock", "move_aside"]


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
