"""The review of a finished round in the app: its value graph, the plays that gave points
away, and every option's value at any play (docs/review.md)."""
