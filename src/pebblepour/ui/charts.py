"""The statistics charts (issue 24 point 7): what each chart draws, and its text alternative.

Each chart is a row of bars; each bar carries the words a screen reader reads for it (the
chart is read as a list: its table), and the chart has a one-sentence summary ("Best 1,240,
median 620 over 18 attempts"). Tubes: the moves of each level and Daily solved against the
shortest solution the solver proved. Bowls: Endless scores attempt by attempt, and the best
Daily score of each date played.
"""

from __future__ import annotations

import statistics
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from pebblepour.board_id import TubesDaily, TubesLevel, format_id
from pebblepour.profile.profile import Profile
from pebblepour.ui.wording import items, labelled, long_date, number

ENDLESS_BARS = 60
"""The Endless chart shows the most recent attempts, up to this many."""


def _chart(key: str, title: str, summary: str, bars: list[dict[str, Any]]) -> dict[str, Any]:
    top = max([1, *(b["value"] for b in bars), *(b["mark"] for b in bars)])
    return {"key": key, "title": title, "summary": summary, "bars": bars, "top": top}


def _bar(label: str, value: int, text: str, *, mark: int = -1, dim: bool = False
         ) -> dict[str, Any]:
    return {"label": label, "value": value, "mark": mark, "text": text, "dim": dim}


def _scores_summary(scores: list[int], what: str) -> str:
    """ "Best 1,240, median 620 over 18 attempts" (``what``: "attempts" or "days")."""
    if not scores:
        return ""
    best, median = max(scores), round(statistics.median(scores))
    if what == "days":
        text = QCoreApplication.translate(
            "Charts", "Best %1, median %2 over %Ln days", None, len(scores))
    else:
        text = QCoreApplication.translate(
            "Charts", "Best %1, median %2 over %Ln attempts", None, len(scores))
    return text.replace("%1", number(best)).replace("%2", number(median))


def tubes_charts(profile: Profile) -> list[dict[str, Any]]:
    """Moves against the shortest: the levels solved, then the Dailies completed."""
    shortest = profile.shortest()
    levels = [
        _tubes_bar(
            QCoreApplication.translate("Charts", "Level %1").replace("%1", str(n)), str(n),
            st.best_moves, shortest.get(format_id(TubesLevel(n)), -1))
        for n, st in sorted(profile.tubes_all_level_stats().items())
    ]
    dailies = [
        _tubes_bar(long_date(day), str(day.day), done.moves,
                   shortest.get(format_id(TubesDaily(day)), -1))
        for day, done in sorted(profile.tubes_daily_completions().items())
    ]
    return [
        _chart("tubesLevels",
               QCoreApplication.translate("Charts", "Tubes levels: your moves and the shortest"),
               _tubes_summary(levels), levels),
        _chart("tubesDailies",
               QCoreApplication.translate("Charts", "Tubes Dailies: your moves and the shortest"),
               _tubes_summary(dailies), dailies),
    ]


def _tubes_summary(bars: list[dict[str, Any]]) -> str:
    """ "In the shortest number of moves on 6 of 25 boards; 2.1 moves over the shortest on
    average." (over the boards whose shortest is known)."""
    known = [b for b in bars if b["mark"] > 0]
    if not bars:
        return ""
    if not known:
        return QCoreApplication.translate(
            "Charts", "%Ln boards solved; their shortest solutions are not known yet.", None,
            len(bars))
    on_par = sum(1 for b in known if b["value"] <= b["mark"])
    extra = sum(b["value"] - b["mark"] for b in known) / len(known)
    return (
        QCoreApplication.translate(
            "Charts", "In the shortest number of moves on %1 of %Ln boards; %2 moves over the "
            "shortest on average.", None, len(known))
        .replace("%1", number(on_par))
        .replace("%2", QLocale().toString(extra, "f", 1)))


def _tubes_bar(name: str, label: str, moves: int, par: int) -> dict[str, Any]:
    said = [QCoreApplication.translate("Charts", "%Ln moves", None, moves)]
    if par > 0:
        said.append(QCoreApplication.translate("Charts", "shortest %Ln", None, par))
    return _bar(label, moves, labelled(name, items(said)), mark=par)


def endless_chart(profile: Profile) -> dict[str, Any]:
    """Endless scores, oldest of the recent attempts first (practice attempts dimmed)."""
    history = list(reversed(profile.bowls_endless_history(ENDLESS_BARS)))
    bars = []
    for i, a in enumerate(history, start=1):
        said = [QCoreApplication.translate("Charts", "%Ln points", None, a.score)]
        if a.practice:
            said.append(QCoreApplication.translate("Charts", "practice"))
        name = QCoreApplication.translate("Charts", "Attempt %1").replace("%1", str(i))
        bars.append(_bar(str(i), a.score, labelled(name, items(said)), dim=a.practice))
    valid = [a.score for a in history if not a.practice]
    return _chart(
        "endless", QCoreApplication.translate("Charts", "Bowls: Endless scores"),
        _scores_summary(valid, "attempts"), bars)


def daily_chart(profile: Profile) -> dict[str, Any]:
    """The best valid Bowls Daily score of each date played, oldest first."""
    best = sorted(profile.bowls_daily_best().items())
    bars = [
        _bar(str(day.day), b.score, labelled(
            long_date(day), QCoreApplication.translate("Charts", "%Ln points", None, b.score)))
        for day, b in best
    ]
    return _chart(
        "daily", QCoreApplication.translate("Charts", "Bowls: Daily scores"),
        _scores_summary([b.score for _d, b in best], "days"), bars)


def charts(profile: Profile) -> list[dict[str, Any]]:
    """Every chart of the Charts screen, in order."""
    return [*tubes_charts(profile), endless_chart(profile), daily_chart(profile)]
