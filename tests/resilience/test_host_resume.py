"""What ``dominos-host --state-dir`` does at start-up: resume, start afresh, or say why not."""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from dominos.net.host.guesses_kept import restore
from dominos.net.wire.blocking import SecureSocket
from dominos.net.wire.codes import Guesses
from dominos.table.store import FILE_NAME
from dominos.table.store_db import kept_guesses
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
    sock.send_message({"type": "hello", "protocol": 5, **fields})
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


def locked_out_in_journal(state_dir: Path, source: str) -> bool:
    """Whether the journal already keeps ``source``'s lock-out (it is written within a
    second of the change), read as a host resumed from it would."""
    db = sqlite3.connect(f"file:{state_dir / FILE_NAME}?mode=ro", uri=True)
    try:
        (table_id,) = db.execute("SELECT id FROM tables").fetchone()
        kept = kept_guesses(db, table_id)
    finally:
        db.close()
    if kept is None:
        return False
    guesses = Guesses()
    restore(guesses, kept, wall=time.time())
    return guesses.limiter.blocked(source)


def test_a_host_killed_and_resumed_keeps_a_guesser_locked_out(
    tmp_path: Path, hosts: list[Host]
) -> None:
    hosts.append(first := Host(tmp_path, "--port", "0"))
    ann, welcome = hello(first.port, first.code, name="Ann")  # a table worth resuming
    ann.close()
    assert welcome["type"] == "welcome"
    wrong = "Z" if first.code[0] != "Z" else "Y"
    outcomes = []
    for _ in range(6):
        with SecureSocket.connect(LOOPBACK, first.port, wrong + first.code[1:]) as sock:
            outcomes.append(sock.outcome)
            refusal = sock.read()
    assert outcomes == ["wrong_code"] * 5 + ["refused"]
    assert refusal is not None and refusal["code"] == "too_many_attempts"
    deadline = time.monotonic() + 20
    while not locked_out_in_journal(tmp_path, LOOPBACK):
        assert time.monotonic() < deadline, "the lock-out never reached the journal"
        time.sleep(0.05)
    first.crash()
    hosts.append(again := Host(tmp_path))
    assert "resumed" in again.line and again.code == first.code
    with SecureSocket.connect(LOOPBACK, again.port, first.code) as sock:
        # Even with the right code: this source is still locked out, as it was.
        assert sock.outcome == "refused"
        refusal = sock.read()
    assert refusal is not None and refusal["code"] == "too_many_attempts"
    assert 0 < refusal["retry_after"] <= 60
    assert "from this address" in refusal["message"]
