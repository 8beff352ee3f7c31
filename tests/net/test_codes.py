"""Invitation codes are easy to read out and slow to guess."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dominos.net.codes import ALPHABET, AttemptLimiter, generate_code
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
    assert len(limiter._failures) <= 101


def test_lock_outs_that_ran_out_are_forgotten_even_if_the_address_never_returns() -> None:
    """A guesser hopping from address to address (easy on IPv6) must not grow the host's
    memory with one lock-out per address for as long as the table runs."""
    clock = FakeClock()
    limiter = AttemptLimiter(clock=clock, max_tracked=100)
    for i in range(1000):
        for _ in range(5):
            limiter.record_failure(f"fd00::{i:x}")
        clock.now += 1.0
    assert len(limiter._blocked_until) <= 101
    # The latest guessers are still locked out.
    assert limiter.blocked("fd00::3e7")
