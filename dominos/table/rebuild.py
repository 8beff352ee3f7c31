"""A game the journal lost whole rounds of, taken back from the four players' apps.

A host restarted from a journal rounds behind what its players saw (a write-ahead log cut
short, a disk that refused the last writes) cannot take one app's word for what it lost:
an app knows the public story of the game and its own hand, nothing more. So the table waits
for all four to come back, and rebuilds only what they prove together:

- they agree on the public story: the round, its opener, the scores and every move of it,
  and each finished round since the journal's last one that more than one of them sends
  (every hand is revealed when a round ends, so each app knows those deals and moves alike,
  and an app that sent fewer of the oldest over a slow link leaves them to the others).
  The story is the one told last (the highest version); an app that tells an earlier
  point of it (restored from an older copy, or it missed the last states before the host
  stopped) knows less, which is not disagreeing: its round, opener, moves so far and the
  scores then must be the story's own at that point, or the apps disagree;
- the four hands they hold now, plus the tiles each seat laid, are a deal of the 28 tiles
  (an app that saw fewer moves of the round under way still proves its own deal: its hand
  then plus what it had laid; one seat whose app knows nothing of that round, restarted
  since as a host's own app is after a crash, still in the lobby when the game started, or
  back from a copy of an earlier round, holds the tiles the other three deals leave, and
  the deal must still hold seven tiles in each hand);
- every round then replays by the rules from the journal's own position (the journal's
  deal and moves come first), and ends with the scores the apps saw, never lower than the
  journal's since rounds only add points.

Anything short of that (a seat not back in time, two apps back knowing nothing, or two
knowing nothing of the round under way, two stories, a deal or a move the rules refuse, a
journal so far behind that its oldest lost rounds no longer fit in what the apps send) is
refused with the reason, and the table goes on from the journal.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from dominos.engine import FULL_SET, Tile
from dominos.table.journal import SavedRound
from dominos.table.state import (
    Last,
    RebuildFailure,
    Recovery,
    SeenRound,
    WireTile,
)
from dominos.table.table import Table

__all__ = ["Claim", "Gathering", "Refused", "plan"]

SEATS = 4


@dataclass(frozen=True, slots=True)
class Claim:
    """What one returning app says it saw last: the public story and its own hand."""

    seen: int
    round: int
    opener: int | None
    scores: tuple[int, int] | None
    moves: tuple[Last, ...]
    #: The seat's own tiles, while its round is under way.
    hand: tuple[WireTile, ...]
    #: The finished rounds of this game the app holds, each deal and move.
    past: tuple[SeenRound, ...]

    def public(self) -> tuple[object, ...]:
        """What every seat saw alike, so four honest apps tell it identically."""
        return (self.round, self.opener, self.scores, self.moves)


class Refused(Exception):
    """The apps do not prove what the journal lost; ``reason`` says which way."""

    def __init__(self, reason: RebuildFailure, why: str, seats: tuple[int, ...] = ()) -> None:
        super().__init__(why)
        self.reason: RebuildFailure = reason
        self.seats = seats


@dataclass(slots=True)
class Gathering:
    """The returning seats' claims, collected while the table waits for all four.

    A seat back with nothing to say (an app restarted since) counts as back without proof.
    """

    started: float
    deadline: float
    claims: dict[int, Claim | None] = field(default_factory=dict)

    def add(self, seat: int, claim: Claim | None) -> None:
        # A claim once given stays: an app back a second time without one lost nothing.
        if claim is not None or seat not in self.claims:
            self.claims[seat] = claim

    @property
    def missing(self) -> tuple[int, ...]:
        return tuple(s for s in range(SEATS) if s not in self.claims)

    @property
    def complete(self) -> bool:
        return not self.missing

    def waiting(self) -> Recovery:
        return Recovery("waiting", seats=self.missing)


def plan(table: Table, claims: Mapping[int, Claim | None], now: float) -> list[SavedRound]:
    """The rounds that carry ``table`` from its journal to what the four apps saw, each
    checked (on a copy of the table) by the rules; raises :class:`Refused` saying why not."""
    away = tuple(s for s in range(SEATS) if s not in claims)
    if away:
        raise Refused("away", "not every seat came back", away)
    known = [_knowing(claims[s]) for s in range(SEATS)]
    blank = tuple(s for s in range(SEATS) if known[s] is None)
    if len(blank) > 1:
        raise Refused("unseen", "more than one app came back knowing nothing of the game", blank)
    told = [c for c in known if c is not None]
    # The furthest story is the one told last: versions only grow along one story, and a
    # story the table left behind (a round dealt again after an earlier loss) was told
    # before every version of the one that followed it.
    story = max(told, key=lambda c: c.seen)
    if any(c.seen == story.seen and c.public() != story.public() for c in told):
        raise Refused("disagree", "the apps saw different rounds, scores or moves")
    finished = sum(1 for r in table.records if r.result is not None)
    # An app on a slow link may send fewer of the oldest rounds than the others: each round
    # is public, so any app's account of it does, as long as no other tells it otherwise.
    past: dict[int, SeenRound] = {}
    for c in told:
        for p in c.past:
            if p.round > finished and past.setdefault(p.round, p) != p:
                raise Refused("disagree", "the apps hold different finished rounds")
    last = story.round if story.round in past else story.round - 1
    wanted = list(range(finished + 1, last + 1))
    if sorted(past) != wanted:
        if past and sorted(past) == wanted[-len(past) :]:
            # All agree up to now, but the oldest rounds lost are gone from every app too.
            raise Refused(
                "too_far", f"the apps no longer hold rounds {finished + 1} to {min(past) - 1}"
            )
        raise Refused("disagree", f"the apps do not hold every round after round {finished}")
    rounds = [SavedRound(p.hands, p.opener, list(p.moves)) for _, p in sorted(past.items())]
    if story.round not in past:
        rounds.append(_current(known, story))
    trial = Table.restore(table.export(now), now)
    try:
        trial.carry_on(rounds, now)
    except Exception as exc:  # whatever the apps sent, the host refuses it and goes on
        raise Refused("invalid", str(exc) or type(exc).__name__) from None
    if (trial.round_number, trial.scores) != (story.round, story.scores):
        raise Refused("invalid", f"the rounds replayed end with the scores {trial.scores}")
    for seat, knew in enumerate(known):
        if knew is not None and knew.public() != story.public() and not _earlier(knew, trial):
            why = f"seat {seat}'s app saw what the others' story never told"
            raise Refused("disagree", why, (seat,))
    return rounds


def _knowing(claim: Claim | None) -> Claim | None:
    """What an app knows of the game: nothing when it came back restarted, nor when it still
    showed the lobby (round 0, as when the host stopped just after dealing round 1 and only
    some apps got that deal). Neither can contradict the others; both leave them to prove
    the round."""
    return claim if claim is not None and claim.round > 0 else None


def _earlier(claim: Claim, trial: Table) -> bool:
    """Whether ``claim`` is a point the story rebuilt on ``trial`` passed through: an app
    restored from an older copy, or one that missed the last states before the host
    stopped, knows less than the others, which is not disagreeing with them. Its round's
    opener, the moves so far and the scores then must be the story's own."""
    records = trial.records
    if not 1 <= claim.round <= len(records):
        return False
    record = records[claim.round - 1]
    moves = claim.moves
    if claim.opener != record.opener or tuple(record.events[: len(moves)]) != moves:
        return False
    # An app that saw the round end holds its every move, and the scores after it; an
    # app in the middle of it, the scores it started with.
    if record.summary is not None and len(moves) == len(record.events):
        scores = record.summary.scores
    elif claim.round > 1 and (before := records[claim.round - 2].summary) is not None:
        scores = before.scores
    else:
        scores = (0, 0)
    return claim.scores == scores


def _current(claims: list[Claim | None], story: Claim) -> SavedRound:
    """The round under way as dealt: each seat's hand as its app last saw it plus the tiles
    it had laid by then (an app that missed the latest moves still proves its deal). A seat
    whose app knows nothing of this round (restarted since, or restored from a copy of an
    earlier round) holds whatever tiles the other three deals leave; two such seats leave
    the deal unproven."""
    if story.opener is None:
        raise Refused("invalid", "the round under way has no opener")
    dealt: list[list[WireTile] | None] = []
    for seat, c in enumerate(claims):
        if c is None or c.round != story.round:
            dealt.append(None)
            continue
        laid = [m.tile for m in c.moves if m.seat == seat and m.tile is not None]
        dealt.append([*c.hand, *laid])
    unknown = tuple(s for s, d in enumerate(dealt) if d is None)
    if len(unknown) > 1:
        raise Refused("unseen", "more than one app knows nothing of the round under way", unknown)
    if unknown:
        accounted = {_pair(t) for d in dealt if d is not None for t in d}
        dealt[unknown[0]] = [t.pair for t in FULL_SET if t.pair not in accounted]
    try:
        hands = tuple(tuple(sorted(Tile(*t).pair for t in d or ())) for d in dealt)
    except (TypeError, ValueError) as exc:
        raise Refused("invalid", f"a hand holds no real tile: {exc}") from None
    return SavedRound(hands, story.opener, list(story.moves))


def _pair(tile: WireTile) -> tuple[int, ...]:
    return tuple(sorted(tile))
