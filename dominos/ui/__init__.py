"""The Qt application: screens, widgets and the board, drawn from the table's snapshots."""
