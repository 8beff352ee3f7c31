"""A host's process dying as ``kill -9`` leaves it, inside one test process.

The only place tests reach into the server's and the journal's private parts: a real death
closes nothing politely, and no public method may offer to do so, or the app could call it.
"""

from __future__ import annotations

from dominos.net.host.server import Server
from dominos.table.store import TableStore

__all__ = ["abandon", "die"]


def die(server: Server, store: TableStore | None) -> None:
    """The listening socket, every connection and the journal's lock go at once; nothing
    is flushed, closed or said, and no timer of the host fires again."""
    server.room.closing = True
    server.liveness.stop()
    listening = server._server  # the socket a dead process leaves: no public way to drop it
    assert listening is not None
    listening.close()
    for session in list(server.room.sessions):
        session.abort()
    if store is not None:
        abandon(store)


def abandon(store: TableStore) -> None:
    """The journal's lock goes as the system drops a dead process's locks, with the table
    still marked open in the file."""
    store._lock_release()  # what the system does for a dead process: no public way either
