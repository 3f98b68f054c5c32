"""Words for Bowls: stone and bowl names, goals, the one announcement per move, the end of an
attempt and its reason, and the move preview.

Every string is a literal ``QCoreApplication.translate`` call so pyside6-lupdate finds it.
Bowls are numbered 1..12 for players (the engine counts 0..11).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from pebblepour.bowls import (
    Attempt,
    DailyAttempt,
    Goal,
    GoalKind,
    Mode,
    MoveResult,
    PuzzleAttempt,
    Reason,
    State,
)
from pebblepour.bowls.attempts import DAILY_MOVES
from pebblepour.bowls.position import CAPACITY, Refusal
from pebblepour.bowls.puzzles import Puzzle
from pebblepour.bowls.rules import (
    BlockersRemoved,
    Event,
    GroupCleared,
    ModifierExpired,
    ModifierPlaced,
    PhaseStarted,
    StoneSown,
    VolcanoErupted,
    multiplier,
)
from pebblepour.bowls.solver import Hint
from pebblepour.profile.records import BowlsPuzzleStats
from pebblepour.session.bowls import Ending
from pebblepour.session.playback import Flash, Frame
from pebblepour.ui.result_panel import action, hints_phrase, panel, share_line, solved_phrase
from pebblepour.ui.wording import (
    items,
    labelled,
    long_date,
    mid_sentence,
    noted,
    number,
    sentence,
    sentences,
)


def stone_name(letter: str) -> str:
    """The translated name of one stone: colour and symbol, or wildcard / blocker."""
    names = {
        "r": QCoreApplication.translate("BowlsGame", "red circle"),
        "y": QCoreApplication.translate("BowlsGame", "yellow triangle"),
        "g": QCoreApplication.translate("BowlsGame", "green diamond"),
        "b": QCoreApplication.translate("BowlsGame", "blue square"),
        "p": QCoreApplication.translate("BowlsGame", "purple star"),
        "*": QCoreApplication.translate("BowlsGame", "wildcard"),
        "#": QCoreApplication.translate("BowlsGame", "blocker"),
    }
    return names.get(letter, letter)


def stones_phrase(stones: str) -> str:
    return items([stone_name(ch) for ch in stones])


def modifier_name(letter: str) -> str:
    names = {
        "F": QCoreApplication.translate("BowlsGame", "frozen"),
        "R": QCoreApplication.translate("BowlsGame", "reverse"),
        "V": QCoreApplication.translate("BowlsGame", "volcano"),
    }
    return names.get(letter, "")


def bowl_description(number: int, stones: str, modifier: str, remaining: int) -> str:
    """E.g. "Bowl 4, volcano, 5 stones: red circle, blue square, wildcard, blocker, red circle"."""
    parts = [QCoreApplication.translate("BowlsGame", "Bowl %1").replace("%1", str(number))]
    if modifier:
        mod = modifier_name(modifier)
        if remaining:
            mod = noted(
                mod, QCoreApplication.translate("BowlsGame", "(%Ln moves left)", None, remaining)
            )
        parts.append(mod)
    if not stones:
        parts.append(QCoreApplication.translate("BowlsGame", "empty"))
        return items(parts)
    parts.append(
        labelled(
            QCoreApplication.translate("BowlsGame", "%Ln stones", None, len(stones)),
            stones_phrase(stones),
        )
    )
    text = items(parts)
    if len(stones) > CAPACITY:
        text = noted(text, QCoreApplication.translate("BowlsGame", "(over the limit of 7)"))
    return text


# The roles of a bowl in the ring's model (``BowlsGame.bowls``).
BOWL_KEYS: Final = [
    "number",
    "stones",
    "modifier",
    "remaining",
    "description",
    "selected",
    "playable",
    "flash",
    "hint",
]


def bowl_row(
    i: int,
    stones: str,
    modifier: str,
    remaining: int,
    *,
    selected: bool,
    playable: bool,
    flash: Flash,
    hint: bool,
) -> dict[str, Any]:
    """Bowl ``i`` as the ring's model shows it (see :data:`BOWL_KEYS`); its description is
    what a screen reader says, with the selection and the hint mark a sighted player sees (the
    selection is part of the name, not an accessible state: Orca 48 says "not selected" after
    every focused item that is selectable)."""
    text = bowl_description(i + 1, stones, modifier, remaining)
    if selected:
        text = items([text, QCoreApplication.translate("BowlsGame", "selected")])
    if hint:
        text = items([text, QCoreApplication.translate("BowlsGame", "hint: sow this bowl")])
    return {
        "number": i + 1,
        "stones": list(stones),
        "modifier": modifier,
        "remaining": remaining,
        "description": text,
        "selected": selected,
        "playable": playable,
        "flash": int(flash),
        "hint": hint,
    }


def numbers(bowls: Iterable[int]) -> str:
    return items([str(b + 1) for b in bowls])


def goal_text(goal: Goal) -> str:
    kind = goal.kind
    if kind is GoalKind.CLEAR_COLOUR:
        return QCoreApplication.translate("BowlsGame", "Clear every %1").replace(
            "%1", stone_name(goal.colour or "")
        )
    if kind is GoalKind.COLLECT:
        n = goal.amount
        per = {
            "r": QCoreApplication.translate("BowlsGame", "Collect %Ln red circles", None, n),
            "y": QCoreApplication.translate("BowlsGame", "Collect %Ln yellow triangles", None, n),
            "g": QCoreApplication.translate("BowlsGame", "Collect %Ln green diamonds", None, n),
            "b": QCoreApplication.translate("BowlsGame", "Collect %Ln blue squares", None, n),
            "p": QCoreApplication.translate("BowlsGame", "Collect %Ln purple stars", None, n),
        }
        return per[goal.colour or "r"]
    if kind is GoalKind.SCORE:
        return QCoreApplication.translate("BowlsGame", "Score %Ln points", None, goal.amount)
    if kind is GoalKind.COMBO:
        return QCoreApplication.translate(
            "BowlsGame", "Make a combo of %Ln bowls in one move", None, goal.amount
        )
    if kind is GoalKind.AT_MOST:
        return QCoreApplication.translate(
            "BowlsGame", "Leave at most %Ln stones on the board", None, goal.amount
        )
    return QCoreApplication.translate("BowlsGame", "Clear the whole board")


def goal_progress(
    goal: Goal, bowls: Sequence[str], score: int, collected: int, best_combo: int
) -> tuple[str, float]:
    """A short progress line and a 0..1 fraction for the progress bar (the numbers come
    from :meth:`Goal.progress`; only the words are made here)."""
    kind = goal.kind
    p = goal.progress(tuple(bowls), score, {goal.colour or "": collected}, best_combo)
    if kind is GoalKind.CLEAR_COLOUR:
        text = QCoreApplication.translate("BowlsGame", "%Ln left on the board", None, p.current)
        return text, p.fraction
    if kind is GoalKind.COLLECT:
        text = QCoreApplication.translate("BowlsGame", "%1 of %2 collected")
        text = text.replace("%1", str(min(p.current, p.target))).replace("%2", number(p.target))
        return text, p.fraction
    if kind is GoalKind.SCORE:
        text = QCoreApplication.translate("BowlsGame", "%1 of %2 points")
        return text.replace("%1", number(p.current)).replace("%2", number(p.target)), p.fraction
    if kind is GoalKind.COMBO:
        text = QCoreApplication.translate("BowlsGame", "Best combo so far: %1 of %2")
        return text.replace("%1", str(p.current)).replace("%2", number(p.target)), p.fraction
    text = QCoreApplication.translate("BowlsGame", "%Ln stones on the board", None, p.current)
    return text, p.fraction


def undo_sentence(
    bowl: int | None,
    moves: int,
    score: int,
    progress: str,
    moves_left: int | None,
    *,
    score_in_progress: bool,
) -> str:
    """One sentence after an undo: what was taken back (the move from ``bowl``, 0-based, or
    with ``bowl`` None the restart, ``moves`` coming back), then the score, the goal
    ``progress`` and the moves left, each once ("Move from bowl 3 undone: 0 of 30 points,
    1 move left."). ``score_in_progress``: the progress already says the score."""
    if bowl is None:
        head = QCoreApplication.translate("BowlsGame", "Restart undone")
        parts = [QCoreApplication.translate("BowlsGame", "%Ln moves played", None, moves)]
    else:
        head = QCoreApplication.translate("BowlsGame", "Move from bowl %1 undone").replace(
            "%1", str(bowl + 1)
        )
        parts = []
    if not score_in_progress:
        parts.append(
            QCoreApplication.translate("BowlsGame", "score %1").replace("%1", number(score))
        )
    if progress:
        parts.append(mid_sentence(progress))
    if moves_left is not None:
        parts.append(
            mid_sentence(
                QCoreApplication.translate("BowlsGame", "%Ln moves left", None, moves_left)
            )
        )
    return sentence(labelled(head, items(parts)))


def overflow_sentence(bowls: Sequence[int]) -> str:
    text = (
        QCoreApplication.translate("BowlsGame", "Overflow in bowl %1!")
        if len(bowls) == 1
        else QCoreApplication.translate("BowlsGame", "Overflow in bowls %1!")
    )
    return text.replace("%1", numbers(bowls))


def move_announcement(result: MoveResult, events: Sequence[Event]) -> str:
    """One concise sentence group for a move: sown where, groups, blockers, eruptions,
    combo, points, overflow, then the refill and any Endless event."""
    parts: list[str] = []
    player = result.player
    sown = [e for e in events if isinstance(e, StoneSown) and e.cause == "move"]
    if sown:
        parts.append(
            QCoreApplication.translate(
                "BowlsGame", "Bowl %1: %Ln stones sown to bowl %2.", None, len(sown)
            )
            .replace("%1", str(result.move + 1))
            .replace("%2", str(sown[-1].bowl + 1))
        )
    phase = "player"
    groups: dict[str, list[int]] = {"player": [], "refill": []}
    blockers = {"player": 0, "refill": 0}
    refill_stones: list[StoneSown] = []
    eruptions: list[int] = []
    for e in events:
        if isinstance(e, PhaseStarted):
            phase = e.phase
        elif isinstance(e, GroupCleared):
            if e.bowl not in groups[phase]:
                groups[phase].append(e.bowl)
        elif isinstance(e, BlockersRemoved):
            blockers[phase] += e.count
        elif isinstance(e, VolcanoErupted):
            eruptions.append(e.bowl)
        elif isinstance(e, StoneSown) and e.cause == "refill":
            refill_stones.append(e)
    if player.matched:
        where = groups["player"]
        text = (
            QCoreApplication.translate(
                "BowlsGame", "Bowl %1 cleared %Ln stones.", None, player.matched
            )
            if len(where) == 1
            else QCoreApplication.translate(
                "BowlsGame", "Bowls %1 cleared %Ln stones.", None, player.matched
            )
        )
        parts.append(text.replace("%1", numbers(where)))
    if blockers["player"]:
        parts.append(
            QCoreApplication.translate(
                "BowlsGame", "%Ln blockers removed.", None, blockers["player"]
            )
        )
    if eruptions:
        text = (
            QCoreApplication.translate("BowlsGame", "The volcano in bowl %1 erupted.")
            if len(eruptions) == 1
            else QCoreApplication.translate("BowlsGame", "The volcanoes in bowls %1 erupted.")
        )
        parts.append(text.replace("%1", numbers(eruptions)))
    if result.overflow == "player":
        parts.append(overflow_sentence(player.overflowing))
        return sentences(*parts)
    if player.combo >= 2:
        parts.append(
            QCoreApplication.translate("BowlsGame", "Combo %1, times %2.")
            .replace("%1", str(player.combo))
            .replace("%2", str(multiplier(player.combo)))
        )
    if result.perfect_clear:
        parts.append(QCoreApplication.translate("BowlsGame", "Perfect clear!"))
    if result.player_points:
        parts.append(
            QCoreApplication.translate("BowlsGame", "+%Ln points.", None, result.player_points)
        )
    if not player.matched and not eruptions:
        parts.append(QCoreApplication.translate("BowlsGame", "No group."))
    if refill_stones:
        special = [e for e in refill_stones if e.stone in "*#"]
        parts.append(
            QCoreApplication.translate("BowlsGame", "New stones in bowls %1.").replace(
                "%1", numbers(e.bowl for e in refill_stones)
            )
        )
        for e in special:
            text = (
                QCoreApplication.translate("BowlsGame", "A wildcard arrived in bowl %1.")
                if e.stone == "*"
                else QCoreApplication.translate("BowlsGame", "A blocker arrived in bowl %1.")
            )
            parts.append(text.replace("%1", str(e.bowl + 1)))
        refill = result.refill
        if refill is not None and refill.matched:
            parts.append(
                QCoreApplication.translate(
                    "BowlsGame", "The new stones cleared %Ln more.", None, refill.matched
                )
            )
        if refill is not None and refill.overflowing:
            parts.append(overflow_sentence(refill.overflowing))
    for e in events:
        if isinstance(e, ModifierPlaced):
            parts.append(
                QCoreApplication.translate(
                    "BowlsGame", "Bowl %1 is now %2 for %Ln moves.", None, e.moves
                )
                .replace("%1", str(e.bowl + 1))
                .replace("%2", modifier_name(e.modifier))
            )
        elif isinstance(e, ModifierExpired):
            parts.append(
                QCoreApplication.translate("BowlsGame", "Bowl %1 is no longer %2.")
                .replace("%1", str(e.bowl + 1))
                .replace("%2", modifier_name(e.modifier))
            )
    return sentences(*parts)


def end_sentence(a: Attempt) -> str:
    """What is said when the attempt ends (after the move's own announcement)."""
    reason = a.status.reason
    if a.status.state is State.WON:
        if a.mode is Mode.PUZZLE:
            return QCoreApplication.translate(
                "BowlsGame", "Goal reached! Puzzle solved in %Ln moves.", None, a.moves_used
            )
        return QCoreApplication.translate(
            "BowlsGame", "All %Ln moves played. Final score %1.", None, DAILY_MOVES
        ).replace("%1", number(a.score))
    if reason is Reason.OVERFLOW:
        return (
            QCoreApplication.translate("BowlsGame", "The attempt is over. Score %1.").replace(
                "%1", number(a.score)
            )
            if a.mode is not Mode.PUZZLE
            else QCoreApplication.translate(
                "BowlsGame", "Puzzle failed: a bowl overflowed. Undo or restart."
            )
        )
    if reason is Reason.OUT_OF_MOVES:
        return QCoreApplication.translate(
            "BowlsGame", "Out of moves: goal not reached. Undo or restart."
        )
    if reason is Reason.NO_SOURCE:
        return QCoreApplication.translate(
            "BowlsGame", "No bowl can be played. The attempt is over."
        )
    return QCoreApplication.translate("BowlsGame", "Attempt ended. Score %1.").replace(
        "%1", number(a.score)
    )


def reason_text(a: Attempt) -> str:
    """Why the attempt ended (the result panel's sentence)."""
    reason = a.status.reason
    r = a.last_result
    if reason is Reason.OVERFLOW and r is not None:
        over = r.overflowing
        text = (
            QCoreApplication.translate("BowlsGame", "Overflow: bowl %1 held 8 or more stones.")
            if len(over) == 1
            else QCoreApplication.translate(
                "BowlsGame", "Overflow: bowls %1 each held 8 or more stones."
            )
        )
        return text.replace("%1", numbers(over))
    if reason is Reason.OUT_OF_MOVES:
        return QCoreApplication.translate("BowlsGame", "Out of moves before the goal was reached.")
    if reason is Reason.NO_SOURCE:
        return QCoreApplication.translate("BowlsGame", "No bowl could be chosen any more.")
    if reason is Reason.ENDED:
        return QCoreApplication.translate("BowlsGame", "You ended the attempt.")
    if reason is Reason.COMPLETED:
        return QCoreApplication.translate(
            "BowlsGame", "All %Ln moves played.", None, DAILY_MOVES
        )
    return QCoreApplication.translate("BowlsGame", "Goal reached.")


def record_note(r: Ending) -> str:
    """What the result says of its record (:class:`Mark`): a first solve or a first valid
    score, a new best, or nothing."""
    if r.mark.first:
        if r.mode is Mode.PUZZLE:
            return QCoreApplication.translate("BowlsGame", "First solve!")
        return QCoreApplication.translate("BowlsGame", "First valid score!")
    return QCoreApplication.translate("BowlsGame", "New best!") if r.mark.new_best else ""


def result_panel(
    a: Attempt, r: Ending, unlocks: list[str], has_next: bool, *, custom: bool = False
) -> dict[str, Any]:
    """The result panel of the ended attempt ``a``, whose facts are ``r``; ``unlocks`` the
    achievement lines; ``custom``: a board played by its ID."""
    won = r.won
    facts = [
        (QCoreApplication.translate("BowlsGame", "Score"), number(a.score)),
        (QCoreApplication.translate("BowlsGame", "Moves"), number(a.moves_used)),
    ]
    puzzle = a.mode is Mode.PUZZLE
    if puzzle:
        title = (
            QCoreApplication.translate("BowlsGame", "Puzzle solved!")
            if won
            else QCoreApplication.translate("BowlsGame", "Puzzle failed")
        )
        if r.standing is not None:
            best = (
                QCoreApplication.translate("BowlsGame", "%Ln moves", None, r.standing.best_moves)
                + " · "
                + QCoreApplication.translate(
                    "BowlsGame", "%Ln points", None, r.standing.best_score)
            )
            facts.append(
                (
                    QCoreApplication.translate("BowlsGame", "Best for this board")
                    if custom
                    else QCoreApplication.translate("BowlsGame", "Best for this puzzle"),
                    best,
                )
            )
            if r.shortest > 0:  # a board played unproven has none
                facts.append(
                    (
                        QCoreApplication.translate("BowlsGame", "Shortest solution"),
                        QCoreApplication.translate("BowlsGame", "%Ln moves", None, r.shortest),
                    )
                )
        facts.append((QCoreApplication.translate("BowlsGame", "Hints used"), number(r.hints)))
    else:
        if a.mode is Mode.ENDLESS:
            title = QCoreApplication.translate("BowlsGame", "Endless: attempt over")
        elif won:
            title = QCoreApplication.translate("BowlsGame", "Daily complete!")
        else:
            title = QCoreApplication.translate("BowlsGame", "Daily: attempt over")
        best_valid = r.best.best if r.best is not None else None
        facts.append(
            (
                QCoreApplication.translate("BowlsGame", "Best valid score"),
                "—" if best_valid is None else number(best_valid),
            )
        )
    notes = [
        record_note(r),
        QCoreApplication.translate(
            "BowlsGame", "Practice attempt: undo was used, so it sets no record."
        )
        if a.practice
        else "",
        ""
        if r.recorded
        else QCoreApplication.translate(
            "BowlsGame", "Not saved yet: it is saved as soon as the disk has room."
        ),
        *unlocks,
    ]
    go_on = puzzle and won and has_next
    actions = []
    if r.can_undo:
        actions.append(
            action(
                "undo",
                QCoreApplication.translate("BowlsGame", "Undo last move")
                if puzzle
                else QCoreApplication.translate("BowlsGame", "Undo (practice)"),
            )
        )
    if puzzle:
        again = (
            QCoreApplication.translate("BowlsGame", "Play again")
            if won
            else QCoreApplication.translate("BowlsGame", "Restart")
        )
    elif a.mode is Mode.ENDLESS:
        again = QCoreApplication.translate("BowlsGame", "New attempt")
    else:
        again = QCoreApplication.translate("BowlsGame", "Replay the daily")
    actions.append(action("again", again, primary=not go_on))
    actions.append(
        action(
            "back",
            QCoreApplication.translate("BowlsGame", "Another board")
            if custom
            else QCoreApplication.translate("BowlsGame", "Puzzle list")
            if puzzle
            else QCoreApplication.translate("BowlsGame", "Home"),
        )
    )
    if won or isinstance(a, DailyAttempt):  # a solved puzzle, or a Daily: words to share
        actions.append(
            action("share", QCoreApplication.translate("BowlsGame", "Copy result"), stays=True)
        )
    if go_on:
        actions.append(
            action("next", QCoreApplication.translate("BowlsGame", "Next puzzle"), primary=True)
        )
    return panel(
        title=title, subtitle=reason_text(a), won=won, facts=facts, notes=notes, actions=actions
    )


def share_text(
    a: Attempt, hints: int, puzzle: Puzzle | None, board_id: str, shortest: int = 0
) -> str:
    """The words a player shares after a solved ``puzzle`` or a Daily: "Pebble & Pour ·
    Bowls puzzle 12 · solved in 5 moves (shortest 4), 120 points, no hints ·
    bowls:puzzle:12", "Pebble & Pour · Bowls Daily 2026-12-01 · 340 points in 20 moves ·
    bowls:daily:2026-12-01"."""
    points = QCoreApplication.translate("BowlsGame", "%Ln points", None, a.score)
    if isinstance(a, DailyAttempt):
        head = QCoreApplication.translate("BowlsGame", "Bowls Daily %1").replace(
            "%1", a.date.isoformat())
        details = [QCoreApplication.translate(
            "BowlsGame", "%1 in %Ln moves", None, a.moves_used).replace("%1", points)]
        if a.practice:
            details.append(QCoreApplication.translate("BowlsGame", "practice"))
    elif puzzle is None:  # a board played by its ID (``shortest``: 0 if not known)
        assert isinstance(a, PuzzleAttempt), "an Endless game has nothing to share"
        head = QCoreApplication.translate("BowlsGame", "Bowls board")
        details = [solved_phrase(a.moves_used, shortest), points, hints_phrase(hints)]
    else:
        head = QCoreApplication.translate("BowlsGame", "Bowls puzzle %1").replace(
            "%1", str(puzzle.id))
        details = [solved_phrase(a.moves_used, puzzle.shortest), points, hints_phrase(hints)]
    return share_line(head, details, board_id)


def attempt_title(a: Attempt | None, puzzle: Puzzle | None) -> str:
    """The play screen's title: "Puzzle 12", "Daily: Sunday, 1 March 2026", "Endless" or
    "Custom board" (a puzzle without a number: played by its ID)."""
    if a is None:
        return ""
    if a.mode is Mode.PUZZLE and puzzle is None:
        return QCoreApplication.translate("BowlsGame", "Custom board")
    if a.mode is Mode.PUZZLE and puzzle is not None:
        return QCoreApplication.translate("BowlsGame", "Puzzle %1").replace("%1", str(puzzle.id))
    if isinstance(a, DailyAttempt):
        return QCoreApplication.translate("BowlsGame", "Daily: %1").replace("%1", long_date(a.date))
    return QCoreApplication.translate("BowlsGame", "Endless")


def attempt_subtitle(a: Attempt | None, puzzle: Puzzle | None) -> str:
    """The line under the title: the chapter, or what the mode is."""
    if a is None:
        return ""
    if a.mode is Mode.PUZZLE and puzzle is not None:
        return QCoreApplication.translate("BowlsGame", "Chapter %1").replace(
            "%1", str(puzzle.chapter)
        )
    if a.mode is Mode.PUZZLE:
        return QCoreApplication.translate("BowlsGame", "A board played by its ID")
    if a.mode is Mode.DAILY:
        return QCoreApplication.translate(
            "BowlsGame", "UTC date · the same board for everyone · %Ln moves", None, DAILY_MOVES
        )
    return QCoreApplication.translate(
        "BowlsGame", "Score until a bowl overflows. Two new stones after every move."
    )


def attempt_goal(a: Attempt | None) -> str:
    """What the attempt is for: the puzzle's goal, or to score."""
    if isinstance(a, PuzzleAttempt):
        return goal_text(a.goal)
    if isinstance(a, DailyAttempt):
        return QCoreApplication.translate(
            "BowlsGame", "Score as much as you can in %Ln moves", None, DAILY_MOVES
        )
    if a is not None:
        return QCoreApplication.translate("BowlsGame", "Score as much as you can")
    return ""


def best_score_line(best: int | None) -> str:
    """The record an Endless or Daily attempt plays against."""
    if best is None:
        return QCoreApplication.translate("BowlsGame", "No valid record yet")
    return QCoreApplication.translate("BowlsGame", "Best valid score: %1").replace(
        "%1", number(best)
    )


def best_puzzle_line(stats: BowlsPuzzleStats | None) -> str:
    """The puzzle's record ("" before its first solve)."""
    if stats is None:
        return ""
    return (
        QCoreApplication.translate("BowlsGame", "Best: %Ln moves", None, stats.best_moves)
        + " · "
        + QCoreApplication.translate("BowlsGame", "%Ln points", None, stats.best_score)
    )


def review_sentence(a: Attempt, progress: str) -> str:
    """The short review (S): goal progress, or the score, and the moves left."""
    parts = [
        progress
        or QCoreApplication.translate("BowlsGame", "Score %1").replace("%1", number(a.score))
    ]
    if a.moves_left is not None:
        parts.append(
            QCoreApplication.translate("BowlsGame", "%Ln moves left", None, a.moves_left)
        )
    return sentences(*parts, "")


def start_sentence(title: str, goal: str) -> str:
    """What is said when an attempt starts."""
    return sentences(
        title,
        goal,
        QCoreApplication.translate(
            "BowlsGame",
            "Left and Right move round the ring, Space selects, Enter sows, B reads the ring.",
        ),
    )


def status_sentence(a: Attempt, goal: str, progress: str) -> str:
    """The full status (G): goal, progress, moves left, score, practice."""
    parts = [sentence(goal)]
    if progress:
        parts.append(sentence(progress))
    if a.moves_left is not None:
        parts.append(QCoreApplication.translate("BowlsGame", "%Ln moves left.", None, a.moves_left))
    parts.append(
        QCoreApplication.translate("BowlsGame", "Score %1.").replace("%1", number(a.score))
    )
    if a.practice:
        parts.append(QCoreApplication.translate("BowlsGame", "Practice: no record."))
    return sentences(*parts)


def hand_text(selected: int, stones: str) -> str:
    """The hand read-out (Q): the selected bowl's stones in the order they are sown."""
    if selected < 0:
        return QCoreApplication.translate(
            "BowlsGame", "No bowl selected. Choose a bowl with Space."
        )
    return labelled(
        QCoreApplication.translate(
            "BowlsGame", "Selected bowl %1, %Ln stones in queue order", None, len(stones)
        ).replace("%1", str(selected + 1)),
        stones_phrase(stones),
    )


def combo_label(combo: int) -> str:
    """The combo shown during a chain ("" below two groups: one group is no combo)."""
    if combo < 2:
        return ""
    return (
        QCoreApplication.translate("BowlsGame", "Combo %1 ×%2")
        .replace("%1", str(combo))
        .replace("%2", str(multiplier(combo)))
    )


def flight_label(f: Frame | None) -> str:
    """What the stones in flight are: a sowing or an eruption, and from which bowl."""
    if f is None or not f.flight:
        return ""
    if f.cause == "volcano":
        text = QCoreApplication.translate("BowlsGame", "Eruption from bowl %1")
    else:
        text = QCoreApplication.translate("BowlsGame", "Sowing from bowl %1")
    return text.replace("%1", str(f.flight_from + 1))


def refusal_sentence(why: Refusal, i: int) -> str:
    """Why bowl ``i`` (0-based) cannot be chosen, for every reason the rules and the attempt
    give (``bowls.position.Refusal``)."""
    if why is Refusal.OVER:
        return QCoreApplication.translate("BowlsGame", "The game is over.")
    if why is Refusal.EMPTY:
        text = QCoreApplication.translate("BowlsGame", "Bowl %1 is empty: choose another.")
    elif why is Refusal.FROZEN:
        text = QCoreApplication.translate("BowlsGame", "Bowl %1 is frozen: it cannot be chosen.")
    else:
        text = QCoreApplication.translate("BowlsGame", "There is no bowl %1.")
    return text.replace("%1", str(i + 1))


def selected_sentence(a: Attempt, i: int, *, preview: bool) -> str:
    """What is said when bowl ``i`` is selected: its stones, the way it sows, and with the
    move preview on, what sowing it would do."""
    pos = a.position
    direction = (
        QCoreApplication.translate("BowlsGame", "counter-clockwise")
        if pos.modifiers[i] == "R"
        else QCoreApplication.translate("BowlsGame", "clockwise")
    )
    text = (
        QCoreApplication.translate("BowlsGame", "Selected bowl %1: %2. Enter sows %3.")
        .replace("%1", str(i + 1))
        .replace("%2", stones_phrase(pos.bowls[i]))
        .replace("%3", direction)
    )
    return sentences(text, forecast_line(a, i)) if preview else text


def hint_sentence(found: Hint, moves_left: int | None) -> str:
    """What a hint says: the bowl to sow, that no solution is left, or that none was found
    (the search gave up: nothing is proved)."""
    if found.move is not None:
        return QCoreApplication.translate("BowlsGame", "Hint: sow bowl %1.").replace(
            "%1", str(found.move + 1)
        )
    if found.status == "unsolvable":
        return QCoreApplication.translate(
            "BowlsGame",
            "No solution within the %Ln moves left. Undo or restart.",
            None,
            moves_left or 0,
        )
    return QCoreApplication.translate("BowlsGame", "No solution found.")


def forecast_line(a: Attempt, i: int) -> str:
    """The move preview of sowing bowl ``i`` (a list of what would happen)."""
    f = a.forecast(i)
    parts = [
        QCoreApplication.translate(
            "BowlsGame", "Preview: %Ln stones to bowl %1", None, f.sown
        ).replace("%1", str(f.last_bowl + 1))
    ]
    if f.combo:
        parts.append(QCoreApplication.translate("BowlsGame", "%Ln grouping bowls", None, f.combo))
    if f.erupted:
        parts.append(
            QCoreApplication.translate("BowlsGame", "eruption in bowl %1").replace(
                "%1", numbers(f.erupted)
            )
        )
    if f.overflow:
        parts.append(
            QCoreApplication.translate("BowlsGame", "overflow in bowl %1!").replace(
                "%1", numbers(f.overflowing)
            )
        )
    else:
        parts.append(QCoreApplication.translate("BowlsGame", "+%Ln points", None, f.points))
    return items(parts)


def select_first_sentence() -> str:
    return QCoreApplication.translate("BowlsGame", "Select a bowl first with Space.")


def moves_left_sentence(left: int) -> str:
    return QCoreApplication.translate("BowlsGame", "%Ln moves left.", None, left)


def nothing_to_undo() -> str:
    return QCoreApplication.translate("BowlsGame", "Nothing to undo.")


def now_practice_sentence() -> str:
    """Said once, when the first undo of an Endless or Daily attempt makes it practice."""
    return QCoreApplication.translate(
        "BowlsGame", "This attempt is now practice: it cannot set a record."
    )


def restarted_sentence(goal: str) -> str:
    """A puzzle back at its start, its goal said again."""
    return sentences(
        QCoreApplication.translate("BowlsGame", "Restarted. Moves back to 0."), goal, ""
    )


def paused_sentence() -> str:
    return QCoreApplication.translate("BowlsGame", "Paused. Continue from the home screen.")


def no_hints_here_sentence() -> str:
    return QCoreApplication.translate(
        "BowlsGame", "Hints are only for puzzles: Endless and Daily have no proven solution."
    )
