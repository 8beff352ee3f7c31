"""What every screen is told when a host back from a journal behind its players cannot get
the game back from their apps: the reason that applies, from the hellos as they arrive."""

from __future__ import annotations

import json
import random

from dominos.net.host.rebuilding import Rebuilding
from dominos.net.wire.messages import PROTOCOL_VERSION, Hello
from dominos.table import Table
from dominos.table.state import Recovery

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
