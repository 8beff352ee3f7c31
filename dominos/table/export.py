"""Writing finished games out of a journal as record files, for ``dominos-host --export``."""

from __future__ import annotations

import os
from pathlib import Path

from dominos.table.record import encode_record, record_from_journal
from dominos.table.store import FILE_NAME, TableStore

__all__ = ["export_games"]


def export_games(state_dir: Path, out: Path) -> list[Path]:
    """Writes one ``<game id>.json`` per finished game of the journal in ``state_dir``.

    Games still being played are left out: a record exists only once a game is over. Raises
    ``FileNotFoundError`` when ``state_dir`` holds no journal, and ``OSError`` when ``out``
    cannot be written.
    """
    if not (state_dir / FILE_NAME).is_file():
        raise FileNotFoundError(f"no journal ({FILE_NAME}) in {state_dir}")
    store = TableStore.open(state_dir)
    try:
        if store.notice is not None:
            raise OSError(store.notice)
        games = store.finished_games()
    finally:
        store.close()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for game in games:
        record = record_from_journal(game)
        path = out / f"{record.id}.json"
        partial = path.with_name(path.name + ".part")
        partial.write_bytes(encode_record(record) + b"\n")
        os.replace(partial, path)
        written.append(path)
    return written
