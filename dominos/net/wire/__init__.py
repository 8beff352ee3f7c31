"""The wire protocol: framing, sealing, the key exchange, messages and codes. Nothing of a table or
an app: what a second implementation of the protocol needs."""
