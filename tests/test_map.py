"""The places on an offline world map (``reports.geomap``, ``_map.html.j2``): framed on the
places, drawn in the PDF brief's cover (read back as text and looked at as PNG) and the
HTML digest, and on the web app's story and entity pages in headless Chromium at 360 px,
left to right and right to left, with no console error."""

from __future__ import annotations

import json
import shutil
import subprocess

import chromium
import pytest
from PIL import Image
from web_support import Running

from conftest import seed_briefing
from reports import geomap, render, view
from reports.geomap import Spot

needs_poppler = pytest.mark.skipif(not shutil.which("pdftoppm") or not shutil.which("pdftotext"),
                                   reason="poppler-utils (pdftoppm, pdftotext) not installed")
RED = (0xB3, 0x26, 0x1E)  # a place's dot
SHADED = (0xC3, 0xCE, 0xD8)  # a country the places name


@pytest.fixture(scope="module")
def seeded(tmp_path_factory):
    settings, store, b = seed_briefing(tmp_path_factory.mktemp("map"))
    yield settings, store, b
    store.close()


# -- the map itself ------------------------------------------------------------------------

def test_the_outline_is_shipped_and_small():
    shapes = geomap.outline()
    codes = {iso for iso, _ in shapes}
    assert {"SY", "IQ", "LB", "US", "FR", "NO"} <= codes and len(shapes) > 170
    assert geomap.DATA.stat().st_size < 150_000


def test_a_region_s_places_are_framed_and_labelled_on_the_reading_side():
    spots = [Spot("Daraa", 32.62, 36.1, 3, "SY"), Spot("Damascus", 33.51, 36.29, 1, "SY"),
             Spot("Syria", 33.51, 36.29, 2, "SY", is_country=True)]
    m = geomap.draw(spots)
    west, south, east, north = m.bounds
    assert west < 36 < east and south < 32.6 and 33.5 < north
    assert east - west < 60  # a region, not the world
    assert [d.name for d in m.dots] == ["Daraa", "Damascus"]  # heaviest first
    assert m.countries == ("Syria",) and m.marked  # the country shaded, not dotted
    assert all(0 <= d.x <= m.width and 0 <= d.y <= m.height for d in m.dots)
    assert m.dots[0].labelled and m.dots[0].anchor == "start"  # right of the dot
    rtl = geomap.draw(spots, rtl=True)
    assert rtl.dots[0].anchor == "end" and rtl.dots[0].label_x < rtl.dots[0].x  # left of it


def test_places_across_the_world_show_the_world_and_none_shows_no_map():
    m = geomap.draw([Spot("Kabul", 34.5, 69.2, 1, "AF"), Spot("New York", 40.7, -74.0, 1, "US")])
    west, _s, east, _n = m.bounds
    assert east - west > 300
    assert geomap.draw([]) is None
    assert geomap.draw([Spot("Nowhere", None, None)]) is None


def test_a_hostile_place_name_is_escaped(seeded):
    settings, _store, _b = seeded
    m = geomap.draw([Spot('<script>alert(1)</script>"', 33.5, 36.3, 1, "SY")])
    env = render.environment(settings)
    html = env.from_string('{% import "_map.html.j2" as maps %}{{ maps.world_map(m, L, "ltr") }}'
                           ).render(m=m, L={"map": "Map", "map_of": "Map of {places}",
                                            "map_credit": "Natural Earth"})
    assert "<script>" not in html and "&lt;script&gt;" in html


# -- in the documents ------------------------------------------------------------------------

@needs_poppler
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_pdf_brief_cover_has_the_map(seeded, tmp_path, lang):
    settings, _store, b = seeded
    settings = settings.with_overrides(lang=lang)
    from dataclasses import replace

    b = replace(b, lang=lang)
    paths = render.write_all(b, settings, tmp_path / "out", f"digest-map-{lang}")
    pdf = paths["pdf"]
    first = subprocess.run(["pdftotext", "-layout", "-f", "1", "-l", "1", str(pdf), "-"],
                           capture_output=True, text=True, check=True).stdout
    first = "".join(c for c in first if c not in "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
    m = view.build(b, settings)["map"]
    assert m is not None and m.dots
    labelled = [d.name for d in m.dots if d.labelled]
    assert labelled
    for name in labelled:  # the labels on the map are text in the PDF
        assert name in first, (name, first[:600])
    assert ("Map" if lang == "en" else "خريطة") in first
    # and they are drawn: page 1 as PNG has the dots' red and the shaded country
    subprocess.run(["pdftoppm", "-png", "-r", "100", "-f", "1", "-l", "1", str(pdf),
                    str(tmp_path / "page")], check=True)
    png = next(tmp_path.glob("page*.png"))
    keep = tmp_path.parent / f"map-cover-{lang}.png"
    shutil.copy(png, keep)  # for a person to look at
    img = Image.open(png).convert("RGB")
    colours = img.getcolors(maxcolors=1 << 20)

    def near(rgb, tol=24) -> int:
        return sum(n for n, c in colours if all(abs(a - b) <= tol for a, b in zip(c, rgb)))

    assert near(RED) > 40, "no dot drawn"
    assert near(SHADED, 6) > 400, "no country shaded"
    # on the cover, on the side the page reads from: right in English, left in Arabic
    w = img.width
    shaded = [x for y in range(img.height // 3) for x in range(w)
              if all(abs(a - b) <= 6 for a, b in zip(img.getpixel((x, y)), SHADED))]
    assert (min(shaded) > w / 2) if lang == "en" else (max(shaded) < w / 2), lang
    dots = [x for y in range(img.height // 3) for x in range(min(shaded), max(shaded))
            if all(abs(a - b) <= 40 for a, b in zip(img.getpixel((x, y)), RED))]
    assert len(dots) > 20, "no dot on the map"


def test_the_html_digest_has_the_map_with_every_place_listed(seeded, tmp_path):
    settings, _store, b = seeded
    paths = render.write_all(b, settings, tmp_path / "out", "digest-map-html")
    html = paths["html"].read_text(encoding="utf-8")
    m = view.build(b, settings)["map"]
    assert html.count('<figure class="worldmap"') == 1 and "<svg" in html
    assert 'role="img"' in html and "Map of the places named:" in html
    for name in m.names:
        assert name.replace("'", "&#39;") in html
    assert len(m.dots) == html.count("<circle ")
    assert "Natural Earth" in html
    json_doc = json.loads(paths["json"].read_text(encoding="utf-8"))  # the JSON is unchanged by it
    assert "map" not in json_doc


# -- in the web app, in a browser at 360 px -------------------------------------------------

@pytest.fixture(scope="module")
def app(seeded):
    settings, _store, _b = seeded
    running = Running(settings)
    yield running
    running.close()


MAP = r"""JSON.stringify((() => {
  const f = document.querySelector('figure.worldmap');
  if (!f) return null;
  const svg = f.querySelector('svg').getBoundingClientRect();
  const names = [...f.querySelectorAll('.map-name')].map(e => ({text: e.textContent,
      dir: getComputedStyle(e).direction, left: e.getBoundingClientRect().left,
      right: e.getBoundingClientRect().right}));
  return {dots: f.querySelectorAll('circle').length, paths: f.querySelectorAll('path').length,
          width: svg.width, height: svg.height, names, legend: f.querySelector('figcaption').innerText,
          dir: getComputedStyle(f).direction, label: f.querySelector('svg title').textContent};
})())"""


@pytest.mark.parametrize("ui", ["en", "ar"])
def test_the_story_and_entity_pages_show_the_map_on_a_phone(app, browser, seeded, ui):
    from test_web_browser import looks_right

    _settings, store, _b = seeded
    story = max(store.stories(), key=lambda s: len(s.article_ids))
    daraa = next(e for e in store.linked()[0] if e.kind == "place" and "Daraa" in e.names)
    khalef = next(e for e in store.linked()[0] if "Ahmed Khalef" in e.names)
    with browser.tab(width=360) as tab:
        for what, path in (("story", f"/stories/{story.id}"), ("place", f"/entities/{daraa.id}"),
                           ("person", f"/entities/{khalef.id}")):
            tab.navigate(f"{app.url}{path}?ui={ui}")
            looks_right(tab, f"web-map-{what}-{ui}-360.png")  # no console error, no overflow
            m = json.loads(tab.evaluate(MAP))
            assert m is not None, (what, ui)
            assert m["dots"] >= 1 and m["paths"] > 5, m
            assert 250 < m["width"] <= 360 and m["height"] > 100, m
            assert m["dir"] == ("rtl" if ui == "ar" else "ltr")
            assert "Daraa" in m["label"] or "درعا" in m["label"], m["label"]
            for n in m["names"]:  # each name in its own script's direction, on the screen
                assert n["dir"] == ("rtl" if any("\u0600" <= c <= "\u06ff" for c in n["text"])
                                    else "ltr"), n
                assert n["left"] >= 0 and n["right"] <= 360, n
            if ui == "ar":
                assert "درعا" in m["legend"], m["legend"]
    assert chromium.available()
