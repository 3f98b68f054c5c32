"""The player profile: records, settings, unfinished attempts (Qt-free)."""
