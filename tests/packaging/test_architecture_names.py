"""Every class member docs/architecture.md names is in the code.

The notes are how a newcomer finds their way; a method renamed or moved to another part
left them pointing at nothing (``Server._pulse``, ``Client._keep_alive``) until someone
read them against the code. Names written ``Class.member`` are checked here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: ``Class.member`` or ``Class.member()`` between backticks.
CITED = re.compile(r"`([A-Z]\w*)\.(\w+)(?:\(\))?`")
#: Qt's own classes, which the notes name too.
OUTSIDE = frozenset({"QApplication", "QTimer", "QWidget", "QObject"})


def members_by_class() -> dict[str, set[str]]:
    """Each class of the package: its methods, class attributes and attributes set on self."""
    found: dict[str, set[str]] = {}
    for path in (ROOT / "dominos").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            members = found.setdefault(node.name, set())
            for part in ast.walk(node):
                if isinstance(part, ast.FunctionDef | ast.AsyncFunctionDef):
                    members.add(part.name)
                elif isinstance(part, ast.AnnAssign) and isinstance(part.target, ast.Name):
                    members.add(part.target.id)
                elif isinstance(part, ast.Assign):
                    members.update(t.id for t in part.targets if isinstance(t, ast.Name))
                elif isinstance(part, ast.Attribute) and isinstance(part.ctx, ast.Store):
                    members.add(part.attr)
    return found


def test_every_member_the_architecture_notes_name_exists() -> None:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    cited = {(cls, member) for cls, member in CITED.findall(text) if cls not in OUTSIDE}
    assert len(cited) > 10  # the pattern still matches how the notes write names
    classes = members_by_class()
    missing = sorted(
        f"{cls}.{member}" for cls, member in cited if member not in classes.get(cls, set())
    )
    assert missing == [], "docs/architecture.md names what the code no longer has"
