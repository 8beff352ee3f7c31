"""Who watches the table: at most eight connections with no seat (decisions.md 35).

A watcher came through the same key exchange as a player, so it knows the code, but it
holds no seat: it is sent the snapshot of no seat (what the whole table may know,
decisions.md 25), and nothing it sends moves the game. Kept apart from the seats because
nothing of it is the table's: watchers are not journaled, hold no clock and no pause, and
a watcher who drops changes nothing for the players but the list of who is watching.

>>> w: Watchers[object] = Watchers()
>>> token = w.come(object(), "Eve", None, ("Ann", "Bob"))
>>> w.names
('Eve',)
>>> w.come(object(), "eve", None, ())
Traceback (most recent call last):
...
dominos.net.host.watchers.Refused: Someone at this table is already called Eve. Pick another name.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from typing import Final, Generic, TypeVar

from dominos.net.wire.messages import MAX_WATCHERS, ErrorCode
from dominos.table import TableError
from dominos.table.seats import clean_name

__all__ = ["KEPT_TOKENS", "Refused", "Watchers"]

#: A connection: the server's session, or anything hashable in a test.
S = TypeVar("S")

#: How many watchers' tokens are remembered, those watching and those who dropped, so that
#: a watcher whose link died comes back under the same name: bounded, the oldest forgotten.
KEPT_TOKENS: Final = 64


class Refused(Exception):
    """A watcher's hello or request the host turns down, with the wire error's code."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code: ErrorCode = code
        self.message = message


class Watchers(Generic[S]):
    """The connections watching, by arrival, and the tokens that bring a watcher back.

    Connections are any hashable objects (the server's sessions), so this reads alone.
    """

    def __init__(self, allowed: bool = True, limit: int = MAX_WATCHERS) -> None:
        #: The host lets people watch (``dominos-host --no-watchers`` turns it off).
        self.allowed = allowed
        self.limit = limit
        #: Each watching connection and its token, in arrival order.
        self.live: dict[S, str] = {}
        #: The name of each token handed out, watching now or dropped, oldest first.
        self._named: dict[str, str] = {}
        #: The names shown to everyone, in arrival order; rebuilt at each change only.
        self.names: tuple[str, ...] = ()

    def __contains__(self, session: object) -> bool:
        return session in self.live

    def come(self, session: S, name: str | None, token: str | None, seated: Iterable[str]) -> str:
        """Lets ``session`` watch, under ``name`` or back with a watcher's ``token``; returns
        its token. Raises :class:`Refused` when watching is off, the table has as many
        watchers as it takes, the token is not a watcher's, or the name is taken."""
        if not self.allowed:
            raise Refused("no_watchers", "The host does not let anyone watch this table.")
        if token is not None:
            known = self._named.get(token)
            if known is None:
                raise Refused(
                    "bad_token", "This table no longer knows you as a watcher. Join it again."
                )
            name = known
            for other, held in list(self.live.items()):
                if held == token:  # the same watcher on a newer connection
                    del self.live[other]
        elif name is None:
            raise Refused("bad_message", "A hello needs a name, or a resume token.")
        else:
            try:
                name = clean_name(name)
            except TableError as exc:
                raise Refused(exc.code, exc.message) from None
        if len(self.live) >= self.limit:
            raise Refused(
                "too_many_watchers",
                f"This table already has {self.limit} watching, as many as it takes.",
            )
        folded = name.casefold()
        taken = [*seated, *(self._named[t] for t in self.live.values() if t != token)]
        for called in taken:
            if called.casefold() == folded:
                raise Refused(
                    "name_taken",
                    f"Someone at this table is already called {called}. Pick another name.",
                )
        if token is None:
            token = secrets.token_urlsafe(18)
            self._named[token] = name
            while len(self._named) > KEPT_TOKENS:
                oldest = next(t for t in self._named if t not in self.live.values())
                del self._named[oldest]
        self.live[session] = token
        self._rename()
        return token

    def named(self, name: str) -> str | None:
        """The name of the watcher called ``name`` (without regard to case), if any."""
        folded = name.strip().casefold()
        return next((n for n in self.names if n.casefold() == folded), None)

    def holder(self, token: str) -> S | None:
        """The connection watching with ``token`` now, if any (a newer one replaces it)."""
        return next((s for s, t in self.live.items() if t == token), None)

    def name_of(self, session: S) -> str | None:
        """The name ``session`` watches under, if it watches."""
        token = self.live.get(session)
        return None if token is None else self._named.get(token)

    def gone(self, session: S) -> bool:
        """``session`` stopped watching (dropped or closed); its token still brings it back.
        Says whether it was watching."""
        if self.live.pop(session, None) is None:
            return False
        self._rename()
        return True

    def sat_down(self, session: S) -> None:
        """``session`` took a seat: it no longer watches, and its token is no longer one."""
        token = self.live.pop(session, None)
        if token is not None:
            self._named.pop(token, None)
            self._rename()

    def left(self, session: S) -> None:
        """``session`` chose to stop watching: its token is forgotten."""
        self.sat_down(session)

    def _rename(self) -> None:
        self.names = tuple(self._named[t] for t in self.live.values())
