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

#: Top folders whose paths only exist on one computer: home folders on Linux and macOS,
#: root's home, and the scratch folders a checkout is often made in. Named as words, so this
#: file itself names no path.
LOCAL_TOPS = ("home", "root", "Users", "work", "tmp")
MACHINE_PATH = re.compile(
    r"(?<![\w.~-])/(?:" + "|".join(LOCAL_TOPS) + r")/[\w.]|[A-Za-z]:\\\\?Users\\"
)


def local(top: str, *rest: str) -> str:
    """An example path under one of those folders, made here rather than written out."""
    return "/" + "/".join((top, *rest))


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
    for _mode, path in tracked():
        file = ROOT / path
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
        ("VENV = " + local("home", "ann", "dominos", ".venv"), True),
        ("see " + local("root", ".pyenv", "versions"), True),
        ("cd " + local("work", "checkout") + " && make", True),
        ("C:" + "\\".join(("", "Users", "ann", "AppData")), True),
        (local("Users", "ann", "Library"), True),
        ("~/.local/share/dominos and $HOME/.config", False),
        ("https://example.org/home/page", False),
        ("/usr/share/applications and /etc/ssl/certs", False),
    ],
)
def test_the_check_tells_machine_paths_from_ordinary_ones(line: str, bad: bool) -> None:
    assert bool(MACHINE_PATH.search(line)) is bad
