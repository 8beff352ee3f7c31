"""The race between a play's options: it stops once what each option gives away is known to
its margin, drops an option plainly worse than the best, and never drops the one played."""

from __future__ import annotations

import random

from dominos.engine.race import MIN_SAMPLES, Race


def _run(
    race: Race, deal: list[float], rng: random.Random, most: int = 500, own: float = 3.0
) -> None:
    """Feeds ``race`` deals whose values are ``deal`` plus a spread shared by every option
    (a deal good for one is good for all) and a little of each option's own."""
    while race.n < most:
        for _ in range(10):
            shared = rng.gauss(0, 25)
            active = race.active()
            race.add(
                [
                    round(v + shared + rng.gauss(0, own)) if i in active else None
                    for i, v in enumerate(deal)
                ]
            )
        if race.settle():
            return


def test_paired_differences_stop_far_sooner_than_each_value_alone_would() -> None:
    race = Race(3, chosen=1, margin=2.0)
    _run(race, [10.0, 8.0, -20.0], random.Random(1))
    assert race.n < 100  # each value alone, spread 25, would need some 400 deals
    best = race.leader()
    assert best == 0
    behind, spread = race.gap(best, 1)
    assert spread <= 2.0 and abs(behind - 2.0) <= 2.0
    assert race.margin(1) > 2.0  # the value itself is far less certain than the gap


def test_a_plainly_worse_option_leaves_the_race_but_the_played_one_never_does() -> None:
    race = Race(3, chosen=2, margin=2.0)
    _run(race, [10.0, -30.0, -30.0], random.Random(2), own=8.0)
    assert race.active() == (0, 2)
    assert race.samples(1) < race.samples(2) == race.n
    assert race.samples(1) >= MIN_SAMPLES


def test_a_small_listed_set_is_solved_whole_and_exact() -> None:
    race = Race(2, chosen=0, margin=2.0, population=60)
    rng = random.Random(3)
    _run(race, [0.0, 0.0], rng, most=60)
    assert race.n == 60 and race.exact(0) and race.exact(1) and race.margin(0) == 0
