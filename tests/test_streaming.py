"""The digest files as ``render.write_all`` streams them (Jinja2 ``generate``, the JSON
encoder's pieces) are the bytes the whole-string renderers give for the same briefing,
and the PDF laid out without the user-agent sheet's footnote and note rules is the PDF
WeasyPrint makes with them. A real briefing: the examples ingested into a SQLite store.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from weasyprint import HTML
from weasyprint import html as weasy_html
from weasyprint.text.fonts import FontConfiguration

from conftest import seed_briefing
from reports import render, view
from reports.config import Settings


@pytest.fixture(scope="module")
def seeded(tmp_path_factory):
    root = tmp_path_factory.mktemp("streaming")
    settings, store, b = seed_briefing(root)
    assert len(b.articles) >= 4 and {a.analysis.language for a in b.articles} >= {"en", "ar"}
    return settings, b, root


def stock_pdf(html: str) -> bytes:
    """The PDF of ``html`` through WeasyPrint's own user-agent sheet."""
    doc = HTML(string=html, base_url=render.PACKAGE_DIR.as_uri() + "/",
               url_fetcher=render.PackageFetcher())
    return doc.write_pdf(font_config=FontConfiguration())


@pytest.mark.parametrize("layout", ["brief", "full"])
def test_streamed_files_equal_the_rendered_strings(seeded, layout):
    settings, b, root = seeded
    settings = replace(settings, layout=layout)
    paths = render.write_all(b, settings, root / layout, "digest-s")
    ctx = view.build(b, settings)
    assert paths["html"].read_bytes() == render.render_html(
        b, settings, standalone=True, ctx=ctx).encode("utf-8")
    assert paths["md"].read_bytes() == render.render_markdown(b, settings, ctx).encode("utf-8")
    assert paths["json"].read_bytes() == (
        json.dumps(b.as_dict(), ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    pdf_html = render.render_html(b, settings, ctx=ctx)
    assert render._MAY_USE_NOTES.search(pdf_html) is None  # laid out without the rules
    assert paths["pdf"].read_bytes() == stock_pdf(pdf_html)
    assert sorted(p.name for p in (root / layout).iterdir()) == [
        f"digest-s.{ext}" for ext in ("html", "json", "md", "pdf")]


def test_json_chunks_are_json_dumps(seeded):
    _settings, b, _root = seeded
    data = b.as_dict()
    text = "".join(render.json_chunks(data))
    assert text == json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    assert json.loads(text) == json.loads(json.dumps(data))


def test_only_the_note_rules_are_left_out():
    """Five universal rules go (a WeasyPrint upgrade that renames them shows here); the
    rest of the sheet is WeasyPrint's, character for character."""
    gone = render._NOTE_RULE.findall(weasy_html.UA)
    assert [r.split(" ", 1)[0] for r in gone] == [
        "::footnote-call", "::footnote-marker", "::note-call", "::note-marker",
        "::note-callback"]
    lean = render._NOTE_RULE.sub("", weasy_html.UA)
    assert len(lean) == len(weasy_html.UA) - sum(map(len, gone))
    assert "::marker" in lean


def test_a_document_with_footnotes_keeps_them():
    """A user template may use footnotes: then the stock sheet lays it out, and the call
    and marker are drawn as WeasyPrint draws them."""
    html = ("<html><body><p>Casualty figures<span style='float: footnote'>As of noon."
            "</span> differ.</p></body></html>")
    assert render.render_pdf(html, Settings()) == stock_pdf(html)
