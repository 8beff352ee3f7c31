"""What every screen is told when a host back from a journal behind its players cannot get
the game back from their apps: the reason that applies, from the hellos as they arrive."""

from __future__ import annotations

import copy
import json
import random

import msgspec

from dominos.net.app.returning import Memory
from dominos.net.host.rebuilding import Rebuilding
from dominos.net.host.vouching import Seals
from dominos.net.wire.messages import PROTOCOL_VERSION, Hello
from dominos.table import Table
from dominos.table.state import Recovery
from tests.helpers.tables import step

CODE = "ABC234"


def test_apps_still_in_the_lobby_are_said_to_know_nothing_of_the_game_not_to_disagree() -> None:
    """The host stopped just after dealing round 1, its journal still in the lobby; only
    seat 0's app got the deal, the other three still show the lobby. Nobody contradicts
    anybody: too few apps saw the deal to prove it, and the table stays in the lobby."""
    live = Table(code=CODE, target=100, rng=random.Random(4))
    tokens = [live.join(name, CODE, 0.0)[1] for name in ("Ann", "Bob", "Cy", "Di")]
    lobby_version = live.version
    journal = Table.restore(json.loads(json.dumps(live.export(now=0.0))), 50.0)
    live.start(0, 1.0)
    dealt = live.snapshot(0, 1.0)
    rebuilding = Rebuilding()
    back = Hello(
        protocol=PROTOCOL_VERSION, resume=tokens[0], seen=dealt.version, round=dealt.round,
        moves=dealt.moves, opener=dealt.opener, scores=dealt.scores, hand=dealt.hand,
    )  # fmt: skip
    assert rebuilding.wants(journal, back)
    rebuilding.gather(journal, 0, back, 50.0)
    for seat in (1, 2, 3):
        in_the_lobby = Hello(
            protocol=PROTOCOL_VERSION, resume=tokens[seat], seen=lobby_version, round=0
        )
        assert rebuilding.wants(journal, in_the_lobby)
        rebuilding.gather(journal, seat, in_the_lobby, 51.0)
    assert rebuilding.ready(51.0)
    assert rebuilding.settle(journal, 51.0, tell=lambda: None)
    assert rebuilding.notice(journal) == Recovery("failed", "unseen", (1, 2, 3), False)
    state = journal.snapshot(1, 51.0)
    assert state.phase == "lobby" and state.version > dealt.version


def test_the_table_waits_for_the_apps_at_most_once_per_restart_and_never_unrestarted() -> None:
    """Only a table restored from its journal waits, and only once: an app proving a later
    round again after that (one that stayed away, say) cannot hold the table a second time."""
    live = Table(code=CODE, target=100, rng=random.Random(4))
    tokens = [live.join(name, CODE, 0.0)[1] for name in ("Ann", "Bob", "Cy", "Di")]
    live.start(0, 1.0)
    journal = Table.restore(json.loads(json.dumps(live.export(now=1.0))), 50.0)
    assert journal.resumed and not live.resumed
    later = Hello(
        protocol=PROTOCOL_VERSION, resume=tokens[0], seen=journal.version + 5,
        round=journal.round_number + 1,
    )  # fmt: skip
    assert not Rebuilding(armed=live.resumed).wants(live, later)
    rebuilding = Rebuilding(armed=journal.resumed)
    assert rebuilding.wants(journal, later)
    rebuilding.gather(journal, 0, later, 50.0)
    assert rebuilding.settle(journal, 81.0, tell=lambda: None)  # nobody else came back
    again = Hello(
        protocol=PROTOCOL_VERSION, resume=tokens[3], seen=journal.version + 9,
        round=journal.round_number + 1,
    )  # fmt: skip
    assert not rebuilding.wants(journal, again) and not rebuilding.holding


def _sealed_evening() -> tuple[Table, Table, list[list[str]], list[Memory], Memory]:
    """A table played into round 3 with every state sealed and kept by each seat's app as
    the app keeps it; its journal stopped in round 1; and seat 2's app as it was four moves
    before (restored from an older copy)."""
    live = Table(code=CODE, target=500, rng=random.Random(5))
    tokens = [[live.join(name, CODE, 0.0)[1]] for name in ("Ann", "Bob", "Cy", "Di")]
    live.start(0, 0.0)
    seals = Seals(live.seal_key)
    apps = [Memory() for _ in range(4)]
    journal = None
    older = None
    while live.round_number < 3 or len(live.records[-1].events) < 6:
        if live.phase == "break":
            live.next_round(0, 0.0)
        else:
            step(live)
        for seat, app in enumerate(apps):
            state = live.snapshot(seat, 0.0)
            seal, round_seal = seals.stamp(live, state)
            app.remember(msgspec.structs.replace(state, seal=seal, round_seal=round_seal))
        if journal is None and live.round_number == 1 and live.version > 20:
            journal = Table.restore(json.loads(json.dumps(live.export(now=0.0))), 50.0)
        if older is None and live.round_number == 3 and len(live.records[-1].events) == 2:
            older = copy.deepcopy(apps[2])
    assert journal is not None and older is not None and live.phase == "round"
    return live, journal, tokens, apps, older


def test_an_older_proven_claim_knows_less_and_a_forged_longer_one_does_not_win() -> None:
    """Seat 2's app says, sealed, what it saw four moves ago; seat 3's claims a round further
    than anyone saw, under a seal it made up. The first is a point the others' story went
    through; the second is dropped whole, so seat 3 counts as back knowing nothing. The
    three proven stories rebuild the table where the players left it."""
    live, journal, tokens, apps, older = _sealed_evening()
    seals = Seals(journal.seal_key)  # a host restarted from the journal keeps the key
    honest = [app.resume_hello(tokens[seat][0]) for seat, app in enumerate(apps)]
    old = older.resume_hello(tokens[2][0])
    assert old.round == 3 and len(old.moves) == 2 and seals.proves(2, old)
    real = honest[3]
    assert real.seen is not None and real.round is not None
    forged = msgspec.structs.replace(real, seen=real.seen + 50, round=real.round + 1, moves=())
    hellos = [honest[0], honest[1], old, forged]
    rebuilding = Rebuilding(armed=journal.resumed)
    for seat, hello in enumerate(hellos):
        vouched, dropped = seals.vouched(seat, hello)
        assert (dropped is not None) == (seat == 3)
        assert rebuilding.wants(journal, vouched)
        rebuilding.gather(journal, seat, vouched, 50.0 + seat)
    assert rebuilding.ready(53.0)
    assert not rebuilding.settle(journal, 53.0, tell=lambda: None)  # rebuilt, not gone back
    assert rebuilding.notice(journal) is None
    assert (journal.round_number, journal.scores) == (live.round_number, live.scores)
    for seat in range(4):
        a, b = live.snapshot(seat, 0.0), journal.snapshot(seat, 53.0)
        assert (a.hand, a.moves, a.line, a.turn) == (b.hand, b.moves, b.line, b.turn)
