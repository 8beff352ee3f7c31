"""How to host a table: what ``dominos-host``'s flags and the app's options both come to.

Light on purpose: the app builds its :class:`HostOptions` at start-up, before the table or
the network is loaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dominos.net.wire.address import DEFAULT_PORT
from dominos.terms import DEFAULT_TARGET

__all__ = ["HostOptions", "listen_port"]


@dataclass(frozen=True)
class HostOptions:
    """Everything that decides how a table is hosted, given once and passed whole."""

    target: int = DEFAULT_TARGET
    #: Multiplies every clock of the table (for trying things out).
    time_scale: float = 1.0
    #: See :func:`listen_port`.
    port: int | None = None
    #: Listen on this address only; ``None``: every interface.
    bind: str | None = None
    #: Announce the table on the LAN.
    discovery: bool = True
    #: Where the table is journaled so it survives a crash; ``None``: nowhere.
    state_dir: Path | None = None
    #: The invitation code; ``None``: a fresh random one.
    code: str | None = None
    table_name: str = ""
    #: The name of the host's player, shown in LAN listings until someone holds seat 0.
    host_name: str = ""
    #: When the journal is rounds behind and the players' apps cannot rebuild it, deal the
    #: journal's round again at once rather than offer it to the host seat: what a host
    #: nobody sits at (``dominos-host``) does.
    replay_lost_round: bool = False
    #: Let friends who know the code watch the table, up to eight (decisions.md 35).
    watchers: bool = True


def listen_port(asked: int | None, saved: int | None = None) -> int:
    """The port to listen on: the one asked for; when none was, or 0 (any free port) was,
    a resumed table's own port, where the players' apps knock again; else the usual one
    for ``None`` and any free one for 0. A port found taken falls back to a free one.

    >>> listen_port(None), listen_port(0), listen_port(5000, 47480)
    (47474, 0, 5000)
    >>> listen_port(None, 47480), listen_port(0, 47480)
    (47480, 47480)
    """
    if asked:
        return asked
    if saved:
        return saved
    return DEFAULT_PORT if asked is None else 0
