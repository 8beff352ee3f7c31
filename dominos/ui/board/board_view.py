"""The table in the middle of the game screen: the line of play on felt.

The view keeps one item per tile and only moves, turns or marks the items whose place changed, so
applying a snapshot costs a few item updates, not a new scene. The scene always matches the
viewport in size: when the window changes, the line is laid out again for the new area (it may
snake differently), so it always fits without scrolling and stays crisp.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Literal

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QGuiApplication,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from dominos.table.state import State
from dominos.terms import End
from dominos.ui.board.end_item import EndItem
from dominos.ui.board.felt import paint_felt, waiting_item, waiting_outline
from dominos.ui.board.layout import Layout, layout
from dominos.ui.board.slide import TileSlide
from dominos.ui.board.tile_item import TileItem
from dominos.ui.board.tile_mime import TILE_MIME, parse_tile
from dominos.ui.kit.i18n import tr
from dominos.ui.watch_words import viewpoint
from dominos.ui.words import line_description, side_name

__all__ = ["SEAT_SIDES", "TILE_MIME", "BoardView"]

Side = Literal["bottom", "right", "top", "left"]

#: Where each seat sits, by its distance from you in turn order: you at the bottom, the next
#: player on your right, your partner at the top, the player before you on your left.
SEAT_SIDES: tuple[Side, Side, Side, Side] = ("bottom", "right", "top", "left")
#: The largest tiles the area takes, before the layout shrinks them to fit the line: 18 halves
#: across or 9 down, so the first tiles of a round are large and readable, and a long line
#: shrinks them only as far as it needs.
HALVES_ACROSS = 18
HALVES_DOWN = 9
MIN_SHORT, MAX_SHORT = 8.0, 110.0
#: Felt left around the line, in half-tiles.
PAD_HALVES = 0.75


class BoardView(QGraphicsView):
    """Shows the line, offers its ends, and takes tiles dropped on them."""

    #: The player picked an end ("left" or "right") while both were offered.
    end_clicked = Signal(str)
    #: A tile ``a``-``b`` was dropped on an end it fits.
    tile_dropped = Signal(int, int, str)
    #: A tile (its two numbers) was dropped on the board away from every end it fits: it
    #: goes back to the hand, and the screen says why.
    drop_refused = Signal(int, int)

    def __init__(self, parent: QWidget | None = None, *, reduced_motion: bool = False) -> None:
        super().__init__(parent)
        #: When true, new tiles appear in place instead of sliding in.
        self.reduced_motion = reduced_motion
        self._zoom = 1.0
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAcceptDrops(True)
        self.setMinimumSize(160, 120)
        self.setAccessibleName(tr("Line of play"))
        self.setAccessibleDescription(line_description(()))

        self._line: tuple[tuple[int, int], ...] = ()
        self._opening = 0
        self._last: End | None = None
        self._items: list[TileItem] = []
        self._layout: Layout | None = None
        self._offset = QPointF()
        self._offered: set[str] = set()
        self._keyboard_end: str | None = None
        self._dragged: tuple[int, int] | None = None
        self._slide = TileSlide(self)
        self._ends = {end: EndItem(end) for end in ("left", "right")}
        for item in self._ends.values():
            item.clicked.connect(self.end_clicked)
            self._scene.addItem(item)
        self._waiting = waiting_item()
        self._scene.addItem(self._waiting)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self.resetCachedContent)

    # What the game screen calls.

    def set_state(self, state: State) -> None:
        """Show the line of ``state``; the tile just laid slides in from its player's side."""
        last = state.last
        mark: End | None = None
        side: Side | None = None
        if last is not None and last.kind in ("play", "auto_play") and state.line:
            mark = last.end or "right"
            side = SEAT_SIDES[(last.seat - viewpoint(state)) % 4]
        elif tuple(state.line) == self._line:
            # A pass or a clock update: the last tile keeps its mark until the next play.
            mark = self._last
        self.set_line(state.line, state.opening_index, last=mark, from_side=side)

    def set_line(
        self,
        line: Sequence[tuple[int, int]],
        opening_index: int = 0,
        *,
        last: End | None = None,
        from_side: Side | None = None,
    ) -> None:
        """Show ``line`` (pairs as laid, left to right) with its opening tile at the centre.

        ``last`` marks the tile at that end as the last one played. When the line grew by that
        one tile since the previous call, it slides in from ``from_side`` (unless reduced motion).
        """
        new = tuple((int(a), int(b)) for a, b in line)
        old = self._line
        grew: End | None = None
        if len(new) == len(old) + 1:
            if new[1:] == old and (last == "left" or new[:-1] != old):
                grew = "left"
            elif new[:-1] == old:
                grew = "right"
        elif len(new) == 1 and old:
            # A new round's opening tile: clear the old line and let the tile come in.
            for item in self._items:
                self._scene.removeItem(item)
            self._items.clear()
            grew = "right"
        self._finish_slides()
        if grew == "left":
            self._items.insert(0, self._new_item())
        elif grew == "right":
            self._items.append(self._new_item())
        else:
            while len(self._items) < len(new):
                self._items.append(self._new_item())
            while len(self._items) > len(new):
                self._scene.removeItem(self._items.pop())
        self._line, self._opening, self._last = new, opening_index, last if new else None
        self._relayout()
        marked = self._marked_index()
        for index, item in enumerate(self._items):
            item.set_last(index == marked)
        self.setAccessibleDescription(line_description(new))
        if grew is not None and from_side is not None and not self.reduced_motion:
            added = self._items[0 if grew == "left" else -1]
            self._start_slide(added, from_side)

    def set_reduced_motion(self, reduced: bool) -> None:
        """Keep new tiles from sliding in (a slide under way finishes at once)."""
        self.reduced_motion = reduced
        if reduced:
            self._finish_slides()

    def redraw_tiles(self) -> None:
        """Paint every tile afresh (the tile faces changed), dropping their cached pictures."""
        for item in self.tile_items():
            item.update()

    def show_end_choice(self, ends: set[str] | frozenset[str]) -> None:
        """Light the given ends ("left", "right") so the player picks one; empty to stop."""
        unknown = set(ends) - {"left", "right"}
        if unknown:
            raise ValueError(f"ends are 'left' and 'right', not {sorted(unknown)}")
        self._offered = set(ends)
        if self._keyboard_end not in self._offered:
            self._keyboard_end = None
        self._show_ends()

    def highlight_end(self, end: str | None) -> None:
        """Brighten one offered end as if hovered, for a player choosing with the keyboard."""
        if end not in (None, "left", "right"):
            raise ValueError(f"an end is 'left' or 'right', not {end!r}")
        self._keyboard_end = end
        for name, item in self._ends.items():
            item.set_hot(name == end)

    def end_positions(self) -> dict[str, QPoint]:
        """Viewport position of the free place at each end, where a click or a drop lands."""
        found: dict[str, QPoint] = {}
        if self._layout is None:
            return found
        for end in ("left", "right"):
            found[end] = self.mapFromScene(self._slot_rect(end).center())
        return found

    def tile_items(self) -> list[TileItem]:
        """The tiles on the board, in the order of the line."""
        return list(self._items)

    # Layout.

    def _new_item(self) -> TileItem:
        item = TileItem(0, 0, False, (2.0, 1.0))
        self._scene.addItem(item)
        return item

    def _marked_index(self) -> int | None:
        """Where in the line the last tile played lies, if it is marked."""
        if self._last is None or not self._items:
            return None
        return 0 if self._last == "left" else len(self._items) - 1

    def set_zoom(self, zoom: float) -> None:
        """Tiles ``zoom`` times the size the felt gives them (the player's zoom); the line
        still shrinks as far as it needs to fit."""
        if zoom != self._zoom:
            self._zoom = zoom
            self._relayout()

    @property
    def zoom(self) -> float:
        return self._zoom

    @property
    def ends(self) -> Mapping[str, EndItem]:
        """The two ends' markers, ``left`` and ``right``: where a tile that fits is dropped or
        clicked, lit while the chosen tile fits there, named for screen readers."""
        return MappingProxyType(self._ends)

    @property
    def waiting_shown(self) -> bool:
        """Whether the empty table shows where the first tile goes."""
        return self._waiting.isVisible()

    def _tile_short(self) -> float:
        size = self.viewport().size()
        short = min(size.width() / HALVES_ACROSS, size.height() / HALVES_DOWN) * self._zoom
        return max(MIN_SHORT, min(MAX_SHORT * self._zoom, short))

    def _relayout(self) -> None:
        size = self.viewport().size()
        width, height = max(1, size.width()), max(1, size.height())
        self._scene.setSceneRect(0, 0, width, height)
        short = self._tile_short()
        # Keep a border of felt around the line, so no tile ever touches the edge of the table.
        pad = min(short * PAD_HALVES, width / 8, height / 8)
        self._offset = QPointF(pad, pad)
        inner = (width - 2 * pad, height - 2 * pad)
        self._layout = layout(self._line, self._opening, inner, (2 * short, short))
        tile_size = self._layout.tile_size
        offset = (pad, pad)
        for item, placement in zip(self._items, self._layout.placements, strict=True):
            where = (placement, tile_size, offset)
            if item.placed == where and item is not self._slide.tile:
                continue  # most of a long line lies where the last play left it
            item.placed = where
            item.set_tile(placement.first, placement.second, placement.vertical, tile_size)
            target = QPointF(placement.x, placement.y) + self._offset
            if item is self._slide.tile:
                self._slide.retarget(target)
            elif item.pos() != target:
                item.setPos(target)
        self._show_ends()
        self._place_waiting()

    def _slot_rect(self, end: str) -> QRectF:
        """The free place at ``end``, in scene coordinates."""
        assert self._layout is not None
        x, y, w, h = self._layout.slot_rect(end)
        return QRectF(x, y, w, h).translated(self._offset)

    def _show_ends(self) -> None:
        if self._layout is None:
            return
        dragging = self._dragged is not None
        wanted = self._drop_ends() if dragging else self._offered
        if not self._line and wanted:
            # Before the opening both ends are the same place: one light is enough.
            wanted = {"right"}
        for end, item in self._ends.items():
            item.set_rect(self._slot_rect(end))
            label = side_name("left" if end == "left" else "right")
            item.set_label(label if len(wanted) > 1 else "")
            item.setVisible(end in wanted)
            if not dragging:
                item.set_hot(end == self._keyboard_end)

    # The slide of a new tile.

    def _start_slide(self, item: TileItem, side: Side) -> None:
        self._slide.start(item, self._scene.sceneRect(), side)

    def _finish_slides(self) -> None:
        self._slide.finish()

    def is_sliding(self) -> bool:
        return self._slide.tile is not None

    # Dropping a tile on an end.

    def _end_numbers(self) -> dict[str, int | None]:
        if not self._line:
            return {"left": None, "right": None}
        return {"left": self._line[0][0], "right": self._line[-1][1]}

    def _drop_ends(self) -> set[str]:
        """The ends the dragged tile fits."""
        if self._dragged is None:
            return set()
        a, b = self._dragged
        return {end for end, n in self._end_numbers().items() if n is None or n in (a, b)}

    def _end_at(self, pos: QPoint) -> str | None:
        """The end whose place (or end tile) is under ``pos``, among those the tile fits."""
        if self._layout is None:
            return None
        point = self.mapToScene(pos)
        best: tuple[float, str] | None = None
        ends = self._drop_ends()
        if not self._line:
            ends = ends & {"right"}
        for end in ends:
            region = self._ends[end].boundingRect()
            if self._items:
                tile = self._items[0 if end == "left" else -1]
                region = region.united(tile.mapRectToScene(tile.tile_rect()))
            if region.contains(point):
                centre = self._ends[end].slot_rect().center()
                distance = (centre - point).manhattanLength()
                if best is None or distance < best[0]:
                    best = (distance, end)
        return None if best is None else best[1]

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        tile = parse_tile(bytes(event.mimeData().data(TILE_MIME).data()))
        if tile is None:
            event.ignore()
            return
        self._dragged = tile
        self._show_ends()
        event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._dragged is None:
            event.ignore()
            return
        end = self._end_at(event.position().toPoint())
        for name, item in self._ends.items():
            item.set_hot(name == end)
        # Taken anywhere on the board, so a tile let go away from its ends reaches the drop,
        # which refuses it and says why, rather than going back to the hand unexplained;
        # the lit end under the tile shows where it would go.
        event.acceptProposedAction()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self._dragged = None
        self._show_ends()

    def dropEvent(self, event: QDropEvent) -> None:
        tile = self._dragged
        end = self._end_at(event.position().toPoint()) if tile is not None else None
        self._dragged = None
        self._show_ends()
        if tile is None or end is None:
            event.ignore()
            if tile is not None:
                self.drop_refused.emit(tile[0], tile[1])
            return
        event.acceptProposedAction()
        self.tile_dropped.emit(tile[0], tile[1], end)

    # Surface.

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resetCachedContent()
        self._finish_slides()
        self._relayout()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, rect, self._scene.sceneRect(), self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self.resetCachedContent()
            self.viewport().update()
        super().changeEvent(event)

    def _place_waiting(self) -> None:
        """A faint outline where the opening tile will lie, so an empty table looks ready."""
        if self._layout is None or self._line:
            self._waiting.hide()
            return
        waiting_outline(self._waiting, self._slot_rect("right"))
        self._waiting.show()
