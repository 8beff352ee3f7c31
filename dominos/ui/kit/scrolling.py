"""Scrolling that steps in only when a screen's words cannot fit the window otherwise.

A screen (home, lobby) fills its window and lays out as it always does while there is
room; once the window is shorter than the least its content needs at that width (a small
window, a long translation, an error or an offer shown on top of the rest), it scrolls up
and down instead of squeezing its controls on top of each other or cutting words off.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from dominos.ui.kit.chrome import scaled

#: A thin, pale scroll bar that sits quietly on the felt.
SCROLL_BAR_STYLE = (
    "QScrollBar:vertical { background: transparent; width: 10px; margin: 0; }"
    "QScrollBar::handle:vertical { background: rgba(255, 255, 255, 90); border-radius: 4px;"
    " min-height: 24px; margin: 0 2px; }"
    "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
    "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
)


def least_height(content: QWidget, width: int) -> int:
    """The least height ``content`` can take at ``width`` without squeezing anything: wrapped
    words take more lines as the width shrinks, which a widget's minimum size alone misses."""
    layout = content.layout()
    if layout is None:
        return content.minimumSizeHint().height()
    by_width = layout.minimumHeightForWidth(width) if layout.hasHeightForWidth() else -1
    return max(by_width, layout.minimumSize().height())


def see_through(area: QScrollArea, content: QWidget, name: str) -> QWidget:
    """Make ``area`` scroll ``content`` up and down only, on the felt, which shows through
    both; ``area`` hears of the content's layout and of its viewport's size (it sizes the
    content itself, in its ``eventFilter``). Returned is the viewport."""
    area.setObjectName(name)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(False)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setStyleSheet(f"#{name} {{ background: transparent; }}" + SCROLL_BAR_STYLE)
    # A viewport made here, which paints no background (the felt shows through): the one the
    # area makes for itself reaches Python as a bare QWidget whose class PySide works out by
    # loading every widget class Qt has, some 80 of them with their enums, about 10 ms before
    # the first window is drawn. Asked for before this (in an event filter), it would be too.
    viewport = QWidget()
    area.setViewport(viewport)
    area.setWidget(content)
    # After setWidget, which turns the content's background on.
    content.setAutoFillBackground(False)
    content.installEventFilter(area)
    viewport.installEventFilter(area)
    return viewport


class ScreenScroll(QScrollArea):
    """Shows ``content`` as large as the room it has, and never smaller than it needs: below
    that height it scrolls. (A resizable QScrollArea would hold content with wrapped words
    to its preferred height and scroll long before it needs to.)"""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        #: What sits below the area, kept out of the scrolling (a screen's main buttons):
        #: it narrows as the scroll bar shows, so it stays lined up with the content.
        self.beside: QWidget | None = None
        #: The boxes the form is laid out in, each with the least and the most width it
        #: reads well at (see ``controls.centre``).
        self.columns: list[tuple[QWidget, int, int]] = []
        self._fitting = False
        self._viewport: QWidget | None = None
        self._viewport = see_through(self, content, "screenScroll")

    def fit(self) -> None:
        # The scroll bar is shown or hidden here and now, not when Qt gets round to it, so
        # nothing on the screen moves sideways a moment after it was laid out.
        if self._fitting:
            return
        self._fitting = True
        try:
            room = self.contentsRect()
            width, height = room.width(), room.height()
            scrolls = least_height(self.content, width) > height
            if scrolls:
                width -= self.verticalScrollBar().sizeHint().width()
            self.setVerticalScrollBarPolicy(
                Qt.ScrollBarPolicy.ScrollBarAlwaysOn
                if scrolls
                else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            )
            if self.beside is not None:
                self.beside.setContentsMargins(0, 0, room.width() - width, 0)
            height = max(height, least_height(self.content, width))
            if self.content.size().toTuple() != (width, height):
                self.content.resize(width, height)
        finally:
            self._fitting = False

    def set_scale(self, scale: float) -> None:
        """Make the form's column ``scale`` times as wide, at least and at most, as it was
        made (a form whose type grows with the window, see chrome.py)."""
        for box, least, most in self.columns:
            box.setMinimumWidth(scaled(least, scale))
            box.setMaximumWidth(scaled(most, scale))

    def scrolls(self) -> bool:
        """Whether the window is too short for the content, which then scrolls."""
        return self.content.height() > self.viewport().height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        # The viewport as see_through made it, never asked of Qt here (see there): this
        # hears of the area's own scroll bars before that.
        viewport = getattr(self, "_viewport", None)
        if (watched is getattr(self, "content", None) and kind == QEvent.Type.LayoutRequest) or (
            viewport is not None and watched is viewport and kind == QEvent.Type.Resize
        ):
            self.fit()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
