"""What tests in several folders share: waiting for a condition, a table served on loopback,
a legal move for a bot. Imported as ``tests.helpers``."""
