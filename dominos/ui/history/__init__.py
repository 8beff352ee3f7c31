"""The History window: games played at this computer, their charts and replays."""
