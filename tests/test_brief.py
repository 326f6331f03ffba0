"""The daily PDF as a brief (``layout = "brief"``, the default): real PDFs rendered by
WeasyPrint and read back with pypdf and pdftotext. Page 1 is At a glance with every
story's toll, each story fits on one page, the article texts stay out of it (and in the
"full" layout), and no length, age or duration is ever a key figure.
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
from dataclasses import replace
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from pypdf import PdfReader

from conftest import SHARED
from reports import render, view
from reports.config import ConfigError, Settings, load
from reports.model import (
    Analysis,
    Article,
    Briefing,
    Claim,
    ClaimGroup,
    Figure,
    FigureGroup,
    OverviewEntry,
    Report,
    Story,
    Tally,
)

BIDI = dict.fromkeys(map(ord, "\u200e\u200f\u2066\u2067\u2068\u2069"))
DAY = datetime(2026, 11, 30, 8, tzinfo=UTC)
# the body every article carries: long enough that the full layout runs to pages
BODY = tuple(f"Paragraph {k} of the report goes on about the aftermath, the officials and "
             "the reactions in the capital, with many more words than a brief can hold."
             for k in range(2, 14))

needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                   reason="poppler-utils (pdftotext) not installed")


def pages_text(pdf: bytes, tmp: Path) -> list[str]:
    """Each page's text, one line, bidi controls removed (pdftotext, logical order)."""
    path = tmp / "x.pdf"
    path.write_bytes(pdf)
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], check=True,
                         capture_output=True).stdout.decode("utf-8")
    return [" ".join(p.translate(BIDI).split()) for p in out.split("\f")][:-1]


def fig(value: float, unit: str, what: str, measure: str, text: str = "") -> Figure:
    text = text or f"{value:,.0f}"
    return Figure(value=value, unit=unit, what=what, approx="", text=text,
                  sentence=f"Officials said {text} {what}.", measure=measure)


def _report(a: Article, f: Figure) -> Report:
    return Report(a.id, a.sources[0], a.analysis.language, "2026-11-30", f.text, f.sentence,
                  f.what, f.unit, value=f.value, day=a.day.isoformat())


def _story(i: int) -> tuple[Story, tuple[Article, ...]]:
    """Story ``i``: an English and an Arabic article that differ on the dead (10+i vs
    12+i), agree on the wounded, give a length, an age and a duration, and quote two
    speakers (one of them twice with the same words)."""
    killed_en = fig(10 + i, "people", "people killed", "killed")
    killed_ar = fig(12 + i, "people", "قتيلا", "killed")
    wounded_en = fig(40 + i, "people", "people wounded", "wounded")
    wounded_ar = fig(40 + i, "people", "جريحا", "wounded")
    feet = fig(650, "feet", "waves high", "distance")
    aged = fig(9, "years", "aged", "age")
    years = fig(17, "years", "years of conflict", "duration")
    money = fig(2_000_000, "USD", "in aid pledged", "money", "$2 million")
    en = Analysis(id=f"e{i:02d}", source=f"e{i:02d}.txt", title=f"Storm {i} hits coast town",
                  language="en", summary=(f"Storm {i} killed {10 + i} people in Port {i}.",
                                          *BODY),
                  figures=(killed_en, wounded_en, feet, aged, years, money),
                  claims=(Claim("Mayor Jane Porter", "the town will rebuild", False,
                                "Mayor Jane Porter said the town will rebuild."),
                          Claim("Mayor Jane Porter", "the town will rebuild", False,
                                "Porter said again the town will rebuild."),
                          Claim("a resident", "the water came in minutes", True,
                                '"The water came in minutes," a resident said.')))
    ar = Analysis(id=f"a{i:02d}", source=f"a{i:02d}.txt", title=f"العاصفة {i} تضرب بلدة ساحلية",
                  language="ar", summary=(f"قتلت العاصفة {12 + i} شخصا.",
                                          "وقال مسؤولون إن الأضرار كبيرة جدا في المدينة."),
                  figures=(killed_ar, wounded_ar))
    arts = (Article(en, (en.source,), DAY, "2026-11-30"),
            Article(ar, (ar.source,), DAY, "2026-11-30"))
    e, a = arts
    claims = tuple(ClaimGroup(f"u{i}{k}", c.speaker, (Report(
        e.id, e.sources[0], "en", "2026-11-30", c.text, c.sentence, quote=c.quote),))
        for k, c in enumerate(en.claims[::2]))
    claims = (replace(claims[0], reports=claims[0].reports + (Report(
        e.id, e.sources[0], "en", "2026-11-30", "the town will rebuild",
        "Porter said again the town will rebuild."),)), claims[1])
    story = Story(
        id=f"s{i}", title=en.title, article_ids=(e.id, a.id), languages=("ar", "en"),
        entity_ids=(),
        figures=(FigureGroup("killed", killed_en.value, "", "people", (_report(e, killed_en),),
                             disputed_by=((killed_ar.value, "", _report(a, killed_ar)),)),
                 FigureGroup("wounded", wounded_en.value, "", "people",
                             (_report(e, wounded_en), _report(a, wounded_ar))),
                 *(FigureGroup(f.measure, f.value, "", f.unit, (_report(e, f),))
                   for f in (feet, aged, years, money))),
        claims=claims,
        tallies=(Tally("killed", "", (_report(a, killed_ar), _report(e, killed_en))),
                 Tally("wounded", "", (_report(e, wounded_en), _report(a, wounded_ar)))))
    return story, arts


def _briefing(n: int, lang: str = "en") -> Briefing:
    made = [_story(i) for i in range(1, n + 1)]
    return Briefing(title="Morning Brief", kind="digest", period_start=DAY,
                    period_end=datetime(2026, 12, 1, tzinfo=UTC), generated=DAY,
                    articles=tuple(a for _, arts in made for a in arts),
                    stories=tuple(s for s, _ in made), lang=lang)


def _pdf(b: Briefing, **kw) -> bytes:
    """The PDF as written (``render.briefing_pdf``), with no page budget unless given."""
    settings = Settings(templates="/nonexistent-user-templates", **{"brief_pages": 0, **kw})
    return render.briefing_pdf(b, settings)


@pytest.fixture(scope="module")
def twenty() -> dict:
    """Twenty two-source stories rendered as brief and full PDFs, in English and Arabic."""
    b = _briefing(20)
    return {"b": b, "brief": _pdf(b), "full": _pdf(b, layout="full"),
            "ar": _pdf(replace(b, lang="ar"))}


def test_layout_setting_defaults_to_brief_and_rejects_others(tmp_path):
    assert Settings().layout == "brief"
    toml = tmp_path / "reports.toml"
    toml.write_text('layout = "full"\n')
    assert load(toml, env={}).layout == "full"
    assert load(None, env={"REPORTS_LAYOUT": "full"}).layout == "full"
    toml.write_text('layout = "short"\n')
    with pytest.raises(ConfigError, match="layout"):
        load(toml, env={})


@needs_poppler
def test_brief_keeps_a_page_budget_the_full_layout_does_not(twenty):
    brief = len(PdfReader(io.BytesIO(twenty["brief"])).pages)
    full = len(PdfReader(io.BytesIO(twenty["full"])).pages)
    arabic = len(PdfReader(io.BytesIO(twenty["ar"])).pages)
    # page 1 at a glance, then twenty stories whole, several to a page
    assert brief <= 11 and arabic <= 12, (brief, arabic)
    assert full >= 2 * brief, (brief, full)


@needs_poppler
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_brief_longer_than_its_pages_prints_its_heaviest_stories_that_fit(twenty, lang,
                                                                           tmp_path):
    b = replace(twenty["b"], lang=lang)
    unbounded = len(PdfReader(io.BytesIO(twenty["brief" if lang == "en" else "ar"])).pages)
    budget = 5
    assert unbounded > budget
    pages = pages_text(_pdf(b, brief_pages=budget), tmp_path)
    assert len(pages) <= budget, len(pages)
    # pdftotext wraps Arabic's numbers in embeddings and moves their spaces
    text = re.sub(r"[\u202a-\u202c]", "", " ".join(pages))
    head = r"Storm {} hits coast town" if lang == "en" else r"العاصفة\s*{}\s*تضرب"
    seen = {i: len(re.findall(head.format(i), text)) for i in range(1, 21)}
    # every story at a glance; printed, only the heaviest (the biggest tolls: the last)
    assert all(seen.values()), seen
    printed = [i for i, n in seen.items() if n > 1]
    assert 0 < len(printed) < 20 and printed == list(range(21 - len(printed), 21)), printed
    if lang == "en":
        assert (f"The {len(printed)} stories with the most sources have a page number and "
                f"are printed below; the other {20 - len(printed)} are in the HTML edition."
                ) in text
    # one more story would not have fitted: the budget is filled, not guessed low
    one_more = view.build(b, Settings(), brief=len(printed) + 1)
    html = render.render_html(b, Settings(templates="/nonexistent-user-templates"),
                              ctx=one_more)
    assert len(PdfReader(io.BytesIO(render.render_pdf(html, Settings()))).pages) > budget


def test_brief_pages_setting_defaults_to_twelve_and_rejects_negatives(tmp_path):
    assert Settings().brief_pages == 12
    assert load(None, env={"REPORTS_BRIEF_PAGES": "0"}).brief_pages == 0
    toml = tmp_path / "reports.toml"
    toml.write_text("brief_pages = -1\n")
    with pytest.raises(ConfigError, match="brief_pages: must be 0 or more"):
        load(toml, env={})


@needs_poppler
def test_at_a_glance_on_page_one_lists_every_story_with_its_toll(twenty, tmp_path):
    pages = pages_text(twenty["brief"], tmp_path)
    first = pages[0]
    assert "AT A GLANCE" in first and "CONTENTS" not in first  # labels set in capitals
    stories = view.build(twenty["b"], Settings())["stories"]
    assert len(stories) == 20
    for s in stories:
        assert s.headline in first, s.headline
        lo, hi = sorted({m.shown for m in s.tolls[0].marks}, key=float)
        assert f"{lo}–{hi} killed" in first  # the range of the sources' tolls
    # heaviest first: the biggest toll leads when sources and languages are alike
    assert [s.headline for s in stories[:2]] == ["Storm 20 hits coast town",
                                                 "Storm 19 hits coast town"]
    assert "Storm 20 hits coast town" in pages[1]  # the stories start on page 2


@needs_poppler
def test_each_story_is_whole_on_one_page_without_its_article_texts(twenty, tmp_path):
    pages = pages_text(twenty["brief"], tmp_path)
    for i in range(1, 21):
        head = f"Storm {i} hits coast town"
        on = [k for k, p in enumerate(pages[1:], 2) if head in p]
        assert len(on) == 1, (i, on)
        # up to the next story's kicker (pdftotext splits letter-spaced capitals: "S TORY")
        block = pages[on[0] - 1].split(head, 1)[1].split("· 2 SOURCES · ENGLISH", 1)[0]
        # whole on its page: its toll, its claims and its sources' list all there
        assert "TOLL" in block and "SAID" in block, block
        assert f"e{i:02d}.txt" in block and f"a{i:02d}.txt" in block, block
    text = " ".join(pages)
    # the lead (two sentences) and not the article texts; (words without ligatures:
    # pdftotext gives "ffi" as one glyph)
    assert "Paragraph 2 of the report goes on" in text
    assert "Paragraph 3 of the report goes on" not in text
    # the three claims that matter, each said once: the mayor's repeat is left out
    assert text.count("the town will rebuild") == 20


@needs_poppler
def test_no_length_age_or_duration_is_a_key_figure(twenty, tmp_path):
    for s in view.build(twenty["b"], Settings())["stories"]:
        measures = {f.measure for f in (*s.key_figures, *s.other_figures)}
        assert measures <= {"killed", "wounded", "money"}, measures
        # the toll two sources agree on before the one they dispute, then money
        assert [f.measure for f in s.key_figures] == ["wounded", "killed", "money"]
        assert s.lead_figure is not None and s.lead_figure.measure == "money"
    text = " ".join(pages_text(twenty["brief"], tmp_path))
    assert "waves high" not in text and "aged" not in text and "years of conflict" not in text
    assert "$2 million" in text


@needs_poppler
def test_full_layout_still_carries_the_article_texts(twenty, tmp_path):
    text = " ".join(pages_text(twenty["full"], tmp_path))
    assert "Paragraph 9 of the report goes on" in text
    # and every figure, claim sentence and chart
    assert "FIGURES" in text and text.count("Mayor Jane Porter said the town will rebuild") == 20
    assert text.count("waves high") >= 20  # (what, and in its sentence)


@needs_poppler
def test_arabic_brief_speaks_arabic_and_keeps_the_original_words(twenty, tmp_path):
    pages = pages_text(twenty["ar"], tmp_path)
    first = pages[0]
    assert "في لمحة" in first and "قتلى" in first and "Toll" not in " ".join(pages)
    # an English source's words stay beside the Arabic measure
    assert "الحصيلة" in " ".join(pages) and "أبرز ما قيل" in " ".join(pages)
    assert "in aid pledged" in " ".join(pages) and "مبلغ مالي" in " ".join(pages)


def test_the_html_file_stays_whole_and_each_pdf_has_its_template():
    b = _briefing(2)
    settings = Settings(templates="/nonexistent-user-templates")
    dossier = replace(b, kind="dossier")
    assert render.template_name(b, settings) == "brief.html.j2"
    assert render.template_name(b, settings, standalone=True) == "digest.html.j2"
    assert render.template_name(dossier, settings) == "dossier_brief.html.j2"
    assert render.template_name(dossier, settings, standalone=True) == "dossier.html.j2"
    full = replace(settings, layout="full")
    assert render.template_name(b, full) == "digest.html.j2"
    assert render.template_name(dossier, full) == "dossier.html.j2"
    html = render.render_html(b, settings, standalone=True)
    assert BODY[3] in html


@pytest.fixture(scope="module")
def past_budget() -> dict:
    """More stories than a brief prints (view.BRIEF_STORIES + 4), as a digest brief, a
    dossier's PDF and the dossier's HTML file."""
    b = _briefing(view.BRIEF_STORIES + 4)
    dossier = replace(b, kind="dossier", title="Dossier: Jane Porter", query="Jane Porter",
                      overview=(OverviewEntry(day="2026-11-30", speaker="Mayor Jane Porter",
                                              text="the town will rebuild",
                                              article_id="e01", sentence=""),))
    settings = Settings(templates="/nonexistent-user-templates")
    return {"b": b, "brief": _pdf(b), "dossier": _pdf(dossier),
            "dossier_html": render.render_html(dossier, settings, standalone=True)}


@needs_poppler
def test_past_the_budget_the_heaviest_are_printed_and_at_a_glance_lists_all(past_budget,
                                                                           tmp_path):
    n = view.BRIEF_STORIES + 4
    pages = pages_text(past_budget["brief"], tmp_path)
    text = " ".join(pages)
    # every story at a glance; the lightest four (the smallest tolls) only there
    for i in range(1, n + 1):
        assert (text.count(f"Storm {i} hits coast town") > 1) == (i > 4), i
    assert (f"The {view.BRIEF_STORIES} stories with the most sources have a page number "
            "and are printed below; the other 4 are in the HTML edition.") in text
    assert len(pages) <= 14, len(pages)
    stories = view.build(past_budget["b"], Settings())["stories"]
    assert [s.in_brief for s in stories] == [True] * view.BRIEF_STORIES + [False] * 4


@needs_poppler
def test_a_dossier_pdf_is_a_brief_with_its_timeline_and_the_html_is_whole(past_budget,
                                                                          tmp_path):
    pages = pages_text(past_budget["dossier"], tmp_path)
    text = " ".join(pages)
    assert "Query: Jane Porter" in pages[0] and "TIMELINE" in pages[0]
    assert "SAID WHEN" in pages[0] and "This PDF shows each story in short" in pages[0]
    assert "Paragraph 3 of the report goes on" not in text
    assert len(pages) <= 15, len(pages)
    # oldest first, so the four stories left out are the lightest, wherever they stand
    for i in range(1, view.BRIEF_STORIES + 5):
        assert (text.count(f"Storm {i} hits coast town") > 1) == (i > 4), i
    html = past_budget["dossier_html"]
    assert html.count('<section class="story"') == view.BRIEF_STORIES + 4
    assert BODY[8] in html and "What was said when" in html


DEV = SHARED / "eval" / "dev_linking"


@pytest.fixture(scope="module")
def dev_digest(tmp_path_factory) -> dict:
    """The 46 real reports of the linking dev set, each with its publication date as its
    file time, ingested and digested with the real CLI in English and Arabic."""
    from reports.cli import main

    root = tmp_path_factory.mktemp("dev")
    src = root / "articles"
    src.mkdir()
    gold = json.loads((DEV / "gold.json").read_text(encoding="utf-8"))
    for p in sorted((DEV / "articles").glob("*.txt")):
        shutil.copyfile(p, src / p.name)
        day = (gold.get("sources", {}).get(p.name) or {}).get("published")
        if day:
            t = datetime.fromisoformat(day).replace(hour=12, tzinfo=UTC).timestamp()
            os.utime(src / p.name, (t, t))
    today = datetime.now().date().isoformat()
    db = str(root / "r.db")
    out = {}
    for lang in ("en", "ar"):
        assert main(["-q", "--database", db, "digest", "--source", str(src), "--date", today,
                     "--out", str(root / lang), "--lang", lang]) == 0
        out[lang] = (root / lang / f"digest-{today}.pdf").read_bytes()
    out["json"] = json.loads((root / "en" / f"digest-{today}.json").read_text("utf-8"))
    return out


@needs_poppler
@pytest.mark.skipif(not DEV.is_dir(), reason="../shared/eval/dev_linking not present")
def test_real_day_of_46_reports_is_a_brief_of_twelve_pages_at_most(dev_digest, tmp_path):
    for lang in ("en", "ar"):
        pages = pages_text(dev_digest[lang], tmp_path)
        assert len(pages) <= 12, (lang, len(pages))
        glance = pages[0]
        assert ("AT A GLANCE" if lang == "en" else "في لمحة") in glance
    # every story's first toll on page 1, as a range of its sources or their agreed words
    glance = pages_text(dev_digest["en"], tmp_path)[0]
    for s in dev_digest["json"]["stories"]:
        if s["tallies"]:
            assert any(f"{t['low']:,.0f}" in glance for t in s["tallies"]), s["title"]


@needs_poppler
@pytest.mark.skipif(not DEV.is_dir(), reason="../shared/eval/dev_linking not present")
def test_at_a_glance_shows_each_story_s_lead_and_event_day_in_the_reader_s_language(
        dev_digest, tmp_path):
    """Each story's lead (``Story.lead``: its facts in the digest's language, an English
    line for a story of Arabic reports only) and the day its event happened are on page 1
    of the English brief."""
    from reports.labels import format_date
    from reports.text import script

    glance = pages_text(dev_digest["en"], tmp_path)[0]
    stories = [s for s in dev_digest["json"]["stories"] if s["lead"]]
    assert len(stories) >= 10
    for s in stories:
        assert " ".join(s["lead"].split()) in glance, s["lead"]
        assert format_date(date.fromisoformat(s["day"]), "en") in glance, s["day"]
        if s["languages"] == ["ar"]:
            assert script(s["lead"]) == "latn", s["lead"]
