"""Dominos: dominoes for four friends on one network, two against two."""

__version__ = "0.1.0"
