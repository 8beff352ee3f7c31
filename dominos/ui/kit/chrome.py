"""How large the words and controls of a screen are: they grow with the window.

The board and the hand take the room a window gives them; the chrome around them (the
header, the seat badges, the lines under the board, the buttons, the panels between rounds)
was drawn at one size, so on a large screen a board of large tiles sat among small words
that had to be read from closer than the tiles; the home screen and the lobby, a form of
one readable width, sat small in the middle of a large window. Both are drawn at the size
they have in a window of about 1280x720 and grow with the window from there, in steps, up
to :data:`MOST` times, by one rule (:func:`chrome_scale`): the game screen's style sheets
through :func:`rescale_sheets`, a form's through :func:`grow_form`.

A window of its own (Preferences, History, a round's review) was drawn at a size of its own
rather than the main window's: it grows by the same rule from that size, and opens as much
larger than it as the game screen's chrome is on the same screen (:func:`opening_size`).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFormLayout,
    QGridLayout,
    QLayout,
    QWidget,
)

#: The window the chrome was drawn for: at this size or smaller it keeps its own sizes.
BASE = (1280, 720)
#: The most the chrome grows, so a very large window does not get shouting words.
MOST = 1.7
#: Steps the scale moves by, so dragging a window's edge restyles it only now and then.
STEP = 0.05
#: The most of the screen a window of its own opens on: the desktop's panels and a margin of
#: the window it was opened from still show around it.
SCREEN_SHARE = 0.9

_POINTS = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)pt")
_PADDING = re.compile(r"padding:([\d\spx]+)")
_PIXELS = re.compile(r"(\d+)px")


def chrome_scale(width: int, height: int, base: tuple[int, int] = BASE) -> float:
    """How much larger than at ``base`` (the size it was drawn for; :data:`BASE` for the
    main window) the chrome is in a window of ``width`` x ``height``: as the shorter way of
    the window grows, never below 1.

    >>> chrome_scale(2560, 1440), chrome_scale(1270, 690), chrome_scale(690, 450, (460, 300))
    (1.7, 1.0, 1.5)
    """
    ratio = min(width / base[0], height / base[1])
    steps = int(max(1.0, min(MOST, ratio)) / STEP + 1e-9)
    return round(steps * STEP, 2)


def opening_size(base: tuple[int, int], area: QSize) -> QSize:
    """The size a window drawn at ``base`` opens at on a screen whose free ``area`` is
    given: as much larger than ``base`` as the game screen's chrome is on that screen (not
    a small box on a large screen), and within :data:`SCREEN_SHARE` of it (not cut off by a
    small one).

    >>> opening_size((960, 640), QSize(2560, 1400)).toTuple()
    (1632, 1088)
    >>> opening_size((960, 640), QSize(900, 570)).toTuple()
    (810, 513)
    """
    scale = chrome_scale(area.width(), area.height())
    width = min(scaled(base[0], scale), int(area.width() * SCREEN_SHARE))
    height = min(scaled(base[1], scale), int(area.height() * SCREEN_SHARE))
    return QSize(width, height)


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


_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")


def size_rules(sheet: str) -> str:
    """Of ``sheet``, only the declarations that size something (font sizes and paddings),
    each under its own selector: what a form draws larger, its colours left to ``sheet``.

    >>> size_rules('QLabel { color: grey; }  QPushButton { padding: 4px; color: red; }')
    'QPushButton { padding: 4px; }'
    """
    rules = []
    for selector, body in _RULE.findall(sheet):
        kept = [
            part.strip()
            for part in body.split(";")
            if part.strip().startswith(("font-size", "padding"))
        ]
        if kept:
            rules.append(f"{selector.strip()} {{ {'; '.join(kept)}; }}")
    return "\n".join(rules)


def grow_form(screen: QWidget, scale: float, own: str = "", *, now: bool = False) -> None:
    """Draw ``screen``, a form (the home screen, the lobby), ``scale`` times its usual size:
    the type of the app's style and ``own`` rules (the screen's widgets' own sizes), the
    app's font for every word with no size of its own, paddings, and the spacing and margins
    of its layouts. Until it first grows, the form is left as the app's style draws it,
    unless ``now``: a window that opens grown, or may, takes its sheet as it opens, so it
    looks the same at a scale of 1 before and after it grows.

    A label's least size is worked out as its type changes, with the least height it has
    then: a screen sets the heights it grows before this, not after."""
    app = QApplication.instance()
    sheet = app.styleSheet() if isinstance(app, QApplication) else ""
    size = QApplication.font().pointSizeF()
    base = f"QWidget {{ font-size: {size:.1f}pt; }}\n{size_rules(sheet)}\n{own}"
    grown = sized(base, scale)
    # Once grown, a form back at a scale of 1 keeps a sheet of the usual sizes: a sheet
    # taken away leaves its fonts behind in the widgets it sized.
    if grown != screen.styleSheet() and (scale != 1 or now or screen.styleSheet()):
        screen.setStyleSheet(grown)
    for layout in screen.findChildren(QLayout):
        _space(layout, scale)


def _space(layout: QLayout, scale: float) -> None:
    """Give ``layout`` the spacing and margins it was made with, ``scale`` times."""
    base = layout.property("chromeSpace")
    if not isinstance(base, list):
        margins = layout.contentsMargins()
        spaces = (
            [layout.horizontalSpacing(), layout.verticalSpacing()]
            if isinstance(layout, (QGridLayout, QFormLayout))
            else [layout.spacing()]
        )
        base = [margins.left(), margins.top(), margins.right(), margins.bottom(), *spaces]
        layout.setProperty("chromeSpace", base)
    left, top, right, bottom, *spaces = (scaled(v, scale) if v > 0 else v for v in base)
    layout.setContentsMargins(left, top, right, bottom)
    if isinstance(layout, (QGridLayout, QFormLayout)):
        if spaces[0] >= 0:
            layout.setHorizontalSpacing(spaces[0])
        if spaces[1] >= 0:
            layout.setVerticalSpacing(spaces[1])
    elif isinstance(layout, QBoxLayout) and spaces[0] >= 0:
        layout.setSpacing(spaces[0])
