"""Every string the source marks for translation has a finished Spanish and Brazilian
Portuguese translation that keeps its placeholders, so no player meets English by surprise.

When this fails after you added or changed a tr() string: run ``make translations``, then
in each resources/i18n/dominos_<lang>.ts translate the messages marked
``type="unfinished"`` and delete that mark (docs/translating.md).
"""

from __future__ import annotations

import ast
import re
import shutil
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

HOW_TO_FIX = (
    "Run `make translations`, then open resources/i18n/dominos_{lang}.ts, write the"
    ' translation of each message listed below and remove its type="unfinished"'
    " (docs/translating.md explains the format)."
)
FIELD = re.compile(r"\{(\w*)\}")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    finished: bool
    forms: tuple[str, ...]

    @property
    def where(self) -> str:
        note = f" ({self.comment})" if self.comment else ""
        return f"[{self.context or 'no context'}] {self.source!r}{note}"


def read(path: Path) -> list[Message]:
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            forms = (
                tuple(form.text or "" for form in translation.iter("numerusform"))
                if numerus
                else (translation.text or "",)
            )
            finished = translation.get("type") not in ("unfinished", "vanished", "obsolete")
            messages.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                    numerus,
                    finished and all(form.strip() for form in forms),
                    forms,
                )
            )
    return messages


@pytest.fixture(scope="module")
def refreshed(translations_tool: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The catalogues as ``make translations`` would leave them for the current source."""
    folder = tmp_path_factory.mktemp("i18n")
    for path in translations_tool.CATALOGUES.glob("dominos_*.ts"):
        shutil.copy(path, folder / path.name)
    translations_tool.refresh(folder=folder)
    return folder


def keys(messages: list[Message]) -> set[tuple[str, str, str]]:
    return {(m.context, m.source, m.comment) for m in messages}


@pytest.mark.parametrize("lang", ["es", "pt_BR", "en"])
def test_every_marked_string_has_a_finished_translation(
    translations_tool: ModuleType, refreshed: Path, lang: str
) -> None:
    messages = read(refreshed / f"dominos_{lang}.ts")
    missing = [m.where for m in messages if not m.finished]
    assert not missing, HOW_TO_FIX.format(lang=lang) + "\n  " + "\n  ".join(missing)
    committed = read(translations_tool.catalogue(lang))
    assert keys(committed) == keys(messages), (
        f"resources/i18n/dominos_{lang}.ts lists strings the source no longer has (or misses"
        " some): run `make translations` and commit the result.\n  "
        + "\n  ".join(sorted(str(k) for k in keys(committed) ^ keys(messages)))
    )


def test_the_full_catalogues_hold_every_string_of_the_app(refreshed: Path) -> None:
    """Guards the guard: the extraction really finds the app's strings (a call lupdate
    cannot see would be missing from both the source list and the catalogue)."""
    sources = {m.source for m in read(refreshed / "dominos_es.ts")}
    for sample in ("Pass", "Passed on {numbers}", "&Host a table", "%n point(s)", "five"):
        assert sample in sources
    assert len(sources) > 200


@pytest.mark.parametrize("lang", ["es", "pt_BR", "en"])
def test_translations_keep_placeholders_plurals_and_shortcuts(
    translations_tool: ModuleType, lang: str
) -> None:
    problems = []
    for m in read(translations_tool.catalogue(lang)):
        fields = sorted(FIELD.findall(m.source))
        for form in m.forms:
            if sorted(FIELD.findall(form)) != fields:
                problems.append(f"{m.where}: placeholders {fields} became {form!r}")
            try:
                form.format(**{name: "x" for name in fields})
            except (ValueError, KeyError, IndexError) as exc:
                problems.append(f"{m.where}: {form!r} cannot be filled in ({exc})")
            if "%n" in m.source and "%n" not in form:
                problems.append(f"{m.where}: the count %n is missing from {form!r}")
            if re.search(r"&[^&\s]", m.source) and not re.search(r"&[^&\s]", form):
                problems.append(f"{m.where}: the keyboard shortcut (&) is missing in {form!r}")
        if m.numerus and len(set(m.forms)) < 2 and lang != "en":
            problems.append(f"{m.where}: the plural forms are all the same: {m.forms}")
    assert not problems, f"In resources/i18n/dominos_{lang}.ts:\n  " + "\n  ".join(problems)


def test_the_english_catalogue_says_every_string_as_written(translations_tool: ModuleType) -> None:
    """English is the source's language: only its plural forms are words of their own."""
    messages = read(translations_tool.catalogue("en"))
    assert any(m.numerus for m in messages)
    assert all(m.forms == (m.source,) for m in messages if not m.numerus)


def marked_in_source(root: Path) -> set[str]:
    """Every literal text the source hands to ``tr()``, ``self.tr()`` or
    ``QCoreApplication.translate()``, wherever the call sits (an f-string included)."""
    found: set[str] = set()
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            position = {"tr": 0, "translate": 1}.get(name or "")
            if position is None or len(node.args) <= position:
                continue
            text = node.args[position]
            if isinstance(text, ast.Constant) and isinstance(text.value, str):
                found.add(text.value)
    return found


def test_every_string_marked_in_the_source_reaches_the_catalogues(
    translations_tool: ModuleType, refreshed: Path
) -> None:
    """lupdate skips a tr() it cannot parse (inside an f-string, say): such a string would
    never be translated, and no other check would notice."""
    catalogued = {m.source for m in read(refreshed / "dominos_es.ts")}
    missed = marked_in_source(translations_tool.ROOT / "dominos") - catalogued
    assert not missed, (
        "pyside6-lupdate does not see these tr() calls (move each out of the f-string or"
        " expression it sits in, then run `make translations`):\n  " + "\n  ".join(sorted(missed))
    )
