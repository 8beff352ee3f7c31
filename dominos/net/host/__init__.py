"""The table's side of the protocol: the server, its connections, seats, admission and guessing
limits, and what it sends."""
