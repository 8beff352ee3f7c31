"""What tests in several folders share: waiting for a condition (``waiting``), a table served
on loopback and a legal move for a bot (``tables``), rounds played through the engine alone
(``rounds``), programs started, stopped and read the way each system allows (``processes``)
and a virtual LAN of network namespaces (``netlab``). Imported as ``tests.helpers``."""
