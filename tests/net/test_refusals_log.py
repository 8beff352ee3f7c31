"""Refusals are said once each while few, and summed up once a second under a flood."""

from __future__ import annotations

import logging

import pytest

from dominos.net.host.refusals import ALONE_PER_SECOND, Refusals


def test_a_flood_of_wrong_codes_is_a_line_a_second_not_a_line_each(
    caplog: pytest.LogCaptureFixture,
) -> None:
    now = [0.0]
    refusals = Refusals(lambda: now[0])
    with caplog.at_level(logging.INFO, logger="dominos.net.host.server"):
        for second in range(10):
            for n in range(713):
                now[0] = second + n / 1000
                refusals.refused("wrong codes", f"10.0.{n % 250}.{second}", "wrong code")
            if second == 3:
                refusals.refused("exchanges dropped after the proof", "10.9.9.9", "gone")
        refusals.flush()
    lines = [r.getMessage() for r in caplog.records]
    alone = [m for m in lines if m.endswith("refused: wrong code")]
    summed = [m for m in lines if m.startswith("refused ")]
    assert len(alone) == 10 * ALONE_PER_SECOND
    assert len(summed) == 10
    assert summed[0] == (
        f"refused {713 - ALONE_PER_SECOND} wrong codes from 250 addresses in the last 1 s"
        f" ({713 - ALONE_PER_SECOND} in all)"
    )
    assert any("1 exchanges dropped after the proof" in m for m in summed)


def test_a_few_refusals_are_each_said_once(caplog: pytest.LogCaptureFixture) -> None:
    now = [0.0]
    refusals = Refusals(lambda: now[0])
    with caplog.at_level(logging.INFO, logger="dominos.net.host.server"):
        for n in range(3):
            now[0] = n * 2.0
            refusals.refused("wrong codes", "10.0.0.1", "wrong code")
        refusals.flush()
    assert [r.getMessage() for r in caplog.records] == ["10.0.0.1 refused: wrong code"] * 3
