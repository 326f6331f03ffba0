"""Which articles a digest covers: those published in its period, and those that came in
during it but were published before (late), so a day-by-day run of digests leaves none
out. Real ingest into SQLite; publication days from the files' times."""

from __future__ import annotations

import os
from datetime import UTC, date, datetime, timedelta

from reports import briefing
from reports.config import Settings
from reports.ingest import ingest
from reports.store import Store

TEXT = """{title}

Officials in the city said on {day} that {n} people had been hurt when a crane collapsed
onto a busy road near the central market, and that an inquiry had been opened.
"""


def _write(folder, name: str, title: str, day: date, n: int) -> None:
    path = folder / name
    path.write_text(TEXT.format(title=title, day=day.strftime("%A"), n=n), encoding="utf-8")
    t = datetime.combine(day, datetime.min.time(), UTC).replace(hour=12).timestamp()
    os.utime(path, (t, t))


def _ingested(tmp_path, src) -> tuple[Settings, Store]:
    """Settings reading ``src`` into a SQLite file under ``tmp_path``, and its store with
    ``src`` ingested."""
    settings = Settings(sources=(str(src),), database=str(tmp_path / "r.db"),
                        output=str(tmp_path / "out"), templates=str(tmp_path / "t"),
                        schedules=())
    store = Store(settings.database_url)
    ingest(settings, store)
    return settings, store


def test_a_day_covers_what_was_published_then_and_what_came_in_late(tmp_path):
    src = tmp_path / "in"
    src.mkdir()
    today = datetime.now(UTC).date()
    _write(src, "old.txt", "Crane collapse injures 12 in the old town", date(2016, 6, 28), 12)
    _write(src, "new.txt", "Crane collapse injures 7 near the station", today, 7)
    settings, store = _ingested(tmp_path, src)
    try:

        def titles(day: date) -> set[str]:
            start = datetime.combine(day, datetime.min.time(), UTC)
            b = briefing.digest(store, start, start + timedelta(days=1), "t")
            return {a.analysis.title for a in b.articles}

        old, new = "Crane collapse injures 12 in the old town", "Crane collapse injures 7 near the station"
        assert titles(date(2016, 6, 28)) == {old}  # published then, read years later
        assert titles(today) == {old, new}  # came in today: late, but in today's digest
        assert titles(date(2016, 6, 27)) == set()
        assert briefing.publication_days(
            datetime(2026, 11, 29, tzinfo=UTC), datetime(2026, 11, 30, 12, tzinfo=UTC)) == (
            date(2026, 11, 29), date(2026, 12, 1))
    finally:
        store.close()


def test_the_default_title_reads_in_the_digests_language(tmp_path):
    """An Arabic digest under the default title is "الموجز اليومي" on its cover, in its
    e-mail subject and its JSON; a title the settings give is kept as written."""
    import json

    src = tmp_path / "in"
    src.mkdir()
    _write(src, "a.txt", "Crane collapse injures 12 in the old town", date(2016, 6, 28), 12)
    settings, store = _ingested(tmp_path, src)
    try:
        start, end = datetime(2016, 6, 28, tzinfo=UTC), datetime(2016, 6, 29, tzinfo=UTC)
        b, files = briefing.make_digest(store, settings, start, end, key="ar", stem="ar",
                                        lang="ar")
        assert b.title == "الموجز اليومي"
        assert json.loads(files["json"].read_text("utf-8"))["digest"]["title"] == "الموجز اليومي"
        assert "الموجز اليومي" in files["html"].read_text("utf-8")
        own = Settings(**{**settings.__dict__, "title": "Gulf desk"})
        b, _ = briefing.make_digest(store, own, start, end, key="own", stem="own", lang="ar")
        assert b.title == "Gulf desk"
    finally:
        store.close()
