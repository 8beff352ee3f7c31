"""Every key the game answers, written down once: the help and the shortcut sheet read it.

Kept beside the shortcuts themselves (the game screen and the main window), so a player who
never touches the mouse finds how to play where they look first, F1 or "?".
"""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from dominos.ui.kit.i18n import tr


def _native(keys: str) -> str:
    """A key combination as the system writes it (Ctrl+Q here, Cmd+Q on a Mac)."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def key_list() -> list[tuple[str, str]]:
    """(keys, what they do), in the order a turn uses them, then the window's own keys."""
    return [
        (tr("1 to 7"), tr("Pick a tile of your hand, counted from the left")),
        (tr("Enter"), tr("Play the picked tile (on the right end if it fits both)")),
        (tr("Left or Up"), tr("Choose the left end (the top one once the line turns)")),
        (tr("Right or Down"), tr("Choose the right end (the bottom one once the line turns)")),
        (tr("Escape"), tr("Put the picked tile back")),
        (tr("P"), tr("Pass, when nothing in your hand fits")),
        (tr("L"), tr("Show or hide every play and pass of the round so far")),
        (tr("Tab"), tr("Move between buttons; Space presses the outlined one")),
        (tr("F1"), tr("The rules")),
        ("?", tr("This list of keys")),
        (_native("Ctrl+,"), tr("Preferences")),
        (_native("Ctrl+Q"), tr("Quit")),
    ]


def keys_markdown() -> str:
    """The list as a Markdown section, for the help and the sheet alike.

    >>> "| Enter | Play the picked tile (on the right end if it fits both) |" in keys_markdown()
    True
    """
    rows = "\n".join(f"| {keys} | {what} |" for keys, what in key_list())
    heading = tr("Playing with the keyboard")
    key, what = tr("Key"), tr("What it does")  # outside the f-string, where lupdate sees them
    return f"## {heading}\n\n| {key} | {what} |\n| --- | --- |\n{rows}\n"
