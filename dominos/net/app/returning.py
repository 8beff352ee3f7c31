"""What a seat remembers of the game, so that it can come back to a host that lost some
of it: the latest state with its round's moves, every finished round, and the returning
hello that says all of it (docs/protocol.md, the version rule).

Kept apart from the client's connection handling: it is pure bookkeeping on the states
received, tested on its own, and what a hello may carry is decided in one place.
"""

from __future__ import annotations

from typing import Final

from dominos.net.wire.messages import PROTOCOL_VERSION, Hello, State, encode_part
from dominos.table.state import SeenRound, seen_round

__all__ = ["PAST_BYTES", "Memory"]

#: How much of a returning hello the finished rounds may take: the host reads lines of up
#: to 64 KiB, and a long game's oldest rounds are the ones a journal still holds.
PAST_BYTES: Final = 48_000


class Memory:
    """The client's memory of the game: what it last saw, and the rounds it saw end."""

    def __init__(self, past_bytes: int = PAST_BYTES) -> None:
        #: How many bytes of finished rounds a returning hello carries.
        self.past_bytes = past_bytes
        #: The latest state remembered.
        self.known: State | None = None
        #: The state that ended each finished round of the game, by round number. What the
        #: round was (:func:`seen_round`) is worked out only when a hello needs it: at every
        #: round's end, four apps doing it on the way to their screens made that move a
        #: third slower (docs/performance.md).
        self._ended: dict[int, State] = {}
        #: The highest round number in ``_ended``.
        self._latest = 0
        #: This app watches the table: it comes back as a watcher, with nothing to prove.
        self.watching = False
        #: The name this app joined under, if it gave one: a watcher comes in again under it
        #: when the table no longer knows its token.
        self.name: str | None = None

    def remember(self, state: State) -> None:
        """Keeps what a host that lost some of the game needs back: the latest state with its
        round's moves, and every finished round of the game."""
        self.known = state
        if self._ended and (state.phase == "lobby" or self._latest >= state.round):
            # A new game (or the same round again): older rounds belong to another story.
            self._ended = {r: s for r, s in self._ended.items() if r < state.round}
            self._latest = max(self._ended, default=0)
        if state.result is not None and state.phase in ("break", "over"):
            self._ended[state.round] = state
            self._latest = state.round

    @property
    def past(self) -> dict[int, SeenRound]:
        """The finished rounds of the game under way, each deal and move, by round number."""
        return {r: seen for r, s in self._ended.items() if (seen := seen_round(s)) is not None}

    def resume_hello(self, token: str | None, past_bytes: int | None = None) -> Hello:
        """Reclaims the seat of ``token``, saying what this app last saw: a host whose journal
        fell behind rebuilds the moves it lost from it, and never numbers a change below it.
        The finished rounds take at most ``past_bytes`` (:attr:`past_bytes` unless said)."""
        state = self.known
        if self.watching:
            return Hello(protocol=PROTOCOL_VERSION, resume=token, watch=True)
        if state is None:
            return Hello(protocol=PROTOCOL_VERSION, resume=token)
        if state.phase == "lobby":
            return Hello(
                protocol=PROTOCOL_VERSION, resume=token, seen=state.version, round=0,
                seal=state.seal,
            )  # fmt: skip
        return Hello(
            protocol=PROTOCOL_VERSION,
            resume=token,
            seen=state.version,
            round=state.round,
            moves=state.moves,
            opener=state.opener,
            scores=state.scores,
            hand=state.hand if state.phase == "round" else (),
            past=self.recent_past(self.past_bytes if past_bytes is None else past_bytes),
            seal=state.seal,
        )

    def watch_again(self) -> Hello | None:
        """A watcher's hello to come in again under its name, for a table that no longer
        knows its token: a host restarted from its journal, which keeps no watcher
        (decisions.md 35). ``None`` for a seat, whose token is its only way back, or a
        watcher whose name this app was never told.

        >>> memory = Memory()
        >>> memory.watching, memory.name = True, "Eve"
        >>> again = memory.watch_again()
        >>> again is not None and (again.name, again.watch, again.resume)
        ('Eve', True, None)
        """
        if not self.watching or self.name is None:
            return None
        return Hello(protocol=PROTOCOL_VERSION, name=self.name, watch=True)

    def recent_past(self, limit: int) -> tuple[SeenRound, ...]:
        """The finished rounds, newest kept first when they would not all fit in ``limit``
        bytes."""
        kept: list[SeenRound] = []
        size = 0
        for _, played in sorted(self.past.items(), reverse=True):
            size += len(encode_part(played))
            if size > limit:
                break
            kept.append(played)
        return tuple(reversed(kept))
