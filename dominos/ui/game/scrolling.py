"""A see-through scroll area for the panels shown in place of the board.

A panel inside one never holds the window to its own height: it takes the height its content
would like when there is room, shrinks towards the least its words need at that width, and
only then scrolls, instead of being cut off or pushing the window taller; the panel's
buttons stay in sight below it. (A resizable QScrollArea would instead insist on the
preferred height of any content with wrapped text, and scroll far sooner than needed.)
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QScrollArea, QVBoxLayout, QWidget

from dominos.ui.kit.scrolling import SCROLL_BAR_STYLE, least_height, see_through

__all__ = ["SCROLL_BAR_STYLE", "PanelScroll", "centred_row", "mount"]


class PanelScroll(QScrollArea):
    """Scrolls ``content`` up and down only, as tall as it needs and no taller than the
    room its panel has left above ``footer`` (the panel's buttons, always in sight)."""

    def __init__(
        self,
        content: QWidget,
        panel: QWidget,
        *,
        footer: QWidget | None = None,
        optional: Sequence[QWidget] = (),
    ) -> None:
        super().__init__(panel)
        self.content = content
        self.panel = panel
        self.footer = footer
        #: Lines the panel can do without (say a heading the header repeats), left out when
        #: that spares scrolling.
        self.optional = tuple(optional)
        self._dropped = False
        see_through(self, content, "panelScroll")
        panel.installEventFilter(self)

    def needed_height(self, width: int) -> int:
        """The least height the content can take at ``width`` without squeezing anything."""
        return least_height(self.content, width)

    def wanted_height(self, width: int) -> int:
        """The height the content would like at ``width``: full-size tiles, every row."""
        layout = self.content.layout()
        if layout is None:
            return self.content.sizeHint().height()
        by_width = layout.heightForWidth(width) if layout.hasHeightForWidth() else -1
        return max(by_width, layout.sizeHint().height(), self.needed_height(width))

    def room(self) -> int:
        """The height the panel can give the scrolling part, with its footer in sight."""
        layout = self.panel.layout()
        used = 0
        if layout is not None:
            margins = layout.contentsMargins()
            used = margins.top() + margins.bottom()
            if self.footer is not None and not self.footer.isHidden():
                used += _height(self.footer, self.panel.width()) + max(0, layout.spacing())
        return max(0, self.panel.height() - used)

    def _spared(self) -> int:
        layout = self.content.layout()
        spacing = max(0, layout.spacing()) if layout is not None else 0
        return sum(w.sizeHint().height() + spacing for w in self.optional)

    def fit(self) -> None:
        room = self.room()
        width = self.viewport().width()
        needed = self.needed_height(width)
        full = needed + self._spared() if self._dropped else needed
        drop = bool(self.optional) and full > room
        if drop != self._dropped:
            self._dropped = drop
            for widget in self.optional:
                widget.setVisible(not drop)
            needed = self.needed_height(width)
        height = min(room, self.wanted_height(width))
        if self.height() != height or self.minimumHeight() != height:
            self.setFixedHeight(height)
        self.content.resize(width, max(height, needed))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (watched is getattr(self, "content", None) and kind == QEvent.Type.LayoutRequest) or (
            watched in (self.viewport(), getattr(self, "panel", None))
            and kind == QEvent.Type.Resize
        ):
            self.fit()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()


def _height(widget: QWidget, width: int) -> int:
    """The height ``widget`` takes at ``width``: more than it would like when words beside
    its buttons wrap onto a second line."""
    hint = widget.sizeHint().height()
    return max(hint, widget.heightForWidth(width)) if widget.hasHeightForWidth() else hint


def mount(
    panel: QWidget,
    content: QWidget,
    footer: QWidget,
    *,
    optional: Sequence[QWidget] = (),
    spacing: int = 6,
) -> PanelScroll:
    """Lay ``panel`` out as the panels shown in place of the board are: ``content`` in a
    :class:`PanelScroll`, ``footer`` right under it, the two centred top to bottom."""
    scroller = PanelScroll(content, panel, footer=footer, optional=optional)
    outer = QVBoxLayout(panel)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.setSpacing(spacing)
    outer.addStretch(1)
    outer.addWidget(scroller)
    outer.addWidget(footer)
    outer.addStretch(1)
    return scroller


def centred_row(*items: QWidget | int, footer: QWidget | None = None) -> QHBoxLayout:
    """``items`` side by side in the middle of a row, a number being a gap in pixels; with
    ``footer``, the row is that footer's layout, a little clear of the panel's bottom."""
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0 if footer is None else 4)
    row.addStretch(1)
    for item in items:
        if isinstance(item, int):
            row.addSpacing(item)
        else:
            row.addWidget(item)
    row.addStretch(1)
    if footer is not None:
        footer.setLayout(row)
    return row
