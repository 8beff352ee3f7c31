"""Whether the player wants the table to keep still (no sliding tiles).

Some people feel sick or distracted when things move on screen, and say so in their
system's accessibility settings. Qt reads that setting from 6.12 on; for older Qt, and to
force it on any system, ``DOMINOS_REDUCED_MOTION=1`` does the same.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

ENV = "DOMINOS_REDUCED_MOTION"


def reduced_motion(choice: str) -> bool:
    """Whether to keep the table still, given the player's choice in the preferences:
    ``reduced`` or ``full`` decide, ``system`` asks :func:`prefers_reduced_motion`."""
    if choice in ("reduced", "full"):
        return choice == "reduced"
    return prefers_reduced_motion()


def prefers_reduced_motion() -> bool:
    """True when the player's system or environment asks for reduced motion."""
    if os.environ.get(ENV, "").strip() not in ("", "0"):
        return True
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    preference = getattr(Qt, "MotionPreference", None)
    if accessibility is None or preference is None:
        return False
    reduced = getattr(preference, "ReducedMotion", None)
    return reduced is not None and bool(accessibility().motionPreference() == reduced)
