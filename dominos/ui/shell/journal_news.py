"""What the host's journal could not keep, said in the window's banner while it matters.

A journal failing now (a host that stopped would lose the latest moves), moves it lost
before a restart, and a game it lost whole rounds of: the players' apps being asked what
they saw, why they could not give it back, and the round dealt again from its deal. The
seat holding the host's rights gets the button that deals it again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from dominos.table.state import Recovery, State
    from dominos.ui.kit.banner import Banner


class JournalNews(QObject):
    """Keeps one of these sentences in ``banner`` while the states say so, never covering
    other news; ``replay`` asks the table to deal the lost round again."""

    def __init__(self, banner: Banner, replay: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.banner = banner
        self.replay = replay
        #: The sentence this shows now, so it clears its own news and nobody else's.
        self._said: str | None = None

    def waiting(self, state: State) -> bool:
        """Whether ``state`` is the journal's older table shown while the host gets the
        game back: a screen already showing the game keeps it rather than go back."""
        return state.recovery is not None and state.recovery.status == "waiting"

    def show(self, state: State) -> None:
        text, error, offer = self._words(state)
        shown = self.banner.label.text() if not self.banner.isHidden() else None
        if shown is not None and shown != self._said:
            return  # other news is on screen: it stays
        if text is None:
            if shown is not None:
                self.banner.clear()
            self._said = None
            return
        if shown == text and offer == self.banner.action_button.isVisible():
            return
        action = (self.tr("Deal this round again"), self.replay) if offer else None
        if error:
            self.banner.show_error(text, action=action)
        else:
            self.banner.show_info(text, action=action)
        self._said = text

    def _words(self, state: State) -> tuple[str | None, bool, bool]:
        """The sentence, whether it is an error, and whether it offers the replay."""
        if state.unsaved:
            return (
                self.tr(
                    "The host can't save this table: if it stops now, the latest moves are lost."
                ),
                True,
                False,
            )
        recovery = state.recovery
        if recovery is not None:
            return self._recovery(state, recovery)
        if state.rewound:
            return (
                self.tr(
                    "The host lost the latest moves when it stopped: this round went back to an"
                    " earlier point."
                ),
                True,
                False,
            )
        return None, False, False

    def _recovery(self, state: State, recovery: Recovery) -> tuple[str, bool, bool]:
        names = ", ".join(state.seats[s].name for s in recovery.seats if s < len(state.seats))
        if recovery.status == "waiting":
            return (
                self.tr(
                    "The host lost the latest moves when it stopped. Getting them back from"
                    " the players' apps: waiting for {names}."
                ).format(names=names)
                if names
                else self.tr(
                    "The host lost the latest moves when it stopped. Getting them back from"
                    " the players' apps..."
                ),
                False,
                False,
            )
        if recovery.status == "replayed":
            return (
                self.tr(
                    "The host lost the latest moves when it stopped: this round was dealt again"
                    " from the start, with the scores it had saved."
                ),
                False,
                False,
            )
        if recovery.reason == "away":
            why = self.tr(
                "The host lost the latest moves when it stopped, and {names} could not give"
                " back what they saw in time."
            ).format(names=names)
        elif recovery.reason == "unseen":
            why = self.tr(
                "The host lost the latest moves when it stopped, and too few of the players'"
                " apps know them to get them back."
            )
        elif recovery.reason == "disagree":
            why = self.tr(
                "The host lost the latest moves when it stopped, and the players' apps do"
                " not agree on what happened."
            )
        elif recovery.reason == "too_far":
            why = self.tr(
                "The host lost too many rounds when it stopped: the players' apps no longer"
                " keep the oldest of them."
            )
        else:
            why = self.tr(
                "The host lost the latest moves when it stopped, and what the players' apps"
                " saw does not add up by the rules."
            )
        host = state.you == state.host_seat
        if state.phase == "lobby":
            then = self.tr("The game went back to the lobby.")
        elif not recovery.can_replay:
            then = self.tr("This round went back to an earlier point.")
        elif host:
            then = self.tr("This round went back to an earlier point: you can deal it again.")
        else:
            then = self.tr("This round went back to an earlier point: the host can deal it again.")
        return f"{why} {then}", True, host and recovery.can_replay
