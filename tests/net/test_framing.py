"""The sans-IO connection, fed byte by byte as a socket might deliver it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dominos.net.wire.framing import (
    CLOSED,
    MAX_LINE,
    NEED_DATA,
    Broken,
    ClientConnection,
    ConnState,
    Invalid,
    LocalProtocolError,
    ServerConnection,
)
from dominos.net.wire.messages import (
    ClientMessage,
    Closing,
    Error,
    Hello,
    Pass,
    Ping,
    Play,
    Pong,
    Start,
    Welcome,
    encode,
)

HELLO = Hello(protocol=5, name="Ann")


def events(conn: ServerConnection | ClientConnection) -> list[object]:
    """Drain every event available now, up to NEED_DATA or CLOSED."""
    out: list[object] = []
    while True:
        event = conn.next_event()
        if event is NEED_DATA or event is CLOSED:
            out.append(event)
            return out
        out.append(event)


def seated() -> ServerConnection:
    conn = ServerConnection()
    conn.receive_data(encode(HELLO) + b"\n")
    assert conn.next_event() == HELLO
    conn.send(Welcome(seat=0, token="tok", host=True))
    return conn


def test_a_message_split_into_single_bytes_arrives_once_whole() -> None:
    conn = ServerConnection()
    data = encode(HELLO) + b"\n"
    for i in range(len(data) - 1):
        conn.receive_data(data[i : i + 1])
        assert conn.next_event() is NEED_DATA
    conn.receive_data(data[-1:])
    assert conn.next_event() == HELLO
    assert conn.next_event() is NEED_DATA


@given(st.lists(st.integers(1, 40), min_size=1, max_size=30))
def test_any_chunking_yields_the_same_messages(cuts: list[int]) -> None:
    conn = seated()
    commands: list[ClientMessage] = [Play((6, 4), "left", seq=1), Pass(seq=2), Ping(seq=3), Start()]
    stream = b"".join(encode(m) + b"\n" for m in commands)
    got: list[object] = []
    pos = 0
    for cut in [*cuts, len(stream)]:
        conn.receive_data(stream[pos : pos + cut])
        pos += cut
        got.extend(e for e in events(conn) if e is not NEED_DATA)
        if pos >= len(stream):
            break
    assert got == commands


def test_several_messages_in_one_chunk_come_out_in_order() -> None:
    conn = seated()
    conn.receive_data(b'{"type":"ping","seq":1}\n{"type":"pass"}\r\n\n{"type":"ping","seq":2}\n')
    assert events(conn) == [Ping(seq=1), Pass(), Ping(seq=2), NEED_DATA]


def test_a_line_of_exactly_the_limit_is_accepted() -> None:
    conn = seated()
    line = b'{"type":"ping","pad":"' + b"x" * MAX_LINE
    line = line[: MAX_LINE - 3] + b'"}\n'
    assert len(line) == MAX_LINE
    conn.receive_data(line)
    assert conn.next_event() == Ping()


def test_a_line_over_the_limit_breaks_the_connection_without_waiting_for_its_end() -> None:
    conn = seated()
    conn.receive_data(b'{"type":"ping","pad":"')
    conn.receive_data(b"x" * MAX_LINE)
    event = conn.next_event()
    assert isinstance(event, Broken)
    assert event.error.code == "too_large"
    assert str(MAX_LINE) in event.error.message
    assert conn.state is ConnState.BROKEN
    # Whatever follows is dropped unread: the stream has lost its framing.
    conn.receive_data(b'"}\n{"type":"pass"}\n')
    assert conn.next_event() is CLOSED


def test_a_too_long_line_that_ends_in_the_same_chunk_is_also_refused() -> None:
    conn = seated()
    conn.receive_data(b"x" * MAX_LINE + b"\n")
    event = conn.next_event()
    assert isinstance(event, Broken)
    assert event.error.code == "too_large"


def test_invalid_utf8_breaks_the_connection() -> None:
    conn = seated()
    conn.receive_data(b'{"type":"hello","name":"\xff\xfe"}\n{"type":"pass"}\n')
    event = conn.next_event()
    assert isinstance(event, Broken)
    assert event.error.code == "bad_encoding"
    assert conn.next_event() is CLOSED


def test_a_wrong_message_gets_an_error_and_the_connection_goes_on() -> None:
    conn = seated()
    conn.receive_data(b'not json\n{"type":"fly"}\n{"type":"play","tile":"6-4"}\n{"type":"pass"}\n')
    first, second, third, fourth = (conn.next_event() for _ in range(4))
    assert isinstance(first, Invalid)
    assert first.error.code == "bad_message"
    assert "JSON" in first.error.message
    assert isinstance(second, Invalid)
    assert isinstance(third, Invalid)
    assert "$.tile" in third.error.message
    assert fourth == Pass()
    assert conn.state is ConnState.SEATED


def test_commands_before_hello_are_refused_until_hello_comes() -> None:
    conn = ServerConnection()
    conn.receive_data(b'{"type":"start"}\n' + encode(HELLO) + b"\n")
    refused = conn.next_event()
    assert isinstance(refused, Invalid)
    assert "hello" in refused.error.message
    assert conn.next_event() == HELLO


def test_nothing_is_read_past_a_hello_until_it_is_answered() -> None:
    conn = ServerConnection()
    conn.receive_data(encode(HELLO) + b'\n{"type":"pass"}\n')
    assert conn.next_event() == HELLO
    assert conn.next_event() is NEED_DATA
    conn.send(Welcome(seat=1, token="t", host=False))
    assert conn.next_event() == Pass()


def test_a_second_hello_is_refused() -> None:
    conn = seated()
    conn.receive_data(encode(HELLO) + b"\n")
    event = conn.next_event()
    assert isinstance(event, Invalid)
    assert "already" in event.error.message


def test_a_refused_hello_ends_the_connection() -> None:
    conn = ServerConnection()
    conn.receive_data(encode(HELLO) + b'\n{"type":"pass"}\n')
    conn.next_event()
    data = conn.send(Error(code="wrong_code", message="That code does not open this table."))
    assert data.endswith(b"\n")
    assert conn.state is ConnState.DONE
    assert conn.next_event() is CLOSED
    with pytest.raises(LocalProtocolError):
        conn.send(Pong())


def test_a_hello_from_another_version_is_recognised_even_in_another_shape() -> None:
    conn = ServerConnection()
    conn.receive_data(b'{"type":"hello","protocol":5,"player":{"nick":"Ann"}}\n')
    assert conn.next_event() == Hello(protocol=5)


def test_welcome_only_answers_a_hello() -> None:
    with pytest.raises(LocalProtocolError):
        ServerConnection().send(Welcome(seat=0, token="t", host=True))


def test_end_of_stream_after_the_last_line_closes() -> None:
    conn = seated()
    conn.receive_data(b'{"type":"pass"}\n{"type":"pi')
    conn.receive_data(b"")
    assert events(conn) == [Pass(), CLOSED]


def test_closing_ends_the_connection_for_both_sides() -> None:
    server = seated()
    data = server.send(Closing(message="The host closed the table."))
    assert server.state is ConnState.DONE
    client = ClientConnection()
    client.send(HELLO)
    client.receive_data(encode(Welcome(seat=0, token="t", host=True)) + b"\n" + data)
    assert isinstance(client.next_event(), Welcome)
    assert client.next_event() == Closing(message="The host closed the table.")
    assert client.state is ConnState.DONE


def test_the_client_says_hello_first_and_once() -> None:
    client = ClientConnection()
    with pytest.raises(LocalProtocolError):
        client.send(Pass())
    assert client.send(HELLO).endswith(b"\n")
    with pytest.raises(LocalProtocolError):
        client.send(HELLO)
    client.receive_data(b'{"type":"error","code":"table_full","message":"Full."}\n')
    event = client.next_event()
    assert isinstance(event, Error)
    assert event.code == "table_full"
    assert client.state is ConnState.DONE
