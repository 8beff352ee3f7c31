"""The solver compiled by ``make native`` stands in for the pure Python one only where it was
built from this very ``solver.py``, and then finds the same values."""

from __future__ import annotations

import importlib.util
import json
import logging
import os
import shutil
import subprocess
import sys
import sysconfig
import types
from pathlib import Path

import pytest

from dominos.engine import native, solver

ROOT = Path(__file__).resolve().parents[2]

#: Run in a child, with the compiled module found first at ``sys.argv[1]``: every option's
#: value, by both solvers, over random endgames and whole deals' first plays.
_COMPARE = """
import json, random, sys
import dominos.engine
dominos.engine.__path__.insert(0, sys.argv[1])
import dominos.engine.solver_native as compiled
from dominos.engine import Round, solver
pure_values, compiled_values, positions = [], [], 0
rng = random.Random(41)
for n in range(160):
    r = Round.deal(random.Random(n))
    played = 0 if n < 3 else rng.choice([12, 14, 16, 18, 20, 22])  # 3 whole deals' openings
    while not r.is_over and sum(r.hand_sizes) > 28 - played:
        moves = r.legal_moves()
        if moves:
            move = rng.choice(moves)
            r.play(move.tile, move.end)
        else:
            r.pass_turn()
    if r.is_over or r.turn is None:
        continue
    hands = [r.hand(s) for s in range(4)]
    for module, out in ((solver, pure_values), (compiled, compiled_values)):
        options = module.Solver(hands).options(r.turn, r.ends, hands)
        out.append([[list(o.tile.pair), o.end, o.value] for o in options])
    positions += 1
print(json.dumps({"file": compiled.__file__, "positions": positions,
                  "pure": json.dumps(pure_values), "compiled": json.dumps(compiled_values)}))
"""


def _builder() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(
        "native_solver", ROOT / "resources/native_solver.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _module(digest: str | None, cls: type | None = None) -> types.ModuleType:
    module = types.ModuleType(native.MODULE)
    if digest is not None:
        module.SOURCE_SHA256 = digest  # type: ignore[attr-defined]
    module.Solver = cls  # type: ignore[attr-defined]
    return module


def test_the_pure_solver_is_used_unless_a_build_of_this_very_source_is_there(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    class Compiled:
        pass

    def missing(name: str) -> types.ModuleType:
        raise ImportError(name)

    monkeypatch.delenv(native.PURE_ENV, raising=False)
    assert native.choose(missing) is solver.Solver
    current = native.source_digest()
    assert current is not None
    assert native.choose(lambda _name: _module(current, Compiled)) is Compiled
    with caplog.at_level(logging.WARNING):
        stale = native.choose(lambda _name: _module("0" * 64, Compiled))
    assert stale is solver.Solver, "a build of an older solver.py could give other values"
    assert "another solver.py" in caplog.text
    assert native.choose(lambda _name: _module(None, Compiled)) is solver.Solver
    monkeypatch.setenv(native.PURE_ENV, "1")
    assert native.choose(lambda _name: _module(current, Compiled)) is solver.Solver


@pytest.mark.once
def test_the_compiled_solver_finds_every_value_the_pure_solver_finds(tmp_path: Path) -> None:
    if not any(shutil.which(c) for c in ("cc", "gcc", "clang", "cl")):
        pytest.skip("no C compiler here: the solver cannot be compiled, so the pure one runs")
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    if not headers.exists():
        pytest.skip(f"no {headers} (python3-dev): the pure solver runs, none can be compiled")
    builder = _builder()
    built = builder.built()
    if not (native.COMPILED and built):  # build it afresh, apart from the source tree
        built = builder.build(tmp_path)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), *sys.path])}
    env.pop(native.PURE_ENV, None)
    done = subprocess.run(
        [sys.executable, "-c", _COMPARE, str(built[0].parent)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=100,
        check=True,
    )
    said = json.loads(done.stdout)
    assert Path(said["file"]).parent == built[0].parent and not said["file"].endswith(".py")
    assert said["positions"] >= 100
    pure, compiled = json.loads(said["pure"]), json.loads(said["compiled"])
    assert compiled == pure
    assert sum(len({o[2] for o in options}) > 1 for options in pure) >= 30  # choices mattered
