"""Every layer reads the game's terms the same way: the table, the wire and both command lines
refuse and accept exactly the same targets, names, codes and time scales."""

from __future__ import annotations

import pytest

from dominos import host
from dominos.engine import Match
from dominos.table import Table, TableError
from dominos.terms import TARGETS, parse_code
from dominos.ui.shell import cli


def _accepted_by_app(argv: list[str]) -> bool:
    try:
        cli.parse(argv)
    except SystemExit:
        return False
    return True


def _accepted_by_host(argv: list[str]) -> bool:
    try:
        host.build_parser().parse_args(argv)
    except SystemExit:
        return False
    return True


@pytest.mark.parametrize("target", [0, 25, 50, 75, 100, 450, 500, 550, 1000])
def test_every_layer_takes_the_same_targets(target: int) -> None:
    expected = target in TARGETS
    assert _accepted_by_app(["--host", "--target", str(target)]) is expected
    assert _accepted_by_host(["--target", str(target)]) is expected
    try:
        Table(code="ABC234", target=target)
    except TableError as exc:
        assert exc.code == "bad_target" and not expected
    else:
        assert expected
    try:
        Match(target)
    except ValueError:
        assert not expected
    else:
        assert expected


@pytest.mark.parametrize("scale", ["0", "-1", "0.01", "1", "10", "10.5", "nan", "inf"])
def test_both_command_lines_take_the_same_time_scales(
    scale: str, capsys: pytest.CaptureFixture[str]
) -> None:
    app = _accepted_by_app(["--time-scale", scale])
    assert _accepted_by_host(["--time-scale", scale]) is app
    assert app is (scale in ("0.01", "1", "10"))
    capsys.readouterr()


@pytest.mark.parametrize("name", ["Ann", " " * 3, "x" * 20, "x" * 21, "A\tB", "Zoë"])
def test_the_app_refuses_at_start_what_the_table_would_refuse(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    table = Table(code="ABC234")
    try:
        table.join(name, "ABC234", 0.0)
    except TableError as exc:
        assert exc.code == "bad_name"
        seated = False
    else:
        seated = True
    assert _accepted_by_app(["--name", name]) is seated
    capsys.readouterr()


@pytest.mark.parametrize("typed", ["abc234", " ABC-234 ", "abc 234.", "a-b-c_2\t3\n4"])
def test_a_code_typed_loosely_opens_the_table(typed: str) -> None:
    assert parse_code(typed) == "ABC234"
    table = Table(code="ABC234")
    assert table.join("Ann", typed, 0.0)[0] == 0
    assert host.build_parser().parse_args(["--code", typed]).code == "ABC234"


@pytest.mark.parametrize("typed", ["ABC23", "ABC2345", "ABCO23", "ABCÉ23", "ABC+23"])
def test_a_code_with_a_typo_is_refused_not_read_as_another(
    typed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(ValueError, match="invitation code"):
        parse_code(typed)
    with pytest.raises(TableError) as refused:
        Table(code="ABC234").join("Ann", typed, 0.0)
    assert refused.value.code == "wrong_code"
    with pytest.raises(SystemExit):
        host.build_parser().parse_args(["--code", typed])
    assert "invitation code" in capsys.readouterr().err
