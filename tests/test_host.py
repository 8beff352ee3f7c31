"""``dominos-host`` as people run it: a real process, real signals, real sockets on loopback."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from dominos.host import main
from dominos.net.wire.blocking import SecureSocket
from tests.helpers.processes import NEW_GROUP, ask_to_stop, read_line

LOOPBACK = "127.0.0.1"


def launch(*flags: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "dominos.host", "--bind", LOOPBACK, *flags],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        **NEW_GROUP,
    )


def first_line(proc: subprocess.Popen[str], timeout: float = 20.0) -> str:
    assert proc.stdout is not None
    return read_line(proc.stdout, timeout)


@pytest.fixture
def host() -> Iterator[list[subprocess.Popen[str]]]:
    procs: list[subprocess.Popen[str]] = []
    yield procs
    for proc in procs:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()


def port_of(line: str) -> int:
    match = re.search(r"join at 127\.0\.0\.1:(\d+)", line)
    assert match, line
    return int(match.group(1))


def join(port: int, name: str, code: str) -> tuple[SecureSocket, dict[str, Any]]:
    sock = SecureSocket.connect(LOOPBACK, port, code)
    sock.send_message({"type": "hello", "protocol": 5, "name": name})
    welcome = sock.read()
    assert welcome is not None
    return sock, welcome


def read_until_closed(sock: SecureSocket) -> list[dict[str, Any]]:
    return sock.read_all()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_prints_the_code_and_address_then_closes_cleanly_on_a_signal(
    host: list[subprocess.Popen[str]], sig: signal.Signals
) -> None:
    proc = launch("--port", "0", "--code", "abc-234", "--name", "Kitchen")
    host.append(proc)
    line = first_line(proc)
    assert "ABC234" in line and "Kitchen" in line
    sock, welcome = join(port_of(line), "Ann", "abc234")
    assert welcome["type"] == "welcome" and welcome["seat"] == 0 and welcome["host"] is True
    ask_to_stop(proc, sig)
    assert proc.wait(timeout=10) == 0
    messages = read_until_closed(sock)
    sock.close()
    assert messages[-1]["type"] == "closing"
    _, err = proc.communicate()
    assert "seats: Ann" in err


def test_a_taken_port_falls_back_to_a_free_one_and_says_so(
    host: list[subprocess.Popen[str]],
) -> None:
    with socket.create_server((LOOPBACK, 0)) as squatter:
        taken = squatter.getsockname()[1]
        proc = launch("--port", str(taken), "--code", "ABC234")
        host.append(proc)
        line = first_line(proc)
        assert f"port {taken} was taken" in line
        port = port_of(line)
        assert port != taken
        sock, welcome = join(port, "Ann", "ABC234")
        assert welcome["type"] == "welcome"
        sock.close()
        ask_to_stop(proc)
        assert proc.wait(timeout=10) == 0


@pytest.mark.parametrize("watchers", [True, False])
def test_no_watchers_refuses_a_watcher_clearly_and_still_seats_players(
    host: list[subprocess.Popen[str]], watchers: bool
) -> None:
    proc = launch("--port", "0", "--code", "ABC234", *([] if watchers else ["--no-watchers"]))
    host.append(proc)
    port = port_of(first_line(proc))
    eve = SecureSocket.connect(LOOPBACK, port, "ABC234")
    eve.send_message({"type": "hello", "protocol": 5, "name": "Eve", "watch": True})
    answer = eve.read()
    assert answer is not None
    if watchers:
        assert answer["type"] == "welcome" and answer["watching"] is True
    else:
        assert answer["type"] == "error" and answer["code"] == "no_watchers"
        assert answer["message"] == "The host does not let anyone watch this table."
        assert eve.read_all() == [], "a refused hello closes the connection"
    eve.close()
    sock, welcome = join(port, "Ann", "ABC234")
    assert welcome["type"] == "welcome" and welcome["seat"] == 0
    sock.close()
    ask_to_stop(proc)
    assert proc.wait(timeout=10) == 0


def test_a_bad_flag_value_is_one_line_on_stderr_and_exit_2_from_the_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "dominos.host", "--target", "120"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith("dominos-host: error: argument --target: '120'")


@pytest.mark.parametrize(
    ("flags", "says"),
    [
        (["--port", "70000"], "--port"),
        (["--port", "http"], "--port"),
        (["--bind", "kitchen"], "not an IP address"),
        (["--code", "ABCO23"], "without I or O"),
        (["--target", "1000"], "50 to 500"),
        (["--time-scale", "0"], "time scale"),
        (["--time-scale", "nan"], "time scale"),
        (["--time-scale", "11"], "at most 10"),
        (["--name", "x" * 41], "40"),
        (["--log-level", "chatty"], "--log-level"),
        (["--frobnicate"], "unrecognized"),
    ],
)
def test_bad_flags_are_refused_before_anything_starts(
    flags: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(flags)
    assert exit_.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and says in err
