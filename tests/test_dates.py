"""Each article's publication date: its metadata, else a date line near the top, else
its lead's dateline ("KABUL, Jan 17 (Reuters) -"), else the file time. A dateline without
a year takes the file's year (the year before when that would be after the file was
written); a date the text gives after the file was written is no publication date; a
date inside the news is none either. Real files, real ingest into SQLite."""

from __future__ import annotations

import os
from datetime import UTC, date, datetime

import pytest

from reports.config import Settings
from reports.ingest import ingest
from reports.sources import read
from reports.store import Store

BODY_EN = ("A suicide bomber blew himself up inside a crowded mosque during Friday prayers, "
           "killing at least 23 people and wounding 40 others, officials said.")
BODY_AR = "قُتل 28 شخصا على الأقل وأصيب أكثر من 50 آخرين في تفجير انتحاري استهدف مسجدا."

# (file name, text, file day, publication date the store must hold)
CASES = [
    ("reuters.txt", f"Bomber kills 23 at Kabul mosque\n\nKABUL, Jan 17 (Reuters) - {BODY_EN}\n",
     date(2025, 1, 18), "2025-01-17"),
    # a year-less dateline of late December read in early January: the year before
    ("december.txt", f"Bomber kills 23 at Kabul mosque\n\nKABUL, Dec. 30 (Reuters) - {BODY_EN}\n",
     date(2025, 1, 2), "2024-12-30"),
    ("ap.txt", f"Protest in Beirut\n\nBEIRUT, Oct. 10, 2025 (AP) — {BODY_EN}\n",
     date(2025, 10, 12), "2025-10-10"),
    ("rtr-ar.txt", f"تفجير في بيروت\n\nبيروت 10 أكتوبر (رويترز) - {BODY_AR}\n",
     date(2025, 10, 11), "2025-10-10"),
    ("dpa.txt", f"تفجير في القاهرة\n\nالقاهرة - 13 سبتمبر 2025 (د ب أ) {BODY_AR}\n",
     date(2025, 9, 14), "2025-09-13"),
    ("line-en.txt", f"Bomber kills 23 at Kabul mosque\n\nPublished 17 January 2025\n\n{BODY_EN}\n",
     date(2025, 1, 20), "2025-01-17"),
    ("line-ar.txt", f"تفجير في كابول\n\n17 يناير 2025\n\n{BODY_AR}\n",
     date(2025, 1, 20), "2025-01-17"),
    ("levant.txt", f"تفجير في كابول\n\nالجمعة 17 كانون الثاني 2025\n\n{BODY_AR}\n",
     date(2025, 1, 20), "2025-01-17"),
    ("iraq.txt", f"تفجير في بغداد\n\nبغداد 3 تشرين الأول (أ ف ب) - {BODY_AR}\n",
     date(2025, 10, 4), "2025-10-03"),
    # a dateline after the file was written is no publication date: the file time is
    ("future.txt", f"Protest in Beirut\n\nBEIRUT, Oct. 10, 2026 (AP) — {BODY_EN}\n",
     date(2025, 10, 12), "2025-10-12"),
    # a date in the news, not in the lead's dateline, is not the article's
    ("body.txt", f"Protest in Beirut\n\nOn Oct. 10, 2025 police said protesters had gathered "
     f"outside parliament. {BODY_EN}\n", date(2025, 10, 12), "2025-10-12"),
    ("lead.txt", f"Protest in Beirut\n\nBEIRUT (AP) — Police said on Oct. 10, 2025 that "
     f"protesters had gathered. {BODY_EN}\n", date(2025, 10, 12), "2025-10-12"),
    # a date in an aside is no dateline: "Salvador Dalí (11 May 1904 - 23 January 1989)"
    ("aside.txt", f"دالي\n\nسلفادور دالي (11 مايو 1904 - 23 يناير 1989) فنان إسباني. {BODY_AR}\n",
     date(2025, 10, 12), "2025-10-12"),
    # metadata wins over the dateline
    ("meta.md", f"---\ntitle: Protest in Beirut\ndate: 2025-10-09\n---\n\n"
     f"BEIRUT, Oct. 10, 2025 (AP) — {BODY_EN} Markdown.\n", date(2025, 10, 12), "2025-10-09"),
    ("meta.html", "<html><head><meta property=\"article:published_time\" "
     "content=\"2025-10-08T09:00:00Z\"><title>Protest in Beirut</title></head><body>"
     f"<h1>Protest in Beirut</h1><p>BEIRUT, Oct. 10, 2025 (AP) — {BODY_EN} HTML.</p></body></html>",
     date(2025, 10, 12), "2025-10-08"),
]


def _write(folder, name: str, text: str, day: date):
    path = folder / name
    path.write_text(text, encoding="utf-8")
    t = datetime.combine(day, datetime.min.time(), UTC).replace(hour=12).timestamp()
    os.utime(path, (t, t))
    return path


@pytest.fixture(scope="module")
def stored(tmp_path_factory):
    root = tmp_path_factory.mktemp("dates")
    src = root / "in"
    src.mkdir()
    for name, text, day, _ in CASES:  # each text its own (one text is one article)
        assert sum(text in c[1] for c in CASES) == 1
        _write(src, name, text, day)
    settings = Settings(sources=(str(src),), database=str(root / "r.db"),
                        output=str(root / "out"), templates=str(root / "t"), schedules=())
    store = Store(settings.database_url)
    try:
        report = ingest(settings, store)
        assert not report.quarantined, report.quarantined
        yield {os.path.basename(p): a.published for a in store.articles() for p in a.sources}
    finally:
        store.close()


@pytest.mark.parametrize(("name", "want"), [(c[0], c[3]) for c in CASES])
def test_each_article_is_dated_by_metadata_then_text_then_file_time(stored, name, want):
    assert stored[name] == want


def test_the_dateline_stays_in_the_text_and_its_agency_is_the_outlet(tmp_path):
    doc = read(_write(tmp_path, "r.txt", CASES[0][1], CASES[0][2]))
    assert doc.published == "2025-01-17" and doc.outlet == "Reuters"
    assert doc.text.startswith("KABUL, Jan 17 (Reuters) - A suicide bomber")
    # the same text read as written a day before its dateline: too early for Jan 17 in
    # any year but the last
    doc = read(_write(tmp_path, "r.txt", CASES[0][1], date(2025, 1, 15)))
    assert doc.published == "2024-01-17"
