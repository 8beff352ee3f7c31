"""Seats follow arrival, so a player leaving from the middle moves the later ones up and
changes the teams: each app says who moved where and who partners whom now, in its own
language, from the seats of two snapshots in a row."""

from __future__ import annotations

import msgspec
import pytest
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from dominos.table.state import SeatInfo, State
from dominos.ui.kit.banner import Banner
from dominos.ui.services.language import Translators
from dominos.ui.shell.who_left import WhoLeft

from .snapshots import lobby


def seated(names: tuple[str, ...], you: str, phase: str = "lobby") -> State:
    return msgspec.structs.replace(
        lobby(len(names)),
        phase=phase,
        seats=tuple(SeatInfo(name, True, 0) for name in names),
        you=names.index(you),
    )


@pytest.fixture
def banner(qtbot: QtBot) -> Banner:
    shown = Banner()
    qtbot.addWidget(shown)
    return shown


def told(banner: Banner, before: tuple[str, ...], after: tuple[str, ...], you: str) -> str:
    """What ``you`` read after a game at ``before`` went back to the lobby at ``after``."""
    who = WhoLeft(banner, banner)
    who.show(seated(before, you, "over"))
    who.show(seated(after, you))
    return banner.text


FOUR = ("Ann", "Ben", "Carla", "Duda")


def test_a_player_who_leaves_from_the_middle_moves_the_others_and_their_partners(
    banner: Banner,
) -> None:
    assert told(banner, FOUR, ("Ann", "Carla", "Duda"), "Duda") == (
        "Ben left the table.\nCarla moves from seat 3 to seat 2. You move from seat 4 to"
        " seat 3.\nYour partner is now Ann. Carla will partner the next player to join."
    )
    # Carla, now alone on her side, hears of the others' pair and of her own wait.
    assert told(banner, FOUR, ("Ann", "Carla", "Duda"), "Carla").endswith(
        "\nAnn and Duda are now partners. You will partner the next player to join."
    )


def test_the_second_leaving_swaps_the_teams_once_more(banner: Banner) -> None:
    assert told(banner, FOUR, ("Ann", "Ben", "Duda"), "Ann") == (
        "Carla left the table.\nDuda moves from seat 4 to seat 3.\nYour partner is now Duda."
        " Ben will partner the next player to join."
    )


def test_the_last_seat_leaving_moves_nobody_and_says_only_who_left(banner: Banner) -> None:
    assert told(banner, FOUR, ("Ann", "Ben", "Carla"), "Ann") == "Duda left the table."


def test_a_new_arrival_clears_it(banner: Banner) -> None:
    who = WhoLeft(banner, banner)
    who.show(seated(FOUR, "Ann", "over"))
    who.show(seated(("Ann", "Carla", "Duda"), "Ann"))
    assert banner.text.startswith("Ben left the table.")
    who.show(seated(("Ann", "Carla", "Duda", "Eva"), "Ann"))
    assert banner.text == ""


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "es",
            "Ben dejó la mesa.\nCarla pasa del lugar 3 al lugar 2. Pasas del lugar 4 al"
            " lugar 3.\nTu pareja ahora es Ann. Carla hará pareja con quien llegue después.",
        ),
        (
            "pt_BR",
            "Ben saiu da mesa.\nCarla passa do lugar 3 para o lugar 2. Você passa do lugar 4"
            " para o lugar 3.\nAgora você faz dupla com Ann. Carla vai fazer dupla com quem"
            " chegar em seguida.",
        ),
    ],
)
def test_each_app_says_it_in_its_own_language(
    banner: Banner, english: Translators, language: str, words: str
) -> None:
    english.install(language)
    try:
        assert told(banner, FOUR, ("Ann", "Carla", "Duda"), "Duda") == words
    finally:
        english.install("en")


def test_the_news_grows_with_the_window_as_the_lobby_under_it_does(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    news = Banner()
    layout.addWidget(news)
    layout.addStretch(1)
    news.show_info("Ben left the table.")
    sizes = []
    for width, height in ((1270, 690), (1920, 1080), (900, 600)):
        window.resize(width, height)
        window.show()

        def laid_out(w: int = width) -> bool:
            return news.width() > w - 40

        qtbot.waitUntil(laid_out)
        sizes.append(news.label.font().pointSizeF())
    usual = QApplication.font().pointSizeF()
    assert sizes[0] == pytest.approx(usual) == pytest.approx(sizes[2])
    assert sizes[1] > usual * 1.3
