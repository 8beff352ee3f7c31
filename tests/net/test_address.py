"""What a player may type in the "join by address" field, and what they are told otherwise."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dominos.net.wire.address import DEFAULT_PORT, AddressError, format_address, parse_address


@pytest.mark.parametrize(
    ("typed", "host", "port"),
    [
        ("192.168.1.5:47474", "192.168.1.5", 47474),
        ("192.168.1.5", "192.168.1.5", DEFAULT_PORT),
        ("10.0.0.7:1", "10.0.0.7", 1),
        ("[fe80::1]:47474", "fe80::1", 47474),
        ("[::1]", "::1", DEFAULT_PORT),
        ("[::1]:65535", "::1", 65535),
        ("::1", "::1", DEFAULT_PORT),
        ("fe80::1%eth0", "fe80::1%eth0", DEFAULT_PORT),
        ("[fe80::1%eth0]:5000", "fe80::1%eth0", 5000),
        ("[2001:DB8:0:0::1]:80", "2001:db8::1", 80),
        ("kitchen-pc.local:47474", "kitchen-pc.local", 47474),
        ("kitchen-pc", "kitchen-pc", DEFAULT_PORT),
        ("kitchen-pc.local.", "kitchen-pc.local", DEFAULT_PORT),
        ("  kitchen-pc:9000\n", "kitchen-pc", 9000),
        ("Küche.local", "Küche.local", DEFAULT_PORT),
    ],
)
def test_accepts_what_players_type(typed: str, host: str, port: int) -> None:
    assert parse_address(typed) == (host, port)


def test_default_port_can_be_chosen() -> None:
    assert parse_address("kitchen-pc", default_port=5000) == ("kitchen-pc", 5000)
    assert parse_address("kitchen-pc:6000", default_port=5000) == ("kitchen-pc", 6000)


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("", "Type the address"),
        ("   ", "Type the address"),
        ("kitchen-pc:", "no port after the colon"),
        ("kitchen-pc:abc", "port 'abc'"),
        ("kitchen-pc:0", "port 0"),
        ("kitchen-pc:65536", "port 65536"),
        ("kitchen-pc:-1", "port '-1'"),
        ("kitchen-pc:٣", "port '٣'"),
        (":47474", "no host"),
        ("192.168.1.300", "not a valid IPv4 address"),
        ("192.168.1", "not a valid IPv4 address"),
        ("fe80::1:47474:x", "put the address in brackets"),
        ("[fe80::1", "never closes"),
        ("[fe80::zz]:1", "not a valid IPv6 address"),
        ("[::1]x", "only ':port' may follow"),
        ("[::1]:", "no port after the colon"),
        ("[fe80::1%e/0]", "not an address"),
        ("[fe80::1%e!0]", "invalid interface name"),
        ("http://kitchen-pc:47474", "not an address"),
        ("kitchen pc", "contains a space"),
        ("-kitchen", "not a valid host name"),
        ("kitchen_pc", "not a valid host name"),
        ("kitchen..pc", "not a valid host name"),
        ("a" * 64 + ".local", "not a valid host name"),
    ],
)
def test_refuses_with_a_message_that_quotes_the_input(typed: str, says: str) -> None:
    with pytest.raises(AddressError) as caught:
        parse_address(typed)
    assert isinstance(caught.value, ValueError)
    assert says in str(caught.value)
    if typed.strip():
        assert repr(typed) in str(caught.value)


def test_format_address_brackets_ipv6_only() -> None:
    assert format_address("192.168.1.5", 47474) == "192.168.1.5:47474"
    assert format_address("kitchen-pc.local", 1) == "kitchen-pc.local:1"
    assert format_address("fe80::1%eth0", 2) == "[fe80::1%eth0]:2"


@given(
    st.one_of(
        st.ip_addresses().map(str),
        st.from_regex(r"[a-z][a-z0-9-]{0,20}[a-z0-9](\.[a-z][a-z0-9]{0,10}){0,3}", fullmatch=True),
    ),
    st.integers(1, 65535),
)
def test_what_the_lobby_shows_reads_back_unchanged(host: str, port: int) -> None:
    assert parse_address(format_address(host, port)) == (host, port)


@pytest.mark.parametrize(
    ("typed", "reason", "fields"),
    [
        ("", "empty", {}),
        ("http://pc", "not_an_address", {"text": "http://pc"}),
        ("kitchen pc", "space", {"text": "kitchen pc"}),
        ("[fe80::1", "unclosed_bracket", {"text": "[fe80::1"}),
        ("[::1]x", "after_bracket", {"text": "[::1]x", "part": "x"}),
        ("fe80::1:47474:x", "ipv6_port", {"text": "fe80::1:47474:x"}),
        ("pc:", "no_port", {"text": "pc:"}),
        ("pc:abc", "bad_port", {"text": "pc:abc", "port": "abc"}),
        ("pc:65536", "port_range", {"text": "pc:65536", "port": "65536"}),
        ("[fe80::1%e!0]", "bad_scope", {"text": "[fe80::1%e!0]", "scope": "e!0"}),
        ("[fe80::zz]:1", "bad_ipv6", {"text": "[fe80::zz]:1", "part": "fe80::zz"}),
        (":47474", "no_host", {"text": ":47474"}),
        ("192.168.1", "bad_ipv4", {"text": "192.168.1", "part": "192.168.1"}),
        ("kitchen_pc", "bad_host_name", {"text": "kitchen_pc", "part": "kitchen_pc"}),
    ],
)
def test_each_refusal_names_its_reason_and_the_parts_it_quotes(
    typed: str, reason: str, fields: dict[str, str]
) -> None:
    """The app words these itself, in the player's language, from the reason and fields."""
    with pytest.raises(AddressError) as caught:
        parse_address(typed)
    assert caught.value.reason == reason
    assert caught.value.fields == fields
