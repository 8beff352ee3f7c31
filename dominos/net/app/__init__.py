"""The app's side of the protocol: the client, its link to the table, coming back and what it
remembers for the table."""
