"""How tile halves show their number, "pips" or "numerals": the player's preference, which
every tile painter reads.

Kept apart from the painter and free of Qt, so the app applies the preference at start-up
without loading the painting classes before its first window is drawn.
"""

from __future__ import annotations

_faces = "pips"


def set_faces(faces: str) -> None:
    """Draw every tile from now on with ``faces`` ("pips" or "numerals")."""
    global _faces
    _faces = "numerals" if faces == "numerals" else "pips"


def faces() -> str:
    return _faces
