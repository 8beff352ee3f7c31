"""Protocol v1 between the host's table and the players: messages, framing, transports.

See docs/protocol.md for the wire format. Nothing here imports Qt.
"""
