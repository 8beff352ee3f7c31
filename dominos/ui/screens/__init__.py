"""Full-window screens and the dialogs they open, one per module."""
