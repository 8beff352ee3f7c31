"""A see-through scroll area for the panels shown in place of the board.

A panel inside one never holds the window to its own height: in a short window it is given
the least height its words need at that width and scrolls, instead of being cut off or
pushing the window taller. (A resizable QScrollArea would instead insist on the preferred
height of any content with wrapped text, and scroll far sooner than needed.)
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

#: A thin, pale scroll bar that sits quietly on the felt.
SCROLL_BAR_STYLE = (
    "QScrollBar:vertical { background: transparent; width: 10px; margin: 0; }"
    "QScrollBar::handle:vertical { background: rgba(255, 255, 255, 90); border-radius: 4px;"
    " min-height: 24px; margin: 0 2px; }"
    "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
    "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
)


class PanelScroll(QScrollArea):
    """Scrolls ``content`` up and down only, giving it the whole width of the view."""

    def __init__(
        self, content: QWidget, parent: QWidget | None = None, *, optional: Sequence[QWidget] = ()
    ) -> None:
        super().__init__(parent)
        self.content = content
        #: Lines the panel can do without (say a heading the header repeats), left out when
        #: that spares scrolling.
        self.optional = tuple(optional)
        self._dropped = False
        self.setObjectName("panelScroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet("#panelScroll { background: transparent; }" + SCROLL_BAR_STYLE)
        self.setWidget(content)
        # After setWidget, which turns the content's background on: the felt shows through.
        self.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        content.installEventFilter(self)
        self.viewport().installEventFilter(self)

    def needed_height(self, width: int) -> int:
        """The least height the content can take at ``width`` without squeezing anything."""
        content = self.content
        layout = content.layout()
        if layout is None:
            return content.minimumSizeHint().height()
        by_width = layout.minimumHeightForWidth(width) if layout.hasHeightForWidth() else -1
        return max(by_width, layout.minimumSize().height())

    def _spared(self) -> int:
        layout = self.content.layout()
        spacing = max(0, layout.spacing()) if layout is not None else 0
        return sum(w.sizeHint().height() + spacing for w in self.optional)

    def fit(self) -> None:
        view = self.viewport()
        width, height = view.width(), view.height()
        needed = self.needed_height(width)
        full = needed + self._spared() if self._dropped else needed
        drop = bool(self.optional) and full > height
        if drop != self._dropped:
            self._dropped = drop
            for widget in self.optional:
                widget.setVisible(not drop)
            needed = self.needed_height(width)
        self.content.resize(width, max(height, needed))

    def compact(self) -> bool:
        """Whether the optional lines are left out to fit the view."""
        return self._dropped

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (watched is getattr(self, "content", None) and kind == QEvent.Type.LayoutRequest) or (
            watched is self.viewport() and kind == QEvent.Type.Resize
        ):
            self.fit()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()


def scrolling(content: QWidget, parent: QWidget, optional: Sequence[QWidget] = ()) -> PanelScroll:
    return PanelScroll(content, parent, optional=optional)
