"""The journal in SQLite: a host that dies at any change comes back with the same table."""

from __future__ import annotations

import contextlib
import logging
import random
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from dominos.engine import FULL_SET, Match, Tile, deal
from dominos.table import LOBBY_GRACE_SECONDS, RESUMED_SECONDS, Table
from dominos.table.saved_tables import resumable
from dominos.table.store import FILE_NAME, TableStore
from tests.helpers.dying import abandon
from tests.helpers.rounds import replay_moves

CODE = "ABC234"
NAMES = ("Ann", "Bob", "Cy", "Di")


@pytest.fixture(autouse=True)
def _closed_stores(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every store a test opens is closed when the test ends, so no SQLite connection is left
    to the garbage collector. A test that plays a host's death only drops the store's lock,
    as the system does for a dead process; the old connection stays open until the end, so
    the next store opens the file as a crash leaves it (the write-ahead log not yet folded
    in, which closing the last connection would do)."""
    opened: list[TableStore] = []
    real_open = TableStore.open

    def tracked(state_dir: Path | str | None = None) -> TableStore:
        store = real_open(state_dir)
        opened.append(store)
        return store

    monkeypatch.setattr(TableStore, "open", tracked)
    yield
    for store in opened:
        store.close()


def seated(rng: random.Random, target: int = 100, now: float = 0.0) -> tuple[Table, list[str]]:
    table = Table(code=CODE, target=target, rng=rng, table_name="Kitchen", now=now)
    return table, [table.join(name, CODE, now)[1] for name in NAMES]


def act(table: Table, now: float, rng: random.Random) -> None:
    """One step of a game: a random legal move, the break cut short, or a rematch."""
    if table.phase == "break":
        table.next_round(0, now)
        return
    if table.phase == "over":
        table.new_game(0, 100, now)
        return
    seat = table.turn
    assert seat is not None
    view = table.snapshot(seat, now)
    if view.ends is None:
        table.play(seat, Tile(*rng.choice(view.hand)), None, now)
        return
    left, right = view.ends
    options = [(t, e) for t in view.hand for e, n in (("left", left), ("right", right)) if n in t]
    if not options:
        table.pass_turn(seat, now)
    else:
        tile, end = rng.choice(options)
        table.play(seat, Tile(*tile), end, now)


def views(table: Table, now: float) -> list[object]:
    """What the four seats see, leaving out who is connected (a restart drops everyone)."""
    out: list[object] = []
    for seat in range(table.seat_count):
        s = table.snapshot(seat, now)
        out.append((s.phase, s.hand, s.line, s.scores, s.round, s.turn, s.last, s.rounds))
        out.append([(i.name, i.hand_size, i.passed_on) for i in s.seats])
    return out


def test_a_host_killed_after_any_change_resumes_the_same_table(tmp_path: Path) -> None:
    rng = random.Random(5)
    live, tokens = seated(random.Random(1))
    store = TableStore.open(tmp_path)
    store.start(live, table_id="t1", port=47474)
    live.start(0, 0.0)
    store.record(live)
    now = 0.0
    restarts = 0
    over = 0
    while over < 2:
        now += 1.0
        act(live, now, rng)
        store.record(live)
        over += live.phase == "over"
        if rng.random() < 0.15:
            # The process dies: nothing is closed, the lock goes with it.
            abandon(store)
            store = TableStore.open(tmp_path)
            info = store.resumable()
            if live.phase == "over":
                assert info is None, "a finished game is not offered"
            else:
                assert info is not None and info.table_id == "t1" and info.port == 47474
            back = store.resume("t1", now + 500.0)
            assert views(back, now + 500.0) == views(live, now)
            assert [back.seat_of(t) for t in tokens] == [0, 1, 2, 3]
            assert not any(back.is_connected(s) for s in range(4))
            assert back.version == live.version and back.code == live.code
            if live.phase == "round":
                # The turn resumes with the time it had left at the last change (nobody
                # wrote the clock down since), and never with less than a few seconds.
                left = (live.next_deadline() or 0) - live.changed_at
                left = max(left, RESUMED_SECONDS)
                assert back.next_deadline() == pytest.approx(now + 500.0 + left)
            # The game goes on at the resumed table, on the new process's clock.
            live, now = back, now + 500.0
            restarts += 1
    assert restarts > 5
    games = store.finished_games("t1")
    assert [g.game for g in games] == [1, 2]
    assert games[0].names == NAMES and games[0].winner in (0, 1)
    assert games[0].scores is not None and max(games[0].scores) >= 100
    # Every deal, move and result is kept: replaying the moves gives the recorded results.
    match = Match(games[0].target)
    for rnd in games[0].rounds:
        assert sorted(Tile(*t) for h in rnd.hands for t in h) == sorted(FULL_SET)
        replay_moves(match.start_round(hands=[[Tile(*t) for t in h] for h in rnd.hands]), rnd.moves)
        result = match.end_round()
        assert rnd.result is not None
        assert (result.winning_team, result.points) == (rnd.result.winning_team, rnd.result.points)
    assert match.scores == games[0].scores
    store.close()


def test_a_seat_given_up_after_a_game_is_journaled_and_the_next_game_is_a_new_one(
    tmp_path: Path,
) -> None:
    table, tokens = seated(random.Random(2), target=50)
    store = TableStore.open(tmp_path)
    store.start(table, table_id="t3", port=1)
    table.start(0, 0.0)
    now, rng = 1.0, random.Random(4)
    while table.phase != "over":
        act(table, now, rng)
        store.record(table)
        now += 1
    table.leave(1, now)  # Bob gives his seat up: back in the lobby with three
    store.record(table)
    store._lock_release()
    info = resumable(tmp_path)
    assert info is not None and info.phase == "lobby" and info.names == ("Ann", "Cy", "Di")
    back = TableStore.open(tmp_path)
    table = back.resume("t3", now + 10)
    assert table.phase == "lobby" and table.names() == ["Ann", "Cy", "Di"]
    for token in (tokens[0], *tokens[2:]):
        table.resume(token, now + 10)  # the three come back to the restarted host
    table.join("Eve", CODE, now + 11)
    table.start(0, now + 12)
    back.record(table)
    now += 13
    while table.phase != "over":
        act(table, now, rng)
        back.record(table)
        now += 1
    games = back.finished_games("t3")
    assert [g.game for g in games] == [1, 2]
    assert games[0].names == NAMES and games[1].names == ("Ann", "Cy", "Di", "Eve")
    back.close()


def test_a_finished_or_closed_table_is_not_offered(tmp_path: Path) -> None:
    table, _ = seated(random.Random(2), target=50)
    store = TableStore.open(tmp_path)
    store.start(table, table_id="t2", port=1)
    assert store.resumable() is None  # this very host still holds it
    table.start(0, 0.0)
    store.record(table)
    abandon(store)
    info = resumable(tmp_path)
    assert info is not None and info.phase == "round" and info.names == NAMES
    now = 1.0
    rng = random.Random(3)
    while table.phase != "over":
        act(table, now, rng)
        store.record(table)
        now += 1
    assert resumable(tmp_path) is None, "a finished game is not offered"
    table.new_game(0, 100, now)
    store.record(table)
    info = resumable(tmp_path)
    assert info is not None and info.round == 1 and info.scores == (0, 0), "a rematch is"
    store.close_table()
    assert resumable(tmp_path) is None, "a table closed on purpose is not offered"
    store.close()


def test_the_resume_offer_shows_where_the_game_stands(tmp_path: Path) -> None:
    table, _ = seated(random.Random(4))
    store = TableStore.open(tmp_path)
    store.start(table, table_id="t3", port=5000)
    table.start(0, 0.0)
    rng = random.Random(1)
    while table.round_number < 2 or table.phase != "round":
        act(table, 1.0, rng)
        store.record(table)
    store.close()
    info = resumable(tmp_path)
    assert info is not None
    assert (info.table_name, info.code, info.port, info.round) == ("Kitchen", CODE, 5000, 2)
    assert info.scores == table.scores and sum(info.scores) > 0


def test_a_damaged_file_is_moved_aside_with_a_sentence(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"this is not a database" * 100)
    store = TableStore.open(tmp_path)
    assert store.notice is not None and "moved to" in store.notice
    assert any(p.name.startswith(f"{FILE_NAME}.damaged-") for p in tmp_path.iterdir())
    table, _ = seated(random.Random(1))
    store.start(table, table_id="t4", port=1)
    store.close()
    assert TableStore.open(tmp_path).notice is None, "the new file is sound"


def test_a_file_from_a_newer_version_is_kept_aside_untouched(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / FILE_NAME)
    db.execute("PRAGMA user_version = 99")
    db.close()
    store = TableStore.open(tmp_path)
    assert store.notice is not None and "newer version" in store.notice
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1
    with contextlib.closing(sqlite3.connect(aside[0])) as kept:
        assert kept.execute("PRAGMA user_version").fetchone() == (99,)


def test_a_directory_that_cannot_hold_a_file_still_hosts(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    store = TableStore.open(blocker / "state")  # a directory under a plain file
    assert store.path is None and store.notice is not None and "survive" in store.notice
    table, _ = seated(random.Random(1))
    store.start(table, table_id="t5", port=1)
    table.start(0, 0.0)
    # Every write says that nothing reaches the disk, so the host can tell its players.
    with pytest.raises(OSError, match="survive"):
        store.record(table)
    assert resumable(blocker / "state") is None


def test_a_journal_whose_moves_break_the_rules_is_refused_once(tmp_path: Path) -> None:
    table, _ = seated(random.Random(6))
    store = TableStore.open(tmp_path)
    store.start(table, table_id="t6", port=1)
    table.start(0, 0.0)
    rng = random.Random(2)
    for _ in range(6):
        act(table, 1.0, rng)
        store.record(table)
    store.close()
    db = sqlite3.connect(tmp_path / FILE_NAME)
    db.execute("UPDATE moves SET seat = (seat + 1) % 4 WHERE n = 3")
    db.commit()
    db.close()
    store = TableStore.open(tmp_path)
    assert store.resumable() is not None
    with pytest.raises(ValueError, match=r"cannot be resumed.*out of turn"):
        store.resume("t6", 0.0)
    assert store.resumable() is None, "a damaged table is not offered again"


def test_nothing_is_written_when_nothing_changed(tmp_path: Path) -> None:
    table, _ = seated(random.Random(1))
    store = TableStore.open(tmp_path)
    store.start(table, table_id="t7", port=1)
    # Rows the file was asked to change: no public count, and a read of the file can't tell
    # a row rewritten with the same values from one left alone.
    db = store._db
    before = db.total_changes
    store.record(table)
    assert db.total_changes == before
    table.start(0, 0.0)
    store.record(table)
    # A deal and the table's row: the journal appends, it never rewrites the game.
    assert db.total_changes - before == 3


def test_a_write_lost_at_the_end_of_a_game_does_not_mix_two_games(tmp_path: Path) -> None:
    """Even when the write of "game over" fails and the rematch deals the very same hands,
    the next write knows a new game began."""
    hands = [list(h) for h in deal(random.Random(3))]
    table = Table(code=CODE, target=50, rng=random.Random(1), dealer=lambda _: hands)
    for name in NAMES:
        table.join(name, CODE, 0.0)
    store = TableStore.open(tmp_path)
    store.start(table, table_id="t8", port=1)
    table.start(0, 0.0)
    store.record(table)
    # The disk fails in the one write a game's end makes: the store's own writer is wrapped,
    # as no public seam lets a test fail one write and not the next.
    real_write = store._write
    failed: list[int] = []

    def flaky(t: Table, c: object) -> None:
        if t.phase == "over" and not failed:
            failed.append(t.version)
            raise sqlite3.OperationalError("disk I/O error")
        real_write(t, c)  # type: ignore[arg-type]

    store._write = flaky  # type: ignore[method-assign]
    rng = random.Random(4)
    for game in (1, 2):
        while table.phase != "over":
            act(table, 1.0, rng)
            with contextlib.suppress(sqlite3.OperationalError):
                store.record(table)  # the one failure is at game over
        if game == 1:
            table.new_game(0, 50, 2.0)
            store.record(table)
    assert failed
    games = store.finished_games("t8")
    assert [g.game for g in games] == [1, 2]
    for g in games:
        match = Match(g.target)
        for rnd in g.rounds:
            replay_moves(
                match.start_round(hands=[[Tile(*t) for t in h] for h in rnd.hands]), rnd.moves
            )
            match.end_round()
        assert match.scores == g.scores and match.winner == g.winner


def test_an_unreadable_row_offers_nothing_instead_of_failing(tmp_path: Path) -> None:
    table, _ = seated(random.Random(1))
    store = TableStore.open(tmp_path)
    store.start(table, table_id="t9", port=1)
    store.close()
    db = sqlite3.connect(tmp_path / FILE_NAME)
    db.execute("UPDATE tables SET seats = 'not json'")
    db.commit()
    db.close()
    assert resumable(tmp_path) is None
    store = TableStore.open(tmp_path)
    assert store.resumable() is None
    with pytest.raises(ValueError, match="cannot be resumed"):
        store.resume("t9", 0.0)
    store.close()


def test_a_given_table_is_found_even_when_another_is_more_recent(tmp_path: Path) -> None:
    stores = []
    for tid in ("older", "newer"):
        table, _ = seated(random.Random(1))
        store = TableStore.open(tmp_path)
        store.start(table, table_id=tid, port=1)
        abandon(store)  # both hosts died
        stores.append(store)
    info = resumable(tmp_path)
    assert info is not None and info.table_id == "newer"
    older = resumable(tmp_path, "older")
    assert older is not None and older.table_id == "older"
    stores[1].close_table("newer")
    assert resumable(tmp_path, "newer") is None
    assert not (tmp_path / "table-newer.lock").exists(), "a closed table leaves no lock"
    for store in stores:
        store.close()


def journaling_a_round(tmp_path: Path, table_id: str, seed: int) -> TableStore:
    """A store in ``tmp_path`` holding a table whose first round is under way."""
    table, _ = seated(random.Random(seed))
    store = TableStore.open(tmp_path)
    store.start(table, table_id=table_id, port=1)
    table.start(0, 0.0)
    store.record(table)
    return store


def test_the_journal_is_readable_by_its_owner_alone(tmp_path: Path) -> None:
    """It holds every seat's token and the code: another user of the machine could take a seat."""
    journaling_a_round(tmp_path, "t8", 2)
    written = [p for p in tmp_path.iterdir() if p.name.startswith(FILE_NAME)]
    assert {p.name for p in written} >= {FILE_NAME, f"{FILE_NAME}-wal"}
    for path in written:
        assert not open_to_others(path), f"{path.name} is open to others"


def open_to_others(path: Path) -> bool:
    """Whether users other than the owner may read ``path``: its mode on Linux and macOS; on
    Windows, whose modes say nothing of that, its access list, which a file in the user's
    own data folder inherits (granting the user, SYSTEM and administrators only)."""
    if sys.platform != "win32":
        return bool(path.stat().st_mode & 0o077)
    listing = subprocess.run(
        ["icacls", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return any(who in listing for who in ("Everyone", "BUILTIN\\Users", "Authenticated Users"))


def test_a_lobby_resumed_from_the_journal_gives_each_seat_the_grace_afresh(
    tmp_path: Path,
) -> None:
    """After a host restart in the lobby nobody is connected yet: each seat is held for the
    whole grace from the restart, and seats freed after it are journaled like departures."""
    live, tokens = seated(random.Random(1))
    store = TableStore.open(tmp_path)
    store.start(live, table_id="t1", port=47474)
    store.record(live)
    abandon(store)  # the host dies
    store = TableStore.open(tmp_path)
    back = store.resume("t1", 1000.0)
    assert back.next_deadline() == pytest.approx(1000.0 + LOBBY_GRACE_SECONDS)
    assert not back.advance(1000.0) and back.seat_count == 4
    back.resume(tokens[0], 1001.0)
    back.resume(tokens[3], 1002.0)
    store.record(back)
    assert back.advance(1000.0 + LOBBY_GRACE_SECONDS)
    assert back.names() == ["Ann", "Di"]
    store.record(back)
    abandon(store)  # and dies again: the freed seats stay freed
    store = TableStore.open(tmp_path)
    again = store.resume("t1", 5000.0)
    assert again.names() == ["Ann", "Di"]
    assert [again.seat_of(t) for t in tokens] == [0, None, None, 1]
    store.close()


def test_a_round_dealt_again_forgets_its_moves_on_disk_too(tmp_path: Path) -> None:
    rng = random.Random(6)
    live, _ = seated(random.Random(2))
    store = TableStore.open(tmp_path)
    store.start(live, table_id="t1", port=47474)
    live.start(0, 0.0)
    for now in (1.0, 2.0, 3.0):
        act(live, now, rng)
        store.record(live)
    dealt = live.records[-1].hands
    live.restart_round(4.0)
    store.record(live)
    act(live, 5.0, rng)
    store.record(live)
    abandon(store)
    back = TableStore.open(tmp_path).resume("t1", 10.0)
    assert back.records[-1].hands == dealt
    assert back.records[-1].events == live.records[-1].events and len(live.records[-1].events) == 1
    assert views(back, 10.0) == views(live, 5.0)


def test_a_table_the_journal_never_held_is_told_from_one_it_closed(tmp_path: Path) -> None:
    live, _ = seated(random.Random(3))
    store = TableStore.open(tmp_path)
    store.start(live, table_id="t1", port=47474)
    store.close_table()
    # Closed (or finished, or damaged) is known: nothing to say. Never heard of is lost.
    assert store.knows("t1") and not store.knows("t2")
    store.close()
    (tmp_path / FILE_NAME).write_bytes(b"")
    for extra in ("-wal", "-shm"):
        (tmp_path / f"{FILE_NAME}{extra}").unlink(missing_ok=True)
    assert not TableStore.open(tmp_path).knows("t1")


def refusing_to_close(tmp_path: Path) -> TableStore:
    """A store journaling a round under way as ``t1``, whose file refuses to mark it closed."""
    store = journaling_a_round(tmp_path, "t1", 5)

    def refused(table_id: str) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    store._close = refused  # type: ignore[method-assign]  # the one write that fails
    return store


def test_a_table_closed_while_the_disk_fails_is_not_offered_as_if_it_had_crashed(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The host chose to close it: a disk refusing to record that says so once in the log,
    and the next launch does not offer the table back, recording the close once it can."""
    store = refusing_to_close(tmp_path)
    with caplog.at_level(logging.INFO, logger="dominos.table.store"):
        assert store.close_table() is None, "the table is still kept from being offered"
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and "disk I/O error" in errors[0], errors
    assert resumable(tmp_path) is None, "a table closed on purpose is not offered again"
    assert resumable(tmp_path, "t1") is None
    # The disk works again: the close is in the file now, and nothing is left beside it.
    db = sqlite3.connect(tmp_path / FILE_NAME)
    try:
        assert db.execute("SELECT status FROM tables WHERE id = 't1'").fetchone() == ("closed",)
    finally:
        db.close()
    assert not list(tmp_path.glob("table-t1.*"))


def test_a_close_the_disk_refuses_entirely_is_returned_for_the_host_to_hear(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """When nothing at all can be written, the table may well be offered again: the host is
    told so (one error line, and the sentence returned) rather than left to be surprised."""
    store = refusing_to_close(tmp_path)
    # The mark beside the file goes where no folder is: it cannot be written either.
    store._closed_mark = lambda table_id: tmp_path / "gone" / "mark"  # type: ignore[method-assign]
    with caplog.at_level(logging.INFO, logger="dominos.table.store"):
        problem = store.close_table()
    assert problem is not None and "disk I/O error" in problem and "offered" in problem
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == [problem]
    info = resumable(tmp_path)
    assert info is not None and info.table_id == "t1", "what the host was told is so"
