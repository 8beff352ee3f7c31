"""The readable page of a finished game: every round, every move, names escaped, print style."""

from __future__ import annotations

import random
from html.parser import HTMLParser

from benchmarks.records import play_game, seated
from dominos.table.record import record_from_table
from dominos.ui.history.record_page import record_page


class Counter(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: dict[str, int] = {}
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: object) -> None:
        self.tags[tag] = self.tags.get(tag, 0) + 1

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def test_the_page_lists_every_round_and_move_and_escapes_names() -> None:
    table = seated(21, 100, names=("<b>Ann</b>", "Bob & co", "Cy", "Di"))
    table.start(0, 0.0)
    play_game(table, random.Random(21))
    record = record_from_table(table, finished=1_780_000_000.0)
    page = record_page(record)
    assert "<b>Ann</b>" not in page and "&lt;b&gt;Ann&lt;/b&gt;" in page
    parsed = Counter()
    parsed.feed(page)
    assert parsed.tags["section"] == len(record.rounds)
    assert parsed.tags["li"] == sum(len(r.moves) for r in record.rounds)
    assert "script" not in parsed.tags
    text = " ".join(parsed.text)
    a, b = record.scores
    assert f"Final score {a} to {b}" in text
    assert "Finished 2026-05-28 20:26 (UTC)" in text  # 1,780,000,000 s after 1970, to the minute
    assert "@media print" in page and "break-inside: avoid" in page


def test_the_page_says_what_each_player_gave_away_when_rounds_were_reviewed() -> None:
    table = seated(22, 50, names=("Ann", "Bob & co", "Cy", "Di"))
    table.start(0, 0.0)
    play_game(table, random.Random(22))
    record = record_from_table(table, finished=1_780_000_000.0)
    given = [
        ["", *record.players],
        ["Points given away with all hands known (1 of 3 rounds)", "4", "0", "12", "7"],
        ["With what each player knew (0 of 3 rounds)", "not estimated", "", "", ""],
    ]
    page = record_page(record, given)
    assert '<th class="team1">Bob &amp; co</th>' in page
    parsed = Counter()
    parsed.feed(page)
    text = " ".join(parsed.text)
    assert "Points given away with all hands known (1 of 3 rounds) 4 0 12 7" in " ".join(
        text.split()
    )
    assert "not estimated" in text
    assert "given away" not in record_page(record), "said only when some round was reviewed"
