"""The windows of their own (Preferences, History, a round's replay and its review, the rules)
open at a size that suits the screen, grow their words and controls with their own size as the main
window does, show every word whole from a 900x600 screen to a 2560x1440 one in every
language, and have the table's look."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from benchmarks.records import generated_records
from dominos.review import job
from dominos.table.record import RecordRound
from dominos.ui.game.help_dialog import HelpDialog
from dominos.ui.game.replay_dialog import ReplayDialog
from dominos.ui.history.history_dialog import HistoryDialog
from dominos.ui.kit import theme
from dominos.ui.kit.chrome import opening_size
from dominos.ui.review.window import ReviewWindow
from dominos.ui.screens.preferences import DRAWN_AT, PreferencesDialog
from dominos.ui.services.language import LANGUAGES, Translators
from dominos.ui.services.round_reviews import reviews
from dominos.ui.services.settings import Preferences, Settings
from dominos.ui.services.sound import Sound
from tests.helpers.rounds import finished_round

from .history.test_history_window import opened_history
from .test_fitting import grows, laid_out, pixels

#: The screens a player opens these windows on: a 900x600 one, a 1270x690 laptop's, the
#: screen the chrome was drawn for, and large ones.
SMALL, LAPTOP, USUAL, LARGE = QSize(900, 600), QSize(1270, 690), QSize(1280, 720), QSize(2560, 1440)
SCREENS = (SMALL, LAPTOP, USUAL, QSize(1920, 1080), LARGE)
#: The sizes a window goes through as a player drags its edge from one screen's size to
#: another's.
DRAG_STEPS = 12


class _Plays:
    """Collects what the review's search sends, run here rather than in a child."""

    def __init__(self) -> None:
        self.found: list[job.Play] = []

    def put(self, item: tuple[str, Any]) -> None:
        if item[0] == "play":
            self.found.append(item[1])


def reviewed_round(seed: int) -> RecordRound:
    """The first round of a table played at random, its review kept as if searched before,
    so the window shows every play at once and starts no child process."""
    rnd = finished_round(seed)
    plays = _Plays()
    job.run(rnd.hands, rnd.opener, [(m.seat, m.tile, m.end) for m in rnd.moves], plays)
    reviews.keep(rnd, tuple(plays.found))
    return rnd


@pytest.fixture
def review(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, styled_app: QApplication) -> ReviewWindow:
    monkeypatch.setattr(reviews, "_memory", {})
    window = ReviewWindow(reviewed_round(3), ["Maria Fernanda", "Bob", "Guillermo", "Di"], 2)
    qtbot.addWidget(window)
    assert window.state == "done"
    window.show()
    return window


@pytest.fixture
def history(
    qtbot: QtBot, tmp_path: Path, settings: Settings, styled_app: QApplication
) -> HistoryDialog:
    return opened_history(qtbot, tmp_path, settings, generated_records(6, seed=5))


@pytest.fixture
def replay(qtbot: QtBot, styled_app: QApplication) -> ReplayDialog:
    window = ReplayDialog(finished_round(4), ["Maria Fernanda", "Bob", "Guillermo", "Di"], 2)
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def rules(qtbot: QtBot, styled_app: QApplication) -> HelpDialog:
    window = HelpDialog()
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def preferences(qtbot: QtBot, styled_app: QApplication) -> PreferencesDialog:
    window = PreferencesDialog("Ann", Preferences())
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture(params=list(LANGUAGES))
def language(request: pytest.FixtureRequest, english: Translators) -> Iterator[str]:
    english.install(request.param)
    yield request.param
    english.install("en")


def opened_on(window: Any, screen: QSize) -> list[str]:
    """The faults of ``window`` at the size it opens at on ``screen``, reached as a player
    drags its edge there (a window is never smaller than the least its words need at the
    scale it has: going smaller, its chrome shrinks a step at a time), and it fits
    ``screen``."""
    start, end = window.size(), opening_size(window.drawn_at, screen)
    for step in range(1, DRAG_STEPS + 1):
        size = start + (end - start) * (step / DRAG_STEPS)
        found = laid_out(window, size.toTuple())
    assert window.size() == end, (window.size(), end)
    assert window.width() <= screen.width() and window.height() <= screen.height(), screen
    return found


def fits_every_screen(window: QDialog, *pages: Callable[[], None]) -> None:
    """Nothing cut off or on top of anything else on any screen, on each of its pages, as
    the window grows and as it shrinks again; and it opens at the size that suits the
    screen it is on."""
    screen = window.screen().availableGeometry().size()
    assert window.size() == opening_size(window.drawn_at, screen)  # type: ignore[attr-defined]
    for page in pages or (lambda: None,):
        page()
        for screen in (*SCREENS, *reversed(SCREENS)):
            assert opened_on(window, screen) == [], (screen.toTuple(), page)


def test_preferences_fit_every_screen(language: str, preferences: PreferencesDialog) -> None:
    fits_every_screen(preferences)


def no_output(sound: Sound) -> None:
    """``sound`` finds no output (here: no clips to read), as on a computer with no sound
    card: the preferences say so."""
    sound.load(Path("/nonexistent"))
    assert sound.missing


def test_preferences_fit_every_screen_saying_the_computer_has_no_sound(
    language: str, qtbot: QtBot, styled_app: QApplication
) -> None:
    """The sentence saying this computer has no sound output appears once the sounds are
    found missing, after the window opened: it was cut off at 1270x690, the window having
    taken the size its words asked for before it."""
    sound = Sound()
    window = PreferencesDialog("Ann", Preferences(), sound=sound)
    qtbot.addWidget(window)
    window.show()
    no_output(sound)
    assert window.sound_note.isVisible()
    fits_every_screen(window)


def test_preferences_open_at_one_size_in_every_language_sounds_or_none(
    language: str, qtbot: QtBot, styled_app: QApplication
) -> None:
    """Not a window of a different size in each language and on each computer."""
    sound = Sound()
    no_output(sound)
    for with_sound in (None, sound):
        window = PreferencesDialog("Ann", Preferences(), sound=with_sound)
        qtbot.addWidget(window)
        screen = window.screen().availableGeometry().size()
        assert window.size() == opening_size(DRAWN_AT, screen), (language, with_sound)
        window.close()


def test_history_fits_every_screen(language: str, history: HistoryDialog) -> None:
    def game() -> None:
        history._open_row(history.model.index(0, 0))

    fits_every_screen(history, lambda: None, game)


def test_the_pairs_names_are_never_cut_short(language: str, history: HistoryDialog) -> None:
    """A narrow window leaves the pairs' names their room: the table scrolls sideways."""
    stats = history.stats
    for screen in (*SCREENS, *reversed(SCREENS)):
        assert opened_on(history, screen) == []
        names = max(stats.sizeHintForColumn(0), stats.horizontalHeader().sectionSizeHint(0))
        assert stats.columnWidth(0) >= names, screen.toTuple()


def test_a_review_fits_every_screen(language: str, qtbot: QtBot, review: ReviewWindow) -> None:
    def lesson() -> None:
        review.learn_button.setChecked(True)

    fits_every_screen(review, lambda: None, lesson)


def test_a_replay_fits_every_screen(language: str, replay: ReplayDialog) -> None:
    def the_end() -> None:
        replay.go(len(replay.steps) - 1)

    fits_every_screen(replay, lambda: None, the_end)


def test_the_rules_fit_every_screen(language: str, rules: HelpDialog) -> None:
    fits_every_screen(rules)


def sizes(*widgets: QWidget) -> dict[str, float]:
    """What a player sees of each widget's size: its type, and a control's height."""
    found = {}
    for n, widget in enumerate(widgets):
        found[f"words {n}"] = pixels(widget)
        if widget.inherits("QAbstractButton"):
            found[f"button {n}"] = widget.height()
    return found


def grown(window: Any, *widgets: QWidget) -> None:
    """Opened on a large screen, ``window``'s words and controls are larger than on the
    screen the chrome was drawn for, as the main window's are; and back again."""
    assert opened_on(window, USUAL) == []
    usual = sizes(*widgets)
    assert opened_on(window, LARGE) == []
    grows(usual, sizes(*widgets))
    assert opened_on(window, USUAL) == []
    assert sizes(*widgets) == usual


def buttons(window: QWidget) -> list[QPushButton]:
    """The buttons ``window`` shows now."""
    return [b for b in window.findChildren(QPushButton) if b.isVisible()]


def test_preferences_grow_with_their_window(preferences: PreferencesDialog) -> None:
    w = preferences
    grown(w, w.labels["name"], w.name_edit, w.sound_box, w.motion_box, w.ok_button)


def test_history_grows_with_its_window(history: HistoryDialog) -> None:
    grown(history, history.games, history.games.horizontalHeader(), *buttons(history))
    history._open_row(history.model.index(0, 0))
    view = history.view
    grown(history, view.title, view.given, view.rounds, *buttons(history))
    usual = view.rounds.verticalHeader().defaultSectionSize()
    assert opened_on(history, LARGE) == []
    assert view.rounds.verticalHeader().defaultSectionSize() >= 1.5 * usual, "rows grow too"


def test_a_review_grows_with_its_window(review: ReviewWindow) -> None:
    r = review
    grown(r, r.status, r.key_title, r.all_list, r.rows[0], r.what_if_button, r.learn_button)


def test_a_replay_grows_with_its_window(replay: ReplayDialog) -> None:
    r = replay
    grown(r, r.caption, r.first_button, r.forward_button, r.review_button)


def test_a_review_has_the_tables_look(review: ReviewWindow) -> None:
    """The felt of every window the app opens, with its ivory words, not the system's grey:
    the same colours as History and Preferences."""
    assert opened_on(review, LAPTOP) == []
    QApplication.processEvents()
    ivory = QColor(theme.IVORY)
    for label in (review.status, review.detail, review.key_title):
        assert label.palette().color(QPalette.ColorRole.WindowText) == ivory, label.text()
    # The window's own ground, beside its edge: the felt's green, as the felt draws it.
    image = review.grab().toImage()
    ground = image.pixelColor(3, image.height() // 2)
    felt = QColor(theme.FELT)
    assert abs(ground.hslHue() - felt.hslHue()) < 12 and ground.hslSaturation() > 80, ground.name()
    # Each player's name in a team colour that reads on the felt.
    for seat, name in enumerate(review.names):
        (label,) = [w for w in review.findChildren(QLabel) if w.text() == name]
        colour = label.palette().color(QPalette.ColorRole.WindowText)
        assert theme.contrast_ratio(colour.name(), felt.darker(150).name()) >= 4.5, name
        assert colour == QColor(theme.HC_TEAM_COLORS[seat % 2])


def test_the_rules_grow_with_their_window(rules: HelpDialog) -> None:
    grown(rules, rules.browser, *buttons(rules))


def test_a_replay_has_the_tables_look(replay: ReplayDialog) -> None:
    """On the felt, its words in ivory, as its review and the rest of the game."""
    assert opened_on(replay, LAPTOP) == []
    QApplication.processEvents()
    assert replay.caption.palette().color(QPalette.ColorRole.WindowText) == QColor(theme.IVORY)
    image = replay.grab().toImage()
    ground = image.pixelColor(3, image.height() - 3)
    felt = QColor(theme.FELT)
    assert abs(ground.hslHue() - felt.hslHue()) < 12 and ground.hslSaturation() > 80, ground.name()


def test_the_value_graph_shows_its_line_in_high_contrast(
    review: ReviewWindow, styled_app: QApplication
) -> None:
    """On the black of high contrast the round's values are drawn in white, as the score
    chart's are, not in the near-black of the usual look."""

    def light_pixels() -> int:
        image = review.graph.grab().toImage()
        return sum(
            image.pixelColor(x, y).lightness() > 200
            for x in range(0, image.width(), 2)
            for y in range(image.height())
        )

    try:
        theme.apply(styled_app, high_contrast=True)
        assert opened_on(review, LAPTOP) == []
        assert light_pixels() > review.graph.width() // 4
    finally:
        theme.apply(styled_app)
