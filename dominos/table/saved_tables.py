"""What the app asks of the saved tables in passing: the file is opened, asked and closed.

The home screen asks these while no table is hosted, so nothing here keeps the file open
or holds a table's lock; a damaged file is moved aside as :meth:`TableStore.open` does.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import msgspec

from dominos.table.store import ResumeInfo, TableStore

__all__ = ["known", "resumable"]

log = logging.getLogger(__name__)


def resumable(
    state_dir: Path | str | None = None, table_id: str | None = None
) -> ResumeInfo | None:
    """The table the app can offer to resume on its home screen, or ``None``.

    Never raises: a damaged file is moved aside (see :meth:`TableStore.open`).
    """
    store = TableStore.open(state_dir)
    try:
        return store.resumable(table_id)
    except (sqlite3.Error, ValueError, msgspec.DecodeError) as exc:
        log.warning("the saved tables could not be listed: %s", exc)
        return None
    finally:
        store.close()


def known(state_dir: Path | str | None, table_id: str) -> bool:
    """Whether the journal in ``state_dir`` ever held ``table_id`` (see
    :meth:`TableStore.knows`); never raises."""
    store = TableStore.open(state_dir)
    try:
        return store.path is None or store.knows(table_id)
    finally:
        store.close()
