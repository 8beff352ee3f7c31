"""Every field of every message a seated player can send, with any value at all: out of
range is refused on that connection, and the table and its journal are unchanged.

A table restarted from its journal (the host that could be rebuilding from its apps) is
served in a thread; Ann, Bob and Dan sit at it, and Cat's seat is taken, with her own
token, by connections that say whatever hypothesis picks: a returning ``hello`` with random
values in each of its fields, then commands with random values in each of theirs (never on
Cat's turn, so no legal move can change the game by chance). After each, the game, the
version and the journal's rows are what they were: nothing from the wire reached SQLite.
"""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import threading
import time
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar, cast

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominos.net.app.client import Client
from dominos.net.host.server import Server
from dominos.net.wire.blocking import SecureSocket
from dominos.net.wire.messages import (
    PROTOCOL_VERSION,
    Hello,
    NewGame,
    NextRound,
    Pass,
    Ping,
    Play,
    ReplayRound,
    Start,
)
from dominos.table import Table
from dominos.table.store import FILE_NAME, TableStore
from tests.helpers.tables import CODE, LOOPBACK, step

T = TypeVar("T")
NAMES = ("Ann", "Bob", "Cat", "Dan")
CAT = 2
COMMANDS = {"start": Start, "play": Play, "pass": Pass, "next_round": NextRound}
COMMANDS |= {"new_game": NewGame, "ping": Ping, "replay_round": ReplayRound}

#: Numbers at and past every edge a field has: SQLite's 64 bits, JSON's 2^53, negatives.
edges = st.sampled_from(
    [
        *(0, 1, 3, 4, 6, 7, 28, 29, 128, 129, 10_000, 10_001, 2**31, 2**53, 2**53 + 1),
        *(2**63 - 1, 2**63, 2**63 + 1, 2**64, 2**70, -1, -(2**63), -(2**70)),
    ]
)
numbers = edges | st.integers() | st.floats(allow_nan=False)
scalars = st.none() | st.booleans() | numbers | st.text(max_size=12)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=20,
)
#: Shapes close to the real ones, so values get past the outer type checks.
tiles = st.lists(numbers, min_size=2, max_size=2)
moves = st.lists(
    st.fixed_dictionaries(
        {"kind": st.sampled_from(["play", "pass", "auto_play"]), "seat": numbers},
        optional={"tile": tiles, "end": st.sampled_from(["left", "right", None])},
    ),
    max_size=4,
)
shaped = {
    "seen": numbers,
    "round": numbers,
    "opener": numbers,
    "scores": st.lists(numbers, min_size=2, max_size=2),
    "hand": st.lists(tiles, max_size=9),
    "moves": moves,
    "tile": tiles,
    "target": numbers,
    "seq": numbers,
    "past": st.lists(
        st.fixed_dictionaries(
            {"round": numbers, "opener": numbers, "hands": st.lists(st.lists(tiles), max_size=5)},
            optional={"moves": moves, "seal": st.binary(max_size=20).map(lambda b: b.hex())},
        ),
        max_size=3,
    ),
}


def field_values(kind: type[msgspec.Struct], fixed: dict[str, Any]) -> st.SearchStrategy[Any]:
    """A message of ``kind`` with random values in any of its fields."""
    names = [f.encode_name for f in msgspec.structs.fields(kind) if f.encode_name not in fixed]
    tag = kind.__struct_config__.tag
    return st.fixed_dictionaries(
        {"type": st.just(tag), **{k: st.just(v) for k, v in fixed.items()}},
        optional={n: shaped.get(n, values) | values for n in names},
    )


class Served:
    """The table, its journal and three apps, on a loop of their own in a thread."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.tokens: list[str] = []
        self.call(self._open())

    def call(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(30)

    async def _open(self) -> None:
        table = Table(code=CODE, target=100, time_scale=10.0, rng=random.Random(8))
        self.tokens = [table.join(name, CODE, 0.0)[1] for name in NAMES]
        table.start(0, 0.0)
        while len(table.records[-1].events) < 5 or table.turn == CAT:
            step(table)
        store = TableStore.open(self.tmp)
        store.start(table, table_id="t1", port=0)
        store.close()
        self.store = TableStore.open(self.tmp)
        self.server = Server(self.store.resume("t1", time.monotonic()), journal=self.store)
        await self.server.start(LOOPBACK, 0, fallback=False)
        self.apps = []
        for seat, token in enumerate(self.tokens):
            if seat != CAT:
                app = Client(lambda s: None, lambda e: None, lambda c: None, lambda s: None)
                await app.connect(LOOPBACK, self.server.port, code=CODE, token=token)
                self.apps.append(app)

    async def _game(self) -> tuple[object, ...]:
        table = self.server.table
        rnd = table.current_round
        assert rnd is not None
        hands = tuple(tuple(rnd.hand(s)) for s in range(4))
        events = tuple(table.records[-1].events)
        return (table.phase, table.round_number, table.scores, events, hands, table.turn)

    def game(self) -> tuple[object, ...]:
        return self.call(self._game())

    def journal(self) -> tuple[int, int]:
        """The version the journal holds, and how many moves."""
        db = sqlite3.connect(f"file:{self.tmp / FILE_NAME}?mode=ro", uri=True)
        try:
            version = db.execute("SELECT version FROM tables WHERE id = 't1'").fetchone()[0]
            count = db.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
        finally:
            db.close()
        return int(version), int(count)

    def close(self) -> None:
        async def closing() -> None:
            for app in self.apps:
                await app.close()
            await self.server.close()
            self.store.close()

        self.call(closing())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    table = Served(tmp_path_factory.mktemp("journal"))
    yield table
    table.close()


def as_cat(served: Served, hello: dict[str, Any], commands: list[dict[str, Any]]) -> bool:
    """Says ``hello`` then ``commands`` on a new connection; whether it was seated."""
    with SecureSocket.connect(LOOPBACK, served.server.port, CODE, timeout=10) as sock:
        assert sock.outcome == "established"
        sock.send(json.dumps(hello).encode() + b"\n")
        first = sock.read()
        if first is None or first["type"] == "error":
            assert first is None or first["code"] in ("bad_message", "protocol_mismatch")
            return False
        assert first["type"] == "welcome" and first["seat"] == CAT
        lines = b"".join(json.dumps(c).encode() + b"\n" for c in commands)
        sock.send(lines + b'{"type":"ping","seq":424242}\n')
        while (message := sock.read()) is not None:
            if message["type"] == "pong" and message.get("seq") == 424242:
                break
            assert message["type"] != "error" or message["code"] not in ("too_large",)
        return True


hellos = field_values(Hello, {"protocol": PROTOCOL_VERSION})
commands = st.lists(
    st.sampled_from(sorted(COMMANDS)).flatmap(
        lambda k: field_values(cast("type[msgspec.Struct]", COMMANDS[k]), {})
    ),
    max_size=6,
)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(hello=hellos, sent=commands, clean=st.booleans())
def test_no_value_in_any_field_changes_the_table_or_its_journal(
    served: Served, hello: dict[str, Any], sent: list[dict[str, Any]], clean: bool
) -> None:
    game, (saved, count) = served.game(), served.journal()
    version = served.server.table.version
    # Half the time the hello is Cat's own, untouched, so that her commands are read too.
    hello = {"type": "hello", "protocol": PROTOCOL_VERSION} if clean else hello
    hello["resume"] = served.tokens[CAT]
    as_cat(served, hello, sent)
    time.sleep(0.02)  # the seat's loss, told to the others
    assert served.game() == game
    now = served.server.table.version
    assert version <= now <= version + 4, "the version jumped"
    assert not served.server.room.unsaved
    assert not served.server.rebuilding.holding and served.server.rebuilding.armed
    journal_version, journal_moves = served.journal()
    assert journal_moves == count and saved <= journal_version <= now
