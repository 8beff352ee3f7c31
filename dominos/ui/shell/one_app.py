"""One player, one app: a second copy started with the same profile brings the running one's
window to the front and ends, rather than opening a window of its own that offers to rejoin
the game its player is already seated at.

Two parts, which work alike on Linux, Windows and macOS. A lock on a file beside the player's
settings (``dominos.filelock``: the system's own lock, which it drops the moment its process
dies, however it dies) says whether a copy runs for that profile; it costs start-up one
file opened, and no flush to the disk (Qt's ``QLockFile`` waits for one, milliseconds on a
busy disk, and must guess whether a crashed copy's lock is stale). The copy that holds it
listens, once its window is drawn, on a local socket named after that lock
(``QLocalServer``: a socket file on Linux and macOS, a named pipe on Windows), and a later
copy asks it there to come to the front. So the profile, not the
computer, is what is counted: the tests and ``--demo``'s separate homes each run their own,
and ``--demo`` itself, which remembers no seat, takes no lock at all.

Only the same user may connect (``UserAccessOption``), and what is read is one short line:
``front``, with the desktop's activation token when it gave one (Wayland lets a window come
to the front only with the token of the launch that asked for it).
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from dominos.filelock import FileLock

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket
    from PySide6.QtWidgets import QWidget

__all__ = ["ASK_SECONDS", "OneApp", "lock_folder", "second_copy", "to_front"]

log = logging.getLogger(__name__)

#: How long a second copy waits for the first to answer: the first may still be starting
#: (it listens once its window is drawn) or busy for a moment.
ASK_SECONDS = 5.0
#: The longest line a copy sends; anything longer is not a copy of this app.
MOST = 512
#: Environment variables through which a desktop hands a launch's activation token.
TOKENS = ("XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID")


def lock_folder(settings_file: str) -> Path:
    """Where a profile's lock lives: beside its settings file, or where the settings are no
    file (the Windows registry), in the user's data folder."""
    path = Path(settings_file)
    if path.suffix and path.is_absolute():
        return path.parent
    import platformdirs

    return Path(platformdirs.user_data_dir("dominos", appauthor=False))


class OneApp:
    """The lock of one profile and, for the copy that holds it, the door a later copy
    knocks at."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "dominos.running"
        self._lock = FileLock(self.path)
        self._server: QLocalServer | None = None

    @property
    def name(self) -> str:
        """The local socket's name: short (a socket file's path is limited to about 100
        bytes) and the same for every copy of this profile. Worked out only when a copy
        listens or knocks, after start-up."""
        import hashlib

        digest = hashlib.sha256(os.fsencode(self.path.absolute())).hexdigest()[:20]
        return f"dominos-{digest}"

    def claim(self) -> bool:
        """Takes the profile's lock; ``False`` when another copy holds it. A lock that cannot
        be made (a folder that cannot be written) stops nobody from playing."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            log.warning("cannot tell whether Dominos already runs for this player: %s", exc)
            return True
        if not self._lock.acquire():
            return False
        fd = self._lock.fd
        if fd is not None:
            # Who holds it, for a copy that gets no answer to name; after the first byte,
            # which is the lock itself on Windows, where no other process may read it.
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 1)
                os.lseek(fd, 1, os.SEEK_SET)
                os.write(fd, f"{os.getpid()}\n".encode())
        return True

    def holder(self) -> int | None:
        """The process id of the copy that holds the lock, as it wrote it."""
        try:
            with self.path.open("rb") as file:
                file.seek(1)
                return int(file.read(32).strip() or b"0") or None
        except (OSError, ValueError):
            return None

    def listen(self, front: Callable[[str], None]) -> bool:
        """Answers later copies: ``front`` is called, with the desktop's token when one came,
        each time one asks. Says whether it listens."""
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer()
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # A copy that crashed leaves its socket file behind on Linux and macOS: this copy
        # holds the lock, so whatever answers at that name is not running any more.
        QLocalServer.removeServer(self.name)
        if not server.listen(self.name):
            log.warning("a second copy of Dominos cannot reach this one: %s", server.errorString())
            return False
        server.newConnection.connect(lambda: self._answer(server, front))
        self._server = server
        log.info("a copy started again for this player brings this one to the front")
        return True

    def _answer(self, server: QLocalServer, front: Callable[[str], None]) -> None:
        while (socket := server.nextPendingConnection()) is not None:
            socket.setParent(server)
            socket.disconnected.connect(socket.deleteLater)
            socket.readyRead.connect(lambda s=socket: self._read(s, front))

    def _read(self, socket: QLocalSocket, front: Callable[[str], None]) -> None:
        if socket.bytesAvailable() > MOST:
            socket.abort()
            return
        if not socket.canReadLine():
            return
        line = bytes(socket.readLine(MOST).data()).strip().decode("ascii", "replace")
        word, _, token = line.partition(" ")
        if word != "front":
            socket.abort()
            return
        log.info("another copy was started for this player: this window comes to the front")
        socket.write(b"ok\n")
        socket.flush()
        socket.disconnectFromServer()
        front(token.strip())

    def ask_front(self, seconds: float = ASK_SECONDS) -> str:
        """Asks the copy holding the lock to come to the front, as a second copy; says how
        it went: ``"raised"``, ``"free"`` (the other copy ended meanwhile, and this one now
        holds the lock) or ``"silent"`` (no answer)."""
        from PySide6.QtNetwork import QLocalSocket

        token = next((os.environ[t] for t in TOKENS if os.environ.get(t)), "")
        line = f"front {token}".strip().encode("ascii", "replace")[: MOST - 1] + b"\n"
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(300):
                socket.write(line)
                socket.flush()
                left = max(1, int((deadline - time.monotonic()) * 1000))
                if socket.waitForReadyRead(left) and bytes(socket.readAll().data()).startswith(
                    b"ok"
                ):
                    socket.disconnectFromServer()
                    return "raised"
            socket.abort()
            if self._lock.acquire():
                return "free"
            time.sleep(0.1)
        return "silent"

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.release()


def second_copy(one: OneApp) -> int | None:
    """This copy found its profile's lock held: asks the running copy to come to the front
    and says so. Returns the exit code, or ``None`` when the other copy has ended meanwhile
    and this one should start after all."""
    from PySide6.QtCore import QCoreApplication

    translate = QCoreApplication.translate
    outcome = one.ask_front()
    if outcome == "free":
        return None
    if outcome == "raised":
        print(
            translate("app", "Dominos is already open for you: its window is now in front."),
            flush=True,
        )
        return 0
    pid = one.holder()
    text = translate(
        "app",
        "Dominos is already open for you (process {pid}), but it does not answer. Close it,"
        " or end that process, then start Dominos again.",
    ).format(pid=pid if pid is not None else "?")
    print(text, flush=True)
    from PySide6.QtWidgets import QMessageBox

    from dominos.ui.kit import theme

    box = QMessageBox()
    theme.set_felt(box)  # before its button is made, or the button keeps the system's look
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.applicationName())
    box.setText(text)
    box.addButton(QMessageBox.StandardButton.Ok)
    box.exec()
    return 1


def to_front(window: QWidget, token: str) -> None:
    """Brings ``window`` to the front, out of the taskbar if it was minimised; where the
    desktop refuses to switch windows (focus-stealing prevention), it flashes instead."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    if token:
        # Wayland lets a window come forward with the token of the launch that asked.
        os.environ["XDG_ACTIVATION_TOKEN"] = token
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window, 0)
