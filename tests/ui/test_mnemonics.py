"""Alt+letter reaches one control per window in every language: no two visible labels or
buttons of a screen share the underlined letter (a translation can easily repeat one)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from dominos.ui.language import LANGUAGES, Translators
from dominos.ui.screens.address_dialog import AddressDialog
from dominos.ui.screens.home import HomeScreen
from dominos.ui.screens.host_dialog import HostDialog
from dominos.ui.screens.lobby import LobbyScreen
from dominos.ui.screens.preferences import PreferencesDialog
from dominos.ui.settings import Preferences

from .conftest import LoopRunner
from .snapshots import lobby

MNEMONIC = re.compile(r"&([^&\s])")


def _lobby() -> QWidget:
    screen = LobbyScreen()
    screen.set_state(lobby(4))
    return screen


SCREENS: dict[str, Callable[[], QWidget]] = {
    "home": HomeScreen,
    "lobby": _lobby,
    "host dialog": HostDialog,
    "address dialog": AddressDialog,
    "preferences": lambda: PreferencesDialog("Ann", Preferences()),
}


def shortcuts(root: QWidget) -> dict[str, list[str]]:
    """The underlined letters of the visible labels and buttons, with their texts."""
    found: dict[str, list[str]] = {}
    for widget in root.findChildren(QLabel) + root.findChildren(QAbstractButton):
        if not widget.isVisibleTo(root):
            continue
        match = MNEMONIC.search(widget.text())
        if match is not None:
            found.setdefault(match.group(1).casefold(), []).append(widget.text())
    return found


@pytest.fixture(params=list(LANGUAGES))
def language(
    request: pytest.FixtureRequest, english: Translators, loop: LoopRunner
) -> Iterator[str]:
    english.install(request.param)
    yield request.param
    english.install("en")


@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_two_controls_share_a_shortcut(language: str, screen: str) -> None:
    root = SCREENS[screen]()
    root.show()
    QApplication.processEvents()
    letters = shortcuts(root)
    root.close()
    assert letters, "found no shortcut at all: the scan is broken"
    shared = {key: texts for key, texts in letters.items() if len(texts) > 1}
    assert not shared, f"{screen} in {language}: Alt+letter is ambiguous: {shared}"
