"""A virtual LAN for tests: network namespaces, a thread inside one, a process inside one.

Every address these helpers hand out exists only inside namespaces the test creates, and
the namespaces are deleted whatever happens. Where none can be made and used (no root, no
``ip``, a chroot or a container without the right: ``benchmarks.netns`` tries) the tests that
need them are skipped, saying why.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import json
import os
import secrets
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from benchmarks import netns

ROOT = Path(__file__).resolve().parents[2]
CLONE_NEWNET = 0x40000000
T = TypeVar("T")


def ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=10)


@contextlib.contextmanager
def namespaces(*names: str) -> Iterator[None]:
    """Create the namespaces, or skip saying why; delete them whatever happens."""
    why = netns.unavailable()
    if why is not None:
        pytest.skip(why)
    created: list[str] = []
    try:
        for ns in names:
            result = ip("netns", "add", ns)
            if result.returncode != 0:
                pytest.skip(f"'ip netns add' is not permitted here: {result.stderr.strip()}")
            created.append(ns)
        yield
    finally:
        for ns in created:
            ip("netns", "del", ns)


def cable(a: tuple[str, str, list[str]], b: tuple[str, str, list[str]]) -> None:
    """A veth pair between two namespaces, each end ``(namespace, interface, addresses)``,
    addresses as ``10.0.0.1/24`` or ``fd00::1/64``; every interface comes up, loopback too."""
    (ns_a, link_a, _), (ns_b, link_b, _) = a, b
    steps = [["link", "add", link_a, "netns", ns_a, "type", "veth", "peer", "name", link_b,
              "netns", ns_b]]  # fmt: skip
    for ns, link, addresses in (a, b):
        for address in addresses:
            steps.append(["-n", ns, "addr", "add", address, "dev", link])
            if ":" in address:
                steps[-1].append("nodad")
        steps += [["-n", ns, "link", "set", "lo", "up"], ["-n", ns, "link", "set", link, "up"]]
    for step in steps:
        result = ip(*step)
        if result.returncode != 0:
            pytest.fail(f"could not build the virtual LAN ({' '.join(step)}): {result.stderr}")


def tag() -> str:
    """Unique per run, short enough for interface names (15 characters at most)."""
    return f"{os.getpid() % 100000}{secrets.token_hex(2)}"


def in_namespace(ns: str, scenario: Callable[[], Coroutine[Any, Any, T]], timeout: float = 90) -> T:
    """Run ``scenario`` on a fresh event loop in a thread that lives in namespace ``ns``.

    Only that thread moves (network namespaces are per thread), so every socket the
    scenario opens, zeroconf's included, is on the virtual LAN and nowhere else.
    """
    outcome: dict[str, Any] = {}

    def thread() -> None:
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            fd = os.open(f"/run/netns/{ns}", os.O_RDONLY)
            try:
                if libc.setns(fd, CLONE_NEWNET) != 0:
                    raise OSError(ctypes.get_errno(), f"setns into {ns} failed")
            finally:
                os.close(fd)
            outcome["value"] = asyncio.run(scenario())
        except BaseException as error:
            outcome["error"] = error

    worker = threading.Thread(target=thread, name=f"in-{ns}")
    worker.start()
    worker.join(timeout)
    assert not worker.is_alive(), "the scenario in the namespace did not finish"
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


class Peer:
    """A process in namespace A, speaking JSON lines with monotonic stamps."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    @classmethod
    async def start(cls, ns: str, *command: str, stderr: Any = None) -> Peer:
        process = await asyncio.create_subprocess_exec(
            "ip", "netns", "exec", ns, sys.executable, *command,
            cwd=ROOT, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=stderr,
        )  # fmt: skip
        return cls(process)

    async def event(self, name: str, timeout: float = 15) -> dict[str, Any]:
        assert self.process.stdout is not None
        async with asyncio.timeout(timeout):
            while True:
                line = await self.process.stdout.readline()
                assert line, f"the process ended before reporting {name!r}"
                event: dict[str, Any] = json.loads(line)
                assert event["event"] != "error", event
                if event["event"] == name:
                    return event

    async def line(self, containing: str, timeout: float = 15) -> tuple[float, str]:
        """The first output line containing the text, and when it was read."""
        assert self.process.stdout is not None
        async with asyncio.timeout(timeout):
            while True:
                raw = await self.process.stdout.readline()
                assert raw, f"the process ended before printing {containing!r}"
                if containing in raw.decode():
                    return time.monotonic(), raw.decode()

    async def say(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line.encode() + b"\n")
        await self.process.stdin.drain()

    async def stop(self) -> None:
        if self.process.returncode is None:
            self.process.kill()
        await self.process.wait()
