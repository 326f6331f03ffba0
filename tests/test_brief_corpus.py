"""The daily brief on a corpus of our own (tests/data/brief_corpus: 24 reports of 12
events, each told in English and Arabic, six with tolls that differ): one story per
event, a PDF an editor forwards (at most 12 pages, At a glance on page 1 with every
story's toll), no length or age as a key figure, no byline in the who's who. Real ingest,
SQLite, WeasyPrint and pdftotext."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from reports import briefing, view
from reports.config import Settings
from reports.ingest import ingest
from reports.store import Store, now
from reports.text import script

CORPUS = Path(__file__).parent / "data" / "brief_corpus"
# each event's toll as At a glance must show it (README.md's table): a range where the
# English and Arabic reports differ
TOLLS = ["23–28 killed", "14–17 killed", "19 killed", "9–12 killed", "31–35 killed",
         "6 soldiers killed", "47–52 killed", "38 killed", "21–24 killed", "62 wounded"]


@pytest.fixture(scope="module")
def brief(tmp_path_factory):
    root = tmp_path_factory.mktemp("brief-corpus")
    src = root / "in"
    src.mkdir()
    for name, day in json.loads((CORPUS / "dates.json").read_text(encoding="utf-8")).items():
        shutil.copyfile(CORPUS / name, src / name)
        t = datetime.fromisoformat(day).replace(hour=12, tzinfo=UTC).timestamp()
        os.utime(src / name, (t, t))
    settings = Settings(sources=(str(src),), database=str(root / "r.db"),
                        output=str(root / "out"), templates=str(root / "t"), schedules=())
    store = Store(settings.database_url)
    start = now() - timedelta(minutes=1)
    ingest(settings, store)
    b, files = briefing.make_digest(store, settings, start, now() + timedelta(seconds=2),
                                    key="corpus", stem="corpus")
    store.close()
    return settings, b, files


def _pdf_text(path: Path, first: int | None = None, last: int | None = None) -> str:
    pages = ["-f", str(first), "-l", str(last)] if first else []
    return subprocess.run(["pdftotext", *pages, str(path), "-"], capture_output=True,
                          text=True, check=True).stdout


def test_each_event_is_one_story_in_both_languages(brief):
    _, b, _ = brief
    assert len(b.articles) == 24 and len(b.stories) == 12
    events = {Path(a.sources[0]).name[:2] for a in b.articles}
    for s in b.stories:
        names = {Path(p).name for a in b.articles if a.id in s.article_ids for p in a.sources}
        assert {n[:2] for n in names} < events and len({n[:2] for n in names}) == 1, names
        assert set(s.languages) == {"ar", "en"}


def test_the_brief_pdf_is_short_and_leads_with_every_toll(brief):
    _, _, files = brief
    pages = int(next(line.split()[-1] for line in subprocess.run(
        ["pdfinfo", str(files["pdf"])], capture_output=True, text=True, check=True
    ).stdout.splitlines() if line.startswith("Pages:")))
    assert pages <= 12
    first = " ".join(_pdf_text(files["pdf"], 1, 1).split())
    assert "AT A GLANCE" in first.upper()
    missing = [t for t in TOLLS if t not in first]
    assert not missing, missing


def test_no_length_or_age_is_a_key_figure_and_no_byline_is_a_person(brief):
    settings, b, _ = brief
    stories = view.build(b, settings)["stories"]
    keys = [f for s in stories for f in (*s.key_figures, *s.other_figures)]
    assert keys and not [f for f in keys if f.measure in view.NOT_KEY]
    assert not [f for f in keys if f.value in (650, 200) or f.background]
    bylines = {n for a in b.articles for n in a.bylines}
    assert bylines  # the corpus has credit lines in both languages
    people = {n for e in b.entities if e.kind in ("person", "organization") for n in e.names}
    assert not bylines & people


# who claimed each attack, as the corpus says it (README.md's table): the English and the
# Arabic report agree on each
RESPONSIBILITY = {
    "01": [("none", "")],
    "02": [("claimed", "Al-Shabab")],
    "03": [("none", "")],
    "04": [("none", "")],  # only the English report says it
    "05": [("none", ""), ("suspected", "Boko Haram")],
    "06": [("none", "")],
}


def test_each_attack_says_who_claimed_it_in_both_languages(brief):
    settings, b, files = brief
    stories = view.build(b, settings)["stories"]
    seen = {}
    for s in stories:
        event = {Path(a.article.sources[0]).name[:2] for a in s.articles}.pop()
        seen[event] = s
        rows = [(r.status, r.name) for r in s.responsibility]
        assert rows == RESPONSIBILITY.get(event, []), (event, rows)
        for r in s.responsibility:  # each view with every source that gives it
            langs = {x.lang for x in r.sources}
            assert langs == ({"en"} if event == "04" else {"en", "ar"}), (event, r)
    # the Arabic report's outlet "أ ف ب" by the English reader's name of the agency
    assert [x.name for x in seen["02"].responsibility[0].sources] == ["AP", "AFP"]
    text = " ".join(_pdf_text(files["pdf"]).split())
    assert "Claimed by: Al-Shabab (AP, AFP)" in text
    assert text.count("Responsibility: not claimed (") == 5
    assert "Suspected: Boko Haram (" in text
    # the JSON digest carries it per article and per story
    data = json.loads(files["json"].read_text(encoding="utf-8"))
    mogadishu = next(s for s in data["stories"] for g in s["responsibility"]
                     if any(r["text"] == "Al-Shabab" for r in g["reports"]))
    assert mogadishu["responsibility"][0]["status"] == "claimed"
    assert {r["language"] for r in mogadishu["responsibility"][0]["reports"]} == {"en", "ar"}
    assert any(r["status"] == "claimed" for a in data["articles"] for r in a["responsibility"])
    assert "**Claimed by**: Al-Shabab (AP, AFP)" in files["md"].read_text(encoding="utf-8")


def test_the_arabic_brief_says_who_claimed_it_in_arabic(brief, tmp_path):
    from dataclasses import replace

    from reports import render

    settings, b, _ = brief
    ar = replace(settings, lang="ar")
    b = replace(b, lang="ar")
    pdf = tmp_path / "ar.pdf"
    pdf.write_bytes(render.render_pdf(render.render_html(b, ar), ar))
    # pdftotext gives Arabic with direction marks and the shadda apart: compared without
    # them and without spaces
    text = re.sub(r"[\s\u0651\u200e\u200f\u202a-\u202e\u2066-\u2069]", "", _pdf_text(pdf))
    assert "تبناه:حركةالشباب(" in text
    assert text.count("المسؤولية:لمتتبنه") == 5
    assert "المشتبهبه:جماعةبوكوحرام(" in text


def _arabic(text: str) -> bool:
    return script(text) == "arab"


def test_an_english_brief_says_arabic_figures_and_names_in_english(brief):
    """Key figures of Arabic reports carry the English word for what they count beside
    the Arabic one; Arabic speakers, people and places show an English name (the story's
    entity they are, a geocoded name, an institution's name, else a romanization with the
    name as written beside it), never Arabic alone; and so does the PDF."""
    settings, b, files = brief
    stories = view.build(b, settings)["stories"]
    figures = [f for s in stories for f in (*s.key_figures, *s.other_figures)]
    arabic = [f for f in figures if _arabic(f.main.what)]
    assert arabic
    alone = [f.main.what for f in arabic if not (f.gloss or f.label)]
    assert not alone, alone
    assert not [f for f in arabic if _arabic(f.gloss) or _arabic(f.label)]
    glossed = [f for f in arabic if f.gloss]
    assert glossed  # "3 colleagues زملائهم اليمنيين"
    text = " ".join(_pdf_text(files["pdf"]).split())
    for f in glossed:
        assert f.gloss in text, f.gloss
    entities = [e for s in stories for e in (*s.people, *s.organizations, *s.places)]
    assert not [e.name for e in entities if _arabic(e.name)]
    assert all(_arabic(e.original) for e in entities if e.original)
    assert not [t.subject for s in stories for t in s.tolls if _arabic(t.subject)]
    quake = next(s for s in stories if "Kermanshah" in s.lead)
    assert "Kurdistan" in [p.name for p in quake.places]  # geocoded: كردستان
    said = [c for s in stories for c in s.top_claims if c.src.lang == "ar"]
    assert said and not [c.speaker for c in said if _arabic(c.speaker)]
    linked = [(s, c) for s in stories for c in s.top_claims if c.src.lang == "ar"
              and c.speaker in {e.name for e in (*s.people, *s.organizations)
                                if not e.original}]
    # "Red Crescent" (جمعية الهلال الأحمر), "Fadl al-Yafei" (العقيد فضل اليافعي) ...
    assert len(linked) >= 2, [(c.speaker, c.original) for c in said]
    for _, c in linked:
        assert c.speaker in text and (not c.original or _arabic(c.original))
    assert "Red Crescent" in [c.speaker for s, c in linked if s is quake]
    who = " ".join(e.name for e in (*quake.people, *quake.organizations))
    assert "جمعية" not in who and who.count("Red Crescent") == 1


def test_an_arabic_brief_says_english_figures_in_arabic(brief):
    """The mirror: an English report's counted nouns, the groups its tolls count and
    known institutions read in Arabic in an Arabic digest, the English words beside them."""
    settings, b, _ = brief
    stories = view.build(replace(b, lang="ar"), settings)["stories"]
    figures = [f for s in stories for f in (*s.key_figures, *s.other_figures)
               if f.main.src.lang == "en"]
    glossed = [f for f in figures if f.gloss]
    assert glossed and all(_arabic(f.gloss) for f in glossed)
    assert not [f.main.what for f in figures if f.main.what and not (f.gloss or f.label)
                and f.measure == "count" and f.main.what.split()[-1].lower() in (
                    "engineers", "workers", "municipalities", "seats", "trucks")]
    names = [e for s in stories for e in (*s.people, *s.organizations)]
    # the Arabic report's "الصليب الأحمر اللبناني" is the English report's "Lebanese Red Cross"
    assert "الصليب الأحمر اللبناني" in [e.name for e in names]
    assert "Lebanese Red Cross" not in [e.name for e in names]
    # an English entity the Arabic story does not name: its Arabic name, the English beside
    # the agencies the reports came from are their sources, not the stories' organizations
    assert not {"فرانس برس", "AFP", "رويترز", "Reuters"} & {e.name for e in names}
    # a speaker quoted in both languages is one row, by the Arabic name
    said = {c.speaker: c.sources for s in stories for c in s.top_claims}
    assert said.get("العقيد فضل اليافعي") == 2 and "Fadl al-Yafei" not in said
    tolls = [t for s in stories for t in s.tolls if t.subject]  # "6 جنود قتلى"
    assert tolls and all(_arabic(t.subject) for t in tolls)
