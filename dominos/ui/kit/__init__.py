"""Widgets and helpers any screen can use; they know nothing of a table, a seat or the app's
windows."""
