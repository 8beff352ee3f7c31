"""Invitation codes are easy to read out and slow to guess."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dominos.net.host.guesses_kept import keep, restore
from dominos.net.wire.codes import (
    ALPHABET,
    AttemptLimiter,
    FailureBudget,
    FreshSources,
    Guesses,
    Ticket,
    Wait,
    generate_code,
)
from dominos.terms import codes_match
from dominos.terms import parse_code as normalise_code


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_alphabet_leaves_out_look_alike_characters() -> None:
    assert len(ALPHABET) == len(set(ALPHABET)) == 32
    assert not set("0O1I") & set(ALPHABET)


def test_generated_codes_are_valid_and_vary() -> None:
    codes = {generate_code() for _ in range(200)}
    assert all(normalise_code(c) == c for c in codes)
    assert len(codes) > 190


@given(st.text(alphabet=ALPHABET, min_size=6, max_size=6), st.data())
def test_case_spaces_and_dashes_do_not_matter(code: str, data: st.DataObject) -> None:
    typed = "".join(
        data.draw(st.sampled_from(["", " ", "-"]))
        + (ch.lower() if data.draw(st.booleans()) else ch)
        for ch in code
    )
    assert normalise_code(typed) == code
    assert codes_match(typed, code)


@pytest.mark.parametrize("bad", ["", "ABC23", "ABC2345", "ABC2O4", "ABC214", "ABCÉ23", "ABC 2!4"])
def test_impossible_codes_are_refused_with_the_input_quoted(bad: str) -> None:
    with pytest.raises(ValueError, match=repr(bad).replace("(", r"\(")):
        normalise_code(bad)
    assert not codes_match(bad, "ABC234")


def test_a_different_code_does_not_match() -> None:
    assert not codes_match("ABC235", "ABC234")


def test_five_failures_in_a_minute_block_the_address_for_a_minute() -> None:
    clock = FakeClock()
    limiter = AttemptLimiter(clock=clock)
    for _ in range(4):
        limiter.record_failure("10.0.0.7")
        clock.now += 10
    assert not limiter.blocked("10.0.0.7")
    limiter.record_failure("10.0.0.7")
    assert limiter.blocked("10.0.0.7")
    assert not limiter.blocked("10.0.0.8")
    assert limiter.retry_after("10.0.0.7") == pytest.approx(60)
    clock.now += 59
    assert limiter.blocked("10.0.0.7")
    clock.now += 1.5
    assert not limiter.blocked("10.0.0.7")


def test_failures_spread_over_more_than_a_minute_never_block() -> None:
    clock = FakeClock()
    limiter = AttemptLimiter(clock=clock)
    for _ in range(20):
        limiter.record_failure("10.0.0.7")
        clock.now += 15.1
        assert not limiter.blocked("10.0.0.7")


def test_guessing_while_blocked_does_not_extend_the_block() -> None:
    clock = FakeClock()
    limiter = AttemptLimiter(clock=clock)
    for _ in range(5):
        limiter.record_failure("10.0.0.7")
    for _ in range(30):
        clock.now += 2
        limiter.record_failure("10.0.0.7")
    clock.now += 0.5
    assert not limiter.blocked("10.0.0.7")


def test_memory_stays_bounded_under_many_addresses() -> None:
    clock = FakeClock()
    limiter = AttemptLimiter(clock=clock, max_tracked=100)
    for i in range(5000):
        limiter.record_failure(f"10.0.{i // 256}.{i % 256}")
    assert limiter.held[0] <= 101


def test_lock_outs_that_ran_out_are_forgotten_even_if_the_address_never_returns() -> None:
    """A guesser hopping from address to address (easy on IPv6) must not grow the host's
    memory with one lock-out per address for as long as the table runs."""
    clock = FakeClock()
    limiter = AttemptLimiter(clock=clock, max_tracked=100)
    for i in range(1000):
        for _ in range(5):
            limiter.record_failure(f"fd00::{i:x}")
        clock.now += 1.0
    assert limiter.held[1] <= 101
    # The latest guessers are still locked out.
    assert limiter.blocked("fd00::3e7")


def _spent_budget(clock: FakeClock) -> FailureBudget:
    return FailureBudget(burst=1, rate=0.001, clock=clock)


def test_a_source_that_never_failed_is_answered_while_the_budget_is_spent() -> None:
    clock = FakeClock()
    guesses = Guesses(budget=_spent_budget(clock), clock=clock)
    for source in ("10.0.0.7", "10.0.0.7"):
        ticket = guesses.admit(source)
        assert isinstance(ticket, Ticket)
        guesses.answered(ticket)
        guesses.failed(ticket)
    # The guesser's free exchange went first, then the budget's only one.
    wait = guesses.admit("10.0.0.7")
    assert isinstance(wait, Wait) and not wait.locked_out
    assert wait.seconds == pytest.approx(1000.0)
    friend = guesses.admit("10.0.0.8")
    assert isinstance(friend, Ticket) and friend.fresh is not None


def test_a_friend_who_proved_the_code_keeps_a_free_exchange_for_next_time() -> None:
    clock = FakeClock()
    guesses = Guesses(budget=_spent_budget(clock), clock=clock)
    for _ in range(3):
        ticket = guesses.admit("10.0.0.8")
        assert isinstance(ticket, Ticket) and ticket.fresh is not None
        guesses.answered(ticket)
        guesses.proved(ticket)


def test_a_handshake_dropped_before_the_table_answered_costs_nothing() -> None:
    clock = FakeClock()
    guesses = Guesses(budget=FailureBudget(burst=1, rate=0.001, clock=clock), clock=clock)
    fresh = guesses.admit("10.0.0.7")
    assert isinstance(fresh, Ticket)
    guesses.abandoned(fresh)
    again = guesses.admit("10.0.0.7")
    assert isinstance(again, Ticket) and again.fresh is not None
    guesses.answered(again)
    guesses.abandoned(again)  # after the table's proof: a guess
    paid = guesses.admit("10.0.0.7")
    assert isinstance(paid, Ticket) and paid.fresh is None
    guesses.abandoned(paid)  # the budget's share comes back
    assert isinstance(guesses.admit("10.0.0.7"), Ticket)


def test_the_free_exchanges_that_fail_are_bounded_by_the_filter_whatever_the_sources() -> None:
    fresh = FreshSources(bits=512, hashes=4)
    let_through = 0
    for i in range(20_000):
        if fresh.claim(f"fd00:{i:x}::/64") is not None:
            let_through += 1
    assert let_through <= fresh.spent <= 512


def test_a_few_thousand_guessing_sources_rarely_shadow_a_friend() -> None:
    fresh = FreshSources()
    for i in range(6000):
        fresh.claim(f"127.1.{i // 256}.{i % 256}")
    shadowed = 0
    for i in range(2000):
        claim = fresh.claim(f"192.168.{i // 256}.{i % 256}")
        if claim is None:
            shadowed += 1
        else:
            fresh.give_back(claim)  # each friend proved the code
    assert shadowed < 2000 * 0.03  # about 0.9 % expected


def _guessed_at(clock: FakeClock) -> Guesses:
    """A table where 10.0.0.7 failed five times (locked out for a minute) and spent all
    but one of the budget."""
    guesses = Guesses(budget=FailureBudget(burst=5, rate=2.0, clock=clock), clock=clock)
    for _ in range(5):
        ticket = guesses.admit("10.0.0.7")
        assert isinstance(ticket, Ticket)
        guesses.answered(ticket)
        guesses.failed(ticket)
    return guesses


def test_a_host_whose_clock_went_back_gets_no_refill_and_no_longer_lock_out() -> None:
    clock = FakeClock()
    kept = keep(_guessed_at(clock), wall=5000.0)
    again = Guesses(budget=FailureBudget(burst=5, rate=2.0, clock=clock), clock=clock)
    restore(again, kept, wall=4000.0)  # the wall clock was set back an hour meanwhile
    assert again.budget.level == pytest.approx(1.0)
    assert again.limiter.retry_after("10.0.0.7") == pytest.approx(60.0)  # a full one, no more
    # And back long after the lock-out's end, the budget has refilled as if it had run on.
    later = Guesses(budget=FailureBudget(burst=5, rate=2.0, clock=clock), clock=clock)
    restore(later, kept, wall=5061.0)
    assert later.budget.level == 5.0 and not later.limiter.blocked("10.0.0.7")
    paid = later.admit("10.0.0.7")  # still marked as failed: paid from the budget
    assert isinstance(paid, Ticket) and paid.fresh is None


@pytest.mark.parametrize("data", [b"", b"\x93\x01\x02\x03", b"\xc1"])
def test_kept_limits_that_are_not_readable_are_refused_with_a_reason(data: bytes) -> None:
    with pytest.raises(ValueError, match="kept guessing limits"):
        restore(Guesses(), data, wall=0.0)
