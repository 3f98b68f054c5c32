"""Benchmark placeholder (filled in below)."""


def main(argv: list[str]) -> int:
    """Run the benchmark."""
    return 0
