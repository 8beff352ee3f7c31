"""A game the host's journal lost rounds of, as each window tells its player."""

from __future__ import annotations

import msgspec
import pytest
from PySide6.QtWidgets import QApplication

from dominos.hosting.options import HostOptions
from dominos.table.state import Recovery, SeatInfo, State
from dominos.ui.services.context import AppContext
from dominos.ui.services.settings import Settings
from dominos.ui.shell.main_window import MainWindow
from dominos.ui.shell.session import Session

from .conftest import pretend_joined

SEATS = tuple(SeatInfo(n, True, 7) for n in ("Ann", "Bo", "Cy", "Di"))


def state(you: int, version: int, recovery: Recovery | None, rewound: bool = False) -> State:
    return State(
        "round", you, 0, SEATS, 100, (30, 12), version, round=2, opener=1, turn=1,
        rewound=rewound, recovery=recovery,
    )  # fmt: skip


@pytest.mark.parametrize("you", [0, 1], ids=["host", "player"])
def test_each_step_of_getting_a_lost_game_back_is_said_and_the_host_may_replay(
    styled_app: QApplication, settings: Settings, monkeypatch: pytest.MonkeyPatch, you: int
) -> None:
    asked: list[Session] = []
    monkeypatch.setattr(Session, "replay_round", lambda session: asked.append(session))
    window = MainWindow(AppContext(settings, HostOptions(discovery=False)), remember=False)
    session = Session(window)
    window.seating.seated.emit(session)
    pretend_joined(session)
    banner = window.banner

    session.state_changed.emit(state(you, 50, Recovery("waiting", seats=(2, 3))))
    assert banner.label.text() == (
        "The host lost the latest moves when it stopped. Getting them back from the players'"
        " apps: waiting for Cy, Di."
    )
    assert banner.property("role") == "banner-info" and banner.action_button.isHidden()

    failed = Recovery("failed", "away", (3,), can_replay=True)
    session.state_changed.emit(state(you, 51, failed, rewound=True))
    assert banner.label.text().startswith(
        "The host lost the latest moves when it stopped, and Di could not give back what"
    )
    assert banner.property("role") == "banner"
    if you == 0:
        assert banner.label.text().endswith("you can deal it again.")
        assert banner.action_button.isVisibleTo(window)
        assert banner.action_button.text() == "Deal this round again"
        banner.action_button.click()
        assert asked == [session]
    else:
        assert banner.label.text().endswith("the host can deal it again.")
        assert banner.action_button.isHidden()

    session.state_changed.emit(state(you, 52, Recovery("replayed")))
    assert banner.label.text() == (
        "The host lost the latest moves when it stopped: this round was dealt again from the"
        " start, with the scores it had saved."
    )
    assert banner.action_button.isHidden()
    # Once the round is played on, the news goes.
    session.state_changed.emit(state(you, 53, None))
    assert not banner.isVisibleTo(window)
    pretend_joined(session, False)
    window.close_for_quit()


@pytest.mark.parametrize(
    ("reason", "words"),
    [
        ("unseen", "too few of the players' apps know them to get them back."),
        ("disagree", "the players' apps do not agree on what happened."),
        ("invalid", "what the players' apps saw does not add up by the rules."),
        ("too_far", "the players' apps no longer keep the oldest of them."),
    ],
)
def test_why_a_lost_game_could_not_be_rebuilt_is_said(
    styled_app: QApplication, settings: Settings, reason: str, words: str
) -> None:
    window = MainWindow(AppContext(settings, HostOptions(discovery=False)), remember=False)
    session = Session(window)
    window.seating.seated.emit(session)
    pretend_joined(session)
    recovery = Recovery("failed", reason, can_replay=False)  # type: ignore[arg-type]
    session.state_changed.emit(state(1, 60, recovery, rewound=True))
    assert words in window.banner.label.text()
    assert window.banner.label.text().endswith("This round went back to an earlier point.")
    pretend_joined(session, False)
    window.close_for_quit()


def test_a_game_lost_back_to_the_lobby_is_said_to_be_there(
    styled_app: QApplication, settings: Settings
) -> None:
    """The host stopped just after dealing round 1, and too few apps saw the deal: the
    players are in the lobby again, not in a round gone back to an earlier point."""
    window = MainWindow(AppContext(settings, HostOptions(discovery=False)), remember=False)
    session = Session(window)
    window.seating.seated.emit(session)
    pretend_joined(session)
    recovery = Recovery("failed", "unseen", (1, 2, 3), can_replay=False)
    lobby = msgspec.structs.replace(state(0, 60, recovery, rewound=True), phase="lobby", round=0)
    session.state_changed.emit(lobby)
    assert window.banner.label.text() == (
        "The host lost the latest moves when it stopped, and too few of the players' apps know"
        " them to get them back. The game went back to the lobby."
    )
    assert window.banner.action_button.isHidden()
    pretend_joined(session, False)
    window.close_for_quit()


def test_the_older_table_shown_while_the_host_waits_does_not_replace_the_game_on_screen(
    styled_app: QApplication, settings: Settings
) -> None:
    window = MainWindow(AppContext(settings, HostOptions(discovery=False)), remember=False)
    session = Session(window)
    window.seating.seated.emit(session)
    pretend_joined(session)
    seen = State(
        "round", 1, 0, SEATS, 100, (30, 12), 80, round=4, opener=0, turn=2,
        hand=((0, 1), (2, 3)), line=((6, 6),), ends=(6, 6), move_count=1,
    )  # fmt: skip
    session.state_changed.emit(seen)
    assert window.game is not None and window.stack.showing_game
    session.state_changed.emit(state(1, 81, Recovery("waiting", seats=(3,))))
    # The game as the player last saw it stays; the banner says what is going on.
    shown = window.game.state()
    assert shown is not None and shown.round == 4 and shown.line == ((6, 6),)
    assert "waiting for Di" in window.banner.label.text()
    pretend_joined(session, False)
    window.close_for_quit()
