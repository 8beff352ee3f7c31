"""The files every installer shares: icons, release notes, and the facts they state.

These run in a few seconds with no build; the installers themselves are checked in
test_deb.py.
"""

from __future__ import annotations

import doctest
import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "resources"
APP_ID = "io.github.dominos.Dominos"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC, "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_committed_icons_match_the_svg() -> None:
    """Editing the drawing without re-rendering would ship an old icon on some systems."""
    checked = subprocess.run(
        [sys.executable, str(RESOURCES / "build_icons.py"), "--check"],
        capture_output=True,
        text=True,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
        timeout=60,
    )
    assert checked.returncode == 0, checked.stderr


def test_app_window_icon_is_the_same_drawing() -> None:
    packaged = ROOT / "dominos" / "resources" / "icon.svg"
    assert packaged.read_bytes() == (RESOURCES / f"{APP_ID}.svg").read_bytes()


def test_icon_script_writes_every_size(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(RESOURCES / "build_icons.py"), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
        timeout=60,
    )
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png_size(png.read_bytes()) == (size, size)


def test_windows_icon_holds_every_size_as_png() -> None:
    data = (RESOURCES / "icons" / "dominos.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, height, _, _, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        side = width or 256
        assert (width, planes, bpp) == (height, 1, 32)
        assert png_size(data[offset : offset + length]) == (side, side)
        sizes.append(side)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_mac_icon_holds_the_retina_sizes() -> None:
    data = (RESOURCES / "icons" / "dominos.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    found = {}
    at = 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        found[kind] = png_size(data[at + 8 : at + length])
        at += length
    assert at == len(data)
    assert found[b"ic09"] == (512, 512) and found[b"ic14"] == (512, 512)
    assert found[b"icp4"] == (16, 16) and found[b"ic11"] == (32, 32)


def test_release_notes_cover_the_current_version(appinfo: ModuleType) -> None:
    """Software centres show the newest release's notes: bumping the version needs new ones."""
    tree = ET.parse(RESOURCES / f"{APP_ID}.metainfo.xml")
    releases = tree.getroot().findall("./releases/release")
    assert releases, "metainfo has no release notes"
    assert releases[0].get("version") == appinfo.read_version()
    assert releases[0].find("description") is not None
    assert tree.getroot().findtext("id") == appinfo.APP_ID


def test_screenshot_reference_points_at_a_file_in_the_repository() -> None:
    tree = ET.parse(RESOURCES / f"{APP_ID}.metainfo.xml")
    urls = [image.text or "" for image in tree.getroot().iter("image")]
    assert urls, "metainfo shows no screenshot"
    for url in urls:
        match = re.fullmatch(r"https://raw\.githubusercontent\.com/[^/]+/[^/]+/main/(.+)", url)
        assert match, f"{url} is not a file of the repository's main branch"
        width, height = png_size((ROOT / match.group(1)).read_bytes())
        assert width >= 1024 and 1.2 <= width / height <= 1.8, (width, height)


def test_bundle_keeps_every_qt_module_the_app_imports(appinfo: ModuleType) -> None:
    """A Qt module left out of the bundle makes the installed app fail at its first import."""
    used: set[str] = set()
    for source in (ROOT / "dominos").rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        used.update(re.findall(r"PySide6\.(Qt\w+)", text))
        for names in re.findall(r"from PySide6 import \(?([\w\s,]+)\)?", text):
            used.update(n.strip() for n in names.split(",") if n.strip().startswith("Qt"))
    assert used, "found no Qt import at all: the scan is broken"
    assert used <= appinfo.QT_MODULES, f"add to QT_MODULES: {sorted(used - appinfo.QT_MODULES)}"


def test_network_facts_match_the_app(appinfo: ModuleType) -> None:
    """The installers and the packagers' notes promise the port and service the app uses."""
    from dominos.discovery.records import SERVICE_TYPE
    from dominos.net.wire.address import DEFAULT_PORT

    assert appinfo.DEFAULT_PORT == DEFAULT_PORT
    assert SERVICE_TYPE == appinfo.SERVICE_TYPE + ".local."
    plist = appinfo.mac_info_plist("1.2.3")
    assert plist["NSBonjourServices"] == [appinfo.SERVICE_TYPE]
    assert plist["NSLocalNetworkUsageDescription"]
    notes = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
    assert str(DEFAULT_PORT) in notes and "5353" in notes
    inno = (ROOT / "packaging" / "windows" / "dominos.iss").read_text(encoding="utf-8")
    assert str(DEFAULT_PORT) in inno


def test_installer_scripts_take_the_version_from_pyproject(appinfo: ModuleType) -> None:
    version = appinfo.read_version()
    for script in ("windows/dominos.iss", "macos/make_dmg.sh", "dominos.spec"):
        text = (ROOT / "packaging" / script).read_text(encoding="utf-8")
        assert version not in text, f"{script} hard-codes the version"


def test_packaging_helpers_examples(appinfo: ModuleType) -> None:
    """The examples in appinfo's docstrings (packaging/ is outside the doctest paths)."""
    # module=False: build.py may have imported its own copy of appinfo under the same name.
    finder, runner = doctest.DocTestFinder(), doctest.DocTestRunner()
    for test in finder.find(appinfo, "appinfo", module=False, globs=vars(appinfo)):
        runner.run(test)
    assert runner.tries >= 8 and runner.failures == 0


def test_the_deb_depends_on_what_its_bundle_links_to_beyond_the_written_list(
    build_script: ModuleType,
) -> None:
    """Debian's own Python links libpython to libexpat: that package joins Depends, named
    once; a library the written list already names (under either of its names) adds none."""
    linked = {
        "libexpat1": "libexpat.so.1, needed by _internal/libpython3.11.so.1.0",
        "libglib2.0-0t64": "libglib-2.0.so.0, needed by _internal/libQt6Core.so.6",
        "libc6": "libc.so.6, needed by dominos",
    }
    needs = build_script.depends(linked)
    assert needs == [*build_script.DEB_DEPENDS, "libexpat1"]
    control = build_script.control_file("1.2.3", "amd64", 100, needs)
    (line,) = [f for f in control.splitlines() if f.startswith("Depends: ")]
    assert line.endswith(", libexpat1") and line.count("libexpat1") == 1
    assert build_script.depends({"libc6": "libc.so.6"}) == list(build_script.DEB_DEPENDS)


def test_app_names_itself_as_the_installed_desktop_entry(appinfo: ModuleType) -> None:
    """A window whose id differs from the installed entry gets no icon in Wayland docks."""
    from dominos.ui.services.settings import APP_ID

    assert APP_ID == appinfo.APP_ID


def test_every_installer_declares_the_app_languages(appinfo: ModuleType) -> None:
    """The app speaks English, Spanish and Brazilian Portuguese; so do the menu entry, the
    software centres' page, the Windows installer and the macOS bundle."""
    from dominos.ui.services.language import LANGUAGES

    assert set(appinfo.LANGUAGES) == set(LANGUAGES)
    others = [code for code in appinfo.LANGUAGES if code != "en"]

    entry = (RESOURCES / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    keys = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    for code in others:
        for key in ("Name", "GenericName", "Comment"):
            assert keys.get(f"{key}[{code}]"), f"the desktop entry lacks {key}[{code}]"
        assert keys[f"Comment[{code}]"] != keys["Comment"]

    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    meta = ET.parse(RESOURCES / f"{APP_ID}.metainfo.xml").getroot()
    for code in others:
        for tag in ("name", "summary", "description/p", "description/ul/li"):
            english = [e for e in meta.findall(tag) if lang not in e.attrib]
            there = [e for e in meta.findall(tag) if e.get(lang) == code]
            assert len(there) == len(english), f"{tag} in {code}: {len(there)} of {len(english)}"
    assert [e.text for e in meta.findall("languages/lang")] == list(appinfo.LANGUAGES)

    inno = (ROOT / "packaging" / "windows" / "dominos.iss").read_text(encoding="utf-8")
    for code in appinfo.LANGUAGES:
        assert re.search(rf'^Name: "{code}"; MessagesFile:', inno, re.M), code
    for code in others:
        notes = (ROOT / "packaging" / "windows" / f"firewall.{code}.txt").read_bytes()
        assert notes.startswith(b"\xef\xbb\xbf"), "Inno Setup reads UTF-8 only with a BOM"
        assert b"47474" in notes and b"5353" in notes

    plist = appinfo.mac_info_plist("1.2.3")
    assert plist["CFBundleLocalizations"] == ["en", "es", "pt-BR"]
    for code in appinfo.LANGUAGES:
        assert appinfo.LOCAL_NETWORK_USAGE[code] in appinfo.mac_info_strings(code)
