"""One player's place at the table: who they are, what they hold, what they passed on.

A badge is lit in its team's colour and ringed by the countdown when it is that player's
turn, so the active seat can be found at a glance from anywhere on the screen. A player who
is not connected is greyed out with an unplugged mark and said to be away, with what that
means for the game: the table plays for them after 5 s each turn (decisions.md 23). Whether
they quit for now or lost their link, the others cannot know, and both mean the same.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from dominos.table.state import SeatInfo
from dominos.ui import words
from dominos.ui.game.balance import balanced
from dominos.ui.game.countdown import Countdown
from dominos.ui.game.tile_backs import TileBacks
from dominos.ui.game.turn_ring import GREY, TurnRing
from dominos.ui.kit import theme
from dominos.ui.kit.chrome import scaled
from dominos.ui.kit.i18n import tr

#: How long a turn lasts, connected or not (decisions.md 21, 23): the ring's full circle.
TURN_MS = 45_000
AWAY_TURN_MS = 5_000


def restyle(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it changes: each call re-polishes the widget."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


class SeatBadge(QFrame):
    """Name, team colour, tiles held, passes, connection and the turn ring of one seat."""

    #: Width of a badge standing at the side of the table, narrow to leave the board room.
    SIDE_WIDTH = 144
    #: Width of your own badge beside your hand: fixed, so the hand and Pass never shift.
    OWN_WIDTH = 190

    def __init__(
        self, parent: QWidget | None = None, *, show_tiles: bool = True, vertical: bool = False
    ) -> None:
        super().__init__(parent)
        self.setObjectName("seatBadge")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._team = 0
        self._active = False
        self._away = False
        self._seat: SeatInfo | None = None
        self._index, self._you, self._host, self._face_down = 0, False, False, True
        self._vertical = vertical
        self._scale = 1.0

        self.ring = TurnRing(self)
        self.name_label = QLabel(self)
        self.name_label.setObjectName("seatName")
        self.passed_label = QLabel(self)
        self.passed_label.setObjectName("seatPassed")
        self.passed_label.setWordWrap(True)
        self.away_label = QLabel(
            tr("away: the table plays for them after {seconds} s").format(
                seconds=AWAY_TURN_MS // 1000
            ),
            self,
        )
        self.away_label.setObjectName("seatAway")
        self.away_label.setWordWrap(True)
        self.tiles = TileBacks(self)
        self.tiles.setVisible(show_tiles)

        if vertical:
            centre = Qt.AlignmentFlag.AlignHCenter
            column = QVBoxLayout(self)
            column.setContentsMargins(8, 8, 8, 8)
            column.setSpacing(3)
            column.addWidget(self.ring, 0, centre)
            for label in (self.name_label, self.passed_label, self.away_label):
                label.setAlignment(centre)
                column.addWidget(label)
            column.addWidget(self.tiles, 0, centre)
            self.setFixedWidth(self.SIDE_WIDTH)
        else:
            grid = QGridLayout(self)
            grid.setContentsMargins(12, 6, 12, 6)
            grid.setHorizontalSpacing(8)
            grid.setVerticalSpacing(1)
            grid.addWidget(self.ring, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(self.name_label, 0, 1)
            grid.addWidget(self.tiles, 1, 1)
            if show_tiles:
                # Across the table, passes and "away" sit beside the tiles: the badge grows
                # wider, never taller, so the board under it never moves mid-round.
                self.passed_label.setWordWrap(False)
                self.away_label.setWordWrap(False)
                notes = QVBoxLayout()
                notes.setSpacing(1)
                notes.addWidget(self.passed_label)
                notes.addWidget(self.away_label)
                grid.addLayout(notes, 0, 2, 2, 1, Qt.AlignmentFlag.AlignVCenter)
            else:
                # Your own badge has a fixed width: passes run under the ring, wrapping,
                # with room under them so they do not press against the border.
                grid.setContentsMargins(14, 6, 12, 12)
                grid.setVerticalSpacing(3)
                grid.addWidget(self.passed_label, 2, 0, 1, 2)
                grid.addWidget(self.away_label, 3, 0, 1, 2)
            grid.setColumnStretch(1, 1)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.setStyleSheet(
            "#seatName { color: white; font-size: 12pt; font-weight: 600; }"
            "#seatPassed { color: #F3E9C6; font-size: 9pt; }"
            "#seatAway { color: #D7D9DB; font-size: 9pt; font-style: italic; }"
        )
        self.passed_label.hide()
        self.away_label.hide()

    def set_scale(self, scale: float) -> None:
        """The badge ``scale`` times its own size (its words grow with the screen's sheets);
        your own badge's width is the screen's to set, beside the hand."""
        if scale == self._scale:
            return
        self._scale = scale
        self.ring.set_scale(scale)
        self.tiles.set_scale(scale)
        if self._vertical:
            self.setFixedWidth(scaled(self.SIDE_WIDTH, scale))
        if self._seat is not None:
            self.set_seat(
                self._seat,
                self._index,
                active=self._active,
                you=self._you,
                host=self._host,
                countdown=self.ring.countdown(),
                face_down=self._face_down,
            )

    # -- what the screen feeds in --------------------------------------------------
    def set_seat(
        self,
        seat: SeatInfo,
        index: int,
        *,
        active: bool,
        you: bool = False,
        host: bool = False,
        countdown: Countdown | None = None,
        face_down: bool = True,
    ) -> None:
        """Show ``seat`` (number ``index``); ``countdown`` runs the ring while ``active``.

        ``face_down=False`` leaves out the tile backs: once a round is over every hand is
        shown face up in the middle, and the same tiles should not seem to be held twice.
        """
        self._seat = seat
        self._index, self._you, self._host, self._face_down = index, you, host, face_down
        self._team = words.team_of(index)
        self._active = active
        self._away = not seat.connected
        self.name_label.setText(self._fit(seat.name, tr(" (you)") if you else ""))
        label = words.passed_on_label(seat.passed_on)
        self.passed_label.setText(self._balance(label))
        self.passed_label.setVisible(bool(label))
        self.away_label.setVisible(self._away)
        restyle(self.name_label, "color: #B9BDC1;" if self._away else "")
        self.tiles.set_count(seat.hand_size if face_down else 0)
        self.ring.set_token(seat.name[:1].upper(), self._team, self._away)
        self.ring.set_countdown(countdown if active else None)
        self.setToolTip(tr("Hosting this table") if host else "")
        parts = [seat.name, tr("%n tile(s)", None, seat.hand_size)]
        if label:
            parts.append(label)
        if self._away:
            parts.append(
                tr("away: the table plays for them after {seconds} seconds each turn").format(
                    seconds=AWAY_TURN_MS // 1000
                )
            )
        if active:
            parts.append(tr("playing now"))
        self.setAccessibleName(tr(", ").join(parts))
        layout = self.layout()
        if self.maximumWidth() < 10_000 and layout is not None:
            # Wrapped labels need their height for this width, which layouts may not ask for;
            # with none shown, the layout's own minimum is enough again (otherwise the badge
            # would keep the room of last round's passes).
            wrapped = layout.hasHeightForWidth()
            self.setMinimumHeight(layout.totalHeightForWidth(self.maximumWidth()) if wrapped else 0)
        self.update()

    def _balance(self, text: str) -> str:
        """A wrapping label's text in lines of about equal length, so no word is left
        alone on the last line."""
        layout = self.layout()
        if not self.passed_label.wordWrap() or self.maximumWidth() >= 10_000 or layout is None:
            return text
        self.ensurePolished()
        self.passed_label.ensurePolished()
        metrics = QFontMetrics(self.passed_label.font())
        margins = layout.contentsMargins()
        room = self.maximumWidth() - margins.left() - margins.right() - 4
        return balanced(text, metrics.horizontalAdvance, room)

    def _fit(self, name: str, suffix: str) -> str:
        """The name and its suffix on one line when the badge has the room, else the suffix
        on a line of its own under the name (your own badge has no tiles there), the name
        shortened with an ellipsis only if it is wider than the badge alone (names may be
        20 characters; badges have fixed widths)."""
        if self.maximumWidth() >= 10_000:
            return name + suffix
        self.ensurePolished()
        self.name_label.ensurePolished()
        metrics = QFontMetrics(self.name_label.font())
        room = self._name_room()
        if metrics.horizontalAdvance(name + suffix) <= room:
            return name + suffix
        name = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(20, room))
        return f"{name}\n{suffix.strip()}" if suffix else name

    def _name_room(self) -> int:
        """The width the name's label has in a badge as wide as it may be: the badge less
        its margins, and beside the ring, less the ring and the gap to it."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        room = self.maximumWidth() - margins.left() - margins.right()
        if isinstance(layout, QGridLayout):
            room -= self.ring.width() + max(0, layout.horizontalSpacing())
        return room

    # -- what tests and the screen read back ---------------------------------------
    @property
    def active(self) -> bool:
        return self._active

    @property
    def away(self) -> bool:
        return self._away

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        colour = GREY if self._away else theme.team_color(self._team)
        if self._active:
            glow = QColor("#FFE9A8")
            for width, alpha in ((7, 50), (4, 110)):
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 12, 12)
            # High contrast keeps the badge black behind its white text, lit by its border.
            fill = QColor(theme.HC_BACK) if theme.high_contrast() else QColor(colour)
            fill.setAlpha(235)
            painter.setPen(QPen(colour, 3) if theme.high_contrast() else QPen(QColor("#FFE9A8"), 2))
        else:
            fill = QColor(0, 0, 0, theme.BADGE_SHADE)
            painter.setPen(QPen(colour, 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 10, 10)
        painter.end()
