"""Every field of every save is validated; a bad save is refused in one sentence, kept aside,
and play starts afresh (issue 12 point 3, issue 11 point 1)."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from typing import Any

import pytest

from pebblepour.bowls.attempts import DailyAttempt, EndlessAttempt, Mode
from pebblepour.bowls.puzzles import load_pack
from pebblepour.bowls.puzzles import shipped_puzzle as pack
from pebblepour.profile import Profile
from pebblepour.session import bowls as sb
from pebblepour.session import tubes as st
from pebblepour.session.core import SaveError, legacy_attempt_id, strict_json
from pebblepour.tubes.levels import level
from pebblepour.tubes.solver import solve

PACK = {p.id: p for p in load_pack()}


def tubes_save(moves: int = 2, n: int = 1) -> dict[str, Any]:
    """A sound save of level ``n`` after ``moves`` pours of a solution, as a dict."""
    s = st.new_level_session(n)
    for move in solve(s.game.board).moves[:moves]:
        s.play(move)
    data: dict[str, Any] = json.loads(s.save_text())
    return data


def bowls_save(moves: int = 1, n: int = 1) -> dict[str, Any]:
    puzzle = PACK[n]
    s = sb.session_of(sb.BowlsPlay(puzzle.attempt(), n))
    for move in puzzle.solution[:moves]:
        s.play(move)
    data: dict[str, Any] = json.loads(s.save_text())
    return data


def refused_and_kept_aside(
    profile: Profile, slot: str, text: str, resume: Callable[[], Any]
) -> str:
    """Save ``text`` in ``slot``; resuming must refuse it, keep it aside, start afresh."""
    profile.save_attempt(slot, text)
    found = resume()
    assert found.session is None and found.set_aside is not None
    sentence = str(found.set_aside)
    assert sentence and "\n" not in sentence and len(sentence) < 300
    assert profile.load_attempt(slot) is None  # no longer offered...
    assert profile.attempts_set_aside(slot)[-1] == (text, sentence)  # ...but kept
    return sentence


# ----------------------------------------------------------------------------- Tubes


def resume_level(profile: Profile, n: int = 1) -> Callable[[], Any]:
    return lambda: st.resume_play(profile, {"level": n})


def test_a_sound_tubes_save_resumes_exactly(profile: Profile) -> None:
    data = tubes_save(3)
    profile.save_attempt("tubes:level", json.dumps(data))
    found = st.resume_play(profile, {"level": 1})
    assert found.session is not None and found.set_aside is None
    assert found.session.attempt_id == data["id"]
    assert [list(m) for m in found.session.game.moves()] == data["moves"]
    assert found.session.game.check() == data["check"]


@pytest.mark.parametrize(
    ("field", "raw", "why"),
    [
        ("moves", "[[1e400, 3]]", "out of range"),
        ("hints", "1e400", "out of range"),
        ("seconds", "NaN", "not a number"),
        ("seconds", "Infinity", "not a number"),
        ("seconds", "-Infinity", "not a number"),
        ("seconds", "-1", "out of range"),
        ("seconds", '"12"', "not a number of seconds"),
        ("moves", "[[0.9, 3]]", "two tube numbers"),
        ("moves", "[[true, 3]]", "two tube numbers"),
        ("moves", "[[0, 99]]", "two tube numbers"),
        ("moves", "[[0, 1, 2]]", "two tube numbers"),
        ("moves", '"01"', "not a list"),
        ("hints", "true", "whole number"),
        ("hints", "2.5", "whole number"),
        ("hints", "-1", "whole number"),
        ("hints", "1" * 5000, "digits"),
        ("id", '"not hex!"', "attempt id"),
        ("id", "7", "not text"),
        ("check", '"abca bcab cabc - -"', "does not give the position"),
        ("flags", '{"practice": true}', "no flags"),
        ("version", "2", "another version"),
        ("format", '"something.else"', "not a Pebble & Pour attempt"),
        ("game", '"bowls"', "not a tubes attempt"),
    ],
)
def test_a_damaged_tubes_save_is_refused_and_kept_aside(
    profile: Profile, field: str, raw: str, why: str
) -> None:
    data = tubes_save(2)
    text = json.dumps(data).replace(
        f'"{field}": {json.dumps(data[field])}', f'"{field}": {raw}', 1
    )
    assert text != json.dumps(data)
    sentence = refused_and_kept_aside(profile, "tubes:level", text, resume_level(profile))
    assert why in sentence
    # play starts afresh and its saves work
    fresh = st.new_level_session(1)
    fresh.play(fresh.game.legal_moves()[0])
    fresh.save(profile)
    assert st.resume_play(profile, {"level": 1}).session is not None


def test_an_illegal_pour_in_a_save_is_refused(profile: Profile) -> None:
    data = tubes_save(0)
    board = level(1).board
    bad = next(
        [s, d]
        for s in range(len(board.tubes))
        for d in range(len(board.tubes))
        if s != d and not board.can_pour(s, d)
    )
    data["moves"] = [bad]
    sentence = refused_and_kept_aside(
        profile, "tubes:level", json.dumps(data), resume_level(profile)
    )
    assert "not legal" in sentence


def test_pours_after_the_board_is_solved_are_refused(profile: Profile) -> None:
    data = tubes_save(0)
    solution = solve(level(1).board).moves
    data["moves"] = [list(m) for m in solution] + [list(solution[-1])]
    sentence = refused_and_kept_aside(
        profile, "tubes:level", json.dumps(data), resume_level(profile)
    )
    assert "after the game ended" in sentence


def test_a_save_naming_a_locked_level_is_refused(profile: Profile) -> None:
    data = tubes_save(1, n=7)  # level 7 while only level 1 is unlocked
    sentence = refused_and_kept_aside(
        profile, "tubes:level", json.dumps(data), resume_level(profile, 7)
    )
    assert "locked" in sentence


def test_a_level_that_does_not_exist_is_refused(profile: Profile) -> None:
    data = tubes_save(1)
    data["identity"] = {"level": 101}
    profile.save_attempt("tubes:level", json.dumps(data))
    found = st.resume_play(profile, {"level": 1})
    assert found.session is None  # another level's save: left for that level
    with pytest.raises(SaveError, match="does not exist"):
        st.new_play({"level": 101})
    assert st.saved_level(profile) == 0  # Home offers nothing


def test_a_save_of_another_level_is_kept_for_that_level(profile: Profile) -> None:
    profile.record_tubes_level(1, 10, 5.0, 0)  # level 2 unlocked
    text = json.dumps(tubes_save(1, n=2))
    profile.save_attempt("tubes:level", text)
    found = st.resume_play(profile, {"level": 1})
    assert found.session is None and found.set_aside is None
    assert profile.load_attempt("tubes:level") == text
    assert st.saved_level(profile) == 2
    assert st.resume_play(profile, {"level": 2}).session is not None


def test_first_format_saves_still_resume_and_bad_ones_are_refused(profile: Profile) -> None:
    board = level(1).board
    move = solve(board).moves[0]
    old = {
        "version": 1, "level": 1, "daily": None, "start": str(board),
        "moves": [list(move)], "seconds": 3.5, "hints": 1,
    }
    profile.save_attempt("tubes:level", json.dumps(old))
    found = st.resume_play(profile, {"level": 1})
    assert found.session is not None
    assert found.session.game.moves() == [move] and found.session.hints == 1
    # the same save names two windows' attempt the same way
    twin = st.resume_play(profile, {"level": 1}).session
    assert twin is not None and twin.attempt_id == found.session.attempt_id
    # any start board for level N is refused (issue 11)
    other = {**old, "start": str(level(2).board), "moves": []}
    sentence = refused_and_kept_aside(
        profile, "tubes:level", json.dumps(other), resume_level(profile)
    )
    assert "not the board of its level" in sentence
    nan = json.dumps(old).replace('"seconds": 3.5', '"seconds": NaN')
    assert "not a number" in refused_and_kept_aside(
        profile, "tubes:level", nan, resume_level(profile)
    )


def test_random_junk_never_raises_anything_but_a_save_error() -> None:
    import random

    rng = random.Random(12)
    good = json.dumps(tubes_save(2))
    for _ in range(400):
        text = list(good)
        for _ in range(rng.randint(1, 4)):
            text[rng.randrange(len(text))] = rng.choice('0123456789[]{}",.:-eE aN')
        try:
            st.upgrade("".join(text))
            from pebblepour.session.core import load

            load(
                "".join(text), kind="tubes", expect={"level": 1}, new=st.new_play,
                slot="tubes:level", record=st.record,
            )
        except SaveError:
            pass


def test_strict_json_refuses_what_python_json_accepts() -> None:
    for text in ("NaN", "[Infinity]", "1e400", "-1e400", "9" * 21):
        with pytest.raises(SaveError):
            strict_json(text)
    assert strict_json("[1.5, 18446744073709551615]") == [1.5, 2**64 - 1]


# ----------------------------------------------------------------------------- Bowls


def resume_puzzle(profile: Profile, n: int = 1) -> Callable[[], Any]:
    return lambda: sb.resume_play(profile, {"mode": "puzzle", "puzzle": n}, pack)


def test_a_sound_bowls_save_resumes_exactly(profile: Profile) -> None:
    data = bowls_save(1, n=12)
    profile.save_attempt("bowls:puzzle", json.dumps(data))
    found = sb.resume_play(profile, {"mode": "puzzle", "puzzle": 12}, pack)
    assert found.session is not None
    assert found.session.game.moves() == data["moves"]


@pytest.mark.parametrize(
    ("edit", "why"),
    [
        (lambda d: d["identity"].update(puzzle=1e400), None),
        (lambda d: d["identity"].update(start=". . . . . . . . . . . r"), "start or goal"),
        (lambda d: d["identity"].update(goal="score 1"), "start or goal"),
        (lambda d: d["identity"].update(limit=99), "start or goal"),
        (lambda d: d.update(moves=[12]), "bowl number"),
        (lambda d: d.update(moves=[True]), "bowl number"),
        (lambda d: d.update(moves=[0.0]), "bowl number"),
        (lambda d: d["flags"].update(practice=True), "puzzle as practice"),
        (lambda d: d["flags"].update(ended="yes"), "end mark"),
        (lambda d: d.update(check="r . . . . . . . . . . . | 0 | 0"), "does not give"),
        (lambda d: d.update(seconds=float("nan")), "not a number"),
    ],
)
def test_a_damaged_bowls_save_is_refused_and_kept_aside(
    profile: Profile, edit: Callable[[dict[str, Any]], None], why: str | None
) -> None:
    data = bowls_save(1)
    edit(data)
    text = json.dumps(data)  # json.dumps writes NaN and 1e400 as NaN / Infinity
    if why is None:  # a foreign puzzle number: it names no puzzle of the pack
        profile.save_attempt("bowls:puzzle", text)
        assert sb.saved_identity(profile, "bowls:puzzle") is None
        found = resume_puzzle(profile)()
        assert found.session is None and found.set_aside is not None
        assert profile.load_attempt("bowls:puzzle") is None
        return
    sentence = refused_and_kept_aside(profile, "bowls:puzzle", text, resume_puzzle(profile))
    assert why in sentence


def test_an_illegal_bowls_move_is_refused(profile: Profile) -> None:
    data = bowls_save(0)
    start = PACK[1].start
    empty = next(i for i in range(12) if not start.bowls[i])
    data["moves"] = [empty]
    sentence = refused_and_kept_aside(
        profile, "bowls:puzzle", json.dumps(data), resume_puzzle(profile)
    )
    assert "not legal (empty)" in sentence


def test_endless_and_daily_saves_resume_their_own_seed_and_date(profile: Profile) -> None:
    s = sb.new_endless_session(99)
    s.play(s.game.legal_moves()[0])
    s.save(profile)
    found = sb.resume_play(profile, {"mode": "endless"}, pack)
    assert found.session is not None and found.session.game.identity() == {
        "mode": "endless", "seed": 99,
    }
    bad = json.loads(s.save_text())
    bad["identity"]["seed"] = 2**64  # outside the generator's seeds
    again = lambda: sb.resume_play(profile, {"mode": "endless"}, pack)  # noqa: E731
    sentence = refused_and_kept_aside(profile, "bowls:endless", json.dumps(bad), again)
    assert "start is not valid" in sentence


# Saves of the first format, written literally as the app wrote them before the session
# layer (the engine's own JSON, Attempt.to_json, wrapped with the puzzle number): puzzle 3
# after its first (winning, not yet recorded) move; puzzle 27 after two moves; Endless seed 99
# after three moves and an undo (practice); the Daily of 2026-03-01 after two moves, ended.
FIRST_PUZZLE_3 = (
    '{"version": 1, "puzzle": 3, "attempt": "{\\"format\\":\\"pebblepour.bowls.attempt\\",'
    '\\"version\\":1,\\"mode\\":\\"puzzle\\",\\"start\\":\\". . . . . . br rbb r . . .\\",'
    '\\"goal\\":\\"score 30\\",\\"limit\\":3,\\"moves\\":[6],\\"practice\\":false,'
    '\\"ended\\":false,\\"check\\":{\\"position\\":\\". . . . . . . r rr . . .\\",'
    '\\"score\\":30,\\"moves_used\\":1,\\"status\\":\\"won\\"}}"}'
)
FIRST_PUZZLE_27 = (
    '{"version": 1, "puzzle": 27, "attempt": "{\\"format\\":\\"pebblepour.bowls.attempt\\",'
    '\\"version\\":1,\\"mode\\":\\"puzzle\\",\\"start\\":\\". . r*b rrbb *b . . . . . . .\\",'
    '\\"goal\\":\\"clear_board\\",\\"limit\\":4,\\"moves\\":[2,3],\\"practice\\":false,'
    '\\"ended\\":false,\\"check\\":{\\"position\\":\\". . . . b bb . . . . . .\\",'
    '\\"score\\":120,\\"moves_used\\":2,\\"status\\":\\"playing\\"}}"}'
)
FIRST_ENDLESS_99 = (
    '{"version": 1, "puzzle": 0, "attempt": "{\\"format\\":\\"pebblepour.bowls.attempt\\",'
    '\\"version\\":1,\\"mode\\":\\"endless\\",\\"seed\\":99,\\"moves\\":[0,1],'
    '\\"practice\\":true,\\"ended\\":false,\\"check\\":{\\"position\\":'
    '\\". . bgbry rr yypp pbb pgg b bpr grr bpy gbgr\\",\\"score\\":90,\\"moves_used\\":2,'
    '\\"status\\":\\"playing\\"}}"}'
)
FIRST_DAILY = (
    '{"version": 1, "puzzle": 0, "attempt": "{\\"format\\":\\"pebblepour.bowls.attempt\\",'
    '\\"version\\":1,\\"mode\\":\\"daily\\",\\"date\\":\\"2026-03-01\\",\\"moves\\":[11,10],'
    '\\"practice\\":false,\\"ended\\":true,\\"check\\":{\\"position\\":'
    '\\"pbbgp ry r yyg gpgp pyyg ybgy pby ypb brbp . y\\",\\"score\\":60,\\"moves_used\\":2,'
    '\\"status\\":\\"lost\\"}}"}'
)


def _first_format_cases() -> list[tuple[str, Mode, int, Any]]:
    """(save, mode, puzzle, the same attempt played by the engine now)."""
    p3 = PACK[3].attempt()
    p3.play(6)
    p27 = PACK[27].attempt()
    for move in (2, 3):
        p27.play(move)
    endless = EndlessAttempt(99)
    for move in (0, 1):
        endless.play(move)
    endless.mark_practice()
    daily = DailyAttempt("2026-03-01")
    for move in (11, 10):
        daily.play(move)
    daily.end()
    return [
        (FIRST_PUZZLE_3, Mode.PUZZLE, 3, p3),
        (FIRST_PUZZLE_27, Mode.PUZZLE, 27, p27),
        (FIRST_ENDLESS_99, Mode.ENDLESS, 0, endless),
        (FIRST_DAILY, Mode.DAILY, 0, daily),
    ]


@pytest.mark.parametrize("case", range(4))
def test_first_format_bowls_saves_are_upgraded_on_load_to_the_same_attempt(
    profile: Profile, case: int
) -> None:
    text, mode, n, expected = _first_format_cases()[case]
    slot = sb.SLOTS[mode]
    profile.save_attempt(slot, text)
    identity = sb.BowlsPlay(expected, n).identity()
    assert sb.saved_identity(profile, slot) == identity
    if n:
        assert identity == sb.puzzle_identity(PACK[n])
    # (The Daily of 2026-03-01 is continued while it is open: on a day of its window.)
    found = sb.resume_play(
        profile, {"mode": mode.value, "puzzle": n} if n else {"mode": mode.value}, pack,
        today=dt.date(2026, 3, 5))
    assert found.set_aside is None and found.session is not None
    again = found.session
    assert again.game.attempt == expected
    assert again.game.attempt.practice == expected.practice
    assert again.game.attempt.status == expected.status
    assert again.game.puzzle == n and again.game.shortest == (PACK[n].shortest if n else 0)
    assert again.attempt_id == legacy_attempt_id(text) and again.hints == 0
    # Saved again, it is written in the one format, the session envelope.
    if not again.game.is_final():
        again.save(profile)
        written = strict_json(profile.load_attempt(slot) or "")
        assert written["format"] == "pebblepour.session" and written["game"] == "bowls"
        assert written["id"] == again.attempt_id and written["identity"] == identity


def _tampered(text: str, **changes: object) -> str:
    outer = json.loads(text)
    inner = json.loads(outer["attempt"])
    inner.update(changes)
    outer["attempt"] = json.dumps(inner)
    return json.dumps(outer)


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"format": "other"}, "not a Bowls attempt save"),
        ({"version": 2}, "unsupported save version"),
        ({"version": "1"}, "'version'"),
        ({"mode": "tubes"}, "unknown mode"),
        ({"seed": -1}, "seed must be"),
        ({"seed": "x"}, "'seed'"),
        ({"moves": [0, 99]}, "bowl 99 does not exist"),
        ({"moves": "0 1"}, "'moves'"),
        ({"moves": [True]}, "move 0 is not a bowl number"),
        ({"practice": "no"}, "'practice'"),
        ({"check": {"position": "", "score": 0, "moves_used": 0, "status": "playing"}}, "check"),
        (
            {"check": {"position": ". . bgbry rr yypp pbb pgg b bpr grr bpy gbgr", "score": 90,
                       "moves_used": 2, "status": "lost"}},
            "check",  # the status, too, must be what the moves give
        ),
        ({"ended": 1}, "'ended'"),
    ],
)
def test_a_damaged_first_format_endless_save_is_refused_and_kept_aside(
    profile: Profile, change: dict[str, object], why: str
) -> None:
    text = _tampered(FIRST_ENDLESS_99, **change)
    again = lambda: sb.resume_play(profile, {"mode": "endless"}, pack)  # noqa: E731
    assert why in refused_and_kept_aside(profile, "bowls:endless", text, again)


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"start": "r r"}, "12 space-separated bowls"),
        ({"goal": "win"}, "unknown goal kind"),
        ({"limit": 0}, "'limit'"),
        ({"limit": 5}, "not that of puzzle 27"),  # checked against the pack
        ({"practice": True}, "puzzle as practice"),
        ({"moves": [2, 3, 4, 2]}, "move 3 comes after the end"),
        ({"moves": [0]}, "bowl 0 is empty"),
    ],
)
def test_a_damaged_first_format_puzzle_save_is_refused_and_kept_aside(
    profile: Profile, change: dict[str, object], why: str
) -> None:
    text = _tampered(FIRST_PUZZLE_27, **change)
    assert why in refused_and_kept_aside(profile, "bowls:puzzle", text, resume_puzzle(profile, 27))


@pytest.mark.parametrize(
    "text",
    ["", "nonsense", "[]", "{}", '{"version": 1, "attempt": "[]"}',
     '{"version": 1, "attempt": "{\\"format\\": \\"pebblepour.bowls.attempt\\"}"}',
     '{"version": 1, "attempt": "' + "[" * 100_000 + '"}'],
)
def test_garbage_first_format_saves_raise_a_save_error(text: str) -> None:
    with pytest.raises(SaveError):
        sb.upgrade(text)


def test_the_best_combo_survives_a_resume_and_goes_back_with_undo(profile: Profile) -> None:
    """The combo goal's progress is game state (it used to read 0 after a resume)."""
    for puzzle in PACK.values():
        s = sb.session_of(sb.BowlsPlay(puzzle.attempt(), puzzle.id))
        best = [0]
        for move in puzzle.solution[:-1]:
            s.play(move)
            best.append(s.game.attempt.best_combo)
        if len(best) > 1 and best[-1] > best[-2]:
            break
    else:
        pytest.fail("no stored solution makes a combo before its last move")
    assert best == sorted(best)
    s.save(profile)
    again = sb.resume_play(profile, {"mode": "puzzle", "puzzle": puzzle.id}, pack).session
    assert again is not None and again.game.attempt.best_combo == best[-1] > 0
    again.undo()
    assert again.game.attempt.best_combo == best[-2]


def test_bad_saves_kept_aside_are_capped_per_mode(profile: Profile) -> None:
    from pebblepour.profile.profile import KEPT_ASIDE

    for n in range(KEPT_ASIDE + 5):
        profile.save_attempt("tubes:daily", f"junk {n}")
        profile.set_aside_attempt("tubes:daily", "bad")
    kept = profile.attempts_set_aside("tubes:daily")
    assert [d for d, _ in kept] == [f"junk {n}" for n in range(5, KEPT_ASIDE + 5)]


MARCH_5 = dt.date(2026, 3, 5)
"""A day on which the Daily of 2026-03-01 is open."""


def test_home_continues_endless_first_then_the_daily_then_a_pack_puzzle(
    profile: Profile,
) -> None:
    assert sb.to_continue(profile, pack, MARCH_5) is None
    profile.save_attempt("bowls:puzzle", json.dumps(bowls_save(1, n=7)))
    assert sb.to_continue(profile, pack, MARCH_5) == (Mode.PUZZLE, 7)
    assert sb.to_continue(profile, lambda n: None, MARCH_5) is None  # not in this pack
    daily = sb.session_of(sb.BowlsPlay(sb.DailyAttempt(dt.date(2026, 3, 1))))
    daily.play(daily.game.legal_moves()[0])
    daily.save(profile)
    assert sb.to_continue(profile, pack, MARCH_5) == (Mode.DAILY, 0)
    endless = sb.new_endless_session(5)
    endless.play(endless.game.legal_moves()[0])
    endless.save(profile)
    assert sb.to_continue(profile, pack, MARCH_5) == (Mode.ENDLESS, 0)
    # A save that does not name its game is passed over (reported when played).
    profile.save_attempt("bowls:endless", json.dumps({"format": "x"}))
    assert sb.to_continue(profile, pack, MARCH_5) == (Mode.DAILY, 0)
