"""What a returning app tells a host that may have lost rounds: the rounds it kept, each
deal as dealt, within what a host reads in one line, and never the older table a host
shows while it waits to be rebuilt."""

from __future__ import annotations

import msgspec

from benchmarks.long_game import client_that_saw, played_table
from dominos.net.wire.messages import encode, encode_part
from dominos.table.state import Recovery

LINE_LIMIT = 65_536


def test_the_app_keeps_each_finished_round_as_dealt() -> None:
    table, states = played_table(3)
    client = client_that_saw(states)
    hello = client.memory.resume_hello(client.token)
    assert [p.round for p in hello.past] == [1, 2, 3]
    for kept, record in zip(hello.past, table.records, strict=True):
        assert [set(h) for h in kept.hands] == [{t.pair for t in h} for h in record.hands]
        assert list(kept.moves) == record.events and kept.opener == record.opener
    assert hello.scores == table.scores and hello.round == 3


def test_a_long_game_fits_in_one_line_with_its_latest_rounds() -> None:
    table, states = played_table(100)  # a game to 500, played to its end
    client = client_that_saw(states)
    whole = client.memory.resume_hello(client.token)
    assert len(encode(whole)) + 1 < LINE_LIMIT
    rounds = [p.round for p in whole.past]
    assert rounds == list(range(rounds[0], table.round_number + 1)) and len(rounds) >= 20
    # Within a smaller budget, the latest rounds still, in order.
    client.memory.past_bytes = 8_000
    capped = client.memory.resume_hello(client.token)
    rounds = [p.round for p in capped.past]
    assert rounds == list(range(rounds[0], table.round_number + 1)) and rounds[0] > 1
    assert sum(len(encode_part(p)) for p in capped.past) <= 8_000


def test_the_older_table_shown_while_the_host_waits_changes_nothing_the_app_tells() -> None:
    _, states = played_table(2)
    client = client_that_saw(states)
    before = client.memory.resume_hello(client.token)
    older = msgspec.structs.replace(
        states[5],
        version=before.seen + 3,  # type: ignore[operator]
        recovery=Recovery("waiting", seats=(2,)),
    )
    client.deliver(older)
    assert client.memory.resume_hello(client.token) == before
