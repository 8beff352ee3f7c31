"""The protocol between the host's table and the players, in three rooms by who uses them.

- ``wire``: what a second implementation of the protocol would need, and nothing of a table's
  or an app's side: framing, sealing, the key exchange (SPAKE2), messages, invitation codes;
- ``host``: the table's side: the server, each connection's session, admission and guessing
  limits, seats, what is sent to whom, and the seals it vouches for returning apps with;
- ``app``: the player's side: the client, its link, coming back after a drop.

The wire imports neither side, and neither side imports the other (the import contracts in
pyproject.toml). See docs/protocol.md for the bytes. Nothing here imports Qt.
"""
