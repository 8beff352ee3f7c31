"""Starting and stopping the desktop app: Qt and asyncio on one thread, through qasync (by way of
:mod:`dominos.ui.shell.qtloop`).

The app never quits on its own when a window closes: every way out (closing a window,
Ctrl+Q, SIGINT or SIGTERM in a terminal) goes through :meth:`Shell.request_quit`, which
leaves or closes the table cleanly (players told, goodbye said on the LAN) within two seconds
and only then ends the loop. Unexpected errors anywhere in the loop are logged and shown in
the windows instead of vanishing.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import sys
import time
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from dominos import RESOURCES, __version__
from dominos.signals import on_stop_signals
from dominos.terms import DEFAULT_TARGET
from dominos.ui.kit import theme
from dominos.ui.kit.tasks import spawn
from dominos.ui.services.context import AppContext
from dominos.ui.services.language import Translators, choose, system_languages
from dominos.ui.services.settings import APP_ID, APPLICATION, ORGANIZATION, Settings
from dominos.ui.shell.cli import DEMO_NAMES, Options
from dominos.ui.shell.main_window import MainWindow
from dominos.ui.shell.one_app import OneApp, lock_folder, second_copy, to_front

if TYPE_CHECKING:
    from dominos.ui.services.sound import Sound

log = logging.getLogger("dominos")

#: Quitting must end within two seconds; leave a margin for closing the loop itself.
SHUTDOWN_BUDGET = 1.6
#: The log file's size before it is set aside, and how many old ones are kept.
LOG_LIMIT = 1_000_000
LOG_KEEP = 3


def log_file() -> Path | None:
    """Where the app writes its log (the platform's usual log folder), if it can."""
    import platformdirs

    folder = Path(platformdirs.user_log_dir(APPLICATION, appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return folder / "dominos.log"


def setup_logging(level: str) -> Path | None:
    """Log to stderr at ``level`` and, at info or more detail, to the log file."""
    root = logging.getLogger()
    root.setLevel(logging.DEBUG)
    stderr = logging.StreamHandler()
    stderr.setLevel(level.upper())
    stderr.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    root.addHandler(stderr)
    path = log_file()
    if path is not None:
        # Capped while the app runs, not only at start-up: a host refusing a flood of
        # connections logs a warning for each, and one evening must not fill the disk.
        from logging.handlers import RotatingFileHandler

        try:
            handler: logging.Handler = RotatingFileHandler(
                path, maxBytes=LOG_LIMIT, backupCount=LOG_KEEP, encoding="utf-8"
            )
        except OSError:
            return None
        handler.setLevel(min(logging.INFO, logging.getLevelName(level.upper())))
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
    # zeroconf and asyncio are chatty at debug level; their warnings still show.
    for noisy in ("zeroconf", "asyncio"):
        logging.getLogger(noisy).setLevel(max(logging.INFO, root.getEffectiveLevel()))
    return path


def settle_memory() -> None:
    """Collect garbage again after a start-up that turned collection off (``dominos`` and
    ``python -m dominos`` do): what start-up made and kept (modules, classes, the first
    screen) is set aside for good, so the collections that run during a game no longer walk
    through it and pause play for less. A process that left collection on (a test) is left
    as it is."""
    if gc.isenabled():
        return
    gc.collect()
    gc.freeze()
    gc.enable()


def peak_memory_mib() -> float | None:
    """This process's peak resident memory so far, where the system says it."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


class _FirstPaint(QObject):
    """Resolves a future when the watched widget is first painted: the window is shown.
    Notes the peak memory at that moment too, what start-up itself took."""

    def __init__(self, future: asyncio.Future[float]) -> None:
        super().__init__()
        self._future = future
        self.peak_mib: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._future.done():
            self.peak_mib = peak_memory_mib()
            self._future.set_result(time.time())
        return False


class Shell:
    """The app's windows and its way out."""

    def __init__(self, app: QApplication, options: Options, settings: Settings) -> None:
        self.app = app
        self.options = options
        self.log_path: Path | None = None
        self.context = AppContext(settings, options.hosting, sound=self._sound(options))
        self.windows: list[MainWindow] = []
        self._quit: asyncio.Future[int] | None = None
        #: This profile's lock, held while the app runs; ``None`` for ``--demo``.
        self.one: OneApp | None = None

    @staticmethod
    def _sound(options: Options) -> Sound | None:
        """Sounds for a player's window; ``--demo``'s four windows are silent unless asked.
        Nothing is loaded yet: the cues and the output are loaded, off the GUI thread, once a
        window takes a seat or the preferences open (``Sound.need``), since the first window
        plays nothing."""
        if options.demo and not options.sound:
            return None
        from dominos.ui.services.sound import Sound

        return Sound()

    async def _load_sound(self, shown: asyncio.Future[float]) -> None:
        """The self-check's own check of the cues and the output, once the window is drawn."""
        sound = self.context.sound
        if sound is None:
            return
        await shown
        await asyncio.to_thread(sound.load)

    def _answer_copies(self, window: MainWindow) -> None:
        if self.one is not None:
            self.one.listen(lambda token: to_front(window, token))

    # -- the way out ----------------------------------------------------------------------

    def request_quit(self, code: int = 0) -> None:
        if self._quit is not None and not self._quit.done():
            self._quit.set_result(code)

    async def shutdown(self) -> None:
        """Leave or close the table, stop discovery, save the window; bounded in time."""
        started = time.monotonic()
        try:
            async with asyncio.timeout(SHUTDOWN_BUDGET):
                await asyncio.gather(*(w.shutdown() for w in self.windows))
                await self.context.shutdown()
        except TimeoutError:
            log.warning("shutting down took too long; quitting anyway")
        log.info("shut down in %.2f s", time.monotonic() - started)
        if self.windows and self.windows[0].remember:
            self.context.settings.set_geometry(self.windows[0].saveGeometry())
        self.context.settings.sync()
        for window in self.windows:
            window.close_for_quit()

    def _install_signals(self, loop: asyncio.AbstractEventLoop) -> None:
        if not on_stop_signals(loop, self.request_quit):
            # Windows: plain handlers, and a timer so Python gets to run them while Qt waits.
            self._tick = QTimer()
            self._tick.timeout.connect(lambda: None)
            self._tick.start(200)

    # -- errors -----------------------------------------------------------------------------

    def _on_loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        message = context.get("message", "error in the event loop")
        if exc is not None:
            log.error("%s", message, exc_info=(type(exc), exc, exc.__traceback__))
        else:
            log.error("%s (%s)", message, context)
        self._show_problem(exc)

    def _excepthook(
        self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        log.error("unexpected error", exc_info=(kind, exc, tb))
        self._show_problem(exc)

    def _show_problem(self, exc: BaseException | None) -> None:
        what = f"{type(exc).__name__}: {exc}" if exc is not None else ""
        text = QCoreApplication.translate("app", "Something went wrong ({what}).").format(what=what)
        if self.log_path is not None:
            text += " " + QCoreApplication.translate("app", "The details are in {path}.").format(
                path=self.log_path
            )
        self.context.report(text)

    # -- the main coroutine ---------------------------------------------------------------------

    def _keep_reviews(self) -> None:
        """Rounds' reviews are kept in the history file beside the games, so a round is
        searched once however often it is reviewed, across runs of the app. Imported once
        the first window is up: nothing of the review is needed to draw it."""
        from dominos.ui.services.round_reviews import reviews

        reviews.use_directory(self.context.history_dir)

    async def main(self) -> int:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(self._on_loop_error)
        sys.excepthook = self._excepthook
        self._quit = loop.create_future()
        self._install_signals(loop)
        self.context.quit_requested.connect(self.request_quit)

        if self.options.demo:
            await self._open_demo_windows()
            settle_memory()
        else:
            window = MainWindow(self.context, name=self.options.name)
            window.restore_geometry(self.context.settings.geometry())
            self.windows.append(window)
            shown: asyncio.Future[float] = loop.create_future()
            watcher = _FirstPaint(shown)
            window.home.installEventFilter(watcher)
            if self.context.settings.full_screen:
                window.showFullScreen()
            else:
                window.show()
            window.initial_focus()
            shown.add_done_callback(lambda _: settle_memory())
            # Once the window is drawn (the network module loads then, not before it), a
            # second copy started for this player brings it to the front.
            shown.add_done_callback(lambda _: self._answer_copies(window))
            if self.options.self_check:
                sound = spawn(self._load_sound(shown), name="sound")
                return await self._self_check(shown, sound, watcher)
        self._keep_reviews()
        spawn(self.context.start_discovery(), name="discovery")
        spawn(self._first_action(), name="start-up action")
        code = await self._quit
        await self.shutdown()
        return code

    async def _self_check(
        self, shown: asyncio.Future[float], sound: asyncio.Task[None], watcher: _FirstPaint
    ) -> int:
        try:
            async with asyncio.timeout(10):
                at = await shown
        except TimeoutError:
            print("dominos self-check: the window was never drawn", file=sys.stderr, flush=True)
            await self.shutdown()
            return 1
        print(f"dominos {__version__} self-check ok: window shown at {at:.6f}", flush=True)
        if watcher.peak_mib is not None:
            # What start-up took; checking the sound below is the self-check's own errand.
            print(f"dominos self-check: peak memory at the first paint {watcher.peak_mib:.1f} MiB")
        try:
            async with asyncio.timeout(10):
                await sound
        except TimeoutError:
            pass
        ready = self.context.sound is not None and self.context.sound.ready
        print(f"dominos self-check: sound {'ready' if ready else 'off'}", flush=True)
        await self.shutdown()
        return 0

    async def _first_action(self) -> None:
        options, window = self.options, self.windows[0]
        if options.demo:
            await self._seat_demo_players()
        elif options.host and options.target is not None:
            await window.seating.host_table(options.target)
        elif options.host:
            window.seating.ask_target()
        elif options.join is not None:
            await window.seating.join_given(options.join)
        elif options.watch is not None:
            await window.seating.join_given(options.watch, watch=True)

    # -- --demo: four windows, one per seat ------------------------------------------------------

    async def _open_demo_windows(self) -> None:
        """Four windows: side by side when the screen has room, else overlapping in a cascade."""
        screen = self.app.primaryScreen().availableGeometry()
        half_w, half_h = screen.width() // 2, screen.height() // 2
        tile = half_w >= 800 and half_h >= 520
        width = half_w if tile else max(720, screen.width() * 3 // 4)
        height = half_h if tile else max(520, screen.height() * 3 // 4)
        for index, name in enumerate(DEMO_NAMES):
            window = MainWindow(self.context, name=name, remember=False)
            window.resize(width, height)
            if tile:
                window.move(screen.x() + (index % 2) * half_w, screen.y() + (index // 2) * half_h)
            else:
                step_x = (screen.width() - width) // 3
                step_y = (screen.height() - height) // 3
                window.move(screen.x() + index * step_x, screen.y() + index * step_y)
            window.show()
            self.windows.append(window)

    async def _seat_demo_players(self) -> None:
        from dominos.net.wire.address import format_address

        host = self.windows[0]
        await host.seating.host_table(self.options.target or DEFAULT_TARGET)
        hosting = self.context.hosting
        if hosting is None:
            return
        address = format_address("127.0.0.1", hosting.port)
        for window in self.windows[1:]:
            await window.seating.join_address(address, hosting.code)
        host.raise_()
        host.activateWindow()
        host.initial_focus()


def run(options: Options) -> int:
    """Run the app until the player quits; return the exit code."""
    log_path = setup_logging(options.log_level)
    from dominos.ui.shell import qtloop

    app = QApplication.instance() or theme.new_app(sys.argv[0])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    # Links the window to the installed desktop entry (Wayland docks match on it) and gives
    # Windows a title-bar icon; both name files that packaging/ installs.
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(RESOURCES / "icon.svg")))
    app.setQuitOnLastWindowClosed(False)
    theme.apply(app)
    settings = Settings()
    translators = Translators(app)
    translators.install(choose(options.lang, settings.language, system_languages()))
    # One app per player (``--demo``'s four seats remember nothing, and take no lock).
    one = None if options.demo else OneApp(lock_folder(settings.file))
    if one is not None and not one.claim() and not options.self_check:
        code = second_copy(one)
        if code is not None:
            gc.enable()
            return code
    shell = Shell(app, options, settings)
    shell.context.translators = translators
    shell.log_path = log_path
    shell.one = one
    try:
        result: int = qtloop.run(shell.main())
    except KeyboardInterrupt:
        return 130
    except RuntimeError as exc:
        # The desktop session ended (log out, shut down) and Qt quit under our feet.
        log.warning("the app was stopped from outside: %s", exc)
        return 0
    finally:
        gc.enable()
        if one is not None:
            one.release()
    return result
