"""Every error code a player can meet reads as a sentence that says what to do."""

from __future__ import annotations

import pytest

from dominos.ui.errors import describe, field_of

from .conftest import LoopRunner

HOST_CODES = [
    "wrong_code",
    "table_full",
    "name_taken",
    "bad_name",
    "bad_token",
    "protocol_mismatch",
    "too_many_attempts",
    "not_your_turn",
    "illegal_move",
    "must_play",
    "not_host",
    "wrong_phase",
    "bad_message",
]


@pytest.mark.parametrize("code", HOST_CODES)
def test_host_codes_read_as_sentences(code: str, loop: LoopRunner) -> None:
    text = describe(code, "raw detail")
    assert "_" not in text and text.endswith((".", ")"))
    assert text[0].isupper()


def test_fields_and_details(loop: LoopRunner) -> None:
    assert field_of("wrong_code") == "code"
    assert field_of("name_taken") == "name"
    assert field_of("unreachable") == "address"
    assert field_of("not_host") == "table"
    assert "speaks protocol 2" in describe("protocol_mismatch", "the host speaks protocol 2")
    assert describe("brand_new_code", "The host says no.") == "The host says no."
    assert "brand_new_code" in describe("brand_new_code")
