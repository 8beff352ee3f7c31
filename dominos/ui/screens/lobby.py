"""The lobby: the invitation code to share, the seats filling up as two teams, and the start.

Everything shown comes from the latest ``state`` snapshot (seats in arrival order, who hosts,
the code, who watches), so all four lobbies agree without any bookkeeping here. A watcher's
lobby has no code and no start, but a free seat to take while there is one. A change of language
words the lobby again in place, from that snapshot, so a question it asked stays open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from dominos.ui.kit import theme
from dominos.ui.kit.chrome import chrome_scale, grow_form, scaled
from dominos.ui.kit.confirm import Question, confirm
from dominos.ui.kit.controls import button, centre, hint
from dominos.ui.kit.fitted_label import FittedLabel
from dominos.ui.kit.reworded import Reworded

if TYPE_CHECKING:
    from dominos.table.state import State

#: The least height of a seat's line, at the usual size of the lobby.
SEAT_HEIGHT = 28
#: How long "Take the free seat" rests after a press, unless a snapshot seats the watcher.
SIT_AGAIN_MS = 3000


def close_question() -> Question:
    """What the host is asked before leaving closes the table, in the lobby or after a game."""
    translate = QCoreApplication.translate
    return Question(
        title=translate("LobbyScreen", "Close the table?"),
        text=translate("LobbyScreen", "Leaving closes the table for everyone."),
        detail=translate("LobbyScreen", "The other players go back to their home screen."),
        yes=translate("LobbyScreen", "Close the table"),
        no=translate("LobbyScreen", "Stay"),
    )


class LobbyScreen(Reworded, QWidget):
    """Code, addresses, four seats as two teams, "Start game" for the host, "Leave" for all."""

    start_requested = Signal()
    #: A watcher asked for the free seat.
    sit_requested = Signal()
    #: Emitted once the player confirmed (the host is asked first, since it closes the table).
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: What :meth:`set_addresses` was last given, to show again in a rebuilt lobby.
        self.addresses_shown: tuple[list[str], str] = ([], "")
        self._state: State | None = None
        self._confirm: QMessageBox | None = None
        #: How much larger than usual the lobby is drawn, for the window's size.
        self.scale = 1.0

        # A name of 20 letters in large type, or with the notes after it, is longer than a
        # short window is wide: the words go on the next line rather than off the edge, and
        # a word too long for any line is shortened, whole in the tooltip.
        self.title = FittedLabel()
        theme.set_role(self.title, "felt-title")
        self.subtitle = QLabel()
        theme.set_role(self.subtitle, "felt-text")

        self.code_caption = QLabel()
        theme.set_role(self.code_caption, "heading")
        self.code_label = QLabel()
        self.code_label.setFont(theme.code_font())
        self.code_label.setObjectName("inviteCode")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = button("")
        self.copied = QLabel()
        theme.set_role(self.copied, "hint")
        self.share_hint = hint()
        self.addresses = QLabel()
        self.addresses.setWordWrap(True)
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        theme.set_role(self.addresses, "hint")
        self.seated_note = QLabel()
        self.seated_note.setWordWrap(True)

        # Each seat's number has a column of its own: a name that fills its line wraps
        # whole onto the next rather than leaving its number alone above it, and the notes
        # after a name wrap under the name, not under the number.
        self.seat_numbers = [QLabel() for _ in range(4)]
        self.seat_labels = [FittedLabel() for _ in range(4)]
        self._team_titles = [QLabel() for _ in range(2)]
        teams = QHBoxLayout()
        for team, team_title in enumerate(self._team_titles):
            frame = QFrame()
            theme.set_role(frame, f"team{team}")
            team_box = QGridLayout(frame)
            team_box.setHorizontalSpacing(8)
            team_box.setColumnStretch(1, 1)
            theme.set_role(team_title, f"team{team}-title")
            team_box.addWidget(team_title, 0, 0, 1, 2)
            for row, seat in enumerate((team, team + 2), 1):
                for label in (self.seat_numbers[seat], self.seat_labels[seat]):
                    # Both on the first line, however many lines the name takes.
                    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                    label.setMinimumHeight(SEAT_HEIGHT)
                team_box.addWidget(self.seat_numbers[seat], row, 0)
                team_box.addWidget(self.seat_labels[seat], row, 1)
            team_box.setRowStretch(3, 1)
            teams.addWidget(frame, 1)
        self._partner_hint = partner_hint = QLabel()
        theme.set_role(partner_hint, "hint")
        self.watchers_label = QLabel()
        self.watchers_label.setWordWrap(True)
        theme.set_role(self.watchers_label, "hint")
        self.watchers_label.hide()

        self.start_button = button("", role="primary")
        self.sit_button = button("", role="primary")
        self.sit_button.hide()
        self.start_reason = QLabel()
        theme.set_role(self.start_reason, "hint")
        self.leave_button = button("")

        code_row = QHBoxLayout()
        code_row.addWidget(self.code_label)
        code_row.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignVCenter)
        code_row.addWidget(self.copied, 0, Qt.AlignmentFlag.AlignVCenter)
        code_row.addStretch(1)

        actions = QGridLayout()
        actions.addWidget(self.start_button, 0, 0)
        actions.addWidget(self.sit_button, 0, 1)
        actions.addWidget(self.start_reason, 0, 2)
        actions.addWidget(self.leave_button, 0, 4)
        actions.setColumnStretch(3, 1)

        header = QFrame()
        theme.set_role(header, "felt")
        header_box = QVBoxLayout(header)
        header_box.setContentsMargins(20, 14, 20, 14)
        header_box.addWidget(self.title)
        header_box.addWidget(self.subtitle)

        self.code_card = QFrame()
        theme.set_role(self.code_card, "card")
        code_box = QVBoxLayout(self.code_card)
        code_box.addWidget(self.code_caption)
        code_box.addLayout(code_row)
        code_box.addWidget(self.share_hint)
        code_box.addWidget(self.addresses)

        column = QVBoxLayout()
        column.setSpacing(10)
        column.addWidget(header)
        column.addWidget(self.code_card)
        column.addWidget(self.seated_note)
        column.addSpacing(6)
        column.addLayout(teams)
        column.addWidget(partner_hint)
        column.addWidget(self.watchers_label)
        column.addStretch(1)

        #: Scrolls the lobby when the window is too short for it; the start and the way
        #: out stay at the bottom, in sight, whatever the seats and addresses above take.
        self.scroller = centre(self, column, 520, 760, footer=actions)

        self.copy_button.clicked.connect(self._copy)
        self.start_button.clicked.connect(self._start)
        self.sit_button.clicked.connect(self._sit)
        self.leave_button.clicked.connect(self._leave)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language: at first, and when the language changes
        (the seats, the addresses and the start from what was last shown)."""
        self.code_caption.setText(self.tr("Invitation code"))
        self.code_label.setAccessibleName(self.tr("Invitation code"))
        self.copy_button.setText(self.tr("&Copy"))
        self.copy_button.setAccessibleName(self.tr("Copy the invitation code"))
        if self.copied.text():
            self._copied()
        self.share_hint.setText(
            self.tr("Tell your friends this code: they type it on their home screen to join.")
        )
        self.sit_button.setText(self.tr("&Take the free seat"))
        self.sit_button.setAccessibleName(self.tr("Take the free seat"))
        for team, team_title in enumerate(self._team_titles):
            seats = self.tr("Seats {a} and {b}").format(a=team + 1, b=team + 3)
            team_title.setText(theme.team_label(team, seats))
            team_title.setAccessibleName(seats)
        self._partner_hint.setText(
            self.tr("Partners sit across: seats 1 and 3 play against 2 and 4.")
        )
        self.start_button.setText(self.tr("&Start game"))
        self.start_button.setAccessibleName(self.tr("Start game"))
        self.set_addresses(*self.addresses_shown)
        if self._state is not None:
            self.set_state(self._state)
        else:
            self.leave_button.setText(self.tr("&Leave"))

    @property
    def is_host(self) -> bool:
        return self._state is not None and self._state.you == self._state.host_seat

    @property
    def watching(self) -> bool:
        return self._state is not None and self._state.you < 0

    def set_addresses(self, addresses: list[str], note: str = "") -> None:
        """The ``host:port`` lines friends can type when the table isn't listed for them."""
        self.addresses_shown = (list(addresses), note)
        lines = []
        if addresses:
            lines.append(
                self.tr(
                    "If the table doesn't show up for them, they can join by address: {a}"
                ).format(a=",  ".join(addresses))
            )
        if note:
            lines.append(note)
        self.addresses.setText("\n".join(lines))
        self.addresses.setVisible(bool(lines))

    def set_state(self, state: State) -> None:
        """Redraw from a snapshot."""
        self._state = state
        host_name = state.seats[state.host_seat].name if state.seats else ""
        self.title.setText(state.table_name or self.tr("{name}'s table").format(name=host_name))
        self.subtitle.setText(
            self.tr("First team to {target} points wins.").format(target=state.target)
        )
        has_code = bool(state.code)
        self.code_card.setVisible(has_code)
        self.seated_note.setVisible(not has_code)
        self.code_label.setText(state.code)
        self._word_role(state)

        for seat, label in enumerate(self.seat_labels):
            number = self.seat_numbers[seat]
            number.setText(self.tr("{n}.").format(n=seat + 1))
            if seat < len(state.seats):
                info = state.seats[seat]
                notes = []
                if seat == state.host_seat:
                    notes.append(self.tr("host"))
                if seat == state.you:
                    notes.append(self.tr("you"))
                if not info.connected:
                    notes.append(self.tr("reconnecting"))
                label.setText(
                    self.tr("{name}  ({notes})").format(
                        name=info.name, notes=self.tr(", ").join(notes)
                    )
                    if notes
                    else info.name
                )
                role = "seat"
            else:
                label.setText(self.tr("waiting for a player..."))
                role = "seat-empty"
            theme.set_role(label, role)
            theme.set_role(number, role)

        missing = 4 - len(state.seats)
        self.start_button.setVisible(self.is_host)
        self.start_button.setEnabled(self.is_host and missing == 0)
        self.sit_button.setVisible(self.watching and missing > 0)
        self.sit_button.setEnabled(True)
        if self.watching and missing > 0:
            self.start_reason.setText(self.tr("%n seat(s) free.", None, missing))
        elif not self.is_host:
            self.start_reason.setText(self.tr("Waiting for the host to start."))
        elif missing > 0:
            self.start_reason.setText(self.tr("Waiting for %n more player(s).", None, missing))
        else:
            self.start_reason.setText(self.tr("Everyone is here."))

    def _word_role(self, state: State) -> None:
        """What the player's place at the table is: a seat, or watching, and who watches."""
        from dominos.ui.watch_words import watchers_line

        if self.watching:
            self.seated_note.setText(
                self.tr("You are watching. While a seat is free, you can take it.")
                if len(state.seats) < 4
                else self.tr("You are watching. The game starts when the host says so.")
            )
            self.leave_button.setText(self.tr("Stop &watching"))
            self.leave_button.setAccessibleName(self.tr("Stop watching"))
        else:
            self.seated_note.setText(
                self.tr("You have a seat. The game starts when the host says so.")
            )
            self.leave_button.setText(self.tr("&Leave"))
            self.leave_button.setAccessibleName(self.tr("Leave the table"))
        line = watchers_line(state.watchers)
        self.watchers_label.setText(line)
        self.watchers_label.setVisible(bool(line))

    def initial_focus(self) -> None:
        if not self.sit_button.isHidden():
            self.sit_button.setFocus()
        elif not self.start_button.isHidden() and self.start_button.isEnabled():
            self.start_button.setFocus()
        elif not self.code_card.isHidden():
            self.copy_button.setFocus()
        else:
            self.leave_button.setFocus()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.set_scale(chrome_scale(event.size().width(), event.size().height()))
        super().resizeEvent(event)

    def set_scale(self, scale: float) -> None:
        """Draw the lobby ``scale`` times its usual size, as the game screen's chrome is for
        a window of the same size: its type, the code, the seats, the buttons, its width."""
        if scale == self.scale:
            return
        self.scale = scale
        for label in (*self.seat_numbers, *self.seat_labels):
            label.setMinimumHeight(scaled(SEAT_HEIGHT, scale))
        code = theme.code_font().pointSizeF()
        grow_form(self, scale, f"#inviteCode {{ font-size: {code:.1f}pt; }}")
        self.scroller.set_scale(scale)

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.code_label.text())
        self._copied()

    def _copied(self) -> None:
        self.copied.setText(self.tr("Copied"))

    def _start(self) -> None:
        if self.start_button.isEnabled():
            self.start_requested.emit()

    def _sit(self) -> None:
        # Once: the seat comes with the next snapshot, or a refusal in the banner, after
        # which the button may be pressed again.
        self.sit_button.setEnabled(False)
        button = self.sit_button
        QTimer.singleShot(SIT_AGAIN_MS, button, lambda: button.setEnabled(True))
        self.sit_requested.emit()

    def _leave(self) -> None:
        if not self.is_host:
            self.leave_requested.emit()
            return
        self._confirm = confirm(self, close_question, on_yes=self.leave_requested.emit)

    @property
    def confirm_box(self) -> QMessageBox | None:
        """The "close the table?" question, while it is open."""
        return self._confirm if self._confirm is not None and self._confirm.isVisible() else None
