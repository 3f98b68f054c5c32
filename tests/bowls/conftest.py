"""What the Bowls engine tests share."""

from __future__ import annotations


def pos(**bowls: str) -> str:
    """A position text from keyword bowls ``b0=..., b11=...``; others empty."""
    out = ["."] * 12
    for k, v in bowls.items():
        out[int(k[1:])] = v
    return " ".join(out)
