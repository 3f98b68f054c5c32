"""Bowls engine: Qt-free rules of SPEC Part 1."""
