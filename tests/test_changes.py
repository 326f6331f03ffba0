"""What changed since the last digest, on a growing folder: a real SQLite store, real
ingest, two digests written to disk and the second marked against the first read back
from its JSON file."""

from __future__ import annotations

import json
import os
import subprocess
import time
from datetime import UTC, datetime, timedelta

from reports import briefing, changes
from reports.config import Settings
from reports.ingest import ingest
from reports.model import Briefing
from reports.store import Store, now

AIRPORT = """Suicide bombers kill 36 at Istanbul airport

ISTANBUL Three suicide bombers opened fire and blew themselves up at Istanbul's Ataturk
airport on Tuesday, killing 36 people and wounding 147, Turkish officials said.

Prime Minister Binali Yildirim said the attack bore the hallmarks of Islamic State.
"""
AIRPORT_AR = """مقتل 36 شخصا في هجوم انتحاري على مطار أتاتورك في إسطنبول

قتل 36 شخصا وأصيب 147 آخرون في هجوم انتحاري نفذه ثلاثة انتحاريين في مطار أتاتورك الدولي في إسطنبول
مساء الثلاثاء، بحسب ما أعلنه مسؤولون أتراك.
"""
FOLLOW_UP = """Istanbul airport attack toll rises to 43

ISTANBUL The number of people killed in the suicide bombing at Istanbul's Ataturk airport
rose to 43 on Wednesday, Turkish officials said, as investigators named the three bombers.

Prime Minister Binali Yildirim said the attack bore the hallmarks of Islamic State, and that
the bombers had arrived from Syria a month ago.
"""
QUAKE = """Earthquake kills 77 in Ecuador

QUITO A magnitude 7.8 earthquake struck Ecuador's Pacific coast on Wednesday, killing at
least 77 people and injuring 588 in the towns of Manta and Portoviejo, officials said.
"""


def _write(folder, name: str, text: str, day: str) -> None:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    t = datetime.fromisoformat(day).replace(hour=12, tzinfo=UTC).timestamp()
    os.utime(path, (t, t))


def test_two_digests_on_a_growing_folder_mark_new_and_updated(tmp_path):
    src = tmp_path / "in"
    src.mkdir()
    settings = Settings(sources=(str(src),), database=str(tmp_path / "r.db"),
                        output=str(tmp_path / "out"), templates=str(tmp_path / "t"),
                        schedules=())
    store = Store(settings.database_url)
    try:
        _write(src, "airport-en.txt", AIRPORT, "2016-06-28")
        _write(src, "airport-ar.txt", AIRPORT_AR, "2016-06-28")
        start = now() - timedelta(minutes=1)
        ingest(settings, store)
        time.sleep(1.1)  # the store keeps whole seconds: the next period starts after these
        middle = now()
        first, _ = briefing.make_digest(store, settings, start, middle, key="d1", stem="d1")
        assert first.changes == ()  # nothing to compare with
        (airport,) = [s for s in first.stories if len(s.article_ids) == 2]

        _write(src, "airport-follow-up.txt", FOLLOW_UP, "2016-06-29")
        _write(src, "quake.txt", QUAKE, "2016-06-29")
        ingest(settings, store)
        time.sleep(1.1)
        second, files = briefing.make_digest(store, settings, middle, now(), key="d2",
                                             stem="d2")
        by_title = {s.title: c for s in second.stories
                    for c in second.changes if c.story_id == s.id}
        follow, quake = by_title[FOLLOW_UP.splitlines()[0]], by_title[QUAKE.splitlines()[0]]
        assert quake.status == "new" and not quake.previous_id
        assert follow.status == "updated" and follow.previous_id == airport.id
        assert len(follow.new_articles) == 1 and follow.new_languages == ()
        assert ("killed", 36.0, 43.0) in follow.tolls
        assert second.previous == first.period_start.isoformat()
        # the JSON says the same, and reads back to the same changes
        data = json.loads(files["json"].read_text(encoding="utf-8"))
        assert {c["status"] for c in data["changes"]["stories"]} == {"new", "updated"}
        assert Briefing.from_dict(data).changes == second.changes
        # marked where an editor reads: the PDF (brief), the HTML, the Markdown
        md = files["md"].read_text(encoding="utf-8").replace("\u2066", "").replace("\u2069", "")
        assert "[new] **Earthquake kills 77 in Ecuador**" in md
        assert "[updated: killed 36 → 43; +1 article; new statements by" in md
        html = files["html"].read_text(encoding="utf-8").replace("\u2066", "").replace(
            "\u2069", "").replace("\u2068", "")
        assert '<span class="mark upd">updated</span>' in html and "killed 36 → 43" in html
        pdf = subprocess.run(["pdftotext", str(files["pdf"]), "-"], capture_output=True,
                             text=True, check=True).stdout
        flat = " ".join(pdf.replace("\u2066", "").replace("\u2069", "").split())
        assert "new Earthquake kills 77" in flat and "updated killed 36 → 43" in flat
        assert "Marked against the digest of" in md
        # the last digest before the first one: none
        assert changes.previous(store, first.period_start) is None
    finally:
        store.close()


def test_toll_changes_ignore_vague_and_partial_counts():
    """A follow-up that says only "dozens" killed, or counts the funerals of five, does
    not "lower the toll from 43"; one that says 45 raises it."""
    from dataclasses import replace

    from test_linking import _airport_reports, toll

    from reports.linking import link_entities
    from reports.stories.build import build as cluster

    first, ar, third = _airport_reports()
    old = [first, ar, third]
    (story,) = cluster(old, link_entities(old))
    t = datetime(2016, 7, 1, tzinfo=UTC)
    last = Briefing(title="d1", kind="digest", period_start=t - timedelta(days=2),
                    period_end=t - timedelta(days=1), generated=t, articles=tuple(old),
                    stories=(story,))

    def follow_up(*figures) -> Briefing:
        a = replace(third, analysis=replace(third.analysis, id="r3", figures=figures),
                    sources=("r3.txt",), published="2016-06-30")
        (s,) = cluster([a], link_entities([a]))
        return Briefing(title="d2", kind="digest", period_start=t - timedelta(days=1),
                        period_end=t, generated=t, articles=(a,), stories=(s,))

    vague = toll(12, "Dozens of people were killed", 1, approx="Dozens of")
    vague = replace(vague, text="Dozens of")
    funerals = toll(5, "Funerals were held for 5 people killed in the attack", 2)
    (c,) = changes.since(last, follow_up(vague, funerals))
    assert c.status == "updated" and c.previous_id == story.id and c.tolls == ()
    (c,) = changes.since(last, follow_up(toll(45, "The toll rose to 45", 1)))
    assert c.tolls == (("killed", 43.0, 45.0),)
