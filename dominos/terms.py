"""The game's vocabulary and limits, each written once for every layer.

The engine, the table, the wire format, both command lines and the screens all take the
target's range, a name's limits, how a typed invitation code is read, the time scale's bounds,
which end a tile goes on, and the literal types (ends, result kinds, error codes) from here.
It imports nothing but the standard library, so the app reads it at start-up without loading
the table (``python -m benchmarks.startup``). Each caller words a refusal for its own reader:
the table for players, the command lines for a terminal, the screens through ``tr()``.
"""

from __future__ import annotations

import math
import unicodedata
from typing import Final, Literal, get_args

__all__ = [
    "BLOCKED",
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "DEFAULT_TARGET",
    "DOMINO",
    "ERROR_CODES",
    "LEFT",
    "MAX_NAME",
    "MAX_TABLE_NAME",
    "MAX_TIME_SCALE",
    "RIGHT",
    "TABLE_ERROR_CODES",
    "TARGETS",
    "End",
    "ErrorCode",
    "NameProblem",
    "ResultKind",
    "TableErrorCode",
    "canonical_code",
    "codes_match",
    "is_target",
    "is_time_scale",
    "name_problem",
    "parse_code",
    "unchosen_end",
]

# --- ends and results -----------------------------------------------------------------

#: The two ends of the line, as the player sees it.
End = Literal["left", "right"]
LEFT: Final = "left"
RIGHT: Final = "right"

#: How a round ends: a player laid their last tile, or nobody can play (decisions.md 14).
ResultKind = Literal["domino", "blocked"]
DOMINO: Final = "domino"
BLOCKED: Final = "blocked"


def unchosen_end(fits_left: bool, fits_right: bool, same_number: bool) -> End | None:
    """The end a tile goes on when the player names none (decisions.md 10).

    Right when it fits there and nothing is left to choose (it fits only there, or both ends
    show the same number), left when it fits only there; ``None`` when the player must choose
    (it fits two different ends) or when it fits neither.

    >>> unchosen_end(True, True, True), unchosen_end(True, False, False)
    ('right', 'left')
    >>> unchosen_end(True, True, False) is None, unchosen_end(False, False, False) is None
    (True, True)
    """
    if fits_right and (same_number or not fits_left):
        return RIGHT
    if fits_left and not fits_right:
        return LEFT
    return None


# --- the target -----------------------------------------------------------------------

#: Targets the host may pick (decisions.md 18): 50 to 500 points in steps of 50.
TARGETS: Final[tuple[int, ...]] = tuple(range(50, 501, 50))
DEFAULT_TARGET: Final = 100


def is_target(value: object) -> bool:
    """Whether a game may be played to ``value`` points.

    >>> is_target(150), is_target(120), is_target(150.0), is_target(True)
    (True, False, False, False)
    """
    return type(value) is int and value in TARGETS


# --- names ----------------------------------------------------------------------------

#: Longest player name, in characters, once stripped (decisions.md 4).
MAX_NAME: Final = 20
#: Longest table name, in characters.
MAX_TABLE_NAME: Final = 40
NameProblem = Literal["empty", "too_long", "control"]


def name_problem(text: str, limit: int = MAX_NAME) -> NameProblem | None:
    """Why ``text``, stripped, cannot be a name, or ``None`` when it can.

    A reason code rather than a sentence, so each caller words it for its own reader.

    >>> name_problem("  Ann ") is None
    True
    >>> name_problem("   "), name_problem("x" * 21), name_problem("A\\tB")
    ('empty', 'too_long', 'control')
    >>> name_problem("x" * 40, limit=MAX_TABLE_NAME) is None
    True
    """
    name = text.strip()
    if not name:
        return "empty"
    if len(name) > limit:
        return "too_long"
    if not name.isprintable() or any(unicodedata.category(ch)[0] == "C" for ch in name):
        return "control"
    return None


# --- invitation codes -----------------------------------------------------------------

#: 32 symbols with no 0/O or 1/I, so a code read out loud cannot be mistyped into another.
CODE_ALPHABET: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH: Final = 6
_CODE_SYMBOLS: Final = frozenset(CODE_ALPHABET)


def canonical_code(text: str) -> str:
    """A code as typed, read the one way every layer reads it: spaces and punctuation
    dropped (``abc-234``, a pasted ``ABC 234.``), letters upper-cased. Any other character
    stays, so a typo is reported rather than silently dropped.

    >>> canonical_code(" abc-234 "), canonical_code("ab_c.2\\n34"), canonical_code("abé2")
    ('ABC234', 'ABC234', 'ABÉ2')
    """
    return "".join(
        ch for ch in text if unicodedata.category(ch)[0] not in "ZPC" and not ch.isspace()
    ).upper()


def parse_code(text: str) -> str:
    """The code ``text`` stands for, or ``ValueError`` with a sentence naming it.

    >>> parse_code(" abc-234 ")
    'ABC234'
    >>> parse_code("ABCO23")
    Traceback (most recent call last):
    ...
    ValueError: an invitation code is 6 characters from A-Z and 2-9 without I or O, not 'ABCO23'
    """
    code = canonical_code(text)
    if len(code) != CODE_LENGTH or not _CODE_SYMBOLS.issuperset(code):
        raise ValueError(
            f"an invitation code is {CODE_LENGTH} characters from A-Z and 2-9"
            f" without I or O, not {text!r}"
        )
    return code


def codes_match(given: object, expected: str) -> bool:
    """Whether a typed code opens a table whose code is ``expected``, in constant time so
    timing does not tell a guesser how much of it matched.

    >>> codes_match("abc 234", "ABC234"), codes_match("ABC235", "ABC234"), codes_match(None, "X")
    (True, False, False)
    """
    import hmac  # only a host compares codes; the app starts without loading OpenSSL

    if not isinstance(given, str):
        return False
    return hmac.compare_digest(
        canonical_code(given).encode("utf-8", "replace"),
        canonical_code(expected).encode("utf-8", "replace"),
    )


# --- clocks ---------------------------------------------------------------------------

#: Slowest a table's clocks may run: ten times the usual turn (7.5 minutes) is already more
#: than any game wants; a scale below 1 quickens them for trying things out.
MAX_TIME_SCALE: Final = 10.0


def is_time_scale(value: object) -> bool:
    """Whether every clock of a table may be multiplied by ``value``: above 0, at most 10.

    >>> is_time_scale(0.1), is_time_scale(10), is_time_scale(0), is_time_scale(float("nan"))
    (True, True, False, False)
    """
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and 0 < value <= MAX_TIME_SCALE
    )


# --- refusals -------------------------------------------------------------------------

#: Refusals the table itself gives; they travel unchanged in the wire ``error`` message.
TableErrorCode = Literal[
    # Refusals of a hello; the connection closes after them.
    "wrong_code",
    "table_full",
    "name_taken",
    "bad_name",
    "bad_token",
    # Refusals of a command; the connection stays open.
    "not_your_turn",
    "illegal_move",
    "must_play",
    "not_host",
    "wrong_phase",
    "bad_target",
    "not_seated",
]

#: Every code of the wire ``error`` message (docs/protocol.md): the table's, and the
#: transport's own.
ErrorCode = Literal[
    TableErrorCode,
    # Refusals of a hello by the server; the connection closes after them.
    "protocol_mismatch",
    # A watcher's hello: the table lets nobody watch, or already has as many as it takes.
    "no_watchers",
    "too_many_watchers",
    # A command that would move the game, from a connection that only watches; it stays.
    "watching",
    "too_many_attempts",
    "busy",
    # A command that does not decode; the connection stays open.
    "bad_message",
    # Framing errors; the connection closes after them.
    "too_large",
    "bad_encoding",
    # Sent in reply to anything that arrives while the table is shutting down.
    "closing",
]

TABLE_ERROR_CODES: Final[frozenset[str]] = frozenset(get_args(TableErrorCode))
ERROR_CODES: Final[frozenset[str]] = frozenset(get_args(ErrorCode))
#: Refusals of a hello that say "not now" rather than "never": the table is busy or slowing
#: down an address that guessed codes, and comes with a ``retry_after``; the seat or the
#: table is still there, so joining and coming back try again rather than give up.
NOT_NOW: Final[frozenset[ErrorCode]] = frozenset({"too_many_attempts", "busy"})
