"""The home screen: name checks, what enables Join, the table list and where errors show."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from dominos.terms import canonical_code
from dominos.ui.screens.home import HomeScreen

from .conftest import LoopRunner
from .snapshots import Found


def make(qtbot: QtBot, name: str = "Ann") -> HomeScreen:
    home = HomeScreen(name)
    qtbot.addWidget(home)
    home.show()
    return home


def test_a_bad_name_says_why_and_locks_hosting(qtbot: QtBot, loop: LoopRunner) -> None:
    home = make(qtbot, "")
    assert not home.host_button.isEnabled()
    # A first start greets; it does not scold.
    assert home.name_error.text() == "Welcome! Type your name to begin."
    assert home.name_error.property("role") == "hint"
    qtbot.keyClicks(home.name_edit, "x" * 21)
    assert "20 characters" in home.name_error.text()
    assert home.name_error.property("role") == "error"
    assert not home.host_button.isEnabled()
    home.name_edit.setText("  Bo ")
    assert home.name_error.text() == ""
    assert home.host_button.isEnabled()
    assert home.name == "Bo"


def test_nothing_moves_under_the_pointer_while_a_name_is_typed(
    qtbot: QtBot, loop: LoopRunner
) -> None:
    home = make(qtbot, "")
    home.resize(900, 600)
    qtbot.waitExposed(home)
    watched = (home.host_button, home.code_edit, home.join_button, home.address_button)

    def places() -> list[tuple[int, int]]:
        return [w.mapTo(home, w.rect().topLeft()).toTuple() for w in watched]

    before = places()
    for text in ("A", "Ann", "x" * 21, "Ann"):
        home.name_edit.setText(text)
        # Every layout request the change posted is handled before looking.
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        assert places() == before, text


def test_join_is_enabled_once_a_code_is_typed(qtbot: QtBot, loop: LoopRunner) -> None:
    home = make(qtbot)
    assert not home.join_button.isEnabled()
    qtbot.keyClicks(home.code_edit, "k7q-m2x")
    assert home.join_button.isEnabled()
    with qtbot.waitSignal(home.join_requested) as blocker:
        qtbot.keyClick(home.code_edit, Qt.Key.Key_Return)
    assert blocker.args == ["K7QM2X", None]


def test_code_field_refuses_symbols(qtbot: QtBot, loop: LoopRunner) -> None:
    home = make(qtbot)
    qtbot.keyClicks(home.code_edit, "ab#c!")
    assert home.code_edit.text() == "abc"
    assert canonical_code(" ab-c 2 ") == "ABC2"


def test_host_button_emits_and_remembers_name(qtbot: QtBot, loop: LoopRunner) -> None:
    home = make(qtbot, "")
    names: list[str] = []
    home.name_changed.connect(names.append)
    qtbot.keyClicks(home.name_edit, "Cy")
    assert names == ["C", "Cy"]
    with qtbot.waitSignal(home.host_requested):
        qtbot.mouseClick(home.host_button, Qt.MouseButton.LeftButton)


def test_tables_are_listed_with_seats_phase_and_version(qtbot: QtBot, loop: LoopRunner) -> None:
    home = make(qtbot)
    home.set_tables(
        [
            Found("Ann's table", "Ann", 2, "lobby"),
            Found("Kitchen", "Dee", 4, "round", compatible=False, needs="needs version 2"),
        ]
    )
    rows = [home.table_list.item(i).text() for i in range(home.table_list.count())]
    assert "Ann's table" in rows[0] and "2/4" in rows[0] and "waiting for players" in rows[0]
    assert "4/4" in rows[1] and "playing" in rows[1] and "needs version 2" in rows[1]
    assert rows[0].startswith("Ann's table\nhosted by Ann")

    # A seat kept for a player away is taken, and said so: the table is not waiting for them.
    home.set_tables([Found("Ann's table", "Ann", 4, "round", away=1)])
    assert "4/4 seated, 1 away" in home.table_list.item(0).text()


def test_picked_table_goes_with_the_code(qtbot: QtBot, loop: LoopRunner) -> None:
    home = make(qtbot)
    table = Found("Ann's table", "Ann", 2, "lobby")
    home.set_tables([Found("Other", "Bo", 1, "lobby"), table])
    home.table_list.setCurrentRow(1)
    home.code_edit.setText("K7QM2X")
    # A refreshed list keeps the pick.
    home.set_tables([table, Found("Other", "Bo", 1, "lobby")])
    with qtbot.waitSignal(home.join_requested) as blocker:
        qtbot.mouseClick(home.join_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["K7QM2X", table]


def test_discovery_unavailable_points_to_joining_by_address(qtbot: QtBot, loop: LoopRunner) -> None:
    home = make(qtbot)
    home.set_discovery_unavailable("Discovery is unavailable: multicast is blocked.")
    text = home.discovery_status.text()
    assert "multicast is blocked" in text and "addresses to type" in text
    home.set_tables([])
    assert "multicast is blocked" in home.discovery_status.text()
    assert home.address_button.isEnabled()


def test_errors_show_next_to_what_they_concern(qtbot: QtBot, loop: LoopRunner) -> None:
    home = make(qtbot)
    home.code_edit.setText("K7QM2X")
    home.show_error("code", "That code doesn't match this table.")
    assert home.code_error.isVisible() and home.host_error.isHidden()
    assert home.focusWidget() is home.code_edit
    home.show_error("host", "Couldn't open a table.")
    assert home.host_error.isVisible() and home.code_error.isHidden()
    home.show_error("name", "Someone already uses that name.")
    assert home.name_error.text() == "Someone already uses that name."
    assert home.focusWidget() is home.name_edit
    # Typing again clears the code error.
    home.show_error("code", "wrong")
    qtbot.keyClicks(home.code_edit, "A")
    assert home.code_error.isHidden()


def test_busy_locks_buttons_and_says_so(qtbot: QtBot, loop: LoopRunner) -> None:
    home = make(qtbot)
    home.code_edit.setText("K7QM2X")
    home.set_busy(True, "Joining...")
    assert not home.join_button.isEnabled() and not home.host_button.isEnabled()
    assert home.status.text() == "Joining..."
    home.set_busy(False)
    assert home.join_button.isEnabled()


def test_keyboard_order_and_accessible_names(qtbot: QtBot, loop: LoopRunner) -> None:
    home = make(qtbot)
    home.code_edit.setText("K7QM2X")
    order: list[QWidget | None] = [home.name_edit]
    widget: QWidget | None = home.name_edit
    for _ in range(5):
        assert widget is not None
        widget = widget.nextInFocusChain()
        while widget is not None and not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            widget = widget.nextInFocusChain()
        order.append(widget)
    assert order == [
        home.name_edit,
        home.host_button,
        home.code_edit,
        home.join_button,
        home.watch_button,
        home.table_list,
    ]
    for control in [*order, home.address_button]:
        assert control.accessibleName()


def test_watch_goes_with_the_code_and_is_not_offered_where_nobody_may_watch(
    qtbot: QtBot, loop: LoopRunner
) -> None:
    home = make(qtbot)
    open_table = Found("Ann's table", "Ann", 4, "round", watching=2)
    closed = Found("Kitchen", "Dee", 4, "round", watchable=False)
    home.set_tables([open_table, closed])
    # Who watches is part of a table's row; a table nobody watches says nothing of it.
    assert "2 watching" in home.table_list.item(0).text()
    assert "watching" not in home.table_list.item(1).text()
    home.code_edit.setText("K7QM2X")
    assert home.watch_button.isVisible() and home.watch_button.isEnabled()
    home.table_list.setCurrentRow(1)
    assert not home.watch_button.isVisible()
    home.table_list.setCurrentRow(0)
    assert home.watch_button.isVisible()
    with qtbot.waitSignal(home.watch_requested) as blocker:
        qtbot.mouseClick(home.watch_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["K7QM2X", open_table]
    # Nothing listed lets anyone watch: no Watch at all.
    home.set_tables([closed])
    assert not home.watch_button.isVisible()
