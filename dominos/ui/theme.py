"""Colours, fonts and the app-wide style, shared by every screen.

Teams are told apart by a teal and an orange: the pair stays distinct for the common forms of
colour blindness (it never relies on red against green), and each colour is dark enough to
carry white text. Screens mark widgets with a ``role`` property (``error``, ``hint``,
``title``...) instead of styling them one by one, so the look changes in one place.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QWidget

#: Team 0 (seats 0 and 2) and team 1 (seats 1 and 3).
TEAM_COLORS = ("#0F7C7A", "#C4610A")
#: Pale tints of the team colours, for backgrounds behind dark text.
TEAM_TINTS = ("#D5EEEC", "#FBE5D0")
FELT = "#1F5E3B"
FELT_DARK = "#27313B"
ERROR = "#B3261E"
WARNING = "#8A5300"
MUTED = "#5F6368"

STYLE = f"""
QLabel[role="title"] {{ font-size: 22pt; font-weight: 600; }}
QLabel[role="heading"] {{ font-size: 13pt; font-weight: 600; }}
QLabel[role="error"] {{ color: {ERROR}; }}
QLabel[role="warning"] {{ color: {WARNING}; }}
QLabel[role="hint"] {{ color: {MUTED}; }}
QFrame[role="banner"] {{ background: #FCE8E6; border: 1px solid {ERROR}; border-radius: 6px; }}
QFrame[role="banner-info"] {{ background: #E8F0FE; border: 1px solid #4A6FA5; border-radius: 6px; }}
QFrame[role="card"] {{ background: #FFFFFF; border: 1px solid #D3D7DB; border-radius: 10px; }}
QFrame[role="felt"] {{ background: qradialgradient(cx:0.5, cy:0.5, radius:0.9, fx:0.5, fy:0.4,
                       stop:0 #2A7A4E, stop:1 {FELT}); border-radius: 10px; }}
QLabel[role="felt-title"] {{ color: #F6F0DC; font-size: 24pt; font-weight: 700; }}
QLabel[role="felt-text"] {{ color: #DCE9DF; }}
QFrame[role="team0"] {{ background: {TEAM_TINTS[0]}; border: 2px solid {TEAM_COLORS[0]};
                       border-radius: 8px; }}
QFrame[role="team1"] {{ background: {TEAM_TINTS[1]}; border: 2px solid {TEAM_COLORS[1]};
                       border-radius: 8px; }}
QLabel[role="team0-title"] {{ color: {TEAM_COLORS[0]}; font-weight: 700; font-size: 11pt; }}
QLabel[role="team1-title"] {{ color: {TEAM_COLORS[1]}; font-weight: 700; font-size: 11pt; }}
QLabel[role="seat"] {{ font-size: 12pt; }}
QLabel[role="seat-empty"] {{ font-size: 12pt; color: {MUTED}; font-style: italic; }}
QPushButton[role="primary"] {{ font-weight: 600; padding: 6px 14px; }}
"""


def team_color(team: int) -> QColor:
    """The colour of ``team`` (0 or 1)."""
    return QColor(TEAM_COLORS[team % 2])


def team_tint(team: int) -> QColor:
    """A pale tint of the colour of ``team``, for backgrounds."""
    return QColor(TEAM_TINTS[team % 2])


def code_font() -> QFont:
    """A fixed-width font, so an invitation code reads letter by letter."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPointSize(28)
    font.setBold(True)
    return font


def set_role(widget: QWidget, role: str) -> None:
    """Give ``widget`` a role from the style above and restyle it at once."""
    widget.setProperty("role", role)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


def apply(app: QApplication) -> None:
    """Use one style on every platform, so screens look the same for all four players."""
    app.setStyle("Fusion")
    app.setStyleSheet(STYLE)
