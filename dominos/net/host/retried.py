"""A write the host makes again at every change, which a full or failing disk can refuse for
a long while: the log says so once when it starts failing and once when it works again,
never a traceback per move.

The table's journal and the guessing limits kept beside it are both written this way, so the
rule of what the log says lives here once.
"""

from __future__ import annotations

import logging

__all__ = ["RetriedWrite"]


class RetriedWrite:
    """The state of one such write, and what the log says of it.

    ``failing`` is logged as an error with the fault's words when the write starts failing;
    ``back`` at ``back_level`` once it works again.
    """

    def __init__(
        self, log: logging.Logger, failing: str, back: str, *, back_level: int = logging.WARNING
    ) -> None:
        self._log = log
        self._failing_text = failing
        self._back_text = back
        self._back_level = back_level
        self._failing = False

    @property
    def failing(self) -> bool:
        """Whether the last write failed and the log said so."""
        return self._failing

    def failed(self, exc: BaseException, *, said: bool = False) -> None:
        """The write failed with ``exc``. Logged once, unless ``said``: another line already
        names the same fault, and this write is part of what it says is lost."""
        if self._failing or said:
            return
        self._log.error(self._failing_text, str(exc) or type(exc).__name__)
        self._failing = True

    def worked(self) -> None:
        """The write went through: the log hears it is back if it heard it was failing."""
        if self._failing:
            self._log.log(self._back_level, self._back_text)
        self._failing = False
