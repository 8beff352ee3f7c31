"""Desktop notifications on a Linux desktop that has no system tray (GNOME without its tray
extension, many tiling setups): through the freedesktop notification service on D-Bus.

The call goes through ``gdbus``, the D-Bus tool of GLib that every such desktop has, started
as a process so the window never waits on the bus. QtDBus would need no process, but from
Python it cannot send the unsigned number the service's ``Notify`` method takes, and a
service checking its calls' types (GNOME Shell's does) refuses the call. Where ``gdbus`` or
the service is missing, nothing is shown and the log says so once.
"""

from __future__ import annotations

import logging
import re
import shutil
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QProcess

log = logging.getLogger(__name__)

SERVICE = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"
#: How long a notification stays up, in milliseconds, unless the player looks first.
SHOWN_MS = 8000
#: The calls under way.
_RUNNING: set[QProcess] = set()


def pending() -> int:
    """How many calls to the service have not been answered yet."""
    return len(_RUNNING)


def quoted(text: str) -> str:
    """``text`` as a GVariant string, so ``gdbus`` takes it as it is.

    >>> quoted("It's 6-4")
    "'It\\\\'s 6-4'"
    """
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


class DesktopNotices(QObject):
    """Shows one notification at a time: a new one replaces the last, and :meth:`clear`
    takes it down."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.program = shutil.which("gdbus") if sys.platform.startswith("linux") else None
        #: The service's number for the notification on screen (0: none yet).
        self.shown_id = 0
        self._said = False

    @property
    def available(self) -> bool:
        return self.program is not None

    def show(self, title: str, text: str, app_name: str = "Dominos") -> bool:
        """Ask the service to show ``title`` and ``text``; ``False`` without ``gdbus``."""
        arguments = [app_name, str(self.shown_id), "''", title, text, "[]", "{}", str(SHOWN_MS)]
        texts = [quoted(a) if i in (0, 3, 4) else a for i, a in enumerate(arguments)]
        return self._call("Notify", texts, self._read_id)

    def clear(self) -> None:
        if self.shown_id:
            self._call("CloseNotification", [str(self.shown_id)], None)
            self.shown_id = 0

    def _call(self, method: str, arguments: list[str], done: Callable[[str], None] | None) -> bool:
        if self.program is None:
            return False
        # Held by the module, not by this object: a call outlives the window that made it.
        process = QProcess()
        command = ["call", "--session", "--dest", SERVICE, "--object-path", PATH]
        process.setArguments([*command, "--method", f"{SERVICE}.{method}", *arguments])
        process.setProgram(self.program)
        process.finished.connect(lambda code, _status: self._finished(process, code, done))
        _RUNNING.add(process)
        process.start()
        return True

    def _finished(self, process: QProcess, code: int, done: Callable[[str], None] | None) -> None:
        _RUNNING.discard(process)
        output = bytes(process.readAllStandardOutput().data()).decode(errors="replace")
        if code != 0:
            if not self._said:
                self._said = True
                error = bytes(process.readAllStandardError().data()).decode(errors="replace")
                log.info("no desktop notifications here (%s)", error.strip() or code)
        elif done is not None:
            done(output)
        process.deleteLater()

    def _read_id(self, output: str) -> None:
        found = re.search(r"uint32 (\d+)", output)
        if found:
            self.shown_id = int(found.group(1))
