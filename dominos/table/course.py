"""The course of play at a table: the phase it is in, the rounds dealt and the moves applied
in turn, and the clocks that move it on when nobody acts.

Kept apart from :class:`~dominos.table.table.Table`, which checks who may ask for what and
numbers every change, so that the one way a move is applied (chosen, timed out, or proven by
the players' apps after a restart) and the one way the phase follows from the game read in
one place. Nothing here refuses a player: every call comes already checked, and none counts
as a change until the table says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dominos.engine import Round, Tile
from dominos.table.clocks import Clocks
from dominos.table.game import Game
from dominos.table.seats import Seats
from dominos.table.state import Last, Phase

__all__ = ["Course"]


class Course:
    """Where play stands: the ``phase``, the ``game`` (``None`` in the lobby) and its
    ``clocks``; ``deal`` gives each new round's four hands."""

    __slots__ = ("_deal", "_seats", "clocks", "game", "phase")

    def __init__(
        self, seats: Seats, clocks: Clocks, deal: Callable[[], Sequence[Sequence[Tile]]]
    ) -> None:
        self.phase: Phase = "lobby"
        #: The game under way or just over; ``None`` in the lobby.
        self.game: Game | None = None
        self.clocks = clocks
        self._seats = seats
        self._deal = deal

    def current(self) -> Round:
        assert self.game is not None and self.game.round is not None
        return self.game.round

    def deadline(self) -> float | None:
        """When the turn (in a round) or the break ends."""
        if self.phase == "round":
            return self.clocks.turn_ends
        if self.phase == "break":
            return self.clocks.break_ends
        return None

    def start_game(self, target: int, at: float) -> None:
        self.game = Game(target)
        self.start_round(at)

    def start_round(self, at: float) -> None:
        assert self.game is not None
        self.game.start_round(self._deal())
        self.phase = "round"
        self.start_turn(at)

    def start_turn(self, at: float) -> None:
        seat = self.current().turn
        assert seat is not None
        self.clocks.start_turn(at, self._seats.players[seat].connected)

    def back_to_lobby(self) -> None:
        """After a game a player left: the next game waits for four players again."""
        self.clocks.stop()
        self.game = None
        self.phase = "lobby"

    def restart_round(self, at: float) -> None:
        """The round under way dealt again as it was dealt, its first turn starting ``at``."""
        assert self.game is not None
        self.game.restart_round()
        self.start_turn(at)

    def apply(self, event: Last, at: float) -> None:
        """Applies a checked play or pass, then starts the next turn or closes the round."""
        assert self.game is not None
        self.game.replay(event)
        if self.current().is_over:
            if self.game.winner is not None:
                self.clocks.stop()
                self.phase = "over"
            else:
                self.phase = "break"
                self.clocks.start_break(at)
        else:
            self.start_turn(at)

    def fire(self, now: float) -> float | None:
        """Fires the turn's or the break's end if it is due by ``now``: a turn that runs out
        is played for its player (decisions.md 22), a break that ends deals the next round.
        Returns when that happened, ``None`` if nothing was due."""
        if self.phase == "round" and (due := self.clocks.turn_ends) is not None:
            if due > now:
                return None
            rnd = self.current()
            seat = rnd.turn
            assert seat is not None
            move = rnd.auto_move()
            if move is None:
                self.apply(Last("auto_pass", seat), due)
            else:
                self.apply(Last("auto_play", seat, move.tile.pair, move.end), due)
            return due
        if self.phase == "break" and (due := self.clocks.break_ends) is not None:
            if due > now:
                return None
            self.start_round(due)
            return due
        return None

    def settle(self, now: float) -> None:
        """Takes up the game where its rounds leave it, with whole clocks from ``now``: the
        turn under way, the break after a round, or the game over."""
        rnd = None if self.game is None else self.game.round
        self.clocks.stop()
        if rnd is not None and not rnd.is_over:
            self.phase = "round"
            self.start_turn(now)
        elif self.game is not None and self.game.winner is not None:
            self.phase = "over"
        elif rnd is not None:
            self.phase = "break"
            self.clocks.start_break(now)

    def resume(
        self, game: Game | None, turn_left: float | None, break_left: float | None, now: float
    ) -> None:
        """Takes up a game rebuilt from the journal, each clock with the time it had left."""
        self.game = game
        rnd = None if game is None else game.round
        if rnd is None:
            self.phase = "lobby"
        elif not rnd.is_over:
            self.phase = "round"
            self.clocks.resume_turn(now, turn_left)
        elif game is not None and game.winner is not None:
            self.phase = "over"
        else:
            self.phase = "break"
            self.clocks.resume_break(now, break_left)
