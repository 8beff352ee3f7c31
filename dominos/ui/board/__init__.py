"""The line of play: its pure layout, the tile drawing, and the graphics view that shows it."""
