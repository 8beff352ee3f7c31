"""Every message survives the wire unchanged, and malformed ones are refused, not coerced."""

from __future__ import annotations

from typing import get_args

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from dominos.net.wire.messages import (
    ClientMessage,
    Closing,
    Error,
    ErrorCode,
    Hello,
    Leave,
    NewGame,
    NextRound,
    Pass,
    Ping,
    Play,
    Pong,
    ServerMessage,
    Start,
    Welcome,
    decode_client,
    decode_server,
    encode,
)
from dominos.table.state import Last, Result, RoundSummary, SeatInfo, State

halves = st.integers(0, 6)
tiles = st.tuples(halves, halves)
seqs = st.none() | st.integers(0, 2**53)
texts = st.text(max_size=30)
seats = st.integers(0, 3)
ends = st.sampled_from([None, "left", "right"])
pairs = st.tuples(st.integers(0, 1000), st.integers(0, 1000))

client_messages: st.SearchStrategy[ClientMessage] = st.one_of(
    st.builds(
        Hello,
        protocol=st.integers(0, 255),
        name=st.none() | texts,
        resume=st.none() | texts,
        seen=st.none() | st.integers(0, 2**53),
        round=st.none() | st.integers(0, 10_000),
        opener=st.none() | seats,
        scores=st.none() | st.tuples(st.integers(0, 10_000), st.integers(0, 10_000)),
        hand=st.lists(tiles, max_size=7).map(tuple),
        seal=st.none() | st.binary(max_size=16),
    ),
    st.builds(Start, seq=seqs),
    st.builds(Play, tile=tiles, end=ends, seq=seqs),
    st.builds(Pass, seq=seqs),
    st.builds(NextRound, seq=seqs),
    st.builds(NewGame, target=st.integers(0, 10_000), seq=seqs),
    st.builds(Leave, seq=seqs),
    st.builds(Ping, seq=seqs),
)

states = st.builds(
    State,
    phase=st.sampled_from(["lobby", "round", "break", "over"]),
    you=seats,
    host_seat=seats,
    seats=st.lists(
        st.builds(
            SeatInfo,
            name=texts,
            connected=st.booleans(),
            hand_size=st.integers(0, 7),
            passed_on=st.lists(halves, max_size=7).map(tuple),
        ),
        max_size=4,
    ).map(tuple),
    target=st.integers(50, 500),
    scores=pairs,
    version=st.integers(0, 2**40),
    table_name=texts,
    code=texts,
    round=st.integers(0, 99),
    opener=st.none() | seats,
    turn=st.none() | seats,
    turn_ms_left=st.none() | st.integers(0, 45_000),
    hand=st.lists(tiles, max_size=7).map(tuple),
    line=st.lists(tiles, max_size=28).map(tuple),
    ends=st.none() | tiles,
    last=st.none()
    | st.builds(
        Last,
        kind=st.sampled_from(["play", "pass", "auto_play", "auto_pass"]),
        seat=seats,
        tile=st.none() | tiles,
        end=ends,
    ),
    break_ms_left=st.none() | st.integers(0, 30_000),
    result=st.none()
    | st.builds(
        Result,
        kind=st.sampled_from(["domino", "blocked"]),
        winning_team=st.integers(0, 1),
        points=st.integers(0, 200),
        team_pips=pairs,
        dead_heat=st.booleans(),
        last_player=seats,
        hands=st.lists(st.lists(tiles, max_size=7).map(tuple), min_size=4, max_size=4).map(tuple),
    ),
    winner=st.none() | st.integers(0, 1),
    rounds=st.lists(
        st.builds(
            RoundSummary,
            round=st.integers(1, 99),
            kind=st.sampled_from(["domino", "blocked"]),
            winning_team=st.integers(0, 1),
            points=st.integers(0, 200),
            dead_heat=st.booleans(),
            scores=pairs,
        ),
        max_size=5,
    ).map(tuple),
)

error_codes = st.sampled_from(get_args(ErrorCode))

server_messages: st.SearchStrategy[ServerMessage] = st.one_of(
    st.builds(Welcome, seat=seats, token=texts, host=st.booleans()),
    states,
    st.builds(
        Error, code=error_codes, message=texts, seq=seqs, protocol=st.none() | st.integers(1, 9)
    ),
    st.builds(Pong, seq=seqs),
    st.builds(Closing, message=texts, reason=st.sampled_from(["shutdown", "replaced", "left"])),
)


@given(client_messages)
def test_every_client_message_round_trips(message: ClientMessage) -> None:
    data = encode(message)
    assert b"\n" not in data
    assert decode_client(data) == message


@given(server_messages)
def test_every_server_message_round_trips(message: ServerMessage) -> None:
    data = encode(message)
    assert b"\n" not in data
    assert decode_server(data) == message


def test_messages_look_like_the_documentation() -> None:
    assert decode_client(b'{"type":"play","tile":[6,4],"end":"left"}') == Play((6, 4), "left")
    assert decode_client(b'{"type":"play","tile":[6,4],"end":null}') == Play((6, 4), None)
    assert decode_client(b'{"type":"new_game","target":150}') == NewGame(150)
    assert decode_client(b'{"type":"hello","protocol":5,"resume":"tok"}') == Hello(
        protocol=5, resume="tok"
    )
    assert encode(Welcome(seat=0, token="t", host=True)) == (
        b'{"type":"welcome","seat":0,"token":"t","host":true,"protocol":5,"watching":false}'
    )
    assert encode(Error(code="not_host", message="Only the host can start.")) == (
        b'{"type":"error","code":"not_host","message":"Only the host can start."}'
    )


def test_unknown_fields_are_ignored_for_forward_compatibility() -> None:
    assert decode_client(b'{"type":"pass","hint":"from v1.1"}') == Pass()


@pytest.mark.parametrize(
    "raw",
    [
        b'{"type":"dance"}',
        b'{"tile":[6,4]}',
        b'{"type":"play"}',
        b'{"type":"play","tile":"6-4"}',
        b'{"type":"play","tile":[6,7]}',
        b'{"type":"play","tile":[6,-1]}',
        b'{"type":"play","tile":[6,4,2]}',
        b'{"type":"play","tile":[6.0,4]}',
        b'{"type":"play","tile":[6,4],"end":"middle"}',
        b'{"type":"new_game","target":"150"}',
        b'{"type":"new_game","target":true}',
        b'{"type":"hello","protocol":"1"}',
        b'{"type":"ping","seq":-1}',
        b"[1,2]",
        b'"hello"',
        b"{",
    ],
)
def test_malformed_client_messages_are_refused(raw: bytes) -> None:
    with pytest.raises(msgspec.DecodeError):
        decode_client(raw)
