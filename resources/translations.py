"""Refresh the translation catalogues from the source, and compile them for the app.

    python resources/translations.py refresh   # after adding or changing a tr() string
    python resources/translations.py compile   # .ts -> .qm (make and the package build do it)

``refresh`` runs ``pyside6-lupdate`` over every Python file of the package and rewrites
``resources/i18n/dominos_<lang>.ts``: new strings appear with ``type="unfinished"``, strings
gone from the source are dropped. Translate them in the ``.ts`` file (any text editor, or
``pyside6-linguist``) and remove ``type="unfinished"``. The English catalogue says every
string as the source writes it, filled in by ``refresh`` itself; only its plural forms
(``%n``) are written by hand. ``compile`` writes the ``.qm`` files the app loads
into ``dominos/resources/i18n/``; they are build output, never committed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = ROOT / "resources" / "i18n"
COMPILED = ROOT / "dominos" / "resources" / "i18n"
#: Languages translated by hand; English, the source's language, is filled in by refresh
#: (every string as written) but for its plural forms.
TRANSLATED = ("es", "pt_BR")
SOURCE_LANGUAGES = ("en",)
#: A message with no translation yet, its source text and any comment captured.
_UNTRANSLATED = re.compile(
    r"(<message>\s*<source>(?P<source>[^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?)"
    r'<translation type="unfinished">\s*</translation>'
)


def catalogue(language: str) -> Path:
    return CATALOGUES / f"dominos_{language}.ts"


def compiled(language: str) -> Path:
    return COMPILED / f"dominos_{language}.qm"


def sources() -> list[Path]:
    """Every Python file of the app, in a stable order."""
    return sorted((ROOT / "dominos").rglob("*.py"))


def tool(name: str) -> str:
    """A PySide6 command from the Python running this script, else from the PATH."""
    folder = Path(sys.executable).parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(name)
    if found is None and sys.platform == "win32":
        # On Windows PySide6 keeps its Qt tools beside itself, which a Python given its
        # packages with `pip --target` (the Wine route, packaging/README.md) has no
        # pyside6-* launcher for.
        import PySide6

        beside = Path(PySide6.__file__).parent / f"{name.removeprefix('pyside6-')}.exe"
        found = str(beside) if beside.exists() else None
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .) first")
    return found


def lupdate(files: list[Path], targets: list[Path], *extra: str) -> None:
    """Run pyside6-lupdate, then drop what makes the files noisy to review by hand.

    ``-locations none`` keeps line numbers out, so moving code does not touch the
    catalogues; ``-no-obsolete`` drops strings the source no longer has. lupdate also
    reads ``#:`` comments as notes for translators, but this project writes those for
    attributes, so they are removed rather than shown to translators out of place.
    """
    command = [tool("pyside6-lupdate"), "-silent", "-locations", "none", "-no-obsolete", *extra]
    command += [str(f) for f in files] + ["-ts", *(str(t) for t in targets)]
    subprocess.run(command, check=True, cwd=ROOT)
    for target in targets:
        text = target.read_text(encoding="utf-8")
        cleaned = re.sub(r"\n *<extracomment>.*?</extracomment>", "", text, flags=re.DOTALL)
        if cleaned != text:
            target.write_text(cleaned, encoding="utf-8")


def refresh(files: list[Path] | None = None, folder: Path = CATALOGUES) -> list[Path]:
    """Bring the catalogues in ``folder`` up to date with the source; return them."""
    files = sources() if files is None else files
    folder.mkdir(parents=True, exist_ok=True)
    full = [folder / catalogue(lang).name for lang in TRANSLATED]
    source = [folder / catalogue(lang).name for lang in SOURCE_LANGUAGES]
    lupdate(files, full + source)
    for path in source:
        say_as_written(path)
    return full + source


def say_as_written(path: Path) -> None:
    """Translate each new message of a catalogue in the source's language by its own text
    (already escaped as XML), so the catalogue is complete like the others; plural forms,
    which English words differently by count, are left for a person to write."""
    text = path.read_text(encoding="utf-8")
    filled = _UNTRANSLATED.sub(r"\1<translation>\g<source></translation>", text)
    if filled != text:
        path.write_text(filled, encoding="utf-8")


def compile_all(force: bool = False) -> list[Path]:
    """Compile every catalogue whose .qm is missing or older; return the .qm files."""
    COMPILED.mkdir(parents=True, exist_ok=True)
    written = []
    for language in (*TRANSLATED, *SOURCE_LANGUAGES):
        source, target = catalogue(language), compiled(language)
        if force or not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            # Written aside and renamed over: a running app maps the old file into memory,
            # and rewriting it in place would pull its words (or the app) out from under it.
            # The aside is this process's own: two test workers may compile at once.
            partial = target.with_name(f"{target.name}.{os.getpid()}.partial")
            command = [tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(partial)]
            subprocess.run(command, check=True)
            partial.replace(target)
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    if argv == ["refresh"]:
        for path in refresh():
            print(f"updated {path.relative_to(ROOT)}")
        return 0
    if argv == ["compile"]:
        compile_all(force=True)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
