"""docs/architecture.md names only what exists: every file, folder, module, class and member.

A newcomer reads that page first; a name that was renamed or removed sends them looking for
code that is not there. Names are read from the page's code spans (`...`) and looked up in
the package's own source, parsed, never imported.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "dominos"
DOC = ROOT / "docs" / "architecture.md"

#: Classes of the libraries the app stands on, named on the page beside the project's own.
EXTERNAL = re.compile(r"^(Q[A-Z]|asyncio\.|msgspec\.|sqlite3\.)")


@cache
def members() -> dict[str, set[str]]:
    """Every class of the package, with its methods, class attributes and the attributes its
    methods set on ``self``."""
    found: dict[str, set[str]] = {}
    for file in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            names = found.setdefault(node.name, set())
            for item in ast.walk(node):
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                    names.add(item.name)
                elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    names.add(item.target.id)
                elif isinstance(item, ast.Assign):
                    names.update(t.id for t in item.targets if isinstance(t, ast.Name))
                if (
                    isinstance(item, ast.Attribute)
                    and isinstance(item.value, ast.Name)
                    and item.value.id == "self"
                    and isinstance(item.ctx, ast.Store)
                ):
                    names.add(item.attr)
    return found


@cache
def top_level_names() -> set[str]:
    """Names every module of the package defines at its top: aliases such as ``End`` too."""
    names: set[str] = set()
    for file in PACKAGE.rglob("*.py"):
        for node in ast.parse(file.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names.add(node.target.id)
            elif isinstance(node, ast.FunctionDef | ast.ClassDef):
                names.add(node.name)
    return names


@cache
def tracked_paths() -> tuple[str, ...]:
    files = [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*") if ".venv" not in p.parts]
    return tuple(files)


def path_exists(name: str) -> bool:
    """A path as the page writes it: from the repository's root, from the package, or the
    tail of a path inside it (``board/faces.py`` for ``dominos/ui/board/faces.py``)."""
    bare = name.rstrip("/")
    if (ROOT / bare).exists() or (PACKAGE / bare).exists():
        return True
    return any(p == bare or p.endswith("/" + bare) for p in tracked_paths())


def module_exists(dotted: str) -> bool:
    """A module, or a name defined at the top of one (``dominos.host.main``)."""
    parts = dotted.split(".")
    base = ROOT.joinpath(*parts)
    if base.with_suffix(".py").exists() or (base / "__init__.py").exists():
        return True
    parent = ROOT.joinpath(*parts[:-1])
    for file in (parent.with_suffix(".py"), parent / "__init__.py"):
        if file.exists():
            tree = ast.parse(file.read_text(encoding="utf-8"))
            defined = {getattr(node, "name", None) for node in tree.body} | {
                t.id
                for node in tree.body
                if isinstance(node, ast.Assign)
                for t in node.targets
                if isinstance(t, ast.Name)
            }
            return parts[-1] in defined
    return False


def problems_with(span: str) -> str | None:
    """Why the code span ``span`` names nothing that exists, or None."""
    name = span.strip().removesuffix("()")
    if re.fullmatch(r"[\w./-]+\.(py|md|toml)|[\w./-]+/", name) and "/" in name:
        return None if path_exists(name) else f"no file or folder {name}"
    if re.fullmatch(r"dominos(\.\w+)+", name):
        return None if module_exists(name) else f"no module {name}"
    match = re.fullmatch(r"([A-Z]\w*)(?:\.(\w+))?(?:\(.*\))?", name)
    if match is None or EXTERNAL.match(name):
        return None
    cls, attr = match.groups()
    if cls.isupper():  # a constant or a setting, like DOMINOS_SOAK_GAMES
        return None
    known = members()
    if cls not in known:
        return None if attr is None and cls in top_level_names() else f"no class {cls}"
    if attr is not None and attr not in known[cls]:
        return f"{cls} has no {attr}"
    return None


def test_every_name_the_architecture_page_cites_exists() -> None:
    text = DOC.read_text(encoding="utf-8")
    spans = re.findall(r"`([^`\n]+)`", text)
    assert len(spans) > 50, "the page cites names in code spans"
    missing = sorted({f"`{s}`: {why}" for s in spans if (why := problems_with(s))})
    assert missing == [], "docs/architecture.md names what is not there:\n" + "\n".join(missing)


@pytest.mark.parametrize(
    ("span", "bad"),
    [
        ("Table.apply_known", False),
        ("Table.no_such_method", True),
        ("NoSuchClass", True),
        ("dominos/net/wire/framing.py", False),
        ("dominos/net/framing.py", True),
        ("board/faces.py", False),
        ("dominos.net.host.server", False),
        ("dominos.net.server", True),
        ("QApplication.alert", False),
    ],
)
def test_the_check_tells_a_stale_name(span: str, bad: bool) -> None:
    assert (problems_with(span) is not None) is bad
