"""A flood of guesses at a table's code from thousands of source addresses, and a friend
who joins during it.

Run: ``python -m benchmarks.guessing [--seconds S] [--addresses N] [--ipv6 [--nets K]]
[--smoke]``

The table (``dominos-host``, in a process of its own) listens on loopback; the guesser
keeps 200 handshakes going at once, each from the next of ``N`` source addresses (127.x.y.z,
any of which loopback answers), except that a tenth of them come again and again from the
first 100 (so the table's budget for sources that failed is under siege from the start).
With ``--ipv6`` the whole run moves into a network namespace made for it (where one can be), with
``N`` addresses added to its ``lo`` over ``K`` /64s (``fd00:0:0:k::n``; by default each
address its own /64, the worst case, since a /64 is one source); nothing leaves that
namespace. Each guess is a real handshake with a wrong code (``benchmarks.flood``). After
5 s of flood a friend joins with the right code, from a source the flood never used, as the
app does: asking again by itself while the table says to wait. Then 20 friends join one
after another from that machine, which joined the table before the flood, and 20 from
machines new to the table, each a source of its own, whose handshakes look like the flood's.

Printed: handshakes answered per second (each one guess) and how many of them were the
budget's (a source's second or later answer), refusals per second, the expected time to
find a code of 2^30 and the chance in a 4-hour evening (each source's first answer counts
once, the budget's at the rate measured), how long the friend took to be seated, and the
two kinds of friends' joins apart (p50, p95, worst; and how many new ones were told to
wait).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import re
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter

from benchmarks import netns
from benchmarks.flood import Tally, flood, friend, ipv4_sources
from dominos.net.wire.blocking import SecureSocket
from dominos.net.wire.codes import FreshSources, source_of
from dominos.net.wire.messages import PROTOCOL_VERSION

CODE = "ABC234"
CODES = 2**30
EVENING = 4 * 3600.0
#: Handshakes the guesser keeps going at once.
WORKERS = 200
#: The table's budget lets this many failures through at once, before its rate.
BURST = 60
#: Sources the flood keeps coming back from.
AGAIN = 100
#: Where the friend's attempts stop counting: the goal is 30 s.
PATIENCE = 30.0
#: Friends who join one after another during the flood, from a machine that joined before
#: and from machines new to the table (docs/protocol.md: 95 % of each seated within 3 s).
JOINS = 20
#: Sources of friends whose machine never joined this table, by the table's address: each
#: its own source (an IPv6 /64 apart from the flood's), none the flood uses.
NEWCOMERS = {
    "127.0.0.1": [f"127.254.0.{n}" for n in range(1, JOINS + 1)],
    "fd00:0:0:ffff::1": [f"fd00:0:1:{n:x}::1" for n in range(1, JOINS + 1)],
}


async def _host(host: str) -> tuple[asyncio.subprocess.Process, int]:
    """``dominos-host`` in a process of its own, so the guesser does not share its core."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "dominos.host", "--bind", host, "--port", "0", "--code", CODE,
        "--no-discovery", "--log-level", "ERROR",
        stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    assert process.stdout is not None
    line = (await process.stdout.readline()).decode()
    found = re.search(r"(?:\d+\.\d+\.\d+\.\d+|\[[0-9a-f:]+\]):(\d+)", line)
    if found is None:
        raise RuntimeError(f"dominos-host did not say where to join: {line!r}")
    return process, int(found.group(1))


def ipv6_sources(count: int, nets: int) -> list[str]:
    """``count`` addresses over ``nets`` /64s of fd00::/48 (never the host's fd00:0:0:ffff::)."""
    return [f"fd00:0:0:{n % nets + 1:x}::{n // nets + 1:x}" for n in range(count)]


async def _measure(seconds: float, sources: list[str], host: str) -> dict[str, float]:
    process, port = await _host(host)
    # The baseline: the same friend's join at the same table before any flood.
    quiet = await friend(host, port, CODE, PATIENCE, name="Early")
    stop = asyncio.Event()
    tally = Tally()
    # Most handshakes come from the next source in turn, each new to the table the first
    # time round; a tenth keep coming back from a hundred of them, so the table's budget is
    # under siege from the start rather than once every source has had its first try.
    flooding = asyncio.gather(
        flood(host, port, sources[AGAIN:], WORKERS - WORKERS // 10, stop, tally),
        flood(host, port, sources[:AGAIN], WORKERS // 10, stop, tally),
    )
    began = time.perf_counter()
    await asyncio.sleep(min(5.0, seconds / 3))
    friend_s = await friend(host, port, CODE, PATIENCE)
    started = time.perf_counter()
    answered_before, refused_before = tally.answered, tally.refused
    before = _by_source(tally.answered_from)
    # Friends arriving one after another during the flood, each giving the seat back.
    joins = []
    for n in range(JOINS):
        took = await friend(host, port, CODE, PATIENCE, name=f"Friend{n}", leave=True)
        joins.append(PATIENCE if took is None else took)
    # Friends whose machine never proved the code here: a guesser's handshakes look alike.
    newcomers: list[float] = []
    tries: list[int] = []
    for source in NEWCOMERS[host]:
        new_s, attempts = await asyncio.to_thread(_newcomer, host, port, source)
        newcomers.append(new_s)
        tries.append(attempts)
    await asyncio.sleep(max(0.0, seconds - (time.perf_counter() - started)))
    ended = time.perf_counter()
    answered = tally.answered - answered_before
    refused = tally.refused - refused_before
    # Each source's first answer is its free one, which it only ever has once; every other
    # answer is the budget's. Over the whole flood the first BURST of them are its one-off
    # allowance and the rest its rate; within the window, all of them. The higher of the
    # two rates is kept, so the evening's figure errs on the safe side.
    after = _by_source(tally.answered_from)
    repeats = sum(n - 1 for n in after.values())
    in_window = sum(after[s] - before[s] - (before[s] == 0) for s in after if after[s] > before[s])
    burst = min(repeats, BURST)
    stop.set()
    with contextlib.suppress(Exception):
        await asyncio.wait_for(flooding, 40)
    process.terminate()
    await process.wait()
    took = ended - started
    distinct = len({source_of(s) for s in sources})
    repeat_rate = max(repeats - burst if repeats > BURST else repeats, 0) / (ended - began)
    repeat_rate = max(repeat_rate, in_window / took)
    free = min(distinct, FreshSources().bits)
    evening = free + burst + repeat_rate * EVENING
    long_run = max(repeat_rate, 1e-9)
    return {
        "guess_sources": float(distinct),
        "guesses_answered_per_s": answered / took,
        "guesses_repeat_per_s": repeat_rate,
        "guesses_refused_per_s": refused / took,
        "guess_expected_days": max(0.0, CODES / 2 - free) / long_run / 86400,
        "guess_evening_chance": min(1.0, evening / CODES),
        # Seated within the patience (30 s): 1, else 0.
        "friend_seated": 0.0 if friend_s is None else 1.0,
        "friend_seated_s": PATIENCE if friend_s is None else friend_s,
        "friend_quiet_s": PATIENCE if quiet is None else quiet,
        # The joins during the flood, from the first try to the seat.
        "friend_join_p50_s": statistics.median(joins),
        "friend_join_p95_s": _percentile(joins, 0.95),
        "friend_join_max_s": max(joins),
        # The same joins from machines new to the table, which a guesser's look alike.
        "newcomer_join_p50_s": statistics.median(newcomers),
        "newcomer_join_p95_s": _percentile(newcomers, 0.95),
        "newcomer_join_max_s": max(newcomers),
        # Of those, how many were told to wait (busy) at least once, and the most tries.
        "newcomer_told_to_wait": float(sum(n > 1 for n in tries)),
        "newcomer_tries_max": float(max(tries)),
    }


def _newcomer(host: str, port: int, source: str, patience: float = 15.0) -> tuple[float, int]:
    """Seconds for a friend on a machine new to the table to take a seat (and give it back),
    asking again as the app does while told to wait (``patience`` if never), and the tries
    it took."""
    start = time.perf_counter()
    attempts = 0
    while (took := time.perf_counter() - start) < patience:
        attempts += 1
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        try:
            sock.settimeout(10)
            sock.bind((source, 0))
            sock.connect((host.strip("[]"), port))
            with SecureSocket(sock, CODE) as table:
                if table.outcome != "established":
                    time.sleep(0.1)
                    continue
                table.send_message({"type": "hello", "protocol": PROTOCOL_VERSION, "name": "New"})
                answer = table.read()
                if answer is not None and answer["type"] == "welcome":
                    took = time.perf_counter() - start
                    table.send_message({"type": "leave"})
                    table.read_all()
                    return took, attempts
        except OSError:
            pass
        finally:
            sock.close()
        time.sleep(0.1)
    return patience, attempts


def _percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile, the nearest rank (of 20 joins, p95 is the 19th slowest)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def _by_source(answered: Counter[str]) -> Counter[str]:
    """Answers by source (an IPv6 /64 is one), not by address."""
    out: Counter[str] = Counter()
    for address, count in answered.items():
        out[source_of(address)] += count
    return out


def measure(seconds: float = 30.0, addresses: int = 6000) -> dict[str, float]:
    """Over IPv4. Keys: guess_sources, guesses_answered_per_s, guesses_repeat_per_s,
    guesses_refused_per_s, guess_expected_days, guess_evening_chance, friend_seated (0 or
    1), friend_seated_s (30 s when not seated), friend_quiet_s (the same join before the
    flood, the baseline), friend_join_p50_s, friend_join_p95_s, friend_join_max_s (from a
    machine that joined before), newcomer_join_p50_s, newcomer_join_p95_s,
    newcomer_join_max_s, newcomer_told_to_wait, newcomer_tries_max (from machines new to
    the table)."""
    return asyncio.run(_measure(seconds, ipv4_sources(addresses), "127.0.0.1"))


def measure_ipv6(seconds: float = 30.0, addresses: int = 6000, nets: int = 0) -> dict[str, float]:
    """The same keys, prefixed ``ipv6_``, measured in a namespace of its own; raises
    ``PermissionError`` where one cannot be made."""
    why = netns.unavailable()
    if why is not None:
        raise PermissionError(f"the IPv6 flood runs in a network namespace, and {why}")
    ns = f"dgF{os.getpid() % 100000}{secrets.token_hex(2)}"
    nets = nets or addresses
    try:
        subprocess.run(["ip", "netns", "add", ns], check=True, capture_output=True, timeout=10)
        commands = ["link set lo up", "addr add fd00:0:0:ffff::1/128 dev lo nodad"]
        sources = ipv6_sources(addresses, nets) + NEWCOMERS["fd00:0:0:ffff::1"]
        commands += [f"addr add {a}/128 dev lo nodad" for a in sources]
        with tempfile.NamedTemporaryFile("w", suffix=".ip") as batch:
            batch.write("\n".join(commands) + "\n")
            batch.flush()
            subprocess.run(
                ["ip", "-n", ns, "-batch", batch.name], check=True, capture_output=True, timeout=120
            )
        inside = [
            "ip", "netns", "exec", ns, sys.executable, "-m", "benchmarks.guessing", "--inside",
            "--seconds", str(seconds), "--addresses", str(addresses), "--nets", str(nets),
        ]  # fmt: skip
        out = subprocess.run(
            inside, check=True, capture_output=True, text=True, timeout=seconds + 180
        )
    except subprocess.CalledProcessError as exc:
        raise PermissionError(f"the IPv6 flood could not run in a namespace: {exc.stderr}") from exc
    finally:
        subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=10)
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return {f"ipv6_{key}": value for key, value in figures.items()}


def report(f: dict[str, float], seconds: float, label: str, prefix: str = "") -> None:
    def g(key: str) -> float:
        return f[prefix + key]

    print(f"flood from {g('guess_sources'):.0f} sources ({label}), measured over {seconds:g} s")
    print(f"  handshakes answered (guesses)  {g('guesses_answered_per_s'):.2f} per second")
    print(f"    of which repeats (budget)    {g('guesses_repeat_per_s'):.2f} per second")
    print(f"  refused before any work        {g('guesses_refused_per_s'):.0f} per second")
    print(f"  expected time to find the code {g('guess_expected_days'):,.0f} days")
    chance = max(g("guess_evening_chance"), 1e-12)
    print(f"  chance in a 4-hour evening     1 in {1 / chance:,.0f} (goal: 1 in 10,000 or less)")
    print(
        f"  {JOINS} friends joining during it    p50 {g('friend_join_p50_s'):.2f} s,"
        f" p95 {g('friend_join_p95_s'):.2f} s (goal <= 3 s), worst {g('friend_join_max_s'):.2f} s"
    )
    print(
        f"  {JOINS} from machines new to it      p50 {g('newcomer_join_p50_s'):.2f} s,"
        f" p95 {g('newcomer_join_p95_s'):.2f} s (goal <= 3 s), worst"
        f" {g('newcomer_join_max_s'):.2f} s; {g('newcomer_told_to_wait'):.0f} told to wait,"
        f" at most {g('newcomer_tries_max'):.0f} tries"
    )
    seated, took, quiet = g("friend_seated"), g("friend_seated_s"), g("friend_quiet_s")
    print(
        "  friend with the right code     "
        + (f"seated after {took:.2f} s" if seated else f"not seated in {took:g} s")
        + f" (goal <= 30 s); {quiet * 1000:.0f} ms before the flood, {took / quiet:.1f}x"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--addresses", type=int, default=6000)
    parser.add_argument("--ipv6", action="store_true")
    parser.add_argument("--nets", type=int, default=0, help="/64s the IPv6 addresses span")
    parser.add_argument("--smoke", action="store_true", help="a short flood, to check it runs")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    seconds = 3.0 if args.smoke else args.seconds
    if args.inside:  # the IPv6 run, inside its namespace: figures as JSON for the parent
        sources = ipv6_sources(args.addresses, args.nets or args.addresses)
        print(json.dumps(asyncio.run(_measure(seconds, sources, "fd00:0:0:ffff::1"))))
        return
    if args.ipv6:
        f = measure_ipv6(seconds, args.addresses, args.nets)
        nets = args.nets or args.addresses
        report(f, seconds, f"{args.addresses} IPv6 addresses over {nets} /64s", "ipv6_")
    else:
        report(measure(seconds, args.addresses), seconds, "127.x.y.z")


if __name__ == "__main__":
    main()
