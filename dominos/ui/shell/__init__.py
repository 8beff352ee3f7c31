"""The application shell: start-up, the windows and their pages, the seat's session and taking a
seat."""
