"""The Linux installers as a friend would meet them: install, find in the menu, launch.

The .deb is unpacked into a scratch root with ``dpkg -x`` (nothing touches the real
system) and the bundled app is started from there with no Python environment around it.
"""

from __future__ import annotations

import configparser
import functools
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.packaging.conftest import Built

# One installer build serves every test here, on whichever worker (tests/packaging/conftest.py).
pytestmark = [
    pytest.mark.slow,
    pytest.mark.once,
    pytest.mark.timeout(900),
    pytest.mark.xdist_group("installer"),
]

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.dominos.Dominos"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
MAX_DEB_BYTES = 60 * 1024 * 1024
MAX_INSTALLED_BYTES = 160 * 1024 * 1024


def app_env(home: Path) -> dict[str, str]:
    """A bare environment: offscreen Qt, a fresh home, and no Python paths to lean on."""
    keep = {k: v for k, v in os.environ.items() if k in {"PATH", "LANG", "LC_ALL", "TZ"}}
    return {
        **keep,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_RUNTIME_DIR": str(home / "run"),
        "QT_QPA_PLATFORM": "offscreen",
    }


def timed_run(
    cmd: list[str], env: dict[str, str]
) -> tuple[subprocess.CompletedProcess[str], float]:
    started = time.perf_counter()
    result = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
    return result, time.perf_counter() - started


def tree_bytes(root: Path) -> int:
    return sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() or p.is_symlink())


def deb_field(deb: Path, field: str) -> str:
    out = subprocess.run(
        ["dpkg-deb", "--field", str(deb), field], check=True, capture_output=True, text=True
    )
    return out.stdout.strip()


def test_bundled_app_reports_the_pyproject_version(built: Built, tmp_path: Path) -> None:
    exe = built.root / "usr" / "bin" / "dominos"
    assert exe.is_symlink(), "/usr/bin/dominos should point into /usr/lib/dominos"
    (tmp_path / "run").mkdir(mode=0o700)
    result, _ = timed_run([str(exe), "--version"], app_env(tmp_path))
    assert result.returncode == 0, result.stderr
    assert re.search(rf"(^|\s){re.escape(built.version)}\s*$", result.stdout), result.stdout


def test_bundled_app_opens_its_main_window_and_quits(
    built: Built, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The self-check, then the launch time against the same check run from source."""
    (tmp_path / "run").mkdir(mode=0o700)
    env = app_env(tmp_path)
    bundled, bundled_s = timed_run([str(built.root / "usr/bin/dominos"), "--self-check"], env)
    assert bundled.returncode == 0, bundled.stdout + bundled.stderr
    source_env = {**env, "PYTHONPATH": str(ROOT)}
    source, source_s = timed_run([sys.executable, "-m", "dominos", "--self-check"], source_env)
    assert source.returncode == 0, source.stdout + source.stderr
    with capsys.disabled():  # the figures belong in the CI log
        print(
            f"\nlaunch with --self-check: bundled {bundled_s:.2f} s, from source {source_s:.2f} s "
            f"(bundled/source {bundled_s / source_s:.2f}, one run each; medians: "
            f"python -m benchmarks.launch); build took {built.build_seconds:.0f} s"
        )


def test_bundled_app_loads_its_sound_cues(built: Built, tmp_path: Path) -> None:
    """miniaudio and its cues travel in the bundle: the null output stands in for a card."""
    (tmp_path / "run").mkdir(mode=0o700)
    env = {**app_env(tmp_path), "DOMINOS_SOUND_OUTPUT": "null"}
    result, _ = timed_run([str(built.root / "usr/bin/dominos"), "--self-check"], env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "sound ready" in result.stdout, result.stdout + result.stderr


def test_bundled_app_opens_its_window_on_an_x_server(
    built: Built,
    ensure_debian_packages: Callable[[list[str], str], None],
    tmp_path: Path,
) -> None:
    """The X11 back end for real (offscreen skips it): what a desktop without Wayland uses."""
    _install_depends(built, ensure_debian_packages)
    ensure_debian_packages(["xvfb", "xauth"], "starting the app on a virtual X server")
    (tmp_path / "run").mkdir(mode=0o700)
    env = {**app_env(tmp_path), "QT_QPA_PLATFORM": "xcb"}
    result = subprocess.run(
        ["xvfb-run", "-a", str(built.root / "usr/bin/dominos"), "--self-check"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_package_fits_the_size_goals(built: Built, capsys: pytest.CaptureFixture[str]) -> None:
    deb_bytes = built.deb.stat().st_size
    installed = tree_bytes(built.root)
    declared_kib = int(deb_field(built.deb, "Installed-Size"))
    with capsys.disabled():  # the figures belong in the CI log
        print(
            f"\n.deb {deb_bytes / 2**20:.1f} MiB (goal <= 60), "
            f"installed {installed / 2**20:.1f} MiB (goal <= 160), "
            f"tarball {built.tarball.stat().st_size / 2**20:.1f} MiB"
        )
    assert deb_bytes <= MAX_DEB_BYTES
    assert installed <= MAX_INSTALLED_BYTES
    # dpkg shows Installed-Size before installing: it must not be a guess.
    assert abs(declared_kib * 1024 - installed) < 0.05 * installed


def test_control_fields_describe_the_package(built: Built) -> None:
    assert deb_field(built.deb, "Package") == "dominos"
    assert deb_field(built.deb, "Version") == built.version
    depends = deb_field(built.deb, "Depends")
    for lib in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0"):
        assert lib in depends


def test_desktop_entry_and_metainfo_validate(built: Built) -> None:
    share = built.root / "usr" / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    checked = subprocess.run(
        ["desktop-file-validate", str(desktop)], capture_output=True, text=True
    )
    assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    checked = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(metainfo)], capture_output=True, text=True
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert not re.search(r"^E:", checked.stdout, re.M), checked.stdout


def test_menu_entry_finds_its_command_and_icons(built: Built) -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    share = built.root / "usr" / "share"
    parser.read(share / "applications" / f"{APP_ID}.desktop")
    entry = parser["Desktop Entry"]
    assert entry["Categories"].split(";")[:2] == ["Game", "BoardGame"]
    command = entry["Exec"].split()[0]
    assert (built.root / "usr" / "bin" / command).resolve().is_file()
    icons = share / "icons" / "hicolor"
    for size in ICON_SIZES:
        icon = icons / f"{size}x{size}" / "apps" / f"{entry['Icon']}.png"
        assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", icon
    assert (icons / "scalable" / "apps" / f"{entry['Icon']}.svg").is_file()
    launchable = (share / "metainfo" / f"{APP_ID}.metainfo.xml").read_text()
    assert f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>' in launchable


def _elf_files(root: Path) -> list[Path]:
    out = []
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    out.append(path)
    return out


def _needed(path: Path) -> list[str]:
    dump = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True)
    return re.findall(r"^\s*NEEDED\s+(\S+)", dump.stdout, re.M)


@functools.cache
def _linker_cache() -> str:
    # /sbin is not on an ordinary user's PATH.
    ldconfig = shutil.which("ldconfig") or shutil.which("ldconfig", path="/usr/sbin:/sbin")
    assert ldconfig is not None, "ldconfig (libc-bin) is missing"
    return subprocess.run([ldconfig, "-p"], capture_output=True, text=True).stdout


@functools.cache
def _owner(library: str) -> str | None:
    cache = _linker_cache()
    match = re.search(rf"^\s*{re.escape(library)} \(.*?\) => (\S+)$", cache, re.M)
    if not match:
        return None
    path = Path(match.group(1))
    candidates = {str(path), str(path.resolve())}
    for text in list(candidates):  # merged /usr: dpkg may know either spelling
        candidates.add(text.removeprefix("/usr") if text.startswith("/usr/") else "/usr" + text)
    for candidate in candidates:
        found = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if found.returncode == 0:
            return found.stdout.split(":")[0].strip()
    return None


def _depends(deb: Path) -> list[list[str]]:
    """The .deb's Depends: each entry's alternatives."""
    groups = deb_field(deb, "Depends").split(",")
    return [[choice.strip() for choice in group.split("|")] for group in groups]


def _install_depends(
    built: Built, ensure_debian_packages: Callable[[list[str], str], None]
) -> None:
    """Install one alternative of each Depends entry, so the links below can resolve."""
    for choices in _depends(built.deb):
        group = " | ".join(choices)
        if any(
            subprocess.run(["dpkg", "-s", c], capture_output=True).returncode == 0 for c in choices
        ):
            continue
        for choice in choices:
            try:
                ensure_debian_packages([choice], "resolving the bundle's system libraries")
                break
            except subprocess.CalledProcessError:
                continue
        else:
            pytest.fail(f"none of {group!r} can be installed with apt-get")


def test_depends_cover_every_library_the_bundle_links_to(
    built: Built, ensure_debian_packages: Callable[[list[str], str], None]
) -> None:
    """What dpkg-shlibdeps would compute, checked against the Depends of the .deb."""
    _install_depends(built, ensure_debian_packages)
    bundle = built.root / "usr" / "lib" / "dominos"
    provided = {p.name for p in bundle.rglob("*")}
    declared = {choice for choices in _depends(built.deb) for choice in choices}
    missing: dict[str, str] = {}
    for elf in _elf_files(bundle):
        for library in _needed(elf):
            if library in provided or library.startswith("ld-linux"):
                continue
            owner = _owner(library)
            if owner is None or owner not in declared:
                missing[library] = f"{owner or 'no package'} (needed by {elf.relative_to(bundle)})"
    assert not missing, f"libraries not covered by Depends: {missing}"


def test_xcb_plugin_loads_its_libraries(
    built: Built, ensure_debian_packages: Callable[[list[str], str], None]
) -> None:
    """With the declared packages present, Qt's X11 back end finds every library it needs."""
    _install_depends(built, ensure_debian_packages)
    plugins = list((built.root / "usr" / "lib" / "dominos").rglob("platforms/libqxcb.so"))
    assert len(plugins) == 1
    linked = subprocess.run(["ldd", str(plugins[0])], capture_output=True, text=True)
    assert "not found" not in linked.stdout, linked.stdout


def test_bundle_carries_the_help_text_and_window_icon(built: Built) -> None:
    """Files the app reads from its own package at run time, not Python modules."""
    package = built.root / "usr" / "lib" / "dominos" / "_internal" / "dominos" / "resources"
    for name in ("rules.md", "rules.es.md", "rules.pt_BR.md"):
        rules = (ROOT / "docs" / name).read_text(encoding="utf-8")
        assert (package / name).read_text(encoding="utf-8") == rules
    for code in ("en", "es", "pt_BR"):  # the app's own catalogues, compiled by the build
        assert (package / "i18n" / f"dominos_{code}.qm").stat().st_size > 0
    assert (package / "icon.svg").read_bytes() == (
        ROOT / "resources" / f"{APP_ID}.svg"
    ).read_bytes()


def test_bundle_holds_every_module_of_the_app(built: Built) -> None:
    """Screens or layers imported late (hosting, discovery) must be frozen in too."""
    from PyInstaller.archive.readers import CArchiveReader

    frozen = set(
        CArchiveReader(str(built.root / "usr/lib/dominos/dominos"))
        .open_embedded_archive("PYZ.pyz")
        .toc
    )
    expected = set()
    for source in (ROOT / "dominos").rglob("*.py"):
        parts = source.relative_to(ROOT).with_suffix("").parts
        expected.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    assert not expected - frozen, sorted(expected - frozen)
    for dependency in ("qasync", "zeroconf", "msgspec", "platformdirs", "ifaddr"):
        assert dependency in frozen


def _glibc_needed(elf: Path) -> tuple[int, int]:
    symbols = subprocess.run(["objdump", "-T", str(elf)], capture_output=True, text=True)
    found = re.findall(r"GLIBC_(\d+)\.(\d+)", symbols.stdout)
    return max(((int(major), int(minor)) for major, minor in found), default=(0, 0))


def test_bundle_runs_on_debian_12_and_ubuntu_22_04(built: Built) -> None:
    """Neither the bundled Python nor Qt may ask for a C library newer than glibc 2.35.

    A Python that itself needs a newer one (a newer Debian's own, on its own machine) makes a
    bundle for that system only: then no bundle made here can pass, and the test says so."""
    newest: dict[tuple[int, int], str] = {}
    bundle = built.root / "usr" / "lib" / "dominos"
    for elf in _elf_files(bundle):
        newest.setdefault(_glibc_needed(elf), str(elf.relative_to(bundle)))
    worst = max(newest)
    python = Path(sys.executable).resolve()
    runtime = Path(
        sysconfig.get_config_var("LIBDIR") or "", sysconfig.get_config_var("INSTSONAME") or ""
    )
    own = max(_glibc_needed(p) for p in (python, runtime) if p.is_file())
    if worst > (2, 35) and own > (2, 35):
        pytest.skip(
            f"this Python ({python}) itself needs glibc {own[0]}.{own[1]}, so no bundle made with"
            " it runs on Debian 12 or Ubuntu 22.04: the release is built with one that needs 2.35"
        )
    assert worst <= (2, 35), f"{newest[worst]} needs glibc {worst[0]}.{worst[1]}"


def test_bundle_leaves_out_unused_qt(built: Built) -> None:
    bundle = built.root / "usr" / "lib" / "dominos"
    names = {p.name for p in bundle.rglob("*")}
    # QtNetwork stays: its local socket brings a running copy of the app to the front.
    for unused in ("libQt6Qml.so.6", "libQt6Quick.so.6", "libqsqlite.so"):
        assert unused not in names
    translations = {p.name for p in bundle.rglob("*.qm")}
    assert {name for name in translations if name.startswith("qt")} <= {
        f"qtbase_{code}.qm" for code in ("en", "es", "pt_BR")
    }, translations


def test_tarball_unpacks_to_a_working_prefix(built: Built) -> None:
    with tarfile.open(built.tarball) as tar:
        members = {m.name: m for m in tar.getmembers()}
    top = built.tarball.name.removesuffix(".tar.gz")
    launcher = members[f"{top}/bin/dominos"]
    assert launcher.issym() and launcher.linkname == "../lib/dominos/dominos"
    assert members[f"{top}/lib/dominos/dominos"].mode & 0o111
    assert f"{top}/share/applications/{APP_ID}.desktop" in members
    assert f"{top}/share/icons/hicolor/256x256/apps/{APP_ID}.png" in members
    assert all(m.uid == 0 and m.gid == 0 for m in members.values())
