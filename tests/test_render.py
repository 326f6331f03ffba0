"""Rendering: real seed articles through ingest, a real SQLite store and the briefing
builder, written to real HTML/PDF/Markdown/JSON files and read back with pypdf and
pdftotext. Hostile article text must stay inert text and never make the PDF renderer
read a local file.
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import time
from dataclasses import replace
from datetime import UTC, date, datetime
from html import unescape
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from pypdf import PdfReader

from conftest import seed_briefing
from reports import briefing as briefing_mod
from reports import render, view
from reports.charts import chartable, charts_for
from reports.config import Settings
from reports.labels import labels
from reports.model import Analysis, Article, Briefing, Claim, Figure, OverviewEntry
from reports.text import squash

PAYLOAD_TITLE = "Mayor <script>alert(1)</script> resigns over budget"
PAYLOAD_BODY = (
    'Officials said on Tuesday that <img src="file:///etc/passwd"> the mayor of Springfield '
    "resigned after the council rejected a budget of 40 million dollars.\n\n"
    '"We could not go on like this," said Jane Porter, a council member, adding that '
    '<link rel="attachment" href="file:///etc/passwd"> about 200 staff would be affected.\n'
)
PASSWD_MARK = "root:x:0:0"

needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                   reason="poppler-utils (pdftotext) not installed")


def pdftotext(path: Path) -> str:
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], check=True,
                         capture_output=True)
    return out.stdout.decode("utf-8")


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict:
    """Seeds + a hostile article + an unreadable file, ingested into a temp SQLite store."""
    root = tmp_path_factory.mktemp("render")
    settings, store, b = seed_briefing(root, {
        "zz_hostile.txt": f"{PAYLOAD_TITLE}\n\n{PAYLOAD_BODY}".encode(),
        "zz_broken.txt": b"",  # quarantined: empty file
    })
    paths = render.write_all(b, settings, root / "out", "digest-test")
    return {"root": root, "settings": settings, "store": store, "briefing": b,
            "paths": paths}


def test_write_all_writes_four_files_atomically(built):
    paths = built["paths"]
    assert set(paths) == {"html", "pdf", "md", "json"}
    for ext, p in paths.items():
        assert p.name == f"digest-test.{ext}" and p.stat().st_size > 0
    assert not [p for p in paths["pdf"].parent.iterdir() if p.name.endswith(".tmp")]
    data = json.loads(paths["json"].read_text(encoding="utf-8"))
    assert data == json.loads(json.dumps(built["briefing"].as_dict(), ensure_ascii=False))
    assert paths["pdf"].read_bytes().startswith(b"%PDF-")


def test_seed_briefing_has_every_article(built):
    b = built["briefing"]
    languages = {a.analysis.language for a in b.articles}
    assert len(b.articles) == 5 and {"en", "ar"} <= languages
    assert [q.path for q in b.quarantined] and "zz_broken.txt" in b.quarantined[0].path


@needs_poppler
def test_pdf_contains_every_headline_arabic_included(built):
    b, pdf = built["briefing"], built["paths"]["pdf"]
    reader = PdfReader(pdf)
    assert len(reader.pages) >= 2
    text = flat(pdftotext(pdf))
    for a in b.articles:
        head = flat(view.headline(a.analysis)).rstrip("…")
        if a.analysis.language == "en":
            assert head[:60] in text, head
        else:  # Arabic comes out in logical order (shaped glyphs mapped back to letters)
            words = [w.strip("،.\"") for w in head.split() if len(w) > 3][:5]
            assert len(words) >= 3 and all(w in text for w in words), words
    assert "أحمد خلف" in text


def test_pdf_metadata_bookmarks_and_fonts(built):
    b, pdf = built["briefing"], built["paths"]["pdf"]
    reader = PdfReader(pdf)
    meta = reader.metadata
    assert meta.title.startswith("Morning Briefing")
    assert meta.creation_date is not None
    assert reader.trailer["/Root"]["/Lang"] == "en"
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (595, 842)  # A4

    def titles(outline) -> list[str]:
        out = []
        for item in outline:
            out.extend(titles(item) if isinstance(item, list) else [item.title])
        return out

    marks = [flat(t) for t in titles(reader.outline)]
    # the daily PDF is the brief: no who's who (the HTML digest has it)
    assert "At a glance" in marks and "Files not included" in marks
    assert "Who's who" not in marks
    for story in view.build(b, built["settings"])["stories"]:  # a bookmark per story,
        head = flat(story.headline).rstrip("…")[:40]  # under the headline it is shown with
        assert any(head in m for m in marks), (head, marks)
    fonts = set()
    for page in reader.pages:
        for f in (page["/Resources"].get("/Font") or {}).values():
            fonts.add(str(f.get_object()["/BaseFont"]))
    fonts = {f.replace("-", "") for f in fonts}
    assert any("NotoSans" in f for f in fonts) and any("NotoNaskhArabic" in f for f in fonts)


def test_html_structure(built):
    b, html = built["briefing"], built["paths"]["html"].read_text(encoding="utf-8")
    assert '<html lang="en" dir="ltr">' in html
    for key in ("at_a_glance", "key_figures", "who", "where", "files_not_included",
                "whos_who", "who_said_what"):
        assert html_text(labels("en")[key]) in html, key
    ctx = view.build(b, built["settings"])
    stories = ctx["stories"]
    # one block per story, every article inside exactly one of them
    assert html.count('<section class="story"') == len(stories) < len(b.articles)
    assert html.count('<article class="source"') == len(b.articles)
    assert sorted(v.article.id for s in stories for v in s.articles) == sorted(
        a.id for a in b.articles)
    arabic = next(v for s in stories for v in s.articles if v.lang == "ar")
    assert re.search(rf'<article class="source" id="{arabic.anchor}" lang="ar" dir="rtl">', html)
    assert "zz_broken.txt" in html and "empty file" in html
    # the .html file names installed fonts (nothing beside it to load); the PDF embeds ours
    assert "@font-face" in html and 'local("Noto Naskh Arabic")' in html
    assert 'url("fonts/' not in html
    assert 'url("fonts/NotoNaskhArabic-Regular.ttf")' in render.render_html(b, built["settings"])
    # who's who: every linked person links to the stories naming them
    people = {p.name: p for p in ctx["people"]}
    khalef = next(p for n, p in people.items() if "Khalef" in n)
    assert khalef.other_names == ("أحمد خلف",) and [r.num for r in khalef.refs] == [
        s.num for s in stories if any("Khalef" in e.name for e in s.people)]
    assert re.search(r'<a class="ref" href="#story-\d+"', html)


def html_text(text: str) -> str:
    return str(render.escape(text))


def test_two_sources_corroborate_a_figure(built):
    """The seed defector story is told in English and Arabic: 4,500 is marked by the two
    sources that give it, the sources' bar names both languages, and Khalef's words are
    grouped."""
    b = built["briefing"]
    stories = view.build(b, built["settings"])["stories"]
    (s,) = [s for s in stories if {v.lang for v in s.articles} == {"en", "ar"}]
    assert s.languages == ("English", "Arabic")
    assert [v.tag for v in s.articles] == [f"{s.num}{chr(ord('a') + k)}"
                                           for k in range(len(s.articles))]
    (row,) = [f for f in s.figures if f.value == 4500]
    assert row.sources == 2 and not row.single_source
    assert {m.src.lang for m in row.marks} == {"en", "ar"}
    assert row == s.key_figures[0]  # what two sources agree on leads
    assert any(f.single_source for f in s.figures)
    khalef = next(c for c in s.claims if "Khalef" in c.speaker)
    assert khalef.sources == 2 and {src.lang for src, _ in khalef.by_source} == {"en", "ar"}
    html = built["paths"]["html"].read_text(encoding="utf-8")
    block = html[html.index(f'id="{s.anchor}"'):]
    block = block[:block.index("</section>")]
    assert '<span class="mark ok">2 sources</span>' in block
    assert '<span class="mark one">single source</span>' in block


def test_hostile_text_is_inert(built):
    b, paths = built["briefing"], built["paths"]
    hostile = next(a for a in b.articles if "alert(1)" in a.analysis.title)
    everything = json.dumps(hostile.as_dict())
    assert "file:///etc/passwd" in everything  # the payload reached the renderer
    html = paths["html"].read_text(encoding="utf-8")
    assert "<script" not in html.lower()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert not re.search(r"<img\b", html, re.IGNORECASE)
    assert not re.search(r"<link\b", html, re.IGNORECASE)
    pdf_bytes = paths["pdf"].read_bytes()
    assert PASSWD_MARK.encode() not in pdf_bytes
    assert not PdfReader(paths["pdf"]).attachments
    if shutil.which("pdftotext"):
        text = pdftotext(paths["pdf"])
        assert PASSWD_MARK not in text and "<script>alert(1)</script>" in text
    md = paths["md"].read_text(encoding="utf-8")
    rendered = MarkdownIt().render(md)
    assert "<script" not in rendered and "<img" not in rendered and "<link" not in rendered


def test_fetcher_serves_only_package_files():
    fetcher = render.PackageFetcher()
    font = (render.PACKAGE_DIR / "fonts" / "NotoSans-Regular.ttf").as_uri()
    assert fetcher.fetch(font).read()[:4] in (b"\x00\x01\x00\x00", b"true", b"OTTO")
    escape = render.PACKAGE_DIR.as_uri() + "/../../../../../../etc/passwd"
    for url in ("file:///etc/passwd", escape, "http://127.0.0.1:9/x.css",
                "https://example.org/font.ttf", "data:text/plain,root:x:0:0",
                render.PACKAGE_DIR.as_uri() + "/fonts/missing.ttf",
                render.PACKAGE_DIR.as_uri() + "/render.py",
                render.PACKAGE_DIR.as_uri() + "/fonts/../config.py"):
        with pytest.raises(ValueError):
            fetcher.fetch(url)
    assert len(fetcher.refused) == 8


def test_pdf_renderer_refuses_local_files_even_in_raw_html():
    """Defence in depth: even markup that bypassed escaping cannot pull in /etc/passwd."""
    if PASSWD_MARK not in Path("/etc/passwd").read_text(errors="replace"):
        pytest.skip("this machine's /etc/passwd has no root:x:0:0 line to look for")
    raw = ('<html><head><link rel="attachment" href="file:///etc/passwd" title="p">'
           '<link rel="stylesheet" href="file:///etc/passwd"></head><body>'
           '<p>hello</p><img src="file:///etc/passwd"><object data="file:///etc/passwd">'
           "</object></body></html>")
    pdf = render.render_pdf(raw, Settings())
    reader = PdfReader(io.BytesIO(pdf))
    assert not reader.attachments
    assert PASSWD_MARK.encode() not in pdf
    # control: WeasyPrint's default fetcher does embed the file, so this test can fail
    from weasyprint import HTML

    leaky = HTML(string=raw).write_pdf()
    leaked = PdfReader(io.BytesIO(leaky)).attachments
    assert any(PASSWD_MARK.encode() in blob for blobs in leaked.values() for blob in blobs)


def test_user_template_overrides_one_file(built, tmp_path):
    user = tmp_path / "templates"
    user.mkdir()
    (user / "print.css").write_text("/* USER-CSS-MARKER */ body { color: #123456; }\n")
    settings = replace(built["settings"], templates=str(user))
    html = render.render_html(built["briefing"], settings)
    assert "USER-CSS-MARKER" in html and "@font-face" not in html
    assert labels("en")["at_a_glance"] in html  # other templates still the packaged ones
    stories = view.build(built["briefing"], settings)["stories"]
    for name, layout in (("_story.html.j2", "full"), ("_brief_story.html.j2", "brief")):
        (user / name).write_text('<article class="mine">{{ s.num }}={{ s.headline }}</article>\n')
        html = render.render_html(built["briefing"], replace(settings, layout=layout))
        assert html.count('<article class="mine">') == len(stories), name
        assert "&lt;script&gt;" in html  # user templates are autoescaped too
        (user / name).write_text("{{ s.no_such_field }}")
        with pytest.raises(Exception, match="no_such_field"):  # StrictUndefined
            render.render_html(built["briefing"], replace(settings, layout=layout))
        (user / name).unlink()


def test_email_is_self_contained(built):
    b = built["briefing"]
    subject, text, html = render.render_email(b, built["settings"])
    stories = view.build(b, built["settings"])["stories"]
    assert "Morning Briefing" in subject and f"{len(stories)} stories" in subject
    assert str(b.period_start.year) in subject
    assert text == render.render_markdown(b, built["settings"])
    low = html.lower()
    for bad in ("<link", "<script", "<img", "<style", "http://", "https://", "url("):
        assert bad not in low, bad
    assert 'style="' in html and "max-width: 640px" in html.replace("max-width:640px",
                                                                       "max-width: 640px")
    assert 'dir="rtl"' in html and "&lt;script&gt;" in html
    for a in b.articles:
        if a.analysis.language == "en":
            assert squash(a.analysis.title)[:30] in unescape(html)
    assert unescape(html).count("2 sources") >= 1  # the two-source story and its 4,500
    assert html.count('class="story"') == len(stories)


def test_markdown_is_plain_readable_and_escaped(built):
    md = built["paths"]["md"].read_text(encoding="utf-8")
    assert md.startswith("# Morning Briefing")
    assert "## At a glance" in md and "## Files not included" in md
    assert "## Who's who" in md and "&#39;" not in md and "&amp;" not in md  # plain text
    assert "أحمد خلف" in md
    assert "\\<script\\>alert(1)\\</script\\>" in md
    assert render.md_escape("# not a heading [x](http://e) *b*") == \
        "\\# not a heading \\[x\\](http://e) \\*b\\*"


@pytest.fixture(scope="module")
def arabic_pdf(built, tmp_path_factory):
    b = replace(built["briefing"], lang="ar")
    out = tmp_path_factory.mktemp("ar")
    return b, render.write_all(b, built["settings"], out, "digest-ar")


@needs_poppler
def test_arabic_labels_and_rtl_layout(arabic_pdf):
    _b, paths = arabic_pdf
    L = labels("ar")
    html = paths["html"].read_text(encoding="utf-8")
    assert '<html lang="ar" dir="rtl">' in html
    assert L["at_a_glance"] in html and L["files_not_included"] in html
    assert "@top-right" in html and "string(brief-title)" in html
    text = flat(pdftotext(paths["pdf"]))
    assert L["at_a_glance"] in text and L["key_figures"] in text
    assert PdfReader(paths["pdf"]).trailer["/Root"]["/Lang"] == "ar"
    md = paths["md"].read_text(encoding="utf-8")
    assert f"## {L['at_a_glance']}" in md


def test_dossier_has_query_overview_and_oldest_first(built, tmp_path):
    b = briefing_mod.dossier(built["store"], "Khalef")
    assert b.articles
    html = render.render_html(b, built["settings"])
    assert labels("en")["query"] in html and "Khalef" in html
    if b.overview:
        assert labels("en")["what_said_when"] in html
    assert '<table class="timeline"' in html and labels("en")["timeline"] in html
    md = render.render_markdown(b, built["settings"])
    assert "Khalef" in md


def _article(aid: str, figures: tuple[Figure, ...], lang: str = "en",
             title: str = "A story") -> Article:
    a = Analysis(id=aid, source=f"{aid}.txt", title=title, language=lang,
                 summary=("First sentence of the story.",), figures=figures)
    return Article(analysis=a, sources=(f"{aid}.txt",),
                   first_seen=datetime(2026, 11, 30, 8, tzinfo=UTC))


def fig(value: float, unit: str, what: str) -> Figure:
    return Figure(value=value, unit=unit, what=what, approx="", text=f"{value:g}",
                  sentence=f"{what} {value:g}.")


def test_charts_only_compare_like_with_like():
    figures = (fig(4500, "people", "defected"), fig(1300, "people", "killed"),
               fig(40, "percent", "turnout"), fig(900, "people", "killed"))
    groups = chartable(figures)
    assert [u for u, _ in groups] == ["people"]
    assert [f.value for f, _lang in groups[0][1]] == [4500, 1300, 900]
    svg = str(charts_for(figures)[0].svg)
    widths = [float(w) for w in re.findall(r'<rect x="[\d.]+" y="0" width="([\d.]+)"', svg)]
    assert widths[0] == 100.0 and abs(widths[1] - 100 * 1300 / 4500) < 0.01
    assert not charts_for((fig(5, "people", "a"), fig(6, "percent", "b")), min_bars=2)
    assert not charts_for((fig(1300, "people", "died"), fig(2, "people", "soldiers")))
    # one value ten times the next would flatten the rest: left to the table
    big = charts_for(figures + (fig(700000, "people", "marched"),))[0].svg
    assert "marched" not in str(big) and "defected" in str(big)
    rtl = str(charts_for(figures, rtl=True)[0].svg)
    bars = re.findall(r'<rect x="([\d.]+)" y="0" width="([\d.]+)"', rtl)
    assert all(abs(float(x) + float(w) - 100) < 0.01 for x, w in bars)  # hang from the right
    assert len(set(re.findall(r'<rect x="([\d.]+)"', svg))) == 1  # LTR: all start at 0
    hostile = charts_for((fig(2, "", "<b>x</b>"), fig(3, "", "y")), min_bars=2)[0].svg
    assert "<b>" not in str(hostile) and "&lt;b&gt;" in str(hostile)


def test_letter_page_size_and_chart_in_pdf(tmp_path):
    figures = (fig(4500, "people", "army personnel defected"),
               fig(1300, "people", "civilians killed"), fig(350, "people", "officers killed"),
               fig(40, "years", "years of rule"), fig(20, "years", "aged"),
               fig(30, "years", "in power"))
    b = Briefing(title="Letter test", kind="digest",
                 period_start=datetime(2026, 11, 30, tzinfo=UTC),
                 period_end=datetime(2026, 12, 1, tzinfo=UTC),
                 generated=datetime(2026, 11, 30, 9, tzinfo=UTC),
                 articles=(_article("a1", figures),))
    settings = Settings(page_size="Letter", templates=str(tmp_path / "none"), layout="full")
    html = render.render_html(b, settings)
    assert "size: letter" in html and html.count('<svg') == 3  # durations are not charted
    brief = render.render_html(b, replace(settings, layout="brief"))
    assert "size: letter" in brief and "<svg" not in brief  # the brief has no charts
    assert "30 November 2026" in html and "Monday" in html  # one day: a single date
    reader = PdfReader(io.BytesIO(render.render_pdf(html, settings)))
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


def test_files_follow_the_umask_and_a_killed_writers_leftovers_go(tmp_path):
    b = Briefing(title="T", kind="digest", period_start=datetime(2026, 11, 30),
                 period_end=datetime(2026, 12, 1), generated=datetime(2026, 11, 30),
                 articles=())
    out = tmp_path / "out"
    out.mkdir()
    stale, fresh = out / ".d.pdf.abc123.tmp", out / ".d.html.def456.tmp"
    for p in (stale, fresh):
        p.write_text("half")
    old = time.time() - 2 * render.STALE_TMP
    os.utime(stale, (old, old))
    before = os.umask(0o077)
    try:
        paths = render.write_all(b, Settings(templates=str(tmp_path / "none")), out, "d")
    finally:
        os.umask(before)
    assert {oct(p.stat().st_mode & 0o777) for p in paths.values()} == {"0o600"}
    assert not stale.exists() and fresh.exists()  # a writer at work keeps its file


def test_failed_render_leaves_previous_files(tmp_path, monkeypatch):
    b = Briefing(title="T", kind="digest", period_start=datetime(2026, 11, 30),
                 period_end=datetime(2026, 12, 1), generated=datetime(2026, 11, 30),
                 articles=())
    settings = Settings(templates=str(tmp_path / "none"))
    out = tmp_path / "out"
    out.mkdir()
    (out / "d.html").write_text("old")

    def boom(html: str):
        raise RuntimeError("renderer crashed")

    monkeypatch.setattr(render, "_laid_out", boom)  # WeasyPrint's layout, for every PDF
    with pytest.raises(RuntimeError):
        render.write_all(b, settings, out, "d")
    assert (out / "d.html").read_text() == "old" and sorted(os_names(out)) == ["d.html"]


def os_names(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir()]


def _two_source_briefing(lang: str = "en") -> Briefing:
    """Two articles of one story (English, Arabic) that agree on 4,500 and differ on the
    death toll, with one speaker quoted in both."""
    from reports.model import ClaimGroup, FigureGroup, LinkedEntity, Report, Story, Tally

    killed_en = Figure(1500, "people", "people killed", "more than", "more than 1,500",
                       "More than 1,500 people have been killed.")
    killed_ar = Figure(1300, "people", "قتيل", "", "1300", "سقط 1300 قتيل.")
    a1 = _article("e1", (fig(4500, "people", "defected"), killed_en), title="Defector speaks")
    a1 = replace(a1, analysis=replace(a1.analysis, claims=(
        Claim("Ahmed Khalef", "I refused to shoot", True, "He said it."),)))
    a2 = replace(_article("a2", (fig(4500, "people", "منشق"), killed_ar), lang="ar",
                          title="منشق يتحدث"), sources=("a2.txt",),
                 first_seen=datetime(2026, 11, 29, 8, tzinfo=UTC))
    a2 = replace(a2, analysis=replace(a2.analysis, claims=(
        Claim("أحمد خلف", "رفضت إطلاق النار", True, "قال ذلك."),)))
    r1 = Report("e1", "e1.txt", "en", "2026-11-30", "4500", "defected 4500.", "defected",
                "people")
    r2 = Report("a2", "a2.txt", "ar", "2026-11-29", "4500", "منشق 4500.", "منشق", "people")
    k1 = Report("e1", "e1.txt", "en", "2026-11-30", killed_en.text, killed_en.sentence,
                killed_en.what, killed_en.unit, value=1500, approx="more than", day="2026-11-30")
    k2 = Report("a2", "a2.txt", "ar", "2026-11-29", killed_ar.text, killed_ar.sentence,
                killed_ar.what, killed_ar.unit, value=1300, day="2026-11-29")
    q1 = Report("e1", "e1.txt", "en", "2026-11-30", "I refused to shoot", "He said it.",
                quote=True)
    q2 = Report("a2", "a2.txt", "ar", "2026-11-29", "رفضت إطلاق النار", "قال ذلك.",
                quote=True)
    story = Story(id="s1", title="Defector speaks", article_ids=("e1", "a2"),
                  languages=("ar", "en"), entity_ids=("p1",),
                  figures=(FigureGroup("defected", 4500, "", "people", (r1, r2)),
                           FigureGroup("killed", 1500, "more than", "people", (k1,),
                                       disputed_by=((1300, "", k2),)),
                           FigureGroup("killed", 1300, "", "people", (k2,),
                                       disputed_by=((1500, "more than", k1),))),
                  claims=(ClaimGroup("p1", "Ahmed Khalef", (q2, q1)),),
                  tallies=(Tally("killed", "", (k1, k2)),))  # newest first
    person = LinkedEntity(id="p1", kind="person", name="Ahmed Khalef",
                          names=("Ahmed Khalef", "Khalef", "أحمد خلف"),
                          article_ids=("e1", "a2"), mentions=3)
    return Briefing(title="T", kind="digest", period_start=datetime(2026, 11, 29, tzinfo=UTC),
                    period_end=datetime(2026, 12, 1, tzinfo=UTC),
                    generated=datetime(2026, 11, 30, tzinfo=UTC), articles=(a1, a2),
                    stories=(story,), entities=(person,), lang=lang)


def test_story_marks_disputes_and_whos_who():
    """Agreed, single-source and disputed figures; claims grouped by speaker across
    languages in each wording; who's who across scripts."""
    b = _two_source_briefing()
    settings = Settings(templates="/nonexistent-user-templates")
    ctx = view.build(b, settings)
    (s,) = ctx["stories"]
    assert [v.tag for v in s.articles] == ["1a", "1b"]
    assert [v.lang for v in s.articles] == ["ar", "en"]  # oldest first: a2 was seen on the 29th
    agreed, killed, *_ = s.figures
    assert agreed.sources == 2 and not agreed.single_source
    assert killed.single_source and [m.text for m in killed.others] == ["1300"]
    (tally,) = s.tallies  # the toll, source by source, newest first
    assert (tally.shown, tally.label) == ("1,300–1,500", "killed")
    assert [(m.shown, m.approx, m.src.tag) for m in tally.marks] == [
        ("1,500", "more than", "1b"), ("1,300", "", "1a")]
    assert tally.marks[1].src.date == "29 November 2026"
    (claim,) = s.claims
    assert claim.speaker == "Ahmed Khalef" and claim.other_names == ("أحمد خلف",)
    assert [(src.lang, said[0].text) for src, said in claim.by_source] == [
        ("en", "I refused to shoot"), ("ar", "رفضت إطلاق النار")]  # label language first
    (p,) = ctx["people"]
    assert p.name == "Ahmed Khalef" and p.other_names == ("أحمد خلف",) and p.refs[0].num == 1
    assert view.build(replace(b, lang="ar"), settings)["people"][0].name == "أحمد خلف"
    html = render.render_html(b, replace(settings, layout="full"))
    side = html[html.index('<p class="tally">'):]
    side = side[:side.index("</p>")].replace("\u2068", "").replace("\u2069", "")  # isolates
    assert side.index("1,300–1,500") < side.index("killed") < side.index("1,500</b>") \
        < side.index("(more than)") < side.index("1,300</b>")
    assert "29 November 2026" in side and "30 November 2026" in side
    assert '<span class="mark ok">2 sources</span>' in html
    assert '<span class="mark differ">Sources differ</span>' in html
    assert "«رفضت إطلاق النار»" in html and "“I refused to shoot”" in html
    md = render.render_markdown(b, settings)
    assert "Ahmed Khalef / أحمد خلف" in md
    assert "Sources differ: **1,300–1,500 killed**: e1.txt 1,500 (more than) [1b" in md
    assert "(2 sources: 1b, 1a)" in md
    _, _text, mail = render.render_email(b, settings)
    assert "Sources differ" in mail and "2 sources" in mail


def test_arabic_counts_agree_with_the_number():
    from reports.labels import count

    assert [count(n, "source", "ar") for n in (1, 2, 3, 11, 100)] == [
        "مصدر واحد", "مصدران", "3 مصادر", "11 مصدراً", "100 مصدر"]
    assert count(1, "source", "en") == "1 source" and count(4, "story", "en") == "4 stories"
    # CLDR's classes (Babel): zero, and 102 is "other", 103 "few", 111 "many"
    assert [count(n, "story", "ar") for n in (0, 102, 103, 111)] == [
        "لا أخبار", "102 خبر", "103 أخبار", "111 خبراً"]


def test_arabic_dates_and_countries_are_cldrs():
    """Month, weekday and country names come from CLDR (Babel), each Arab region's months
    read in sources, the countries as news names them rather than ISO's official forms."""
    from reports.labels import country_name, format_date
    from reports.lang.ar.labels import MONTH_WORDS

    assert format_date(date(2026, 11, 30), "ar", weekday=True) == "الاثنين 30 نوفمبر 2026"
    for month, number in (("كانون الثاني", 1), ("اذار", 3), ("جانفي", 1), ("يوليوز", 7),
                          ("شتمبر", 9), ("يونيه", 6)):
        assert MONTH_WORDS[month] == number, month
    assert [country_name(c, "ar") for c in ("SY", "TR", "MD", "PS", "EG")] == [
        "سوريا", "تركيا", "مولدوفا", "فلسطين", "مصر"]
    assert country_name("RU", "en") == "Russian Federation"  # English keeps pycountry's
    # except an index form ("Palestine, State of"): CLDR's name
    assert [country_name(c, "en") for c in ("PS", "IR", "CD")] == [
        "Palestine", "Iran", "Congo (DRC)"]


def test_dossier_timeline_counts_articles_per_day():
    from reports.charts import timeline_chart

    days = [date(2026, 11, 1), date(2026, 11, 1), date(2026, 11, 3), date(2026, 11, 4)]
    html = str(timeline_chart(days, "en"))
    counts = re.findall(r'<td class="t-n">(\d*)</td>', html)
    assert counts == ["2", "", "1", "1"]  # an even scale: the empty 2nd is a column too
    heights = [int(h) for h in re.findall(r'<svg [^>]*height="(\d+)"', html)]
    assert heights[0] == 2 * heights[1] == 2 * heights[2] and "t-zero" in html
    assert "1 Nov" in html and "4 Nov" in html
    long = str(timeline_chart([date(2026, 1, 1), date(2026, 6, 30)], "ar"))
    assert long.count('<td class="t-n">') <= 31 and "يونيو" in long  # weeks, Arabic dates
    arts = [replace(_article(f"d{i}", ()), first_seen=datetime(2026, 11, d, 8, tzinfo=UTC))
            for i, d in enumerate((1, 1, 3))]
    b = Briefing(title="D", kind="dossier", period_start=arts[0].first_seen,
                 period_end=arts[-1].first_seen, generated=datetime(2026, 11, 30, tzinfo=UTC),
                 articles=tuple(reversed(arts)), query="x",
                 overview=(OverviewEntry(day="2026-11-03", speaker="Jane Porter",
                                         text="we will rebuild", article_id="d2",
                                         sentence="Jane Porter said: we will rebuild."),))
    html = render.render_html(b, Settings(templates="/nonexistent-user-templates"))
    assert '<table class="timeline"' in html and ">2</td>" in html
    assert "3 November 2026" in html and "Jane Porter: we will rebuild" in html
    assert html.index('id="timeline"') < html.index('id="glance"')


def test_empty_briefing_still_renders(tmp_path):
    b = Briefing(title="Quiet day", kind="digest",
                 period_start=datetime(2026, 11, 29, tzinfo=UTC),
                 period_end=datetime(2026, 11, 30, tzinfo=UTC),
                 generated=datetime(2026, 11, 30, 6, tzinfo=UTC), articles=())
    settings = Settings(templates=str(tmp_path / "none"))
    paths = render.write_all(b, settings, tmp_path / "out", "empty")
    assert labels("en")["no_articles"] in paths["html"].read_text(encoding="utf-8")
    assert labels("en")["no_articles"] in paths["md"].read_text(encoding="utf-8")
    assert len(PdfReader(paths["pdf"]).pages) == 1
    subject, _, _ = render.render_email(b, settings)
    assert subject == "Quiet day, Sunday 29 November 2026: 0 stories"


def test_names_and_paths_are_bidi_isolated(built):
    """WeasyPrint ignores <bdi>; the isolate characters keep a file name's dots in place
    inside an Arabic line and a number after an Arabic name on its own side. Files are
    shown by name, never by their folder."""
    html = built["paths"]["html"].read_text(encoding="utf-8")
    arabic = next(a for a in built["briefing"].articles if a.analysis.language == "ar")
    assert f"\u2068{Path(arabic.sources[0]).name}\u2069" in html
    assert "/" in arabic.sources[0] and arabic.sources[0] not in html  # "articles/003_..."
    assert str(built["root"]) not in html  # nor where the sources are on this machine
    assert render.isolate("<b>") == "\u2068&lt;b&gt;\u2069"


def test_places_grouped_under_their_country_in_both_languages():
    """"Syria" is said once over its towns, also in Arabic where pycountry's name is the
    official one (الجمهورية العربية السورية) and the article says سوريا."""
    from reports.model import LinkedEntity

    b = _two_source_briefing()
    syria = LinkedEntity(id="g1", kind="place", name="Syria", names=("Syria", "سوريا"),
                         article_ids=("a2",), mentions=2, country="SY")
    daraa = LinkedEntity(id="g2", kind="place", name="Daraa", names=("Daraa", "درعا"),
                         article_ids=("e1",), mentions=1, country="SY")
    nowhere = LinkedEntity(id="g3", kind="place", name="الميدان", names=("الميدان",),
                           article_ids=("a2",), mentions=1)
    story = replace(b.stories[0], entity_ids=("p1", "g2", "g1", "g3"))
    b = replace(b, stories=(story,), entities=(*b.entities, daraa, syria, nowhere))
    settings = Settings(templates="/nonexistent-user-templates")
    # a place named only in Arabic is transliterated for an English reader (the learned
    # model of reports.lang.ar.names), the name beside it
    for lang, country, town, other in (("en", "Syria", "Daraa", "al-Medan"),
                                       ("ar", "سوريا", "درعا", "الميدان")):
        (s,) = view.build(replace(b, lang=lang), settings)["stories"]
        head, rest = s.places_by_country
        assert head.country.name == country and [p.name for p in head.places] == [town]
        assert rest.country is None and [p.name for p in rest.places] == [other]
        assert rest.places[0].original == ("الميدان" if lang == "en" else "")
    places = view.build(b, settings)["places"]
    assert {p.name: p.country for p in places} == {"Daraa": "Syria", "Syria": "",
                                                   "al-Medan": ""}


def _story_of(n: int, singles: int = 0) -> Briefing:
    """One linked story of ``n`` articles (a minute apart) and ``singles`` stories of one."""
    from datetime import timedelta

    from reports.model import Story

    t0 = datetime(2026, 11, 30, 6, tzinfo=UTC)
    arts = [replace(_article(f"s{i:02d}", (), title=f"Flood report {i}"),
                    first_seen=t0 + timedelta(minutes=i)) for i in range(n)]
    arts += [_article(f"o{i}", (), title=f"Other news {i}") for i in range(singles)]
    story = Story(id="big", title="Flood report 0", article_ids=tuple(a.id for a in arts[:n]),
                  languages=("en",), entity_ids=())
    return Briefing(title="Counts", kind="digest", period_start=t0,
                    period_end=datetime(2026, 12, 1, tzinfo=UTC), generated=t0,
                    articles=tuple(arts), stories=(story,))


@needs_poppler
def test_tags_stay_readable_beyond_26_articles(tmp_path):
    """A story of 30 articles is tagged 1a ... 1z, 1aa ... 1ad: unique, printable letters
    (before, the 27th was "1{" and the 30th a control character, empty boxes in the PDF)."""
    b = _story_of(30)
    settings = Settings(templates=str(tmp_path / "none"))
    (s,) = view.build(b, settings)["stories"]
    tags = [v.tag for v in s.articles]
    assert len(set(tags)) == 30 and all(re.fullmatch(r"1[a-z]{1,2}", t) for t in tags)
    assert tags[:2] == ["1a", "1b"] and tags[25:] == ["1z", "1aa", "1ab", "1ac", "1ad"]
    assert [v.article.id for v in s.articles] == [f"s{i:02d}" for i in range(30)]
    assert [view.letters(i) for i in (0, 25, 26, 51, 52, 701, 702)] == [
        "a", "z", "aa", "az", "ba", "zz", "aaa"]
    paths = render.write_all(b, settings, tmp_path, "big")
    html = paths["html"].read_text(encoding="utf-8")
    assert len(set(re.findall(r'id="(art-[^"]+)"', html))) == 30
    assert "30 articles" in html  # the story's own count says articles
    md = paths["md"].read_text(encoding="utf-8")
    assert "[1ad] Flood report 29" in md and "[1z] Flood report 25" in md
    text = pdftotext(paths["pdf"])
    assert re.search(r"\b1ad\b", text) and re.search(r"\b1aa\b", text)
    assert not re.search(r"[\x00-\x08\x0b\x0e-\x1f{|}~]", text)  # \f: page breaks


def test_stories_are_counted_as_stories_and_articles_as_articles(tmp_path):
    """5 articles in 3 stories: the cover, Markdown, e-mail and subject say 3 stories and
    5 articles, also when the e-mail is rebuilt from the digest's JSON file (which used
    to drop the stories: "5 stories")."""
    from reports.model import Briefing

    b = _story_of(3, singles=2)
    settings = Settings(templates=str(tmp_path / "none"))
    assert view.story_count(b) == 3 and len(b.articles) == 5
    subject, text, mail = render.render_email(b, settings)
    assert subject.endswith(": 3 stories")
    assert "Stories: 3 · Articles: 5" in text and "(3 articles · English)" in text
    assert "Stories: <b>3</b> · Articles: <b>5</b>" in mail
    html = render.render_html(b, replace(settings, layout="full"))
    assert re.search(r"<b>3</b><span>Stories</span>.*<b>5</b><span>Articles</span>", html,
                     re.DOTALL)
    brief = render.render_html(b, settings)
    assert "<b>3 stories</b> · 5 articles" in brief
    again = Briefing.from_dict(json.loads(json.dumps(b.as_dict())))
    assert again.stories == b.stories and view.story_count(again) == 3
    assert render.render_email(again, settings) == (subject, text, mail)
    two = _two_source_briefing()  # figures, claims and entities survive the JSON too
    back = Briefing.from_dict(json.loads(json.dumps(two.as_dict(), ensure_ascii=False)))
    assert back.stories == two.stories and back.entities == two.entities
