"""The life of a seat's connection as data: every move it allows is made, every other one is
refused and leaves the phase as it was."""

from __future__ import annotations

import itertools

import pytest

from dominos.net.app.lifecycle import TRANSITIONS, Event, ForbiddenTransition, LifeCycle, Phase


def reach(phase: Phase) -> LifeCycle:
    """A life cycle brought to ``phase`` by allowed events only."""
    paths = {
        Phase.IDLE: [],
        Phase.SEATED: [Event.SEATED],
        Phase.RECONNECTING: [Event.SEATED, Event.DROPPED],
        Phase.DONE: [Event.ENDED],
    }
    life = LifeCycle()
    for event in paths[phase]:
        life.handle(event)
    assert life.phase is phase
    return life


ALLOWED = [(p, e, TRANSITIONS[p][e]) for p in Phase for e in TRANSITIONS[p]]
FORBIDDEN = [(p, e) for p, e in itertools.product(Phase, Event) if e not in TRANSITIONS[p]]


def test_a_seat_starts_idle_and_every_phase_says_what_may_follow() -> None:
    assert LifeCycle().phase is Phase.IDLE
    assert set(TRANSITIONS) == set(Phase)


@pytest.mark.parametrize(("phase", "event", "following"), ALLOWED)
def test_every_allowed_move_is_made(phase: Phase, event: Event, following: Phase) -> None:
    life = reach(phase)
    assert life.handle(event) is following
    assert life.phase is following


@pytest.mark.parametrize(("phase", "event"), FORBIDDEN)
def test_every_other_move_is_refused_and_changes_nothing(phase: Phase, event: Event) -> None:
    life = reach(phase)
    with pytest.raises(ForbiddenTransition) as refused:
        life.handle(event)
    assert (refused.value.phase, refused.value.event) == (phase, event)
    assert life.phase is phase


def test_the_moves_a_reader_relies_on() -> None:
    """Nothing comes back from the end, a silent link is reconnected like a dropped one, and
    a seat is only taken back while reconnecting."""
    assert set(TRANSITIONS[Phase.DONE].values()) == {Phase.DONE}
    assert TRANSITIONS[Phase.SEATED][Event.SILENT] is TRANSITIONS[Phase.SEATED][Event.DROPPED]
    assert [p for p in Phase if Event.SEATED in TRANSITIONS[p]] == [Phase.IDLE, Phase.RECONNECTING]
    assert len(ALLOWED) == len(FORBIDDEN) == 8
