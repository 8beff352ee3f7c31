"""The hand, the seat badges and the header, fed from snapshots."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from dominos.table.state import SeatInfo
from dominos.ui import words
from dominos.ui.game.countdown import Countdown
from dominos.ui.game.hand import HandView
from dominos.ui.game.header import Header
from dominos.ui.game.seat_badge import SeatBadge

if TYPE_CHECKING:
    from tests.ui.game.conftest import Snapshots


def test_on_your_turn_playable_tiles_are_raised_and_the_rest_dimmed(qtbot: QtBot) -> None:
    hand = HandView()
    qtbot.addWidget(hand)
    hand.resize(600, 140)
    tiles = ((0, 1), (1, 6), (2, 2), (3, 5))
    hand.set_hand(tiles, playable=frozenset({1, 3}))
    assert [hand.is_raised(i) for i in range(4)] == [False, True, False, True]
    assert [hand.is_dimmed(i) for i in range(4)] == [True, False, True, False]
    assert hand.tile_rect(1).top() < hand.tile_rect(0).top()
    assert "2: 6-1" in hand.accessibleDescription()
    assert "1: 1-0 (does not fit)" in hand.accessibleDescription()


def test_off_turn_every_tile_sits_level_and_undimmed(qtbot: QtBot) -> None:
    hand = HandView()
    qtbot.addWidget(hand)
    hand.resize(600, 140)
    hand.set_hand(((0, 1), (1, 6), (2, 2)), playable=None)
    assert not any(hand.is_raised(i) or hand.is_dimmed(i) for i in range(3))
    assert len({hand.tile_rect(i).top() for i in range(3)}) == 1


def test_tiles_never_overlap_and_stay_inside_a_small_window(qtbot: QtBot) -> None:
    hand = HandView()
    qtbot.addWidget(hand)
    hand.resize(360, 90)
    hand.set_hand(((0, 1), (1, 6), (2, 2), (3, 5), (4, 4), (0, 6), (5, 5)), playable=frozenset())
    rects = [hand.tile_rect(i) for i in range(7)]
    for left, right in itertools.pairwise(rects):
        assert left.right() < right.left()
    assert rects[0].left() >= 0 and rects[-1].right() <= 360


def test_clicking_a_tile_reports_its_position(qtbot: QtBot) -> None:
    hand = HandView()
    qtbot.addWidget(hand)
    hand.resize(600, 140)
    hand.set_hand(((0, 1), (1, 6), (2, 2)), playable=frozenset({1}))
    hand.show()
    centre = hand.tile_rect(1).center().toPoint()
    with qtbot.waitSignal(hand.tile_clicked) as blocker:
        qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=centre)
    assert blocker.args == [1]
    clicked: list[int] = []
    hand.tile_clicked.connect(clicked.append)
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert clicked == []


def test_badge_shows_passes_in_words_and_the_tiles_held(qtbot: QtBot) -> None:
    badge = SeatBadge()
    qtbot.addWidget(badge)
    badge.set_seat(SeatInfo("Bo", True, 4, (5, 2)), 1, active=False)
    assert badge.name_label.text() == "Bo"
    assert badge.passed_label.text().replace("\n", " ") == "Passed on five and two"
    assert not badge.passed_label.isHidden()
    assert badge.tiles.count() == 4
    assert badge.away_label.isHidden()
    badge.set_seat(SeatInfo("Bo", True, 3, ()), 1, active=False)
    assert badge.passed_label.isHidden()


def test_a_side_badge_breaks_its_passes_into_even_lines(qtbot: QtBot) -> None:
    badge = SeatBadge(vertical=True)
    qtbot.addWidget(badge)
    badge.show()
    for passed in ((2, 1), (5, 2, 6), (0, 1, 2, 3), (2, 1, 0, 4), (6, 5, 4, 3, 2, 1, 0)):
        badge.set_seat(SeatInfo("Bo", True, 4, passed), 1, active=False)
        lines = badge.passed_label.text().split("\n")
        assert " ".join(lines) == words.passed_on_label(passed)
        # Never one word left alone underneath ("Passed on two and" / "one").
        assert len(lines) >= 2 and all(len(line.split()) >= 2 for line in lines)
        metrics = QFontMetrics(badge.passed_label.font())
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        assert widest <= badge.passed_label.contentsRect().width()


def test_four_passed_numbers_take_two_lines_on_a_side_badge(qtbot: QtBot) -> None:
    badge = SeatBadge(vertical=True)
    qtbot.addWidget(badge)
    badge.show()
    badge.set_seat(SeatInfo("Bo", True, 4, (2, 1, 0, 4)), 1, active=False)
    lines = badge.passed_label.text().split("\n")
    assert len(lines) == 2 and all(len(line.split()) >= 2 for line in lines), lines


def test_your_own_pass_note_keeps_clear_of_the_border(qtbot: QtBot) -> None:
    badge = SeatBadge(show_tiles=False)
    qtbot.addWidget(badge)
    badge.setFixedWidth(SeatBadge.OWN_WIDTH)
    badge.set_seat(SeatInfo("Ann", True, 4, (6, 5)), 0, active=True, you=True)
    badge.show()
    qtbot.waitExposed(badge)
    note = badge.passed_label
    metrics = QFontMetrics(note.font())
    text = note.contentsRect()
    ink_bottom = note.mapTo(badge, text.topLeft()).y() + metrics.height() * note.text().count("\n")
    ink_bottom += metrics.ascent() + metrics.descent()
    # The border is drawn 4 px inside the badge and 2 px thick.
    assert badge.height() - ink_bottom >= 10, (badge.height(), ink_bottom)
    assert note.mapTo(badge, text.topLeft()).x() >= 12


@pytest.mark.parametrize("vertical", [False, True])
def test_a_seat_not_connected_is_away_and_played_for_after_five_seconds(
    qtbot: QtBot, vertical: bool
) -> None:
    badge = SeatBadge(vertical=vertical)
    qtbot.addWidget(badge)
    badge.set_seat(SeatInfo("Dee", False, 6, ()), 3, active=False)
    badge.show()
    qtbot.waitExposed(badge)
    assert badge.away
    assert badge.away_label.isVisible()
    assert badge.away_label.text() == "away: the table plays for them after 5 s"
    assert "away: the table plays for them after 5 seconds each turn" in badge.accessibleName()
    assert "reconnecting" not in badge.away_label.text() + badge.accessibleName()
    # The whole sentence fits in the badge, wrapped where the badge has a fixed width.
    label = badge.away_label
    assert label.mapTo(badge, label.rect().bottomRight()).x() <= badge.width()
    assert label.height() >= label.heightForWidth(label.width())


def test_only_the_active_badge_carries_the_countdown_ring(qtbot: QtBot) -> None:
    countdown = Countdown(clock=lambda: 0.0)
    countdown.start(30_000)
    badges = [SeatBadge(), SeatBadge()]
    for i, badge in enumerate(badges):
        qtbot.addWidget(badge)
        badge.set_seat(SeatInfo(f"P{i}", True, 7), i, active=i == 1, countdown=countdown)
    assert badges[1].active and badges[1].ring.countdown() is countdown
    assert not badges[0].active and badges[0].ring.countdown() is None
    badges[1].set_seat(SeatInfo("P1", True, 6), 1, active=False, countdown=countdown)
    assert badges[1].ring.countdown() is None


def test_header_shows_target_scores_with_names_and_round(qtbot: QtBot, snaps: Snapshots) -> None:
    header = Header()
    qtbot.addWidget(header)
    header.set_state(snaps.mid_round())
    assert header.target_label.text() == "Target 150"
    assert header.round_label.text() == "Round 3"
    # Each team's names behind its mark, the shape of its seat tokens.
    assert header.teams[0].names.text() == "● Ann and Cy"
    assert header.teams[0].score.text() == "45"
    assert header.teams[1].names.text() == "◆ Bo and Dee"
    assert header.teams[1].score.text() == "62"
    assert "leading" in header.teams[1].accessibleName()


def test_a_long_name_is_shortened_on_your_badge_but_keeps_you(qtbot: QtBot) -> None:
    badge = SeatBadge(show_tiles=False)
    qtbot.addWidget(badge)
    badge.setFixedWidth(SeatBadge.OWN_WIDTH)
    badge.set_seat(SeatInfo("Annabelle-Christine", True, 7, (5, 2, 6)), 0, active=False, you=True)
    text = badge.name_label.text()
    assert text.endswith("(you)") and text.startswith("Ann") and "…" in text
    assert "Annabelle-Christine" in badge.accessibleName()
    badge.show()
    hint = badge.passed_label.heightForWidth(badge.passed_label.width())
    assert badge.passed_label.height() >= hint


def test_long_team_names_are_shortened_in_the_header_but_read_in_full(
    qtbot: QtBot, snaps: Snapshots
) -> None:
    header = Header()
    qtbot.addWidget(header)
    names = ("Annabelle-Christine", "Bo", "Cyrano de Bergerac", "Dee")
    seats = tuple(SeatInfo(n, True, 7) for n in names)
    header.set_state(snaps.mid_round(seats=seats))
    shown = header.teams[0].names.text()
    assert "…" in shown and shown.startswith("● Anna")
    assert header.teams[0].toolTip() == "Annabelle-Christine and Cyrano de Bergerac"
    assert "Annabelle-Christine and Cyrano de Bergerac" in header.teams[0].accessibleName()
    assert header.teams[1].names.text() == "◆ Bo and Dee"
    assert header.teams[1].toolTip() == ""


def test_a_badge_gives_back_the_room_of_last_rounds_passes(qtbot: QtBot) -> None:
    for badge in (SeatBadge(vertical=True), SeatBadge(show_tiles=False)):
        qtbot.addWidget(badge)
        if not badge.maximumWidth() < 10_000:
            badge.setFixedWidth(SeatBadge.OWN_WIDTH)
        badge.show()
        badge.set_seat(SeatInfo("Bo", True, 7, ()), 1, active=False)
        plain = badge.minimumSizeHint().height(), badge.sizeHint().height()
        badge.set_seat(SeatInfo("Bo", True, 5, (5, 2, 6)), 1, active=False)
        assert badge.sizeHint().height() > plain[1]
        badge.set_seat(SeatInfo("Bo", True, 7, ()), 1, active=False)
        assert badge.minimumHeight() <= plain[0]
        assert badge.sizeHint().height() == plain[1]
