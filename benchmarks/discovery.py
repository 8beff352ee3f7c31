"""How fast a table appears in, and leaves, a joiner's list across a virtual LAN.

Run as root, where network namespaces can be made: ``python -m benchmarks.discovery [--runs N]``

Two network namespaces joined by a veth pair (10.213.47.0/24, which exists only inside
them) stand for the host's and the joiner's computers; a thread of this process lives in
each. Measured in one run, each over ``--runs`` tables:

- ``dominos: open -> listed``: from ``Advertiser.start()`` in one namespace to the table
  appearing in ``TableBrowser``'s list in the other;
- ``baseline: zeroconf probe -> listed``: the same announcement made the standard zeroconf
  way (``async_register_service(allow_name_change=True)``, with its full name probe), which
  is what the advertiser's quick name check replaces;
- ``dominos: close -> removed``: from ``Advertiser.close()`` to the table leaving the list;
- ``floor: one datagram``: one UDP datagram across the same link, the wire's own latency.

It prints median and worst times and the ratios against the baselines; ``figures()`` returns
them as a dict for ``make bench``.
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import os
import secrets
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from functools import partial
from typing import Any, TypeVar

from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

from benchmarks import netns
from dominos.discovery import SERVICE_TYPE, Advertiser, FoundTable, TableBrowser, new_table_id
from dominos.discovery.advertiser import CLAIM_MS

T = TypeVar("T")
HOST_IP, JOINER_IP = "10.213.47.1", "10.213.47.2"


class Namespace:
    """An event loop on a thread that lives in a network namespace."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        ready: Future[None] = Future()
        threading.Thread(target=self._run, args=(name, ready), daemon=True).start()
        ready.result(10)

    def _run(self, name: str, ready: Future[None]) -> None:
        fd = os.open(f"/run/netns/{name}", os.O_RDONLY)
        try:
            if ctypes.CDLL(None, use_errno=True).setns(fd, 0x40000000) != 0:
                ready.set_exception(OSError(ctypes.get_errno(), f"setns {name}"))
                return
        finally:
            os.close(fd)
        asyncio.set_event_loop(self.loop)
        ready.set_result(None)
        self.loop.run_forever()

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(30)

    def call(self, fn: Callable[[], T]) -> T:
        async def call() -> T:
            return fn()

        return self.run(call())


class Listing:
    """The joiner's list, stamped on every change, readable from the main thread."""

    def __init__(self) -> None:
        self.changed = threading.Condition()
        self.names: set[str] = set()
        self.stamp = 0.0

    def __call__(self, tables: list[FoundTable]) -> None:
        with self.changed:
            self.names = {t.table_name for t in tables}
            self.stamp = time.monotonic()
            self.changed.notify_all()

    def wait(self, test: Callable[[set[str]], bool]) -> float:
        with self.changed:
            assert self.changed.wait_for(lambda: test(self.names), 10), "the list never changed"
            return self.stamp


def ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=10)


def build_lan(tag: str) -> tuple[str, str]:
    a, b = f"dbA{tag}", f"dbB{tag}"
    ip("netns", "add", a)
    ip("netns", "add", b)
    ip(
        "link",
        "add",
        f"dba{tag}",
        "netns",
        a,
        "type",
        "veth",
        "peer",
        "name",
        f"dbb{tag}",
        "netns",
        b,
    )
    ip("-n", a, "addr", "add", f"{HOST_IP}/24", "dev", f"dba{tag}")
    ip("-n", b, "addr", "add", f"{JOINER_IP}/24", "dev", f"dbb{tag}")
    for ns, link in ((a, f"dba{tag}"), (b, f"dbb{tag}")):
        ip("-n", ns, "link", "set", "lo", "up")
        ip("-n", ns, "link", "set", link, "up")
    return a, b


def shown(name: str) -> Callable[[set[str]], bool]:
    return lambda names: name in names


def gone(name: str) -> Callable[[set[str]], bool]:
    return lambda names: name not in names


def measure(runs: int, host: Namespace, joiner: Namespace) -> dict[str, list[float]]:
    listing = Listing()
    browser = joiner.call(lambda: TableBrowser(listing))
    joiner.run(browser.start())
    assert browser.error is None, browser.error
    times: dict[str, list[float]] = {
        "dominos: open -> listed": [],
        "baseline: zeroconf probe -> listed": [],
        "dominos: close -> removed": [],
        "floor: one datagram": [],
    }
    for run in range(runs):
        name = f"Bench {run}"
        advertiser = host.call(
            partial(Advertiser, table_name=name, port=47474, table_id=new_table_id(), host_name="")
        )
        opened = time.monotonic()
        host.run(advertiser.start())
        times["dominos: open -> listed"].append(listing.wait(shown(name)) - opened)
        closed = time.monotonic()
        host.run(advertiser.close())
        times["dominos: close -> removed"].append(listing.wait(gone(name)) - closed)

        standard = f"Standard {run}"
        aiozc = host.call(AsyncZeroconf)
        info = AsyncServiceInfo(
            SERVICE_TYPE,
            f"{standard}.{SERVICE_TYPE}",
            port=47474,
            properties={"txtvers": "1", "v": "1", "id": "x", "seats": "0", "phase": "lobby"},
            server=f"std-{run}.local.",
            parsed_addresses=[HOST_IP],
        )
        opened = time.monotonic()
        host.run(aiozc.async_register_service(info, allow_name_change=True))
        listed = listing.wait(shown(standard))
        times["baseline: zeroconf probe -> listed"].append(listed - opened)
        host.run(aiozc.async_close())
        listing.wait(gone(standard))

        times["floor: one datagram"].append(datagram(host, joiner))
    joiner.run(browser.close())
    return times


def datagram(host: Namespace, joiner: Namespace) -> float:
    receiver = joiner.call(lambda: socket.socket(socket.AF_INET, socket.SOCK_DGRAM))
    sender = host.call(lambda: socket.socket(socket.AF_INET, socket.SOCK_DGRAM))
    with receiver, sender:
        receiver.bind((JOINER_IP, 0))
        receiver.settimeout(5)
        sent = time.monotonic()
        sender.sendto(b"x", receiver.getsockname())
        receiver.recv(1)
        return time.monotonic() - sent


LABELS = {
    "dominos: open -> listed": "discovery_s",
    "baseline: zeroconf probe -> listed": "discovery_zeroconf_probe_s",
    "dominos: close -> removed": "discovery_removed_s",
    "floor: one datagram": "discovery_datagram_s",
}


def timed_runs(runs: int) -> dict[str, list[float]]:
    """Builds the virtual LAN, times ``runs`` tables, removes the LAN; raises
    ``PermissionError`` where namespaces cannot be made (not root, or not permitted)."""
    why = netns.unavailable()
    if why is not None:
        raise PermissionError(why)
    tag = f"{os.getpid() % 100000}{secrets.token_hex(2)}"
    try:
        try:
            a, b = build_lan(tag)
        except subprocess.CalledProcessError as exc:
            why = exc.stderr.decode(errors="replace").strip() if exc.stderr else str(exc)
            raise PermissionError(f"network namespaces are not permitted here: {why}") from exc
        return measure(runs, Namespace(a), Namespace(b))
    finally:
        for ns in (f"dbA{tag}", f"dbB{tag}"):
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=10)


def figures(runs: int = 5) -> dict[str, float]:
    """Median, min and max seconds of each path, and the ratios, for ``make bench``."""
    times = timed_runs(runs)
    f: dict[str, float] = {"discovery_runs": runs}
    for label, key in LABELS.items():
        f[key] = statistics.median(times[label])
        f[f"{key}_min"] = min(times[label])
        f[f"{key}_max"] = max(times[label])
    f["discovery_vs_zeroconf_probe"] = f["discovery_s"] / f["discovery_zeroconf_probe_s"]
    return f


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--smoke", action="store_true", help="two tables, to check it runs")
    args = parser.parse_args()
    try:
        times = timed_runs(2 if args.smoke else args.runs)
    except PermissionError as exc:
        sys.exit(str(exc))
    medians = {label: statistics.median(values) for label, values in times.items()}
    for label, values in times.items():
        median, worst = medians[label] * 1000, max(values) * 1000
        print(f"{label:38} median {median:9.2f} ms   worst {worst:9.2f} ms")
    ours, probe = medians["dominos: open -> listed"], medians["baseline: zeroconf probe -> listed"]
    floor = medians["floor: one datagram"]
    print(f"open -> listed: {probe / ours:.1f}x faster than zeroconf's own probe")
    print(f"open -> listed: {ours * 1000:.0f} ms, of which {CLAIM_MS} ms waiting for a name clash")
    print(
        f"close -> removed: {medians['dominos: close -> removed'] / floor:.1f}x the wire's latency"
    )


if __name__ == "__main__":
    main()
