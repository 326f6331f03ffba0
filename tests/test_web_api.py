"""The JSON API (issue 30) on a real uvicorn server over a real SQLite store of the example
articles (and one whose text is a spreadsheet's formula): every documented GET, its pages
and its errors, validated against the app's own OpenAPI schema by openapi-core; the old
paths redirect; CSV cells are never formulas; reads never write, even where the stored
links are out of date."""

from __future__ import annotations

import csv
import hashlib
import io
import sqlite3
import time
from dataclasses import replace
from pathlib import Path

import httpx
import pytest
from openapi_core import OpenAPI
from web_support import Running, schema, valid

from conftest import seed_briefing
from reports import archive
from reports.web.app import LIMIT_MAX, _cell

# an article whose headline and sentences a spreadsheet would run as formulas
FORMULA = (b"=HYPERLINK(\"http://evil.example/\",\"Testville\") Blast kills 12 in Testville\n\n"
           b"@SUM(1+1) At least 12 people were killed in a bomb blast in Testville on Monday, "
           b"police said.\n\n"
           b"-2+3 Officials said 30 people were wounded in the Testville blast.\n")


@pytest.fixture(scope="module")
def seeded(tmp_path_factory):
    root = tmp_path_factory.mktemp("api")
    settings, store, _ = seed_briefing(root, extra={"zz_formula.txt": FORMULA})
    return settings, store


@pytest.fixture(scope="module")
def app(seeded):
    running = Running(seeded[0])
    yield running
    running.close()


def _pages(openapi: OpenAPI, client: httpx.Client, path: str, **params) -> list:
    """Every item of a list, a page at a time by its Link headers, each page validated."""
    items, url = [], client.build_request("GET", path, params=params).url
    while True:
        r = valid(openapi, client.get(url))
        assert r.status_code == 200, (url, r.text)
        items += r.json()
        if "next" not in r.links:
            return items
        url = httpx.URL(client.base_url).join(r.links["next"]["url"])


def _copy(settings, folder: Path):
    """``settings`` over a copy of its database in ``folder`` (SQLite's backup)."""
    folder.mkdir()
    db = folder / "reports.db"
    with sqlite3.connect(settings.database) as src, sqlite3.connect(db) as dst:
        src.backup(dst)
    return replace(settings, database=str(db), output=str(folder / "out"))


def _written(db: Path, watch: sqlite3.Connection) -> tuple:
    """What a write would change: the database's data version as this connection sees
    it (SQLite bumps it when another connection commits), every row, the WAL's size."""
    rows = hashlib.sha256("\n".join(watch.iterdump()).encode()).hexdigest()
    wal = db.with_name(db.name + "-wal")
    return (watch.execute("PRAGMA data_version").fetchone()[0], rows,
            wal.stat().st_size if wal.exists() else 0)


def test_reads_never_link_or_write_even_when_the_links_are_stale(seeded, tmp_path):
    """Links out of date (made by other code) are brought up to date by the app's
    background linker at start, not by a request: once it is done and the links are
    made stale again, pages and API reads leave every row, and the WAL, as they were."""
    settings = replace(_copy(seeded[0], tmp_path / "copy"), scan_seconds=3600.0)
    db = Path(settings.database)

    def stale() -> None:
        with sqlite3.connect(db) as c:
            c.execute("UPDATE link_state SET fingerprint = 'other code' WHERE what = 'links'")

    stale()
    running = Running(settings)
    watch = sqlite3.connect(db)
    try:
        want = archive.version(settings.lang)
        deadline = time.monotonic() + 120
        while watch.execute("SELECT fingerprint FROM link_state WHERE what = 'links'"
                            ).fetchone()[0] != want:  # the linker's start-up refresh
            assert time.monotonic() < deadline, "the background linker did not refresh"
            time.sleep(0.2)
        c = running.client
        stories = c.get("/api/v1/stories").json()
        entities = c.get("/api/v1/entities", params={"q": "Khalef"}).json()
        assert stories and entities
        stale()
        before = _written(db, watch)
        sid, eid = stories[0]["id"], entities[0]["id"]
        for path in ("/", "/stories", f"/stories/{sid}", "/entities?q=Khalef",
                     f"/entities/{eid}", "/operator", "/api/v1/stories",
                     "/api/v1/stories?format=csv", f"/api/v1/stories/{sid}",
                     "/api/v1/entities?q=Khalef", f"/api/v1/entities/{eid}",
                     "/api/v1/figures", "/api/v1/figures?format=csv"):
            r = c.get(path)
            assert r.status_code == 200, (path, r.status_code, r.text[:200])
        assert _written(db, watch) == before
        assert watch.execute("SELECT fingerprint FROM link_state").fetchone()[0] == "other code"
    finally:
        watch.close()
        running.close()


def test_every_documented_get_answers_as_the_schema_says(app, seeded):
    """Every GET operation of the schema is called with stored things, page by page and
    with errors (404, 422 of each kind, a 500 from a corrupt row), and every answer is
    validated against the schema; a list read in pages of 1 is the whole list, once."""
    c = app.client
    spec = c.get("/api/v1/openapi.json").json()
    openapi = schema(c)
    called: set[str] = set()

    def get(template: str, path: str, status: int = 200, **params) -> httpx.Response:
        r = valid(openapi, c.get(path, params=params))
        assert r.status_code == status, (path, params, r.status_code, r.text[:300])
        called.add(template)
        return r

    stories = get("/api/v1/stories", "/api/v1/stories").json()
    assert stories and _pages(openapi, c, "/api/v1/stories", limit=1) == stories
    assert get("/api/v1/stories", "/api/v1/stories", format="csv").text.startswith("id,title,")
    for s in stories:
        story = get("/api/v1/stories/{story_id}", f"/api/v1/stories/{s['id']}").json()
        assert story["id"] == s["id"] and story["article_ids"]
    entities = get("/api/v1/entities", "/api/v1/entities", q="Syria").json()
    assert entities and _pages(openapi, c, "/api/v1/entities", q="Syria", limit=1) == entities
    get("/api/v1/entities", "/api/v1/entities", q="Syria", format="csv", limit=1)
    for e in entities[:3]:
        detail = get("/api/v1/entities/{entity_id}", f"/api/v1/entities/{e['id']}", limit=2).json()
        assert detail["id"] == e["id"]
    figures = get("/api/v1/figures", "/api/v1/figures").json()
    assert figures and _pages(openapi, c, "/api/v1/figures", limit=2) == figures
    assert [f for f in figures if f["value"] == 12 and type(f["value"]) is int]  # 12, not 12.0
    assert {f["measure"] for f in get("/api/v1/figures", "/api/v1/figures",
                                      measure="killed").json()} == {"killed"}
    get("/api/v1/figures", "/api/v1/figures", format="csv", lang="ar")
    job = c.post("/api/v1/dossiers", json={"query": "Khalef"})
    assert valid(openapi, job).status_code == 202
    get("/api/v1/dossiers/{job_id}", f"/api/v1/dossiers/{job.json()['id']}")
    # errors, each in the schema with the one shape
    for template, path, params in [
            ("/api/v1/stories", "/api/v1/stories", {"day": "2026-13-45"}),
            ("/api/v1/stories", "/api/v1/stories", {"limit": 0}),
            ("/api/v1/stories", "/api/v1/stories", {"limit": LIMIT_MAX + 1}),
            ("/api/v1/stories", "/api/v1/stories", {"cursor": "not a cursor"}),
            ("/api/v1/stories", "/api/v1/stories", {"cursor": "WyJ4Il0"}),  # ["x"]: a key, not this list's
            ("/api/v1/stories", "/api/v1/stories", {"format": "xml"}),
            ("/api/v1/entities", "/api/v1/entities", {}),  # q is required
            ("/api/v1/entities/{entity_id}", "/api/v1/entities/nope", {"limit": 0}),
            ("/api/v1/figures", "/api/v1/figures", {"cursor": "eyJhIjoxfQ"})]:  # {"a":1}
        assert set(get(template, path, 422, **params).json()) == {"error"}
    for template in ("/api/v1/stories/{story_id}", "/api/v1/entities/{entity_id}",
                     "/api/v1/dossiers/{job_id}"):
        get(template, template.split("{")[0] + "nope", 404)
    assert called == {p for p, ops in spec["paths"].items() if "get" in ops and p.startswith("/api/")}
    # a stored story the code cannot read: a 500 of the one shape, as documented
    sid = stories[-1]["id"]
    with sqlite3.connect(seeded[0].database) as db:
        (kept,) = db.execute("SELECT data FROM linked_stories WHERE id = ?", (sid,)).fetchone()
        db.execute("UPDATE linked_stories SET data = '{}' WHERE id = ?", (sid,))
    try:
        r = get("/api/v1/stories/{story_id}", f"/api/v1/stories/{sid}", 500)
        assert r.json() == {"error": "internal error"}
    finally:
        with sqlite3.connect(seeded[0].database) as db:
            db.execute("UPDATE linked_stories SET data = ? WHERE id = ?", (kept, sid))


def test_the_paths_before_v1_redirect_for_good_and_are_not_in_the_schema(app):
    """308 (the method and body kept) to the same path under /api/v1, the query kept."""
    c = app.client
    r = c.get("/api/stories?lang=en&limit=1", follow_redirects=False)
    assert r.status_code == 308 and r.headers["location"] == "/api/v1/stories?lang=en&limit=1"
    moved = c.get("/api/entities", params={"q": "أحمد خلف"}, follow_redirects=True)
    assert moved.json() and moved.json() == c.get("/api/v1/entities", params={"q": "أحمد خلف"}).json()
    job = httpx.post(f"{app.url}/api/dossiers", json={"query": "Khalef"}, follow_redirects=True)
    assert job.status_code == 202 and job.url.path == "/api/v1/dossiers", job.text
    assert c.get("/api/openapi.json", follow_redirects=True).json()["paths"]
    assert [p for p in c.get("/api/v1/openapi.json").json()["paths"]
            if p.startswith("/api/") and not p.startswith("/api/v1/")] == []


def test_csv_cells_are_never_formulas_and_keep_no_control_characters(app):
    """The article whose sentences start as formulas: no cell of a CSV list starts with
    = + - @ (or a tab, CR); those cells start with an apostrophe."""
    c = app.client
    found = []
    for path, params in (("/api/v1/stories", {}), ("/api/v1/figures", {}),
                         ("/api/v1/entities", {"q": "Testville"})):
        r = c.get(path, params={**params, "format": "csv", "limit": LIMIT_MAX})
        assert r.status_code == 200 and r.headers["content-type"] == "text/csv; charset=utf-8"
        rows = list(csv.reader(io.StringIO(r.text)))
        assert len({len(row) for row in rows}) == 1, rows  # one line a row, a cell a field
        cells = [cell for row in rows[1:] for cell in row]
        assert not [x for x in cells if x[:1] in ("=", "+", "-", "@", "\t", "\r")], path
        found += [x for x in cells if x.startswith(("'=", "'@", "'-"))]
    for start in ("'@SUM(1+1) At least", "'-2+3 Officials"):  # a story's title, a sentence
        assert any(x.startswith(start) for x in found), (start, found)
    assert _cell("a\x1bb\x00c\nd\u2028e\x85") == "a\\x1bb\\x00c d e\\x85"
    assert [_cell(v) for v in ("\t=1", "\r@x", "+1", "-1", 3.0, -2, None, ["a", "=b"])] == [
        "' =1", "' @x", "'+1", "'-1", 3, -2, "", "a; =b"]
