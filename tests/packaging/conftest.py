"""Build the Linux installers once per test session and unpack the .deb into a scratch root.

Building takes about a minute on two cores, so every packaging test shares one build, also
across pytest-xdist's workers: its groups do not keep these tests on one worker with every
pytest (pytest 9 names a test by an attribute xdist 3.8 no longer sets), and two
PyInstaller builds at once spoil the cache they share. The first worker to ask builds, under
a lock; the others wait and take the same build.
The tools the checks need (dpkg-deb, desktop-file-validate, appstreamcli, objdump), the
libraries the package depends on and, for Debian's own Python, its shared library (which
PyInstaller bundles) are installed with apt-get when running as root,
as CI does on a fresh machine; otherwise the tests skip and say what is missing.
"""

from __future__ import annotations

import contextlib
import fcntl
import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"

TOOLS = {
    "dpkg-deb": "dpkg",
    "desktop-file-validate": "desktop-file-utils",
    "appstreamcli": "appstream",
    "objdump": "binutils",
}


def load(name: str) -> ModuleType:
    """Import a script of packaging/ by path: that folder is not a package on purpose.

    sys.path is restored afterwards, so names like ``build`` never shadow other modules.
    """
    saved = list(sys.path)
    sys.path.insert(0, str(PACKAGING))
    try:
        spec = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path[:] = saved
        sys.modules.pop("appinfo", None)


@contextlib.contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """Holds ``path``'s lock: one test process at a time, the others wait."""
    with path.open("a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(held, fcntl.LOCK_UN)


#: apt and dpkg take one caller at a time: two workers installing at once fail on its lock.
APT_LOCK = Path(tempfile.gettempdir()) / "dominos-tests-apt.lock"


def _apt_install(packages: list[str]) -> None:
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env, capture_output=True)
    subprocess.run(
        ["apt-get", "install", "-y", "-qq", *packages], check=True, env=env, capture_output=True
    )


def _installed(package: str) -> bool:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True
    )
    return result.returncode == 0 and "install ok installed" in result.stdout


def ensure_packages(packages: list[str], why: str) -> None:
    """Install what is missing when root; skip with the reason otherwise."""
    missing = [p for p in packages if not _installed(p)]
    if not missing:
        return
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        pytest.skip(f"{why} needs {' '.join(missing)}: sudo apt-get install {' '.join(missing)}")
    with exclusive(APT_LOCK):
        missing = [p for p in missing if not _installed(p)]
        if missing:
            _apt_install(missing)


def python_shared_library_package() -> str | None:
    """The package holding the running Python's shared library, when that Python is Debian's
    own (which keeps the library apart) and the library is not installed; PyInstaller stops
    without it."""
    lib = Path(
        sysconfig.get_config_var("LIBDIR") or "", sysconfig.get_config_var("INSTSONAME") or ""
    )
    if lib.exists() or shutil.which("dpkg") is None:
        return None
    python = Path(sys.executable).resolve()
    if subprocess.run(["dpkg", "-S", str(python)], capture_output=True).returncode != 0:
        return None  # not Debian's: a missing library is the builder's to fix
    return "libpython{}.{}".format(*sys.version_info[:2])


@dataclass(frozen=True)
class Built:
    deb: Path
    tarball: Path
    root: Path  # the .deb unpacked with dpkg -x
    version: str
    build_seconds: float


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Iterator[Built]:
    if not sys.platform.startswith("linux") or shutil.which("dpkg") is None:
        pytest.skip("the .deb is built and checked on Debian-like Linux only")
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is missing: pip install -e '.[package]'")
    ensure_packages(sorted(set(TOOLS.values())), "checking the .deb")
    missing = python_shared_library_package()
    if missing is not None:
        ensure_packages([missing], "bundling this Python with PyInstaller")
    appinfo = load("appinfo")
    # The session's own folder, which every worker of it shares.
    shared = tmp_path_factory.getbasetemp()
    if worker_id != "master":
        shared = shared.parent
    base = shared / "package"
    took = base / "build-seconds"
    with exclusive(shared / "package.lock"):
        if not took.exists():
            started = time.perf_counter()
            subprocess.run(
                [
                    sys.executable,
                    str(PACKAGING / "build.py"),
                    "--dist",
                    str(base / "dist"),
                    "--work",
                    str(base / "work"),
                ],
                check=True,
                cwd=ROOT,
                timeout=900,
            )
            seconds = time.perf_counter() - started
            version = appinfo.read_version()
            (deb,) = (base / "dist").glob(f"dominos_{version}_*.deb")
            subprocess.run(["dpkg", "-x", str(deb), str(base / "root")], check=True)
            took.write_text(f"{seconds}\n")
    version = appinfo.read_version()
    (deb,) = (base / "dist").glob(f"dominos_{version}_*.deb")
    (tarball,) = (base / "dist").glob(f"dominos-{version}-linux-*.tar.gz")
    yield Built(deb, tarball, base / "root", version, float(took.read_text()))


@pytest.fixture(scope="session")
def appinfo() -> ModuleType:
    return load("appinfo")


@pytest.fixture(scope="session")
def build_script() -> ModuleType:
    return load("build")


@pytest.fixture(scope="session")
def ensure_debian_packages() -> Callable[[list[str], str], None]:
    return ensure_packages
