"""Draw the screenshot that software centres show for Dominos (AppStream metainfo).

    python resources/make_screenshot.py   # writes docs/screenshots/table.png

It renders the real game screen offscreen from a made-up mid-round snapshot, so the
picture follows the app's look without anyone having to stage a game by hand.
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots" / "table.png"
SIZE = (1280, 800)


async def shoot(out: Path) -> None:
    from dominos.table.state import Last, SeatInfo, State
    from dominos.ui.game.screen import GameScreen

    state = State(
        phase="round",
        you=0,
        host_seat=0,
        seats=(
            SeatInfo("Ann", True, 5, ()),
            SeatInfo("Bo", True, 6, (5, 1)),
            SeatInfo("Cy", True, 5, ()),
            SeatInfo("Dee", True, 4, ()),
        ),
        target=150,
        scores=(45, 62),
        version=30,
        round=3,
        turn=0,
        turn_ms_left=31_000,
        hand=((0, 1), (1, 6), (2, 2), (3, 5), (4, 6)),
        line=((6, 6), (6, 2), (2, 3), (3, 3), (3, 1), (1, 4), (4, 0), (0, 5)),
        ends=(6, 5),
        opening_index=3,
        last=Last("play", 3, (0, 5), "right"),
    )
    screen = GameScreen()
    screen.resize(*SIZE)
    screen.show()
    screen.set_state(state)
    await asyncio.sleep(0.5)  # let layout, the first paint and the lift animation settle
    out.parent.mkdir(parents=True, exist_ok=True)
    if not screen.grab().save(str(out)):
        raise RuntimeError(f"could not write {out}")
    screen.close_clocks()
    screen.close()


def main() -> int:
    import qasync  # type: ignore[import-untyped]
    from PySide6.QtWidgets import QApplication

    from dominos.ui.kit import theme

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    theme.apply(app)
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    qasync.run(shoot(out))
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
