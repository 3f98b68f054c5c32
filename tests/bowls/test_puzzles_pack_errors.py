"""A malformed pack fails with a PackError naming the puzzle id and the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pebblepour.bowls.puzzles import PackError, load_pack, pack_to_json, parse_pack

GOOD: list[dict[str, Any]] = [
    {"id": 1, "chapter": 1, "position": "r rr . . . . . . . . . .",
     "goal": {"kind": "clear_board"}, "limit": 2, "solution": [0], "shortest": 1},
    {"id": 2, "chapter": 1, "position": "rb br rb b . . . . . . . .",
     "goal": {"kind": "collect", "colour": "b", "amount": 3}, "limit": 3,
     "solution": [0, 1], "shortest": 2},
    {"id": 3, "chapter": 1, "position": ". gr rg gr@F . . . . . . . .",
     "goal": {"kind": "score", "amount": 30}, "limit": 3, "solution": [1, 2],
     "shortest": 2},
]


def pack_text(puzzles: list[dict[str, Any]], **top: Any) -> str:
    data: dict[str, Any] = {"format": "pebblepour.bowls.puzzles", "version": 1}
    data.update(top)
    data["puzzles"] = puzzles
    rows = ",\n".join(json.dumps(p) for p in puzzles)
    head = json.dumps({k: v for k, v in data.items() if k != "puzzles"})[:-1]
    return head + ', "puzzles": [\n' + rows + "\n]}\n"


def broken(pid: int, **changes: Any) -> list[dict[str, Any]]:
    out = [dict(p) for p in GOOD]
    for key, value in changes.items():
        if value is ...:
            del out[pid - 1][key]
        else:
            out[pid - 1][key] = value
    return out


def test_good_pack_loads_and_round_trips(tmp_path: Path) -> None:
    pack = parse_pack(pack_text(GOOD))
    assert [p.shortest for p in pack] == [1, 2, 2]
    path = tmp_path / "p.json"
    path.write_text(pack_to_json(pack), encoding="utf-8")
    assert load_pack(path) == pack


@pytest.mark.parametrize(
    ("pid", "changes", "field", "words"),
    [
        (2, {"goal": {"kind": "win_everything"}}, "goal.kind", "unknown goal kind"),
        (2, {"goal": {"kind": "collect", "colour": "x", "amount": 3}}, "goal.colour", "colour"),
        (3, {"goal": {"kind": "combo"}}, "goal.amount", "amount"),
        (2, {"position": "rb br rb b . . . . . . ."}, "position", "12"),
        (2, {"position": "rb bx rb b . . . . . . . ."}, "position", "unknown stone"),
        (2, {"position": "rb bbb rb b . . . . . . . ."}, "position", "ready group"),
        (2, {"position": "rb rgbrgbrg rb b . . . . . . . ."}, "position", "at most 7"),
        (3, {"limit": 0}, "limit", "must be >= 1"),
        (3, {"limit": "3"}, "limit", "integer"),
        (2, {"limit": 1}, "solution", "more than the limit"),
        (2, {"shortest": 3}, "shortest", "has 2 moves"),
        (2, {"solution": [0], "shortest": 1}, "solution", "does not win"),
        (2, {"solution": [4, 0]}, "solution", "illegal"),
        (2, {"solution": [0, 13]}, "solution", "not a bowl"),
        (1, {"solution": [0, 1], "shortest": 2}, "solution", "already over"),
        (2, {"limit": ...}, "limit", "missing"),
        (3, {"goal": ...}, "goal", "missing"),
        (2, {"chapter": 2}, "chapter", "must be 1"),
        (2, {"id": 7}, "id", "in order"),
        (2, {"hint": "x"}, "hint", "unknown field"),
    ],
)
def test_malformed_puzzle(pid: int, changes: dict[str, Any], field: str, words: str) -> None:
    with pytest.raises(PackError) as info:
        parse_pack(pack_text(broken(pid, **changes)))
    err = info.value
    expected_id = changes.get("id", pid)
    assert (err.puzzle_id, err.field) == (expected_id, field), str(err)
    assert str(err).startswith(f"puzzle {expected_id}, field {field!r}: ")
    assert words in str(err)


def test_bad_json_names_the_puzzle_and_field() -> None:
    good = '"limit": 3, "solution": [0, 1]'
    text = pack_text(GOOD).replace(good, good.replace(",", "", 1))
    with pytest.raises(PackError) as info:
        parse_pack(text)
    assert (info.value.puzzle_id, info.value.field) == (2, "json")
    assert str(info.value).startswith("puzzle 2, field 'json': not JSON")


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("", "json"),
        ("[]", "json"),
        ('{"format": "other", "version": 1, "puzzles": []}', "format"),
        ('{"format": "pebblepour.bowls.puzzles", "version": 2, "puzzles": []}', "version"),
        ('{"format": "pebblepour.bowls.puzzles", "version": 1, "puzzles": []}', "puzzles"),
    ],
)
def test_malformed_pack(text: str, field: str) -> None:
    with pytest.raises(PackError) as info:
        parse_pack(text)
    assert info.value.puzzle_id is None and info.value.field == field
    assert str(info.value).startswith(f"pack, field {field!r}: ")


def test_full_pack_needs_every_puzzle() -> None:
    with pytest.raises(PackError) as info:
        parse_pack(pack_text(GOOD), full=True)
    assert info.value.field == "puzzles"


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(PackError) as info:
        load_pack(tmp_path / "nope.json")
    assert info.value.field == "file"


def test_pack_error_is_a_value_error() -> None:
    assert issubclass(PackError, ValueError)


@pytest.mark.parametrize(
    ("where", "number"),
    [("limit", "9" * 5000), ("id", "1" + "0" * 4400), ("version", "7" * 4301)],
)
def test_an_integer_too_long_to_read_is_one_short_error(where: str, number: str) -> None:
    text = pack_text(GOOD).replace(f'"{where}": ' + ("3" if where == "limit" else "1"),
                                   f'"{where}": {number}', 1)
    assert number in text
    with pytest.raises(PackError) as info:
        parse_pack(text)
    assert info.value.field == "json" and "more than 4300 digits" in str(info.value)


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"id": 10**4000}, "id"),
        ({"solution": [0, -(10**4000)]}, "solution"),
        ({"position": "r" * 100_000 + " rr . . . . . . . . . ."}, "position"),
        ({"position": "x" * 100_000 + " rr . . . . . . . . . ."}, "position"),
        ({"goal": {"kind": "k" * 100_000}}, "goal.kind"),
    ],
)
def test_bad_input_is_quoted_briefly(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(PackError) as info:
        parse_pack(pack_text(broken(2, **changes)))
    assert info.value.field == field
    assert len(str(info.value)) < 300 and "\n" not in str(info.value)
