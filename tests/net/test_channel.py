"""The secure channel byte by byte: the handshake, sealed frames, and what ends a connection.

The test vectors are read from docs/protocol.md, so the document another client is written
from and the code cannot drift apart.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from hypothesis import given, settings
from hypothesis import strategies as st
from spake2 import SPAKE2_A

from dominos.net.wire.channel import (
    CLOSED,
    MAGIC,
    MAX_PLAINTEXT,
    NEED_DATA,
    Broken,
    Established,
    Offered,
    PlayerChannel,
    Refused,
    TableChannel,
    WrongCode,
)

DOC = Path(__file__).parents[2] / "docs" / "protocol.md"


def vectors() -> dict[str, str]:
    block = re.search(r"```text\n# test vectors\n(.*?)```", DOC.read_text(), re.S)
    assert block is not None, "docs/protocol.md lost its test vectors"
    pairs = (line.split(None, 1) for line in block.group(1).splitlines() if line.strip())
    return {key: value.strip() for key, value in pairs}


def entropy(byte: int) -> object:
    return lambda n: bytes([byte]) * n


def drain(channel: PlayerChannel | TableChannel) -> list[object]:
    """Every event ready now, up to NEED_DATA or CLOSED (offers are accepted)."""
    events: list[object] = []
    while True:
        event = channel.next_event()
        events.append(event)
        if isinstance(event, Offered) and isinstance(channel, TableChannel):
            channel.accept()
        if event is NEED_DATA or event is CLOSED or isinstance(event, Broken | WrongCode):
            return events


def pair(code: str = "ABC234", table_code: str = "ABC234") -> tuple[PlayerChannel, TableChannel]:
    player, table = PlayerChannel(code), TableChannel(table_code)
    table.receive_data(player.data_to_send())
    drain(table)
    player.receive_data(table.data_to_send())
    drain(player)
    table.receive_data(player.data_to_send())
    drain(table)
    return player, table


def test_the_documented_vectors_are_what_both_ends_produce() -> None:
    v = vectors()
    player = PlayerChannel(v["code"], entropy=lambda n: bytes.fromhex(v["player_entropy"]) * n)
    table = TableChannel(v["code"], entropy=lambda n: bytes.fromhex(v["table_entropy"]) * n)
    first = player.data_to_send()
    assert first.hex() == v["player_hello"]
    table.receive_data(first)
    assert table.next_event() == Offered()
    table.accept()
    reply = table.data_to_send()
    assert reply.hex() == v["table_reply"]
    player.send(bytes.fromhex(v["player_frame0_plaintext"]))
    player.receive_data(reply)
    assert player.next_event() == Established()
    out = player.data_to_send()
    assert out[:32].hex() == v["player_proof"]
    assert out[32:].hex() == v["player_frame0"]
    table.receive_data(out)
    assert table.next_event() == Established()
    assert table.next_event() == bytes.fromhex(v["player_frame0_plaintext"])
    table.send(bytes.fromhex(v["table_frame0_plaintext"]))
    assert table.data_to_send().hex() == v["table_frame0"]


def test_the_documented_key_schedule_derives_the_documented_keys() -> None:
    """What a client in another language checks its SPAKE2 and HKDF against."""
    v = vectors()
    pake = SPAKE2_A(
        v["code"].encode(),
        idA=b"dominos player",
        idB=b"dominos table",
        entropy_f=lambda n: bytes.fromhex(v["player_entropy"]) * n,
    )
    pake.start()
    key = pake.finish(bytes.fromhex(v["table_reply"])[8:41])
    assert key.hex() == v["spake2_key"]
    material = HKDF(
        algorithm=hashes.SHA256(), length=128, salt=None, info=b"dominos v5 keys"
    ).derive(key)
    assert material[:32].hex() == v["table_proof"]
    assert material[32:64].hex() == v["player_proof"]
    assert material[64:96].hex() == v["key_player_to_table"]
    assert material[96:].hex() == v["key_table_to_player"]
    assert bytes.fromhex(v["table_reply"])[41:].hex() == v["table_proof"]


# Each example runs a whole key exchange (tens of milliseconds of pure Python).
@settings(deadline=None, max_examples=25)
@given(st.lists(st.integers(min_value=1, max_value=40), min_size=1, max_size=60))
def test_any_chunking_of_handshake_and_frames_delivers_the_same_bytes(cuts: list[int]) -> None:
    player, table = PlayerChannel("ABC234"), TableChannel("ABC234")
    player.send(b'{"type":"hello","protocol":5,"name":"Ann"}\n')
    player.send(b'{"type":"ping","seq":1}\n')
    received = bytearray()
    established = False

    def feed(data: bytes) -> None:
        nonlocal established
        pos = 0
        for cut in cuts * (len(data) // sum(cuts) + 1):
            table.receive_data(data[pos : pos + cut])
            pos += cut
            for event in drain(table):
                if isinstance(event, bytes):
                    received.extend(event)
                established = established or isinstance(event, Established)
            if pos >= len(data):
                return

    feed(player.data_to_send())
    player.receive_data(table.data_to_send())
    assert drain(player)[0] == Established()
    feed(player.data_to_send())
    assert established
    assert (
        bytes(received) == b'{"type":"hello","protocol":5,"name":"Ann"}\n{"type":"ping","seq":1}\n'
    )


def test_a_wrong_code_is_seen_by_both_ends_and_nothing_the_player_wrote_gets_through() -> None:
    player, table = PlayerChannel("ABC235"), TableChannel("ABC234")
    player.send(b'{"type":"hello","protocol":5,"name":"Eve"}\n')
    table.receive_data(player.data_to_send())
    drain(table)
    player.receive_data(table.data_to_send())
    assert player.next_event() == WrongCode()
    table.receive_data(player.data_to_send())
    assert table.next_event() == WrongCode()
    assert table.next_event() is CLOSED


def test_a_code_typed_in_another_form_opens_the_same_table() -> None:
    player, table = pair(code="abc-234", table_code="ABC234")
    assert player.established and table.established


def frames_from_player(count: int) -> tuple[TableChannel, list[bytes]]:
    player, table = pair()
    frames = []
    for n in range(count):
        player.send(b'{"type":"ping","seq":%d}\n' % n)
        frames.append(player.data_to_send())
    return table, frames


def test_an_altered_frame_breaks_the_channel() -> None:
    table, (frame,) = frames_from_player(1)
    altered = bytearray(frame)
    altered[10] ^= 0x01
    table.receive_data(bytes(altered))
    event = table.next_event()
    assert isinstance(event, Broken) and "does not open" in event.reason
    table.receive_data(frame)
    assert table.next_event() is CLOSED


def test_a_replayed_frame_breaks_the_channel() -> None:
    table, (first, _) = frames_from_player(2)
    table.receive_data(first)
    assert table.next_event() == b'{"type":"ping","seq":0}\n'
    table.receive_data(first)
    assert isinstance(table.next_event(), Broken)


def test_frames_in_another_order_break_the_channel() -> None:
    table, (first, second) = frames_from_player(2)
    table.receive_data(second + first)
    assert isinstance(table.next_event(), Broken)


def test_a_dropped_frame_breaks_the_channel_at_the_next_one() -> None:
    table, (_, second) = frames_from_player(2)
    table.receive_data(second)
    assert isinstance(table.next_event(), Broken)


@pytest.mark.parametrize("length", [0, 15, MAX_PLAINTEXT + 17, 2**32 - 1])
def test_a_frame_length_out_of_bounds_breaks_the_channel_without_waiting(length: int) -> None:
    _, table = pair()
    table.receive_data(length.to_bytes(4, "big"))
    assert isinstance(table.next_event(), Broken)


def test_a_long_write_goes_out_in_several_frames_and_arrives_whole() -> None:
    player, table = pair()
    data = bytes(range(256)) * 600
    table.send(data)
    sent = table.data_to_send()
    assert len(sent) > len(data) + 2 * 20
    player.receive_data(sent)
    received = b"".join(e for e in drain(player) if isinstance(e, bytes))
    assert received == data


def test_a_version_1_hello_is_recognised_for_a_clear_refusal() -> None:
    table = TableChannel("ABC234")
    table.receive_data(b'{"type":"hello","protocol":1,"name":"Ann","code":"ABC234"}\n')
    event = table.next_event()
    assert isinstance(event, Broken) and event.legacy


@pytest.mark.parametrize("version", [2, 3, 4])
def test_an_older_handshake_is_recognised_for_a_clear_refusal(version: int) -> None:
    table = TableChannel("ABC234")
    table.receive_data(b"DOMINOS" + bytes([version]) + b"A" + b"\x01" * 32)
    event = table.next_event()
    assert isinstance(event, Broken) and event.legacy and f"version {version}" in event.reason


@pytest.mark.parametrize(
    "garbage", [b"GET / HTTP/1.1\r\n", b"\x00" * 41, b"DOMINOS\x01" + b"A" * 33]
)
def test_bytes_that_are_not_a_handshake_break_the_channel(garbage: bytes) -> None:
    table = TableChannel("ABC234")
    table.receive_data(garbage)
    event = table.next_event()
    assert isinstance(event, Broken) and not event.legacy


@pytest.mark.parametrize("point", [b"A" + b"\xff" * 32, b"B" + b"\x00" * 32, b"S" + b"\x01" * 32])
def test_a_handshake_that_is_not_a_usable_point_breaks_only_that_channel(point: bytes) -> None:
    table = TableChannel("ABC234")
    table.receive_data(MAGIC + point)
    assert table.next_event() == Offered()
    assert isinstance(table.accept(), Broken)
    assert table.next_event() is CLOSED


def test_a_cleartext_refusal_reaches_the_player_whole() -> None:
    player, table = PlayerChannel("ABC234"), TableChannel("ABC234")
    table.receive_data(player.data_to_send())
    assert table.next_event() == Offered()
    line = b'{"type":"error","code":"busy","message":"The table is busy."}\n'
    table.refuse(line)
    sent = table.data_to_send()
    player.receive_data(sent[:5])
    assert player.next_event() is NEED_DATA
    player.receive_data(sent[5:])
    assert player.next_event() == Refused(line)


def test_an_end_of_stream_inside_a_frame_closes() -> None:
    table, (frame,) = frames_from_player(1)
    table.receive_data(frame[:-1])
    assert table.next_event() is NEED_DATA
    table.receive_data(b"")
    assert table.next_event() is CLOSED


def test_the_documented_spake2_formula_is_what_the_package_computes() -> None:
    """docs/protocol.md spells out SPAKE2 (the password's scalar, M and N, the transcript)
    for a client written without the `spake2` package: each piece is checked here against
    the documented vectors."""
    import hashlib
    import re as regex

    from spake2.ed25519_basic import L
    from spake2.parameters.ed25519 import ParamsEd25519

    v = vectors()
    doc = DOC.read_text()
    m_hex = regex.search(r"`M = ([0-9a-f]{64})`", doc)
    n_hex = regex.search(r"`N = ([0-9a-f]{64})`", doc)
    assert m_hex is not None and n_hex is not None
    assert ParamsEd25519.M.to_bytes().hex() == m_hex.group(1)
    assert ParamsEd25519.N.to_bytes().hex() == n_hex.group(1)
    group = ParamsEd25519.group
    pw = v["code"].encode()
    w = (
        int.from_bytes(
            HKDF(algorithm=hashes.SHA256(), length=48, salt=b"", info=b"SPAKE2 pw").derive(pw),
            "big",
        )
        % L
    )
    x = int.from_bytes(bytes.fromhex(v["player_entropy"]) * 64, "big") % L
    x_star = bytes.fromhex(v["player_hello"])[9:41]
    y_star = bytes.fromhex(v["table_reply"])[9:41]
    assert group.Base.scalarmult(x).add(ParamsEd25519.M.scalarmult(w)).to_bytes() == x_star
    k = group.bytes_to_element(y_star).add(ParamsEd25519.N.scalarmult(-w)).scalarmult(x)
    sha = hashlib.sha256
    transcript = b"".join(
        [
            sha(pw).digest(),
            sha(b"dominos player").digest(),
            sha(b"dominos table").digest(),
            x_star,
            y_star,
            k.to_bytes(),
        ]
    )
    assert sha(transcript).hexdigest() == v["spake2_key"]
