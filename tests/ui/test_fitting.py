"""Every word of the home screen, the lobby and the join-by-address dialog shows whole and
nothing sits on anything else, at every window size the app allows, in every language: a
window too short for a screen scrolls it rather than squeezing it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from msgspec.structs import replace
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFontInfo, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from dominos.hosting.options import HostOptions
from dominos.table.state import SeatInfo
from dominos.ui.screens.home import HomeScreen
from dominos.ui.screens.lobby import LobbyScreen
from dominos.ui.services.context import AppContext
from dominos.ui.services.errors import address_message, describe
from dominos.ui.services.language import LANGUAGES, Translators
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow

from .conftest import LoopRunner
from .layout_faults import faults, in_sight
from .snapshots import Found, lobby

#: The smallest window the app allows, those a 900x600 and a 720x600 screen open, the
#: usual ones (a 1270x690 laptop's among them), and large screens'.
SIZES = (
    (720, 520),
    (720, 540),
    (810, 540),
    (900, 600),
    (1270, 690),
    (1280, 800),
    (1920, 1080),
    (2560, 1440),
)


TABLES = (
    Found("Ann's table", "Ann", 2, "lobby"),
    Found("The kitchen table", "Bo", 4, "round", compatible=False, needs="a newer Dominos"),
)


@pytest.fixture(params=list(LANGUAGES))
def window(
    request: pytest.FixtureRequest, settings: Settings, english: Translators, loop: LoopRunner
) -> Iterator[MainWindow]:
    context = AppContext(settings, HostOptions(bind="127.0.0.1", port=0, discovery=False))
    context.translators = english
    english.install(request.param)
    win = MainWindow(context, name="Ann", remember=False)
    win.show()
    yield win
    win.close_for_quit()
    english.install("en")


def laid_out(window: QWidget, size: tuple[int, int]) -> list[str]:
    """The faults of ``window`` at ``size``, once every layout asked for is done."""
    window.resize(*size)
    for _ in range(3):  # a scroll bar that shows narrows what it scrolls: lay out again
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QApplication.processEvents()
    return faults(window)


def test_the_home_screen_fits_every_window(window: MainWindow) -> None:
    home = window.home
    home.set_tables(TABLES)
    for size in SIZES:
        assert laid_out(window, size) == [], size
        # As players usually find it, it fits without scrolling even the smallest window.
        assert not home.scroller.scrolls(), size
    # With everything it can show at once: an offer to take a seat back, every table it
    # cannot list, an error under the code, an attempt under way.
    home.set_offer(window.tr("Rejoin the game at Ann's table"))
    home.set_discovery_unavailable(describe("unreachable"))
    home.show_error("code", describe("still_busy"))
    home.status.setText(describe("busy"))
    home.status.show()
    for size in SIZES:
        assert laid_out(window, size) == [], size
    window.resize(*SIZES[0])
    assert home.scroller.scrolls(), "the smallest window scrolls what it cannot show"


def pixels(widget: QWidget) -> float:
    """How tall ``widget``'s type is on the screen, in pixels."""
    return float(QFontInfo(widget.font()).pixelSize())


def home_sizes(home: HomeScreen) -> dict[str, float]:
    """What a player sees of the home screen's size: its type, fields, buttons and width."""
    return {
        "title": pixels(home.header.title),
        "words": pixels(home.header.subtitle),
        "typed name": pixels(home.name_edit),
        "name field": home.name_edit.height(),
        "code field": home.code_edit.height(),
        "host button": home.host_button.height(),
        "host button's words": pixels(home.host_button),
        "join button": home.join_button.height(),
        "form": home.header.width(),
    }


def lobby_sizes(screen: LobbyScreen) -> dict[str, float]:
    """The same of the lobby: its title, the code, the seats, the buttons and its width."""
    return {
        "title": pixels(screen.title),
        "code": pixels(screen.code_label),
        "seat": pixels(screen.seat_labels[0]),
        "copy button": screen.copy_button.height(),
        "start button": screen.start_button.height(),
        "leave button": screen.leave_button.height(),
        "form": screen.code_card.width(),
    }


#: A 1270x690 laptop's window and a 2560x1440 screen's.
LAPTOP, LARGE = (1270, 690), (2560, 1440)


def grows(small: dict[str, float], large: dict[str, float]) -> None:
    """Every part of ``large`` is larger than in ``small``, its type by half again at the
    least, as the game screen's chrome, and never twice its size."""
    for part, size in small.items():
        control = ("button" in part and "words" not in part) or "field" in part
        least = 1.25 if control else 1.5
        assert least * size <= large[part] <= 2 * size, (part, size, large[part])


def test_the_home_screen_grows_with_the_window_as_the_game_screen_does(
    window: MainWindow,
) -> None:
    """On a large screen the home screen is not a small form in the middle of the window:
    its title, fields and buttons grow with the window, nothing of them cut off."""
    window.home.set_tables(TABLES)
    assert laid_out(window, LAPTOP) == []
    small = home_sizes(window.home)
    assert laid_out(window, LARGE) == []
    grows(small, home_sizes(window.home))
    # And back: a window made smaller again draws the screen as it was.
    assert laid_out(window, LAPTOP) == []
    assert home_sizes(window.home) == small


def test_the_lobby_grows_with_the_window_as_the_game_screen_does(window: MainWindow) -> None:
    crowded_lobby(window, 0)
    assert laid_out(window, LAPTOP) == []
    small = lobby_sizes(window.lobby)
    assert laid_out(window, LARGE) == []
    grows(small, lobby_sizes(window.lobby))


#: Names of the longest a player may take (20 characters), as people are called.
LONG_NAMES = ("Maria Fernanda Souza", "Guillermo del Bosque", "Ana Maria Gonçalves", "Bo")


def crowded_lobby(window: MainWindow, you: int) -> None:
    """The lobby with long names and every note after them (host, you, reconnecting), and
    three addresses with a note under them."""
    seats = tuple(SeatInfo(name, seat != you, 0) for seat, name in enumerate(LONG_NAMES))
    window.stack.show_state(replace(lobby(4, you=you), seats=seats, table_name=""))
    assert LONG_NAMES[0] in window.lobby.title.text()
    window.lobby.set_addresses(
        ["192.168.1.20:47474", "[fd00::2]:47474", "[fe80::1%enp3s0]:47474"],
        window.tr("Port 47474 was taken, so this table uses another one."),
    )


@pytest.mark.parametrize("you", [0, 1])
def test_the_lobby_fits_every_window(window: MainWindow, you: int) -> None:
    """As the host and as a guest."""
    crowded_lobby(window, you)
    for size in SIZES:
        assert laid_out(window, size) == [], size


#: Names of 20 letters with no space to wrap at, some in capitals as people type them, and a
#: table name of 40: the host's name, or the table's, heads the lobby in large type.
UNBROKEN_NAMES = ("MOHAMMEDABDULRAHMAN", "Maximilianoalejandro", "WOLFGANGWOODWARDMOOR", "Bo")
UNBROKEN_TABLE = "Thegreatestdominoestableofthewholestreet"


def lines(label: QLabel) -> list[str]:
    """The lines a wrapping label shows, as its width breaks them, each without the blanks and
    invisible joiners at its end."""
    text = label.text()
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    found = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        found.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return [line.rstrip().rstrip("\N{WORD JOINER}") for line in found]


@pytest.mark.parametrize("table_name", ["", UNBROKEN_TABLE])
def test_a_long_name_with_no_space_fits_the_lobby_and_is_whole_in_its_tooltip(
    window: MainWindow, table_name: str
) -> None:
    seats = tuple(SeatInfo(name, True, 0) for name in UNBROKEN_NAMES)
    window.stack.show_state(replace(lobby(4, you=1), seats=seats, table_name=table_name))
    lobby_screen = window.lobby
    labels = [lobby_screen.title, *lobby_screen.seat_labels]
    for size in SIZES:
        assert laid_out(window, size) == [], size
        for label in labels:
            # What does not fit is shortened, and the whole of it is a hover away.
            assert label.text() == label.full_text() or label.toolTip() == label.full_text()
            assert label.accessibleName() == label.full_text()
            # A shortened name reads as one word, never split after its ellipsis.
            assert not any(line.endswith("\N{HORIZONTAL ELLIPSIS}") for line in lines(label))
    assert (table_name or UNBROKEN_NAMES[0]) in lobby_screen.title.full_text()
    # Where there is room, nothing is shortened.
    laid_out(window, SIZES[-1])
    assert [label.toolTip() for label in lobby_screen.seat_labels] == [""] * 4
    assert UNBROKEN_NAMES[1] in lobby_screen.seat_labels[1].text()


@pytest.mark.parametrize("you", [0, 1])
def test_start_and_leave_stay_in_sight_while_the_lobby_scrolls(
    window: MainWindow, you: int
) -> None:
    """In the smallest window the seats and addresses scroll, but the host's Start and
    everyone's Leave are in the window as it opens, and stay put, whole, scrolled to the
    end or back."""
    crowded_lobby(window, you)
    lobby = window.lobby
    buttons = [lobby.leave_button] + ([lobby.start_button] if you == 0 else [])
    for size in SIZES:
        laid_out(window, size)
        places = {b.mapTo(window, b.rect().topLeft()).toTuple() for b in buttons}
        bar = lobby.scroller.verticalScrollBar()
        for value in (bar.minimum(), bar.maximum(), bar.minimum()):
            bar.setValue(value)
            QApplication.processEvents()
            assert all(in_sight(b, window) for b in buttons), (size, value)
            assert {b.mapTo(window, b.rect().topLeft()).toTuple() for b in buttons} == places
    window.resize(*SIZES[0])
    QApplication.processEvents()
    assert lobby.scroller.scrolls(), "the smallest window scrolls what it cannot show"
    # The buttons line up with the column they close, scroll bar or not.
    assert lobby.leave_button.mapTo(window, lobby.leave_button.rect().topRight()).x() == (
        lobby.code_card.mapTo(window, lobby.code_card.rect().topRight()).x()
    )


def test_the_join_by_address_dialog_shows_its_words_whole(window: MainWindow) -> None:
    dialog = window.seating.open_address_dialog("kitchen-pc.local:474740")
    window.resize(*SIZES[0])
    assert laid_out(dialog, (dialog.width(), dialog.height())) == []
    from dominos.net.wire.address import AddressError, parse_address

    with pytest.raises(AddressError) as bad:
        parse_address("kitchen-pc.local:474740")
    dialog.show_error("address", address_message(bad.value))
    assert laid_out(dialog, (dialog.width(), dialog.height())) == []
    dialog.show_error("code", describe("too_many_attempts"))
    assert laid_out(dialog, (dialog.width(), dialog.height())) == []
    dialog.reject()


#: Names in capitals of 14 to 20 letters: at the smaller sizes some fill a seat's column, so
#: that with the seat's number before them they need a second line.
FILLING_NAMES = tuple(UNBROKEN_NAMES[2][:n] for n in range(14, 21))


def test_a_seats_number_stays_on_the_line_where_its_name_starts(window: MainWindow) -> None:
    """A name that fills its line goes on whole beside its number (shortened if it must be,
    as any word too long), never on a line of its own leaving the number alone above it."""
    screen = window.lobby
    for name in FILLING_NAMES:
        seats = (SeatInfo(name, True, 0), SeatInfo("Bo", True, 0))
        window.stack.show_state(replace(lobby(2, you=1), seats=seats))
        for size in SIZES:
            assert laid_out(window, size) == [], (name, size)
            number, label = screen.seat_numbers[0], screen.seat_labels[0]
            assert number.text() == "1."
            first = lines(label)[0]
            assert first[:8] == name[:8], (name, size, lines(label))
            # The number is on that first line, just before it.
            at = number.mapTo(window, number.rect().topLeft())
            start = label.mapTo(window, label.contentsRect().topLeft())
            assert at.y() == start.y() and at.x() < start.x(), (name, size)
            assert label.full_text().startswith(name)
