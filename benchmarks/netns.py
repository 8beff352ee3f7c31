"""Whether this machine lets a network namespace be made and used, and if not, why.

The virtual LANs of the benchmarks and the tests need three things of ``ip``: ``ip netns add``,
``ip -n NS ...`` to set up the namespace's links and ``ip netns exec NS ...`` to start a process
inside it. Being root is not enough: a chroot (a packager's build root) lets the first one
through, but the other two remount ``/`` and fail there ("mount --make-rslave / failed"); a
container without the right to unshare refuses even the first. So the question is answered
by trying all three on a namespace made for the purpose, once per process.
"""

from __future__ import annotations

import functools
import os
import secrets
import shutil
import subprocess


def _ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=10)


@functools.cache
def unavailable() -> str | None:
    """One line saying why no network namespace can be made and entered here; ``None`` when
    one can."""
    if shutil.which("ip") is None:
        return "the 'ip' command (iproute2) is not installed, so no network namespace can be made"
    ns = f"dpr{os.getpid() % 100000}{secrets.token_hex(2)}"
    steps = [["netns", "add", ns], ["-n", ns, "link", "set", "lo", "up"]]
    steps.append(["netns", "exec", ns, "ip", "-br", "link"])
    try:
        for step in steps:
            try:
                result = _ip(*step)
            except subprocess.TimeoutExpired:
                return f"'ip {' '.join(step[:2])}' did not answer within 10 s"
            if result.returncode != 0:
                said = (
                    " ".join(result.stderr.replace(ns, "NS").split()) or f"exit {result.returncode}"
                )
                shown = " ".join(step).replace(ns, "NS")
                root = "" if os.geteuid() == 0 else " (it needs root)"
                return f"no network namespace can be used here{root}: 'ip {shown}' says {said}"
        return None
    finally:
        _ip("netns", "del", ns)
