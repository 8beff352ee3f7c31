"""The first screen: your name, hosting a table, and joining one by code or address.

The screen only collects what the player wants and shows what went wrong; the main window
does the hosting and joining and reports back with :meth:`HomeScreen.show_error`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominos.terms import MAX_NAME, canonical_code, name_problem
from dominos.ui.kit import theme
from dominos.ui.kit.chrome import chrome_scale, grow_form, scaled
from dominos.ui.kit.controls import button, centre, hint
from dominos.ui.kit.reworded import Reworded
from dominos.ui.screens.home_header import HomeHeader
from dominos.ui.screens.table_list import FoundTableLike, TableList
from dominos.ui.services.errors import Field, name_message


class HomeScreen(Reworded, QWidget):
    """Name, "Host a table", and "Join a table" with the live list of tables nearby."""

    host_requested = Signal()
    #: The code, and the table picked in the list (or ``None`` to try every table found).
    join_requested = Signal(str, object)
    #: The same, to watch the table rather than take a seat.
    watch_requested = Signal(str, object)
    join_by_address_requested = Signal()
    name_changed = Signal(str)
    #: "Resume your table" or "Rejoin the game at ..." was clicked.
    resume_requested = Signal()
    #: The Preferences button was clicked.
    preferences_requested = Signal()
    #: The History button: the games played at this computer.
    history_requested = Signal()

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._busy = False
        self._tables: Sequence[FoundTableLike] = ()
        #: How much larger than usual the screen is drawn, for the window's size.
        self.scale = 1.0

        #: The language menu is the header's; the window applies what is picked there.
        self.header = HomeHeader()
        self.language_choice = self.header.language

        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(MAX_NAME + 10)
        self._name_label = name_label = QLabel()
        name_label.setBuddy(self.name_edit)
        # One line under the name that never comes and goes: a greeting while the name is
        # empty, the problem while it cannot be used, nothing once it can. Its room stays,
        # so the buttons below never move under the pointer as the player types.
        self.name_error = self._error_label()
        self.name_error.setWordWrap(False)
        self._error_line = self.name_error.fontMetrics().height()
        self.name_error.setMinimumHeight(self._error_line)
        if name_problem(name) == "empty":
            # A first start's greeting, in its role from the start: set once the line is
            # shown, it would restyle it, which loads QStyle's classes (and their enums)
            # before the first window is drawn.
            theme.set_role(self.name_error, "hint")
        self.name_error.show()

        self.host_button = button("", role="primary")
        self._host_hint = host_hint = hint()
        self.host_error = self._error_label()

        self._join_title = join_title = QLabel()
        theme.set_role(join_title, "heading")
        self.code_edit = QLineEdit()
        self.code_edit.setMaxLength(12)
        self.code_edit.setValidator(QRegularExpressionValidator(r"[A-Za-z0-9 \-]*", self.code_edit))
        self._code_label = code_label = QLabel()
        code_label.setBuddy(self.code_edit)
        self.join_button = button("", role="primary")
        self.watch_button = button("")
        self.code_error = self._error_label()

        self._tables_label = tables_label = QLabel()
        self.table_list = TableList()
        tables_label.setBuddy(self.table_list)
        self.discovery_status = hint()
        self.address_button = button("")
        self.status = QLabel()
        theme.set_role(self.status, "hint")
        self.status.hide()  # shown with something to say: its line is room a short window needs
        self.preferences_button = button("")
        self.history_button = button("")

        name_row = QGridLayout()
        name_row.setHorizontalSpacing(12)
        name_row.addWidget(name_label, 0, 0)
        name_row.addWidget(self.name_edit, 0, 1)
        name_row.addWidget(self.preferences_button, 0, 2)
        name_row.addWidget(self.history_button, 0, 3)
        name_row.addWidget(self.name_error, 1, 1)

        host_card = _card()
        host_box = QVBoxLayout(host_card)
        host_row = QHBoxLayout()
        host_row.addWidget(self.host_button)
        host_row.addWidget(host_hint, 1)
        host_box.addLayout(host_row)
        host_box.addWidget(self.host_error)

        join_card = _card()
        join_grid = QGridLayout(join_card)
        join_grid.setHorizontalSpacing(12)
        join_grid.addWidget(join_title, 0, 0, 1, 4)
        join_grid.addWidget(code_label, 1, 0)
        join_grid.addWidget(self.code_edit, 1, 1)
        join_grid.addWidget(self.join_button, 1, 2)
        join_grid.addWidget(self.watch_button, 1, 3)
        join_grid.addWidget(self.code_error, 2, 1, 1, 3)
        join_grid.addWidget(tables_label, 3, 0, Qt.AlignmentFlag.AlignTop)
        join_grid.addWidget(self.discovery_status, 3, 1, 1, 3)
        join_grid.addWidget(self.table_list, 4, 1, 1, 3)
        join_grid.addWidget(self.address_button, 5, 1, Qt.AlignmentFlag.AlignLeft)
        join_grid.setColumnStretch(1, 1)
        join_grid.setRowStretch(6, 1)

        column = QVBoxLayout()
        column.setSpacing(10)
        column.addWidget(self.header)
        column.addSpacing(6)
        column.addLayout(name_row)
        column.addWidget(self._resume_card())
        column.addWidget(host_card)
        column.addWidget(join_card)
        column.addWidget(self.status)
        column.addStretch(1)

        #: Scrolls the screen when the window is too short for it.
        self.scroller = centre(self, column, 480, 720)

        self.setTabOrder(self.language_choice, self.name_edit)
        self.setTabOrder(self.name_edit, self.host_button)
        self.setTabOrder(self.host_button, self.code_edit)
        self.setTabOrder(self.code_edit, self.join_button)
        self.setTabOrder(self.join_button, self.watch_button)
        self.setTabOrder(self.watch_button, self.table_list)
        self.setTabOrder(self.table_list, self.address_button)
        self.setTabOrder(self.address_button, self.preferences_button)

        self.name_edit.textChanged.connect(self._on_name_changed)
        self.code_edit.textChanged.connect(self._on_code_changed)
        self.code_edit.returnPressed.connect(self._on_join)
        self.name_edit.returnPressed.connect(self._on_name_return)
        self.host_button.clicked.connect(self._on_host)
        self.join_button.clicked.connect(self._on_join)
        self.watch_button.clicked.connect(self._on_watch)
        self.table_list.itemSelectionChanged.connect(self._update_buttons)
        self.address_button.clicked.connect(self._on_address)
        self.preferences_button.clicked.connect(self.preferences_requested)
        self.history_button.clicked.connect(self.history_requested)
        self.table_list.itemActivated.connect(self._on_table_activated)
        self.retranslate()
        self.discovery_status.setText(self.tr("Looking for tables..."))

    def retranslate(self) -> None:
        """Set every text in the current language: at first, and when the language changes
        (what the player typed stays; messages about an earlier attempt go)."""
        self.name_edit.setPlaceholderText(self.tr("The name the others will see"))
        self.name_edit.setAccessibleName(self.tr("Your name"))
        self._name_label.setText(self.tr("&Your name"))
        self.host_button.setText(self.tr("&Host a table"))
        self.host_button.setAccessibleName(self.tr("Host a table"))
        self._host_hint.setText(self.tr("Open a table on this computer and invite three friends."))
        self._join_title.setText(self.tr("Join a table"))
        self.code_edit.setPlaceholderText(self.tr("Code from the host, e.g. K7QM2X"))
        self.code_edit.setAccessibleName(self.tr("Invitation code"))
        self._code_label.setText(self.tr("Invitation &code"))
        self.join_button.setText(self.tr("&Join"))
        self.join_button.setAccessibleName(self.tr("Join with this code"))
        self.watch_button.setText(self.tr("&Watch"))
        self.watch_button.setAccessibleName(self.tr("Watch with this code"))
        self.watch_button.setToolTip(self.tr("Watch the game without a seat"))
        self._tables_label.setText(self.tr("&Tables on your network"))
        self.table_list.setAccessibleName(self.tr("Tables on your network"))
        self.address_button.setText(self.tr("Join by &address..."))
        self.address_button.setAccessibleName(self.tr("Join by address"))
        self.preferences_button.setText(self.tr("&Preferences..."))
        self.preferences_button.setAccessibleName(self.tr("Preferences"))
        self.history_button.setText(self.tr("Hi&story..."))
        self.history_button.setAccessibleName(self.tr("History of the games played here"))
        self._resume_hint.setText(self.tr("Your seat and your hand are kept for you."))
        if self.discovery_status.property("role") != "warning":  # the window words those
            self.set_tables(self._tables)
        self.resume_error.hide()
        self.clear_errors()

    # --- what the main window reads and sets -----------------------------------------

    @property
    def name(self) -> str:
        return self.name_edit.text().strip()

    @property
    def code(self) -> str:
        return canonical_code(self.code_edit.text())

    def set_name(self, name: str) -> None:
        """Change the name from elsewhere (the preferences), as if typed here."""
        self.name_edit.setText(name)

    def set_code(self, code: str) -> None:
        """Fill in a code the player gave another way (on the command line)."""
        self.code_edit.setText(code)

    def name_ok(self) -> bool:
        return name_problem(self.name_edit.text()) is None

    def initial_focus(self) -> None:
        """Put the cursor where the player most likely starts typing."""
        (self.code_edit if self.name_ok() else self.name_edit).setFocus()

    def set_tables(self, tables: Sequence[FoundTableLike]) -> None:
        """Show the tables found on the network, keeping the selection when it is still there."""
        self._tables = tables
        self.table_list.set_tables(tables)
        self._update_buttons()
        if tables:
            self.discovery_status.setText(
                self.tr("Pick a table, or just type the code: Join finds the table for you.")
            )
            theme.set_role(self.discovery_status, "hint")
        elif self.discovery_status.property("role") != "warning":
            self.discovery_status.setText(
                self.tr("No tables found yet. They appear here as soon as a host opens one.")
            )

    def set_discovery_unavailable(self, reason: str) -> None:
        """Say why no table can be listed (``reason`` is a sentence), and what to do instead."""
        self.table_list.clear()
        self.discovery_status.setText(
            reason + " " + self.tr("The host's lobby shows the addresses to type.")
        )
        theme.set_role(self.discovery_status, "warning")

    def selected_table(self) -> FoundTableLike | None:
        return self.table_list.selected_table()

    def set_busy(self, busy: bool, message: str = "") -> None:
        """Lock the buttons while hosting or joining is under way."""
        self._busy = busy
        self.status.setText(message)
        self.status.setVisible(bool(message))
        self._update_buttons()

    def set_offer(self, text: str | None) -> None:
        """Offer to take back a game under way (the button's text), or nothing."""
        self.resume_error.hide()
        self.resume_card.setVisible(text is not None)
        if text is not None:
            self.resume_button.setText(text)
            self.resume_button.setAccessibleName(text.replace("&", ""))

    def show_resume_error(self, message: str) -> None:
        self.resume_error.setText(message)
        self.resume_error.show()
        self.resume_button.setFocus()

    def show_error(self, field: Field, message: str) -> None:
        """Show ``message`` next to the field it concerns and move the focus there."""
        self.clear_errors()
        label, widget = {
            "name": (self.name_error, self.name_edit),
            "code": (self.code_error, self.code_edit),
            "address": (self.code_error, self.address_button),
            "host": (self.host_error, self.host_button),
            "table": (self.code_error, self.code_edit),
        }[field]
        theme.set_role(label, "error")
        label.setText(message)
        label.show()
        widget.setFocus()

    def clear_errors(self) -> None:
        for label in (self.code_error, self.host_error):
            label.clear()
            label.hide()
        self._on_name_changed(self.name_edit.text())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.set_scale(chrome_scale(event.size().width(), event.size().height()))
        super().resizeEvent(event)

    def set_scale(self, scale: float) -> None:
        """Draw the screen ``scale`` times its usual size, as the game screen's chrome is
        for a window of the same size: its type, fields, buttons and the form's width."""
        if scale == self.scale:
            return
        self.scale = scale
        self.name_error.setMinimumHeight(scaled(self._error_line, scale))
        grow_form(self, scale)
        self.scroller.set_scale(scale)
        self.table_list.set_scale(scale)

    # --- internals ----------------------------------------------------------------------

    def _resume_card(self) -> QFrame:
        self.resume_button = button("", role="primary")
        self.resume_button.clicked.connect(self.resume_requested)
        self._resume_hint = kept = hint()
        self.resume_error = self._error_label()
        self.resume_card = _card()
        box = QVBoxLayout(self.resume_card)
        row = QHBoxLayout()
        row.addWidget(self.resume_button)
        row.addWidget(kept, 1)
        box.addLayout(row)
        box.addWidget(self.resume_error)
        self.resume_card.hide()
        return self.resume_card

    def _error_label(self) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        theme.set_role(label, "error")
        label.hide()
        return label

    def _update_buttons(self) -> None:
        ok = self.name_ok() and not self._busy
        self.host_button.setEnabled(ok)
        self.join_button.setEnabled(ok and bool(self.code))
        self.watch_button.setEnabled(ok and bool(self.code))
        self.watch_button.setVisible(self.may_watch())
        self.address_button.setEnabled(ok)
        self.resume_button.setEnabled(ok)

    def _on_name_changed(self, text: str) -> None:
        problem = name_problem(text)
        if problem is None:
            self.name_error.clear()
        elif problem == "empty":
            theme.set_role(self.name_error, "hint")
            self.name_error.setText(self.tr("Welcome! Type your name to begin."))
        else:
            theme.set_role(self.name_error, "error")
            self.name_error.setText(name_message(problem))
        self._update_buttons()
        if problem is None:
            self.name_changed.emit(text.strip())

    def _on_code_changed(self, _text: str) -> None:
        self.code_error.hide()
        self._update_buttons()

    def _on_name_return(self) -> None:
        if self.name_ok():
            self.code_edit.setFocus()

    def _on_host(self) -> None:
        if self.host_button.isEnabled():
            self.clear_errors()
            self.host_requested.emit()

    def _on_join(self) -> None:
        if self.join_button.isEnabled():
            self.clear_errors()
            self.join_requested.emit(self.code, self.selected_table())

    def may_watch(self) -> bool:
        """Whether Watch is offered: not for a picked table whose host lets nobody watch,
        nor when every table listed is one."""
        picked = self.selected_table()
        if picked is not None:
            return picked.watchable
        return not self._tables or any(table.watchable for table in self._tables)

    def _on_watch(self) -> None:
        if self.watch_button.isEnabled() and self.may_watch():
            self.clear_errors()
            self.watch_requested.emit(self.code, self.selected_table())

    def _on_address(self) -> None:
        if self.address_button.isEnabled():
            self.clear_errors()
            self.join_by_address_requested.emit()

    def _on_table_activated(self, _item: QListWidgetItem) -> None:
        if self.code:
            self._on_join()
        else:
            self.code_edit.setFocus()


def _card() -> QFrame:
    card = QFrame()
    theme.set_role(card, "card")
    return card
