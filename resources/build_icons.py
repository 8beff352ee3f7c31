"""Render the application icon from its SVG into every size the three platforms ask for.

The SVG is the only drawn source; the PNGs, the Windows .ico and the macOS .icns are
derived from it so that a change to the drawing reaches every installer. Run it after
editing the SVG and commit the results:

    python resources/build_icons.py            # writes resources/icons/
    python resources/build_icons.py --out DIR  # writes somewhere else (tests do)
    python resources/build_icons.py --check    # fails if the PNGs no longer match the SVG

Rendering uses Qt's own SVG renderer (already a dependency), and the .ico and .icns
containers are written here with PNG payloads, so no image library is needed.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

APP_ID = "io.github.dominos.Dominos"
HERE = Path(__file__).resolve().parent
SVG = HERE / f"{APP_ID}.svg"
DEFAULT_OUT = HERE / "icons"
# The app sets its window icon from this copy: it ships inside the Python package, so it
# is found the same way when running from source and from an installed bundle.
PACKAGE_ICON = HERE.parent / "dominos" / "resources" / "icon.svg"

# hicolor sizes desktops look up; 16..512 covers menus, docks, software centres.
PNG_SIZES: tuple[int, ...] = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# Windows picks the nearest entry for title bars, taskbar, Explorer and the installer.
ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
# macOS icon types holding PNG data, by pixel size (the @2x types reuse a larger render).
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_pngs(svg: Path, sizes: Iterable[int]) -> dict[int, bytes]:
    """Render `svg` once per size; Qt draws each size from the vectors, not by scaling."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG drawing")
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
            raise RuntimeError(f"could not encode the {size}px icon as PNG")
        buffer.close()
        out[size] = bytes(data.data())
    del app
    return out


def ico_bytes(pngs: Mapping[int, bytes], sizes: Sequence[int]) -> bytes:
    """An ICO container with PNG entries (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    payload = b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def icns_bytes(pngs: Mapping[int, bytes], types: Sequence[tuple[bytes, int]]) -> bytes:
    """An ICNS container whose elements are PNG images, as `iconutil` writes them."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in types
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(out: Path, svg: Path = SVG) -> list[Path]:
    """Write the hicolor PNG tree, dominos.ico and dominos.icns under `out`."""
    needed = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = render_pngs(svg, sorted(needed))
    written: list[Path] = []
    for size in PNG_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    scalable = out / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    scalable.write_bytes(svg.read_bytes())
    written.append(scalable)
    ico = out / "dominos.ico"
    ico.write_bytes(ico_bytes(pngs, ICO_SIZES))
    icns = out / "dominos.icns"
    icns.write_bytes(icns_bytes(pngs, ICNS_TYPES))
    written += [ico, icns]
    if out == DEFAULT_OUT:
        PACKAGE_ICON.write_bytes(svg.read_bytes())
        written.append(PACKAGE_ICON)
    return written


def stale_pngs(out: Path, svg: Path = SVG, tolerance: int = 6) -> list[str]:
    """PNG files under `out` that differ visibly from a fresh render of `svg`.

    Pixels are compared with a small tolerance so that a newer Qt, which may round
    antialiased edges differently, does not count as an edited drawing.
    """
    from PySide6.QtGui import QImage

    fresh = render_pngs(svg, PNG_SIZES)
    problems: list[str] = []
    for size in PNG_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        committed = QImage(str(path))
        if committed.isNull() or (committed.width(), committed.height()) != (size, size):
            problems.append(f"{path}: missing or not {size}x{size}")
            continue
        rendered = QImage.fromData(fresh[size])
        fmt = QImage.Format.Format_RGBA8888
        # Keep the converted images alive while their pixel memory is read.
        ours, theirs = committed.convertToFormat(fmt), rendered.convertToFormat(fmt)
        a, b = bytes(ours.constBits()), bytes(theirs.constBits())
        worst = max((abs(x - y) for x, y in zip(a, b, strict=True)), default=0)
        if worst > tolerance:
            problems.append(f"{path}: differs from the SVG by up to {worst}/255 per channel")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    parser.add_argument("--svg", type=Path, default=SVG, help="source drawing")
    parser.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = parser.parse_args(argv)
    if args.check:
        problems = stale_pngs(args.out, args.svg)
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print("run: python resources/build_icons.py", file=sys.stderr)
        return 1 if problems else 0
    for path in build(args.out, args.svg):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
