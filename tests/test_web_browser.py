"""The web app in headless Chromium (``chromium.py``), as an analyst on a phone uses it:
type "أحمد خلف" into the search, open the entity, ask for a dossier, watch it being made,
download its PDF and read the PDF back. On every page: no console error, no failed load,
every block of Arabic text computed right to left (and of English, left to right), no
sideways scrolling at 360 px. Screenshots go to test-artifacts/ for a person to look at.
"""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime, timedelta

import chromium
import pytest
from pypdf import PdfReader
from web_support import Running

from conftest import seed_briefing
from reports import briefing

WAIT = 120.0  # seconds a dossier may take here: a safety net, not a measurement

# Each block-level element with text of its own, by the first strong character of that
# text: Arabic or Latin, and the direction the browser computed for it.
LAYOUT = r"""JSON.stringify((() => {
  const blocks = [];
  for (const e of document.body.querySelectorAll('*')) {
    const shown = getComputedStyle(e);
    if (!['block', 'list-item', 'flex', 'table-cell'].includes(shown.display)) continue;
    const own = [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent)
                                 .join('');
    const strong = own.match(/[A-Za-z\u0600-\u06FF]/);
    if (!strong) continue;
    blocks.push({script: /[A-Za-z]/.test(strong[0]) ? 'latin' : 'arabic',
                 dir: shown.direction, text: own.trim().slice(0, 40)});
  }
  // what sticks out of the screen on either side (in a right-to-left page, what
  // overflows to the left cannot be scrolled to, and scrollWidth does not count it)
  const clipped = e => { for (let p = e.parentElement; p; p = p.parentElement)
    if (p !== document.body && p !== document.documentElement
        && getComputedStyle(p).overflowX !== 'visible') return true;
    return false; };
  const out = [...document.body.querySelectorAll('*')].filter(e => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && (r.left < -0.5 || r.right > innerWidth + 0.5) && !clipped(e);
  }).map(e => e.tagName + '.' + e.className);
  return {blocks, out, page: getComputedStyle(document.documentElement).direction,
          width: document.documentElement.scrollWidth, view: window.innerWidth,
          title: document.title};
})())"""


def looks_right(tab, name: str, reloads: bool = False) -> dict:
    """The checks every page passes; its layout facts, and a screenshot ``name``. A page
    that ``reloads`` itself may go away under the checks: they are made again on its
    next load."""
    for attempt in range(3):
        tab.settled()
        try:
            return _looks_right(tab, name)
        except RuntimeError as exc:  # the page's document went away (its own reload)?
            if not (reloads and chromium.gone(exc)) or attempt == 2:
                raise
    raise AssertionError("unreachable")


def _looks_right(tab, name: str) -> dict:
    assert tab.errors() == [], (tab.url(), tab.errors())
    d = json.loads(tab.evaluate(LAYOUT))
    wrong = [b for b in d["blocks"]
             if (b["script"] == "arabic") != (b["dir"] == "rtl")]
    assert not wrong, (tab.url(), wrong)
    # no sideways scroll: a phone widens its viewport (innerWidth) to what overflows
    assert max(d["width"], d["view"]) <= tab.width and not d["out"], (tab.url(), d)
    png = tab.screenshot(name)
    assert png.startswith(b"\x89PNG") and len(png) > 5_000
    return d


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    settings, store, _ = seed_briefing(tmp_path_factory.mktemp("web-browser"))
    end = datetime.now(UTC) + timedelta(hours=1)
    for hours in (2, 1):  # two digests: the second says what changed since the first
        briefing.make_digest(store, settings, end - timedelta(hours=hours + 24),
                             end - timedelta(hours=hours - 1), key=None,
                             stem=f"digest-browser-{hours}")
    running = Running(settings)
    yield running
    running.close()


def test_search_in_arabic_then_the_entity_then_its_dossier_as_a_pdf(app, browser, tmp_path):
    with browser.tab(width=360) as tab:
        tab.navigate(f"{app.url}/entities")
        looks_right(tab, "web-search-360.png")
        tab.evaluate("document.querySelector('input[name=q]').focus()")
        tab.send("Input.insertText", text="أحمد خلف")  # typed, as a keyboard would
        tab.click("form.search button")
        assert "/entities?q=" in tab.url()
        looks_right(tab, "web-search-results-360.png")
        hits = tab.evaluate("[...document.querySelectorAll('ul.items > li')].map(e => e.innerText)")
        assert hits and "Khalef" in hits[0] and "خلف" in hits[0], hits

        tab.click("ul.items a.t")
        assert "/entities/" in tab.url()
        looks_right(tab, "web-entity-360.png")
        text = tab.evaluate("document.body.innerText")
        assert "Khalef" in text and "خلف" in text  # one entity, both scripts
        assert tab.evaluate("document.querySelectorAll('table.timeline').length") == 1

        tab.click("form.ask button")  # "make a dossier" (a POST with its CSRF token)
        assert "/dossiers/" in tab.url()
        looks_right(tab, "web-dossier-waiting-360.png", reloads=True)
        deadline = time.monotonic() + WAIT
        status = ""
        while status != "done":  # the page refreshes itself (meta refresh) until done
            assert time.monotonic() < deadline and status != "failed", tab.evaluate(
                "document.body.innerText")
            time.sleep(0.5)
            try:  # the status of a page loaded whole
                status = tab.evaluate("document.readyState === 'complete' && document"
                                      ".querySelector('#status')?.className.split(' ')[1] || ''")
            except RuntimeError as exc:  # between two loads of the page
                if not chromium.gone(exc):
                    raise
                status = ""
        looks_right(tab, "web-dossier-done-360.png")  # done: it no longer reloads
        pdf = tab.download('.downloads a[href$="/pdf"]', tmp_path)
        pages = PdfReader(pdf).pages
        text = " ".join(p.extract_text() for p in pages)
        assert pdf.read_bytes().startswith(b"%PDF") and len(pages) >= 2
        assert "Khalef" in text or "خلف" in text
        assert tab.errors() == []


def test_the_pages_in_arabic_on_a_phone(app, browser):
    with browser.tab(width=360) as tab:
        tab.navigate(f"{app.url}/stories?ui=ar")
        d = looks_right(tab, "web-stories-ar-360.png")
        assert d["page"] == "rtl" and {b["script"] for b in d["blocks"]} >= {"arabic"}
        tab.click("ul.items a.t")
        assert "/stories/" in tab.url()
        d = looks_right(tab, "web-story-ar-360.png")
        assert {b["script"] for b in d["blocks"]} == {"arabic", "latin"}  # both, each its way
        for path, name in (("/operator", "web-operator-ar-360.png"),
                           ("/dossier", "web-dossier-form-ar-360.png"), ("/", "web-home-ar-360.png")):
            tab.navigate(app.url + path)
            assert looks_right(tab, name)["page"] == "rtl"
        tab.click("ul.items a.t")  # the newest digest: what changed, and its files
        assert "/digest?key=" in tab.url()
        looks_right(tab, "web-digest-ar-360.png")
        pdf = tab.evaluate("document.querySelector('.downloads a[href^=\"/digest/pdf\"]') !== null")
        assert pdf


def test_an_entity_on_a_desktop_screen_in_english(app, browser):
    with browser.tab(width=1200) as tab:
        tab.navigate(f"{app.url}/entities?q=Khalef&ui=en")
        tab.click("ul.items a.t")
        d = looks_right(tab, "web-entity-en-1200.png")
        assert d["page"] == "ltr"
        tab.navigate(f"{app.url}/entities?q=Khalef")
        tab.click("header.site .tools a")  # the same page in Arabic: the search kept
        assert "q=Khalef" in tab.url() and "ui=ar" in tab.url()
        d = looks_right(tab, "web-search-ar-1200.png")
        assert d["page"] == "rtl" and tab.evaluate("document.querySelectorAll('ul.items > li').length")
