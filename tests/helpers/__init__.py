"""What tests in several folders share: waiting for a condition (``waiting``), a table served
on loopback and a legal move for a bot (``tables``), and a virtual LAN of network namespaces
(``netlab``). Imported as ``tests.helpers``."""
