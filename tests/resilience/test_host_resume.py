"""What ``dominos-host --state-dir`` does at start-up: resume, start afresh, or say why not."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from dominos.net.blocking import SecureSocket
from dominos.table.store import FILE_NAME
from tests.helpers.processes import NEW_GROUP, ask_to_stop, kill_now

LOOPBACK = "127.0.0.1"


class Host:
    def __init__(self, state_dir: Path, *flags: str) -> None:
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "dominos.host",
                "--bind",
                LOOPBACK,
                "--state-dir",
                str(state_dir),
                "--no-discovery",
                *flags,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
            **NEW_GROUP,
        )
        assert self.proc.stdout is not None
        self.line = self.proc.stdout.readline()
        match = re.search(r"invitation code (\w+); join at 127\.0\.0\.1:(\d+)", self.line)
        assert match, self.line
        self.code, self.port = match.group(1), int(match.group(2))

    def crash(self) -> str:
        """Ends it at once, with no chance to clean up."""
        kill_now(self.proc.pid)
        _, err = self.proc.communicate(timeout=20)
        return err

    def stop(self) -> str:
        """Asks it to close properly, as SIGTERM or Ctrl+Break does."""
        ask_to_stop(self.proc)
        _, err = self.proc.communicate(timeout=20)
        return err


@pytest.fixture
def hosts() -> Iterator[list[Host]]:
    started: list[Host] = []
    yield started
    for h in started:
        if h.proc.poll() is None:
            h.proc.kill()
        h.proc.communicate()


def hello(port: int, code: str, **fields: object) -> tuple[SecureSocket, dict[str, Any]]:
    sock = SecureSocket.connect(LOOPBACK, port, code)
    sock.send_message({"type": "hello", "protocol": 2, **fields})
    reply = sock.read()
    assert reply is not None
    return sock, reply


def test_a_killed_host_resumes_its_lobby_and_a_closed_one_does_not(
    tmp_path: Path, hosts: list[Host]
) -> None:
    hosts.append(first := Host(tmp_path, "--port", "0", "--name", "Attic"))
    sock, welcome = hello(first.port, first.code, name="Ann")
    assert welcome["type"] == "welcome"
    first.crash()
    sock.close()
    hosts.append(again := Host(tmp_path))
    assert "resumed" in again.line and again.code == first.code and again.port == first.port
    sock, back = hello(again.port, again.code, resume=welcome["token"])
    assert back["type"] == "welcome" and back["seat"] == 0, "Ann's token still holds her seat"
    sock.close()
    assert again.stop() is not None and again.proc.returncode == 0
    hosts.append(fresh := Host(tmp_path, "--port", "0"))
    assert "resumed" not in fresh.line, "a table closed on purpose is not taken up again"
    sock, refused = hello(fresh.port, fresh.code, resume=welcome["token"])
    sock.close()
    assert refused["type"] == "error" and refused["code"] == "bad_token"


def test_fresh_gives_up_the_unfinished_table(tmp_path: Path, hosts: list[Host]) -> None:
    hosts.append(first := Host(tmp_path, "--port", "0"))
    sock, _ = hello(first.port, first.code, name="Ann")
    first.crash()
    sock.close()
    hosts.append(second := Host(tmp_path, "--port", "0", "--fresh"))
    assert "resumed" not in second.line and second.code != first.code
    second.crash()
    hosts.append(third := Host(tmp_path, "--port", "0"))
    assert third.code != first.code, "the table given up stays given up"


def test_a_damaged_journal_is_set_aside_and_the_host_still_opens(
    tmp_path: Path, hosts: list[Host]
) -> None:
    (tmp_path / FILE_NAME).write_bytes(os.urandom(4096))
    hosts.append(host := Host(tmp_path, "--port", "0"))
    sock, welcome = hello(host.port, host.code, name="Ann")
    assert welcome["type"] == "welcome"
    sock.close()
    err = host.stop()
    assert "could not be read" in err and "moved to" in err
    assert any(".damaged-" in p.name for p in tmp_path.iterdir())
