"""The ICCCM urgency hint of a window on X11, which Qt does not set.

``QApplication.alert`` asks an X11 window manager for ``_NET_WM_STATE_DEMANDS_ATTENTION``,
which a manager following the EWMH (GNOME, KDE, Xfce, Openbox) shows; tiling managers and
their bars (i3, awesome, dwm, xmonad) look at the older urgency bit of ``WM_HINTS`` instead,
and Qt leaves it clear. This sets and clears that bit through the same xcb libraries Qt's own
X11 plugin loads, on a connection of its own opened at the first alert. Anywhere else
(Wayland, Windows, macOS, offscreen) or when the libraries cannot be loaded, it does nothing.
"""

from __future__ import annotations

import ctypes
import logging

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

#: ``XUrgencyHint``, the urgency bit of the hints' flags.
URGENCY = 1 << 8


class _Hints(ctypes.Structure):
    """``xcb_icccm_wm_hints_t``."""

    _fields_ = [
        ("flags", ctypes.c_int32),
        ("input", ctypes.c_uint8),
        ("initial_state", ctypes.c_int32),
        ("icon_pixmap", ctypes.c_uint32),
        ("icon_window", ctypes.c_uint32),
        ("icon_x", ctypes.c_int32),
        ("icon_y", ctypes.c_int32),
        ("icon_mask", ctypes.c_uint32),
        ("window_group", ctypes.c_uint32),
    ]


class _Cookie(ctypes.Structure):
    _fields_ = [("sequence", ctypes.c_uint)]


class _Link:
    """A connection to the X server and the two libraries that speak to it."""

    def __init__(self) -> None:
        self.xcb = ctypes.CDLL("libxcb.so.1")
        self.icccm = ctypes.CDLL("libxcb-icccm.so.4")
        self.xcb.xcb_connect.restype = ctypes.c_void_p
        self.xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
        self.xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
        self.xcb.xcb_flush.argtypes = [ctypes.c_void_p]
        self.icccm.xcb_icccm_get_wm_hints.restype = _Cookie
        self.icccm.xcb_icccm_get_wm_hints.argtypes = [ctypes.c_void_p, ctypes.c_uint32]
        self.icccm.xcb_icccm_get_wm_hints_reply.restype = ctypes.c_uint8
        self.icccm.xcb_icccm_get_wm_hints_reply.argtypes = [
            ctypes.c_void_p,
            _Cookie,
            ctypes.POINTER(_Hints),
            ctypes.c_void_p,
        ]
        self.icccm.xcb_icccm_set_wm_hints.argtypes = [
            ctypes.c_void_p,
            ctypes.c_uint32,
            ctypes.POINTER(_Hints),
        ]
        self.connection = self.xcb.xcb_connect(None, None)
        if not self.connection or self.xcb.xcb_connection_has_error(self.connection):
            raise OSError("cannot connect to the X server")

    def set(self, window: int, urgent: bool) -> None:
        hints = _Hints()
        cookie = self.icccm.xcb_icccm_get_wm_hints(self.connection, window)
        if not self.icccm.xcb_icccm_get_wm_hints_reply(
            self.connection, cookie, ctypes.byref(hints), None
        ):
            hints = _Hints()
        flags = hints.flags | URGENCY if urgent else hints.flags & ~URGENCY
        if flags == hints.flags:
            return
        hints.flags = flags
        self.icccm.xcb_icccm_set_wm_hints(self.connection, window, ctypes.byref(hints))
        self.xcb.xcb_flush(self.connection)


_link: _Link | None = None
_failed = False


def set_urgent(window: QWidget, urgent: bool) -> bool:
    """Set or clear ``window``'s urgency hint; ``False`` where there is none to set."""
    global _link, _failed
    if _failed or QGuiApplication.platformName() != "xcb" or not window.isWindow():
        return False
    if _link is None:
        try:
            _link = _Link()
        except (OSError, AttributeError) as exc:
            _failed = True
            log.info("no urgency hint on this X display (%s): the window still asks", exc)
            return False
    _link.set(int(window.winId()), urgent)
    return True
