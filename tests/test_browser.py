"""The HTML digest in a real browser: headless Chromium (``chromium.py``) opens the seed
digest (English and Arabic) from disk as a user would open the .html file: no console
errors or failed loads, Arabic blocks computed right to left, and a screenshot in
test-artifacts/ (git-ignored) for a person to look at.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import chromium
import pytest

from conftest import seed_briefing
from reports import render


@pytest.fixture(scope="module")
def digests(tmp_path_factory) -> dict:
    """The seed digest as .html files, in English and with Arabic labels (and the
    briefing and settings they came from)."""
    root = tmp_path_factory.mktemp("browser")
    settings, _store, b = seed_briefing(root)
    out: dict = {"briefing": b, "settings": settings}
    for lang in ("en", "ar"):
        path = root / f"digest-{lang}.html"
        path.write_text(render.render_html(replace(b, lang=lang), settings, standalone=True),
                        encoding="utf-8")
        out[lang] = path
    return out


DIRECTIONS = """JSON.stringify({
  html: getComputedStyle(document.documentElement).direction,
  arabic: [...document.querySelectorAll('article.source[lang="ar"], h2[lang="ar"],'
                                        + ' .said[lang="ar"]')]
          .map(e => getComputedStyle(e).direction),
  english: [...document.querySelectorAll('article.source[lang="en"]')]
           .map(e => getComputedStyle(e).direction),
  stories: document.querySelectorAll('section.story').length,
  width: document.documentElement.scrollWidth, view: window.innerWidth,
})"""


def open_page(browser: chromium.Browser, path: Path, width: int = 1000) -> chromium.Tab:
    tab = browser.tab(width)
    tab.navigate(path.as_uri())
    return tab


def test_digest_in_chromium_english(browser, digests):
    with open_page(browser, digests["en"]) as tab:
        assert tab.errors() == []
        d = json.loads(tab.evaluate(DIRECTIONS))
        assert d["html"] == "ltr" and d["stories"] >= 2
        assert d["arabic"] and set(d["arabic"]) == {"rtl"}  # every Arabic block reads RTL
        assert d["english"] and set(d["english"]) == {"ltr"}
        png = tab.screenshot("digest-chromium.png")
        assert png.startswith(b"\x89PNG") and len(png) > 10_000  # a page, not a blank


def test_digest_in_chromium_arabic_labels_and_phone_width(browser, digests):
    with open_page(browser, digests["ar"], width=380) as tab:
        assert tab.errors() == []
        d = json.loads(tab.evaluate(DIRECTIONS))
        assert d["html"] == "rtl" and set(d["arabic"]) == {"rtl"}
        assert d["english"] and set(d["english"]) == {"ltr"}  # English stays LTR inside
        assert max(d["width"], d["view"]) <= tab.width  # nothing wider than a phone screen
        tab.screenshot("digest-chromium-ar-phone.png")


def test_email_html_reads_at_phone_width(browser, digests, tmp_path):
    """The e-mail part as a phone shows it: no loads at all, no sideways scrolling."""
    b, settings = digests["briefing"], digests["settings"]
    _, _, mail = render.render_email(b, settings)
    page = tmp_path / "mail.html"
    page.write_text(mail, encoding="utf-8")
    with open_page(browser, page, width=360) as tab:
        assert tab.errors() == []
        d = json.loads(tab.evaluate("""JSON.stringify({
          width: document.documentElement.scrollWidth, view: window.innerWidth,
          arabic: [...document.querySelectorAll('[lang="ar"]')].map(e => getComputedStyle(e).direction),
          requests: performance.getEntriesByType('resource').length})"""))
        assert max(d["width"], d["view"]) <= tab.width and d["requests"] == 0
        assert d["arabic"] and set(d["arabic"]) == {"rtl"}
