"""Dominos: dominoes for four friends on one network, two against two."""

from pathlib import Path

__version__ = "0.1.0"

#: The app's own files (icons, sounds, translations, the rules), beside its modules as
#: installed and as bundled alike. A plain path: ``importlib.resources`` would load a
#: dozen modules (``tempfile``, ``zipfile``...) before the first window for nothing more.
RESOURCES = Path(__file__).resolve().parent / "resources"
