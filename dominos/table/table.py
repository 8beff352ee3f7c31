"""The authoritative table: seats, host rights, the round lifecycle and its clocks.

The table is sans-IO: it never reads a clock, never sleeps and never touches a socket. Every
call takes ``now`` (monotonic seconds) from its caller, and :meth:`Table.next_deadline` tells
the caller when to come back and call :meth:`Table.advance`. That keeps the host's clock the
only clock (decisions.md 24) and lets tests run a 45-second turn in no time at all.

Every change goes through a public method, bumps :attr:`Table.version` and is recorded (the
deal of each round and every play and pass, auto-played or not), so :meth:`Table.export`
can write down everything needed to rebuild the table after a crash. The table checks each
command and numbers each change; what a checked command does to play is
:class:`~dominos.table.course.Course`'s, timed by :class:`~dominos.table.clocks.Clocks`.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Sequence
from typing import Any

from dominos.engine import Round, Tile, deal
from dominos.table import journal
from dominos.table.checks import check_target, kind_fits, placement
from dominos.table.clocks import Clocks
from dominos.table.course import Course
from dominos.table.errors import TableError
from dominos.table.game import Game
from dominos.table.reading import Readings
from dominos.table.seats import HOST_SEAT, SEATS, Player, Seats, clean_name
from dominos.table.snapshot import Snapshots
from dominos.table.state import Last, State
from dominos.terms import DEFAULT_TARGET, MAX_TIME_SCALE, canonical_code, codes_match, is_time_scale

#: Deals one round from the table's random source: four hands of seven.
Dealer = Callable[[random.Random], Sequence[Sequence[Tile]]]

__all__ = ["Dealer", "Table"]


class Table(Readings):
    """One table of four, from the lobby to game over and any number of rematches.

    The caller's side of the contract:

    - call :meth:`advance` once :meth:`next_deadline` has passed (a late call is fine: each
      deadline fires at its own time); a play or pass arriving after its player's deadline
      is refused even before ``advance`` runs, because the host's clock decides;
    - after any call that raised nothing, or an ``advance`` that returned ``True``, send each
      seat its :meth:`snapshot`; :attr:`version` tells whether anything changed, and a refused
      call (:class:`TableError`) changes nothing at all;
    - a player is known by their token: ask :meth:`seat_of` afresh, since lobby seats move up.
      :meth:`resume` also marks the seat connected.
    """

    def __init__(
        self,
        *,
        code: str,
        target: int = DEFAULT_TARGET,
        time_scale: float = 1.0,
        rng: random.Random | None = None,
        table_name: str = "",
        now: float = 0.0,
        dealer: Dealer | None = None,
    ) -> None:
        """``dealer`` replaces the engine's shuffle, for tests that need a given deal."""
        if not isinstance(code, str) or not code.strip():
            raise ValueError("a table needs a non-empty invitation code")
        if not is_time_scale(time_scale):
            raise ValueError(
                f"the time scale is above 0 and at most {MAX_TIME_SCALE:g}, not {time_scale!r}"
            )
        self.code: str = canonical_code(code)
        self.target: int = check_target(target)
        self.time_scale: float = float(time_scale)
        self.table_name: str = table_name
        self.version: int = 0
        self.changed_at: float = now
        #: What the host seals each snapshot with, so a returning app can prove what this
        #: table told it (``dominos.net.host.vouching``); kept with the journal, never sent.
        self.seal_key: bytes = secrets.token_bytes(32)
        #: Whether this table was restored from a journal: only then can it have lost what
        #: its players saw, and be rebuilt from what they prove (docs/protocol.md).
        self.resumed: bool = False
        source: random.Random = rng if rng is not None else secrets.SystemRandom()
        dealer_: Dealer = dealer if dealer is not None else deal
        self._seats = Seats()
        self._clocks = Clocks(self.time_scale)
        self._course = Course(self._seats, self._clocks, lambda: dealer_(source))
        self._snapshots = Snapshots()

    # -- seats --------------------------------------------------------------------------

    def join(self, name: str, code: str, now: float) -> tuple[int, str]:
        """Seats a new arrival behind the others; returns their seat and secret token."""
        # The code is checked first so that a stranger learns nothing about the table.
        if not codes_match(code, self.code):
            raise TableError(
                "wrong_code", "That code doesn't match this table. Check it with the host."
            )
        if self.phase != "lobby":
            raise TableError("table_full", "The game at this table has already started.")
        self._seats.check_room()
        seat, token = self._seats.add(clean_name(name))
        self._changed(now)
        return seat, token

    def resume(self, token: str, now: float) -> int:
        """Gives a returning player their seat back and marks them connected.

        Reconnecting never gives back turn time already lost (decisions.md 23).
        """
        seat = self._seats.seat_of(token)
        if seat is None:
            raise TableError(
                "bad_token", "This table no longer holds a seat for you. Join it again."
            )
        self.set_connected(seat, True, now)
        return seat

    def set_connected(self, seat: int, connected: bool, now: float) -> None:
        """Records a connection or a drop; a drop mid-turn cuts the clock to 5 s at most, and
        a drop in the lobby holds the seat for :data:`LOBBY_GRACE_SECONDS` only."""
        player = self._seats.get(seat)
        if player.connected == connected:
            return
        player.connected = connected
        # In the lobby a drop starts the grace after which the place is freed (decisions.md 2).
        held = not connected and self.phase == "lobby"
        player.freed_at = self._clocks.grace_end(now) if held else None
        if not connected and self.turn == seat:
            self._clocks.cut_turn(now)
        self._changed(now)

    def leave(self, seat: int, now: float) -> None:
        """In the lobby the seat is freed. Once a game is over it is freed too, and the table
        goes back to the lobby to wait for a fourth player: a seat kept for someone who left
        would be played for by the table in every later game, and nobody else could take
        it (decisions.md 2). During a game the player keeps it."""
        self._seats.get(seat)
        if self.phase in ("lobby", "over"):
            self._free(seat, now)
        else:
            self.set_connected(seat, False, now)

    def _free(self, seat: int, at: float) -> None:
        """Frees ``seat`` (later arrivals move up); after a game, back to the lobby, where a
        player still away keeps their place for the lobby's grace from now."""
        if self.phase == "over":
            self._course.back_to_lobby()
            for player in self._seats.players:
                player.freed_at = None if player.connected else self._clocks.grace_end(at)
        self._seats.remove(seat)
        self._changed(at)

    # -- host rights --------------------------------------------------------------------

    def start(self, seat: int, now: float) -> None:
        self._require_host(seat, "start the game")
        if self.phase != "lobby":
            raise TableError("wrong_phase", "The game has already started.")
        missing = SEATS - len(self._seats)
        if missing:
            who = "one more player" if missing == 1 else f"{missing} more players"
            raise TableError("wrong_phase", f"The game needs four players: waiting for {who}.")
        for player in self._seats.players:
            player.freed_at = None  # from now on seats never change (decisions.md 2)
        self._course.start_game(self.target, now)
        self._changed(now)

    def next_round(self, seat: int, now: float) -> None:
        """Ends the break early (decisions.md 17)."""
        self._require_host(seat, "start the next round")
        if self.phase != "break":
            raise TableError("wrong_phase", "The next round can only start during the break.")
        self._course.start_round(now)
        self._changed(now)

    def new_game(self, seat: int, target: int, now: float) -> None:
        """A rematch with the same four seats: scores back to 0, double six opens.

        See decisions.md 20.
        """
        self._require_host(seat, "start a new game")
        if self.phase != "over":
            raise TableError("wrong_phase", "A new game can only start once this one is over.")
        self.target = check_target(target)
        self._course.start_game(self.target, now)
        self._changed(now)

    # -- playing ------------------------------------------------------------------------

    def play(self, seat: int, tile: Tile, end: str | None, now: float) -> None:
        """Plays ``tile``; ``end`` may be ``None`` for the opening or when only one fits."""
        rnd = self._require_turn(seat, now)
        resolved = placement(rnd, seat, tile, end)
        self._apply(Last("play", seat, tile.pair, resolved), now)

    def pass_turn(self, seat: int, now: float) -> None:
        rnd = self._require_turn(seat, now)
        if rnd.ends is None:
            raise TableError("must_play", "You open this round: play any domino.")
        if not rnd.can_pass():
            raise TableError("must_play", "You have a domino that fits, so you can't pass.")
        self._apply(Last("pass", seat), now)

    def apply_known(self, event: Last, now: float) -> None:
        """Applies a move the players' apps saw but the journal lost (a host restarted from a
        journal that was behind), checked by the same rules as a live one, kind included."""
        rnd = self._require_turn(event.seat, now)
        if not kind_fits(event):
            raise TableError("illegal_move", "A play needs its tile, and a pass has none.")
        if event.tile is None:
            if rnd.ends is None or not rnd.can_pass():
                raise TableError("must_play", "That pass was not allowed.")
            self._apply(Last(event.kind, event.seat), now)
            return
        resolved = placement(rnd, event.seat, Tile(*event.tile), event.end)
        self._apply(Last(event.kind, event.seat, event.tile, resolved), now)

    def carry_on(self, rounds: Sequence[journal.SavedRound], now: float) -> None:
        """Plays ``rounds`` on from where the table stands, each move by the rules: what the
        players' apps proved the journal lost (a host back from a journal rounds behind).

        The first may be the round under way, dealt as the table dealt it, its moves starting
        with the table's own; each later one starts with the deal it gives. Raises
        ``ValueError`` saying why when they do not continue this game; check them first on a
        copy (:meth:`restore` of :meth:`export`), since the moves before a bad one stay.
        """
        game = self._course.game
        if game is None:
            for player in self._seats.players:
                player.freed_at = None
            game = self._course.game = Game(self.target)
        journal.play_on(game, rounds)
        self._course.settle(now)
        self._changed(now)

    def restart_round(self, now: float) -> None:
        """Deals the round under way again as it was dealt, with the scores as they stand:
        the way back to a point every player knows when moves the players saw are lost."""
        if self.phase != "round" or self._game is None:
            raise TableError("wrong_phase", "No round is being played right now.")
        self._course.restart_round(now)
        self._changed(now)

    def skip_to(self, version: int, now: float) -> None:
        """Numbers the next change after ``version``: an app that saw a version the journal
        never kept must not see the numbers go backwards (a change in itself)."""
        self.version = max(self.version, version)
        self._changed(now)

    def advance(self, now: float) -> bool:
        """Fires every deadline due by ``now``, each at its own time, in order.

        A turn that runs out is played for its player (decisions.md 22) and the next one starts
        at that deadline, not at ``now``, so a late call never stretches anyone's clock. A
        caller that tells the players about each change calls :meth:`advance_one` instead.
        """
        changed = False
        while self.advance_one(now):
            changed = True
        return changed

    def advance_one(self, now: float) -> bool:
        """Fires the earliest deadline due by ``now``, if any: one change, one version.

        Firing them one by one lets the host send a snapshot after each, so every automatic
        play reaches the players as its own ``last`` and no version goes unseen.
        """
        if self.phase == "lobby":
            away = self._seats.next_freed()
            if away is None or away[0] > now:
                return False
            freed_at, seat = away
            # Freed exactly as if the player had left: later arrivals move up.
            self._free(seat, freed_at)
            return True
        at = self._course.fire(now)
        if at is None:
            return False
        self._changed(at)
        return True

    def shift(self, by: float, now: float) -> bool:
        """Moves every deadline ``by`` seconds later: time the host could not run is nobody's.

        Called when the host's loop was stalled (the machine slept or swapped), before any
        deadline that passed meanwhile is fired, so no turn, break or lobby grace is cut short
        by the stall. Says whether there was a clock to move (and then counts as a change, so
        every screen resets its countdown).
        """
        if by <= 0:
            return False
        moved = self._clocks.shift(by)
        for player in self._seats.players:
            if player.freed_at is not None:
                player.freed_at += by
                moved = True
        if moved:
            self._changed(now)
        return moved

    # -- internals ----------------------------------------------------------------------

    def _changed(self, at: float) -> None:
        self.version += 1
        #: When the table last changed: a journal written then saves the clocks as of then.
        self.changed_at = at

    def _require_host(self, seat: int, what: str) -> None:
        self._seats.get(seat)
        holder = self.host_seat
        if seat == holder:
            return
        if holder == HOST_SEAT:
            raise TableError("not_host", f"Only the host can {what}.")
        host, stand_in = self._seats.players[HOST_SEAT].name, self._seats.players[holder].name
        raise TableError("not_host", f"While {host} is away, only {stand_in} can {what}.")

    def _require_turn(self, seat: int, now: float) -> Round:
        self._seats.get(seat)
        if self.phase != "round":
            raise TableError("wrong_phase", "No round is being played right now.")
        rnd = self._course.current()
        if rnd.turn != seat:
            turn = rnd.turn
            name = "someone else" if turn is None else self._seats.players[turn].name
            raise TableError("not_your_turn", f"It's {name}'s turn, not yours.")
        ends = self._clocks.turn_ends
        if ends is not None and now >= ends:
            # The clock decides, even if advance() has not caught up with it yet.
            raise TableError("not_your_turn", "Your time ran out: the table plays for you.")
        return rnd

    def _apply(self, event: Last, at: float) -> None:
        self._course.apply(event, at)
        self._changed(at)

    # -- snapshots, export and restore ---------------------------------------------------

    def snapshot(self, seat: int | None, now: float, *, whole: bool = True) -> State:
        """What ``seat`` may see now (decisions.md 25); cheap, as it runs four times per move.
        ``None`` is no seat: what the whole table may know, which is what a watcher sees.

        Without ``whole``, the round's moves are left out, and mid-round the game's finished
        rounds, for a connection that already holds them (docs/protocol.md, ``moves``).
        """
        if seat is not None:
            self._seats.get(seat)
        return self._snapshots.build(self, seat, now, whole=whole)

    def export(self, now: float | None = None) -> dict[str, Any]:
        """Everything needed to rebuild this table, as plain JSON-able data.

        Clocks are saved as the time they have left at ``now``, by default the moment of the
        last change (when a journal would write it down).
        """
        return journal.export_table(self, now)

    @classmethod
    def restore(
        cls, data: dict[str, Any], now: float, *, rng: random.Random | None = None
    ) -> Table:
        """Rebuilds a table from :meth:`export`; clocks resume with the time they had left."""

        def build(saved: journal.SavedTable, players: list[Player], game: Game | None) -> Table:
            t = cls(
                code=saved.code,
                target=saved.target,
                time_scale=saved.time_scale,
                rng=rng,
                table_name=saved.table_name,
                now=now,
            )
            t._resume_saved(saved, players, game, now)
            if saved.seal_key:
                key = bytes.fromhex(saved.seal_key)
                if len(key) != 32:
                    raise ValueError(f"a sealing key of {len(key)} bytes")
                t.seal_key = key
            t.resumed = True
            return t

        return journal.restore_table(data, build)

    def _resume_saved(
        self, saved: journal.SavedTable, players: list[Player], game: Game | None, now: float
    ) -> None:
        self._seats.players[:] = players
        self._course.resume(game, saved.turn_left, saved.break_left, now)
        if self.phase == "lobby":
            # A lobby seat still away gets the whole grace from the restart: the host's own
            # downtime must not cost anyone their place.
            for p in players:
                if not p.connected:
                    p.freed_at = self._clocks.grace_end(now)
        if self.phase != saved.phase:
            raise ValueError(f"the rounds say {self.phase!r} but the phase says {saved.phase!r}")
        self.version = saved.version
        self.changed_at = now
