"""What a player is asked before quitting the app or leaving a table, worded when asked.

Each question is a function, so a box still open when the player switches language asks
it again in the new one (``confirm.py``). They keep the main window's words, which ask
them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dominos.ui.game.seat_badge import AWAY_TURN_MS
from dominos.ui.kit.confirm import Question


def quit_question(runs_table: bool) -> Question:
    """Quitting: the host ends the game for everyone; a player only goes away for a while."""
    translate = QCoreApplication.translate
    if runs_table:
        text = translate("MainWindow", "Quitting closes your table for everyone.")
        detail = translate("MainWindow", "The other players go back to their home screen.")
        yes = translate("MainWindow", "Quit and close the table")
    else:
        text = translate("MainWindow", "The game goes on without you for now.")
        detail = translate(
            "MainWindow",
            "Your seat and your tiles are kept. While you are away the table plays for"
            " you after {seconds} seconds each turn. Start Dominos again and choose"
            " Rejoin to take your seat back.",
        ).format(seconds=AWAY_TURN_MS // 1000)
        yes = translate("MainWindow", "Quit for now")
    title = translate("MainWindow", "Quit Dominos?")
    return Question(title, text, detail, yes, translate("MainWindow", "Keep playing"))


def stop_watching_question() -> Question:
    """A watcher leaving a game under way: coming back means the code again."""
    translate = QCoreApplication.translate
    return Question(
        translate("MainWindow", "Stop watching?"),
        translate("MainWindow", "You stop watching this table."),
        translate(
            "MainWindow",
            "The game goes on without you. To watch again, use the table's code.",
        ),
        translate("MainWindow", "Stop watching"),
        translate("MainWindow", "Keep watching"),
    )


def leave_question(runs_table: bool, *, watching: bool = False) -> Question:
    """Leaving once a game is over: the host closes the table; a player gives the seat up
    for good (decisions.md 2), and is told how to come back; a watcher only stops."""
    if watching:
        return stop_watching_question()
    if runs_table:
        from dominos.ui.screens.lobby import close_question

        return close_question()
    translate = QCoreApplication.translate
    detail = translate(
        "MainWindow",
        "The others go back to the lobby and wait for a fourth player. To play with"
        " them again, join with the table's code while a seat is free.",
    )
    return Question(
        translate("MainWindow", "Leave the table?"),
        translate("MainWindow", "Your seat is given up for someone else."),
        detail,
        translate("MainWindow", "Leave the table"),
        translate("MainWindow", "Stay"),
    )
