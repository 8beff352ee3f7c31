"""Colours, fonts and the app-wide style, shared by every screen.

Teams are told apart by a teal and an orange: the pair stays distinct for the common forms of
colour blindness (it never relies on red against green), and each colour is dark enough to
carry white text. Colour is never the only sign: team 0's tokens are round and its names carry
a dot, team 1's tokens are diamonds and its names carry a diamond. Screens mark widgets with a
``role`` property (``error``, ``hint``, ``title``...) instead of styling them one by one, so
the look changes in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from dominos import RESOURCES

if TYPE_CHECKING:
    # Each Qt class costs its first use a few milliseconds of start-up; these are imported
    # where they are used, after the first window is drawn.
    from PySide6.QtGui import QFont, QPainterPath, QPalette

#: Team 0 (seats 0 and 2) and team 1 (seats 1 and 3).
TEAM_COLORS = ("#0F7C7A", "#C4610A")
#: The mark beside each team's names, the same shape as its seat tokens.
TEAM_MARKS = ("●", "◆")
#: Pale tints of the team colours, for backgrounds behind dark text.
TEAM_TINTS = ("#D5EEEC", "#FBE5D0")
FELT = "#1F5E3B"
FELT_DARK = "#27313B"
#: How dark a seat badge makes the felt it sits on (a black of this alpha over it).
BADGE_SHADE = 110
#: The patterned backs of the tiles the others hold, lighter to darker: at least 3:1 against a
#: badge on the felt at its lightest, as WCAG asks of graphics a player needs to see.
TILE_BACKS = ("#5B86AD", "#4A7399")
ERROR = "#B3261E"
WARNING = "#8A5300"
MUTED = "#5F6368"


def _team_rules(
    colours: tuple[str, str], backgrounds: tuple[str, str], borders: tuple[str, str]
) -> str:
    """The style of the two teams' frames and their titles, one look's colours at a time."""
    return "".join(
        f'QFrame[role="team{t}"] {{ background: {backgrounds[t]};'
        f" border: {borders[t]} {colours[t]}; border-radius: 8px; }}\n"
        f'QLabel[role="team{t}-title"] {{ color: {colours[t]}; font-weight: 700;'
        " font-size: 11pt; }\n"
        for t in (0, 1)
    )


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
{_team_rules(TEAM_COLORS, TEAM_TINTS, ("2px solid", "2px solid"))}
QLabel[role="seat"] {{ font-size: 12pt; }}
QLabel[role="caption"] {{ font-size: 12pt; }}
QLabel[role="seat-empty"] {{ font-size: 12pt; color: {MUTED}; font-style: italic; }}
QPushButton[role="primary"] {{ font-weight: 600; padding: 6px 14px; }}
"""

#: Ivory of the tiles, for text and buttons on the felt.
IVORY = "#F3E9C6"
INK = "#1B1A18"
#: Where keyboard focus is, on the felt: a colour neither the felt, the ivory nor a team uses.
FOCUS = "#4FC3F7"


def _check_mark() -> str:
    """The tick of a checked box on the felt (the style draws the box itself, so it cannot
    borrow the platform's tick), as a path a style sheet can name."""
    return (RESOURCES / "check.svg").as_posix()


def felt_style(dark: bool) -> str:
    """The game's own look for the windows around the table (home, lobby, the host and join
    dialogs): the felt, ivory text and buttons, the team colours. Widgets opt in with the
    ``felt`` property; the system's own dialogs keep the system's palette."""
    base = QColor(FELT_DARK if dark else FELT)
    centre, rim = base.lighter(112).name(), base.darker(150).name()
    f = '*[felt="true"]'
    return f"""
{f} {{ background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.35,
        stop:0 {centre}, stop:1 {rim}); }}
{f} QLabel {{ color: {IVORY}; background: transparent; }}
{f} QLabel[role="hint"] {{ color: #C9D8CD; }}
{f} QLabel[role="error"] {{ color: #FFB4A9; font-weight: 600; }}
{f} QLabel[role="warning"] {{ color: #FFD27A; }}
{f} QCheckBox, {f} QRadioButton {{ color: {IVORY}; background: transparent; }}
{f} QCheckBox::indicator {{ width: 14px; height: 14px; border: 2px solid #C9D8CD;
        border-radius: 3px; background: rgba(0, 0, 0, 60); }}
{f} QCheckBox::indicator:checked {{ background: {IVORY}; border: 2px solid {IVORY};
        image: url({_check_mark()}); }}
{f} QCheckBox::indicator:disabled {{ border: 2px solid #4F7A5E; background: transparent; }}
{f} QCheckBox:focus {{ outline: none; }}
{f} QCheckBox::indicator:focus {{ border: 2px solid {FOCUS}; }}
{f} QFrame[role="card"] {{ background: rgba(0, 0, 0, 70); border: 1px solid rgba(255, 255, 255, 45);
        border-radius: 10px; }}
{f} QFrame[role="felt"] {{ background: rgba(0, 0, 0, 90); border: 1px solid rgba(255, 255, 255, 35);
        border-radius: 10px; }}
{f} QFrame[role="team0"] QLabel, {f} QFrame[role="team1"] QLabel {{ color: {INK}; }}
{f} QFrame[role="team0"] QLabel[role="team0-title"] {{ color: {TEAM_COLORS[0]}; }}
{f} QFrame[role="team1"] QLabel[role="team1-title"] {{ color: {TEAM_COLORS[1]}; }}
{f} QFrame[role="team0"] QLabel[role="seat-empty"],
{f} QFrame[role="team1"] QLabel[role="seat-empty"] {{ color: {MUTED}; }}
{f} QLabel[role="banner-text"] {{ color: {INK}; }}
{f} QPushButton {{ color: {IVORY}; background: rgba(255, 255, 255, 20);
        border: 2px solid #8DB59A; border-radius: 7px; padding: 4px 12px;
        outline: none; }}
{f} QPushButton:hover {{ background: rgba(255, 255, 255, 45); }}
{f} QPushButton:disabled {{ color: rgba(255, 255, 255, 110); border: 2px solid #4F7A5E; }}
{f} QPushButton[role="primary"] {{ color: {INK}; background: {IVORY};
        border: 2px solid #FFE9A8; border-radius: 8px; padding: 6px 16px; font-weight: 700; }}
{f} QPushButton[role="primary"]:hover {{ background: #FFF7DE; }}
{f} QPushButton[role="primary"]:disabled {{ color: rgba(255, 255, 255, 120);
        background: rgba(255, 255, 255, 30); border: 2px solid #4F7A5E; }}
{f} QPushButton[role="banner-action"] {{ color: {INK}; background: #FFFFFF;
        border: 2px solid #4A6FA5; }}
{f} QPushButton[role="banner-action"]:hover {{ background: #F1F5FB; }}
{f} QPushButton:focus, {f} QPushButton[role="primary"]:focus {{ border: 2px solid {FOCUS}; }}
{f} QListWidget[role="felt"] {{ color: {IVORY}; background: rgba(0, 0, 0, 90);
        border: 1px solid rgba(255, 255, 255, 45); border-radius: 8px; }}
{f} QListWidget[role="felt"]::item:selected {{ color: {INK}; background: {IVORY}; }}
{f} QListWidget[role="felt"] QScrollBar:vertical {{ background: rgba(0, 0, 0, 60); width: 12px;
        border: none; margin: 0; }}
{f} QListWidget[role="felt"] QScrollBar::handle:vertical {{ background: rgba(255, 255, 255, 110);
        border-radius: 5px; min-height: 24px; margin: 1px; }}
{f} QListWidget[role="felt"] QScrollBar::add-line:vertical,
{f} QListWidget[role="felt"] QScrollBar::sub-line:vertical {{ height: 0; }}
{f} QListWidget[role="felt"] QScrollBar::add-page:vertical,
{f} QListWidget[role="felt"] QScrollBar::sub-page:vertical {{ background: none; }}
{f} QLineEdit:focus, {f} QListWidget:focus, {f} QComboBox:focus, {f} QSpinBox:focus {{
        border: 2px solid {FOCUS}; }}
"""


#: The high-contrast look: light text on black, every pair at least 7:1 (WCAG AAA for text,
#: well past AA's 4.5:1), and the team colours lightened so they read on black too.
HC_TEXT = "#FFFFFF"
HC_BACK = "#000000"
HC_FIELD = "#121212"
HC_MUTED = "#D0D0D0"
HC_ERROR = "#FF9E9E"
HC_WARNING = "#FFD166"
HC_ACCENT = "#FFE14D"
HC_TEAM_COLORS = ("#5EE6DF", "#FFB26B")
#: Tile backs in high contrast: light on the black table, past 7:1.
HC_TILE_BACKS = ("#8FB4D8", "#7AA3CC")

HC_STYLE = f"""
QWidget {{ color: {HC_TEXT}; }}
QMainWindow, QDialog, QMessageBox, QToolTip {{ background: {HC_BACK}; }}
QDialog {{ border: 2px solid {HC_TEXT}; }}
QLineEdit, QComboBox, QListWidget, QTextBrowser, QTableWidget, QSpinBox {{
    background: {HC_FIELD}; color: {HC_TEXT}; border: 2px solid {HC_TEXT}; }}
QPushButton {{ background: {HC_BACK}; color: {HC_TEXT}; border: 2px solid {HC_TEXT};
    border-radius: 6px; padding: 5px 12px; }}
QPushButton:focus, QLineEdit:focus, QComboBox:focus, QCheckBox:focus, QListWidget:focus {{
    border: 3px solid {HC_ACCENT}; }}
QPushButton:disabled {{ color: {HC_MUTED}; border: 2px dashed {HC_MUTED}; }}
QListWidget::item:selected {{ background: {HC_ACCENT}; color: {HC_BACK}; }}
QSlider::groove:horizontal {{ height: 4px; background: {HC_MUTED}; }}
QSlider::sub-page:horizontal {{ background: {HC_ACCENT}; }}
QSlider::handle:horizontal {{ background: {HC_TEXT}; border: 2px solid {HC_ACCENT};
    width: 14px; margin: -7px 0; border-radius: 8px; }}
QLabel[role="title"] {{ font-size: 22pt; font-weight: 600; }}
QLabel[role="heading"] {{ font-size: 13pt; font-weight: 600; }}
QLabel[role="error"] {{ color: {HC_ERROR}; }}
QLabel[role="warning"] {{ color: {HC_WARNING}; }}
QLabel[role="hint"] {{ color: {HC_MUTED}; }}
QFrame[role="banner"] {{ background: {HC_BACK}; border: 3px solid {HC_ERROR}; }}
QFrame[role="banner-info"] {{ background: {HC_BACK}; border: 3px solid {HC_TEXT}; }}
QFrame[role="card"] {{ background: {HC_BACK}; border: 2px solid {HC_TEXT}; border-radius: 10px; }}
QFrame[role="felt"] {{ background: {HC_BACK}; border: 2px solid {HC_TEXT}; border-radius: 10px; }}
QLabel[role="felt-title"] {{ color: {HC_TEXT}; font-size: 24pt; font-weight: 700; }}
QLabel[role="felt-text"] {{ color: {HC_TEXT}; }}
{_team_rules(HC_TEAM_COLORS, (HC_BACK, HC_BACK), ("3px solid", "3px dashed"))}
QLabel[role="seat"] {{ font-size: 12pt; }}
QLabel[role="caption"] {{ font-size: 12pt; }}
QLabel[role="seat-empty"] {{ font-size: 12pt; color: {HC_MUTED}; font-style: italic; }}
QPushButton[role="primary"] {{ font-weight: 700; padding: 6px 14px; }}
"""

#: Text and the background it is drawn on in the high-contrast look, for the contrast test.
HC_PAIRS: tuple[tuple[str, str], ...] = (
    (HC_TEXT, HC_BACK),
    (HC_TEXT, HC_FIELD),
    (HC_MUTED, HC_BACK),
    (HC_MUTED, HC_FIELD),
    (HC_ERROR, HC_BACK),
    (HC_WARNING, HC_BACK),
    (HC_BACK, HC_ACCENT),
    (HC_TEAM_COLORS[0], HC_BACK),
    (HC_TEAM_COLORS[1], HC_BACK),
)

_high_contrast = False
_usual_palette: QPalette | None = None


def high_contrast() -> bool:
    """Whether the high-contrast look is on."""
    return _high_contrast


def contrast_ratio(first: str, second: str) -> float:
    """The WCAG 2 contrast ratio of two colours, 1 to 21.

    >>> round(contrast_ratio("#FFFFFF", "#000000"), 1)
    21.0
    """

    def luminance(name: str) -> float:
        colour = QColor(name)
        channels = []
        for value in (colour.redF(), colour.greenF(), colour.blueF()):
            linear = value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
            channels.append(linear)
        red, green, blue = channels
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def table_style() -> str:
    """The game screen's own style: cream on felt, or in high contrast white on black."""
    if _high_contrast:
        return (
            f"#announce {{ color: {HC_TEXT}; font-size: 11pt; }}"
            f"#prompt {{ color: {HC_TEXT}; font-size: 13pt; font-weight: 600; }}"
            "QPushButton[tableButton=true] { font-size: 12pt; font-weight: 700;"
            f" border-radius: 8px; padding: 7px 18px; background: {HC_BACK}; color: {HC_TEXT};"
            f" border: 3px solid {HC_ACCENT}; }}"
            f"QPushButton[tableButton=true]:focus {{ border: 4px solid {HC_TEXT}; }}"
            f"QPushButton[tableButton=true]:disabled {{ color: {HC_MUTED};"
            f" border: 2px dashed {HC_MUTED}; }}"
        )
    return (
        "#announce { color: #F3E9C6; font-size: 11pt; }"
        "#prompt { color: white; font-size: 13pt; }"
        "QPushButton[tableButton=true] { font-size: 12pt; font-weight: 700;"
        " border-radius: 8px; padding: 7px 18px; background: #F3E9C6; color: #1B1A18;"
        " border: 2px solid #FFE9A8; }"
        "QPushButton[tableButton=true]:hover { background: #FFF7DE; }"
        # Where Tab has gone, in a colour the felt, the ivory and both teams never use.
        "QPushButton[tableButton=true]:focus { border: 3px solid #4FC3F7; }"
        "QPushButton[tableButton=true]:disabled { background: rgba(255, 255, 255, 30);"
        " color: rgba(255, 255, 255, 120); border: 1px solid rgba(255, 255, 255, 60); }"
    )


#: The score chart's own ground, ink and target line: light as the fields of the felt windows
#: are, where both team colours reach 3:1.
CHART = ("#FFFDF6", INK, MUTED)
HC_CHART = (HC_BACK, HC_TEXT, HC_MUTED)


def chart_colours() -> tuple[QColor, QColor, QColor]:
    """The score chart's ground, ink and target line in the look of the moment."""
    return tuple(QColor(c) for c in (HC_CHART if _high_contrast else CHART))  # type: ignore[return-value]


def tile_backs() -> tuple[QColor, QColor]:
    """The colours of a face-down tile, lighter to darker, in the look of the moment."""
    light, dark = HC_TILE_BACKS if _high_contrast else TILE_BACKS
    return QColor(light), QColor(dark)


def team_color(team: int) -> QColor:
    """The colour of ``team`` (0 or 1)."""
    return QColor((HC_TEAM_COLORS if _high_contrast else TEAM_COLORS)[team % 2])


def team_shape(rect: QRectF, team: int) -> QPainterPath:
    """The outline of a seat token of ``team`` inside ``rect``: a disc or a diamond."""
    from PySide6.QtGui import QPainterPath

    path = QPainterPath()
    if team % 2 == 0:
        path.addEllipse(rect)
        return path
    c = rect.center()
    path.moveTo(QPointF(c.x(), rect.top()))
    path.lineTo(QPointF(rect.right(), c.y()))
    path.lineTo(QPointF(c.x(), rect.bottom()))
    path.lineTo(QPointF(rect.left(), c.y()))
    path.closeSubpath()
    return path


def team_label(team: int, names: str) -> str:
    """``names`` behind the team's mark, so a team reads apart without its colour."""
    return f"{TEAM_MARKS[team % 2]} {names}"


def team_text_colors(team: int) -> tuple[str, str]:
    """Background and text of a team's score: white on the team colour, or in high
    contrast black on its light colour."""
    if _high_contrast:
        return HC_TEAM_COLORS[team % 2], HC_BACK
    return TEAM_COLORS[team % 2], "#FFFFFF"


def code_font() -> QFont:
    """A fixed-width font, so an invitation code reads letter by letter."""
    from PySide6.QtGui import QFontDatabase

    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPointSize(28)
    font.setBold(True)
    return font


def set_role(widget: QWidget, role: str) -> None:
    """Give ``widget`` a role from the style above and restyle it at once (a widget not yet
    polished takes the role's style when it is first shown). A widget already in that role
    is left alone: screens set roles on every state they show, and each restyle is a repolish
    and a relayout of the widget."""
    polished = widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished)
    if polished and widget.property("role") == role:
        return
    widget.setProperty("role", role)
    if polished:
        style = widget.style()
        style.unpolish(widget)
        style.polish(widget)


def team_colours(frame: QWidget, name: str, team: int, rules: str, *, text: str = "white") -> None:
    """Dress ``frame`` in ``team``'s colour (the light one of high contrast when it is on):
    ``rules`` are its style declarations, where ``{colour}`` stands for the team's colour;
    the labels inside are in ``text``. The frame gets the object name ``name``, so the rules
    stop at its own edges."""
    colour = (HC_TEAM_COLORS if _high_contrast else TEAM_COLORS)[team % 2]
    frame.setObjectName(name)
    frame.setStyleSheet(
        f"#{name} {{ {rules.format(colour=colour)} }}"
        f"QLabel {{ color: {text}; background: transparent; }}"
    )


def new_app(program: str) -> QApplication:
    """The app's QApplication, started in the style :func:`apply` sets, so that start-up
    neither makes the platform's own style nor replaces it."""
    app = QApplication([program, "-style", "Fusion"])
    app.setProperty("startedInFusion", True)
    return app


def apply(app: QApplication, *, high_contrast: bool = False) -> None:
    """Use one style on every platform, so screens look the same for all four players;
    ``high_contrast`` switches every screen to light text on black."""
    from PySide6.QtGui import QPalette

    global _high_contrast, _usual_palette
    was, _high_contrast = _high_contrast, high_contrast
    if not app.property("startedInFusion"):
        app.setStyle("Fusion")
    if high_contrast:
        if not was:
            _usual_palette = QPalette(app.palette())
        palette = QPalette()
        for role, name in (
            (QPalette.ColorRole.Window, HC_BACK),
            (QPalette.ColorRole.WindowText, HC_TEXT),
            (QPalette.ColorRole.Base, HC_FIELD),
            (QPalette.ColorRole.Text, HC_TEXT),
            (QPalette.ColorRole.Button, HC_BACK),
            (QPalette.ColorRole.ButtonText, HC_TEXT),
            (QPalette.ColorRole.Highlight, HC_ACCENT),
            (QPalette.ColorRole.HighlightedText, HC_BACK),
            (QPalette.ColorRole.ToolTipBase, HC_BACK),
            (QPalette.ColorRole.ToolTipText, HC_TEXT),
            (QPalette.ColorRole.PlaceholderText, HC_MUTED),
        ):
            palette.setColor(role, QColor(name))
        app.setPalette(palette)
    elif was and _usual_palette is not None:
        app.setPalette(_usual_palette)
    dark = QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark
    app.setStyleSheet(HC_STYLE if high_contrast else STYLE + felt_style(dark))


def set_felt(widget: QWidget) -> None:
    """Dress ``widget`` and what it holds in the game's own look (see :func:`felt_style`)."""
    widget.setProperty("felt", True)
    widget.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
