"""The child processes a benchmark watches: started, read from ``/proc``, and stopped.

A benchmark that measures a whole app starts it as a child and must never leave it running,
even when the measurement fails half-way; its standard error goes to a file, whose tail is
what a failure reports. The ``/proc`` readings are Linux only, as the benchmarks are.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import BinaryIO

__all__ = ["ROOT", "cpu_seconds", "errors_tail", "open_files", "rss_mb", "spawn", "stop"]

#: The repository's root: children run there, so ``-m benchmarks...`` and ``dominos`` import.
ROOT = Path(__file__).resolve().parent.parent


async def spawn(
    args: list[str], env: dict[str, str], log: Path
) -> tuple[asyncio.subprocess.Process, BinaryIO]:
    """Starts ``args`` with its output on a pipe and its errors in ``log``; the caller closes
    the returned file once the process is stopped."""
    errors = open(log, "wb")  # noqa: SIM115  (closed once the process is gone)
    proc = await asyncio.create_subprocess_exec(
        *args,
        cwd=ROOT,
        env=env,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=errors,
    )
    return proc, errors


def errors_tail(log: Path) -> str:
    """The end of what a child wrote to its error file: what a failure reports."""
    return log.read_text(errors="replace")[-2000:]


async def stop(proc: asyncio.subprocess.Process) -> None:
    """Asks ``proc`` to end as a user would (SIGTERM, so it closes properly), and kills it if
    it has not within 10 s: a benchmark never leaves a child behind."""
    if proc.returncode is None:
        proc.terminate()
        try:
            async with asyncio.timeout(10):
                await proc.wait()
        except TimeoutError:
            proc.kill()
            await proc.wait()


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of every thread of ``pid`` so far."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    # Fields 14 and 15 of proc(5); the split starts at field 3.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    """Resident memory of ``pid`` in MB."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


def open_files(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))
