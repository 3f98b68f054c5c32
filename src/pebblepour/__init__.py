"""Pebble & Pour: two colour puzzles, Bowls and Tubes."""

__version__ = "0.1.0"
