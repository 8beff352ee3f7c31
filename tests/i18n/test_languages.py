"""The game's sentences read as players of each language say them at the table."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import pytest
from PySide6.QtWidgets import QApplication

from dominos.table.state import Last, Result, SeatInfo
from dominos.ui import words
from dominos.ui.services.language import Translators

NBSP = "\N{NO-BREAK SPACE}"
SEATS = [SeatInfo(n, True, 0) for n in ("Ana", "Bo", "Cy", "Dee")]
HANDS: tuple[tuple[tuple[int, int], ...], ...] = ((), (), (), ())


@pytest.fixture
def speak(qapp: QApplication, translations_tool: ModuleType) -> Iterator[Translators]:
    translations_tool.compile_all()
    translators = Translators(qapp)
    yield translators
    translators.install("en")


def test_spanish_passes_tiles_and_rounds(speak: Translators) -> None:
    speak.install("es")
    # Each number with its article, kept together on one line.
    assert words.passed_on_label((5, 2)) == f"Pasó con el{NBSP}cinco y el{NBSP}dos"
    assert words.passed_on_label((0,)) == f"Pasó con la{NBSP}blanca"
    said = words.announcement(Last("pass", 1), SEATS, 0, (6, 3))
    assert said == f"Bo pasó con el{NBSP}seis y el{NBSP}tres"
    assert words.tile_words((6, 4)) == "seis-cuatro"
    blocked = Result("blocked", 0, 31, (23, 31), False, 1, HANDS)
    assert words.outcome_sentence(blocked, SEATS) == (
        "Tranque: 23 contra 31. Ana y Cy se anotan 31."
    )
    domino = Result("domino", 1, 19, (19, 8), False, 3, HANDS)
    assert words.outcome_sentence(domino, SEATS).startswith("Dominó de Dee.")
    assert (words.points_word(1), words.points_word(12)) == ("1 punto", "12 puntos")


def test_brazilian_portuguese_passes_tiles_and_rounds(speak: Translators) -> None:
    speak.install("pt_BR")
    assert words.passed_on_label((5, 2)) == f"Passou no{NBSP}cinco e no{NBSP}dois"
    label = words.passed_on_label((0, 1, 4))
    assert label.replace(NBSP, " ") == "Passou no branco, no um e no quatro"
    blocked = Result("blocked", 0, 31, (23, 31), False, 1, HANDS)
    assert words.outcome_sentence(blocked, SEATS).startswith("Jogo fechado: 23 contra 31.")
    domino = Result("domino", 1, 19, (19, 8), False, 3, HANDS)
    assert words.outcome_sentence(domino, SEATS).startswith("Dee bateu.")
    assert (words.points_word(1), words.points_word(2)) == ("1 ponto", "2 pontos")
    assert words.points_word(0) == "0 pontos"  # an empty hand, as Brazilians write it


@pytest.mark.parametrize("lang", ["es", "pt_BR"])
def test_no_number_is_left_as_an_english_word(speak: Translators, lang: str) -> None:
    english = {"blank", "one", "two", "three", "four", "five", "six"}
    speak.install(lang)
    said = {words.number_word(n) for n in range(7)} | {words.passed_word(n) for n in range(7)}
    assert not said & english
    label = words.passed_on_label(tuple(range(7)))
    assert not set(label.replace(",", "").split()) & english


def test_switching_back_to_english_restores_english(speak: Translators) -> None:
    speak.install("es")
    speak.install("en")
    assert words.passed_on_label((5, 2)) == "Passed on five and two"
    assert (words.points_word(0), words.points_word(1)) == ("0 points", "1 point")
