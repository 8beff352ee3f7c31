"""Your own tiles, face up and the largest on screen.

On your turn the tiles that fit lift a little and the others dim, so what you may play is
visible before you think about it; off turn all of them sit level. A tile is played by a
click, by its number key (handled by the screen) or by dragging it onto an end of the line.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QMouseEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from dominos.table.state import WireTile
from dominos.ui import words
from dominos.ui.board.tile_mime import TILE_MIME, encode_tile
from dominos.ui.board.tile_painter import paint_tile
from dominos.ui.kit.i18n import tr

#: The hand's height for a tile's: room for a playable tile lifted and then selected.
ROOM = 1.26
#: Tile heights: never smaller than this, and at most the share of the window's height below,
#: up to the largest, so the hand grows with the window and stays the largest thing on screen.
MIN_TILE_H = 56.0
MAX_TILE_H = 220.0
WINDOW_SHARE = 0.16


def tallest_tile(window_height: float) -> float:
    """The tallest a hand tile may be in a window (or game screen) this tall."""
    return max(MIN_TILE_H, min(MAX_TILE_H, window_height * WINDOW_SHARE))


def hand_max_width(tile_height: float) -> int:
    """Room for seven tiles this tall: the hand never grows past it, so the Pass button
    beside it stays in one place as the hand empties."""
    return int(7 * tile_height / 2 * 1.2 + 8)


class HandView(QWidget):
    """Paints the hand and reports which tile the player picked."""

    #: A tile was clicked (its position in the hand).
    tile_clicked = Signal(int)
    #: A drag of tile ``index`` began, so the screen can light the ends it fits.
    drag_started = Signal(int)
    #: The drag ended, dropped on an end or not.
    drag_finished = Signal()
    #: Tile ``index`` was pulled but cannot be played now (not your turn, or it fits
    #: neither end): it does not move, and the screen says why.
    drag_refused = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tiles: tuple[WireTile, ...] = ()
        self._playable: frozenset[int] | None = None
        self._selected: int | None = None
        self._hover: int | None = None
        self._press: tuple[int, QPoint] | None = None
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(int(MIN_TILE_H * ROOM) + 4)
        self.setAccessibleName(tr("Your hand"))
        self._tallest = 0.0
        self._automatic = tallest_tile(800)
        self._zoom = 1.0
        self.set_tallest(self._automatic)

    def set_zoom(self, zoom: float) -> bool:
        """Tiles ``zoom`` times the size the window gives them (the player's zoom); whether
        that changed the hand's size."""
        self._zoom = zoom
        return self.set_tallest(self._automatic)

    def set_tallest(self, height: float) -> bool:
        """The tallest a tile may be, set by the screen from the window's height; whether
        that changed the hand's size."""
        self._automatic = height
        height = max(MIN_TILE_H, min(MAX_TILE_H, height * self._zoom))
        if height == self._tallest:
            return False
        self._tallest = height
        self.setMaximumWidth(hand_max_width(height))
        self.updateGeometry()
        self.update()
        return True

    # -- what the screen feeds in --------------------------------------------------
    def set_hand(
        self,
        tiles: Sequence[WireTile],
        *,
        playable: frozenset[int] | None = None,
        selected: int | None = None,
    ) -> None:
        """Show ``tiles`` in hand order; ``playable`` is None off turn (all level)."""
        self._tiles = tuple(tiles)
        self._playable = playable
        self._selected = selected
        if self._hover is not None and self._hover >= len(self._tiles):
            self._hover = None
        listed = tr(", ").join(
            (
                tr("{key}: {tile}")
                if playable is None or i in playable
                else tr("{key}: {tile} (does not fit)")
            ).format(key=i + 1, tile=words.tile_text(t))
            for i, t in enumerate(self._tiles)
        )
        self.setAccessibleDescription(listed or tr("No tiles left"))
        self.update()

    # -- read back, for the screen and for tests -----------------------------------
    def tiles(self) -> tuple[WireTile, ...]:
        return self._tiles

    def is_raised(self, index: int) -> bool:
        return self._playable is not None and index in self._playable

    def is_dimmed(self, index: int) -> bool:
        return self._playable is not None and index not in self._playable

    def selected(self) -> int | None:
        return self._selected

    # -- geometry ------------------------------------------------------------------
    def _tile_size(self) -> tuple[float, float]:
        height = max(MIN_TILE_H, min(self._tallest, (self.height() - 4) / ROOM))
        width = height / 2
        count = max(7, len(self._tiles))
        fit_w = (self.width() - 8) / (count * 1.2)
        if width > fit_w:
            width = max(MIN_TILE_H / 2, fit_w)
            height = width * 2
        return width, height

    def tile_rect(self, index: int) -> QRectF:
        """Where tile ``index`` is drawn now, lifted if it fits on your turn."""
        w, h = self._tile_size()
        gap = w * 0.2
        n = len(self._tiles)
        total = n * w + (n - 1) * gap
        left = (self.width() - total) / 2
        lift = h * 0.14
        top = (self.height() - h) / 2 + lift / 2
        if self.is_raised(index):
            top -= lift
        if index == self._selected:
            top -= lift * 0.35
        return QRectF(left + index * (w + gap), top, w, h)

    def index_at(self, pos: QPointF) -> int | None:
        for i in range(len(self._tiles)):
            if self.tile_rect(i).contains(pos):
                return i
        return None

    def sizeHint(self) -> QSize:
        return QSize(int(7 * self._tallest * 0.6), int(self._tallest * ROOM))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """No taller than the tiles this width allows: the rest of the height goes to the board."""
        tile_w = (width - 8) / (max(7, len(self._tiles)) * 1.2)
        height = max(MIN_TILE_H, min(self._tallest, 2 * tile_w))
        return int(height * ROOM) + 4

    # -- painting --------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        for i, (a, b) in enumerate(self._tiles):
            rect = self.tile_rect(i)
            hi, lo = max(a, b), min(a, b)
            paint_tile(
                painter,
                rect,
                hi,
                lo,
                vertical=True,
                dimmed=self.is_dimmed(i),
                highlighted=i == self._selected or (i == self._hover and self.is_raised(i)),
            )
        painter.end()

    # -- mouse -----------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if self._press is not None:
            index, start = self._press
            if (pos.toPoint() - start).manhattanLength() >= QApplication.startDragDistance():
                self._press = None
                if self.is_raised(index):
                    self._drag(index)
                else:
                    self.drag_refused.emit(index)
            return
        hover = self.index_at(pos)
        if hover != self._hover:
            self._hover = hover
            pointing = hover is not None and self.is_raised(hover)
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if pointing else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        index = self.index_at(event.position())
        self._press = (index, event.position().toPoint()) if index is not None else None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        if press is not None and event.button() == Qt.MouseButton.LeftButton:
            self.tile_clicked.emit(press[0])

    def leaveEvent(self, event: object) -> None:
        if self._hover is not None:
            self._hover = None
            self.update()

    def _drag(self, index: int) -> None:
        a, b = self._tiles[index]
        mime = QMimeData()
        mime.setData(TILE_MIME, encode_tile(a, b))
        rect = self.tile_rect(index)
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(int(rect.width() * ratio), int(rect.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_tile(
            painter, QRectF(0, 0, rect.width(), rect.height()), max(a, b), min(a, b), vertical=True
        )
        painter.end()
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.setPixmap(pixmap)
        drag.setHotSpot(QPoint(int(rect.width() / 2), int(rect.height() / 2)))
        self.drag_started.emit(index)
        drag.exec(Qt.DropAction.MoveAction)
        self.drag_finished.emit()
