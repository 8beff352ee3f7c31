"""Hosting a table, the one way both ``dominos-host`` and the app's host mode do it.

:mod:`.options` is light (the app reads it at start-up); :mod:`.service` loads the table,
the server and zeroconf, and only when a table is opened. Neither imports Qt.
"""
