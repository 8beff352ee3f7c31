"""Every sentence the game screen shows or announces, built from a snapshot.

Kept free of widgets so the wording can be tested on its own and stays the same on the
screen, in tooltips and in what a screen reader hears. Each sentence is a translatable
template (:mod:`dominos.ui.kit.i18n`), so a translation may reorder its words. Numbers on
tiles are spelled as digits in visible sentences ("6-4") and as words where they are read
aloud ("six-four"), and the numbers a player passed on are always words ("five and two").

>>> passed_on_label((5, 2, 6))
'Passed on five, two and six'
>>> tile_text((4, 6)), tile_words((4, 6))
('6-4', 'six-four')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from dominos.table.state import Last, Result, SeatInfo, WireTile  # noqa: F401  (doctests)
from dominos.terms import End
from dominos.ui.kit.i18n import tr

#: How many numbers a half of a tile can show (0 to 6).
NUMBERS = 7


def _number_words() -> tuple[str, ...]:
    """The numbers 0 to 6 as words, in the user's language, as a tile is read aloud."""
    return (
        tr("blank"),
        tr("one"),
        tr("two"),
        tr("three"),
        tr("four"),
        tr("five"),
        tr("six"),
    )


def _passed_words() -> tuple[str, ...]:
    """The numbers 0 to 6 as they follow "passed on": in English the same words, but
    Spanish says "pasó con el cinco" and Portuguese "passou no cinco", so each language
    gives the number its own article or preposition here."""
    return (
        tr("blank", "a number passed on"),
        tr("one", "a number passed on"),
        tr("two", "a number passed on"),
        tr("three", "a number passed on"),
        tr("four", "a number passed on"),
        tr("five", "a number passed on"),
        tr("six", "a number passed on"),
    )


def where(end: End) -> str:
    """An end of the line in a sentence. The ends are the left and the right one, as the
    rules call them (decisions.md 9), everywhere: on the board's marks, in the news line,
    the turn prompt and the round log, also once the line has turned and its left end lies
    above the right one, so that one move is never told in two ways, nor differently in two
    windows of different sizes.

    >>> where("left"), where("right")
    ('on the left', 'on the right')
    """
    return tr("on the left") if end == "left" else tr("on the right")


def side_name(end: End) -> str:
    """The name an end carries on the board while the player chooses one (a word, to fit
    the free place at the end even with small tiles).

    >>> side_name("right")
    'right'
    """
    if end == "left":
        return tr("left", "an end of the line")
    return tr("right", "an end of the line")


class _Named(Protocol):
    @property
    def name(self) -> str: ...


def number_word(n: int) -> str:
    """The number on a half of a tile as a word.

    >>> number_word(0), number_word(6)
    ('blank', 'six')
    """
    _check_number(n)
    return _number_words()[n]


def passed_word(n: int) -> str:
    """A number a player passed on, as the words after "passed on" say it.

    >>> passed_word(0), passed_word(5)
    ('blank', 'five')
    """
    _check_number(n)
    return _passed_words()[n]


def _check_number(n: int) -> None:
    if not 0 <= n < NUMBERS:
        raise ValueError(f"a half of a tile shows 0 to 6, not {n}")


def join_words(items: Sequence[str]) -> str:
    """A list in words: "a", "a and b", "a, b and c".

    >>> join_words(["five"]), join_words(["five", "two"]), join_words(["a", "b", "c"])
    ('five', 'five and two', 'a, b and c')
    """
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return tr("{items} and {last}").format(items=tr(", ").join(items[:-1]), last=items[-1])


def numbers_in_words(numbers: Iterable[int]) -> str:
    """Numbers a player passed on, as a list in words.

    >>> numbers_in_words([5, 2])
    'five and two'

    Each number stays whole on one line: where a language gives it an article ("el cinco",
    "no cinco"), the two are joined by a no-break space.
    """
    return join_words([passed_word(n).replace(" ", "\N{NO-BREAK SPACE}") for n in numbers])


def passed_on_label(numbers: Sequence[int]) -> str:
    """The label kept under a player's name for the rest of the round (decisions.md 12).

    Empty when the player has not passed, so the badge can hide it.

    >>> passed_on_label(()), passed_on_label((5, 2))
    ('', 'Passed on five and two')
    """
    if not numbers:
        return ""
    return tr("Passed on {numbers}").format(numbers=numbers_in_words(numbers))


def _high_first(tile: WireTile) -> tuple[int, int]:
    a, b = tile
    return (a, b) if a >= b else (b, a)


def tile_text(tile: WireTile) -> str:
    """A tile in a visible sentence, higher half first, as the rest of the game writes it.

    >>> tile_text((2, 5)), tile_text((0, 0))
    ('5-2', '0-0')
    """
    a, b = _high_first(tile)
    return f"{a}-{b}"


def tile_words(tile: WireTile) -> str:
    """A tile as a screen reader should say it.

    >>> tile_words((1, 0))
    'one-blank'
    """
    a, b = _high_first(tile)
    return tr("{high}-{low}").format(high=number_word(a), low=number_word(b))


def team_of(seat: int) -> int:
    """Partners sit across, so seats 0 and 2 are team 0 and seats 1 and 3 team 1."""
    return seat % 2


def team_names(seats: Sequence[_Named], team: int) -> str:
    """Both partners' names, the way the screen names a team.

    >>> team_names([SeatInfo("Ann", True, 7), SeatInfo("Bo", True, 7),
    ...             SeatInfo("Cy", True, 7), SeatInfo("Dee", True, 7)], 1)
    'Bo and Dee'
    """
    names = [seat.name for i, seat in enumerate(seats) if team_of(i) == team]
    return join_words(names)


def _passed_numbers(ends: WireTile | None) -> tuple[int, ...]:
    if ends is None:
        return ()
    left, right = ends
    return (left,) if left == right else (left, right)


def announcement(
    last: Last,
    seats: Sequence[_Named],
    you: int,
    ends: WireTile | None,
) -> str:
    """What a screen reader says after a play or a pass.

    ``ends`` are the ends of the line in the snapshot that carries ``last``: a pass leaves
    them as they were, so they are exactly the numbers passed on.

    >>> seats = [SeatInfo(n, True, 7) for n in ("Ann", "Bo", "Cy", "Dee")]
    >>> announcement(Last("pass", 1), seats, 0, (5, 2))
    'Bo passed on five and two'
    >>> announcement(Last("play", 2, (6, 4), "left"), seats, 0, (6, 1))
    'Cy played six-four on the left'
    >>> announcement(Last("auto_play", 0, (2, 5), "right"), seats, 0, (2, 1))
    "Time's up: the table played five-two for you"
    """
    mine = last.seat == you
    name = seats[last.seat].name
    numbers = numbers_in_words(_passed_numbers(ends))
    tile = last.tile if last.tile is not None else (0, 0)
    if last.kind == "pass":
        text = tr("You passed on {numbers}") if mine else tr("{name} passed on {numbers}")
    elif last.kind == "auto_pass":
        text = (
            tr("Time's up: the table passed on {numbers} for you")
            if mine
            else tr("Time's up: the table passed on {numbers} for {name}")
        )
    elif last.kind == "auto_play":
        text = (
            tr("Time's up: the table played {tile} for you")
            if mine
            else tr("Time's up: the table played {tile} for {name}")
        )
    elif last.end is None:
        text = tr("You opened with {tile}") if mine else tr("{name} opened with {tile}")
    else:
        text = tr("You played {tile} {where}") if mine else tr("{name} played {tile} {where}")
        return text.format(name=name, tile=tile_words(tile), where=where(last.end))
    return text.format(name=name, numbers=numbers, tile=tile_words(tile))


def outcome_sentence(result: Result, seats: Sequence[_Named]) -> str:
    """How the round ended, in words, naming who scores.

    >>> seats = [SeatInfo(n, True, 0) for n in ("Ann", "Bo", "Cy", "Dee")]
    >>> hands = ((), (), (), ())
    >>> outcome_sentence(Result("blocked", 0, 31, (23, 31), False, 1, hands), seats)
    'Blocked: 23 against 31. Ann and Cy score 31.'
    >>> outcome_sentence(Result("domino", 1, 19, (19, 8), False, 3, hands), seats)
    'Dee played their last tile. Ann and Cy held 19: Bo and Dee score 19.'
    >>> outcome_sentence(Result("blocked", 1, 27, (27, 27), True, 3, hands), seats)
    'Blocked with a dead heat, 27 each. Bo and Dee laid the last tile, so they score 27.'
    """
    winners = team_names(seats, result.winning_team)
    losers = team_names(seats, 1 - result.winning_team)
    if result.kind == "domino":
        return tr(
            "{name} played their last tile. {losers} held {points}: {winners} score {points}."
        ).format(
            name=seats[result.last_player].name,
            losers=losers,
            winners=winners,
            points=result.points,
        )
    if result.dead_heat:
        return tr(
            "Blocked with a dead heat, {each} each. {winners} laid the last tile, so they score {points}."  # noqa: E501
        ).format(each=result.team_pips[0], winners=winners, points=result.points)
    return tr("Blocked: {own} against {other}. {winners} score {points}.").format(
        own=result.team_pips[result.winning_team],
        other=result.team_pips[1 - result.winning_team],
        winners=winners,
        points=result.points,
    )


def points_word(points: int) -> str:
    """Points with the right plural, for the round-end panel ("1 point", "2 points": the
    forms come from the catalogue, English's too).

    Zero has words of its own: Qt's rule for Brazilian Portuguese counts 0 as singular
    ("0 ponto"), where players write "0 pontos" for an empty hand.
    """
    if points == 0:
        return tr("0 points")
    return tr("%n point(s)", None, points)


def seconds_left(ms: int | float) -> int:
    """Whole seconds to show for a time left: rounded up, so 0 appears only when time is up.

    >>> seconds_left(10_001), seconds_left(10_000), seconds_left(0), seconds_left(-5)
    (11, 10, 0, 0)
    """
    if ms <= 0:
        return 0
    return int(-(-ms // 1000))


def next_round_text(ms: int | float) -> str:
    """The break's countdown, in whole seconds rounded up.

    >>> next_round_text(26_200)
    'Next round in 27 s'
    """
    return tr("Next round in {seconds} s").format(seconds=seconds_left(ms))


def winner_sentence(winner: int, scores: Sequence[int], seats: Sequence[_Named]) -> str:
    """The headline of the game-over screen.

    >>> seats = [SeatInfo(n, True, 0) for n in ("Ann", "Bo", "Cy", "Dee")]
    >>> winner_sentence(1, (87, 152), seats)
    'Bo and Dee win, 152 to 87'
    """
    return tr("{team} win, {won} to {lost}").format(
        team=team_names(seats, winner), won=scores[winner], lost=scores[1 - winner]
    )


def pass_reason(can_play: bool, your_turn: bool) -> str:
    """The Pass button's tooltip: why it is greyed out, or what it does.

    >>> pass_reason(True, True)
    'You have a tile that fits, so you must play it'
    """
    if not your_turn:
        return tr("You can pass only on your turn, when no tile fits")
    if can_play:
        return tr("You have a tile that fits, so you must play it")
    return tr("No tile fits either end: pass to the next player (P)")


def line_description(line: Sequence[tuple[int, int]]) -> str:
    """What a screen reader says about the line: its size and the two numbers open to play.

    >>> line_description([])
    'No tile yet.'
    >>> line_description([(6, 6)])
    'One tile. Ends: six and six.'
    >>> line_description([(5, 2), (2, 0)])
    '2 tiles. Ends: five on the left, blank on the right.'
    """
    if not line:
        return tr("No tile yet.")
    left, right = number_word(line[0][0]), number_word(line[-1][1])
    if len(line) == 1:
        return tr("One tile. Ends: {left} and {right}.").format(left=left, right=right)
    return tr(
        "%n tiles. Ends: {left} {left_where}, {right} {right_where}.", None, len(line)
    ).format(
        left=left,
        right=right,
        left_where=where("left"),
        right_where=where("right"),
    )
