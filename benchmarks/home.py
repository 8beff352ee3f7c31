"""The throwaway home of an app a benchmark launches.

The app keeps its settings, history, journal and caches under HOME and the XDG folders;
pointing all of them into one temporary folder keeps a run from reading a player's own (a
remembered seat or language would change what is measured) and leaves nothing behind.
"""

from __future__ import annotations

import os

__all__ = ["home_env"]


def home_env(home: str) -> dict[str, str]:
    """HOME and the four XDG folders, all inside ``home``, to add to a child's environment."""
    return {
        "HOME": home,
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_STATE_HOME": os.path.join(home, "state"),
        "XDG_CACHE_HOME": os.path.join(home, "cache"),
        "XDG_DATA_HOME": os.path.join(home, "data"),
    }
