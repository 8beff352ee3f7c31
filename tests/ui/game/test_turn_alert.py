"""Cues and turn alerts: which snapshot calls for which cue, and a turn that starts in a window
the player is not looking at flashes it, notifies, retitles it and warns again near the end."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from dominos.hosting.options import HostOptions
from dominos.table.state import Last
from dominos.ui.game.countdown import Countdown
from dominos.ui.services.context import AppContext
from dominos.ui.services.cues import cue_for, spoken
from dominos.ui.services.settings import Preferences, Settings
from dominos.ui.services.turn_alert import Notifier, TurnAlert

from .conftest import BLOCKED, DOMINO, game_over, mid_round, round_over

THEIRS = mid_round(turn=3, last=Last("play", 2, (6, 2), "left"))
MINE = mid_round()  # Dee just laid 2-3, and it is Ann's (your) turn


def test_each_snapshot_calls_for_at_most_one_cue() -> None:
    assert cue_for(None, MINE) == "turn"
    assert cue_for(None, THEIRS) is None
    # Dee's tile brings the turn to you: the turn cue says both.
    assert cue_for(THEIRS, MINE) == "turn"
    played = mid_round(turn=1, last=Last("play", 0, (3, 5), "right"))
    assert cue_for(MINE, played) == "tile"
    passed = mid_round(turn=2, last=Last("auto_pass", 1))
    assert cue_for(played, passed) == "pass"
    # A clock or a reconnection alone is no news.
    assert cue_for(passed, msgspec.structs.replace(passed, turn_ms_left=3000)) is None
    # Three passes bring the turn back to you without a snapshot in between.
    again = mid_round(last=Last("pass", 3))
    assert cue_for(MINE, again) == "turn"
    assert cue_for(MINE, round_over(DOMINO)) == "round"
    assert cue_for(round_over(BLOCKED), game_over()) == "win"  # Ann and Cy won
    assert cue_for(round_over(BLOCKED), game_over(you=1)) == "lose"


def test_cues_have_words_for_a_screen_reader() -> None:
    assert spoken("turn", MINE) == "Your turn"
    assert spoken("round", round_over(DOMINO)).startswith("Round over. Cy played their last")
    assert spoken("win", game_over()) == "Ann and Cy win, 106 to 62"
    assert spoken("tile", MINE) == ""  # the news line reads the move out already


class Recorder(Notifier):
    """The desktop's side of a notification, which the offscreen platform does not have."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[str] = []

    def show(self, title: str, text: str) -> bool:
        self.shown.append(title)
        return True


class Harness:
    def __init__(self, qtbot: QtBot, context: AppContext) -> None:
        self.window = QWidget()
        self.window.setWindowTitle("Dominos - Ann")
        self.other = QWidget()
        qtbot.addWidget(self.window)
        qtbot.addWidget(self.other)
        self.flashed: list[QWidget] = []
        self.said: list[str] = []
        self.notes = Recorder()
        #: This app's clock, as both the title and the game screen's countdown read it.
        self.now = 0.0
        self.alert = TurnAlert(
            self.window,
            context,
            self.said.append,
            attention=self.flashed.append,
            notifier=self.notes,
            clock=lambda: self.now,
        )
        self.cues: list[str] = []
        self.alert.cue.connect(lambda cue, _state: self.cues.append(cue))
        self.qtbot = qtbot

    def look_at(self, widget: QWidget) -> None:
        widget.show()
        widget.activateWindow()
        self.qtbot.waitUntil(widget.isActiveWindow)


@pytest.fixture
def context(tmp_path: Path, styled_app: object) -> Iterator[AppContext]:
    yield AppContext(
        Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)),
        HostOptions(discovery=False),
    )


@pytest.fixture
def harness(qtbot: QtBot, context: AppContext) -> Harness:
    return Harness(qtbot, context)


def test_a_turn_unseen_flashes_notifies_and_retitles(harness: Harness) -> None:
    h = harness
    h.window.show()
    h.look_at(h.other)  # the player is in another window
    h.alert.show_state(THEIRS)
    assert not h.flashed and h.window.windowTitle() == "Dominos - Ann"
    h.alert.show_state(MINE)
    assert h.flashed == [h.window] and h.notes.shown == ["Your turn"]
    assert h.window.windowTitle() == "Your turn - Dominos - Ann"
    assert h.cues == ["turn"] and h.said == ["Your turn"]
    h.look_at(h.window)  # the player comes back: the title is the window's own again
    assert h.window.windowTitle() == "Dominos - Ann"


def test_nothing_flashes_in_the_active_window_or_with_alerts_off(
    harness: Harness, context: AppContext
) -> None:
    h = harness
    h.look_at(h.window)
    h.alert.show_state(THEIRS)
    h.alert.show_state(MINE)
    assert not h.flashed and not h.notes.shown and h.window.windowTitle() == "Dominos - Ann"
    assert h.cues == ["turn"] and h.said == ["Your turn"]  # sound and speech still tell it
    context.set_preferences(Preferences(alerts=False))
    h.look_at(h.other)
    h.alert.show_state(THEIRS)
    h.alert.show_state(MINE)
    assert not h.flashed and not h.notes.shown and h.window.windowTitle() == "Dominos - Ann"


def test_a_second_more_urgent_alert_ten_seconds_before_the_end(harness: Harness) -> None:
    h = harness
    h.window.show()
    h.look_at(h.other)
    h.alert.show_state(THEIRS)
    with h.qtbot.waitSignal(h.alert.alerted, timeout=3000) as first:
        h.alert.show_state(msgspec.structs.replace(MINE, turn_ms_left=10_300))
    assert first.args == ["turn"]
    h.now = 0.3  # as the warning's timer is due
    with h.qtbot.waitSignal(h.alert.alerted, timeout=3000) as second:
        pass
    assert second.args == ["hurry"]
    assert h.cues == ["turn", "hurry"]
    assert h.notes.shown == ["Your turn", "Your turn: 10 s left"]
    assert h.window.windowTitle() == "Your turn: 10 s left - Dominos - Ann"
    assert h.said[-1] == "10 seconds left to play."
    assert len(h.flashed) == 2


def your_turn_unseen(h: Harness, ms_left: int) -> None:
    """Your turn starts, with ``ms_left``, while the player is in another window."""
    h.window.show()
    h.look_at(h.other)
    h.alert.show_state(THEIRS)
    h.alert.show_state(msgspec.structs.replace(MINE, turn_ms_left=ms_left))


def test_the_title_counts_down_with_the_clock_on_screen(harness: Harness) -> None:
    h = harness
    on_screen = Countdown(clock=lambda: h.now)
    on_screen.start(10_300)  # the game screen's clock, from the same snapshot
    your_turn_unseen(h, 10_300)
    h.now = 0.3
    with h.qtbot.waitSignal(h.alert.alerted, timeout=3000):
        pass  # the second alert, 10 s before the end
    assert h.window.windowTitle() == "Your turn: 10 s left - Dominos - Ann"
    for now in (3.5, 9.9, 10.3):
        h.now = now
        title = f"Your turn: {on_screen.seconds()} s left - Dominos - Ann"

        def shown(t: str = title) -> bool:
            return h.window.windowTitle() == t

        h.qtbot.waitUntil(shown, timeout=2000)
    on_screen.stop()


def test_while_the_host_is_away_the_title_is_the_windows_own_and_no_warning_comes(
    harness: Harness,
) -> None:
    h = harness
    your_turn_unseen(h, 10_300)
    h.now = 0.3
    with h.qtbot.waitSignal(h.alert.alerted, timeout=3000):
        pass
    h.alert.wait_for_host()
    assert h.window.windowTitle() == "Dominos - Ann"
    h.now = 60.0  # the host is away a minute: nothing counts, nothing is said
    h.qtbot.wait(1200)
    assert h.window.windowTitle() == "Dominos - Ann"
    assert h.cues == ["turn", "hurry"]


def test_a_host_back_within_the_last_seconds_warns_and_counts_down_again(
    harness: Harness,
) -> None:
    """The host died after the warning and came back (a restart) with 8 s of the turn
    left: the title counts them down again and the window asks for attention again."""
    h = harness
    your_turn_unseen(h, 10_300)
    h.now = 0.3
    with h.qtbot.waitSignal(h.alert.alerted, timeout=3000):
        pass
    assert len(h.flashed) == 2
    h.alert.wait_for_host()
    h.now = 60.0
    back = msgspec.structs.replace(MINE, turn_ms_left=8_000, version=MINE.version + 1)
    h.window.setWindowTitle("Dominos - Ann")  # as the window does before every snapshot
    with h.qtbot.waitSignal(h.alert.alerted, timeout=3000) as warned:
        h.alert.show_state(back)
    assert warned.args == ["hurry"] and h.cues == ["turn", "hurry", "hurry"]
    assert h.window.windowTitle() == "Your turn: 8 s left - Dominos - Ann"
    assert len(h.flashed) == 3 and h.notes.shown[-1] == "Your turn: 10 s left"
    h.now = 63.5
    h.qtbot.waitUntil(lambda: h.window.windowTitle() == "Your turn: 5 s left - Dominos - Ann")


def test_a_host_back_with_time_to_spare_alerts_again_and_warns_later(harness: Harness) -> None:
    h = harness
    your_turn_unseen(h, 40_000)
    h.alert.wait_for_host()
    assert h.window.windowTitle() == "Dominos - Ann" and not h.alert.hurry_due
    h.now = 90.0
    back = msgspec.structs.replace(MINE, turn_ms_left=25_000, version=MINE.version + 1)
    with h.qtbot.waitSignal(h.alert.alerted, timeout=3000) as again:
        h.alert.show_state(back)
    assert again.args == ["turn"] and len(h.flashed) == 2
    assert h.window.windowTitle() == "Your turn - Dominos - Ann"
    assert h.notes.shown == ["Your turn", "Your turn"]
    assert h.alert.hurry_due and h.cues == ["turn"]  # the warning waits for its 10 s


def test_time_given_back_by_the_host_arms_the_warning_again(harness: Harness) -> None:
    """A host whose loop froze gives the turn back the time it lost: the warning that
    already came is due again, and the title stops counting down until it does."""
    h = harness
    your_turn_unseen(h, 10_300)
    h.now = 0.3
    with h.qtbot.waitSignal(h.alert.alerted, timeout=3000):
        pass
    h.now = 2.0
    h.window.setWindowTitle("Dominos - Ann")
    h.alert.show_state(msgspec.structs.replace(MINE, turn_ms_left=30_000, version=MINE.version + 1))
    assert h.alert.hurry_due
    assert h.window.windowTitle() == "Your turn - Dominos - Ann"


def test_a_warning_due_while_the_host_is_away_comes_from_the_time_really_left(
    harness: Harness,
) -> None:
    h = harness
    your_turn_unseen(h, 10_200)
    h.alert.wait_for_host()
    h.qtbot.wait(500)
    assert h.cues == ["turn"], "no warning while the host's clock is not running"
    back = msgspec.structs.replace(MINE, turn_ms_left=10_300, version=MINE.version + 1)
    h.alert.show_state(back)
    with h.qtbot.waitSignal(h.alert.alerted, timeout=3000) as warned:
        pass
    assert warned.args == ["hurry"] and h.cues == ["turn", "hurry"]


def test_the_alert_ends_with_the_turn(harness: Harness) -> None:
    h = harness
    h.window.show()
    h.look_at(h.other)
    h.alert.show_state(THEIRS)
    h.alert.show_state(MINE)
    assert h.alert.alerting and h.alert.hurry_due
    h.alert.show_state(mid_round(turn=1, last=Last("play", 0, (3, 5), "right")))
    assert not h.alert.alerting and not h.alert.hurry_due
    assert h.window.windowTitle() == "Dominos - Ann"


def test_without_a_system_tray_the_notification_says_so_once_in_the_log(
    styled_app: object, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Nor a way to the desktop's notification service (tests/ui/test_desktop_notices.py).
    monkeypatch.setenv("PATH", "")
    notifier = Notifier()
    if notifier.available():
        pytest.skip("this desktop has a system tray, so notifications are shown")
    with caplog.at_level(logging.INFO, logger="dominos.ui.services.turn_alert"):
        assert not notifier.show("Your turn", "It is your turn at the table.")
        assert not notifier.show("Your turn", "It is your turn at the table.")
    said = [r for r in caplog.records if "no system tray" in r.getMessage()]
    assert len(said) == 1 and said[0].levelno == logging.INFO


def test_a_watcher_is_never_alerted_and_hears_no_win_or_loss(harness: Harness) -> None:
    """A watcher's snapshots (no seat, ``you`` -1) never hand it a turn: nothing flashes,
    no notice, no "Your turn"; the table's sounds still play, and the game's end is an end,
    won or lost by nobody watching."""
    h = harness
    h.window.show()
    h.look_at(h.other)
    watched = [mid_round(you=-1, hand=(), turn=t) for t in (0, 1, 2, 3)]
    for state in watched:
        h.alert.show_state(state)
    assert not h.flashed and h.notes.shown == [] and "turn" not in h.cues
    assert h.window.windowTitle() == "Dominos - Ann"
    assert cue_for(round_over(BLOCKED, you=-1, hand=()), game_over(you=-1, hand=())) == "round"
