"""Scores on the Bowls screen are written as the player's language writes numbers (QLocale):
"12 570" in Polish (a no-break space), "12.570" in Spanish, not "12570"."""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from pebblepour.bowls.puzzles import shipped_pack as pack
from pebblepour.profile.records import BowlsDailyBest, TubesDailyStats
from pebblepour.tubes.levels import LEVEL_COUNT
from pebblepour.ui import services
from pebblepour.ui.wording import duration
from tests.ui.play import open_endless, open_level_one


@pytest.mark.parametrize(("code", "shown"), [("pl", "12\u00a0570"), ("es", "12.570"),
                                              ("en", "12,570")])
def test_a_large_score_is_grouped_the_locale_s_way(scene, code: str, shown: str) -> None:  # type: ignore[no-untyped-def]
    g = open_endless(scene)
    a = g.attempt()
    assert a is not None
    before = QLocale()
    QLocale.setDefault(QLocale(code))
    try:
        # No short game reaches five digits: give the attempt a large score to show.
        a._score = 12570
        g.retranslate()
        scene.flush()
        assert g.scoreText == shown
        assert scene.find("bowlsScore").property("text") == shown
        g.endAttempt()
        assert dict(g.result["facts"])["Score"] == shown
    finally:
        QLocale.setDefault(before)


# --- every number on screen or in speech goes through QLocale -----------------------------

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "th", "ja", "pl", "es")


@contextlib.contextmanager
def locale(code: str) -> Iterator[None]:
    before = QLocale()
    QLocale.setDefault(QLocale(code))
    try:
        yield
    finally:
        QLocale.setDefault(before)


def test_every_plural_writes_its_number_with_qlocale() -> None:
    """Qt writes ``%n`` as plain digits and ``%Ln`` as QLocale does: no source text, and no
    translation in any catalogue, keeps a bare ``%n`` (scores and move counts reach five
    digits, where "12570" should read "12 570" in Polish)."""
    sources = [*(ROOT / "src/pebblepour/ui").glob("*.py"), *(ROOT / "qml").rglob("*.qml")]
    sources += (ROOT / "translations").glob("*.ts")
    bare = [f"{p.name}:{i}" for p in sources
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
            if re.search(r"%n(?![a-z])", line) and not line.lstrip().startswith(("#", "//"))]
    assert bare == []


@pytest.mark.parametrize(("code", "shown"), [("pl", "najlepiej 12\u00a0570 punktów"),
                                              ("es", "mejor: 12.570 puntos"),
                                              ("ja", "最高 12,570 点")])
def test_a_plural_with_a_large_number_is_grouped(qapp: object, code: str, shown: str) -> None:
    # A translator works only once the application exists (qapp): without it, Qt hands the
    # English source back, whichever test this worker happened to run first.
    tr = QTranslator()
    assert tr.load(f"pebblepour_{code}", str(ROOT / "translations"))
    QCoreApplication.installTranslator(tr)
    try:
        with locale(code):
            text = QCoreApplication.translate("AppState", "best %Ln points", None, 12570)
    finally:
        QCoreApplication.removeTranslator(tr)
    assert text == shown


def test_small_numbers_read_the_same_in_every_language() -> None:
    """Below 1000, QLocale writes every language of the app with the digits str() gives
    (Latin digits, no grouping), so tube, bowl, level, puzzle and chapter numbers stay
    str(n): all of them are below 1000. From 1000 on English, Thai and Japanese group
    ("1,000"), and from 10 000 Polish and Spanish do: counts and scores use wording.number."""
    for code in LANGUAGES:
        loc = QLocale(code)
        assert [loc.toString(n) for n in range(1000)] == [str(n) for n in range(1000)], code
    assert LEVEL_COUNT < 1000 and len(pack()) < 1000 and max(int(p.limit) for p in pack()) < 1000
    assert {c: QLocale(c).toString(1000) for c in LANGUAGES} == {
        "en": "1,000", "th": "1,000", "ja": "1,000", "pl": "1000", "es": "1000"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_play_times_are_written_by_qlocale(code: str) -> None:
    with locale(code):
        assert (duration(75.4), duration(3725), duration(59.6)) == ("1:15", "1:02:05", "1:00")


def test_statistics_values_and_dates_follow_the_language(scene, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    profile = services.current().profile
    real = profile.stats_summary()
    tubes_day, bowls_day = dt.date(2026, 12, 1), dt.date(2026, 11, 30)
    big = dataclasses.replace(
        real,
        bowls_endless_best=12570,
        bowls_endless_played=10400,
        bowls_endless_practice=2,
        tubes_daily=(TubesDailyStats(tubes_day, 1234, 3725.0, 0, 1),),
        bowls_daily_best=(BowlsDailyBest(bowls_day, 25000, 20),),
    )
    monkeypatch.setattr(profile, "stats_summary", lambda: big)
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
    settings.setProperty("language", "pl")
    scene.flush()
    rows = {r["label"]: r["value"] for r in state.statsRows()}
    assert rows["Najlepszy prawidłowy wynik w\u00a0trybie Bez końca"] == "12\u00a0570", rows
    assert rows["Podejścia w\u00a0trybie Bez końca (treningowe)"] == "10\u00a0400 (2)"
    assert rows["wtorek, 1 grudnia 2026"] == "1234 ruchy · 1:02:05"
    assert rows["poniedziałek, 30 listopada 2026"] == "najlepiej 25\u00a0000 punktów"
    settings.setProperty("language", "en")
    scene.flush()
    rows = {r["label"]: r["value"] for r in state.statsRows()}
    assert rows["Best valid Endless score"] == "12,570"
    assert rows["Endless attempts (practice)"] == "10,400 (2)"
    assert rows["Tuesday, December 1, 2026"] == "1,234 moves · 1:02:05"
    assert rows["Monday, November 30, 2026"] == "best 25,000 points"


def test_the_tubes_move_counter_is_grouped(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_level_one(scene)
    with pytest.MonkeyPatch.context() as m, locale("pl"):
        # No one pours 12 570 times in a test: the counter is given that many moves to show.
        m.setattr(g._session.game, "moves", lambda: [(0, 1)] * 12570)
        g.retranslate()
        scene.flush()
        assert scene.find("movesCount").property("text") == "12\u00a0570"
        assert g.movesText == "12\u00a0570"
    g.retranslate()
    scene.flush()
    assert scene.find("movesCount").property("text") == "0"
