"""Joining by ``host:port`` when the table doesn't show up in the list.

The code is asked here too, since the host checks it whatever the way in. The dialog stays
open while the connection is tried, with a moving bar, so a mistake is shown under the field
it concerns, across the whole dialog and in full; Join (or Watch, when watching was asked
for) stays the default button, so Enter tries again after a mistake is corrected.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dominos.terms import canonical_code
from dominos.ui.kit import theme
from dominos.ui.kit.controls import hint
from dominos.ui.kit.over_window import OverWindow
from dominos.ui.kit.reworded import Reworded
from dominos.ui.services.errors import Field


class AddressDialog(Reworded, OverWindow, QDialog):
    """Address and code; "Join" emits :attr:`join_requested` and waits for the outcome.

    A mistake already shown keeps the words it was shown in: the sentence comes worded
    from the flow that met it."""

    join_requested = Signal(str, str)
    #: Watch the table at the address with the code, holding no seat.
    watch_requested = Signal(str, str)

    def __init__(
        self,
        address: str = "",
        code: str = "",
        parent: QWidget | None = None,
        *,
        watch: bool = False,
    ) -> None:
        """``watch``: the player asked to watch, so Watch is the button Enter presses."""
        super().__init__(parent)
        self.dress()
        self._watch = watch
        self._busy = False
        self._busy_message = ""
        self.setModal(True)
        self.intro = hint()

        self.address_edit = QLineEdit(address)
        self.address_error = _error_label()
        self.code_edit = QLineEdit(code)
        self.code_edit.setMaxLength(12)
        self.code_error = _error_label()
        self.status = QLabel()
        theme.set_role(self.status, "hint")
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # no end known: the bar moves to and fro
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.progress.hide()

        form = QFormLayout()
        self.address_label = QLabel()
        self.address_label.setBuddy(self.address_edit)
        self.code_label = QLabel()
        self.code_label.setBuddy(self.code_edit)
        form.addRow(self.address_label, self.address_edit)
        form.addRow(self.address_error)
        form.addRow(self.code_label, self.code_edit)
        form.addRow(self.code_error)

        buttons = QDialogButtonBox()
        self.join_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.watch_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        theme.set_role(self.watch_button if watch else self.join_button, "primary")
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        # Only the default answers Enter, even while Cancel holds the focus after a failed try.
        cancel.setAutoDefault(False)
        self.join_button.setAutoDefault(False)
        self.watch_button.setAutoDefault(False)
        self._default().setDefault(True)
        buttons.accepted.connect(self._join)
        self.watch_button.clicked.connect(self._watch_table)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)
        (self.code_edit if address and not code else self.address_edit).setFocus()

        self.address_edit.textChanged.connect(self._update)
        self.code_edit.textChanged.connect(self._update)
        self._update()
        self.grow()
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(
            self.tr("Watch by address") if self._watch else self.tr("Join by address")
        )
        self.intro.setText(
            self.tr("The host's lobby shows the addresses to type, such as 192.168.1.20:47474.")
        )
        self.address_edit.setAccessibleName(self.tr("Table address"))
        self.address_edit.setPlaceholderText(self.tr("host:port"))
        self.code_edit.setAccessibleName(self.tr("Invitation code"))
        self.progress.setAccessibleName(self.tr("Reaching the table"))
        self.address_label.setText(self.tr("&Address"))
        self.code_label.setText(self.tr("Invitation &code"))
        self.join_button.setText(self.tr("&Join"))
        self.watch_button.setText(self.tr("&Watch"))
        self.watch_button.setToolTip(self.tr("Watch the game without a seat"))
        self._say_busy()

    def set_busy(self, busy: bool, message: str = "") -> None:
        """Lock the fields while joining; ``message`` says what is under way, if not the
        usual reaching of the table."""
        self._busy_message = message
        self.progress.setVisible(busy)
        self.address_edit.setEnabled(not busy)
        self.code_edit.setEnabled(not busy)
        self._busy = busy
        self._say_busy()
        self._update()
        self._default().setDefault(True)

    def _default(self) -> QPushButton:
        return self.watch_button if self._watch else self.join_button

    def _say_busy(self) -> None:
        # A message given by the flow is worded there, and given again as it changes.
        usual = self.tr("Reaching the table...")
        self.status.setText((self._busy_message or usual) if self._busy else "")

    def show_error(self, field: Field, message: str) -> None:
        """Show ``message`` under the address or the code (anything else goes under the code)."""
        self.set_busy(False)
        label, edit = (
            (self.address_error, self.address_edit)
            if field == "address"
            else (self.code_error, self.code_edit)
        )
        label.setText(message)
        label.show()
        edit.setFocus()
        edit.selectAll()
        # A wrapped sentence needs more height than the dialog had: grow to show it whole.
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.width(), max(self.height(), self.sizeHint().height()))

    def _update(self) -> None:
        self.address_error.hide()
        self.code_error.hide()
        ready = not self._busy and bool(self.address_edit.text().strip()) and bool(self.code)
        self.join_button.setEnabled(ready)
        self.watch_button.setEnabled(ready)

    @property
    def code(self) -> str:
        return canonical_code(self.code_edit.text())

    def _join(self) -> None:
        if self.join_button.isEnabled():
            self.set_busy(True)
            self.join_requested.emit(self.address_edit.text().strip(), self.code)

    def _watch_table(self) -> None:
        if self.watch_button.isEnabled():
            self.set_busy(True)
            self.watch_requested.emit(self.address_edit.text().strip(), self.code)


def _error_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    theme.set_role(label, "error")
    label.hide()
    return label
