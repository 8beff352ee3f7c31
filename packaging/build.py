"""Build the Dominos installer for the system this runs on: the one packaging command.

    python packaging/build.py             # bundle with PyInstaller, then the installer
    python packaging/build.py --no-bundle # reuse dist/bundle/ from a previous run

Linux gives a .deb and a .tar.gz, Windows a setup .exe (Inno Setup), macOS a .dmg.
Everything lands in dist/ (or --dist). The version comes from pyproject.toml.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import appinfo  # lives beside this file

HERE = Path(__file__).resolve().parent
ROOT = appinfo.ROOT
RESOURCES = ROOT / "resources"

# Debian packages holding the libraries the bundle links to but does not carry: Qt's
# xcb and wayland back ends, fonts, GL, D-Bus, GLib and the C/C++ runtimes, with the names
# both older and newer releases give them. What else the bundle links to on the machine that
# builds it (Debian's own Python links libpython to libexpat, a Python built elsewhere does
# not) is found at build time and added (`linked_packages`); the packaging test checks the
# result against what the bundled files actually link to.
DEB_DEPENDS: tuple[str, ...] = (
    "libc6",
    "libstdc++6",
    "libgcc-s1",
    "zlib1g",
    "libbz2-1.0",
    "liblzma5",
    "libzstd1",
    "libffi8",
    "libuuid1",
    "libglib2.0-0t64 | libglib2.0-0",
    "libdbus-1-3",
    "libfontconfig1",
    "libfreetype6",
    "libegl1",
    "libgl1",
    "libx11-6",
    "libx11-xcb1",
    "libxcb1",
    "libxcb-cursor0",
    "libxcb-glx0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-shm0",
    "libxcb-sync1",
    "libxcb-util1",
    "libxcb-xfixes0",
    "libxcb-xkb1",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libwayland-client0",
    "libwayland-cursor0",
    "libwayland-egl1",
)

DEB_DESCRIPTION = """\
 Four players, each on their own computer on the same local network, sit
 around one table in two teams of two. One of them hosts the table; the
 others find it on the network or type its address, and the first team to
 reach the chosen score wins.
 .
 The game needs no account and no internet connection. The host accepts
 players on TCP port 47474 and announces the table with mDNS (UDP 5353)."""

COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Dominos
Source: {homepage}

Files: *
Copyright: The Dominos developers
License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy
 of this software and associated documentation files (the "Software"), to deal
 in the Software without restriction, including without limitation the rights
 to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 copies of the Software, and to permit persons to whom the Software is
 furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in
 all copies or substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 SOFTWARE.
"""


def run(cmd: list[str], **kwargs: object) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, **kwargs)  # type: ignore[call-overload]


def bundle(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; returns the one-folder bundle (or the .app on macOS).

    The translations are compiled first (.ts to .qm), so a build on a system without
    ``make`` ships them too."""
    run([sys.executable, str(RESOURCES / "translations.py"), "compile"])
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(HERE / "dominos.spec"),
        ]
    )
    if sys.platform == "darwin":
        return dist / f"{appinfo.APP_NAME}.app"
    return dist / appinfo.EXE_NAME


def stage_linux(bundle_dir: Path, prefix: Path) -> None:
    """Lay the bundle and the desktop files out under `prefix` as /usr expects them."""
    if prefix.exists():
        shutil.rmtree(prefix)
    lib = prefix / "lib" / appinfo.PACKAGE_NAME
    shutil.copytree(bundle_dir, lib, symlinks=True)
    (prefix / "bin").mkdir(parents=True)
    (prefix / "bin" / appinfo.EXE_NAME).symlink_to(
        Path("..") / "lib" / appinfo.PACKAGE_NAME / appinfo.EXE_NAME
    )
    share = prefix / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(RESOURCES / f"{appinfo.APP_ID}.desktop", share / "applications")
    (share / "metainfo").mkdir(parents=True)
    shutil.copy2(RESOURCES / f"{appinfo.APP_ID}.metainfo.xml", share / "metainfo")
    shutil.copytree(RESOURCES / "icons" / "hicolor", share / "icons" / "hicolor")
    doc = share / "doc" / appinfo.PACKAGE_NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT.format(homepage=appinfo.HOMEPAGE))
    for path in [prefix, *prefix.rglob("*")]:
        if not path.is_symlink():
            executable = path.is_dir() or os.access(path, os.X_OK)
            path.chmod(0o755 if executable else 0o644)


def tree_size_kib(root: Path) -> int:
    """Installed size as dpkg counts it: file sizes rounded up to KiB, plus one per entry."""
    total = 0
    for path in root.rglob("*"):
        size = path.lstat().st_size if path.is_symlink() or path.is_file() else 0
        total += -(-size // 1024) if size else 1
    return total


def deb_architecture() -> str:
    try:
        out = subprocess.run(
            ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def _elf_files(root: Path) -> list[Path]:
    out = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    out.append(path)
    return out


def _package_of(library: Path) -> str | None:
    """The installed Debian package holding ``library``, under either spelling of merged /usr."""
    candidates = {str(library), str(library.resolve())}
    for text in list(candidates):
        candidates.add(text.removeprefix("/usr") if text.startswith("/usr/") else "/usr" + text)
    for candidate in sorted(candidates):
        found = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if found.returncode == 0:
            return found.stdout.split(":")[0].strip()
    return None


def _needed(elf: Path) -> list[str]:
    """The libraries ``elf`` itself names (its NEEDED entries), as dpkg-shlibdeps reads them:
    what those link to in turn is their own packages' concern."""
    dump = subprocess.run(["objdump", "-p", str(elf)], capture_output=True, text=True)
    return re.findall(r"^\s*NEEDED\s+(\S+)", dump.stdout, re.M)


def linked_packages(bundle_dir: Path) -> dict[str, str]:
    """Debian package -> why, for every library a bundled file links to that the bundle does
    not carry, found where PyInstaller found the others; a library in no installed package
    is reported and left out (the packaging test then names it)."""
    from PyInstaller.depend import bindepend

    carried = {p.name for p in bundle_dir.rglob("*")}
    owners: dict[str, str] = {}
    for elf in _elf_files(bundle_dir):
        for name in _needed(elf):
            if name in carried or name.startswith("ld-linux"):
                continue
            path = bindepend.resolve_library_path(name)
            owner = _package_of(Path(path)) if path else None
            if owner is None:
                print(f"warning: {name} (needed by {elf.name}) is in no installed package")
                continue
            owners.setdefault(owner, f"{name}, needed by {elf.relative_to(bundle_dir)}")
    return owners


def depends(linked: dict[str, str]) -> list[str]:
    """``DEB_DEPENDS``, then each package in ``linked`` that none of its entries names."""
    named = {choice.strip() for group in DEB_DEPENDS for choice in group.split("|")}
    return [*DEB_DEPENDS, *sorted(set(linked) - named)]


def control_file(version: str, arch: str, installed_kib: int, needs: list[str]) -> str:
    return (
        f"Package: {appinfo.PACKAGE_NAME}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {appinfo.MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(needs)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {appinfo.HOMEPAGE}\n"
        f"Description: {appinfo.SUMMARY}\n"
        f"{DEB_DESCRIPTION}\n"
    )


def build_deb(bundle_dir: Path, dist: Path, work: Path, version: str) -> Path:
    """A .deb installing the bundle in /usr/lib/dominos with /usr/bin/dominos beside it."""
    root = work / "deb-root"
    if root.exists():
        shutil.rmtree(root)
    stage_linux(bundle_dir, root / "usr")
    arch = deb_architecture()
    (root / "DEBIAN").mkdir(mode=0o755)
    linked = linked_packages(bundle_dir)
    needs = depends(linked)
    for extra in needs[len(DEB_DEPENDS) :]:
        print(f"Depends also names {extra}: {linked[extra]}")
    control = control_file(version, arch, tree_size_kib(root / "usr"), needs)
    (root / "DEBIAN" / "control").write_text(control)
    out = dist / f"{appinfo.PACKAGE_NAME}_{version}_{arch}.deb"
    # zstd: every dpkg that can run this bundle (Debian 12, Ubuntu 22.04 and later) reads
    # it, and it packs in seconds where xz takes minutes on two cores, for a few MB more.
    run(["dpkg-deb", "--root-owner-group", "-Zzstd", "-z9", "--build", str(root), str(out)])
    return out


def build_tarball(bundle_dir: Path, dist: Path, work: Path, version: str) -> Path:
    """The same files as the .deb under one folder, for other distributions.

    Unpacked into ~/.local or /usr/local with --strip-components=1, it works as is.
    """
    name = f"{appinfo.PACKAGE_NAME}-{version}-linux-{platform.machine()}"
    prefix = work / name
    stage_linux(bundle_dir, prefix)
    out = dist / f"{name}.tar.gz"

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(prefix, arcname=name, filter=owned_by_root)
    return out


def build_windows(bundle_dir: Path, dist: Path, version: str) -> Path:
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    default = Path(os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)"))
    candidate = default / "Inno Setup 6" / "ISCC.exe"
    if iscc is None and candidate.exists():
        iscc = str(candidate)
    if iscc is None:
        raise SystemExit("Inno Setup 6 (ISCC.exe) is needed: see packaging/README.md")
    run(
        [
            iscc,
            f"/DAppVersion={version}",
            f"/DBundleDir={bundle_dir}",
            f"/DIconFile={RESOURCES / 'icons' / 'dominos.ico'}",
            f"/O{dist}",
            str(HERE / "windows" / "dominos.iss"),
        ]
    )
    return dist / f"{appinfo.APP_NAME}-{version}-setup.exe"


def build_mac(app: Path, dist: Path, version: str) -> Path:
    out = dist / f"{appinfo.APP_NAME}-{version}.dmg"
    run(["bash", str(HERE / "macos" / "make_dmg.sh"), str(app), str(out)])
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the installer for this system.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="scratch folder")
    parser.add_argument(
        "--no-bundle", action="store_true", help="reuse the bundle from a previous run"
    )
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    version = appinfo.read_version()
    bundle_dist = dist / "bundle"
    if args.no_bundle:
        name = f"{appinfo.APP_NAME}.app" if sys.platform == "darwin" else appinfo.EXE_NAME
        built = bundle_dist / name
        if not built.exists():
            raise SystemExit(f"no bundle at {built}: run once without --no-bundle")
    else:
        built = bundle(bundle_dist, work / "pyinstaller")

    if sys.platform.startswith("linux"):
        outputs = [
            build_deb(built, dist, work, version),
            build_tarball(built, dist, work, version),
        ]
    elif sys.platform == "win32":
        outputs = [build_windows(built, dist, version)]
    elif sys.platform == "darwin":
        outputs = [build_mac(built, dist, version)]
    else:
        raise SystemExit(f"no installer is defined for {sys.platform}")
    for out in outputs:
        print(f"{out}  {out.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
