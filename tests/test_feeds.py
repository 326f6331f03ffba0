"""Atom feeds (issue 31) served by the web app on a real uvicorn server: a schedule's
digests, an alert's matches and an entity's stories, each validated against RFC 4287's
RELAX NG schema (``tests/data/atom/atom.rnc``, converted by rnc2rng, checked by lxml's
libxml2 validator) and read by feedparser; behind the app's credentials, with untrusted
text escaped and control characters removed."""

from __future__ import annotations

import base64
import shutil
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import feedparser
import httpx
import pytest
import rnc2rng
from lxml import etree
from web_support import Running

from reports import alerts
from reports.config import Settings, Web
from reports.ingest import ingest
from reports.store import Store
from reports.web import security

DATA = Path(__file__).parent / "data"
ATOM_RNC = DATA / "atom" / "atom.rnc"
PASSWORD = "feeds-pw-123"
TOKEN = "feed-token-0123456789abcdef"
HOSTILE = ('Khalef <b>speaks</b> & "writes" ]]> \x1b[31m\x07 a book in Amman\n\n'
           "AMMAN, Jordan, May 30 (Reuters) - Ahmed Khalef, the Syrian army defector, presented "
           "<script>alert(1)</script> his memoir at a book fair in Amman on Saturday. "
           "\x1b]52;c;ZXZpbA==\x07 Khalef told readers & \"publishers\" that the book took "
           "two years to write.\n")
CONTROL = [chr(c) for c in (*range(0x00, 0x09), 0x0b, 0x0c, *range(0x0e, 0x20), *range(0x7f, 0xa0))]


@pytest.fixture(scope="module")
def schema() -> etree.RelaxNG:
    rng = rnc2rng.dumps(rnc2rng.load(str(ATOM_RNC)))
    # rnc2rng declares the compact syntax's `local = ""` prefix, which XML namespaces forbid
    # (the grammar itself names the empty namespace as ns="")
    rng = rng.replace(' xmlns:local=""', "")
    return etree.RelaxNG(etree.fromstring(rng.encode("utf-8")))


def _valid(schema: etree.RelaxNG, body: bytes) -> feedparser.FeedParserDict:
    """``body`` checked by the RELAX NG validator, then read by feedparser."""
    doc = etree.fromstring(body)
    assert schema.validate(doc), schema.error_log
    parsed = feedparser.parse(body)
    assert not parsed.bozo, parsed.get("bozo_exception")
    assert parsed.version == "atom10"
    text = body.decode("utf-8")
    assert not any(c in text for c in CONTROL if c not in "\t\n\r")
    return parsed


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    root = tmp_path_factory.mktemp("feeds")
    (root / "in").mkdir()
    settings = Settings(sources=(str(root / "in"),), database=str(root / "r.db"),
                        output=str(root / "out"),
                        web=replace(Web(), password_hash=security.hash_password(PASSWORD),
                                    token=TOKEN))
    store = Store(settings.database_url)
    alert = alerts.add(store, "Khalef <&>", alerts.make_query(entity="أحمد خلف"),
                       ["desk@example.org"])
    for f in sorted((DATA / "alerts").glob("0[12]-*.txt")):
        shutil.copy(f, root / "in" / f.name)
        ingest(settings, store)
    (root / "in" / "hostile.txt").write_text(HOSTILE, encoding="utf-8")
    ingest(settings, store)
    start = datetime(2026, 4, 24, tzinfo=UTC)
    store.record_digest("daily:2026-04-25", "daily", "Daily <Briefing> & \x1b[1m", start,
                        datetime(2026, 4, 25, tzinfo=UTC), 2, {"json": str(root / "x.json")})
    running = Running(settings)
    yield running, store, alert
    running.close()
    store.close()


def _basic(password: str) -> dict[str, str]:
    return {"Authorization": "Basic " + base64.b64encode(f"reader:{password}".encode()).decode()}


def test_the_feeds_are_valid_atom_and_read_by_a_feed_reader(served, schema):
    app, store, alert = served
    auth = _basic(PASSWORD)
    r = app.client.get("/feeds/digests/daily", headers=auth)
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/atom+xml")
    digests = _valid(schema, r.content)
    assert digests.feed.title == "Digests: daily"
    [entry] = digests.entries
    assert entry.title.startswith("Daily <Briefing> & ") and "\x1b" not in entry.title
    assert entry.link == f"{app.url}/digest?key=daily%3A2026-04-25"

    r = app.client.get(f"/feeds/alerts/{alert.id}", headers=auth)
    matched = _valid(schema, r.content)
    assert matched.feed.title == "Alert: Khalef <&>"  # escaped in the XML, read back as text
    assert b"Khalef &lt;&amp;&gt;" in r.content
    titles = [e.title for e in matched.entries]
    assert any(t.startswith("Update: killed 24 → 24–43") for t in titles), titles
    assert len({e.id for e in matched.entries}) == len(matched.entries) >= 2
    for e in matched.entries:
        assert e.link.startswith(f"{app.url}/stories/s")
        bearer = {"Authorization": f"Bearer {TOKEN}"}  # pages: the token, not Basic
        assert app.client.get(e.link.removeprefix(app.url), headers=bearer).status_code == 200
    hostile = [e for e in matched.entries if "speaks" in e.title]
    assert hostile, titles  # the hostile report names Khalef too: its title, as text
    assert "<b>speaks</b>" in hostile[0].title and b"<b>" not in r.content

    ent = app.client.get("/api/v1/entities", params={"q": "أحمد خلف"},
                         headers={"Authorization": f"Bearer {TOKEN}"}).json()
    r = app.client.get(f"/feeds/entities/{ent[0]['id']}", headers=auth)
    stories = _valid(schema, r.content)
    assert stories.feed.title.startswith("Stories: ") and "Khalef" in stories.feed.title
    assert len(stories.entries) >= 2
    assert all(e.link.startswith(f"{app.url}/stories/") for e in stories.entries)
    assert not any(c in e.title for e in stories.entries for c in CONTROL)


def test_the_validator_is_no_rubber_stamp(served, schema):
    """A feed without its updated date, or with a date that is not RFC 3339, fails."""
    app, _store, alert = served
    body = app.client.get(f"/feeds/alerts/{alert.id}", headers=_basic(PASSWORD)).content
    doc = etree.fromstring(body)
    ns = {"a": "http://www.w3.org/2005/Atom"}
    updated = doc.find("a:updated", ns)
    updated.text = "yesterday"
    assert not schema.validate(doc)
    doc.remove(updated)
    assert not schema.validate(doc)


def test_feeds_need_the_apps_credentials_off_a_session(served):
    app, _store, alert = served
    path = f"/feeds/alerts/{alert.id}"
    reader = httpx.Client(base_url=app.url, timeout=60)  # no cookie: a feed reader
    try:
        r = reader.get(path)
        assert r.status_code == 401 and r.headers["www-authenticate"].startswith("Basic ")
        assert reader.get(path, headers=_basic("wrong-password")).status_code == 401
        assert reader.get(path, headers=_basic(PASSWORD)).status_code == 200
        assert reader.get(path, headers=_basic(TOKEN)).status_code == 200
        assert reader.get(path, headers={"Authorization": f"Bearer {TOKEN}"}).status_code == 200
        assert reader.get("/feeds/alerts/nope", headers=_basic(PASSWORD)).status_code == 404
        assert reader.get("/feeds/digests/nope", headers=_basic(PASSWORD)).status_code == 404
        token = app.csrf("/login")  # a signed-in session reads them too
        assert app.client.post("/login", data={"password": PASSWORD, "csrf": token}).status_code == 303
        assert app.client.get(path).status_code == 200
    finally:
        reader.close()
