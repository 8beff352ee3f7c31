"""Turning error codes (from the host, the network or discovery) into sentences for players.

Each sentence says what happened and what to do. Each code also names the field it concerns,
so the screen can show the sentence next to it rather than in a generic box.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Literal

from dominos.terms import MAX_NAME, NOT_NOW
from dominos.ui.kit.i18n import tr

if TYPE_CHECKING:
    from dominos.discovery.errors import Failure
    from dominos.discovery.join import NoTableForCode
    from dominos.net.wire.address import AddressError

Field = Literal["name", "code", "address", "host", "table"]

#: Which part of the screen an error belongs to; anything else concerns the table as a whole.
FIELDS: dict[str, Field] = {
    "wrong_code": "code",
    "too_many_attempts": "code",
    "busy": "code",
    "still_busy": "code",
    "no_table": "code",
    "bad_code": "code",
    "table_full": "code",
    "bad_token": "code",
    "protocol_mismatch": "code",
    "name_taken": "name",
    "bad_name": "name",
    "unreachable": "address",
    "timeout": "address",
    "bad_address": "address",
    "host_failed": "host",
    "resume_failed": "host",
    "table_lost": "host",
    "game_lost": "code",
    "closing": "code",
}


def describe(code: str, detail: str = "", *, wait: float | None = None) -> str:
    """The sentence a player reads for ``code``; ``detail`` is the host's own message, if any,
    and ``wait`` the seconds the host asked to wait before trying again (its ``retry_after``,
    with ``too_many_attempts`` and ``busy``), to say the real wait rather than a guess."""
    if wait is not None and code in NOT_NOW:
        return _not_now(code, wait)
    messages = {
        "wrong_code": tr("That code doesn't match this table. Check it with the host."),
        "too_many_attempts": tr(
            "Too many wrong codes from this computer. Wait a minute, then try again."
        ),
        "busy": tr("The table is busy right now. Wait a moment, then try again."),
        "still_busy": tr(
            "The table stayed too busy to let you in for a minute and a half, so this app"
            " stopped trying. Try again later, or check the code with the host."
        ),
        "bad_code": tr(
            "A code has 6 letters and digits, without 0, O, 1 or I. Check it with the host."
        ),
        "no_table": tr(
            "No table on your network answers to that code. Check the code, "
            "or ask the host for an address and use Join by address."
        ),
        "table_full": tr("This table already has four players. Ask the host to open another."),
        "name_taken": tr("Someone at this table already uses that name. Pick another one."),
        "bad_name": tr("The host refused that name. Use 1 to 20 letters, digits or spaces."),
        "bad_token": tr("Your seat at that table is no longer valid. Join again with the code."),
        "protocol_mismatch": tr(
            "That table runs another version of Dominos. Install the same version as the host."
        ),
        "unreachable": tr(
            "Couldn't reach the table. Check the address and that you are on the same network."
        ),
        "timeout": tr("The table didn't answer in time. Check the address and try again."),
        "bad_address": tr("Type the address as host:port, for example 192.168.1.20:47474."),
        "host_failed": tr("Couldn't open a table on this computer."),
        "table_lost": tr(
            "The table you were hosting is gone: what this computer had saved of it was"
            " emptied or deleted, so its game can't be taken up again. Open a new table and"
            " give the players its code."
        ),
        "game_lost": tr(
            "The host no longer has this game: what it had saved of the table was lost."
            " Ask the host to open a new table, and join it with its code."
        ),
        "resume_failed": tr(
            "Your table can't be taken up again: what this computer kept of it is damaged"
            " or gone. Open a new table."
        ),
        "not_your_turn": tr("Wait for your turn."),
        "illegal_move": tr("That tile doesn't fit there."),
        "must_play": tr("You have a tile that fits, so you can't pass."),
        "not_host": tr("Only the host can do that."),
        "wrong_phase": tr("That can't be done right now."),
        "bad_target": tr("Pick a target from 50 to 500 points, in steps of 50."),
        "not_seated": tr("You no longer have a seat at this table."),
        "no_watchers": tr("The host doesn't let anyone watch this table."),
        "too_many_watchers": tr("As many people as this table takes are watching it already."),
        "watching": tr("You are watching this table: only its players can do that."),
        "too_large": tr("The table didn't understand this app. Update Dominos."),
        "bad_encoding": tr("The table didn't understand this app. Update Dominos."),
        "bad_message": tr("The table didn't understand this app. Update Dominos."),
        "host_closed": tr("The host closed the table."),
        "connection_lost": tr("The connection to the table was lost."),
        "not_connected": tr(
            "Not connected to the table right now. Wait for the reconnection, then try again."
        ),
        "closing": tr("That table is closing. Ask the host to open a new one."),
        "error": tr("Something went wrong."),
    }
    text = messages.get(code)
    if text is None:
        text = detail or tr("Something went wrong ({code}).").format(code=code)
    elif code in ("host_failed", "protocol_mismatch", "error") and detail:
        text = f"{text} ({detail})"
    return text


def _not_now(code: str, wait: float) -> str:
    """A "not now" refusal with the wait the host gave, counted as the app counts down the
    waits it makes itself (a part of a second is a second), in minutes once that is long."""
    seconds = max(1, math.ceil(wait))
    if seconds < 120:
        later = tr("%n second(s)", None, seconds)
    else:
        later = tr("%n minute(s)", None, math.ceil(seconds / 60))
    if code == "busy":
        return tr("The table is busy right now. Try again in {wait}.").format(wait=later)
    return tr("Too many wrong codes were tried at this table lately. Try again in {wait}.").format(
        wait=later
    )


def field_of(code: str) -> Field:
    """Where on the screen the error for ``code`` belongs."""
    return FIELDS.get(code, "table")


def name_message(problem: str) -> str:
    """The sentence for a reason code of :func:`dominos.terms.name_problem`."""
    messages = {
        "empty": tr("Type a name so the others know who you are."),
        "too_long": tr("At most {count} characters.").format(count=MAX_NAME),
        "control": tr("Use letters, digits, spaces and punctuation only."),
    }
    return messages.get(problem, problem)


def address_message(error: AddressError) -> str:
    """The sentence for an address that cannot be used, from its reason and quoted parts.

    Each sentence is a template with named fields, so a translation may reorder them.
    """
    examples = "192.168.1.20, 192.168.1.20:47474, [fe80::1]:47474, kitchen-pc.local"
    templates = {
        "empty": tr("Type the table's address, for example {examples}."),
        "not_an_address": tr(
            "\u201c{text}\u201d is not an address. Type only the host and the port,"
            " for example {examples}."
        ),
        "space": tr("\u201c{text}\u201d has a space in it; an address has none."),
        "unclosed_bracket": tr("\u201c{text}\u201d opens a bracket [ but does not close it."),
        "after_bracket": tr(
            "In \u201c{text}\u201d, only :port may follow the bracketed address, not {part}."
        ),
        "ipv6_port": tr(
            "\u201c{text}\u201d is not an IPv6 address. To add a port to an IPv6 address,"
            " put the address in brackets, for example [fe80::1]:47474."
        ),
        "no_port": tr(
            "\u201c{text}\u201d ends with a colon: add a port from 1 to 65535, or remove the colon."
        ),
        "bad_port": tr("In \u201c{text}\u201d, the port {port} is not a number from 1 to 65535."),
        "port_range": tr("In \u201c{text}\u201d, the port {port} is not a number from 1 to 65535."),
        "bad_scope": tr("In \u201c{text}\u201d, {scope} is not a network interface name."),
        "bad_ipv6": tr("In \u201c{text}\u201d, {part} is not an IPv6 address."),
        "no_host": tr(
            "\u201c{text}\u201d has a port but no host before it, for example {examples}."
        ),
        "bad_ipv4": tr(
            "In \u201c{text}\u201d, {part} is not an IPv4 address: four numbers from 0 to 255"
            " with dots between them."
        ),
        "bad_host_name": tr(
            "In \u201c{text}\u201d, {part} is not a computer name: use letters, digits and"
            " hyphens, in parts separated by dots."
        ),
    }
    template = templates.get(error.reason)
    if template is None:
        return describe("bad_address")
    fields = {"text": "", "part": "", "port": "", "scope": ""} | error.fields
    return template.format(examples=examples, **fields)


def no_table_message(error: NoTableForCode) -> str:
    """The sentence for a code no table on the network took, by why none did."""
    if error.reason == "no_tables":
        return tr(
            "No table was found on your network. Ask the host for the table's address,"
            " then use Join by address."
        )
    if error.reason == "unreachable":
        return tr(
            "The tables on your network did not answer. Check that you are on the host's"
            " network, or use Join by address."
        )
    return tr("No table on your network accepted that code. Check it with the host.")


def discovery_message(failure: Failure, *, hosting: bool) -> str:
    """Why tables cannot be listed (or, when ``hosting``, why this one is not announced),
    and what to do instead; ``{detail}`` holds the system's own words, if any."""
    reasons = {
        "no_network": tr("this computer is not connected to any network"),
        "name_in_use": tr("another table on the network already uses this name"),
        "bad_name": tr("the table's name cannot be announced as it is"),
        "no_interface": tr("no network interface could be used for it"),
        "timeout": tr("the network did not answer in time"),
        "refused": tr("the network refused it ({detail})"),
    }
    reason = reasons.get(failure.reason, tr("something unexpected went wrong ({detail})"))
    reason = reason.format(detail=failure.detail)
    if hosting:
        return tr(
            "This table is not announced on the network: {reason}. Friends can join by address."
        ).format(reason=reason)
    return tr("Tables on the network cannot be listed: {reason}. Join by address instead.").format(
        reason=reason
    )


def closed_message(reason: str, detail: str = "") -> str:
    """Why the table ended this player's connection for good, from the reason the host
    gave (see ``Client.close_reason``) rather than the host's own sentence, which may be in
    another language; ``detail`` is that sentence, kept for reasons this app doesn't know."""
    if reason == "shutdown":
        return describe("host_closed")
    if reason == "replaced":
        return tr("Your seat was taken back from another window or computer.")
    if reason == "left":
        return tr("You left the table.")
    if not reason:
        return detail or describe("host_closed")
    return describe(reason, detail)
