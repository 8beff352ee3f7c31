"""Choosing the target before opening a table.

Opened with ``open()`` and answered with a signal, never ``exec()``: a nested event loop
would stall the asyncio loop that runs the network.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from dominos.terms import DEFAULT_TARGET, TARGETS
from dominos.ui import theme
from dominos.ui.controls import hint


class HostDialog(QDialog):
    """The target, 50 to 500 points in steps of 50; "Open table" emits :attr:`open_requested`."""

    open_requested = Signal(int)

    def __init__(self, target: int = DEFAULT_TARGET, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.set_felt(self)
        self.setWindowTitle(self.tr("Host a table"))
        self.setModal(True)

        intro = hint(
            self.tr("The first team to reach the target wins. Points above it still count.")
        )

        self.target_box = QComboBox()
        self.target_box.setAccessibleName(self.tr("Target score"))
        for value in TARGETS:
            self.target_box.addItem(self.tr("{points} points").format(points=value), value)
        self.set_target(target)

        form = QFormLayout()
        label = QLabel(self.tr("&Target"))
        label.setBuddy(self.target_box)
        form.addRow(label, self.target_box)

        buttons = QDialogButtonBox()
        self.open_button = buttons.addButton(
            self.tr("&Open table"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.open_button.setDefault(True)
        theme.set_role(self.open_button, "primary")
        self.setMinimumWidth(420)
        self.open_button.setAccessibleName(self.tr("Open table"))
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.target_box.setFocus()

    @property
    def target(self) -> int:
        value: int = self.target_box.currentData()
        return value

    def set_target(self, target: int) -> None:
        index = self.target_box.findData(target)
        self.target_box.setCurrentIndex(index if index >= 0 else TARGETS.index(DEFAULT_TARGET))

    def accept(self) -> None:
        super().accept()
        self.open_requested.emit(self.target)
