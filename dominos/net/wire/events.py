"""The two events every sans-IO layer of the network shares: the secure channel under the
lines and the framing of the lines themselves both say "feed me more" and "the peer is done"
the same way, so a caller drives either with the same loop."""

from __future__ import annotations

import enum
from typing import Final


class Sentinel(enum.Enum):
    NEED_DATA = "NEED_DATA"
    CLOSED = "CLOSED"

    def __repr__(self) -> str:
        return self.value


#: Nothing complete yet: feed more bytes.
NEED_DATA: Final = Sentinel.NEED_DATA
#: The peer closed its side and everything before that was read, or the connection broke
#: and must be closed.
CLOSED: Final = Sentinel.CLOSED
