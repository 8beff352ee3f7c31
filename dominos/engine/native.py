"""The solver compiled to C where it was built (``make native``), else the solver itself.

The review's searches spend nearly all their time in :class:`~dominos.engine.solver.Solver`'s
alpha-beta: plain integer work that mypyc (the compiler that comes with mypy) turns into C
from the very same source, about 2.4 times faster (docs/performance.md). Building it needs a
C compiler, so it is optional: without it, or when it was built from another version of
``solver.py`` (a stale build must never give other values than the source), or with
``DOMINOS_PURE_SOLVER=1`` in the environment, :data:`Solver` is the pure Python one, which is
the one the tests check against exhaustive minimax; a test checks the compiled one gives the
same values.
"""

from __future__ import annotations

import hashlib
import importlib
import logging
import os
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from dominos.engine import solver

__all__ = ["COMPILED", "MODULE", "Solver", "choose", "source_digest"]

log = logging.getLogger(__name__)

#: The compiled copy's module name: its ``.so`` (``.pyd``) sits beside ``solver.py``.
MODULE = "dominos.engine.solver_native"
#: Set to ``1`` to search with the pure Python solver even where the compiled one is built.
PURE_ENV = "DOMINOS_PURE_SOLVER"


def source_digest() -> str | None:
    """The SHA-256 of ``solver.py`` as it is now, which a build records; ``None`` where
    the source cannot be read (an app bundled without it)."""
    try:
        return hashlib.sha256(Path(solver.__file__).read_bytes()).hexdigest()
    except OSError:
        return None


def choose(load: Callable[[str], ModuleType] = importlib.import_module) -> type[solver.Solver]:
    """The solver to search with: the compiled one if it is built from this very source and
    not refused by the environment, else the pure Python one."""
    if os.environ.get(PURE_ENV) == "1":
        return solver.Solver
    try:
        native = load(MODULE)
    except ImportError:
        return solver.Solver
    built_from = getattr(native, "SOURCE_SHA256", None)
    if built_from is None or built_from != source_digest():
        log.warning("the compiled solver was built from another solver.py: it is not used")
        return solver.Solver
    found: type[solver.Solver] = native.Solver
    return found


Solver = choose()
#: Whether :data:`Solver` is the compiled one.
COMPILED = Solver is not solver.Solver
