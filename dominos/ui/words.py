"""Every sentence the game screen shows or announces, built from a snapshot.

Kept free of Qt so the wording can be tested on its own and stays the same on the
screen, in tooltips and in what a screen reader hears. Numbers on tiles are spelled as
digits in visible sentences ("6-4") and as words where they are read aloud
("six-four"), and the numbers a player passed on are always words ("five and two").

>>> passed_on_label((5, 2, 6))
'Passed on five, two and six'
>>> tile_text((4, 6)), tile_words((4, 6))
('6-4', 'six-four')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from dominos.table.state import Last, Result, SeatInfo, WireTile  # noqa: F401  (doctests)

NUMBER_WORDS = ("blank", "one", "two", "three", "four", "five", "six")


class _Named(Protocol):
    @property
    def name(self) -> str: ...


def number_word(n: int) -> str:
    """The number on a half of a tile as a word.

    >>> number_word(0), number_word(6)
    ('blank', 'six')
    """
    if not 0 <= n < len(NUMBER_WORDS):
        raise ValueError(f"a half of a tile shows 0 to 6, not {n}")
    return NUMBER_WORDS[n]


def join_words(items: Sequence[str]) -> str:
    """An English list: "a", "a and b", "a, b and c".

    >>> join_words(["five"]), join_words(["five", "two"]), join_words(["a", "b", "c"])
    ('five', 'five and two', 'a, b and c')
    """
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} and {items[-1]}"


def numbers_in_words(numbers: Iterable[int]) -> str:
    """Numbers as words in an English list.

    >>> numbers_in_words([5, 2])
    'five and two'
    """
    return join_words([number_word(n) for n in numbers])


def passed_on_label(numbers: Sequence[int]) -> str:
    """The label kept under a player's name for the rest of the round (rules.md 12).

    Empty when the player has not passed, so the badge can hide it.

    >>> passed_on_label(()), passed_on_label((5, 2))
    ('', 'Passed on five and two')
    """
    if not numbers:
        return ""
    return f"Passed on {numbers_in_words(numbers)}"


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
    return f"{number_word(a)}-{number_word(b)}"


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


def announcement(last: Last, seats: Sequence[_Named], you: int, ends: WireTile | None) -> str:
    """What a screen reader says after a play or a pass.

    ``ends`` are the ends of the line in the snapshot that carries ``last``: a pass leaves
    them as they were, so they are exactly the numbers passed on.

    >>> seats = [SeatInfo(n, True, 7) for n in ("Ann", "Bo", "Cy", "Dee")]
    >>> announcement(Last("pass", 1), seats, 0, (5, 2))
    'Bo passed on five and two'
    >>> announcement(Last("play", 2, (6, 4), "left"), seats, 0, (6, 1))
    'Cy played six-four on the left'
    >>> announcement(Last("auto_play", 0, (2, 5), "right"), seats, 0, (2, 1))
    "Time's up: the table played 5-2 for you"
    """
    who = "you" if last.seat == you else seats[last.seat].name
    subject = "You" if last.seat == you else seats[last.seat].name
    numbers = numbers_in_words(_passed_numbers(ends))
    if last.kind == "pass":
        return f"{subject} passed on {numbers}"
    if last.kind == "auto_pass":
        return f"Time's up: the table passed on {numbers} for {who}"
    tile = last.tile if last.tile is not None else (0, 0)
    if last.kind == "auto_play":
        return f"Time's up: the table played {tile_text(tile)} for {who}"
    if last.end is None:
        return f"{subject} opened with {tile_words(tile)}"
    return f"{subject} played {tile_words(tile)} on the {last.end}"


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
        who = seats[result.last_player].name
        return (
            f"{who} played their last tile. {losers} held {result.points}: "
            f"{winners} score {result.points}."
        )
    if result.dead_heat:
        each = result.team_pips[0]
        return (
            f"Blocked with a dead heat, {each} each. {winners} laid the last tile, "
            f"so they score {result.points}."
        )
    own = result.team_pips[result.winning_team]
    other = result.team_pips[1 - result.winning_team]
    return f"Blocked: {own} against {other}. {winners} score {result.points}."


def points_word(points: int) -> str:
    """Points with the right plural, for the round-end panel.

    >>> points_word(1), points_word(0)
    ('1 point', '0 points')
    """
    return f"{points} point" if points == 1 else f"{points} points"


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
    return f"Next round in {seconds_left(ms)} s"


def winner_sentence(winner: int, scores: Sequence[int], seats: Sequence[_Named]) -> str:
    """The headline of the game-over screen.

    >>> seats = [SeatInfo(n, True, 0) for n in ("Ann", "Bo", "Cy", "Dee")]
    >>> winner_sentence(1, (87, 152), seats)
    'Bo and Dee win, 152 to 87'
    """
    return f"{team_names(seats, winner)} win, {scores[winner]} to {scores[1 - winner]}"


def pass_reason(can_play: bool, your_turn: bool) -> str:
    """The Pass button's tooltip: why it is greyed out, or what it does.

    >>> pass_reason(True, True)
    'You have a tile that fits, so you must play it'
    """
    if not your_turn:
        return "You can pass only on your turn, when no tile fits"
    if can_play:
        return "You have a tile that fits, so you must play it"
    return "No tile fits either end: pass to the next player (P)"
