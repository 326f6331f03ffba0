"""CSV exports (``reports.export``) through the CLI (``reports export``) and the web app
(``/export/{what}.csv``), of a real store made from the examples and two hostile articles
(a headline a spreadsheet would run as a command, in English and in Arabic), read back
with the csv module: UTF-8 with a byte-order mark, Arabic intact, no cell a formula."""

from __future__ import annotations

import csv
import io
from datetime import date

import pytest
from web_support import Running

from conftest import seed_briefing
from reports import export
from reports.cli import main

BOM = b"\xef\xbb\xbf"
HOSTILE = (b"=cmd|' /C calc'!A0 Warehouse fire kills 7 in Testville\n\n"
           b"At least 7 workers were killed when a fire swept through a warehouse in Testville, "
           b"Ohio, on Friday, the fire chief said.\n\n"
           b"-2+3 Officials said 4 firefighters were injured in the Testville warehouse fire.\n")
HOSTILE_AR = ("=cmd|' /C calc'!A0 انفجار يقتل 12 شخصا في حمص\n\n"
              "قتل 12 شخصا على الأقل في انفجار في مدينة حمص السورية يوم الاثنين، بحسب الشرطة.\n\n"
              "@SUM(1+1) وقال مسؤولون إن 30 شخصا أصيبوا في الانفجار.\n").encode()
FORMULA = ("=", "+", "-", "@", "\t", "\r")


@pytest.fixture(scope="module")
def seeded(tmp_path_factory):
    root = tmp_path_factory.mktemp("export")
    settings, store, _ = seed_briefing(root, extra={"zz_hostile.txt": HOSTILE,
                                                    "zz_hostile_ar.txt": HOSTILE_AR})
    yield settings, store, root
    store.close()


def read(data: bytes, bom: bool = True) -> list[dict[str, str]]:
    """The CSV as the csv module reads it; every row as long as the header."""
    assert data.startswith(BOM) == bom, data[:20]
    text = data.decode("utf-8-sig" if bom else "utf-8")
    assert "\r\n" in text and "\n" not in text.replace("\r\n", "")  # CRLF lines, one a row
    rows = list(csv.reader(io.StringIO(text, newline="")))
    assert len({len(r) for r in rows}) == 1, rows
    return [dict(zip(rows[0], r)) for r in rows[1:]]


def safe(rows: list[dict[str, str]]) -> list[str]:
    """Every cell; none is a formula to a spreadsheet."""
    cells = [v for r in rows for v in r.values()]
    assert not [c for c in cells if c.startswith(FORMULA)], [c for c in cells if c.startswith(FORMULA)]
    return cells


def run(seeded, tmp_path, *args: str) -> tuple[int, bytes]:
    settings, _store, _root = seeded
    out = tmp_path / "out.csv"
    code = main(["-q", "--database", settings.database, "export", *args, "--out", str(out)])
    return code, out.read_bytes() if out.exists() else b""


# -- the CLI ----------------------------------------------------------------------------------

def test_stories_over_a_period_with_lead_day_toll_and_sources(seeded, tmp_path):
    code, data = run(seeded, tmp_path, "stories", "--since", "2000-01-01")
    assert code == 0
    rows = read(data)
    assert list(rows[0])[:7] == ["id", "day", "title", "lead", "languages", "articles", "sources"]
    cells = safe(rows)
    # the hostile headlines are kept, as text
    assert any(c.startswith("'=cmd|' /C calc'!A0 Warehouse fire") for c in cells), cells
    assert any(c.startswith("'=cmd|' /C calc'!A0 انفجار") for c in cells), cells
    khalef = next(r for r in rows if "Genocide" in r["title"] or "أحمد خلف" in r["title"])
    assert khalef["articles"] == "3" and set(khalef["languages"].split("; ")) == {"ar", "en"}
    assert len(khalef["sources"].split("; ")) == 3
    assert khalef["killed_low"] and khalef["killed_high"] and "killed" in khalef["tolls"]
    assert khalef["lead"] and date.fromisoformat(khalef["day"])
    assert "Daraa" in khalef["places"]
    testville = next(r for r in rows if "Warehouse fire" in r["title"])
    assert testville["killed_low"] == testville["killed_high"] == "7"
    homs = next(r for r in rows if "انفجار" in r["title"])
    assert homs["killed_low"] == "12" and homs["wounded_low"] == "30" and "Homs" in homs["places"]


def test_entities_of_a_query_in_arabic_with_both_scripts_and_identifiers(seeded, tmp_path):
    code, data = run(seeded, tmp_path, "entities", "--query", "أحمد خلف")
    assert code == 0
    rows = read(data)
    safe(rows)
    person = next(r for r in rows if "Ahmed Khalef" in r["names_latin"])
    assert "أحمد خلف" in person["names_arabic"] and person["kind"] == "person"
    assert int(person["articles"]) >= 2 and int(person["mentions"]) >= 2
    syria = next(r for r in rows if r["name"] == "Syria")
    assert syria["wikidata"] == "Q858" and syria["geonames"] == "163843"
    assert "سوريا" in syria["names_arabic"] and syria["country"] == "SY"
    assert not any("Testville" in r["name"] for r in rows)  # only the query's articles


def test_figures_of_a_day_without_a_bom(seeded, tmp_path):
    settings, store, _root = seeded
    day = max(a.day for a in store.articles(current=True)).isoformat()
    code, data = run(seeded, tmp_path, "figures", "--date", day, "--no-bom")
    assert code == 0
    rows = read(data, bom=False)
    cells = safe(rows)
    assert any(c.startswith("'-2+3 Officials said 4") for c in cells)  # a sentence
    assert any(c.startswith("'@SUM(1+1) وقال") for c in cells)
    values = {(r["measure"], r["value"]) for r in rows}
    assert ("killed", "12") in values and ("wounded", "30") in values and ("killed", "7") in values


def test_standard_output_and_user_errors(seeded, capsysbinary):
    settings, _store, _root = seeded
    db = settings.database
    assert main(["-q", "--database", db, "export", "entities", "--query", "Syria"]) == 0
    out = capsysbinary.readouterr().out
    assert any(r["name"] == "Syria" for r in read(out))
    assert main(["-q", "--database", db, "export", "stories"]) == 2  # no period, no query
    assert main(["-q", "--database", db, "export", "stories", "--since", "yesterday"]) == 1
    assert main(["-q", "--database", db, "export", "people", "--query", "x"]) == 2
    err = capsysbinary.readouterr().err.decode()
    assert "bad date" in err and "Traceback" not in err
    assert main(["export", "--help"]) == 0
    assert b"reports export stories --since" in capsysbinary.readouterr().out


def test_the_library_selects_by_period_and_query(seeded):
    _settings, store, _root = seeded
    everything = export.select(store, query="")  # no filter: every current article
    assert len(everything) == 6
    assert {a.id for a in export.select(store, query="Testville")} <= {a.id for a in everything}
    assert len(export.select(store, query="Testville")) == 1
    assert export.select(store, until=export.select(store)[0].first_seen.replace(year=2000)) == ()
    table = export.stories(store, everything)
    assert export.to_text(table).startswith("\ufeffid,day,title")
    assert export.cell("a\x1bb\x00c\nd") == "a\\x1bb\\x00c d"


# -- the web app --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def app(seeded):
    running = Running(seeded[0])
    yield running
    running.close()


def test_the_web_app_serves_the_same_exports(app, seeded, tmp_path):
    c = app.client
    r = c.get("/export/stories.csv", params={"since": "2000-01-01"})
    assert r.status_code == 200 and r.headers["content-type"] == "text/csv; charset=utf-8"
    assert 'filename="stories.csv"' in r.headers["content-disposition"]
    rows = read(r.content)
    cells = safe(rows)
    assert any(c.startswith("'=cmd|' /C calc'!A0 انفجار") for c in cells)
    _code, cli = run(seeded, tmp_path, "stories", "--since", "2000-01-01")
    assert read(cli) == rows  # the CLI's file, row for row
    r = c.get("/export/entities.csv", params={"q": "أحمد خلف"})
    ents = read(r.content)
    assert any("أحمد خلف" in e["names_arabic"] and "Ahmed Khalef" in e["names_latin"] for e in ents)
    figs = read(c.get("/export/figures.csv", params={"q": "Testville"}).content)
    assert {f["measure"] for f in figs} >= {"killed", "wounded"} and safe(figs)
    assert c.get("/export/people.csv", params={"q": "x"}).status_code == 404
    assert c.get("/export/stories.csv").status_code == 422  # neither a period nor a query
    assert c.get("/export/stories.csv", params={"since": "soon"}).status_code == 422
    # the API's lists keep their CSV, through the same cells, without a BOM
    api = c.get("/api/v1/stories", params={"format": "csv"})
    assert api.status_code == 200 and api.text.startswith("id,title,")


# -- identifiers: in the digest's JSON, the API and on the entity page ------------------------

def test_places_and_entities_keep_their_identifiers(app, seeded, tmp_path):
    from datetime import UTC, datetime, timedelta

    from reports import briefing, render

    settings, store, _root = seeded
    now = datetime.now(UTC)
    b = briefing.digest(store, now - timedelta(days=3650), now + timedelta(hours=1), "Ids")
    doc = render.write_all(b, settings, tmp_path, "digest-ids")["json"].read_text(encoding="utf-8")
    import json

    d = json.loads(doc)
    syria = next(e for e in d["entities"] if e["kind"] == "place" and e["name"] == "Syria")
    assert syria["geonames"] == 163843 and syria["wikidata"] == "Q858"
    daraa = next(p for a in d["articles"] for p in a["places"] if p["name"] == "Daraa")
    assert daraa["geonames"] == 170905  # as geocoded, kept with the article's analysis
    khalef = next(e for e in d["entities"] if "Ahmed Khalef" in e["names"])
    assert khalef["geonames"] is None and khalef["wikidata"] == ""  # none known: none made up
    stored = next(e for e in store.linked()[0] if e.kind == "place" and "Syria" in e.names)
    api = app.client.get(f"/api/v1/entities/{stored.id}").json()
    assert api["geonames"] == 163843 and api["wikidata"] == "Q858"
    page = app.client.get(f"/entities/{stored.id}").text
    assert 'href="https://www.wikidata.org/wiki/Q858"' in page
    assert 'href="https://www.geonames.org/163843"' in page


def test_the_pages_link_their_exports(app, seeded):
    import html
    import re

    _settings, store, _root = seeded
    khalef = next(e for e in store.linked()[0] if "Ahmed Khalef" in e.names)
    day = max(a.day for a in store.articles(current=True)).isoformat()
    for path in (f"/entities/{khalef.id}", f"/stories?day={day}&ui=ar"):
        page = app.client.get(path).text
        links = [html.unescape(h) for h in re.findall(r'href="(/export/[^"]+)"', page)]
        assert len(links) == 3, (path, links)
        for link in links:
            r = app.client.get(link)
            assert r.status_code == 200 and r.content.startswith(BOM), (link, r.text[:200])
            assert len(read(r.content)) >= 1, link
