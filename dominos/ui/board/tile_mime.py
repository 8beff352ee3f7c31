"""A dragged tile's payload: the hand starts drags with it and the board takes them."""

from __future__ import annotations

#: The MIME type of a dragged tile; the data is the text "a,b".
TILE_MIME = "application/x-dominos-tile"


def encode_tile(a: int, b: int) -> bytes:
    """The payload for tile ``a``-``b``.

    >>> encode_tile(6, 4), parse_tile(encode_tile(6, 4))
    (b'6,4', (6, 4))
    """
    return f"{a},{b}".encode("ascii")


def parse_tile(data: bytes) -> tuple[int, int] | None:
    """The tile in a drag payload, or None when it is not one (drags can come from anywhere).

    >>> parse_tile(b"6,4"), parse_tile(b"6;4"), parse_tile(b"9,1"), parse_tile(b"\\xff")
    ((6, 4), None, None, None)
    """
    try:
        a_text, b_text = data.decode("ascii").split(",")
        a, b = int(a_text), int(b_text)
    except (UnicodeDecodeError, ValueError):
        return None
    if 0 <= a <= 6 and 0 <= b <= 6:
        return a, b
    return None
