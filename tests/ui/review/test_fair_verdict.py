"""The review judges a play first with what its player knew: marks ?! ? ?? by the points
given away as known, the value with all hands known beside it, and a play that was the best
with what its player knew is never called a mistake; the graph says what it shows and a
click on it picks the play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dominos.ui.review.sentences import mark
from dominos.ui.review.window import ReviewWindow
from dominos.ui.services.round_reviews import reviews
from tests.ui.test_own_windows import reviewed_round


@pytest.fixture
def window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, styled_app: QApplication) -> ReviewWindow:
    monkeypatch.setattr(reviews, "_memory", {})
    monkeypatch.setattr(reviews, "_known", {})
    rnd = reviewed_round(3)
    w = ReviewWindow(rnd, ["Ann", "Bob", "Cy", "Di"], 2, viewer=None)
    qtbot.addWidget(w)
    w.show()
    assert w.state == "done"
    return w


def _costly(w: ReviewWindow) -> list[int]:
    """The plays that gave points away with all hands known, costliest first."""
    given = [(max(o[2] for o in p[2]) - p[2][p[3]][2], k) for k, p in enumerate(w.plays)]
    return [k for g, k in sorted(given, reverse=True) if g > 0]


def test_marks_follow_the_points_given_away_with_what_the_player_knew() -> None:
    assert [mark(g) for g in (None, 0.0, 1.9, 2.0, 4.9, 5.0, 9.9, 10.0, 30.0)] == [
        "",
        "",
        "",
        "?!",
        "?!",
        "?",
        "?",
        "??",
        "??",
    ]


def test_a_play_best_with_what_its_player_knew_is_never_called_a_mistake(
    window: ReviewWindow,
) -> None:
    w = window
    costly = _costly(w)
    assert len(costly) >= 2, "random play gives points away"
    excused, blundered = costly[0], costly[1]
    rnd = w.round
    reviews.keep_known(rnd, w.plays[excused][0], 0.4, 200)  # unlucky, not wrong
    reviews.keep_known(rnd, w.plays[blundered][0], 12.0, 200)
    excused_line = w.all_list.item(excused).text()
    assert "the best with what" in excused_line and "with all hands known" in excused_line
    assert "?" not in excused_line
    blunder_line = w.all_list.item(blundered).text()
    assert "??" in blunder_line and "gave away 12 with what" in blunder_line
    keys = [w.key_list.item(n).data(Qt.ItemDataRole.UserRole) for n in range(w.key_list.count())]
    assert excused not in keys and keys[0] == blundered  # the fair verdict orders them
    assert w.graph.marked[blundered] == "??" and excused not in w.graph.marked
    w.learn_button.setChecked(True)
    assert excused not in w.lesson.mistakes and blundered in w.lesson.mistakes


def test_the_graph_explains_itself_and_a_click_picks_the_play(
    window: ReviewWindow, qtbot: QtBot
) -> None:
    w = window
    assert "teal" in w.legend.text() and "Ann and Cy" in w.legend.text()
    assert "?!" in w.meaning.text() and "Gave away" in w.meaning.text()
    assert not w.stop_button.isVisible()  # nothing to stop once done: no greyed button
    area = w.graph._area()
    target = len(w.plays) - 2
    x = int(area.left() + area.width() * (target + 0.5) / w.graph.total)
    qtbot.mouseClick(w.graph, Qt.MouseButton.LeftButton, pos=QPoint(x, int(area.center().y())))
    assert w.current == target
    assert w.all_list.currentItem().data(Qt.ItemDataRole.UserRole) == target
