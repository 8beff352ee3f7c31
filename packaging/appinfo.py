"""Names, version and the Qt selection shared by the spec file and the installer scripts.

Everything an installer says about the application (its id, its version, which parts of
Qt travel with it) is decided here once, so the spec, the Linux, Windows and macOS
scripts and the tests cannot drift apart.

This folder has no ``__init__.py`` on purpose: it must never shadow the ``packaging``
library that build tools import.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.dominos.Dominos"
APP_NAME = "Dominos"
EXE_NAME = "dominos"
PACKAGE_NAME = "dominos"
MAINTAINER = "The Dominos developers <dominos@users.noreply.github.com>"
HOMEPAGE = "https://github.com/dominos/dominos"
SUMMARY = "Dominoes for four friends on one network, two against two"
DEFAULT_PORT = 47474
SERVICE_TYPE = "_dominos._tcp"

# The Qt modules the app imports; every other PySide6 module is left out of the bundle.
# QtNetwork carries QLocalServer, by which a second copy of the app asks the first to come
# to the front (dominos/ui/shell/one_app.py).
QT_MODULES: frozenset[str] = frozenset({"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtNetwork"})

# Languages the app's own interface ships (dominos/ui/services/language.py, resources/i18n/);
# Qt's matching qtbase_*.qm travel with it, and the installers declare them.
LANGUAGES: tuple[str, ...] = ("en", "es", "pt_BR")

# What macOS shows when it asks to let the game use the local network, in each language.
LOCAL_NETWORK_USAGE: dict[str, str] = {
    "en": "Dominos looks for tables hosted by your friends on this network, "
    "and lets them join the table you host.",
    "es": "Dominos busca las mesas que abren tus amigos en esta red "
    "y les deja unirse a la mesa que abras tú.",
    "pt_BR": "O Dominos procura as mesas abertas pelos seus amigos nesta rede "
    "e deixa que eles entrem na mesa que você abrir.",
}

# Qt plugins kept, by plugin folder. A folder mapped to None keeps every plugin in it;
# a folder not listed is dropped whole. Names are compared without "lib" and suffix.
QT_PLUGINS: dict[str, frozenset[str] | None] = {
    # xcb for X11 and XWayland, wayland for native Wayland sessions, offscreen for checks;
    # windows and cocoa are the native back ends of the other two systems.
    "platforms": frozenset({"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"}),
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "xcbglintegrations": None,
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": frozenset(
        {"qt-plugin-wayland-egl", "shm-emulation-server"}
    ),
    "styles": None,
    "iconengines": frozenset({"qsvgicon"}),
    "imageformats": frozenset({"qsvg", "qico"}),
}

# Libraries every Linux desktop provides through its own packages (declared as Depends
# of the .deb): bundling copies from the build machine would clash with the system's
# configuration files and drivers.
LINUX_SYSTEM_LIBS: tuple[str, ...] = (
    r"libmvec\.so",  # part of the C library, which must match the system's
    r"libX11(-xcb)?\.so",
    r"libXau\.so",
    r"libXdmcp\.so",
    r"libxcb(-[a-z0-9-]+)?\.so",
    r"libxkbcommon(-x11)?\.so",
    r"libfontconfig\.so",
    r"libfreetype\.so",
    r"libpng16\.so",
    r"libbrotli(common|dec)\.so",
    r"libexpat\.so",
    r"libuuid\.so",
    r"libglib-2\.0\.so",
    r"libgthread-2\.0\.so",
    r"libgobject-2\.0\.so",
    r"libgio-2\.0\.so",
    r"libpcre2-8\.so",
    r"libdbus-1\.so",
    r"libsystemd\.so",
    r"libgcrypt\.so",
    r"libgpg-error\.so",
    r"liblz4\.so",
    r"liblzma\.so",
    r"libzstd\.so",
    r"libcap\.so",
    r"libbsd\.so",
    r"libmd\.so",
    r"libz\.so",
    r"libbz2\.so",
    r"libffi\.so",
    r"libstdc\+\+\.so",
    r"libgcc_s\.so",
    r"libwayland-[a-z]+\.so",
)


def read_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """The release version, taken from pyproject.toml so it is written in one place only."""
    with pyproject.open("rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    if not isinstance(version, str) or not re.fullmatch(r"\d+(\.\d+){1,3}", version):
        raise ValueError(f"version {version!r} in {pyproject} is not of the form 1.2.3")
    return version


def windows_version_tuple(version: str) -> tuple[int, int, int, int]:
    """Windows version resources hold exactly four numbers.

    >>> windows_version_tuple("0.1.0")
    (0, 1, 0, 0)
    """
    parts = [int(part) for part in version.split(".")]
    padded = [*parts, 0, 0, 0, 0][:4]
    return (padded[0], padded[1], padded[2], padded[3])


def excluded_qt_modules(available: Iterable[str]) -> list[str]:
    """Python module names of the PySide6 modules the app does not use."""
    return sorted(f"PySide6.{name}" for name in available if name not in QT_MODULES)


def _plugin_stem(filename: str) -> str:
    stem = filename.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep_qt_file(dest: str) -> bool:
    """Whether a file bound for the bundle is a Qt plugin or translation worth keeping.

    Files outside Qt's plugins and translations folders are always kept.

    >>> keep_qt_file("PySide6/Qt/plugins/platforms/libqxcb.so")
    True
    >>> keep_qt_file("PySide6/Qt/plugins/platforms/libqvnc.so")
    False
    >>> keep_qt_file("PySide6/Qt/plugins/sqldrivers/libqsqlite.so")
    False
    >>> keep_qt_file("PySide6/Qt/translations/qtbase_en.qm")
    True
    >>> keep_qt_file("PySide6/Qt/translations/qtbase_de.qm")
    False
    >>> keep_qt_file("PySide6/QtCore.abi3.so")
    True
    """
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    if len(parts) >= 3 and parts[-3] == "plugins":
        folder, filename = parts[-2], parts[-1]
        if folder not in QT_PLUGINS:
            return False
        wanted = QT_PLUGINS[folder]
        return wanted is None or _plugin_stem(filename) in wanted
    if len(parts) >= 2 and parts[-2] == "translations" and parts[-1].endswith(".qm"):
        match = re.fullmatch(r"qtbase_(\w+)\.qm", parts[-1])
        return match is not None and match.group(1) in LANGUAGES
    return True


def is_linux_system_lib(dest: str) -> bool:
    """Whether a bundled shared library is one the Linux package takes from the system.

    >>> is_linux_system_lib("libxcb-icccm.so.4")
    True
    >>> is_linux_system_lib("PySide6/Qt/lib/libQt6Core.so.6")
    False
    """
    name = PurePosixPath(dest.replace("\\", "/")).name
    return any(re.match(pattern + r"(\.|$)", name) for pattern in LINUX_SYSTEM_LIBS)


def mac_info_plist(version: str) -> dict[str, object]:
    """Info.plist entries for the .app; macOS asks before a game may use the local network.

    Without NSLocalNetworkUsageDescription and the Bonjour service type, macOS 15 and later
    silently hide the tables advertised on the network and block connections to them.
    """
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "NSLocalNetworkUsageDescription": LOCAL_NETWORK_USAGE["en"],
        # Without the list, macOS offers the app only its development language, and Qt
        # would never see that the player's system is in Spanish or Portuguese.
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": [mac_language(code) for code in LANGUAGES],
        "NSBonjourServices": [SERVICE_TYPE],
        "NSHumanReadableCopyright": "MIT licence. The Dominos developers.",
    }


def mac_language(code: str) -> str:
    """Apple's name for a language of the app.

    >>> mac_language("pt_BR"), mac_language("es")
    ('pt-BR', 'es')
    """
    return code.replace("_", "-")


def mac_info_strings(code: str) -> str:
    """The ``InfoPlist.strings`` of ``<language>.lproj``: the Info.plist texts macOS shows
    in that language.

    >>> print(mac_info_strings("es").splitlines()[0])
    "CFBundleDisplayName" = "Dominos";
    """
    lines = {
        "CFBundleDisplayName": APP_NAME,
        "NSLocalNetworkUsageDescription": LOCAL_NETWORK_USAGE[code],
    }
    return "".join(f'"{key}" = "{value}";\n' for key, value in lines.items())


def windows_version_info(version: str) -> object:
    """The version resource shown in the .exe's Properties and read back by the installer."""
    from PyInstaller.utils.win32 import versioninfo as vi  # type: ignore[import-untyped]

    numbers = windows_version_tuple(version)
    strings = [
        vi.StringStruct("CompanyName", "The Dominos developers"),
        vi.StringStruct("FileDescription", APP_NAME),
        vi.StringStruct("FileVersion", version),
        vi.StringStruct("InternalName", EXE_NAME),
        vi.StringStruct("LegalCopyright", "MIT licence"),
        vi.StringStruct("OriginalFilename", f"{EXE_NAME}.exe"),
        vi.StringStruct("ProductName", APP_NAME),
        vi.StringStruct("ProductVersion", version),
    ]
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo([vi.StringTable("040904B0", strings)]),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


def prune_unreachable(
    binaries: list[tuple[str, str, str]],
    needed_by: Callable[[str], Iterable[str]],
) -> list[tuple[str, str, str]]:
    """Drop shared libraries that no kept extension module, plugin or library links to.

    The Qt hooks analyse every plugin before the spec prunes them, so the libraries of
    dropped plugins (GTK theme, SQL drivers, EGL back ends...) would otherwise stay.
    Roots are Python extension modules, Qt plugins and the Python library itself;
    `needed_by(src)` lists the library names a file links to.

    >>> toc = [("a.so", "a.so", "EXTENSION"), ("libx.so.1", "libx.so.1", "BINARY"),
    ...        ("liby.so.2", "liby.so.2", "BINARY")]
    >>> [d for d, _, _ in prune_unreachable(toc, {"a.so": ["libx.so.1"]}.get)]
    ['a.so', 'libx.so.1']
    """

    def name(dest: str) -> str:
        return PurePosixPath(dest.replace("\\", "/")).name

    def is_root(dest: str, typecode: str) -> bool:
        parts = PurePosixPath(dest.replace("\\", "/")).parts
        in_plugins = len(parts) >= 3 and parts[-3] == "plugins"
        return typecode == "EXTENSION" or in_plugins or name(dest).startswith("libpython")

    by_name = {name(dest): (dest, src, code) for dest, src, code in binaries}
    todo = [entry for entry in binaries if is_root(entry[0], entry[2])]
    kept = {name(entry[0]) for entry in todo}
    while todo:
        _, src, _ = todo.pop()
        for needed in needed_by(src) or ():
            if needed in by_name and needed not in kept:
                kept.add(needed)
                todo.append(by_name[needed])
    return [entry for entry in binaries if name(entry[0]) in kept]
