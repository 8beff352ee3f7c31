"""What the app does beside its screens: settings, languages, sounds, alerts and notices."""
