"""Tubes engine: Qt-free rules of SPEC Part 2."""
