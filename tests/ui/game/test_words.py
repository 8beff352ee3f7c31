"""The sentences players read and hear on the game screen."""

from __future__ import annotations

import doctest
import linecache

import pytest

from dominos.table.state import Last, Result, SeatInfo
from dominos.ui import words
from dominos.ui.game import choice, countdown, moves

SEATS = tuple(SeatInfo(name, True, 7) for name in ("Ann", "Bo", "Cy", "Dee"))
NO_HANDS: tuple[tuple[tuple[int, int], ...], ...] = ((), (), (), ())


@pytest.mark.parametrize(
    ("numbers", "label"),
    [
        ((), ""),
        ((5,), "Passed on five"),
        ((5, 2), "Passed on five and two"),
        ((5, 2, 6), "Passed on five, two and six"),
        ((0, 1, 3, 4), "Passed on blank, one, three and four"),
    ],
)
def test_passed_on_label_spells_numbers_in_order_first_passed(
    numbers: tuple[int, ...], label: str
) -> None:
    assert words.passed_on_label(numbers) == label


def test_number_out_of_range_is_refused_with_the_number() -> None:
    with pytest.raises(ValueError, match="not 7"):
        words.number_word(7)


def test_tiles_in_sentences_put_the_higher_half_first() -> None:
    assert words.tile_text((4, 6)) == "6-4"
    assert words.tile_text((6, 4)) == "6-4"
    assert words.tile_words((0, 3)) == "three-blank"
    assert words.tile_words((2, 2)) == "two-two"


def test_pass_is_announced_with_the_numbers_of_both_ends() -> None:
    said = words.announcement(Last("pass", 1), SEATS, 0, (5, 2))
    assert said == "Bo passed on five and two"


def test_pass_on_two_equal_ends_names_the_number_once() -> None:
    said = words.announcement(Last("pass", 3), SEATS, 0, (4, 4))
    assert said == "Dee passed on four"


def test_play_is_announced_with_the_tile_and_the_end() -> None:
    said = words.announcement(Last("play", 2, (4, 6), "left"), SEATS, 0, (6, 1))
    assert said == "Cy played six-four on the left"


def test_your_own_plays_and_the_opening_say_so() -> None:
    assert words.announcement(Last("play", 0, (3, 1), None), SEATS, 0, (3, 1)) == (
        "You opened with three-one"
    )
    assert words.announcement(Last("pass", 0), SEATS, 0, (2, 3)) == "You passed on two and three"


def test_time_up_tells_you_the_table_played_for_you() -> None:
    said = words.announcement(Last("auto_play", 0, (2, 5), "right"), SEATS, 0, (5, 1))
    assert said == "Time's up: the table played five-two for you"
    other = words.announcement(Last("auto_pass", 1), SEATS, 0, (5, 1))
    assert other == "Time's up: the table passed on five and one for Bo"


def test_domino_names_who_went_out_what_the_opponents_held_and_who_scores() -> None:
    result = Result("domino", 0, 23, (4, 23), False, 2, NO_HANDS)
    assert words.outcome_sentence(result, SEATS) == (
        "Cy played their last tile. Bo and Dee held 23: Ann and Cy score 23."
    )


def test_blocked_gives_both_totals_lighter_first() -> None:
    result = Result("blocked", 1, 31, (31, 23), False, 0, NO_HANDS)
    assert words.outcome_sentence(result, SEATS) == ("Blocked: 23 against 31. Bo and Dee score 31.")


def test_dead_heat_names_the_team_that_laid_the_last_tile() -> None:
    result = Result("blocked", 0, 18, (18, 18), True, 2, NO_HANDS)
    sentence = words.outcome_sentence(result, SEATS)
    assert "dead heat" in sentence
    assert "Ann and Cy laid the last tile" in sentence
    assert sentence.endswith("score 18.")


def test_seconds_round_up_so_zero_means_time_is_up() -> None:
    assert [words.seconds_left(ms) for ms in (45_000, 9_999, 5_000, 1, 0)] == [45, 10, 5, 1, 0]
    assert words.next_round_text(27_000) == "Next round in 27 s"


def test_winner_and_pass_reason() -> None:
    assert words.winner_sentence(0, (150, 95), SEATS) == "Ann and Cy win, 150 to 95"
    assert "must play" in words.pass_reason(can_play=True, your_turn=True)
    assert "your turn" in words.pass_reason(can_play=False, your_turn=False)


def test_examples_in_the_docstrings_hold() -> None:
    for module in (words, moves, choice, countdown):
        # doctest checks every source file it has cached before each example: thousands of
        # file checks per module once pytest has read the whole suite, minutes on a slow
        # file system (Windows' under Wine). The cache refills on demand.
        linecache.clearcache()
        failed, attempted = doctest.testmod(module)
        assert attempted > 0
        assert failed == 0


def test_legal_moves_from_the_snapshot() -> None:
    hand = [(0, 0), (1, 4), (4, 6), (2, 3)]
    assert moves.playable_indices(hand, (4, 6)) == {1, 2}
    assert moves.needs_end_choice((4, 6), (4, 6))
    assert not moves.needs_end_choice((1, 4), (4, 6))
    assert moves.chosen_end((1, 4), (4, 6)) == "left"
    assert moves.playable_indices(hand, None) == {0, 1, 2, 3}
    assert not moves.can_play([(0, 0)], (1, 2))
    with pytest.raises(ValueError, match="fits neither end"):
        moves.chosen_end((0, 0), (1, 2))


def test_chooser_refuses_out_of_turn_and_unknown_tiles_without_playing() -> None:
    c = choice.Chooser()
    c.update(((1, 6), (2, 3)), (6, 2), your_turn=False)
    assert c.click(0) == choice.Refusal("Wait for your turn")
    assert c.drop((1, 6), "left") == choice.Refusal("Wait for your turn")
    c.update(((1, 6), (2, 3)), (6, 2), your_turn=True)
    assert c.select(9) == choice.Refusal("You have 2 tiles")
    assert c.drop((5, 5), "left") is None
    assert c.drop((3, 2), "left") == choice.Refusal("3-2 does not fit there")
    assert c.drop((3, 2), "right") == choice.Play((2, 3), "right")


def test_chooser_opening_tile_goes_on_the_empty_line_with_no_end() -> None:
    c = choice.Chooser()
    c.update(((6, 6), (0, 1)), None, your_turn=True)
    assert c.playable() == {0, 1}
    assert c.click(0) == choice.Play((6, 6), None)
    assert c.drop((1, 0), "left") == choice.Play((0, 1), None)
