"""Reviewing finished rounds outside any game: ``dominos-review`` and what it prints.

Built on the engine's solver (``dominos/engine/solver.py``) and the records of finished games
(``docs/record.md``); it imports no Qt and knows nothing of a round being played.
"""
