"""How large the words and badges around the board are: they grow with the window.

The board and the hand take the room a window gives them; the chrome around them (the
header, the seat badges, the lines under the board, the buttons, the panels between rounds)
was drawn at one size, so on a large screen a board of large tiles sat among small words
that had to be read from closer than the tiles. The chrome is drawn at the size it has in a
window of about 1280x720 and grows with the window from there, in steps, up to
:data:`MOST` times.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QWidget

#: The window the chrome was drawn for: at this size or smaller it keeps its own sizes.
BASE = (1280, 720)
#: The most the chrome grows, so a very large window does not get shouting words.
MOST = 1.7
#: Steps the scale moves by, so dragging a window's edge restyles it only now and then.
STEP = 0.05

_POINTS = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)pt")
_PADDING = re.compile(r"padding:([\d\spx]+)")
_PIXELS = re.compile(r"(\d+)px")


def chrome_scale(width: int, height: int) -> float:
    """How much larger than at :data:`BASE` the chrome is in a screen of ``width`` x
    ``height``: as the shorter way of the window grows, never below 1."""
    ratio = min(width / BASE[0], height / BASE[1])
    steps = int(max(1.0, min(MOST, ratio)) / STEP + 1e-9)
    return round(steps * STEP, 2)


def scaled(value: float, scale: float) -> int:
    """A size in pixels at ``scale``."""
    return round(value * scale)


def sized(sheet: str, scale: float) -> str:
    """``sheet`` with every font size and padding ``scale`` times larger.

    >>> sized("QLabel { font-size: 10pt; padding: 3px 10px; border: 1px solid; }", 1.5)
    'QLabel { font-size: 15.0pt; padding: 4px 15px; border: 1px solid; }'
    """

    def padding(found: re.Match[str]) -> str:
        grown = _PIXELS.sub(lambda m: f"{scaled(int(m.group(1)), scale)}px", found.group(1))
        return f"padding:{grown}"

    sheet = _POINTS.sub(lambda m: f"font-size: {float(m.group(1)) * scale:.1f}pt", sheet)
    return _PADDING.sub(padding, sheet)


def rescale_sheets(root: QWidget, scale: float) -> None:
    """Give ``root`` and every widget in it its style sheet at ``scale``. A sheet set anew
    since the last scale (a widget restyled itself) is taken as drawn for a scale of 1."""
    for widget in (root, *root.findChildren(QWidget)):
        sheet = widget.styleSheet()
        if "font-size" not in sheet and "padding" not in sheet:
            continue
        if sheet != widget.property("chromeSheet"):
            widget.setProperty("chromeBase", sheet)
        base = widget.property("chromeBase")
        new = sized(base if isinstance(base, str) else sheet, scale)
        if new != sheet:
            widget.setStyleSheet(new)
        widget.setProperty("chromeSheet", new)
