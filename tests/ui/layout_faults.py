"""What a player would see wrong in a laid-out screen: words cut off, controls on top of each
other, or anything pushed past the edge of the window.

Checked on the real layout at a real size, so a longer translation, a bigger font or a
smaller window that breaks a screen shows up as a list of the faults, each named by the
text it concerns. What scrolls is checked at its full size: scrolling shows all of it.
"""

from __future__ import annotations

import itertools

from PySide6 import QtGui
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QWidget,
)

#: What a player reads or uses; containers (cards, layouts' boxes) may hold each other.
LEAVES = (QLabel, QAbstractButton, QLineEdit, QComboBox, QAbstractScrollArea)


def _shown(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisibleTo(root) and widget.width() > 0 and widget.height() > 0


def _name(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    words = text() if callable(text) else ""
    return f"{type(widget).__name__} {words!r}" if words else type(widget).__name__


def _inside_scroll(widget: QWidget, root: QWidget) -> bool:
    """Whether ``widget`` lives in a scroll area's contents (clipped by design there)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _visible_rect(widget: QWidget, root: QWidget) -> QRect:
    """The part of ``widget`` a player can see, in ``root``'s coordinates."""
    rect = QRect(widget.mapTo(root, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        shown = QRect(parent.mapTo(root, parent.rect().topLeft()), parent.size())
        rect = rect.intersected(shown)
        parent = parent.parentWidget()
    return rect


def in_sight(widget: QWidget, root: QWidget) -> bool:
    """Whether all of ``widget`` shows in ``root`` as it is scrolled now: nothing it sits in
    hides any of it, and it is within ``root``."""
    whole = QRect(widget.mapTo(root, widget.rect().topLeft()), widget.size())
    return (
        widget.isVisible() and _visible_rect(widget, root) == whole and root.rect().contains(whole)
    )


def widest_word(label: QLabel) -> int:
    """The width of the longest run of ``label``'s text a wrapping label cannot break: it
    wraps between words only, so a word wider than the label is cut at its edge."""
    if label.textFormat() == Qt.TextFormat.RichText or QtGui.Qt.mightBeRichText(label.text()):
        document = QTextDocument()
        document.setHtml(label.text())
        text = document.toPlainText()
    else:
        text = label.text()
    metrics = QFontMetrics(label.font())
    return max((metrics.horizontalAdvance(word) for word in text.split()), default=0)


def clipped(widget: QWidget) -> bool:
    """Whether ``widget`` is smaller than the least it needs to show itself whole."""
    if isinstance(widget, QLabel) and widget.wordWrap() and widget.text():
        room = widget.contentsRect().width() - 2 * widget.margin()
        return widget.height() < widget.heightForWidth(widget.width()) or (
            widest_word(widget) > room
        )
    if isinstance(widget, QAbstractScrollArea):
        least = widget.minimumSize().expandedTo(widget.minimumSizeHint())
        return widget.height() < least.height()
    least = widget.minimumSizeHint()
    if isinstance(widget, QLineEdit):  # a field scrolls its text: only its height counts
        return widget.height() < least.height()
    return widget.width() < least.width() or widget.height() < least.height()


def faults(root: QWidget) -> list[str]:
    """Every fault a player would see in ``root`` as laid out now."""
    leaves = [
        w
        for w in root.findChildren(QWidget)
        if isinstance(w, LEAVES) and _shown(w, root) and not _inside_scroll(w, root)
    ]
    found = []
    area = root.rect()
    for widget in leaves:
        rect = _visible_rect(widget, root)
        whole = QRect(widget.mapTo(root, widget.rect().topLeft()), widget.size())
        if clipped(widget):
            found.append(f"{_name(widget)} is cut off: {widget.size().toTuple()}")
        elif rect != whole or not area.contains(whole):
            found.append(f"{_name(widget)} runs past its box or the window: {whole.getRect()}")
    for one, other in itertools.combinations(leaves, 2):
        if one.isAncestorOf(other) or other.isAncestorOf(one):
            continue
        if _visible_rect(one, root).intersects(_visible_rect(other, root)):
            found.append(f"{_name(one)} overlaps {_name(other)}")
    # What a scroll area scrolls is seen whole by scrolling up and down, never sideways: it
    # is checked at its own size, which must not be wider than the area shows.
    for scroller in root.findChildren(QScrollArea):
        content = scroller.widget()
        if content is None or not _shown(scroller, root) or _inside_scroll(scroller, root):
            continue
        if content.width() > scroller.viewport().width():
            found.append(f"{_name(scroller)} hides the right of its content: {content.width()}")
        found += faults(content)
    return found
