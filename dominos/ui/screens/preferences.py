"""The player's preferences: name, sound, turn alerts, motion, tile faces and contrast.

Opened with ``open()`` and answered with a signal, never ``exec()``: a nested event loop
would stall the asyncio loop that runs the network. Nothing changes until OK, so Cancel
always leaves the table as it was. It opens at a size that suits the screen and its words
grow with it, as the main window's do (:mod:`grown`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from dominos.terms import MAX_NAME, name_problem
from dominos.ui.kit import theme
from dominos.ui.kit.grown import Grown
from dominos.ui.kit.reworded import Reworded
from dominos.ui.screens.language_choice import LanguageChoice
from dominos.ui.services.errors import name_message
from dominos.ui.services.settings import FACES, MOTIONS, Preferences

if TYPE_CHECKING:
    from dominos.ui.services.sound import Sound

#: The least width of the dialog, so its fields are wide enough to read what they hold.
MIN_WIDTH = 460
#: The size the window is drawn at (it opens larger on a larger screen): one size whatever
#: the language and whether the sounds can play, with room for the longest words and the
#: sentence saying this computer has no sound output, which may appear once it is open.
#: (Taking the size its words asked for as it opened made it a different window in each
#: language, too short for that sentence when the sounds were found missing after.)
DRAWN_AT = (560, 370)


class PreferencesDialog(Reworded, Grown, QDialog):
    """Edits a copy of the preferences; OK emits :attr:`saved` with the name, the copy and
    the language."""

    #: The name (already checked), the new preferences, and the language (``""``: the
    #: system's).
    saved = Signal(str, object, str)

    def __init__(
        self,
        name: str,
        prefs: Preferences,
        language: str = "",
        parent: QWidget | None = None,
        *,
        sound: Sound | None = None,
    ) -> None:
        """``sound`` is the app's output, to try it and to say when there is none."""
        super().__init__(parent)
        self.sound = sound
        self.setObjectName("preferences")
        # The table's own look, as every window the app opens (dark mode included).
        theme.set_felt(self)
        self.setModal(True)
        self._prefs = prefs

        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(MAX_NAME + 10)
        self.name_error = QLabel()
        self.name_error.setWordWrap(True)
        theme.set_role(self.name_error, "error")
        self.name_error.hide()

        self.sound_box = QCheckBox()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume_label = QLabel()
        self.volume_label.setMinimumWidth(40)
        self.alerts_box = QCheckBox()
        self.test_button = QPushButton()
        self.test_button.clicked.connect(self.try_sound)
        #: Why the sounds are off when this computer has nowhere to play them.
        self.sound_note = QLabel()
        self.sound_note.setWordWrap(True)
        theme.set_role(self.sound_note, "hint")
        self.sound_note.hide()

        self.motion_box = QComboBox()
        for key in MOTIONS:
            self.motion_box.addItem("", key)
        self.faces_box = QComboBox()
        for face in FACES:
            self.faces_box.addItem("", face)
        self.contrast_box = QCheckBox()
        self.language_box = LanguageChoice(language)

        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_label)
        self.labels = {
            part: self._label(buddy)
            for part, buddy in (
                ("name", self.name_edit),
                ("volume", self.volume),
                ("motion", self.motion_box),
                ("faces", self.faces_box),
                ("language", self.language_box),
            )
        }
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.labels["name"], self.name_edit)
        form.addRow("", self.name_error)
        sound_row = QHBoxLayout()
        sound_row.addWidget(self.sound_box, 1)
        sound_row.addWidget(self.test_button)
        form.addRow("", sound_row)
        form.addRow("", self.sound_note)
        form.addRow(self.labels["volume"], volume_row)
        form.addRow("", self.alerts_box)
        form.addRow(self.labels["motion"], self.motion_box)
        form.addRow(self.labels["faces"], self.faces_box)
        form.addRow("", self.contrast_box)
        form.addRow(self.labels["language"], self.language_box)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button: QPushButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(buttons)

        self.name_edit.textChanged.connect(self._check_name)
        self.sound_box.toggled.connect(self._update_volume)
        self.volume.valueChanged.connect(self._update_volume)
        if sound is not None:
            sound.loaded.connect(self._update_volume)
        self.show_preferences(prefs)
        self.retranslate()
        self.setMinimumWidth(MIN_WIDTH)
        self.open_sized(DRAWN_AT, parent)

    def retranslate(self) -> None:
        """Every word in the app's language; what the player changed stays as it is."""
        self.setWindowTitle(self.tr("Preferences"))
        self.name_edit.setAccessibleName(self.tr("Your name"))
        self.sound_box.setText(self.tr("&Sounds at the table"))
        self.test_button.setText(self.tr("&Play a test sound"))
        self.test_button.setToolTip(self.tr("Your turn's sound, at the volume set below"))
        self.sound_note.setText(
            self.tr(
                "This computer has no sound output (no sound card or sound service was"
                " found), so the table stays silent."
            )
        )
        self.volume.setAccessibleName(self.tr("Volume"))
        self.alerts_box.setText(self.tr("&Tell me when my turn starts in another window"))
        self.alerts_box.setToolTip(
            self.tr(
                "Flashes the taskbar or dock, shows a notification where the desktop offers"
                " them, and warns again 10 seconds before the time runs out."
            )
        )
        self.motion_box.setAccessibleName(self.tr("Motion"))
        motions = {
            "system": self.tr("As the system says"),
            "reduced": self.tr("Keep still"),
            "full": self.tr("Slide tiles in"),
        }
        for index, key in enumerate(MOTIONS):
            self.motion_box.setItemText(index, motions[key])
        self.faces_box.setAccessibleName(self.tr("Tile faces"))
        faces = {"pips": self.tr("Pips"), "numerals": self.tr("Numerals")}
        for index, face in enumerate(FACES):
            self.faces_box.setItemText(index, faces[face])
        self.contrast_box.setText(self.tr("&High contrast"))
        for part, text in (
            ("name", self.tr("&Your name")),
            ("volume", self.tr("&Volume")),
            ("motion", self.tr("&Motion")),
            ("faces", self.tr("Tile &faces")),
            ("language", self.tr("&Language")),
        ):
            self.labels[part].setText(text)
        self._update_volume()
        self._check_name(self.name_edit.text())

    def _label(self, buddy: QWidget) -> QLabel:
        label = QLabel()
        label.setBuddy(buddy)
        return label

    def show_preferences(self, prefs: Preferences) -> None:
        """Set every control from ``prefs``."""
        self.sound_box.setChecked(prefs.sound)
        self.volume.setValue(prefs.volume)
        self.alerts_box.setChecked(prefs.alerts)
        self.motion_box.setCurrentIndex(self.motion_box.findData(prefs.motion))
        self.faces_box.setCurrentIndex(self.faces_box.findData(prefs.faces))
        self.contrast_box.setChecked(prefs.high_contrast)
        self._update_volume()

    def _no_output(self) -> bool:
        return self.sound is not None and self.sound.missing

    def preferences(self) -> Preferences:
        """The preferences as the controls now show them; with no output to play on, the
        sounds stay as the player set them, for a computer that gets one."""
        return self._prefs.with_(
            sound=self._prefs.sound if self._no_output() else self.sound_box.isChecked(),
            volume=self.volume.value(),
            alerts=self.alerts_box.isChecked(),
            motion=self.motion_box.currentData(),
            faces=self.faces_box.currentData(),
            high_contrast=self.contrast_box.isChecked(),
        )

    def try_sound(self) -> None:
        """Play your turn's sound at the volume on the slider."""
        if self.sound is not None:
            self.sound.preview("turn", self.volume.value())

    def _update_volume(self) -> None:
        missing = self._no_output()
        if missing and self.sound_box.isChecked():
            self.sound_box.setChecked(False)  # shown off: nothing can sound here
        self.sound_box.setEnabled(not missing)
        self.sound_note.setVisible(missing)
        on = self.sound_box.isChecked()
        self.test_button.setEnabled(on and self.sound is not None and self.sound.ready)
        self.volume.setEnabled(on)
        self.volume_label.setText(self.tr("{percent} %").format(percent=self.volume.value()))

    def _check_name(self, text: str) -> None:
        problem = name_problem(text)
        self.name_error.setVisible(problem is not None)
        self.name_error.setText(name_message(problem) if problem is not None else "")
        self.ok_button.setEnabled(problem is None)

    def accept(self) -> None:
        if name_problem(self.name_edit.text()) is not None:
            return
        super().accept()
        self.saved.emit(
            self.name_edit.text().strip(), self.preferences(), self.language_box.currentData()
        )
