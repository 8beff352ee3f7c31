"""Choosing the target before opening a table, and whether friends may watch it.

Opened with ``open()`` and answered with a signal, never ``exec()``: a nested event loop
would stall the asyncio loop that runs the network.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from dominos.terms import DEFAULT_TARGET, TARGETS
from dominos.ui.kit import theme
from dominos.ui.kit.controls import hint
from dominos.ui.kit.over_window import OverWindow
from dominos.ui.kit.reworded import Reworded


class HostDialog(Reworded, OverWindow, QDialog):
    """The target, 50 to 500 points in steps of 50; "Open table" emits :attr:`open_requested`.

    With ``new_game`` it asks the target of the next game at a table already open."""

    open_requested = Signal(int)

    def __init__(
        self,
        target: int = DEFAULT_TARGET,
        parent: QWidget | None = None,
        *,
        new_game: bool = False,
        watchers: bool = True,
    ) -> None:
        """``watchers``: whether the box letting friends watch starts ticked (a new game
        at a table already open does not ask it)."""
        super().__init__(parent)
        self.dress()
        self.new_game = new_game
        self.setModal(True)

        self.intro = hint("")
        self.target_box = QComboBox()
        for value in TARGETS:
            self.target_box.addItem("", value)
        self.set_target(target)

        form = QFormLayout()
        self.target_label = QLabel()
        self.target_label.setBuddy(self.target_box)
        form.addRow(self.target_label, self.target_box)
        self.watchers_box = QCheckBox()
        self.watchers_box.setChecked(watchers)
        self.watchers_hint = hint("")
        if not new_game:
            form.addRow(self.watchers_box)
            form.addRow(self.watchers_hint)
        else:
            self.watchers_box.hide()
            self.watchers_hint.hide()

        buttons = QDialogButtonBox()
        self.open_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.open_button.setDefault(True)
        theme.set_role(self.open_button, "primary")
        self.setMinimumWidth(420)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.target_box.setFocus()
        self.grow()
        self.retranslate()

    def retranslate(self) -> None:
        if self.new_game:
            self.setWindowTitle(self.tr("New game"))
            self.open_button.setText(self.tr("&Start new game"))
            self.open_button.setAccessibleName(self.tr("Start new game"))
        else:
            self.setWindowTitle(self.tr("Host a table"))
            self.open_button.setText(self.tr("&Open table"))
            self.open_button.setAccessibleName(self.tr("Open table"))
        self.intro.setText(
            self.tr("The first team to reach the target wins. Points above it still count.")
        )
        self.target_box.setAccessibleName(self.tr("Target score"))
        for index, value in enumerate(TARGETS):
            self.target_box.setItemText(index, self.tr("{points} points").format(points=value))
        self.target_label.setText(self.tr("&Target"))
        self.watchers_box.setText(self.tr("Let friends &watch"))
        self.watchers_hint.setText(
            self.tr(
                "Up to 8 friends who know the code can watch the game without a seat; they"
                " never see a hand before the round ends."
            )
        )

    @property
    def watchers(self) -> bool:
        """Whether the table opened lets friends who know the code watch it."""
        return self.watchers_box.isChecked()

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
