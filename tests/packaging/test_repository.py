"""What git tracks makes sense on every computer: no link, no folder of one machine.

A `.venv` link once committed here pointed at the folder of the machine it was made on; on
every other clone it dangled and both README commands failed before installing anything.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Absolute paths that only exist on one computer: home folders on Linux, macOS and Windows,
# root's home, and the scratch folders a checkout is often made in.
MACHINE_PATH = re.compile(
    r"(?<![\w.~-])(/home/\w|/root/|/Users/\w|/work/\w|/tmp/\w+/\w|[A-Za-z]:\\\\?Users\\)"
)


def tracked() -> list[tuple[str, str]]:
    """(mode, path) of every file git tracks here, read from the index."""
    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        pytest.fail("these checks read the repository through git; run them in a clone")
    listing = subprocess.run(
        [git, "ls-files", "-s", "-z"], cwd=ROOT, capture_output=True, check=True, timeout=60
    ).stdout.decode()
    entries = []
    for entry in filter(None, listing.split("\0")):
        meta, path = entry.split("\t", 1)
        entries.append((meta.split()[0], path))
    return entries


def test_git_tracks_no_symbolic_link() -> None:
    links = [path for mode, path in tracked() if mode == "120000"]
    assert links == [], f"symbolic links make sense on one machine only: {links}"


def test_no_tracked_text_names_a_folder_of_one_machine() -> None:
    found = []
    this = Path(__file__).resolve().relative_to(ROOT).as_posix()
    for _mode, path in tracked():
        file = ROOT / path
        if path == this:
            continue  # its own examples of what the check refuses
        if not file.is_file():
            continue
        data = file.read_bytes()
        if b"\0" in data[:8192]:
            continue  # a picture, a sound: no path to read in it
        for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
            if MACHINE_PATH.search(line):
                found.append(f"{path}:{number}: {line.strip()[:120]}")
    assert found == [], "paths of one machine in tracked files:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("line", "bad"),
    [
        ("VENV = /home/ann/dominos/.venv", True),
        ("see /root/.pyenv/versions/3.11/bin", True),
        ("cd /work/main && make", True),
        (r"C:\Users\ann\AppData", True),
        ("/Users/ann/Library", True),
        ("~/.local/share/dominos and $HOME/.config", False),
        ("https://example.org/home/page", False),
        ("/usr/share/applications and /etc/ssl/certs", False),
    ],
)
def test_the_check_tells_machine_paths_from_ordinary_ones(line: str, bad: bool) -> None:
    assert bool(MACHINE_PATH.search(line)) is bad
