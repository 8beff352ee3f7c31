"""The app's review service: a round's key is derived once however often the round is asked
about, what it keeps survives the app (read back from the history file), and a play's
as-known figures, once they arrive, are kept for History and shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from dominos.table import history
from dominos.ui.services import round_reviews
from dominos.ui.services.round_reviews import RoundReviews
from tests.helpers.rounds import finished_round


def test_a_rounds_key_is_derived_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    derived: list[object] = []
    real = history.review_key

    def counted(rnd: object) -> str:
        derived.append(rnd)
        return real(rnd)  # type: ignore[arg-type]

    monkeypatch.setattr(round_reviews, "review_key", counted)
    service = RoundReviews()
    service.use_directory(tmp_path)
    rnd = finished_round(5)
    assert service.recall(rnd) is None
    service.keep(rnd, ())
    service.keep_known(rnd, 3, 4.5, 120)
    assert service.recall_known(rnd) == {3: 4.5}
    assert service.running(rnd) is None and service.found_so_far(rnd) == []
    assert derived == [rnd]


def test_figures_from_the_rounds_review_are_kept_for_history_and_survive_the_app(
    tmp_path: Path,
) -> None:
    service = RoundReviews()
    service.use_directory(tmp_path)
    rnd = finished_round(5)
    plays = ((0, 1, (((6, 6), None, 10), ((5, 5), None, 4)), 1),)
    service.keep(rnd, plays)
    arrived: list[tuple[str, int]] = []
    service.known_found.connect(lambda key, move: arrived.append((key, move)))
    # As the child sends them: mean, margin, samples, exact, gives away, its margin.
    figures = [(8.0, 3.0, 90, False, 0.0, 0.0), (2.5, 3.1, 90, False, 5.5, 1.8)]
    service._take_known(service.key(rnd), rnd, 0, figures)
    assert arrived == [(service.key(rnd), 0)]
    assert service.figures(rnd) == {0: figures}
    again = RoundReviews()  # the app started again: read from the history file
    again.use_directory(tmp_path)
    assert again.recall(rnd) == plays
    assert again.recall_known(rnd) == {0: 5.5}
