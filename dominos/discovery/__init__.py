"""Finding tables on the LAN with multicast DNS (DNS-SD), without Qt.

A host announces its table with :class:`Advertiser`; a joiner watches the list with
:class:`TableBrowser`, or types only the code and lets :func:`join_by_code` find the table.
When multicast is blocked, both say why in ``.error`` and joining by address still works.
"""

from dominos.discovery.advertiser import Advertiser
from dominos.discovery.browser import TableBrowser
from dominos.discovery.join import NoTableForCode, join_by_code
from dominos.discovery.records import SERVICE_TYPE, FoundTable, new_table_id

__all__ = [
    "SERVICE_TYPE",
    "Advertiser",
    "FoundTable",
    "NoTableForCode",
    "TableBrowser",
    "join_by_code",
    "new_table_id",
]
