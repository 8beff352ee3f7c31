"""The protocol between the host's table and the players' apps (the version is
``messages.PROTOCOL_VERSION``): the wire (messages, framing, the key exchange and sealing,
codes), the host's server and its parts, and the app's client with its way back.

See docs/protocol.md for the wire format. Nothing here imports Qt.
"""
