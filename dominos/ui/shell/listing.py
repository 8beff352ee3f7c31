"""What taking a seat asks of the tables listed on the LAN: a moment for the list to fill
before a code alone is tried, and the table found again by its id when it comes back at
another address.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dominos.ui.services.context import AppContext
    from dominos.ui.shell.session import Session

log = logging.getLogger(__name__)


def follow(context: AppContext, session: Session, table_id: str) -> None:
    """Let the seat find its table by id on the LAN if it comes back at another address
    (a host restarted after a crash whose port was taken meanwhile)."""
    if not table_id:
        return

    def locate() -> tuple[str, int] | None:
        for table in context.tables:
            if table.table_id == table_id and table.addresses:
                return table.addresses[0], table.port
        return None

    session.follow(locate)


async def tables_listed(context: AppContext, timeout: float) -> None:
    """Return once discovery lists a table or gives up, or after ``timeout`` seconds."""
    if context.tables or context.discovery_error is not None:
        return
    listed = asyncio.get_running_loop().create_future()

    def done(*_: object) -> None:
        found = context.tables or context.discovery_error is not None
        if found and not listed.done():
            listed.set_result(None)

    context.tables_changed.connect(done)
    context.discovery_failed.connect(done)
    try:
        async with asyncio.timeout(timeout):
            await listed
    except TimeoutError:
        log.info("no table listed within %.0f s; trying the code anyway", timeout)
    finally:
        context.tables_changed.disconnect(done)
        context.discovery_failed.disconnect(done)
